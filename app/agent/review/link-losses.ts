import { toDocsRelative } from "../workspace/docs-path.ts";
import type { FileChange } from "./change-diff.ts";

/** At most this many losses are named. */
const MAX_ITEMS = 10;

/** Inline links `[text](target)` and reference definitions `[text]: target`. */
const inlineLink = /(?<!!)\[([^\]\n]+)\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g;
const definition = /^\s{0,3}\[([^\]\n]+)\]:\s*<?(\S+?)>?(?:\s+["'(].*)?$/gm;

/** A reference link's use: `[text][label]`, or `[text][]` for a label that is its text. */
const referenceUsage = /(?<![!\]])\[([^\]\n]+)\]\[([^\]\n]*)\]/g;

interface Link {
  text: string;
  target: string;
}

function linksOf(text: string): Link[] {
  const links: Link[] = [];
  for (const match of text.matchAll(inlineLink))
    links.push({ text: match[1] as string, target: match[2] as string });
  for (const match of text.matchAll(definition))
    links.push({ text: match[1] as string, target: match[2] as string });
  return links;
}

/** The page part of a target, without its section, query or final slash. */
function pageOf(target: string): string {
  return target.replace(/[#?].*$/, "").replace(/\/$/, "");
}

function sectionOf(target: string): string | undefined {
  const at = target.indexOf("#");
  return at >= 0 && at < target.length - 1 ? target.slice(at + 1) : undefined;
}

const external = /^[a-z][a-z+.-]*:/i;

/** Whether the text holds the words as a whole: `mdbook-linkcheck` is not in `mdbook-linkcheck2`. */
function holdsWord(text: string, words: string): boolean {
  const escaped = words.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`(?<![\\w-])${escaped}(?![\\w-])`).test(text);
}

/**
 * What a reviewer sees at once in a changed link, found without a model: a link that pointed at
 * a section of a page and now points at the page only (the reader lands at the top); a link the
 * change removed whose text stays, unlinked (inline, or a reference link whose use is gone); and a section link the change added to a page of the
 * site whose anchor has capitals, which no framework's heading anchors have (unless the target
 * sets that id itself). Moved and deleted pages are the docs check's business. One sentence each.
 */
export function findLinkLosses(
  changes: readonly FileChange[],
  docsRoot: string,
  instruction: string,
  textOf: (path: string) => string | undefined = () => undefined,
): string[] {
  const found: string[] = [];
  const asked =
    /\b(?:remove|drop|delete|unlink)\b[^.\n]*\blinks?\b|\blinks?\b[^.\n]*\b(?:remove|drop|delete)/i.test(
      instruction,
    );
  for (const change of changes) {
    if (change.before === undefined || change.after === undefined || change.movedFrom) continue;
    const show = toDocsRelative(docsRoot, change.path);
    const before = linksOf(change.before);
    const after = linksOf(change.after);
    const afterTargets = new Set(after.map((link) => link.target));
    const beforeTargets = new Set(before.map((link) => link.target));
    for (const link of before) {
      if (afterTargets.has(link.target)) continue;
      const section = sectionOf(link.target);
      const page = pageOf(link.target);
      // Its replacement: a new link to the same page, or a new link with the same text.
      const samePage = after.filter(
        (other) =>
          !beforeTargets.has(other.target) &&
          ((page !== "" && pageOf(other.target) === page) || other.text === link.text),
      );
      if (section && samePage.length > 0 && samePage.every((other) => !sectionOf(other.target))) {
        const now = pageOf((samePage[0] as Link).target) || page;
        found.push(
          `${show}: the link "${link.text}" pointed at the section #${section} of ${page} and now points at the top of ${now}`,
        );
        continue;
      }
      const anyLink = after.some(
        (other) => other.text === link.text || (page !== "" && pageOf(other.target) === page),
      );
      const prose = change.after.replace(inlineLink, " ");
      // A page that gained a link in its place replaced it (the tool it names may stay in prose).
      const replaced = after.some((other) => !beforeTargets.has(other.target));
      if (
        !asked &&
        !anyLink &&
        !replaced &&
        link.text.length >= 4 &&
        holdsWord(prose, link.text.replace(/`/g, ""))
      ) {
        found.push(
          `${show}: the link "${link.text}" (to ${link.target}) was removed; its text stays, unlinked`,
        );
      }
    }
    // A reference link (`[text][label]`) unlinked while its definition stays below.
    const usagesAfter = new Set(
      [...change.after.matchAll(referenceUsage)].map((match) => (match[2] || match[1]) as string),
    );
    const proseAfter = change.after.replace(referenceUsage, " ");
    for (const match of change.before.matchAll(referenceUsage)) {
      const text = match[1] as string;
      const label = (match[2] || text) as string;
      if (usagesAfter.has(label) || asked || text.length < 4) continue;
      if (!holdsWord(proseAfter, text.replace(/`/g, ""))) continue;
      found.push(
        `${show}: the link "${text}" (to [${label}]) was removed; its text stays, unlinked`,
      );
    }
    for (const link of after) {
      if (beforeTargets.has(link.target) || external.test(link.target)) continue;
      const section = sectionOf(link.target);
      if (!section || !/[A-Z]/.test(section)) continue;
      const target = textOf(link.target.replace(/#.*$/, ""));
      if (target?.includes(`#${section}}`) || target?.includes(`id="${section}"`)) continue;
      found.push(
        `${show}: the link "${link.text}" goes to #${section}, but heading anchors are lower case: it lands at the top of the page`,
      );
    }
  }
  return [...new Set(found)].slice(0, MAX_ITEMS);
}

/** The self-review's part on links that lost their section or their target; "" when none. */
export function renderLinkLosses(losses: readonly string[]): string {
  if (losses.length === 0) return "";
  return `These links lost where they pointed. Point each at the section it meant (a lower-case anchor of the heading), or say under notDone why it changes (the pull request lists those left for the reviewer):\n${losses.map((loss) => `- ${loss}`).join("\n")}`;
}

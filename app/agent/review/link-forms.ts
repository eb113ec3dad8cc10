import { isPagePath } from "../../docs-site/repo-path.ts";
import { toDocsRelative } from "../workspace/docs-path.ts";
import type { WorkingTree } from "../workspace/working-tree.ts";
import type { FileChange } from "./change-diff.ts";
import { addedLines } from "./line-diff.ts";

/** At most this many links are named. */
const MAX_ITEMS = 6;

/** Inline links `[text](target)` (not images) and reference definitions `[text]: target`. */
const inlineLink = /(?<!!)\[[^\]\n]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g;
const definition = /^\s{0,3}\[[^\]\n]+\]:\s*<?(\S+?)>?(?:\s+["'(].*)?$/gm;

/** How a link to another page of the site is written. */
export type LinkForm = "source file" | "built .html page" | "site-root URL" | "relative URL";

/** How the site's pages link each other: this many links in each form. */
const MIN_CONVENTION_LINKS = 3;
/** The share of those links the usual form holds, at least, for another form to stand out. */
const CONVENTION_SHARE = 0.8;

/**
 * The form of a link to another page: the page's source file (`../guides/setup.md`), its built
 * page (`setup.html`), a URL from the site's root (`/guides/setup`), or a URL relative to the page
 * (`../setup/`). Undefined for what is not a link to a page: external URLs, anchors on the same
 * page, files that are not pages, templated targets.
 */
export function linkForm(target: string): LinkForm | undefined {
  if (/^[a-z][a-z0-9+.-]*:|^\/\/|^#|[{}$]/i.test(target)) return undefined;
  const path = target.replace(/[#?].*$/, "");
  if (path === "") return undefined;
  const extension = /\.([A-Za-z0-9]+)$/.exec(path)?.[1]?.toLowerCase();
  if (extension && !["md", "mdx", "markdown", "html", "htm"].includes(extension)) return undefined;
  if (path.startsWith("/")) return "site-root URL";
  if (extension === "html" || extension === "htm") return "built .html page";
  return extension ? "source file" : "relative URL";
}

function targetsOf(text: string): string[] {
  const targets: string[] = [];
  for (const match of text.matchAll(inlineLink)) targets.push(match[1] as string);
  for (const match of text.matchAll(definition)) targets.push(match[1] as string);
  return targets;
}

function count(items: readonly string[], item: string): number {
  return items.filter((other) => other === item).length;
}

/**
 * Links to pages of the site that the change adds in another form than the site's pages link
 * each other: a built URL (`/reference/cli/`, `markdown.html`) where the pages link source files
 * (`../reference/cli.md`), which the generator checks and rewrites for every version and base
 * URL; a source file linked from the site's root; or a source file where the pages link URLs. The
 * site's usual form is read from its pages before the change, and counts when every link uses
 * it, or at least `MIN_CONVENTION_LINKS` links do and it holds `CONVENTION_SHARE` of them. One
 * sentence each.
 */
export async function findLinkFormChanges(
  tree: WorkingTree,
  changes: readonly FileChange[],
): Promise<string[]> {
  const added = changes.flatMap((change) => {
    if (change.after === undefined || change.movedFrom || !isPagePath(change.path)) return [];
    const before = targetsOf(change.before ?? "");
    const after = targetsOf(change.after);
    return [...new Set(after)]
      .filter((target) => count(after, target) > count(before, target))
      .flatMap((target) => {
        const form = linkForm(target);
        return form ? [{ path: change.path, target, form }] : [];
      });
  });
  if (added.length === 0) return [];
  const pages = tree.listFiles().filter((path) => isPagePath(path));
  await tree.holdTexts(pages);
  const forms = new Map<LinkForm, number>();
  for (const page of pages) {
    const text = tree.peekBaseText(page);
    if (typeof text !== "string") continue;
    for (const target of targetsOf(text)) {
      const form = linkForm(target);
      if (form) forms.set(form, (forms.get(form) ?? 0) + 1);
    }
  }
  const total = [...forms.values()].reduce((sum, n) => sum + n, 0);
  const [usual, usualCount] = [...forms].sort((a, b) => b[1] - a[1])[0] ?? [undefined, 0];
  const unanimous = usualCount === total;
  if (
    !usual ||
    (!unanimous && (usualCount < MIN_CONVENTION_LINKS || usualCount < total * CONVENTION_SHARE))
  )
    return [];
  const found = added
    .filter((link) => link.form !== usual && (forms.get(link.form) ?? 0) <= total / 20)
    .map(
      (link) =>
        `${toDocsRelative(tree.docsRoot, link.path)}: the link to \`${link.target}\` is written as a ${link.form}, while the site's pages link each other by ${usual} (${usualCount} of ${total} links)`,
    );
  return [...new Set(found)].slice(0, MAX_ITEMS);
}

/** The self-review's part on links written unlike the site's; "" when there are none. */
export function renderLinkForms(items: readonly string[]): string {
  if (items.length === 0) return "";
  return `These links are written in another form than the site's pages link each other. Write each as the other links are, or say under notDone why it differs (the pull request lists those left for the reviewer):\n${items.map((item) => `- ${item}`).join("\n")}`;
}

/** A page's title: its front matter `title`, else its first heading. */
function titleOf(text: string): string | undefined {
  const frontMatter = /^---\n(?:[\s\S]*?\n)?title:\s*["']?([^"'\n]+)["']?\s*\n[\s\S]*?---/.exec(
    text,
  );
  return (frontMatter?.[1] ?? /^#\s+(.+)$/m.exec(text)?.[1])?.trim();
}

/**
 * A page of the site named by its title (two words or more: "Assistant widget") on a line the
 * change added to a page that links the site's pages (two links at least), with no link on that
 * line: the reader is told of the page and not taken to it. Headings, tables, code and front
 * matter are left out. One sentence each.
 */
export function findUnlinkedTitles(
  changes: readonly FileChange[],
  docsRoot: string,
  files: ReadonlyMap<string, string>,
): string[] {
  const titles: { path: string; title: RegExp; text: string }[] = [];
  for (const [path, text] of files) {
    if (!isPagePath(path)) continue;
    const title = titleOf(text);
    if (!title || title.split(/\s+/).length < 2) continue;
    const escaped = title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    titles.push({ path, title: new RegExp(`(?<![\\w-])${escaped}(?![\\w-])`, "i"), text: title });
  }
  const found: string[] = [];
  for (const change of changes) {
    if (change.before === undefined || change.after === undefined || change.movedFrom) continue;
    if (!isPagePath(change.path)) continue;
    const links = [...change.before.matchAll(inlineLink)].filter((match) =>
      linkForm(match[1] as string),
    );
    if (links.length < 2) continue;
    let fence = false;
    const added = new Set(addedLines(change.before, change.after));
    for (const line of change.after.split("\n")) {
      if (/^\s*(```|~~~)/.test(line)) fence = !fence;
      if (fence || !added.has(line) || /\]\(|\]\[/.test(line)) continue;
      if (/^\s*(?:#|\||<|[\w-]+:\s)/.test(line)) continue;
      for (const { path, title, text } of titles) {
        if (path === change.path || !title.test(line)) continue;
        found.push(
          `${toDocsRelative(docsRoot, change.path)}: the change names the page "${text}" (${toDocsRelative(docsRoot, path)}) without linking it, where the page links the others it names`,
        );
      }
    }
  }
  return [...new Set(found)].slice(0, MAX_ITEMS);
}

/** `findUnlinkedTitles` on a run's tree: the titles of the site's pages as the run found them. */
export async function findUnlinkedTitlesInTree(
  tree: WorkingTree,
  changes: readonly FileChange[],
): Promise<string[]> {
  if (!changes.some((change) => change.before !== undefined && change.after !== undefined))
    return [];
  const pages = tree.listFiles().filter((path) => isPagePath(path));
  await tree.holdTexts(pages);
  const files = new Map<string, string>();
  for (const page of pages) {
    const text = tree.peekBaseText(page);
    if (typeof text === "string") files.set(page, text);
  }
  return findUnlinkedTitles(changes, tree.docsRoot, files);
}

import { toDocsRelative } from "../workspace/docs-path.ts";
import type { FileChange } from "./change-diff.ts";
import { diffLines, type RewrittenPlace, rewrittenPlaces } from "./line-diff.ts";
import { valuesOf } from "./stale-values.ts";
import { correctedDuration, givesDuration } from "./written-durations.ts";

/** At most this many facts are named per page. */
const MAX_FACTS = 12;
const pagePath = /\.(md|mdx|markdown|rst|adoc|txt)$/i;

/** Facts a page held before the change that no changed file holds after it. */
export interface LostFacts {
  /** The page they were removed from, docs-relative. */
  path: string;
  facts: string[];
}

/** What the instruction asked for, read for its size: a small fix, or anything. */
export interface Proportion {
  /** Lines the change added and removed, over the pages it kept. */
  changedLines: number;
  /** The small fix the instruction names ("a typo fix"), when it names one. */
  smallFix: string | undefined;
  /** Pages the change rewrote for the most part though the instruction asks for no rewrite. */
  rewritten: string[];
  /** Whether the change is far larger than the instruction asked for. */
  far: boolean;
}

/** Instructions that ask for a small fix, and what to call it. */
const smallFixes: [RegExp, string][] = [
  [/\b(typos?|misspell\w*|spelling)\b/i, "a spelling fix"],
  [/\b(one|a single|this) (word|term|sentence|line|value|number|row)\b/i, "a one-line change"],
  [/\bpunctuation\b/i, "a punctuation fix"],
  [/\b(broken|dead) (link|anchor)s?\b|\bfix (the |a |this )?(link|anchor)s?\b/i, "a link fix"],
];
/** Instructions that ask for a page to be rewritten, restructured or written. */
const asksRewrite =
  /\b(rewrit\w*|restructur\w*|reorgani[sz]\w*|reword\w*|rework\w*|overhaul\w*|split\w*|merg\w*|turn\w* .{0,60}\binto\b|convert\w*|simplif\w*|shorten\w*|condens\w*|trim\w*|clean\w* up|new page|(add|create|write)\w* (a|an|the)? ?(new )?(page|guide|tutorial|section|article)|translat\w*|replac\w* (the|this) (page|section))\b/i;
/** Below this many lines changed, no change is "far larger" than asked. */
const SMALL_FIX_LINES = 6;
const REWRITE_MIN_LINES = 10;

/**
 * How large the change is against what the instruction asks: a small fix (a typo, one word, a
 * link) that changes more than `SMALL_FIX_LINES` lines, or a page rewritten for the most part
 * (over half its lines, at least `REWRITE_MIN_LINES`) when the instruction asks for no rewrite.
 */
export function measureProportion(
  changes: readonly FileChange[],
  instruction: string,
  docsRoot: string,
): Proportion {
  let changedLines = 0;
  const rewritten: string[] = [];
  for (const change of kept(changes)) {
    const lines = diffLines(change.before as string, change.after as string);
    const changed = lines.filter((line) => line.kind !== "same").length;
    changedLines += changed;
    const removed = lines.filter((line) => line.kind === "removed").length;
    const total = lines.filter((line) => line.kind !== "added").length;
    if (removed >= REWRITE_MIN_LINES && removed * 2 > total)
      rewritten.push(toDocsRelative(docsRoot, change.path));
  }
  const smallFix = smallFixes.find(([pattern]) => pattern.test(instruction))?.[1];
  const wantsRewrite = asksRewrite.test(instruction);
  const far =
    (smallFix !== undefined && !wantsRewrite && changedLines > SMALL_FIX_LINES) ||
    (!wantsRewrite && rewritten.length > 0);
  return { changedLines, smallFix, rewritten: wantsRewrite ? [] : rewritten, far };
}

/**
 * The facts on lines the change removed from pages it kept that no changed file holds after it
 * and the instruction does not name: values a reader acts on (numbers with units, versions, URLs,
 * `--flags`, code spans) and terms (names written with capitals inside a sentence, bold text, the
 * lead words of a list item or of a table row's first cell), a term counting as kept when each of
 * its words is still there. A rewrite that says the same things loses nothing.
 */
export function findLostFacts(
  changes: readonly FileChange[],
  instruction: string,
  docsRoot: string,
): LostFacts[] {
  const afterText = changes.map((change) => change.after ?? "").join("\n");
  // Terms are read from text with links' targets and markup dropped, so the after side is read
  // the same way: a link whose target was fixed keeps its words ("请阅读[幂等生产者](…)").
  const afterRead = changes
    .map((change) => clean((change.after ?? "").replace(/\]\([^)]*\)/g, "]")))
    .join("\n");
  const afterLower = `${afterText}\n${afterRead}`.toLowerCase();
  const afterWords = wordsOf(`${afterText}\n${afterRead}`);
  const asked = instruction.toLowerCase();
  const deleted = changes
    .filter((change) => change.change === "deleted")
    .map((change) => change.path.slice(change.path.lastIndexOf("/") + 1).replace(/\.\w+$/, ""));
  const lost: LostFacts[] = [];
  for (const change of kept(changes)) {
    if (!pagePath.test(change.path)) continue;
    const lines = diffLines(change.before as string, change.after as string);
    // A passage about a page the change deletes goes with it.
    const removed = removedPassages(lines)
      .filter((passage) => !passage.some((line) => deleted.some((name) => linksTo(line, name))))
      .flat();
    // A value the removed lines held too is kept, not a replacement (`Assistant.md` does not
    // replace `/assistant.md` when both were there).
    const before = new Set(valuesOf(removed));
    const replacements = valuesOf(
      lines.filter((line) => line.kind === "added").map((line) => line.text),
    ).filter((value) => !before.has(value));
    const facts = new Set<string>();
    for (const value of valuesOf(removed)) {
      if (afterText.includes(value) || asked.includes(value.toLowerCase())) continue;
      // A duration the instruction names in another form ("from 10s" names `10 seconds`).
      if (givesDuration(instruction, value)) continue;
      // "In seconds, not milliseconds": `30 milliseconds` is the unit the instruction corrects.
      if (correctedDuration(instruction, value) !== undefined) continue;
      // A value replaced by one of its kind (`acme login` by `acme auth login`, 30 s by 60 s)
      // is a change the stale-value check follows, not a loss.
      if (replacements.some((other) => relative(value, other))) continue;
      facts.add(value);
    }
    // An include or import removed, and none put in its place, takes the shared content off
    // the page (one whose path was corrected is replaced, not lost).
    const includesAdded = lines.some((line) => line.kind === "added" && includeOf(line.text));
    const places = rewrittenPlaces(change.before as string, change.after as string);
    for (const line of includesAdded ? [] : removed) {
      const include = includeOf(line);
      if (!include || afterText.includes(include.reference)) continue;
      if (
        include.component
          ? usesRewritten(places, include.component, change.after as string)
          : includeRewritten(places, line, instruction)
      )
        continue;
      facts.add(include.line);
    }
    for (const term of termsOf(removed)) {
      const lower = term.toLowerCase();
      if (afterLower.includes(lower) || asked.includes(lower)) continue;
      const words = contentWords(term);
      if (words.length === 0 || words.every((word) => afterWords.has(word))) continue;
      if (words.every((word) => asked.includes(word))) continue;
      if ([...facts].some((fact) => fact.toLowerCase().includes(lower))) continue;
      facts.add(term);
    }
    if (facts.size > 0)
      lost.push({
        path: toDocsRelative(docsRoot, change.path),
        facts: [...facts].slice(0, MAX_FACTS),
      });
  }
  return lost;
}

/** The lost facts `notDone` does not explain: it names neither the fact nor its page. */
export function unexplainedLostFacts(
  lost: readonly LostFacts[],
  notDone: readonly string[],
): LostFacts[] {
  const said = notDone.join("\n").toLowerCase();
  return lost.flatMap((item) => {
    const facts = item.facts.filter((fact) => !said.includes(fact.toLowerCase()));
    return facts.length > 0 ? [{ path: item.path, facts }] : [];
  });
}

/** The self-review's part on the change's size and what it loses; "" when there is nothing. */
export function renderProportion(proportion: Proportion, lost: readonly LostFacts[]): string {
  const parts: string[] = [];
  if (proportion.far) {
    const why = proportion.smallFix
      ? `the instruction asks for ${proportion.smallFix}`
      : `the instruction asks for no rewrite, yet ${proportion.rewritten.join(", ")} ${proportion.rewritten.length === 1 ? "is" : "are"} mostly rewritten`;
    parts.push(
      `Your diff changes ${proportion.changedLines} lines, far more than asked: ${why}. Undo what the instruction does not ask for, or say in the summary why it had to change.`,
    );
  }
  if (lost.length > 0) {
    parts.push(
      `These facts are on lines your change removed, and no changed file holds them now; the instruction does not ask to remove them. Put back each one the page still needs (a rewrite says the same things), or say under notDone why it goes (the pull request lists them for the reviewer):\n${lost
        .map((item) => `- ${item.path}: ${item.facts.map((fact) => `\`${fact}\``).join(", ")}`)
        .join("\n")}`,
    );
  }
  return parts.join("\n\n");
}

/**
 * An include or import of shared content on a line (MkDocs `--8<--`, mdBook `{{#include}}`, an
 * MDX import of a snippet), with the path it names.
 */
function includeOf(
  line: string,
): { line: string; reference: string; component?: string } | undefined {
  const mdx = /^\s*import\s+(\w+)\s+from\s+["']([^"']+\.mdx?)["']/.exec(line);
  if (mdx) {
    return { line: line.trim(), reference: mdx[2] as string, component: mdx[1] as string };
  }
  const match =
    /--8<--\s+["']([^"'\n]+)["']/.exec(line) ??
    /\{\{#(?:include|rustdoc_include|playground)\s+([^}\s]+)\s*\}\}/.exec(line);
  return match ? { line: line.trim(), reference: match[1] as string } : undefined;
}

/**
 * Whether the change wrote text of its own where the page used this component, and uses it no
 * more: the snippet's words replaced on purpose (its values are followed by the other checks).
 */
function usesRewritten(places: readonly RewrittenPlace[], component: string, after: string) {
  const use = new RegExp(`<${component}(?![\\w.])`);
  if (use.test(after)) return false;
  return places.some(
    (place) =>
      place.removed.some((line) => use.test(line)) &&
      place.added.some((line) => line.trim() !== ""),
  );
}

/**
 * Whether the change wrote what the instruction says where the page had this include (an MkDocs
 * snippet, an mdBook include): the shared words replaced on purpose by text that shares two words
 * or numbers with the instruction at least, as `usesRewritten` says of a component.
 */
function includeRewritten(places: readonly RewrittenPlace[], include: string, instruction: string) {
  const tokens = (text: string) =>
    new Set((text.toLowerCase().match(/\d+(?:[.,]\d+)*|\p{L}{4,}/gu) ?? []) as string[]);
  const asked = tokens(instruction);
  return places.some(
    (place) =>
      place.removed.includes(include) &&
      [...tokens(place.added.join("\n"))].filter((token) => asked.has(token)).length >= 2,
  );
}

/** The removed lines, as runs of consecutive removed lines. */
function removedPassages(lines: readonly { kind: string; text: string }[]): string[][] {
  const passages: string[][] = [];
  let current: string[] = [];
  for (const line of lines) {
    if (line.kind === "removed") {
      current.push(line.text);
      continue;
    }
    if (line.kind === "added") continue;
    if (current.length > 0) passages.push(current);
    current = [];
  }
  if (current.length > 0) passages.push(current);
  return passages;
}

/** Whether a line links to the page of this name. */
function linksTo(line: string, name: string): boolean {
  return new RegExp(
    `\\]\\([^)]*\\b${name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?:\\.\\w+)?(?:[#)])`,
  ).test(line);
}

/** Whether two values are of a kind: the same shape of digits, or a word in common. */
function relative(value: string, other: string): boolean {
  const shape = (text: string) => text.replace(/\d+/g, "0");
  if (shape(value) === shape(other)) return true;
  const words = (text: string) =>
    new Set(
      text
        .toLowerCase()
        .split(/[^a-z]+/)
        .filter((word) => word.length >= 3),
    );
  const mine = words(value);
  return [...words(other)].some((word) => mine.has(word));
}

/** Pages the change kept (neither added, deleted nor moved), with both texts. */
function kept(changes: readonly FileChange[]): FileChange[] {
  return changes.filter(
    (change) => change.before !== undefined && change.after !== undefined && !change.movedFrom,
  );
}

const stopWords = new Set(
  "a an the and or of to in on at for with by from as is are be it its this that these those your you we our their nothing yet none todo tbd n/a coming soon".split(
    " ",
  ),
);

/**
 * Terms on these lines: names written with capitals inside a sentence (`AWS`, `PostgreSQL`),
 * bold text, the first words of a list item and of a table row's first cell.
 */
export function termsOf(lines: readonly string[]): string[] {
  const found = new Set<string>();
  for (const raw of lines) {
    const line = raw.replace(/(`+)[^`\n]*?\1/g, " ").replace(/\]\([^)]*\)/g, "]");
    if (/^\s*(```|~~~|<|import\s|export\s|---\s*$|\|?\s*:?-{3,})/.test(line)) continue;
    for (const match of line.matchAll(/\*\*([^*\n]{2,60})\*\*|__([^_\n]{2,60})__/g))
      found.add(clean(match[1] ?? match[2] ?? ""));
    const item = /^\s*(?:[-*+]|\d+[.)])\s+(?:\[[ x]\]\s+)?(.+)$/.exec(line)?.[1];
    const cell = /^\s*\|\s*([^|]+?)\s*\|/.exec(line)?.[1];
    for (const lead of [item, cell]) {
      if (!lead) continue;
      const words = clean(lead)
        .split(/[,.;:!?()]/)[0]
        ?.trim()
        .split(/\s+/)
        .slice(0, 3)
        .join(" ");
      if (words) found.add(words);
    }
    const prose = line.replace(/^\s*(?:#+|[-*+>]|\d+[.)]|\|)\s*/, "");
    for (const match of prose.matchAll(/(?<=[\p{Ll},;]\s)\p{Lu}[\p{L}\d.+-]*[\p{L}\d]/gu)) {
      if (match[0].length >= 2) found.add(match[0]);
    }
  }
  return [...found].filter((term) => term.length >= 2 && contentWords(term).length > 0);
}

function clean(text: string): string {
  return text
    .replace(/[*_[\]]/g, "")
    .replace(/\s+/g, " ")
    .trim();
}

/** The words of a term a rewrite would keep: three letters or more, not a stop word. */
function contentWords(term: string): string[] {
  return term
    .toLowerCase()
    .split(/[^\p{L}\d.+-]+/u)
    .map((word) => word.replace(/^[.+-]+|[.+-]+$/g, ""))
    .filter((word) => word.length >= 3 && !stopWords.has(word))
    .map(stem);
}

function wordsOf(text: string): Set<string> {
  return new Set(contentWords(text));
}

/** A word without its plural or verb ending, so "uploads" keeps "upload". */
export function stem(word: string): string {
  if (word.length > 5 && /(?:ing|ed)$/.test(word)) return word.replace(/(?:ing|ed)$/, "");
  if (/ies$/.test(word)) return word.replace(/ies$/, "y");
  return word.replace(/(?<!s)s$/, "");
}

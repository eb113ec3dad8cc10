import { toDocsRelative } from "../workspace/docs-path.ts";
import { editedPages, type FileChange } from "./change-diff.ts";
import { withoutDigitGroups } from "./digit-groups.ts";
import { addedLines, rewrittenLinePairs, rewrittenPlaces } from "./line-diff.ts";
import { filesShownBy } from "./shared-content.ts";
import { holdsKeyPath } from "./sourced-forms.ts";
import { historyPage } from "./stale-values.ts";
import { givesDuration, swapsGivenDurations } from "./written-durations.ts";
import { givesSize } from "./written-sizes.ts";

/** A file a page shows (a snippet, partial or include), with its text. */
export interface ShownText {
  path: string;
  text: string;
}

/** At most this many findings are named. */
const MAX_ITEMS = 6;

const codeSpanPattern = /(`+)([^`\n]+?)\1(?!`)/g;
/** Code spans every page holds, which name no value of their own. */
const plainValue = /^(?:true|false|null|nil|none|undefined|yes|no|on|off)$/i;
/** A number of two digits or more, as prose writes it (`5 000` with a space between groups too). */
const numberPattern =
  /(?<![\w.,/#-])(?:\d{1,3}(?:[ \u00a0\u202f]\d{3})+|\d{2,}(?:[.,]\d+)?)(?![\w]|[.,]\d)/g;
/** A number as any text writes it, its thousands grouped by a comma or a space or not at all. */
const anyNumber = /(?<![\w.,])(?:\d{1,3}(?:[, \u00a0\u202f]\d{3})+|\d+(?:\.\d+)?)(?![\w]|[.,]\d)/g;

/** A number's digits without its thousands separators: `5,000` and `5 000` are `5000`. */
function ungrouped(number: string): string {
  return number.replace(/(?<=\d)[, \u00a0\u202f](?=\d{3}(?!\d))/g, "");
}

/** Whether the text gives the number, its thousands grouped as the text's language writes them. */
function givesNumber(text: string, number: string): boolean {
  const wanted = ungrouped(number);
  return [...text.matchAll(anyNumber)].some((match) => ungrouped(match[0]) === wanted);
}

function wholeNumber(digits: string): RegExp {
  return new RegExp(`(?<![\\w.])${digits}(?![\\w]|[.,]\\d)`);
}

function spansOf(text: string): string[] {
  return [...text.matchAll(codeSpanPattern)].map((match) => (match[2] as string).trim());
}

/**
 * Values a change writes into a line it rewrote that neither that line nor the instruction held:
 * a code span (the `Esc` key added beside the `/` and `S` the instruction names) or a number
 * (`307` put into a sentence about 308) slipped into an edit that was about something else. A
 * line that showed a snippet (`shownBefore`: by page, what it showed before the change) held the
 * snippet's text, which the change may write out in its place.
 * Changelogs and other pages about the past are left out: their new entries are news.
 * One sentence each.
 */
export function findSlippedValues(
  changes: readonly FileChange[],
  docsRoot: string,
  instruction: string,
  shownBefore: ReadonlyMap<string, readonly ShownText[]> = new Map(),
): string[] {
  const found: string[] = [];
  const givenSpans = new Set(spansOf(instruction).map((span) => span.toLowerCase()));
  const plainInstruction = withoutDigitGroups(instruction);
  for (const change of editedPages(changes)) {
    // A changelog's new entry is news, not a rewrite of what was there.
    if (historyPage.test(change.path)) continue;
    const shown = shownBefore.get(change.path) ?? [];
    for (const { removed, added } of rewrittenPlaces(change.before, change.after)) {
      // A line that showed a snippet held its text: the page read that way.
      const showing = filesShownBy(
        removed.join("\n"),
        change.before,
        change.path,
        docsRoot,
        shown.map((file) => file.path),
      );
      const was = [
        ...removed,
        ...shown.filter((file) => showing.includes(file.path)).map((file) => file.text),
      ].join("\n");
      const wasSpans = new Set(spansOf(was).map((span) => span.toLowerCase()));
      for (const line of added) {
        for (const span of spansOf(line)) {
          // `parse_input()` is given by `parse_input`.
          const lower = span.toLowerCase().replace(/\(\)$/, "");
          if (plainValue.test(span) || wasSpans.has(span.toLowerCase()) || givenSpans.has(lower))
            continue;
          if (instruction.toLowerCase().includes(lower)) continue;
          // A quoted value (`"30s"`) is its words; a duration or a size is given in any of its forms.
          const unquoted = lower.replace(/^(["'])(.+)\1$/, "$2");
          if (unquoted !== lower && instruction.toLowerCase().includes(unquoted)) continue;
          if (givesDuration(instruction, span) || givesSize(instruction, span)) continue;
          // `2000` is given by "2,000".
          if (/^\d+$/.test(unquoted) && wholeNumber(unquoted).test(plainInstruction)) continue;
          // A key path of the page's own config sample (`ingress.host`) names what it shows.
          if (holdsKeyPath(span, change.path, change.before)) continue;
          found.push(
            `${toDocsRelative(docsRoot, change.path)}: the change writes \`${span}\` into a line it rewrote, which neither held it nor the instruction gives`,
          );
        }
        // `2,000` in the instruction is the `2000` or `2 000` a page writes.
        const prose = withoutDigitGroups(line.replace(codeSpanPattern, " "));
        for (const match of prose.matchAll(numberPattern)) {
          const number = match[0];
          const word = wholeNumber(number);
          if (word.test(withoutDigitGroups(was)) || word.test(plainInstruction)) continue;
          // "5000" or "5 000" in a Polish page where the instruction writes "5,000".
          if (givesNumber(was, number) || givesNumber(instruction, number)) continue;
          // "30 seconds" written where the instruction says `30s`: the same duration (or size).
          const quantity = /^\S+\s?\p{L}+/u.exec(prose.slice(match.index))?.[0];
          if (
            quantity !== undefined &&
            (givesDuration(instruction, quantity) || givesSize(instruction, quantity))
          )
            continue;
          // `3600` made `86400` when told "24 hours, not 1 hour": the same durations in seconds.
          if (removed.some((gone) => swapsGivenDurations(instruction, gone, line))) continue;
          found.push(
            `${toDocsRelative(docsRoot, change.path)}: the change writes ${number} into a line it rewrote, which neither held it nor the instruction gives`,
          );
        }
      }
    }
  }
  return [...new Set(found)].slice(0, MAX_ITEMS);
}

/** Words of an instruction that ask to take something out: a value gone is then what it asks. */
const removalWords =
  /\b(?:remove[sd]?|delete[sd]?|drop(?:s|ped)?|omit(?:s|ted)?|strip(?:s|ped)?|take out|get rid|no longer|retire[sd]?|deprecate[sd]?|instead|replace[sd]?|rename[sd]?)\b/i;

/**
 * Whether the instruction names the span as the value that was ("now `eu-west` (it was
 * `us-east`)", "from `us-east` to `eu-west`", "instead of `us-east`"): a value it replaces.
 */
function namedAsOld(instruction: string, span: string): boolean {
  const escaped = span.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(
    `\\b(?:was|were|used to be|formerly|previously|from|old|instead of|rather than|replacing)\\s+(?:the\\s+)?(?:\\w+\\s+)?\`${escaped}\``,
    "i",
  ).test(instruction);
}

/**
 * Code spans the instruction names that a page the change rewrote held on a rewritten line and
 * no longer holds at all, in any case, when the instruction asks to remove or replace nothing
 * (told that search opens with `/` as well as `s`, the change wrote `/` in place of `S`). One
 * sentence each.
 */
export function findDroppedGivenValues(
  changes: readonly FileChange[],
  docsRoot: string,
  instruction: string,
): string[] {
  if (removalWords.test(instruction)) return [];
  const given = new Set(spansOf(instruction).map((span) => span.toLowerCase()));
  if (given.size === 0) return [];
  const found: string[] = [];
  for (const change of editedPages(changes)) {
    const now = new Set(spansOf(change.after).map((span) => span.toLowerCase()));
    for (const { removed } of rewrittenPlaces(change.before, change.after)) {
      for (const span of spansOf(removed.join("\n"))) {
        const lower = span.toLowerCase();
        if (!given.has(lower) || now.has(lower) || namedAsOld(instruction, span)) continue;
        found.push(
          `${toDocsRelative(docsRoot, change.path)}: the instruction names \`${span}\`, which the page held and the change took out`,
        );
      }
    }
  }
  return [...new Set(found)].slice(0, MAX_ITEMS);
}

/** Counts as prose writes them in words. */
const countWords = [
  "zero",
  "one",
  "two",
  "three",
  "four",
  "five",
  "six",
  "seven",
  "eight",
  "nine",
  "ten",
  "eleven",
  "twelve",
];
const countPattern = new RegExp(
  `(?<![\\w.,])(?:\\d{1,4}|${countWords.join("|")})(?![\\w]|[.,]\\d)`,
  "gi",
);

/** The counts a sentence gives, in order: `3`, "two". */
function countsOf(sentence: string): { text: string; value: number }[] {
  return [...sentence.replace(codeSpanPattern, " ").matchAll(countPattern)].map((match) => {
    const text = match[0];
    const word = countWords.indexOf(text.toLowerCase());
    return { text, value: word >= 0 ? word : Number(text) };
  });
}

/**
 * A count the change left beside one it changed to the instruction's value, that stood one off
 * the old value: "3 attempts in all: the first run and up to two retries" made "5 attempts …
 * up to two retries", where the two was counted from the 3 (retries beside attempts, the last
 * index beside a length). Only a sentence whose other counts the change left as they were, and
 * counts of two or more. One sentence each.
 */
export function findStrandedCounts(
  changes: readonly FileChange[],
  docsRoot: string,
  instruction: string,
): string[] {
  const given = new Set(countsOf(instruction).map((count) => count.value));
  const found: string[] = [];
  const sentences = (line: string) => line.split(/(?<=[.!?])\s+/);
  for (const change of editedPages(changes)) {
    if (historyPage.test(change.path)) continue;
    for (const [was, now] of rewrittenLinePairs(change.before, change.after)) {
      const before = sentences(was);
      const after = sentences(now);
      if (before.length !== after.length) continue;
      after.forEach((sentence, index) => {
        const old = countsOf(before[index] as string);
        const counts = countsOf(sentence);
        if (old.length !== counts.length || counts.length < 2) return;
        const changed = counts.flatMap((count, at) => (count.value === old[at]?.value ? [] : [at]));
        if (changed.length !== 1) return;
        const at = changed[0] as number;
        const from = (old[at] as { value: number }).value;
        const to = (counts[at] as { value: number }).value;
        if (!given.has(to) || !given.has(from)) return;
        const stranded = counts.find(
          (count, other) =>
            other !== at &&
            count.value >= 2 &&
            Math.abs(count.value - from) === 1 &&
            Math.abs(count.value - to) !== 1,
        );
        if (!stranded) return;
        found.push(
          `${toDocsRelative(docsRoot, change.path)}: "${sentence.trim().slice(0, 90)}" gives ${to} where it said ${from}, and still says "${stranded.text}", one off ${from}: a count that went with it`,
        );
      });
    }
  }
  return [...new Set(found)].slice(0, MAX_ITEMS);
}

/** A remark that something is still to come: "a future release may turn it on". */
const futureRemark =
  /\b(?:(?:a|some|the next|an upcoming|a later) (?:future |upcoming |later )?(?:release|version)s? (?:may|might|will|could)|in (?:a )?future (?:release|version)s?|coming soon|not (?:yet )?(?:on|enabled|available) by default yet|planned for)\b/i;
/** Words of an instruction that say a change has happened. */
const happened = /\b(?:now|is on by default|has shipped|shipped|has been|no longer|from now on)\b/i;

/**
 * A remark that something is still to come kept on a line the change rewrote, when the
 * instruction says it has happened ("Defaults to `true` (a future release may turn it on)"
 * after "the option is now on by default"). One sentence each.
 */
export function findFutureRemarks(
  changes: readonly FileChange[],
  docsRoot: string,
  instruction: string,
): string[] {
  if (!happened.test(instruction)) return [];
  const found: string[] = [];
  for (const change of editedPages(changes)) {
    for (const { added } of rewrittenPlaces(change.before, change.after)) {
      for (const line of added) {
        const remark = futureRemark.exec(line);
        if (!remark) continue;
        found.push(
          `${toDocsRelative(docsRoot, change.path)}: the rewritten line still says "${remark[0]}", while the instruction says it has happened`,
        );
      }
    }
  }
  return [...new Set(found)].slice(0, MAX_ITEMS);
}

/** Prefixes that turn a word into its opposite: "allow" and "disallow". */
const oppositePrefixes = ["dis", "un", "in", "im", "non"];

/**
 * A word the change adds to a page that did not hold it, whose opposite (the word with a prefix
 * that negates it) the instruction uses, and the word itself it does not:
 * told "the whole site disallowed", the change writes `Allow: /`. One sentence each.
 */
export function findOppositeWords(
  changes: readonly FileChange[],
  docsRoot: string,
  instruction: string,
): string[] {
  const stems = (word: string) => [word, word.replace(/(?:ed|s|ing)$/, "")];
  const saidStems = new Set((instruction.toLowerCase().match(/\p{L}+/gu) ?? []).flatMap(stems));
  const found: string[] = [];
  for (const change of editedPages(changes)) {
    const was = new Set(change.before.toLowerCase().match(/\p{L}+/gu) ?? []);
    const added = addedLines(change.before, change.after).join(" ").toLowerCase();
    for (const word of new Set(added.match(/\p{L}{4,}/gu) ?? [])) {
      if (was.has(word) || saidStems.has(word)) continue;
      const opposite = oppositePrefixes.find((prefix) =>
        stems(word).some((form) => saidStems.has(`${prefix}${form}`)),
      );
      if (opposite === undefined) continue;
      found.push(
        `${toDocsRelative(docsRoot, change.path)}: the change writes "${word}", the opposite of what the instruction says`,
      );
    }
  }
  return [...new Set(found)].slice(0, MAX_ITEMS);
}

/** "Pin them to major 11": the instruction asks for a major version, not an exact one. */
const majorVersion = /\bmajor(?:\s+version)?\s+v?(\d+)\b/i;

/**
 * A version pinned exactly (`11.0.0`, not `>=11.0.0 <12` nor `^11`) on a line the change rewrote,
 * where the instruction asks for a major version ("pin them to major 11") and the line did not
 * hold that version before: the next minor release is shut out. One sentence each.
 */
export function findExactPins(
  changes: readonly FileChange[],
  docsRoot: string,
  instruction: string,
): string[] {
  const major = majorVersion.exec(instruction)?.[1];
  if (major === undefined) return [];
  const exact = new RegExp(`(?<![\\w.])${major}\\.\\d+\\.\\d+(?![\\w.])`, "g");
  const found: string[] = [];
  for (const change of editedPages(changes)) {
    for (const { removed, added } of rewrittenPlaces(change.before, change.after)) {
      const was = removed.join("\n");
      for (const line of added) {
        for (const match of line.matchAll(exact)) {
          // A range's bound (`>=11.0.0`, `^11.0.0`) is no pin.
          const before = line.slice(0, match.index).trimEnd();
          if (/[<>=^~]$/.test(before) || was.includes(match[0])) continue;
          found.push(
            `${toDocsRelative(docsRoot, change.path)}: the change pins \`${match[0]}\` exactly, and the instruction asks for major ${major}`,
          );
        }
      }
    }
  }
  return [...new Set(found)].slice(0, MAX_ITEMS);
}

import { toDocsRelative } from "../workspace/docs-path.ts";
import { editedPages, type FileChange } from "./change-diff.ts";
import { quantityPattern } from "./stale-values.ts";

/** At most this many values are named. */
const MAX_ITEMS = 6;

const urlPattern = /\bhttps?:\/\/[^\s<>()[\]{}"'`|\\]+/gi;
const codeSpanPattern = /(`+)([^`\n]+?)\1(?!`)/g;
const versionPattern = /(?<![\w.])v?\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?(?![\w.]*\w)/g;
/** Code spans every page holds, which name no value of their own. */
const plainValue = /^(?:true|false|null|nil|none|undefined|yes|no|on|off)$/i;

/**
 * The values an instruction gives as written (URLs, code spans, versions, numbers with units):
 * what a change that carries it out writes somewhere.
 */
export function givenValues(instruction: string): string[] {
  const found = new Set<string>();
  for (const match of instruction.matchAll(codeSpanPattern)) {
    const span = (match[2] as string).trim();
    if (span.length >= 2 && !plainValue.test(span)) found.add(span);
  }
  const prose = instruction.replace(codeSpanPattern, " ");
  for (const match of prose.matchAll(urlPattern)) found.add(match[0].replace(/[.,;:!?*_~]+$/, ""));
  const words = prose.replace(urlPattern, " ");
  for (const match of words.matchAll(versionPattern)) found.add(match[0]);
  for (const match of words.matchAll(quantityPattern)) found.add(match[0]);
  return [...found];
}

/** Numbers as prose writes them in words, for the quantities a page may spell out. */
const NUMBER_WORDS: Record<string, string> = {
  "1": "one",
  "2": "two",
  "3": "three",
  "4": "four",
  "5": "five",
  "6": "six",
  "7": "seven",
  "8": "eight",
  "9": "nine",
  "10": "ten",
  "11": "eleven",
  "12": "twelve",
  "15": "fifteen",
  "20": "twenty",
  "24": "twenty-four",
  "30": "thirty",
  "60": "sixty",
  "90": "ninety",
};

/**
 * Whether a text holds the value: a URL without its scheme or final slash, in any case; the
 * number of a number with a unit as a word of its own, in figures (`5,000`) or words (`six`),
 * since a table's heading or the sentence may carry the unit; a code span naming a qualified
 * item (`crate::parse_input`, `config.port`) by its last part too, and a command by each of its
 * words; anything else as written.
 */
function holds(text: string, value: string): boolean {
  const url = /^https?:\/\/(.+?)\/?$/i.exec(value);
  if (url) return text.toLowerCase().includes((url[1] as string).toLowerCase());
  const quantity = /^(\d+(?:[.,]\d+)?)/.exec(value);
  if (quantity && new RegExp(`^(?:${quantityPattern.source})$`, "i").test(value)) {
    const figures = (quantity[1] as string).replace(/[.,]/g, "");
    const number = figures.split("").join("[.,]?");
    if (new RegExp(`(?<![\\w.,])${number}(?![\\w]|[.,]\\d)`).test(text)) return true;
    const word = NUMBER_WORDS[figures];
    return word !== undefined && new RegExp(`\\b${word}\\b`, "i").test(text);
  }
  if (text.includes(value)) return true;
  // A command (`pnpm publish --provenance`) is written when the page gives each of its words:
  // a heading may name the flag alone under the command's page.
  if (/\s/.test(value)) {
    return value.split(/\s+/).every((word) => {
      const escaped = word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
      return new RegExp(`(?<![\\w-])${escaped}(?![\\w-])`).test(text);
    });
  }
  const last = /^[\w.:]+?(?:::|\.)(\w+)(?:\(\))?$/.exec(value)?.[1];
  return last !== undefined && new RegExp(`\`${last}(?:\\(\\))?\``).test(text);
}

/** Versions as pages state them: `v10.33.0`, `1.2.3`. */
const statedVersion = /(?<![\w.])v?\d+\.\d+\.\d+(?![\w.]*\w)/;

/**
 * The values the instruction gives (URLs, code spans, versions, numbers with units) that no page
 * the change wrote holds, before or after it: a value the change was given and did not write (a
 * dropped zero, the old command name kept, a link to another address than the one named). A value
 * a changed page already held is the old value or context, not one to write, and is left out; so
 * is everything when the change wrote no page. One sentence each.
 */
export function findUnwrittenValues(
  changes: readonly FileChange[],
  docsRoot: string,
  instruction: string,
): string[] {
  const written = changes.filter((change) => change.after !== undefined && !change.movedFrom);
  if (written.length === 0) return [];
  const found: string[] = [];
  // A version is a value to write only where the changed pages state versions: elsewhere it is
  // the instruction's context ("since 0.5.0").
  const statesVersions = changes.some(
    (change) => change.before !== undefined && statedVersion.test(change.before),
  );
  for (const value of givenValues(instruction)) {
    if (!statesVersions && new RegExp(`^${statedVersion.source}$`).test(value)) continue;
    const held = changes.some(
      (change) =>
        (change.before !== undefined && holds(change.before, value)) ||
        (change.after !== undefined && holds(change.after, value)),
    );
    if (held) continue;
    const files = written.map((change) => toDocsRelative(docsRoot, change.path));
    found.push(
      `the instruction gives \`${value}\`, which ${files.length === 1 ? (files[0] as string) : "no changed file"} does not hold`,
    );
  }
  return found.slice(0, MAX_ITEMS);
}

/** "from RabbitMQ to Redis Streams", "`pnx` → `pnpx`": the value an instruction replaces. */
const replacedBy =
  /\bfrom\s+([`"'“]?)([\w.@/:'’-]+(?:\s[\w.@/:-]+)?)\1\s+to\s|([`"“])([^`"”\n]{2,40})[`"”]\s*(?:→|->)\s*\S/gi;

/**
 * The values the instruction says to replace ("from RabbitMQ to Redis Streams", `"it's" →
 * "its"`) that a page the change edited still holds as a word, in the same case: the change
 * replaced it in one place and left it in another (the diagram below the sentence), or fixed
 * something else. One sentence each.
 */
export function findKeptOldValues(
  changes: readonly FileChange[],
  docsRoot: string,
  instruction: string,
): string[] {
  const olds = new Set<string>();
  for (const match of instruction.matchAll(replacedBy)) {
    const value = (match[2] ?? match[4] ?? "").trim();
    if (value.length >= 3 && /\p{L}/u.test(value)) olds.add(value);
  }
  const found: string[] = [];
  for (const value of olds) {
    const escaped = value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    const word = new RegExp(`(?<![\\w-])${escaped}(?![\\w-])`);
    for (const change of editedPages(changes)) {
      if (!word.test(change.before)) continue;
      const line = change.after.split("\n").findIndex((text) => word.test(text));
      if (line < 0) continue;
      found.push(
        `the instruction replaces \`${value}\`, which ${toDocsRelative(docsRoot, change.path)}:${line + 1} still holds`,
      );
    }
  }
  return found.slice(0, MAX_ITEMS);
}

/** The self-review's part on values given and not written; "" when there are none. */
export function renderUnwrittenValues(items: readonly string[]): string {
  if (items.length === 0) return "";
  return `Check these values of the instruction against the files you changed: write each value it gives where it belongs, exactly as given, and replace each it replaces everywhere on the page, or say under notDone why not (the pull request lists those left for the reviewer):\n${items.map((item) => `- ${item}`).join("\n")}`;
}

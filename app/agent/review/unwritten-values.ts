import { toDocsRelative } from "../workspace/docs-path.ts";
import { editedPages, type FileChange } from "./change-diff.ts";
import { addedLines } from "./line-diff.ts";
import { historyPage, quantityPattern } from "./stale-values.ts";

/** At most this many values are named. */
const MAX_ITEMS = 6;

const urlPattern = /\bhttps?:\/\/[^\s<>()[\]{}"'`|\\]+/gi;
const codeSpanPattern = /(`+)([^`\n]+?)\1(?!`)/g;
const versionPattern = /(?<![\w.])v?\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?(?![\w.]*\w)/g;
/** Code spans every page holds, which name no value of their own. */
const plainValue = /^(?:true|false|null|nil|none|undefined|yes|no|on|off)$/i;

/** An HTTP error status with a plural `s` (`404s`, `503s`): responses, not seconds. */
const statusPlural = /^[45]\d\ds$/;

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
  for (const match of words.matchAll(quantityPattern)) {
    // "/search/facets now 404s": an error status in the plural, not 404 seconds.
    if (statusPlural.test(match[0])) continue;
    found.add(match[0]);
  }
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
  if (last === undefined) return false;
  // `Client.rotate()` is written as `rotate`, or as a call on an instance: `client.rotate(path)`.
  return (
    new RegExp(`\`${last}(?:\\(\\))?\``).test(text) ||
    new RegExp(`\\b[A-Za-z_]\\w*\\.${last}\\(`).test(text)
  );
}

/**
 * Whether the instruction quotes the span as what the code does ("the code sleeps
 * `Duration::from_secs`"): the evidence for the fix, not a value for the pages.
 */
function citedFromCode(instruction: string, span: string): boolean {
  const escaped = span.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(
    `\\b(?:code|source|implementation)\\s+(?:\\w+\\s+){0,2}\`${escaped}\``,
    "i",
  ).test(instruction);
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
    if (citedFromCode(instruction, value)) continue;
    const held = changes.some(
      (change) =>
        (change.before !== undefined && holds(change.before, value)) ||
        (change.after !== undefined && holds(change.after, value)),
    );
    if (held) continue;
    const files = written.map((change) => toDocsRelative(docsRoot, change.path));
    found.push(
      `the instruction gives \`${value}\`, which ${files.length === 1 ? (files[0] as string) : "no changed file"} ${files.length === 1 ? "does not hold" : "holds"}`,
    );
  }
  return found.slice(0, MAX_ITEMS);
}

/** "from RabbitMQ to Redis Streams", "`pnx` → `pnpx`": the value an instruction replaces. */
const replacedBy =
  /\bfrom\s+([`"'“]?)([\w.@/:'’-]+(?:\s[\w.@/:-]+)?)\1\s+to\s|([`"“])([^`"”\n]{2,40})[`"”]\s*(?:→|->)\s*\S/gi;

/** A quoted value: in backticks or quotation marks. */
const quoted = String.raw`([\x60"“])([^\x60"”\n]{2,60})[\x60"”]`;

/**
 * What an instruction says of a value it calls out of date: the page "still names `mint
 * workflow`", runs "`pnx`, which does not exist", "instead of `ADD`".
 */
const markedOld = [
  new RegExp(
    String.raw`\bstill\s+(?:names?|says?|uses?|shows?|calls?|lists?|mentions?|links?(?:\s+to)?|refers?\s+to|points?\s+(?:at|to)|reads?|gives?|holds?)\s+(?:the\s+\w+\s+)?${quoted}`,
    "gi",
  ),
  new RegExp(
    String.raw`${quoted},?\s+(?:which\s+|that\s+)?(?:does not|doesn't|no longer)\s+exists?\b`,
    "gi",
  ),
  new RegExp(String.raw`\binstead of\s+${quoted}`, "gi"),
  // "is now `corvina-sdk` (it was `corvina`)", "formerly `corvina`".
  new RegExp(
    String.raw`\b(?:(?:it|they)\s+(?:was|were|used to be)|formerly|previously)\s+${quoted}`,
    "gi",
  ),
];

/**
 * What an instruction says stays as it is: "The import name stays `corvina`", "`corvina` remains
 * the module's name".
 */
const markedKept = [
  new RegExp(String.raw`\b(?:stays?|remains?|is still|are still)\s+${quoted}`, "gi"),
  new RegExp(
    String.raw`${quoted}\s+(?:stays|remains|is unchanged|does not change|doesn't change)\b`,
    "gi",
  ),
];

/** The values an instruction says stay as they are, in some use, though it may replace them in another. */
function keptValues(instruction: string): Set<string> {
  const kept = new Set<string>();
  for (const pattern of markedKept) {
    for (const match of instruction.matchAll(pattern)) kept.add((match[2] as string).trim());
  }
  return kept;
}

/** Commands that install a package named after them. */
const installCommand =
  /\b(?:pip3?|pipx|uv|poetry|pdm|conda|npm|pnpm|yarn|bun|cargo|gem|go|composer|dotnet|brew)\s+(?:\S+\s+)?(?:install|add|get|i|require)\b/;

/**
 * Whether a line names the value as a package: pinned to a version (`corvina>=2.1`,
 * `corvina==1.2`, `corvina@2.1`, `"corvina": "^2.1"`, `corvina = "2.1"`) or after an install
 * command (`pip install corvina`).
 */
function namesPackage(line: string, value: string): boolean {
  const name = String.raw`(?<![\w.@/-])${escaped(value)}`;
  const pinned = new RegExp(
    String.raw`${name}(?:\s*(?:[<>=!~^]=?|===)\s*v?\d|@[\^~]?v?\d|["']?\s*[:=]\s*["'][\^~<>=]*v?\d)`,
  );
  if (pinned.test(line)) return true;
  const install = installCommand.exec(line);
  return (
    install !== null &&
    new RegExp(`${name}(?![\\w-])`).test(line.slice(install.index + install[0].length))
  );
}

/**
 * The values an instruction replaces: "from RabbitMQ to Redis Streams", `"it's" → "its"`, a
 * value it says a page still names or that does not exist, one it says to use something instead
 * of, and a code span holding a word the instruction gives in another case (`bearer <token>`
 * when the scheme is `Bearer`).
 */
export function oldValues(instruction: string): string[] {
  const olds = new Set<string>();
  for (const match of instruction.matchAll(replacedBy)) {
    const value = (match[2] ?? match[4] ?? "").trim();
    if (value.length >= 3 && /\p{L}/u.test(value)) olds.add(value);
  }
  for (const pattern of markedOld) {
    for (const match of instruction.matchAll(pattern)) {
      const value = (match[2] as string).trim();
      if (value.length >= 2 && /\p{L}/u.test(value)) olds.add(value);
    }
  }
  const spans = [...instruction.matchAll(codeSpanPattern)].map((match) =>
    (match[2] as string).trim(),
  );
  for (const span of spans) {
    const words = span.split(/\s+/);
    if (words.length < 2) continue;
    const recased = words.some((word) =>
      spans.some((other) => other !== word && other.toLowerCase() === word.toLowerCase()),
    );
    if (recased) olds.add(span);
  }
  return [...olds];
}

/** `"it's" → "its"`: the value an instruction gives in place of another, quoted. */
const replacedWith = /[`"“][^`"”\n]{1,40}[`"”]\s*(?:→|->)\s*[`"“]([^`"”\n]{1,40})[`"”]/g;

/**
 * The quoted values an instruction gives in place of others (`"it's" → "its"`) that no page the
 * change wrote holds as a word: the change replaced the old value with something else (`it is`).
 * One sentence each.
 */
export function findUnwrittenReplacements(
  changes: readonly FileChange[],
  docsRoot: string,
  instruction: string,
): string[] {
  const written = editedPages(changes);
  if (written.length === 0) return [];
  const found: string[] = [];
  for (const match of instruction.matchAll(replacedWith)) {
    const value = (match[1] as string).trim();
    if (value === "") continue;
    const word = wordOf(value);
    if (written.some((change) => word.test(change.after))) continue;
    const pages = written.map((change) => toDocsRelative(docsRoot, change.path)).join(", ");
    found.push(
      `the instruction gives "${value}" in place of another value, and no page the change edited (${pages}) holds it`,
    );
  }
  return found.slice(0, MAX_ITEMS);
}

function escaped(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

function wordOf(value: string): RegExp {
  return new RegExp(`(?<![\\w-])${escaped(value)}(?![\\w-])`);
}

/**
 * The values the instruction replaces (`oldValues`) that a page the change edited still holds as
 * a word, in the same case, or as the anchor it gives a heading (`#mint-workflow` for `mint
 * workflow`): the change replaced it in one place and left it in another (the diagram below the
 * sentence, the link's anchor), or fixed something else. One sentence each.
 */
export function findKeptOldValues(
  changes: readonly FileChange[],
  docsRoot: string,
  instruction: string,
): string[] {
  const found: string[] = [];
  const kept = keptValues(instruction);
  for (const value of oldValues(instruction)) {
    const word = wordOf(value);
    // A value the instruction keeps in another use (the import name of a renamed package) is
    // stale only where it plainly names what was renamed: the package pinned or installed.
    if (kept.has(value)) {
      found.push(...keptAsPackage(changes, docsRoot, value, word));
      continue;
    }
    // An anchor follows its page's path: `/cli/commands#mint-workflow`.
    const slug = `#${value.toLowerCase().replace(/\s+/g, "-")}`;
    const anchor = /\s/.test(value) ? new RegExp(`${escaped(slug)}(?![\\w-])`) : undefined;
    for (const change of editedPages(changes)) {
      // A changelog tells what a value was: its entries keep the old one.
      if (historyPage.test(change.path)) continue;
      for (const [form, pattern] of [
        [value, word],
        ...(anchor ? [[slug, anchor] as const] : []),
      ] as const) {
        if (!pattern.test(change.before)) continue;
        const line = change.after.split("\n").findIndex((text) => pattern.test(text));
        if (line < 0) continue;
        const place = `${toDocsRelative(docsRoot, change.path)}:${line + 1}`;
        found.push(
          form === value
            ? `the instruction replaces \`${value}\`, which ${place} still holds`
            : `the instruction replaces \`${value}\`, and ${place} still holds \`${form}\``,
        );
        break;
      }
    }
  }
  return found.slice(0, MAX_ITEMS);
}

/** The places a page the change edited still names the value as a package, with the line. */
function keptAsPackage(
  changes: readonly FileChange[],
  docsRoot: string,
  value: string,
  word: RegExp,
): string[] {
  const found: string[] = [];
  for (const change of editedPages(changes)) {
    if (!word.test(change.before)) continue;
    const lines = change.after.split("\n");
    const line = lines.findIndex((text) => namesPackage(text, value));
    if (line < 0) continue;
    found.push(
      `the instruction replaces \`${value}\` and keeps it only where it says, and ${toDocsRelative(docsRoot, change.path)}:${line + 1} still names it as the package: \`${(lines[line] as string).trim().slice(0, 60)}\``,
    );
  }
  return found;
}

/** "Recommend the maintained fork, mdbook-linkcheck2, instead.": something in place of what is there. */
const insteadAtEnd = /\binstead\b(?!\s+of\b)/i;
/** A name an instruction gives: a code span, or a word with a hyphen, a dot or a digit in it. */
const givenName =
  /(`+)([^`\n]{3,60}?)\1|(?<![\w./-])([A-Za-z][\w]*(?:[-.][\w]+)+|[A-Za-z]+\d[\w-]*)(?![\w-])/g;

/**
 * A link kept beside the one the instruction gives in its place: the instruction asks for
 * something "instead" (without saying of what), names what a changed page linked (a link's text,
 * `[mdbook-linkcheck]`), and the page still links it after the change, the new one added beside it
 * ("… or its fork [mdbook-linkcheck2](…)"). One sentence each.
 */
export function findKeptLinks(
  changes: readonly FileChange[],
  docsRoot: string,
  instruction: string,
): string[] {
  if (!insteadAtEnd.test(instruction)) return [];
  // What comes instead is named where "instead" is; what it replaces, elsewhere.
  const sentences = instruction.split(/\n|(?<=[.;!?])\s+/);
  const nameSet = (text: string) =>
    new Set([...text.matchAll(givenName)].map((match) => (match[2] ?? match[3] ?? "").trim()));
  const newOnes = nameSet(sentences.filter((sentence) => insteadAtEnd.test(sentence)).join("\n"));
  const names = [
    ...nameSet(sentences.filter((sentence) => !insteadAtEnd.test(sentence)).join("\n")),
  ].filter((name) => !newOnes.has(name));
  const found: string[] = [];
  for (const change of editedPages(changes)) {
    for (const name of names) {
      const link = new RegExp(String.raw`\[\x60?${escaped(name)}\x60?\]`, "i");
      if (!link.test(change.before)) continue;
      const line = change.after.split("\n").findIndex((text) => link.test(text));
      if (line < 0) continue;
      found.push(
        `the instruction asks for something instead and names "${name}", which ${toDocsRelative(docsRoot, change.path)}:${line + 1} still links`,
      );
    }
  }
  return found.slice(0, MAX_ITEMS);
}

/** The self-review's part on values given and not written; "" when there are none. */
export function renderUnwrittenValues(items: readonly string[]): string {
  if (items.length === 0) return "";
  return `Check these values of the instruction against the files you changed: write each value, name, list item or warning it gives where it belongs, exactly as given; replace each value or word it replaces everywhere, with what it gives and only where the old one was; keep the passages it quotes and correct the claims it says are wrong; or say under notDone why not (the pull request lists those left for the reviewer):\n${items.map((item) => `- ${item}`).join("\n")}`;
}

/** A name in an instruction's prose: a capitalised word not at a sentence's start, with the capitalised or numbered words after it ("Amazon S3"). */
const namePattern =
  /(?<=[\p{Ll}\p{N},)] )\p{Lu}[\p{L}\p{N}]+(?: \p{Lu}[\p{L}\p{N}]*| [A-Z0-9]{1,4}\b)*/gu;

/**
 * Names the instruction lists together ("streamed to Amazon S3 or Datadog") of which the lines
 * the change added hold some and not the others: the list was written with a name left out or
 * another product in its place ("Amazon S3 or Splunk"). Acronyms (`CLI`, `AI`) are words, not
 * names. One sentence each.
 */
export function findUnwrittenNames(
  changes: readonly FileChange[],
  docsRoot: string,
  instruction: string,
): string[] {
  const body = instruction.replace(codeSpanPattern, " ");
  const names = [...body.matchAll(namePattern)].filter((name) => /\p{Ll}/u.test(name[0]));
  const groups: string[][] = [];
  names.forEach((name, index) => {
    const previous = names[index - 1];
    const between = previous
      ? body.slice((previous.index ?? 0) + previous[0].length, name.index)
      : "";
    const joined = previous !== undefined && /^(?:,\s*|,?\s+(?:or|and)\s+)$/.test(between);
    if (joined) (groups.at(-1) as string[]).push(name[0]);
    else groups.push([name[0]]);
  });
  const found: string[] = [];
  for (const change of changes) {
    if (change.after === undefined || change.movedFrom) continue;
    const added = addedLines(change.before, change.after).join("\n");
    for (const group of groups) {
      if (group.length < 2) continue;
      const held = group.filter((name) => wordOf(name).test(added));
      if (held.length === 0 || held.length === group.length) continue;
      const missing = group.filter((name) => !held.includes(name));
      found.push(
        `${toDocsRelative(docsRoot, change.path)}: the instruction lists ${group.join(", ")}, and the lines the change added name ${held.join(", ")} without ${missing.join(", ")}`,
      );
    }
  }
  return found.slice(0, MAX_ITEMS);
}

/** Words of an instruction that ask to take text out: a quoted passage gone is then what it asks. */
const asksRemoval =
  /\b(?:remove[sd]?|delete[sd]?|drop(?:s|ped)?|omit(?:s|ted)?|strip(?:s|ped)?|take out|get rid|cut)\b/i;

/**
 * A passage the instruction quotes from a page (three words or more, "For renamed slugs, a new
 * navigation, or removed pages…") that the page held and whose words the change took out for
 * the most part, when the instruction asks to remove nothing: asked to mend the passage, the
 * change dropped it. One sentence each.
 */
export function findDroppedPassages(
  changes: readonly FileChange[],
  docsRoot: string,
  instruction: string,
): string[] {
  const quotes = [...instruction.matchAll(/["“]([^"”\n]{12,300})["”]/g)].map(
    (match) => match[1] as string,
  );
  if (quotes.length === 0 || asksRemoval.test(instruction.replace(/["“][^"”\n]*["”]/g, " ")))
    return [];
  const flat = (text: string) => text.replace(/\s+/g, " ").toLowerCase();
  const found: string[] = [];
  for (const change of editedPages(changes)) {
    const before = flat(change.before);
    const after = new Set(flat(change.after).match(/\p{L}+/gu) ?? []);
    for (const quote of quotes) {
      const passage = flat(quote).replace(/[.,;:!?]+$/, "");
      if (passage.split(" ").length < 3 || !before.includes(passage)) continue;
      const words = [...new Set(passage.match(/\p{L}{4,}/gu) ?? [])];
      const kept = words.filter((word) => after.has(word));
      if (words.length < 4 || kept.length >= words.length / 2) continue;
      found.push(
        `${toDocsRelative(docsRoot, change.path)}: the instruction quotes "${quote.slice(0, 60)}", and the change takes most of its words out of the page`,
      );
    }
  }
  return found.slice(0, MAX_ITEMS);
}

/** "The OpenAPI page says the option is hidden. It is not": a claim of the page the instruction refutes. */
const refutedClaim =
  /\b(?:page|guide|docs?|section|sentence|note|tip|text)\s+(?:says|claims|states|tells \w+)\s+(?:that\s+)?([^.\n]{12,200})\.\s+(?:It|This|That)\s+(?:is not|isn't|is no longer|no longer|is wrong|is outdated|does not|doesn't)\b/gi;

/**
 * "The batch guide tells readers to use a publishable key, but batch requests need a secret
 * key": a claim of a page the instruction corrects in the same sentence (a "but" that adds to the
 * claim, "but it should also say …", corrects nothing).
 */
const correctedClaim =
  /\b(?:page|guide|docs?|section|sentence|note|tip|text)\s+(?:says|claims|states|tells \w+)\s+(?:that\s+)?([^.;\n]{12,200}?),?\s+but\s+(?![^.;\n]*\b(?:also|too|as well)\b)/gi;

function contentWordsOf(text: string): string[] {
  return (text.toLowerCase().match(/\p{L}{4,}/gu) ?? []).filter(
    (word) => !["that", "this", "with", "when", "from", "they", "there", "their"].includes(word),
  );
}

/** Relative to the docs root, as the tools take paths; a file outside it by its repository path. */
function shownPath(docsRoot: string, path: string): string {
  return docsRoot === "" || path.startsWith(`${docsRoot}/`) ? toDocsRelative(docsRoot, path) : path;
}

/** Words of three letters that carry no fact ("to use a key" keeps "use" and "key"). */
const SHORT_STOP_WORDS = new Set(
  "the and for are was not but you can its our any all has had how why who".split(" "),
);

/** A claim an instruction refutes, and the words it is found by. */
interface Claim {
  claim: string;
  words: Set<string>;
  /** Found by its words of three letters too: it has fewer than three of four letters or more. */
  short: boolean;
}

/**
 * A claim found by its words of four letters or more; a short claim ("to use a publishable
 * key"), with fewer than three of them, by its words of three letters too.
 */
function claimOf(claim: string): Claim {
  const long = contentWordsOf(claim);
  if (long.length >= 3) return { claim, words: new Set(long), short: false };
  return { claim, words: new Set(shortWordsOf(claim)), short: true };
}

function shortWordsOf(text: string): string[] {
  return [
    ...contentWordsOf(text),
    ...(text.toLowerCase().match(/(?<!\p{L})\p{L}{3}(?!\p{L})/gu) ?? []).filter(
      (word) => !SHORT_STOP_WORDS.has(word),
    ),
  ];
}

/**
 * Whether a sentence makes the claim: three of its words at least and half of them, or, for a
 * short claim, two of them at least and most.
 */
function makesClaim(sentence: string, { words, short }: Claim): boolean {
  const own = new Set(short ? shortWordsOf(sentence) : contentWordsOf(sentence));
  const shared = [...words].filter((word) => own.has(word)).length;
  return short
    ? shared >= 2 && shared >= 0.6 * words.size
    : shared >= 3 && shared >= 0.5 * words.size;
}

/** A snippet, partial or include a page shows, with its text. */
type ShownFiles = ReadonlyMap<string, readonly { path: string; text: string }[]>;

/**
 * The sentences a changed page still says: those of its old text it keeps, and those of the
 * snippets it shows (`from` names the snippet in a note).
 */
function keptSentences(
  change: { path: string; before: string; after: string },
  embedded: ShownFiles,
  docsRoot: string,
): { sentence: string; from: string }[] {
  const sentencesOf = (text: string) => text.split(/(?<=[.!?])\s+|\n/);
  const kept = sentencesOf(change.before)
    .filter((sentence) => sentence.trim() !== "" && change.after.includes(sentence.trim()))
    .map((sentence) => ({ sentence, from: "" }));
  for (const snippet of embedded.get(change.path) ?? []) {
    for (const sentence of sentencesOf(snippet.text)) {
      if (sentence.trim() !== "")
        kept.push({ sentence, from: ` (shown from ${shownPath(docsRoot, snippet.path)})` });
    }
  }
  return kept;
}

/**
 * A claim of a page that the instruction refutes ("The OpenAPI page says the download option is
 * hidden on sites behind authentication. It is not: …", "The batch guide tells readers to use a
 * publishable key, but …") that a page the change edited still makes in a sentence it left as it
 * was, or in a snippet it still shows (`embedded`: by page, the snippets, partials and includes
 * it shows after the change, with their text), whose text is the page's as readers see it: the
 * change added to the page and kept what it was to correct. One sentence each.
 */
export function findKeptClaims(
  changes: readonly FileChange[],
  docsRoot: string,
  instruction: string,
  embedded: ShownFiles = new Map(),
): string[] {
  const claims = [
    ...[...instruction.matchAll(refutedClaim)].map((match) => ({
      claim: match[1] as string,
      words: new Set(contentWordsOf(match[1] as string)),
      short: false,
    })),
    ...[...instruction.matchAll(correctedClaim)].map((match) => claimOf(match[1] as string)),
  ];
  if (claims.length === 0) return [];
  const found: string[] = [];
  for (const change of editedPages(changes)) {
    const page = toDocsRelative(docsRoot, change.path);
    for (const { sentence, from } of keptSentences(change, embedded, docsRoot)) {
      for (const claim of claims) {
        if (!makesClaim(sentence, claim)) continue;
        found.push(
          `${page}: the instruction says the page is wrong that ${claim.claim.slice(0, 60)}, and the change leaves "${sentence.trim().slice(0, 80)}"${from}`,
        );
      }
    }
  }
  return [...new Set(found)].slice(0, MAX_ITEMS);
}

/**
 * An action the instruction says nobody should take, on a value it names: "nobody should open
 * port 8480", "never open port 8480", "do not run `halyard migrate` twice".
 */
const deniedAction =
  /\b(?:(?:nobody|no one)\s+(?:should|must|may|can|needs? to|has to)|do not|don't|never|should not|shouldn't|must not|mustn't)\s+(?:ever\s+)?([\p{L}][\p{L}'-]+)\s+([^.;:!?\n]+)/giu;
/** Words an action's object may hold that say nothing of its own. */
const objectFillers = new Set("the a an any on to of in for its their your this that".split(" "));
/** A sentence that denies, or says what not to do. */
const denying = /\b(?:not|no|never|nobody|none|don't|doesn't|shouldn't|mustn't|can't|cannot)\b/i;

/** The actions an instruction denies, each as its verb and the object's words up to a value. */
function deniedActions(instruction: string): { verb: string; object: string[] }[] {
  const actions: { verb: string; object: string[] }[] = [];
  for (const match of instruction.matchAll(deniedAction)) {
    const words = (match[2] as string)
      .split(/\s+/)
      .map((word) => word.replace(/^[`"'(]+|[`"'),]+$/g, ""))
      .filter((word) => word !== "" && !objectFillers.has(word.toLowerCase()));
    // Only an object that names a value (a number, a port, a version): words alone match too much.
    const value = words.slice(0, 4).findIndex((word) => /\d/.test(word));
    if (value < 0) continue;
    actions.push({ verb: match[1] as string, object: words.slice(0, value + 1) });
  }
  return actions;
}

/**
 * An action the instruction says nobody should take on a value it names ("nobody should open
 * port 8480") that a page the change edited still tells readers to take, in a sentence it left as
 * it was or in a snippet it still shows (`embedded`, as `findKeptClaims` takes it): "Open TCP port
 * 8480 on each scheduler node", kept beside a new note that says otherwise. One sentence each.
 */
export function findKeptDeniedActions(
  changes: readonly FileChange[],
  docsRoot: string,
  instruction: string,
  embedded: ShownFiles = new Map(),
): string[] {
  const actions = deniedActions(instruction);
  if (actions.length === 0) return [];
  const word = (text: string) =>
    new RegExp(`(?<![\\p{L}\\p{N}])${escaped(text)}(?![\\p{L}\\p{N}])`, "iu");
  const takes = (sentence: string, { verb, object }: { verb: string; object: string[] }) =>
    !denying.test(sentence) &&
    new RegExp(`(?<![\\p{L}])${escaped(verb)}(?:s|ed|ing)?(?![\\p{L}])`, "iu").test(sentence) &&
    object.every((part) => word(part).test(sentence));
  const found: string[] = [];
  for (const change of editedPages(changes)) {
    const page = toDocsRelative(docsRoot, change.path);
    for (const { sentence, from } of keptSentences(change, embedded, docsRoot)) {
      for (const action of actions) {
        if (!takes(sentence, action)) continue;
        found.push(
          `${page}: the instruction says nobody should ${action.verb} ${action.object.join(" ")}, and the change leaves "${sentence.trim().slice(0, 80)}"${from}`,
        );
      }
    }
  }
  return [...new Set(found)].slice(0, MAX_ITEMS);
}

/** "Add a warning against …", "add a note saying so": the instruction asks for an admonition. */
const asksAdmonition = /\badd (?:a|an) (warning|note|tip|caution|callout|admonition)\b/gi;

/** A line that opens or makes an admonition, in any of the sites' syntaxes, or names one. */
const admonitionLine =
  /<(?:Warning|Note|Tip|Info|Callout|Check|Danger|Caution|Admonition)\b|^\s*(?::::|!!!|\?\?\?)|^\s*>\s*\[!|^\s*>\s*\*\*|\b(?:warning|note|caution)\b/i;

/**
 * An instruction that asks for a warning or a note ("add a warning against turning it on") whose
 * change adds none: no admonition in any syntax, and no line that says "warning", "note" or
 * "caution" (a later instruction that says "no note" takes the ask back). One sentence.
 */
export function findMissingAdmonitions(
  changes: readonly FileChange[],
  _docsRoot: string,
  instruction: string,
): string[] {
  const asks = [...instruction.matchAll(asksAdmonition)];
  const last = asks.at(-1);
  if (!last) return [];
  const kind = (last[1] as string).toLowerCase();
  const after = instruction.slice((last.index ?? 0) + last[0].length);
  if (new RegExp(`\\bno ${kind}\\b`, "i").test(after)) return [];
  const written = changes.filter((change) => change.after !== undefined && !change.movedFrom);
  if (written.length === 0) return [];
  const added = written.flatMap((change) => addedLines(change.before, change.after as string));
  if (added.some((line) => admonitionLine.test(line))) return [];
  return [`the instruction asks to add a ${kind}, and the change adds none`];
}

/** A list in an instruction's sentence: three items or more, "A, B and C". */
const listedItems = /((?:[\w\s'-]{2,30},\s+){2,}[\w\s'-]{2,30},?\s+(?:and|or)\s+[\w\s'-]{2,40})/i;
/** Words of a list item that say nothing of what it is. */
const ITEM_STOP_WORDS = new Set(
  "the and all off its their with for from every each any this that these those".split(" "),
);

/**
 * A list the instruction gives ("every user agent, AI training, search and AI input signals
 * all off") of which the lines the change added write some items and not others: none of the
 * words of an item (nor their stems, "train" for "training") is there, while another item's are.
 * One sentence per list.
 */
export function findUnwrittenListItems(
  changes: readonly FileChange[],
  docsRoot: string,
  instruction: string,
): string[] {
  const written = changes.filter((change) => change.after !== undefined && !change.movedFrom);
  const added = written
    .flatMap((change) => addedLines(change.before, change.after as string))
    .join("\n")
    .toLowerCase();
  if (added === "") return [];
  const found: string[] = [];
  for (const sentence of instruction.split(/(?<=[.!?:;])\s+|\n/)) {
    const list = listedItems.exec(sentence)?.[1];
    if (!list) continue;
    const items = list
      .split(/,\s+(?:and\s+|or\s+)?|\s+(?:and|or)\s+/)
      .map((item) => item.trim())
      .filter(Boolean);
    const held = items.map((item) =>
      (item.toLowerCase().match(/[a-z]{3,}/g) ?? [])
        .filter((word) => !ITEM_STOP_WORDS.has(word))
        .some((word) => added.includes(word.slice(0, Math.max(4, word.length - 3)))),
    );
    if (!held.some(Boolean) || held.every(Boolean)) continue;
    const missing = items.filter((_, index) => !held[index]);
    const pages = written.map((change) => toDocsRelative(docsRoot, change.path)).join(", ");
    found.push(
      `the instruction lists ${items.map((item) => `"${item}"`).join(", ")}, and the lines the change added (${pages}) say nothing of ${missing.map((item) => `"${item}"`).join(", ")}`,
    );
  }
  return found.slice(0, MAX_ITEMS);
}

import { toDocsRelative } from "../workspace/docs-path.ts";
import { editedPages, type FileChange } from "./change-diff.ts";
import { withoutKeptClauses } from "./kept-by-instruction.ts";
import { addedLines, diffLines, rewrittenLinePairs } from "./line-diff.ts";

const MAX_ITEMS = 6;

interface Place {
  kind: "row" | "section" | "field";
  key: string;
}

/** A component documenting one field, opened with its name: `<ParamField path="apiKey" …>`. */
const fieldOpening =
  /^\s*<(\w*(?:Field|Param|Property))\b[^>]*\b(?:path|name|query|body|header)="([^"]+)"/;

/** The key a reader finds a line by: a table row's first cell, or the heading (level 2+) above. */
function placesOf(text: string): (Place | undefined)[] {
  const places: (Place | undefined)[] = [];
  let section: Place | undefined;
  let field: { place: Place; closing: string } | undefined;
  let fence = false;
  const lines = text.split("\n");
  for (const [index, line] of lines.entries()) {
    if (/^\s*(```|~~~)/.test(line)) fence = !fence;
    const heading = fence ? null : /^(#{2,6})\s+(.+?)\s*#*\s*$/.exec(line);
    if (heading) section = { kind: "section", key: keyOf(heading[2] as string) };
    const opening = fence ? null : fieldOpening.exec(line);
    if (opening && !line.includes(`</${opening[1]}>`) && !/\/>\s*$/.test(line)) {
      field = {
        place: { kind: "field", key: keyOf(opening[2] as string) },
        closing: `</${opening[1]}>`,
      };
    }
    if (field) {
      places.push(field.place);
      if (line.includes(field.closing)) field = undefined;
      continue;
    }
    const row = fence ? null : /^\s*\|([^|]+)\|/.exec(line);
    // The header row (the one above the `| --- |` rule) names columns, not a row.
    const header = /^\s*\|?\s*:?-{2,}/.test(lines[index + 1] ?? "");
    if (row && !header && !/^\s*:?-{2,}/.test(row[1] as string)) {
      places.push({ kind: "row", key: keyOf(row[1] as string) });
    } else places.push(section);
  }
  return places;
}

/**
 * A row's or a setting's key as the instruction would name it: emphasis, code marks and a
 * heading's anchor taken off; an underscore inside a word (`retry.max_attempts`) is the key's own.
 */
function keyOf(text: string): string {
  return text
    .replace(/[`*]|(?<![\p{L}\p{N}])_+|_+(?![\p{L}\p{N}])|\{#[^}]*\}/gu, "")
    .trim()
    .toLowerCase();
}

/**
 * Whether the instruction names the key as a whole (`team` in "the Team plan", not in "teams"),
 * or by "one" standing for its last word after that word was said: "untagged manifests … and
 * tagged ones" names "tagged manifests".
 */
function names(instruction: string, key: string): boolean {
  if (key.length < 2) return false;
  const whole = (text: string) =>
    `(?<![\\w-])${text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?![\\w-])`;
  if (new RegExp(whole(key), "i").test(instruction)) return true;
  const words = key.split(/\s+/);
  if (words.length < 2) return false;
  const head = (words.at(-1) as string).replace(/s$/, "");
  const one = new RegExp(`${whole(words.slice(0, -1).join(" "))}\\s+ones?\\b`, "i").exec(
    instruction,
  );
  return (
    one !== null &&
    head.length > 2 &&
    new RegExp(`${whole(head)}|${whole(`${head}s`)}`, "i").test(instruction.slice(0, one.index))
  );
}

/**
 * Whether the instruction names one of what a section heading lists: "a new option" names the
 * section "Options", "the example" the section "Examples". Only a heading of one word, which
 * names a kind of thing the page lists; a table row's key is a name of its own ("teams" is not
 * the row "team").
 */
function namesOne(instruction: string, heading: string): boolean {
  if (!/^\p{L}{4,}s$/u.test(heading)) return false;
  return names(instruction, heading.slice(0, -1));
}

/**
 * An edit that lands beside what the instruction names: the instruction names a row of the
 * page's table (by its first cell) or a section (by its heading), and the change edits another
 * row or section of that kind and none the instruction names (the default of the setting above,
 * the neighbouring plan's limit), or edits others of that kind beside the one it names (every
 * section holding the old version, the other plan's row swapped with it); and edits away from a
 * passage the instruction quotes (`findEditsBesideQuotes`). One sentence each.
 */
export function findOffTargetEdits(
  changes: readonly FileChange[],
  docsRoot: string,
  instruction: string,
): string[] {
  const found: string[] = [];
  for (const change of editedPages(changes)) {
    const beforePlaces = placesOf(change.before);
    const afterPlaces = placesOf(change.after);
    const touched: Place[] = [];
    let beforeLine = 0;
    let afterLine = 0;
    for (const line of diffLines(change.before, change.after)) {
      if (line.kind === "same") {
        beforeLine++;
        afterLine++;
        continue;
      }
      const place = line.kind === "removed" ? beforePlaces[beforeLine++] : afterPlaces[afterLine++];
      if (place && line.text.trim() !== "") touched.push(place);
    }
    for (const kind of ["row", "section", "field"] as const) {
      const keys = new Set(
        [...beforePlaces, ...afterPlaces].flatMap((p) => (p?.kind === kind ? [p.key] : [])),
      );
      const named = [...keys].filter(
        (key) => names(instruction, key) || (kind === "section" && namesOne(instruction, key)),
      );
      if (named.length === 0) continue;
      const edited = [...new Set(touched.filter((p) => p.kind === kind).map((p) => p.key))];
      if (edited.length === 0) continue;
      const beside = edited.filter((key) => !named.includes(key));
      if (beside.length === 0) continue;
      if (edited.some((key) => named.includes(key))) {
        // The named one and others beside it: the others are what the instruction did not ask.
        found.push(
          `${toDocsRelative(docsRoot, change.path)}: besides the ${placeName[kind]} the instruction names, the change also edits ${beside.map((key) => `"${key}"`).join(", ")}, which it does not name`,
        );
        continue;
      }
      found.push(
        `${toDocsRelative(docsRoot, change.path)}: the change edits the ${placeName[kind]} ${edited.map((key) => `"${key}"`).join(", ")}, while the instruction names ${named
          .slice(0, 3)
          .map((key) => `"${key}"`)
          .join(", ")}`,
      );
    }
  }
  return [
    ...found,
    ...findEditsBesideQuotes(changes, docsRoot, instruction),
    ...findUnnamedRowEdits(changes, docsRoot, instruction),
    ...findIndentChanges(changes, docsRoot, instruction),
    ...findMisplacedItems(changes, docsRoot, instruction),
    ...findRuledOutSections(changes, docsRoot, instruction),
    ...findFrozenVersionEdits(changes, docsRoot, instruction),
  ].slice(0, MAX_ITEMS);
}

/** A page of a released version Docusaurus keeps as it was cut: `versioned_docs/version-2.x/…`. */
const frozenVersion =
  /(?:^|\/)versioned_(?:docs|sidebars)\/version-([^/]+?)(?:\/|-sidebars\.json$)/;
/** Words that ask for every version, the released ones too. */
const everyVersion =
  /\b(?:all|every|each|older|previous|past|released)\s+(?:docs\s+)?versions?\b|\bversioned\b/i;

/**
 * Edits to the docs of a released version (Docusaurus `versioned_docs/version-2.x/`) that the
 * instruction does not ask for: those pages describe the version as it shipped, so a change to
 * the current behaviour belongs in the current docs only, unless the instruction names that
 * version (not in a clause saying it stays) or asks for every version. One sentence per version.
 */
export function findFrozenVersionEdits(
  changes: readonly FileChange[],
  docsRoot: string,
  instruction: string,
): string[] {
  const asked = withoutKeptClauses(instruction);
  if (everyVersion.test(asked)) return [];
  const edited = new Map<string, string[]>();
  for (const change of changes) {
    const version = frozenVersion.exec(change.path)?.[1];
    if (version === undefined || change.before === undefined) continue;
    const escaped = version.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    if (new RegExp(`(?<![\\w.])v?${escaped}(?![\\w])`, "i").test(asked)) continue;
    edited.set(version, [...(edited.get(version) ?? []), toDocsRelative(docsRoot, change.path)]);
  }
  return [...edited].map(
    ([version, paths]) =>
      `${paths.slice(0, 3).join(", ")}${paths.length > 3 ? ", …" : ""}: the change edits the docs of the released version ${version}, which the instruction does not ask to change`,
  );
}

const placeName = { row: "table row", section: "section", field: "field" } as const;

/** A number as an instruction gives it: `1200`, `5,000`, `2.5`. */
const givenNumber = /(?<![\w.,])\d+(?:[.,]\d+)*(?![\w]|[.,]\d)/g;

/** The data rows of a page's tables, by table: each row's key (first cell) and its cells. */
function tablesOf(text: string): { key: string; cells: string[] }[][] {
  const tables: { key: string; cells: string[] }[][] = [];
  let current: { key: string; cells: string[] }[] | undefined;
  const lines = text.split("\n");
  for (const [index, line] of lines.entries()) {
    if (!/^\s*\|/.test(line)) {
      current = undefined;
      continue;
    }
    if (!current) {
      current = [];
      tables.push(current);
    }
    const header = /^\s*\|?\s*:?-{2,}/.test(lines[index + 1] ?? "");
    const cells = cellsOf(line);
    if (header || /^:?-{2,}/.test(cells[0] ?? "")) continue;
    current.push({ key: keyOf(cells[0] ?? ""), cells });
  }
  return tables;
}

function cellsOf(line: string): string[] {
  return line
    .trim()
    .replace(/^\||\|$/g, "")
    .split("|")
    .map((cell) => cell.trim().replace(/,/g, ""));
}

function holdsNumber(cell: string | undefined, number?: string): boolean {
  if (cell === undefined) return false;
  const pattern = number === undefined ? "\\d+" : number.replace(".", "\\.");
  return new RegExp(`(?<![\\w.])${pattern}(?![\\w]|\\.\\d)`).test(cell);
}

const fillerWords = new Set(["per", "the", "and", "for", "with", "from", "into", "each", "of"]);

/** A word without its plural ending: "requests" is "request", "indexes" is "index". */
function singular(word: string): string {
  return word.replace(/(?:(?<=x|ch|sh)es|(?<!s)s)$/, "");
}

/**
 * Whether the instruction gives every word of a row's key, in any order and number, a key of two
 * such words at least: "documents per request" for batch indexing gives "Documents per batch
 * request".
 */
function namesByWords(instruction: string, key: string): boolean {
  const given = new Set((instruction.toLowerCase().match(/\p{L}+/gu) ?? []).map(singular));
  const words = (key.toLowerCase().match(/\p{L}{3,}/gu) ?? []).filter(
    (word) => !fillerWords.has(word),
  );
  return words.length >= 2 && words.every((word) => given.has(singular(word)));
}

/**
 * A guess at which row the instruction means: a table's rows hold numbers in the same column
 * (the plans' limits), the instruction names none of the rows (by first cell), and the change
 * writes a number the instruction gives into that column of one of them ("Set the rate limit to
 * 1200" put in the Team row). Which row is meant is what the instruction leaves open: asking is
 * the way. One sentence per row.
 */
export function findUnnamedRowEdits(
  changes: readonly FileChange[],
  docsRoot: string,
  instruction: string,
): string[] {
  const numbers = [...instruction.matchAll(givenNumber)].map((match) =>
    (match[0] as string).replace(/,/g, ""),
  );
  if (numbers.length === 0) return [];
  const found: string[] = [];
  for (const change of editedPages(changes)) {
    const tables = tablesOf(change.before);
    for (const line of addedLines(change.before, change.after)) {
      if (!/^\s*\|/.test(line)) continue;
      const cells = cellsOf(line);
      const key = keyOf(cells[0] ?? "");
      const table = tables.find((rows) => rows.some((row) => row.key === key));
      if (!table || table.length < 2 || table.some((row) => names(instruction, row.key))) continue;
      // "5,000 documents per request" for batch indexing names the row "Documents per batch
      // request" by its words, when it names no other row so.
      const byWords = table.filter((row) => namesByWords(instruction, row.key));
      if (byWords.length === 1 && byWords[0]?.key === key) continue;
      const column = cells.findIndex(
        (cell, index) => index > 0 && numbers.some((number) => holdsNumber(cell, number)),
      );
      if (column < 0) continue;
      const others = table.filter((row) => row.key !== key && holdsNumber(row.cells[column]));
      if (others.length === 0) continue;
      // "From 500 to 2,000", "(it was 8,192)": the row that held the old value, and no other,
      // is the one the instruction means.
      const held = table.find((row) => row.key === key)?.cells[column];
      const old = numbers.find(
        (number) => holdsNumber(held, number) && !holdsNumber(cells[column], number),
      );
      if (old !== undefined && !others.some((row) => holdsNumber(row.cells[column], old))) continue;
      found.push(
        `${toDocsRelative(docsRoot, change.path)}: the instruction names none of the table's rows (${table
          .slice(0, 4)
          .map((row) => `"${row.key}"`)
          .join(
            ", ",
          )}), and the change writes its value into "${key}": which row it means is a guess`,
      );
    }
  }
  return [...new Set(found)].slice(0, MAX_ITEMS);
}

/** Words of an instruction that ask for a page's structure to change. */
const structureWords =
  /\b(?:indent\w*|outdent\w*|nest\w*|unnest\w*|restructur\w*|level|sub-?items?|move[sd]?|out of|into)\b/i;

function wordsOf(line: string): string[] {
  return line.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}

/**
 * A line the change rewrote in place whose indentation it changed: most of its words kept, its
 * leading spaces not (a sentence taken out of its admonition or list item while its typo was
 * fixed), when the instruction asks for no change of structure. One sentence each.
 */
export function findIndentChanges(
  changes: readonly FileChange[],
  docsRoot: string,
  instruction: string,
): string[] {
  if (structureWords.test(instruction)) return [];
  const found: string[] = [];
  for (const change of editedPages(changes)) {
    let removed: string[] = [];
    let added: string[] = [];
    const compare = () => {
      if (removed.length === added.length) {
        removed.forEach((gone, index) => {
          const put = added[index] as string;
          const was = (/^ */.exec(gone) as RegExpExecArray)[0].length;
          const is = (/^ */.exec(put) as RegExpExecArray)[0].length;
          if (Math.abs(was - is) < 2 || gone.trim() === "") return;
          const old = wordsOf(gone);
          const now = new Set(wordsOf(put));
          const kept = old.filter((word) => now.has(word)).length;
          if (old.length < 3 || kept < 0.6 * old.length) return;
          found.push(
            `${toDocsRelative(docsRoot, change.path)}: the change moves "${put.trim().slice(0, 60)}" from an indent of ${was} spaces to ${is}, out of or into the block around it, and the instruction asks for no change of structure`,
          );
        });
      }
      removed = [];
      added = [];
    };
    for (const line of diffLines(change.before, change.after)) {
      if (line.kind === "same") compare();
      else if (line.kind === "removed") removed.push(line.text);
      else added.push(line.text);
    }
    compare();
  }
  return found;
}

/** Passages an instruction quotes: "…" or “…”, a few words at least. */
const quotedPassage = /["“]([^"”\n]{12,300})(?=["”])/g;

function normalized(text: string): string {
  return text.replace(/\s+/g, " ").toLowerCase();
}

/**
 * Edits away from the passage the instruction quotes: the instruction quotes a passage of the
 * page as it stands ("after the plugin has done it's work") and the change also edits lines that
 * do not hold it (every `it's` of the page, the sentence after the one it names). One sentence
 * per page.
 */
export function findEditsBesideQuotes(
  changes: readonly FileChange[],
  docsRoot: string,
  instruction: string,
): string[] {
  const quotes = [...instruction.matchAll(quotedPassage)]
    .map((match) => normalized((match[1] as string).trim()).replace(/[.,;:]+$/, ""))
    .filter((quote) => quote.split(" ").length >= 3);
  if (quotes.length === 0) return [];
  const found: string[] = [];
  for (const change of editedPages(changes)) {
    const lines = change.before.split("\n");
    // The lines each quote covers: a passage may run over a few wrapped lines.
    const covered = new Set<number>();
    const joined = (from: number, to: number) => normalized(lines.slice(from, to + 1).join(" "));
    for (const quote of quotes) {
      for (let from = 0; from < lines.length; from++) {
        for (let to = from; to < Math.min(lines.length, from + 4); to++) {
          if (!joined(from, to).includes(quote)) continue;
          const tighter =
            (to > from && joined(from + 1, to).includes(quote)) ||
            (to > from && joined(from, to - 1).includes(quote));
          if (!tighter) for (let index = from; index <= to; index++) covered.add(index);
          break;
        }
      }
    }
    if (covered.size === 0) continue;
    const beside: string[] = [];
    let beforeLine = 0;
    for (const line of diffLines(change.before, change.after)) {
      if (line.kind === "added") continue;
      if (line.kind === "removed" && !covered.has(beforeLine) && line.text.trim() !== "")
        beside.push(line.text.trim());
      beforeLine++;
    }
    if (beside.length === 0) continue;
    found.push(
      `${toDocsRelative(docsRoot, change.path)}: besides the passage the instruction quotes, the change edits ${beside.length === 1 ? "the line" : `${beside.length} lines, among them`} "${(beside[0] as string).slice(0, 80)}"`,
    );
  }
  return found.slice(0, MAX_ITEMS);
}

/** "after the assistant setup": the place an instruction gives by what comes before it. */
const afterPhrase =
  /\bafter (?:the |its )?([\p{L}][\p{L}'’ -]{2,40}?)(?=\s*[:;,.)]|\s+(?:item|entry|step|bullet|one|line)\b|\s*$)/gimu;

/** A list item: its indent and its text. */
const listItem = /^(\s*)[-*+]\s+(.*)$/;

/** The words of a text, lower case, with each two neighbours also written together ("set up": "setup"). */
function itemWords(text: string): Set<string> {
  const words = text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  const all = new Set(words);
  for (let index = 0; index + 1 < words.length; index++)
    all.add(`${words[index]}${words[index + 1]}`);
  for (const word of [...all]) if (word.endsWith("s")) all.add(word.slice(0, -1));
  return all;
}

/**
 * A list item the change adds elsewhere than the instruction says: the instruction asks for it
 * "after the assistant setup", one item of the page holds those words, and the added item does
 * not come right after that item at its level (put at the end of the list, or under another
 * item). One sentence each.
 */
export function findMisplacedItems(
  changes: readonly FileChange[],
  docsRoot: string,
  instruction: string,
): string[] {
  const phrases = [...instruction.matchAll(afterPhrase)]
    .map((match) =>
      ((match[1] as string).toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).filter(
        (word) => word.length > 2 && !["the", "and", "its"].includes(word),
      ),
    )
    .filter((words) => words.length > 0);
  if (phrases.length === 0) return [];
  const found: string[] = [];
  for (const change of editedPages(changes)) {
    const items = change.before.split("\n").flatMap((line) => (listItem.test(line) ? [line] : []));
    const lines = change.after.split("\n");
    // An item rewritten in place (a link in it updated) stays where it was: the change puts it nowhere.
    const rewrittenItems = new Set(
      rewrittenLinePairs(change.before, change.after)
        .filter(([was]) => listItem.test(was))
        .map(([, now]) => now),
    );
    const addedItems = new Set(
      addedLines(change.before, change.after).filter(
        (line) => listItem.test(line) && !rewrittenItems.has(line),
      ),
    );
    for (const words of phrases) {
      const named = items.filter((item) => {
        const have = itemWords(item);
        return words.every((word) => have.has(word));
      });
      if (named.length !== 1) continue;
      const target = (named[0] as string).trim();
      for (const [index, line] of lines.entries()) {
        if (!addedItems.has(line)) continue;
        const indent = (listItem.exec(line) as RegExpExecArray)[1]?.length ?? 0;
        let previous: string | undefined;
        for (let back = index - 1; back >= 0; back--) {
          const other = lines[back] as string;
          if (other.trim() === "") continue;
          const item = listItem.exec(other);
          const otherIndent = (/^\s*/.exec(other) as RegExpExecArray)[0].length;
          if (otherIndent > indent) continue;
          if (item && otherIndent === indent) previous = other.trim();
          break;
        }
        if (previous === target) continue;
        found.push(
          `${toDocsRelative(docsRoot, change.path)}: the instruction asks for the item after "${target.slice(0, 60)}", and the change puts "${line.trim().slice(0, 50).trimEnd()}" ${previous ? `after "${previous.slice(0, 50)}"` : "first at its level"}`,
        );
      }
    }
  }
  return [...new Set(found)].slice(0, MAX_ITEMS);
}

/** "required now, not an optional troubleshooting detail": a kind of section the instruction rules out. */
const ruledOut =
  /\bnot (?:an? |the )?(optional|required|deprecated|recommended|experimental|advanced|beta)\b/gi;

/**
 * Lines under a heading that holds a word the instruction rules out ("the installation owner (the
 * organization that owns the app installation) is required now, not an optional troubleshooting
 * detail"): a line the change adds there ("Installation owner" put under "Optional details"), and
 * a line the change left there that names what the instruction speaks of (the "Organization name"
 * item kept under "Optional"). One sentence each.
 */
export function findRuledOutSections(
  changes: readonly FileChange[],
  docsRoot: string,
  instruction: string,
): string[] {
  const rules = [...instruction.matchAll(ruledOut)].map((match) => {
    // What the instruction speaks of: the words of its sentence before "not optional".
    const start = Math.max(0, instruction.lastIndexOf(".", match.index) + 1);
    const subject = instruction.slice(start, match.index).toLowerCase();
    return {
      word: (match[1] as string).toLowerCase(),
      subject: new Set((subject.match(/\p{L}{5,}/gu) ?? []).filter((word) => word !== "required")),
    };
  });
  if (rules.length === 0) return [];
  const found: string[] = [];
  for (const change of editedPages(changes)) {
    const places = placesOf(change.after);
    let afterLine = 0;
    for (const line of diffLines(change.before, change.after)) {
      if (line.kind === "removed") continue;
      const place = places[afterLine++];
      if (line.text.trim() === "" || place?.kind !== "section") continue;
      if (/^\s*#/.test(line.text)) continue;
      const rule = rules.find(({ word }) => new RegExp(`\\b${word}\\b`).test(place.key));
      if (!rule) continue;
      const shown = line.text.trim().slice(0, 60);
      if (line.kind === "added") {
        found.push(
          `${toDocsRelative(docsRoot, change.path)}: the change writes "${shown}" under the section "${place.key}", and the instruction says it is not ${rule.word}`,
        );
      } else if (
        (line.text.toLowerCase().match(/\p{L}{5,}/gu) ?? []).some((word) => rule.subject.has(word))
      ) {
        found.push(
          `${toDocsRelative(docsRoot, change.path)}: the section "${place.key}" still holds "${shown}", and the instruction says what it names is not ${rule.word}`,
        );
      }
    }
  }
  return [...new Set(found)].slice(0, MAX_ITEMS);
}

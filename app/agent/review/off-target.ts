import { toDocsRelative } from "../workspace/docs-path.ts";
import { editedPages, type FileChange } from "./change-diff.ts";
import { addedLines, diffLines } from "./line-diff.ts";

const MAX_ITEMS = 6;

interface Place {
  kind: "row" | "section";
  key: string;
}

/** The key a reader finds a line by: a table row's first cell, or the heading (level 2+) above. */
function placesOf(text: string): (Place | undefined)[] {
  const places: (Place | undefined)[] = [];
  let section: Place | undefined;
  let fence = false;
  const lines = text.split("\n");
  for (const [index, line] of lines.entries()) {
    if (/^\s*(```|~~~)/.test(line)) fence = !fence;
    const heading = fence ? null : /^(#{2,6})\s+(.+?)\s*#*\s*$/.exec(line);
    if (heading) section = { kind: "section", key: keyOf(heading[2] as string) };
    const row = fence ? null : /^\s*\|([^|]+)\|/.exec(line);
    // The header row (the one above the `| --- |` rule) names columns, not a row.
    const header = /^\s*\|?\s*:?-{2,}/.test(lines[index + 1] ?? "");
    if (row && !header && !/^\s*:?-{2,}/.test(row[1] as string)) {
      places.push({ kind: "row", key: keyOf(row[1] as string) });
    } else places.push(section);
  }
  return places;
}

function keyOf(text: string): string {
  return text
    .replace(/[`*_]|\{#[^}]*\}/g, "")
    .trim()
    .toLowerCase();
}

/** Whether the instruction names the key as a whole (`team` in "the Team plan", not in "teams"). */
function names(instruction: string, key: string): boolean {
  if (key.length < 2) return false;
  const escaped = key.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`(?<![\\w-])${escaped}(?![\\w-])`, "i").test(instruction);
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
    for (const kind of ["row", "section"] as const) {
      const keys = new Set(
        [...beforePlaces, ...afterPlaces].flatMap((p) => (p?.kind === kind ? [p.key] : [])),
      );
      const named = [...keys].filter((key) => names(instruction, key));
      if (named.length === 0) continue;
      const edited = [...new Set(touched.filter((p) => p.kind === kind).map((p) => p.key))];
      if (edited.length === 0) continue;
      const beside = edited.filter((key) => !named.includes(key));
      if (beside.length === 0) continue;
      if (edited.some((key) => named.includes(key))) {
        // The named one and others beside it: the others are what the instruction did not ask.
        found.push(
          `${toDocsRelative(docsRoot, change.path)}: besides the ${kind === "row" ? "table row" : "section"} the instruction names, the change also edits ${beside.map((key) => `"${key}"`).join(", ")}, which it does not name`,
        );
        continue;
      }
      found.push(
        `${toDocsRelative(docsRoot, change.path)}: the change edits the ${kind === "row" ? "table row" : "section"} ${edited.map((key) => `"${key}"`).join(", ")}, while the instruction names ${named
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
  ].slice(0, MAX_ITEMS);
}

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
      const column = cells.findIndex(
        (cell, index) => index > 0 && numbers.some((number) => holdsNumber(cell, number)),
      );
      if (column < 0) continue;
      const others = table.filter((row) => row.key !== key && holdsNumber(row.cells[column]));
      if (others.length === 0) continue;
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

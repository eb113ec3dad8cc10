import { editedPages, type FileChange } from "./change-diff.ts";
import { rewrittenLinePairs } from "./line-diff.ts";

/** A table row: a line that starts and ends with a pipe. */
const tableRow = /^\s*\|.*\|\s*$/;
/** A table's separator row: `|---|:---:|`. */
const separatorRow = /^\s*\|(?:\s*:?-{2,}:?\s*\|)+\s*$/;
/** A cell that holds a figure and nothing else: `10`, `2,500`, `1.5`, `` `30` ``, `5 s`, `20%`. */
const figureCell = /^(`?)(\d{1,3}(?:[,\u00a0 ]\d{3})+|\d+)(?:\.\d+)?\1\s*(?:%|[A-Za-z/]{1,8})?$/;
/** How many lines after a line naming a row's key a data file may give its figure (YAML, JSON). */
const NEARBY_LINES = 3;

function cellsOf(row: string): string[] {
  return row
    .trim()
    .replace(/^\||\|$/g, "")
    .split(/(?<!\\)\|/)
    .map((cell) => cell.trim());
}

/** A figure's digits, separators left out: `2,500` is `2500`. */
function digitsOf(figure: string): string | undefined {
  const match = figureCell.exec(figure.trim());
  return match ? (match[2] as string).replace(/[,\u00a0 ]/g, "") : undefined;
}

/** Finds a figure as a word of its own, written with or without thousands separators. */
function figurePattern(digits: string): RegExp {
  const groups: string[] = [];
  let rest = digits;
  while (rest.length > 3) {
    groups.unshift(rest.slice(-3));
    rest = rest.slice(0, -3);
  }
  groups.unshift(rest);
  return new RegExp(`(?<![\\w.,])${groups.join("[,.\\u00a0 _]?")}(?![\\w]|[.,]\\d)`);
}

function escaped(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** The header row of the table the line at `index` belongs to. */
function headerOf(lines: readonly string[], index: number): string[] | undefined {
  let top = index;
  while (top > 0 && tableRow.test(lines[top - 1] as string)) top--;
  const header = lines[top];
  return header !== undefined && separatorRow.test(lines[top + 1] ?? "")
    ? cellsOf(header)
    : undefined;
}

/**
 * The figures a change wrote into table cells in place of others (`| Free | 10 | 2,500 |` made
 * `| Free | 5 | 2,500 |`) that the instruction does not give and that no file states beside the
 * row's name (on its line, or in the few lines after it, as a data file nests it): a figure
 * presented as fact with no source, as a number with its unit in prose is. Each as "the column
 * of the row: the figure" ("Requests per second of Free: 5").
 */
export function unsourcedCellFigures(
  changes: readonly FileChange[],
  texts: readonly { path: string; text: string }[],
  instructions: string,
): string[] {
  const found: string[] = [];
  for (const change of editedPages(changes)) {
    const lines = change.after.split("\n");
    for (const [was, now] of rewrittenLinePairs(change.before, change.after)) {
      if (!tableRow.test(was) || !tableRow.test(now) || separatorRow.test(now)) continue;
      const old = cellsOf(was);
      const cells = cellsOf(now);
      const key = cells[0] ?? "";
      if (old.length !== cells.length || old[0] !== key || !/\p{L}|\d/u.test(key)) continue;
      for (const [index, cell] of cells.entries()) {
        if (index === 0 || cell === old[index]) continue;
        const digits = digitsOf(cell);
        const before = digitsOf(old[index] as string);
        if (digits === undefined || before === undefined || digits === before) continue;
        const figure = figurePattern(digits);
        if (figure.test(instructions)) continue;
        if (statedBeside(figure, key, texts, was)) continue;
        const column = headerOf(lines, lines.indexOf(now))?.[index];
        found.push(`${column ? `${column} of ` : ""}${key.replace(/`/g, "")}: ${cell}`);
      }
    }
  }
  return [...new Set(found)];
}

/**
 * Whether a file states the figure on a line naming the row's key (not the row the change
 * rewrote), or, outside a table, in the few lines after it.
 */
function statedBeside(
  figure: RegExp,
  key: string,
  texts: readonly { text: string }[],
  oldRow: string,
): boolean {
  const name = key.replace(/[`*_]/g, "").trim();
  const named = new RegExp(`(?<![\\w-])${escaped(name)}(?![\\w-])`, "i");
  for (const { text } of texts) {
    if (!named.test(text)) continue;
    const lines = text.split("\n");
    for (const [index, line] of lines.entries()) {
      if (line === oldRow || !named.test(line)) continue;
      const near = tableRow.test(line) ? [line] : lines.slice(index, index + 1 + NEARBY_LINES);
      if (near.some((text) => figure.test(text))) return true;
    }
  }
  return false;
}

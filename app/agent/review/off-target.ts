import { toDocsRelative } from "../workspace/docs-path.ts";
import { editedPages, type FileChange } from "./change-diff.ts";
import { diffLines } from "./line-diff.ts";

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
  return [...found, ...findEditsBesideQuotes(changes, docsRoot, instruction)].slice(0, MAX_ITEMS);
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

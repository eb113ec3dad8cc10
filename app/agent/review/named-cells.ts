import { toDocsRelative } from "../workspace/docs-path.ts";
import type { WorkingTree } from "../workspace/working-tree.ts";
import { keptOnPage, withoutKeptClauses } from "./kept-by-instruction.ts";

/** At most this many cells are named. */
const MAX_ITEMS = 6;
const pagePath = /\.(?:md|mdx|markdown)$/i;
const tableRow = /^\s*\|.*\|\s*$/;
const separatorRow = /^\s*\|?(?:\s*:?-{2,}:?\s*\|)+\s*:?-*:?\s*\|?\s*$/;

function cellsOf(row: string): string[] {
  return row
    .trim()
    .replace(/^\||\|$/g, "")
    .split(/(?<!\\)\|/)
    .map((cell) => cell.replace(/[`*_]/g, "").trim());
}

function named(instruction: string, name: string): boolean {
  if (name.length < 3 || !/\p{L}/u.test(name)) return false;
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/\s+/g, "\\s+");
  return new RegExp(`(?<![\\p{L}\\p{N}-])${escaped}(?![\\p{L}\\p{N}-])`, "iu").test(instruction);
}

/**
 * Table cells the instruction names by their row and their column ("Smart crop is now on the Pro
 * plan": the "Pro" column of the "Smart crop" row of the plans table) on a row the change left as
 * it was: what the instruction says of that cell is not written there. A clause saying something
 * stays names no cell, and a page the instruction says stays as it is is left out. One sentence
 * each.
 */
export async function findUnchangedNamedCells(
  tree: WorkingTree,
  instruction: string,
): Promise<string[]> {
  const told = withoutKeptClauses(instruction);
  const files = tree.listFiles().filter((path) => pagePath.test(path));
  await tree.holdTexts(files);
  const found: string[] = [];
  for (const file of files) {
    const text = tree.peekText(file);
    const base = tree.peekBaseText(file);
    if (typeof text !== "string" || typeof base !== "string" || !text.includes("|")) continue;
    const lines = text.split("\n");
    let header: string[] | undefined;
    for (const [index, line] of lines.entries()) {
      if (!tableRow.test(line)) {
        header = undefined;
        continue;
      }
      if (separatorRow.test(line)) continue;
      if (separatorRow.test(lines[index + 1] ?? "")) {
        header = cellsOf(line);
        continue;
      }
      if (!header) continue;
      const cells = cellsOf(line);
      const key = cells[0] ?? "";
      if (!named(told, key) || !base.split("\n").includes(line)) continue;
      for (const [column, title] of header.entries()) {
        if (column === 0 || cells[column] === undefined || !named(told, title)) continue;
        // "The 2.x docs stay as they are": a page the instruction keeps holds its cells as they were.
        if (keptOnPage(instruction, cells[column] as string, file, text)) continue;
        found.push(
          `the instruction speaks of the "${title}" column of the "${key}" row, which ${toDocsRelative(tree.docsRoot, file)}:${index + 1} leaves as it was`,
        );
      }
    }
  }
  return [...new Set(found)].slice(0, MAX_ITEMS);
}

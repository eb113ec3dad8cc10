import { isPagePath } from "../../docs-site/repo-path.ts";
import { toDocsRelative } from "../workspace/docs-path.ts";
import type { FileChange } from "./change-diff.ts";
import { addedLines, diffLines } from "./line-diff.ts";

/** At most this many lines are named. */
const MAX_ITEMS = 4;
/** A line says something of its own from this many words on; shorter ones repeat by chance. */
const MIN_WORDS = 5;

/** A page an earlier run of the pull request changed: its text where the branch started and now. */
export interface EarlierPage {
  path: string;
  /** At the commit the branch started from; undefined when an earlier run added the page. */
  atFork: string | undefined;
  /** As this run found it; undefined when an earlier run deleted it. */
  atStart: string | undefined;
}

function normalized(line: string): string {
  return line
    .replace(/^\s*(?:[-*+]|\d+\.|>|#+|!!!\s*\w+)\s*/, "")
    .replace(/[|`*_]/g, " ")
    .replace(/\s+/g, " ")
    .trim()
    .toLowerCase();
}

/** The numbers a line states, so a note and a table row stating the same figures meet. */
function numbersOf(line: string): string[] {
  return [...line.matchAll(/(?<![\w.])\d+(?:[.,]\d+)*(?![\w]|[.,]\d)/g)].map((match) =>
    (match[0] as string).replace(/,/g, ""),
  );
}

/** Whether two lines state the same thing: the same sentence, or the same two figures or more. */
function sameFact(earlier: string, added: string): boolean {
  const a = normalized(earlier);
  const b = normalized(added);
  if (a === "" || b === "") return false;
  if (a === b && a.split(" ").length >= MIN_WORDS) return true;
  const before = new Set(numbersOf(earlier));
  const now = new Set(numbersOf(added));
  return before.size >= 2 && now.size === before.size && [...now].every((n) => before.has(n));
}

/**
 * What a follow-up writes that an earlier run of the same pull request already wrote and left in
 * place: the earlier run added a line (a note, a sentence, a page) that this run keeps, and this
 * run adds a line elsewhere stating the same (the same sentence, or the same figures: the note's
 * "more than 8 workers need 16 GB" as a table row). A follow-up that moves content ("no note:
 * a table row instead", "no separate page: put it in the guide") is meant to remove the first
 * place, and the branch would then say it twice. One sentence each.
 */
export function findSupersededContent(
  earlier: readonly EarlierPage[],
  changes: readonly FileChange[],
  docsRoot: string,
): string[] {
  const added: { path: string; text: string }[] = [];
  for (const change of changes) {
    if (change.after === undefined || !isPagePath(change.path)) continue;
    for (const text of addedLines(change.before, change.after))
      if (text.trim() !== "") added.push({ path: change.path, text });
  }
  if (added.length === 0) return [];
  const found: string[] = [];
  for (const page of earlier) {
    if (page.atStart === undefined || !isPagePath(page.path)) continue;
    const byEarlierRuns = new Set(addedLines(page.atFork, page.atStart));
    const change = changes.find((item) => item.path === page.path);
    if (change?.after === undefined && change) continue;
    // The lines this run left where they were: a line it moved is its own, written again.
    const kept: { text: string; line: number }[] = [];
    if (change?.after !== undefined) {
      let line = 0;
      for (const item of diffLines(page.atStart, change.after)) {
        if (item.kind === "removed") continue;
        line++;
        if (item.kind === "same") kept.push({ text: item.text, line });
      }
    } else {
      for (const [index, text] of page.atStart.split("\n").entries())
        kept.push({ text, line: index + 1 });
    }
    for (const { text, line } of kept) {
      if (!byEarlierRuns.has(text)) continue;
      const again = added.find((item) => sameFact(text, item.text));
      if (!again) continue;
      found.push(
        `${toDocsRelative(docsRoot, page.path)}:${line}: an earlier run of this pull request wrote "${text.trim().slice(0, 80)}", which stays, and this run writes the same in ${toDocsRelative(docsRoot, again.path)} ("${again.text.trim().slice(0, 80)}")`,
      );
    }
  }
  return [...new Set(found)].slice(0, MAX_ITEMS);
}

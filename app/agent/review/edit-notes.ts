import { isPagePath } from "../../docs-site/repo-path.ts";
import { toDocsRelative } from "../workspace/docs-path.ts";
import type { FileChange } from "./change-diff.ts";
import { addedLines } from "./line-diff.ts";
import { historyPage } from "./stale-values.ts";

/** At most this many notes are named. */
const MAX_ITEMS = 4;

/** A note about the edit itself, in parentheses: "(updated)", "(was 3000)", "(earlier versions used S)". */
const editNote =
  /\((?:updated|new|changed|edited|added|fixed|corrected|revised|amended)\)|\((?:previously|was|were|earlier versions?|older versions?|old value|until now|changed from|updated from)\b[^)]*\)/i;

/**
 * Notes about the edit written into the page: a value or sentence the change adds with a remark
 * on the change itself in parentheses ("5000 (updated)", "the `/` key (earlier versions used
 * `S`)"), which a reader of the page takes as part of the fact. A remark the page already held is
 * left alone, and so are changelogs. One sentence each.
 */
export function findEditNotes(changes: readonly FileChange[], docsRoot: string): string[] {
  const found: string[] = [];
  for (const change of changes) {
    // A changelog says what changed: that is its subject, not a remark.
    if (
      change.after === undefined ||
      change.movedFrom ||
      !isPagePath(change.path) ||
      historyPage.test(change.path)
    )
      continue;
    let fence = false;
    const added = new Set(addedLines(change.before, change.after));
    for (const [index, line] of change.after.split("\n").entries()) {
      if (/^\s*(```|~~~)/.test(line)) fence = !fence;
      if (fence || !added.has(line)) continue;
      const note = editNote.exec(line);
      if (!note || (change.before ?? "").includes(note[0])) continue;
      found.push(
        `${toDocsRelative(docsRoot, change.path)}:${index + 1}: "${note[0]}" remarks on the edit, not on what the page documents`,
      );
    }
  }
  return found.slice(0, MAX_ITEMS);
}

/** The self-review's part on remarks about the edit; "" when there are none. */
export function renderEditNotes(items: readonly string[]): string {
  if (items.length === 0) return "";
  return `These added lines remark on the edit instead of documenting: a reader takes the remark as part of the fact. Write the value or sentence as it now stands, or say under notDone why the remark stays (the pull request lists these for the reviewer):\n${items.map((item) => `- ${item}`).join("\n")}`;
}

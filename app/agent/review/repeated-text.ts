import { toDocsRelative } from "../workspace/docs-path.ts";
import { editedPages, type FileChange } from "./change-diff.ts";
import { diffLines } from "./line-diff.ts";

/** At most this many lines are named. */
const MAX_ITEMS = 4;
/** A line says something of its own from this many words on; shorter ones repeat by chance. */
const MIN_WORDS = 5;

function normalized(line: string): string {
  return line
    .replace(/^\s*(?:[-*+]|\d+\.|>|#+)\s+/, "")
    .replace(/\s+/g, " ")
    .trim()
    .toLowerCase();
}

/**
 * Sentences the change adds to a page that the page already says on a line the change kept: the
 * same note written a second time (a follow-up that adds the section again under its new name
 * and leaves the first). Code blocks, tables and lines of few words are left out, where repeating
 * is how pages are written. One sentence each.
 */
export function findRepeatedText(changes: readonly FileChange[], docsRoot: string): string[] {
  const found: string[] = [];
  for (const change of editedPages(changes)) {
    const kept = new Map<string, number>();
    const added: string[] = [];
    let fence = false;
    let afterLine = 0;
    for (const line of diffLines(change.before, change.after)) {
      if (line.kind === "removed") continue;
      afterLine++;
      if (/^\s*(```|~~~)/.test(line.text)) fence = !fence;
      if (fence || /^\s*\|/.test(line.text)) continue;
      const text = normalized(line.text);
      if (text.split(" ").length < MIN_WORDS) continue;
      if (line.kind === "same") {
        if (!kept.has(text)) kept.set(text, afterLine);
      } else added.push(text);
    }
    for (const text of new Set(added)) {
      const at = kept.get(text);
      if (at === undefined) continue;
      found.push(
        `${toDocsRelative(docsRoot, change.path)}: the change adds "${text.slice(0, 80)}", which line ${at} already says`,
      );
    }
  }
  return found.slice(0, MAX_ITEMS);
}

/** The self-review's part on repeated text; "" when there is none. */
export function renderRepeatedText(items: readonly string[]): string {
  if (items.length === 0) return "";
  return `The change writes again what the page already says. Keep one place (and remove the other if the instruction replaces it), or say under notDone why both stay (the pull request lists these for the reviewer):\n${items.map((item) => `- ${item}`).join("\n")}`;
}

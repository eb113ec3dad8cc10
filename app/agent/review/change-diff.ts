import type { ChangedFile } from "../../db/schema.ts";
import { isPagePath } from "../../docs-site/repo-path.ts";
import { toDocsRelative } from "../workspace/docs-path.ts";
import type { WorkingTree } from "../workspace/working-tree.ts";
import { type DiffLine, diffLines } from "./line-diff.ts";

/** The self-review shows at most this much diff (about 6,000 tokens); the rest is named, not shown. */
export const MAX_REVIEW_DIFF_CHARS = 24_000;
/** Lines kept around each change, as `git diff` does (it keeps three). */
const CONTEXT_LINES = 2;
/** A file's diff is cut to fit only when at least this much room is left; else it is listed. */
const MIN_CUT_PART_CHARS = 2_000;

/** Each changed file's text before and after the run, as far as the tree can give it. */
export interface FileChange extends ChangedFile {
  /** Text at the pinned commit; undefined when added, binary or unreadable. */
  before: string | undefined;
  /** Text now; undefined when deleted, binary or unreadable. */
  after: string | undefined;
  /** For an added file with the same content as a deleted one: where it was moved from. */
  movedFrom?: string;
}

/** A page the run edited where it was (not added, deleted or moved), with both its texts. */
export type EditedPage = FileChange & { before: string; after: string };

/** The pages among a run's changes that it edited in place (`.md`, `.mdx`, `.markdown`). */
export function editedPages(changes: readonly FileChange[]): EditedPage[] {
  return changes.filter(
    (change): change is EditedPage =>
      change.before !== undefined &&
      change.after !== undefined &&
      !change.movedFrom &&
      isPagePath(change.path),
  );
}

/** The run's changes with their texts; a deleted file whose content reappears is a move. */
export async function readFileChanges(tree: WorkingTree): Promise<FileChange[]> {
  const head = tree.atHead();
  const changes: FileChange[] = [];
  for (const file of tree.changedFiles()) {
    changes.push({
      ...file,
      before: file.change === "added" ? undefined : await tree.baseText(file.path),
      after: file.change === "deleted" ? undefined : await head.read(file.path),
    });
  }
  for (const added of changes) {
    if (added.change !== "added" || added.after === undefined) continue;
    const source = changes.find(
      (other) =>
        other.change === "deleted" &&
        other.before === added.after &&
        !changes.some((taken) => taken.movedFrom === other.path),
    );
    if (source) added.movedFrom = source.path;
  }
  return changes;
}

/**
 * The whole change as a unified diff for the model to review (paths relative to the docs root):
 * a move as one line, a deletion as one line, other files as hunks with two lines of context.
 * Past `MAX_REVIEW_DIFF_CHARS` the diff stops at a file boundary and the files left out are
 * listed with their counts, for the model to read with read_file.
 */
export function renderChangeDiff(
  changes: readonly FileChange[],
  docsRoot: string,
  maxChars = MAX_REVIEW_DIFF_CHARS,
): string {
  const show = (path: string) =>
    docsRoot === "" || path.startsWith(`${docsRoot}/`) ? toDocsRelative(docsRoot, path) : path;
  const moved = new Set(changes.flatMap((change) => change.movedFrom ?? []));
  const parts: string[] = [];
  const left: string[] = [];
  let used = 0;
  for (const change of changes) {
    if (change.change === "deleted" && moved.has(change.path)) continue;
    const lines = diffLines(change.before ?? "", change.after ?? "");
    const added = lines.filter((line) => line.kind === "added").length;
    const removed = lines.filter((line) => line.kind === "removed").length;
    const path = show(change.path);
    let part: string;
    if (change.movedFrom) {
      part = `=== ${path}: moved from ${show(change.movedFrom)}, content unchanged`;
    } else if (change.change === "deleted") {
      part = `=== ${path}: deleted (${removed} lines)`;
    } else if (change.after === undefined) {
      part = `=== ${path}: ${change.change}, not text`;
    } else {
      const title = `=== ${path} (${change.change}, +${added} -${removed})`;
      part = `${title}\n${hunks(lines).join("\n")}`;
    }
    const room = maxChars - used;
    if (left.length === 0 && part.length > room && room >= MIN_CUT_PART_CHARS) {
      // A file too long for what is left: its start is shown, cut at a line.
      const cut = part.slice(0, part.lastIndexOf("\n", room));
      parts.push(`${cut}\n… (the rest of ${path}'s diff is not shown)`);
      used = maxChars;
      continue;
    }
    if (left.length > 0 || part.length > room) {
      left.push(`- ${path} (${change.change}, +${added} -${removed})`);
      continue;
    }
    parts.push(part);
    used += part.length + 1;
  }
  if (left.length > 0) {
    parts.push(
      `… the diff stops here (the review shows at most ${maxChars.toLocaleString("en-US")} characters). Not shown, read them with read_file:\n${left.join("\n")}`,
    );
  }
  return parts.join("\n");
}

/** The changed lines with their context, `@@ -a +b @@` before each hunk, as `diff -U2` prints them. */
function hunks(lines: readonly DiffLine[]): string[] {
  const out: string[] = [];
  const changed = lines.flatMap((line, index) => (line.kind === "same" ? [] : [index]));
  let index = 0;
  while (index < changed.length) {
    const start = Math.max(0, (changed[index] as number) - CONTEXT_LINES);
    let end = (changed[index] as number) + CONTEXT_LINES;
    while (
      index + 1 < changed.length &&
      (changed[index + 1] as number) - CONTEXT_LINES <= end + 1
    ) {
      index++;
      end = (changed[index] as number) + CONTEXT_LINES;
    }
    end = Math.min(end, lines.length - 1);
    let oldLine = 1;
    let newLine = 1;
    for (const line of lines.slice(0, start)) {
      if (line.kind !== "added") oldLine++;
      if (line.kind !== "removed") newLine++;
    }
    out.push(`@@ -${oldLine} +${newLine} @@`);
    for (const line of lines.slice(start, end + 1)) {
      out.push(`${line.kind === "same" ? " " : line.kind === "added" ? "+" : "-"}${line.text}`);
    }
    index++;
  }
  return out;
}

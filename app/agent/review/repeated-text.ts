import { toDocsRelative } from "../workspace/docs-path.ts";
import type { WorkingTree } from "../workspace/working-tree.ts";
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

/** A heading naming one thing of code (`failIfNoMatch`, `--dry-run`, `build.target`). */
const codeHeading = /^#{2,6}\s+`?((?:--)?[A-Za-z][\w.-]*)`?\s*$/;

/** Whether a name is written as code: inner capitals, a dash, an underscore, a dot or leading dashes. */
function isCodeName(name: string): boolean {
  return /^--|[a-z][A-Z]|[_.-]/.test(name);
}

/** A page's path without its version or language folder: the same page in another version. */
function pageName(path: string): string {
  return path.slice(path.lastIndexOf("/") + 1);
}

/**
 * A section the change adds for a setting, flag or key (a heading naming one thing of code) that
 * another page of the docs already has under the same heading, which the change left alone: the
 * thing documented twice, where the instruction usually wants a link to the page that has it.
 * The same page in another version or language folder is not another page. One sentence each.
 */
export function findDuplicatedSections(
  changes: readonly FileChange[],
  docsRoot: string,
  files: ReadonlyMap<string, string>,
): string[] {
  const changed = new Set(changes.map((change) => change.path));
  const found: string[] = [];
  for (const change of editedPages(changes)) {
    for (const line of diffLines(change.before, change.after)) {
      if (line.kind !== "added") continue;
      const name = codeHeading.exec(line.text.trim())?.[1];
      if (!name || !isCodeName(name)) continue;
      for (const [path, text] of files) {
        if (changed.has(path) || pageName(path) === pageName(change.path)) continue;
        if (!/\.(?:md|mdx|markdown)$/i.test(path)) continue;
        const at = text
          .split("\n")
          .findIndex((other) => codeHeading.exec(other.trim())?.[1] === name);
        if (at < 0) continue;
        found.push(
          `${toDocsRelative(docsRoot, change.path)}: the change adds a section "${name}", which ${toDocsRelative(docsRoot, path)}:${at + 1} already has`,
        );
        break;
      }
    }
  }
  return [...new Set(found)].slice(0, MAX_ITEMS);
}

/** `findDuplicatedSections` on a run's tree: the docs' pages as they are now. */
export async function findDuplicatedSectionsInTree(
  tree: WorkingTree,
  changes: readonly FileChange[],
): Promise<string[]> {
  if (editedPages(changes).length === 0) return [];
  const paths = tree.listFiles().filter((path) => /\.(?:md|mdx|markdown)$/i.test(path));
  await tree.holdTexts(paths);
  const files = new Map<string, string>();
  for (const path of paths) {
    const text = tree.peekText(path);
    if (typeof text === "string") files.set(path, text);
  }
  return findDuplicatedSections(changes, tree.docsRoot, files);
}

import type { WorkingTree } from "../workspace/working-tree.ts";
import { editedPages, type FileChange } from "./change-diff.ts";
import { findKeptOldDurations } from "./kept-old-durations.ts";
import { findUnchangedNamedCells } from "./named-cells.ts";
import { findReplacedWordsInTree } from "./replaced-words.ts";
import { findDroppedGivenValues } from "./rewritten-lines.ts";
import { shownFiles } from "./shared-content.ts";
import { findDefaultMismatches } from "./stated-defaults.ts";
import {
  findDroppedPassages,
  findKeptClaims,
  findKeptDeniedActions,
  findKeptLinks,
  findKeptOldValues,
  findMissingAdmonitions,
  findUnwrittenListItems,
  findUnwrittenNames,
  findUnwrittenReplacements,
  findUnwrittenValues,
} from "./unwritten-values.ts";

/**
 * Everything the change does not follow of what the instruction gives or replaces, one sentence
 * each, as the self-review shows it and the pull request lists it: values given and not written,
 * values replaced and still held (durations in any written form), a link kept beside what the instruction gives instead of it, names and list items left out, quoted passages taken out, claims
 * the instruction refutes left, actions it says nobody should take still asked of readers, a warning asked for and not added, values the instruction names
 * taken out, quoted words replaced unlike the instruction, and defaults stated otherwise. A check
 * that cannot read the tree adds nothing.
 */
export async function findInstructionValueFindings(
  tree: WorkingTree,
  changes: readonly FileChange[],
  instruction: string,
): Promise<string[]> {
  const docsRoot = tree.docsRoot;
  const shown = await shownSnippets(tree, changes).catch(() => new Map());
  return [
    ...findUnwrittenValues(changes, docsRoot, instruction),
    ...findKeptOldValues(changes, docsRoot, instruction),
    ...findKeptOldDurations(changes, docsRoot, instruction),
    ...findKeptLinks(changes, docsRoot, instruction),
    ...findUnwrittenReplacements(changes, docsRoot, instruction),
    ...findUnwrittenNames(changes, docsRoot, instruction),
    ...findDroppedPassages(changes, docsRoot, instruction),
    ...findKeptClaims(changes, docsRoot, instruction, shown),
    ...findKeptDeniedActions(changes, docsRoot, instruction, shown),
    ...findMissingAdmonitions(changes, docsRoot, instruction),
    ...findUnwrittenListItems(changes, docsRoot, instruction),
    ...findDroppedGivenValues(changes, docsRoot, instruction),
    ...(await findReplacedWordsInTree(tree, changes, instruction).catch(() => [])),
    ...findDefaultMismatches(changes, docsRoot, instruction),
    ...(await findUnchangedNamedCells(tree, instruction).catch(() => [])),
  ];
}

/**
 * The snippets, partials and includes each page the change edited shows after it, with their
 * text as the change leaves it: part of the page as readers see it.
 */
async function shownSnippets(
  tree: WorkingTree,
  changes: readonly FileChange[],
): Promise<Map<string, { path: string; text: string }[]>> {
  const shown = new Map<string, { path: string; text: string }[]>();
  const pages = editedPages(changes);
  if (pages.length === 0) return shown;
  const files = tree.listRepositoryFiles();
  for (const page of pages) {
    const paths = shownFiles(page.after, page.path, tree.docsRoot, files);
    if (paths.length === 0) continue;
    await tree.holdTexts(paths);
    const texts = paths.flatMap((path) => {
      const text = tree.peekText(path);
      return typeof text === "string" ? [{ path, text }] : [];
    });
    if (texts.length > 0) shown.set(page.path, texts);
  }
  return shown;
}

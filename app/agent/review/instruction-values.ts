import type { WorkingTree } from "../workspace/working-tree.ts";
import { editedPages, type FileChange } from "./change-diff.ts";
import { findKeptOldDurations } from "./kept-old-durations.ts";
import { findUnchangedNamedCells } from "./named-cells.ts";
import { findReplacedWordsInTree } from "./replaced-words.ts";
import { findDroppedGivenValues } from "./rewritten-lines.ts";
import { snippetsShown } from "./shared-content.ts";
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
  const shown = await snippetsShown(tree, changes, "after").catch(() => new Map());
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

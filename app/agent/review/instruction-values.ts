import type { WorkingTree } from "../workspace/working-tree.ts";
import type { FileChange } from "./change-diff.ts";
import { findReplacedWordsInTree } from "./replaced-words.ts";
import { findDroppedGivenValues } from "./rewritten-lines.ts";
import { findDefaultMismatches } from "./stated-defaults.ts";
import {
  findDroppedPassages,
  findKeptClaims,
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
 * values replaced and still held, a link kept beside what the instruction gives instead of it, names and list items left out, quoted passages taken out, claims
 * the instruction refutes left, a warning asked for and not added, values the instruction names
 * taken out, quoted words replaced unlike the instruction, and defaults stated otherwise. A check
 * that cannot read the tree adds nothing.
 */
export async function findInstructionValueFindings(
  tree: WorkingTree,
  changes: readonly FileChange[],
  instruction: string,
): Promise<string[]> {
  const docsRoot = tree.docsRoot;
  return [
    ...findUnwrittenValues(changes, docsRoot, instruction),
    ...findKeptOldValues(changes, docsRoot, instruction),
    ...findKeptLinks(changes, docsRoot, instruction),
    ...findUnwrittenReplacements(changes, docsRoot, instruction),
    ...findUnwrittenNames(changes, docsRoot, instruction),
    ...findDroppedPassages(changes, docsRoot, instruction),
    ...findKeptClaims(changes, docsRoot, instruction),
    ...findMissingAdmonitions(changes, docsRoot, instruction),
    ...findUnwrittenListItems(changes, docsRoot, instruction),
    ...findDroppedGivenValues(changes, docsRoot, instruction),
    ...(await findReplacedWordsInTree(tree, changes, instruction).catch(() => [])),
    ...findDefaultMismatches(changes, docsRoot, instruction),
  ];
}

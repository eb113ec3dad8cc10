import { checkDocsChange, checkWholeDocs } from "../../app/docs-check/check-docs-change.ts";
import type { DocsFinding } from "../../app/docs-site/docs-finding.ts";
import { memoryDocsTree } from "../../app/docs-site/memory-docs-tree.ts";
import type { ExpectedFinding, FixtureChanges } from "./changes/fixture-changes.ts";
import { applyEdits, loadFixtureTree, type TreeEdit } from "./fixture-tree.ts";

export interface FixtureRun {
  findings: DocsFinding[];
  /** The expected findings with repository paths and line numbers. */
  expected: { rule: string; path: string; line: number }[];
}

/** Applies edits to a fixture site and checks the change (incrementally, or as a whole check). */
export async function runFixtureChange(
  fixture: FixtureChanges,
  edits: readonly TreeEdit[],
  expect: readonly ExpectedFinding[],
  mode: "change" | "whole",
): Promise<FixtureRun> {
  const inRepository = (path: string) => (fixture.prefix ? `${fixture.prefix}/${path}` : path);
  const base = loadFixtureTree(fixture.fixture, fixture.prefix);
  const { head, changedPaths } = applyEdits(
    base,
    edits.map((edit) => relocate(edit, inRepository)),
  );
  const trees = {
    base: memoryDocsTree(base, fixture.prefix),
    head: memoryDocsTree(head, fixture.prefix),
  };
  const result =
    mode === "change"
      ? await checkDocsChange({ ...trees, changedPaths })
      : await checkWholeDocs(trees);
  const expected = expect.map((item) => {
    const path = inRepository(item.path);
    return { rule: item.rule, path, line: lineOf(head.get(path) ?? "", item.line, path) };
  });
  return { findings: result.findings, expected };
}

function relocate(edit: TreeEdit, inRepository: (path: string) => string): TreeEdit {
  if ("write" in edit) return { ...edit, write: inRepository(edit.write) };
  if ("edit" in edit) return { ...edit, edit: inRepository(edit.edit) };
  if ("remove" in edit) return { remove: inRepository(edit.remove) };
  return { move: inRepository(edit.move), to: inRepository(edit.to) };
}

function lineOf(text: string | null, line: number | string, path: string): number {
  if (typeof line === "number") return line;
  const index = (text ?? "").split("\n").findIndex((candidate) => candidate.includes(line));
  if (index < 0) throw new Error(`"${line}" is on no line of ${path}`);
  return index + 1;
}

import { describe, expect, it } from "vitest";
import { allFixtureChanges } from "#testkit/docs-sites/changes/all-fixture-changes.ts";
import { loadFixtureTree } from "#testkit/docs-sites/fixture-tree.ts";
import { runFixtureChange } from "#testkit/docs-sites/run-fixture-change.ts";
import { checkWholeDocs } from "../../app/docs-check/check-docs-change.ts";
import { memoryDocsTree } from "../../app/docs-site/memory-docs-tree.ts";

const modes = ["change", "whole"] as const;

describe.each(allFixtureChanges)("the $fixture fixture", (fixture) => {
  it("already has problems of its own, which an empty change does not report", async () => {
    const files = loadFixtureTree(fixture.fixture, fixture.prefix);
    const everything = await checkWholeDocs({
      base: memoryDocsTree({}, fixture.prefix),
      head: memoryDocsTree(files, fixture.prefix),
    });
    expect(everything.findings.length).toBeGreaterThanOrEqual(3);
    const unchanged = await checkWholeDocs({
      base: memoryDocsTree(files, fixture.prefix),
      head: memoryDocsTree(files, fixture.prefix),
    });
    expect(unchanged.findings).toEqual([]);
  });

  describe.each(modes)("checked %s", (mode) => {
    it.each(fixture.seeded)("reports $name ($kind)", async (change) => {
      const { findings, expected } = await runFixtureChange(
        fixture,
        change.edits,
        change.expect,
        mode,
      );
      const found = findings.map(({ rule, path, line }) => ({ rule, path, line }));
      expect(sortFindings(found)).toEqual(sortFindings(expected));
      for (const finding of findings) expect(finding.message.length).toBeGreaterThan(20);
    });

    it.each(fixture.harmless)("finds nothing wrong with $name", async (change) => {
      const { findings } = await runFixtureChange(fixture, change.edits, [], mode);
      expect(findings).toEqual([]);
    });
  });
});

function sortFindings<T extends { rule: string; path: string; line: number }>(items: T[]): T[] {
  return [...items].sort((a, b) =>
    `${a.path}:${String(a.line).padStart(5, "0")}:${a.rule}`.localeCompare(
      `${b.path}:${String(b.line).padStart(5, "0")}:${b.rule}`,
    ),
  );
}

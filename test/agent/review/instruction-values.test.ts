import { describe, expect, it } from "vitest";
import { fixtureFile } from "#testkit/docs-sites/docs-repository.ts";
import { fixtureWorkingTree } from "#testkit/model/fixture-working-tree.ts";
import { readFileChanges } from "../../../app/agent/review/change-diff.ts";
import { findInstructionValueFindings } from "../../../app/agent/review/instruction-values.ts";

const files = [
  fixtureFile("docs/mkdocs.yml", "site_name: Acme\n"),
  fixtureFile("docs/analytics/index.md", "# Analytics\n\n## Choose a view\n"),
  fixtureFile("docs/analytics/streaming.md", "# Streaming\n\nAdmins choose what to stream.\n"),
];
const instruction =
  'The analytics pages mix "choose" and "select"; the style guide says "select". Add a note saying so.';

describe("what the change does not follow of the instruction's values", () => {
  it("gathers the checks, reading the other pages of the folder from the tree", async () => {
    const { tree } = fixtureWorkingTree(files);
    await tree.write("docs/analytics/index.md", "# Analytics\n\n## Select a view\n");
    expect(
      await findInstructionValueFindings(tree, await readFileChanges(tree), instruction),
    ).toEqual([
      "the instruction asks to add a note, and the change adds none",
      'the change replaces "choose" in one place, and analytics/streaming.md:3 still holds it',
    ]);
  });

  it("finds nothing when the change follows it", async () => {
    const { tree } = fixtureWorkingTree(files);
    await tree.write("docs/analytics/index.md", "# Analytics\n\n## Select a view\n");
    await tree.write(
      "docs/analytics/streaming.md",
      "# Streaming\n\nAdmins select what to stream.\n\n!!! note\n    The guide says select.\n",
    );
    expect(
      await findInstructionValueFindings(tree, await readFileChanges(tree), instruction),
    ).toEqual([]);
  });
});

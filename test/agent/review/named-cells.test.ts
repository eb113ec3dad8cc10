import { describe, expect, it } from "vitest";
import { allFiles, fixtureFile } from "#testkit/docs-sites/docs-repository.ts";
import { fixtureWorkingTree } from "#testkit/model/fixture-working-tree.ts";
import { findUnchangedNamedCells } from "../../../app/agent/review/named-cells.ts";

const plansText =
  "# Plans\n\n| Feature | Free | Pro | Business |\n| --- | --- | --- | --- |\n| Smart crop | — | — | ✓ |\n| Custom domains | — | — | ✓ |\n";
const plans = fixtureFile("docs/plans.md", plansText);
const cropText = "# Crop\n\n## Smart crop (Business)\n\nFinds the subject.\n";
const crop = fixtureFile("docs/crop.md", cropText);

async function cellsAfter(edits: Record<string, string>, instruction: string) {
  const { tree } = fixtureWorkingTree([...allFiles, plans, crop]);
  for (const [path, text] of Object.entries(edits)) await tree.write(path, text);
  return findUnchangedNamedCells(tree, instruction);
}

describe("table cells the instruction names by row and column", () => {
  it("names the cell of a row the change left as it was", async () => {
    expect(
      await cellsAfter(
        { "docs/crop.md": cropText.replace("(Business)", "(Pro and Business)") },
        "Smart crop is now on the Pro plan as well as Business.",
      ),
    ).toEqual([
      'the instruction speaks of the "Pro" column of the "Smart crop" row, which plans.md:5 leaves as it was',
      'the instruction speaks of the "Business" column of the "Smart crop" row, which plans.md:5 leaves as it was',
    ]);
  });

  it("leaves a row the change rewrote, and a row a clause says stays", async () => {
    expect(
      await cellsAfter(
        {
          "docs/plans.md": plansText.replace("| Smart crop | — | — |", "| Smart crop | — | ✓ |"),
        },
        "Smart crop is now on the Pro plan as well as Business.",
      ),
    ).toEqual([]);
    expect(
      await cellsAfter(
        { "docs/crop.md": cropText.replace("Finds", "Now finds") },
        "Reword the crop page. Smart crop stays on the Business plan.",
      ),
    ).toEqual([]);
  });
});

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

describe("table cells on a page the instruction keeps", () => {
  const config = (path: string) =>
    fixtureFile(
      path,
      "# Broker config\n\n| Key | Default |\n| --- | --- |\n| `retention` | `7d` |\n",
    );

  it("leaves out the docs of a version the instruction says stay as they are", async () => {
    const { tree } = fixtureWorkingTree([
      ...allFiles,
      config("docs/config.md"),
      config("docs/versioned_docs/version-2.x/config.md"),
    ]);
    await tree.write(
      "docs/config.md",
      "# Broker config\n\n| Key | Default |\n| --- | --- |\n| `retention` | `72h` |\n",
    );
    const instruction =
      "Version 3.2 changes the default retention from 7 days to 72 hours. Update the current docs; the 2.x docs stay as they are.";
    expect(await findUnchangedNamedCells(tree, instruction)).toEqual([]);
    expect(
      await findUnchangedNamedCells(
        tree,
        "Version 3.2 changes the default retention from 7 days to 72 hours.",
      ),
    ).toEqual([
      'the instruction speaks of the "Default" column of the "retention" row, which versioned_docs/version-2.x/config.md:5 leaves as it was',
    ]);
  });
});

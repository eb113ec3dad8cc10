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

  it("reads the snippets a page shows as part of the page: a claim to correct left there", async () => {
    const mintlify = [
      fixtureFile("docs.json", '{ "name": "Acme" }\n'),
      fixtureFile(
        "snippets/auth.mdx",
        "Pass your public token in the `Authorization` header. Public tokens are read-only.\n",
      ),
      fixtureFile(
        "guides/export.mdx",
        '---\ntitle: "Export"\n---\n\nimport Auth from "/snippets/auth.mdx";\n\n## Authentication\n\n<Auth />\n',
      ),
    ];
    const told =
      "The export guide tells readers to use a public token, but exports need an admin token. Fix the export guide.";
    const { tree } = fixtureWorkingTree(mintlify, { docsRoot: "" });
    await tree.write(
      "guides/export.mdx",
      '---\ntitle: "Export"\n---\n\nimport Auth from "/snippets/auth.mdx";\n\n## Authentication\n\n<Auth />\n\n<Note>Exports need an admin token: a public token is refused.</Note>\n',
    );
    expect(await findInstructionValueFindings(tree, await readFileChanges(tree), told)).toEqual([
      'guides/export.mdx: the instruction says the page is wrong that to use a public token, and the change leaves "Pass your public token in the `Authorization` header." (shown from snippets/auth.mdx)',
    ]);
    // The page no longer shows the snippet: the claim is gone from it.
    await tree.write(
      "guides/export.mdx",
      '---\ntitle: "Export"\n---\n\n## Authentication\n\nExports need an admin token: a public token is refused.\n',
    );
    expect(await findInstructionValueFindings(tree, await readFileChanges(tree), told)).toEqual([]);
  });
});

import { describe, expect, it } from "vitest";
import { fixtureFile } from "#testkit/docs-sites/docs-repository.ts";
import { fixtureWorkingTree } from "#testkit/model/fixture-working-tree.ts";
import { readFileChanges } from "../../../app/agent/review/change-diff.ts";
import { findUnreadSources } from "../../../app/agent/review/unread-sources.ts";

const cli = "# CLI\n\n| Flag | Default |\n| --- | --- |\n| `--port` | `8080` |\n";
const files = [
  fixtureFile("docs/mkdocs.yml", "site_name: Acme\n"),
  fixtureFile("docs/reference/cli.md", cli),
  fixtureFile("src/flags.py", 'parser.add_argument("--read-only", default=False)\n'),
];
const documented = `${cli}| \`--read-only\` | off |\n`;

describe("flags documented without reading their source", () => {
  it("names a flag a source file defines when the agent read none of them", async () => {
    const { tree } = fixtureWorkingTree(files);
    await tree.write("docs/reference/cli.md", documented);
    expect(await findUnreadSources(tree, await readFileChanges(tree))).toEqual([
      "the change documents `--read-only`, which `src/flags.py` defines, and the agent read none of them",
    ]);
  });

  it("says nothing once the agent read the source, or when no file defines the flag", async () => {
    const { tree } = fixtureWorkingTree(files);
    tree.readByModel.add("src/flags.py");
    await tree.write("docs/reference/cli.md", documented);
    expect(await findUnreadSources(tree, await readFileChanges(tree))).toEqual([]);
    const other = fixtureWorkingTree(files).tree;
    await other.write("docs/reference/cli.md", `${cli}| \`--turbo\` | off |\n`);
    expect(await findUnreadSources(other, await readFileChanges(other))).toEqual([]);
  });
});

describe("flags named in a changelog", () => {
  it("leaves a changelog entry alone: what the flag does is the reference page's to say", async () => {
    const { tree } = fixtureWorkingTree([
      ...files,
      fixtureFile("docs/changelog.md", "# Changelog\n\n## Unreleased\n"),
    ]);
    await tree.write(
      "docs/changelog.md",
      "# Changelog\n\n## Unreleased\n\n- `--read-only` serves without writes.\n",
    );
    expect(await findUnreadSources(tree, await readFileChanges(tree))).toEqual([]);
  });
});

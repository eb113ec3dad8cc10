import { describe, expect, it } from "vitest";
import { fixtureFile } from "#testkit/docs-sites/docs-repository.ts";
import { fixtureWorkingTree } from "#testkit/model/fixture-working-tree.ts";
import { readFileChanges } from "../../../app/agent/review/change-diff.ts";
import {
  findSourceDefaultMismatches,
  sourceDefault,
} from "../../../app/agent/review/source-defaults.ts";

const cli =
  "# CLI\n\n| Flag | Default | Meaning |\n| --- | --- | --- |\n| `--port` | `8080` | Port. |\n";
const argparse = `serve.add_argument("--port", type=int, default=8080, help="Port.")
serve.add_argument(
    "--read-only",
    action="store_true",
    help="Serve without writes.",
)
serve.add_argument("--workers", type=int, default=4, help="Workers.")
`;
const files = [
  fixtureFile("docs/mkdocs.yml", "site_name: Acme\n"),
  fixtureFile("docs/reference/cli.md", cli),
  fixtureFile("src/cli.py", argparse),
  fixtureFile(
    "packages/cli/src/flags.ts",
    'export const buildFlags = {\n  parallel: { type: "number", default: 4, description: "Packages built at once." },\n  watch: { type: "boolean", description: "Rebuild." },\n};\n',
  ),
];

describe("a flag's default against the source that defines it", () => {
  it("reads the default of an argparse argument and of a flags object's entry", () => {
    expect(sourceDefault(argparse, "--read-only")).toBe("false");
    expect(sourceDefault(argparse, "--workers")).toBe("4");
    expect(sourceDefault(argparse, "--port")).toBe("8080");
    const flags = files[3]?.content as string;
    expect(sourceDefault(flags, "--parallel")).toBe("4");
    expect(sourceDefault(flags, "--watch")).toBeUndefined();
  });

  it("names a documented default the source does not give", async () => {
    const { tree } = fixtureWorkingTree(files);
    await tree.write(
      "docs/reference/cli.md",
      `${cli}| \`--read-only\` | on | No writes. |\n| \`--parallel\` | on | At once. |\n`,
    );
    expect(await findSourceDefaultMismatches(tree, await readFileChanges(tree))).toEqual([
      "reference/cli.md:6: the change documents `--read-only` with the default on, and `src/cli.py` defines it with false",
      "reference/cli.md:7: the change documents `--parallel` with the default on, and `packages/cli/src/flags.ts` defines it with 4",
    ]);
  });

  it("passes the source's default in other words, and rows the change did not write", async () => {
    const { tree } = fixtureWorkingTree(files);
    await tree.write(
      "docs/reference/cli.md",
      `${cli}| \`--read-only\` | off | No writes. |\n| \`--workers\` | \`4\` | Workers. |\n`,
    );
    expect(await findSourceDefaultMismatches(tree, await readFileChanges(tree))).toEqual([]);
  });
});

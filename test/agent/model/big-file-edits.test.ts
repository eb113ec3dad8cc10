import { describe, expect, it } from "vitest";
import { type FixtureFile, fixtureFile } from "#testkit/docs-sites/docs-repository.ts";
import { fixtureWorkingTree, runScriptedLoop } from "#testkit/model/fixture-working-tree.ts";
import { type ScriptedStep, toolResultsSeen } from "#testkit/model/scripted-model.ts";
import { insertText } from "../../../app/agent/workspace/replace-passage.ts";
import type { WorkingTree } from "../../../app/agent/workspace/working-tree.ts";

/** A changelog of 3,000 releases, about 300 KB: over the default 256 KB whole-file limit. */
function bigChangelog(): string {
  const parts = ["# Changelog", "", "## Unreleased", "", "- Nothing yet.", ""];
  for (let release = 3000; release >= 1; release--) {
    parts.push(
      `## 1.${release}.0`,
      "",
      `- Fixed issue ${release} in the widget exporter when the output folder sits on a network share.`,
      "",
    );
  }
  return `${parts.join("\n")}`;
}

const treeOf = (files: FixtureFile[], maxFileBytes = 262_144) =>
  fixtureWorkingTree(files, { maxFileBytes }).tree;
const run = async (tree: WorkingTree, steps: ScriptedStep[]) =>
  (await runScriptedLoop(tree, steps, { maxSteps: 20 })).model;

const finish: ScriptedStep = { calls: [["finish", { summary: "s", prTitle: "t" }]] };
const changelog = fixtureFile("docs/changelog.md", bigChangelog());

describe("edits on pages over the whole-file limit", () => {
  it("adds a changelog entry under its heading to a 300 KB changelog, leaving every other byte", async () => {
    const before = changelog.content ?? "";
    expect(Buffer.byteLength(before)).toBeGreaterThan(262_144);
    const tree = treeOf([changelog]);
    const model = await run(tree, [
      {
        calls: [
          [
            "insert_text",
            { path: "changelog.md", afterHeading: "## Unreleased", text: "- Added `--dry-run`." },
          ],
        ],
      },
      finish,
    ]);
    const [answer] = toolResultsSeen(model, 1).map((result) => result.output);
    expect(answer).toContain("Inserted 1 line into changelog.md at line 5.");
    const after = await tree.readForRange("docs/changelog.md");
    expect(after).toBe(
      before.replace("## Unreleased\n\n", "## Unreleased\n\n- Added `--dry-run`.\n"),
    );
  });

  it("replaces a passage of a big file, within a line range when the passage repeats", async () => {
    const page = fixtureFile(
      "docs/reference.md",
      `# Reference\n\n${"## Option\n\nDefault: none.\n\n".repeat(20_000)}`,
    );
    const tree = treeOf([page]);
    const model = await run(tree, [
      {
        calls: [
          ["replace_in_file", { path: "reference.md", oldText: "Default: none.", newText: "x" }],
          [
            "replace_in_file",
            {
              path: "reference.md",
              oldText: "Default: none.",
              newText: "Default: `auto`.",
              startLine: 7,
              endLine: 9,
            },
          ],
          ["write_file", { path: "reference.md", content: "# Reference\n" }],
        ],
      },
      finish,
    ]);
    const [ambiguous, ranged, whole] = toolResultsSeen(model, 1).map((result) => result.output);
    expect(ambiguous).toContain("occurs 20000 times");
    expect(ambiguous).toContain("give startLine and endLine");
    expect(ranged).toContain("Replaced one passage in reference.md");
    expect(whole).toContain("has not read it");
    const after = await tree.readForRange("docs/reference.md");
    expect(after.split("\n").slice(2, 10)).toEqual([
      "## Option",
      "",
      "Default: none.",
      "",
      "## Option",
      "",
      "Default: `auto`.",
      "",
    ]);
  });

  it("still refuses a whole write over the limit, and a passage edit that grows a file past it", async () => {
    const tree = treeOf([fixtureFile("docs/small.md", "# Small\n\nText.\n")], 2_000);
    const model = await run(tree, [
      {
        calls: [
          ["replace_in_file", { path: "small.md", oldText: "Text.", newText: "y".repeat(3_000) }],
          ["insert_text", { path: "small.md", line: 3, text: "z".repeat(3_000) }],
        ],
      },
      finish,
    ]);
    for (const result of toolResultsSeen(model, 1)) {
      expect(result.output).toMatch(/over the limit of 2015 bytes for a file changed by passage/);
    }
    expect(await tree.read("docs/small.md")).toBe("# Small\n\nText.\n");
  });
});

describe("insertText", () => {
  const page = "# Page\n\n## Setup\n\nStep one.\n\n```md\n## Setup\n```\n";

  it("inserts before a line, or appends one past the last", () => {
    expect(insertText("p.md", "a\nb\n", "x", { line: 2 }).text).toBe("a\nx\nb\n");
    expect(insertText("p.md", "a\nb\n", "x\n", { line: 3 }).text).toBe("a\nb\nx\n");
    expect(insertText("p.md", "a\nb", "x", { line: 3 }).text).toBe("a\nb\nx\n");
    expect(() => insertText("p.md", "a\nb\n", "x", { line: 5 })).toThrow("has 2 lines");
  });

  it("finds a heading outside code blocks, and keeps CRLF line endings", () => {
    expect(insertText("p.md", page, "New step.\n", { afterHeading: "## Setup" }).text).toBe(
      "# Page\n\n## Setup\n\nNew step.\nStep one.\n\n```md\n## Setup\n```\n",
    );
    expect(
      insertText("p.md", "# A\r\n\r\n## B\r\n\r\nText.\r\n", "New.", { afterHeading: "## B" }).text,
    ).toBe("# A\r\n\r\n## B\r\n\r\nNew.\r\nText.\r\n");
    expect(() => insertText("p.md", page, "x", { afterHeading: "## Nowhere" })).toThrow(
      'no line of p.md is the heading "## Nowhere"',
    );
    expect(() => insertText("p.md", "## A\n\n## A\n", "x", { afterHeading: "## A" })).toThrow(
      "heads 2 places",
    );
    expect(() => insertText("p.md", page, "x", {})).toThrow("exactly one of line and afterHeading");
  });
});

import { describe, expect, it } from "vitest";
import { createTestClock } from "#testkit/app/test-clock.ts";
import { allFiles, files } from "#testkit/docs-sites/docs-repository.ts";
import {
  type ScriptedStep,
  scriptedModel,
  toolResultsSeen,
} from "#testkit/model/scripted-model.ts";
import { RunStopped } from "../../../app/agent/agent-errors.ts";
import { runAgentLoop } from "../../../app/agent/model/run-agent.ts";
import { resolveDocsPath } from "../../../app/agent/workspace/docs-path.ts";
import { WorkingTree } from "../../../app/agent/workspace/working-tree.ts";

function fixtureTree() {
  const bySha = new Map(allFiles.map((file) => [file.sha, file.content ?? ""]));
  const reads: string[] = [];
  const tree = new WorkingTree(
    allFiles.map((file) => ({
      path: file.path,
      mode: file.mode ?? "100644",
      type: "blob" as const,
      sha: file.sha,
      size: Buffer.byteLength(file.content ?? ""),
    })),
    {
      docsRoot: "docs",
      maxFileBytes: 1000,
      maxFilesChanged: 10,
      loadBlob: async (sha) => {
        reads.push(sha);
        return Buffer.from(bySha.get(sha) ?? "");
      },
    },
  );
  return { tree, reads };
}

async function runSteps(tree: WorkingTree, steps: ScriptedStep[], checkContinue = async () => {}) {
  const clock = createTestClock("2026-11-22T10:00:00Z");
  const model = scriptedModel(steps);
  await runAgentLoop({
    model,
    tree,
    system: "test",
    prompt: "test",
    maxSteps: 10,
    deadline: new Date(clock.now().getTime() + 60_000),
    timeoutSeconds: 60,
    clock,
    checkContinue,
    modelStepTimeoutMs: 5_000,
  });
  return model;
}

describe("agent tools", () => {
  it("refuses paths that leave the docs root, touch .git or .github, or go through a symlink", async () => {
    const { tree, reads } = fixtureTree();
    const model = await runSteps(tree, [
      {
        calls: [
          ["read_file", { path: "../README.md" }],
          ["read_file", { path: "/etc/passwd" }],
          ["read_file", { path: "guides/../../README.md" }],
          ["write_file", { path: ".github/workflows/x.yml", content: "on: push" }],
          ["write_file", { path: "guides/.git/config", content: "x" }],
          ["read_file", { path: "secrets.md" }],
          ["write_file", { path: "secrets.md/inner.md", content: "x" }],
          ["move_file", { from: "index.mdx", to: "../index.mdx" }],
          ["list_files", { glob: "../**" }],
        ],
      },
      { calls: [["finish", { summary: "s", prTitle: "t" }]] },
    ]);
    const outputs = toolResultsSeen(model, 1).map((result) => result.output);
    expect(outputs).toHaveLength(9);
    for (const output of outputs) expect(output).toMatch(/^error-text: /);
    expect(outputs[0]).toContain('".." is not allowed');
    // A leading / names a repository path, for reading: there is no etc/passwd in the repository.
    expect(outputs[1]).toContain("/etc/passwd does not exist");
    expect(outputs[3]).toContain(".github/");
    expect(outputs[4]).toContain(".git/");
    expect(outputs[5]).toContain("symbolic link");
    expect(outputs[6]).toContain("symbolic link");
    expect(tree.changedPaths()).toEqual([]);
    expect(reads).toEqual([]);
  });

  it("fails a replacement clearly when the old text is absent or ambiguous", async () => {
    const { tree } = fixtureTree();
    await tree.write("docs/twice.md", "same\nsame\n");
    const model = await runSteps(tree, [
      {
        calls: [
          ["replace_in_file", { path: "guides/install.md", oldText: "not there", newText: "x" }],
          ["replace_in_file", { path: "twice.md", oldText: "same", newText: "x" }],
          [
            "replace_in_file",
            { path: "guides/install.md", oldText: "Then deploy.", newText: "Deploy." },
          ],
        ],
      },
      { calls: [["read_file", { path: "guides/install.md", startLine: 3, endLine: 4 }]] },
      { calls: [["finish", { summary: "s", prTitle: "t" }]] },
    ]);
    const [absent, ambiguous, replaced] = toolResultsSeen(model, 1).map((result) => result.output);
    expect(absent).toContain("oldText was not found in guides/install.md");
    expect(ambiguous).toContain("oldText occurs 2 times in twice.md, starting on lines 1 and 2");
    expect(replaced).toBe(
      "text: Replaced one passage in guides/install.md. Lines 2-5 now read:\n2|\n3| Run `acme install`.\n4| Deploy.\n5|",
    );
    expect(toolResultsSeen(model, 2)[0]?.output).toBe(
      "text: Lines 3-4 of 5:\nRun `acme install`.\nDeploy.",
    );
  });

  it("moves a file without re-uploading it and lists the deletion", async () => {
    const { tree } = fixtureTree();
    await runSteps(tree, [
      { calls: [["move_file", { from: "old.md", to: "archive/old.md" }]] },
      { calls: [["finish", { summary: "s", prTitle: "t" }]] },
    ]);
    expect(tree.treeEntries()).toEqual([
      { path: "docs/archive/old.md", mode: "100644", type: "blob", sha: files.old.sha },
      { path: "docs/old.md", mode: "100644", type: "blob", sha: null },
    ]);
  });

  it("refuses to read or write a file over the size limit", async () => {
    const { tree } = fixtureTree();
    const model = await runSteps(tree, [
      { calls: [["write_file", { path: "big.md", content: "x".repeat(2000) }]] },
      { calls: [["finish", { summary: "s", prTitle: "t" }]] },
    ]);
    expect(toolResultsSeen(model, 1)[0]?.output).toContain("over the limit of 1000 bytes");
  });

  it("stops before the next step when told to", async () => {
    const { tree } = fixtureTree();
    let steps = 0;
    await expect(
      runSteps(
        tree,
        [{ calls: [["list_files", {}]] }, { calls: [["list_files", {}]] }],
        async () => {
          if (steps++ === 1) throw new RunStopped("archived");
        },
      ),
    ).rejects.toBeInstanceOf(RunStopped);
  });

  it("confines every resolved path to the docs root", () => {
    expect(resolveDocsPath("docs", "./guides//install.md")).toBe("docs/guides/install.md");
    expect(resolveDocsPath("", "index.md")).toBe("index.md");
    expect(() => resolveDocsPath("docs", "..")).toThrow(/not allowed/);
    expect(() => resolveDocsPath("docs", "C:\\x")).toThrow(/absolute/);
    expect(() => resolveDocsPath("docs", ".GitHub/x")).toThrow(/\.GitHub/);
  });
});

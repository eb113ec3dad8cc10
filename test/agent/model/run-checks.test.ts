import { describe, expect, it } from "vitest";
import { allFiles } from "#testkit/docs-sites/docs-repository.ts";
import { fixtureWorkingTree, runScriptedLoop } from "#testkit/model/fixture-working-tree.ts";
import { toolResultsSeen } from "#testkit/model/scripted-model.ts";
import { RunChecks } from "../../../app/agent/model/run-checks.ts";
import { WorkingTree } from "../../../app/agent/workspace/working-tree.ts";

const finish = { calls: [["finish", { summary: "s", prTitle: "t" }]] } as {
  calls: [string, Record<string, unknown>][];
};

describe("docs checks in the agent loop", () => {
  it("answers check_docs with the whole change's problems, and says when the ones reported are gone", async () => {
    const { tree } = fixtureWorkingTree();
    const checks = new RunChecks(tree, undefined);
    const { model, result } = await runScriptedLoop(
      tree,
      [
        { calls: [["check_docs", {}]] },
        {
          calls: [
            [
              "replace_in_file",
              {
                path: "guides/install.md",
                oldText: "Then deploy.",
                newText: "Then [deploy](./deploy#rollout).",
              },
            ],
          ],
        },
        { calls: [["check_docs", {}]] },
        {
          calls: [
            [
              "replace_in_file",
              { path: "guides/install.md", oldText: "./deploy#rollout", newText: "./deploy" },
            ],
          ],
        },
        { calls: [["check_docs", {}]] },
        finish,
      ],
      { checks },
    );
    expect(toolResultsSeen(model, 1)[0]?.output).toBe(
      "text: The docs check found no problem your changes introduced.",
    );
    expect(toolResultsSeen(model, 2)[0]?.output).toMatch(
      /Docs check: this change leaves 1 problem; fix them before you finish:\n- guides\/install\.md:4 \[anchor-broken\] /,
    );
    expect(toolResultsSeen(model, 3)[0]?.output).toMatch(
      /^text: The docs check found 1 problem your changes introduced:\n- guides\/install\.md:4 \[anchor-broken\]/,
    );
    expect(toolResultsSeen(model, 4)[0]?.output).toContain(
      "Docs check: the problems reported before in these files are gone.",
    );
    expect(toolResultsSeen(model, 5)[0]?.output).toBe(
      "text: The docs check found no problem your changes introduced.",
    );
    expect(result.ending.kind).toBe("finished");
    expect(result.findings).toEqual([]);
    // Two changes, two check_docs calls with changes, the finish and the finish after its review.
    expect(checks.stats).toMatchObject({ checks: 6, errors: 0 });
  });

  it("goes on without the check when the checker fails, and reports the findings as unknown", async () => {
    // A tree whose blobs cannot be read: the checker's reads of the base throw.
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
        maxFileBytes: 100_000,
        maxFilesChanged: 10,
        loadBlob: async () => {
          throw new Error("GitHub went away");
        },
      },
    );
    const warnings: unknown[] = [];
    const checks = new RunChecks(tree, { warn: (...args: unknown[]) => warnings.push(args) });
    const { model, result } = await runScriptedLoop(
      tree,
      [{ calls: [["delete_file", { path: "guides/deploy.md" }]] }, finish],
      { checks },
    );
    expect(toolResultsSeen(model, 1)[0]?.output).toBe("text: Deleted guides/deploy.md.");
    expect(result.ending.kind).toBe("finished");
    expect(result.findings).toBeUndefined();
    expect(checks.stats.errors).toBe(2);
    expect(warnings).toHaveLength(2);
  });

  it("still tells a move made by an earlier change as a move after a later change", async () => {
    const { tree } = fixtureWorkingTree();
    const checks = new RunChecks(tree, undefined);
    const { model } = await runScriptedLoop(
      tree,
      [
        { calls: [["move_file", { from: "guides/deploy.md", to: "guides/shipping.md" }]] },
        {
          calls: [
            [
              "replace_in_file",
              { path: "guides/install.md", oldText: "Then deploy.", newText: "Then ship it." },
            ],
          ],
        },
        { calls: [["check_docs", {}]] },
        ...Array.from({ length: 3 }, () => ({
          calls: [["finish", { summary: "s", prTitle: "t", checksNote: "n" }]] as [
            string,
            Record<string, unknown>,
          ][],
        })),
      ],
      { checks },
    );
    const later = toolResultsSeen(model, 2)[0]?.output ?? "";
    expect(later).toContain("This change moved guides/deploy.md to guides/shipping.md");
    expect(later).not.toContain("deleted guides/deploy.md");
  });
});

import { describe, expect, it } from "vitest";
import { fixtureWorkingTree, runScriptedLoop } from "#testkit/model/fixture-working-tree.ts";
import { type ScriptedStep, toolResultsSeen } from "#testkit/model/scripted-model.ts";
import { RunChecks } from "../../../app/agent/model/run-checks.ts";

const moveDeploy: ScriptedStep = {
  calls: [
    ["move_file", { from: "guides/deploy.md", to: "guides/deploying.md" }],
    [
      "replace_in_file",
      { path: "mint.json", oldText: '"guides/deploy"', newText: '"guides/deploying"' },
    ],
  ],
};

const finish = (extra: Record<string, unknown> = {}): ScriptedStep => ({
  calls: [["finish", { summary: "Renamed the deploy guide.", prTitle: "Rename", ...extra }]],
});

const deletion = { summary: "Deleted the old page.", prTitle: "Delete the old page" };

describe("redirects at the finish gate", () => {
  it("refuses finish for a moved page without a redirect, naming the entry, and accepts it once the redirect is added", async () => {
    const { tree } = fixtureWorkingTree();
    const checks = new RunChecks(tree, undefined);
    const { model, result } = await runScriptedLoop(
      tree,
      [
        moveDeploy,
        finish(),
        {
          calls: [
            [
              "replace_in_file",
              {
                path: "mint.json",
                oldText: "]}]}",
                newText:
                  ']}],"redirects":[{"source":"/guides/deploy","destination":"/guides/deploying"}]}',
              },
            ],
          ],
        },
        finish(),
      ],
      { checks },
    );
    const refusal = toolResultsSeen(model, 2)[0]?.output ?? "";
    expect(refusal).toContain("not finished: the docs check found 1 problem");
    expect(refusal).toContain(
      '- mint.json:1 [redirect-missing] This change moved guides/deploy.md to guides/deploying.md, so its URL /guides/deploy will answer "not found" to readers and search engines: add { "source": "/guides/deploy", "destination": "/guides/deploying" } to "redirects" in mint.json so old links keep working.',
    );
    // The redirect the refusal asked for is an edit the write policy accepts.
    expect(toolResultsSeen(model, 3)[0]?.output).not.toMatch(/refused|not allowed/i);
    expect(model.doGenerateCalls).toHaveLength(4);
    expect(result.ending.kind).toBe("finished");
    expect(result.findings).toEqual([]);
  });

  it("refuses finish for a redirect to a page that does not exist", async () => {
    const { tree } = fixtureWorkingTree();
    const checks = new RunChecks(tree, undefined);
    const { model } = await runScriptedLoop(
      tree,
      [
        moveDeploy,
        {
          calls: [
            [
              "replace_in_file",
              {
                path: "mint.json",
                oldText: "]}]}",
                newText:
                  ']}],"redirects":[{"source":"/guides/deploy","destination":"/guides/deployment"}]}',
              },
            ],
          ],
        },
        finish(),
        finish({ checksNote: "Kept for the test." }),
      ],
      { checks },
    );
    expect(toolResultsSeen(model, 3)[0]?.output).toContain(
      '[redirect-target-missing] The redirect from "/guides/deploy" leads to "/guides/deployment", which is not a page',
    );
  });

  it("accepts a deletion without a redirect when finish says why, leaving the pull request a draft", async () => {
    const { tree } = fixtureWorkingTree();
    const checks = new RunChecks(tree, undefined);
    const { model, result } = await runScriptedLoop(
      tree,
      [
        { calls: [["delete_file", { path: "old.md" }]] },
        finish(deletion),
        finish({
          ...deletion,
          checksNote: "The old page was never linked or listed; its URL may go.",
        }),
      ],
      { checks },
    );
    expect(toolResultsSeen(model, 2)[0]?.output).toContain(
      "[redirect-missing] This change deleted old.md, so its URL /old will answer",
    );
    expect(result.ending).toMatchObject({
      kind: "finished",
      report: { checksNote: "The old page was never linked or listed; its URL may go." },
    });
    expect(result.findings).toEqual([expect.objectContaining({ rule: "redirect-missing" })]);
  });

  it("asks no redirect for a page an earlier run of the same pull request added, which was never published", async () => {
    const deleteDeploy = async (unpublished?: ReadonlySet<string>) => {
      const { tree } = fixtureWorkingTree();
      const checks = new RunChecks(tree, undefined, unpublished);
      tree.delete("docs/guides/deploy.md");
      await tree.write(
        "docs/mint.json",
        '{"navigation":[{"group":"Guides","pages":["guides/install"]}]}\n',
      );
      return (await checks.openOutcome())?.findings.map((finding) => finding.rule);
    };
    expect(await deleteDeploy()).toContain("redirect-missing");
    expect(await deleteDeploy(new Set(["docs/guides/deploy.md"]))).toEqual([]);
  });
});

describe("a move the run made", () => {
  it("is told as a move in the redirect finding even when the page was rewritten and another page added", async () => {
    const { tree } = fixtureWorkingTree();
    const checks = new RunChecks(tree, undefined);
    tree.move("docs/guides/deploy.md", "docs/guides/shipping.md");
    await tree.write(
      "docs/guides/shipping.md",
      "# Shipping\n\nUse the console to ship a release, then watch it roll out.\n",
    );
    await tree.write("docs/guides/rollback.md", "# Rollback\n\nUndo a release from the console.\n");
    await tree.write(
      "docs/mint.json",
      '{"navigation":[{"group":"Guides","pages":["guides/install","guides/shipping","guides/rollback"]}]}\n',
    );
    const messages = (await checks.openOutcome())?.findings
      .filter((finding) => finding.rule === "redirect-missing")
      .map((finding) => finding.message);
    expect(messages).toEqual([
      expect.stringContaining("This change moved guides/deploy.md to guides/shipping.md"),
    ]);
  });
});

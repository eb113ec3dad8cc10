import { describe, expect, it } from "vitest";
import { fixtureWorkingTree, runScriptedLoop } from "#testkit/model/fixture-working-tree.ts";
import { type ScriptedStep, toolResultsSeen } from "#testkit/model/scripted-model.ts";
import { RunChecks } from "../../../app/agent/model/run-checks.ts";
import { SELF_REVIEW_INTRO } from "../../../app/agent/review/self-review.ts";

const edit: ScriptedStep = {
  calls: [
    [
      "replace_in_file",
      { path: "guides/install.md", oldText: "Then deploy.", newText: "Then deploy it." },
    ],
  ],
};
const finish = (input: Record<string, unknown> = {}): ScriptedStep => ({
  calls: [
    [
      "finish",
      { summary: "Reworded the install guide.", prTitle: "Reword the install guide", ...input },
    ],
  ],
});

describe("the self-review at the first finish", () => {
  it("shows the model its whole diff at its first finish, and accepts the finish that follows with what is not done", async () => {
    const { tree } = fixtureWorkingTree();
    const { model, result } = await runScriptedLoop(
      tree,
      [edit, finish(), finish({ notDone: ["The deploy guide: not asked to change it."] })],
      { selfReview: "scripted" },
    );

    const [review] = toolResultsSeen(model, 2);
    expect(review?.tool).toBe("finish");
    expect(review?.output).toContain(`text: ${SELF_REVIEW_INTRO}`);
    expect(review?.output).toContain("=== guides/install.md (modified, +1 -1)");
    expect(review?.output).toContain(
      "@@ -2 +2 @@\n \n Run `acme install`.\n-Then deploy.\n+Then deploy it.",
    );
    expect(review?.output).toContain("list under notDone every part of the instruction");
    expect(result.ending).toMatchObject({
      kind: "finished",
      report: { notDone: ["The deploy guide: not asked to change it."] },
    });
  });

  it("refuses a title that claims a changelog entry when no changelog changed, saying why", async () => {
    const { tree } = fixtureWorkingTree();
    const { model, result } = await runScriptedLoop(
      tree,
      [edit, finish({ prTitle: "Changelog: note the reworded install guide" }), finish()],
      { selfReview: "scripted" },
    );

    const [refusal] = toolResultsSeen(model, 2);
    expect(refusal?.output).toMatch(
      /^error-text: not finished: the pull request's title or summary says what the change does not hold:\n- the title claims a changelog or release notes entry \("Changelog: note the reworded install guide"\), but no changelog or release notes file changed\n/,
    );
    // The review comes in the same answer: the next finish is accepted.
    expect(refusal?.output).toContain(SELF_REVIEW_INTRO);
    expect(result.ending).toMatchObject({
      kind: "finished",
      report: { prTitle: "Reword the install guide" },
    });
  });

  it("refuses a summary that claims a new page, a redirect or a deletion the change does not hold, but not one that says it did not", async () => {
    const { tree } = fixtureWorkingTree();
    const { model, result } = await runScriptedLoop(
      tree,
      [
        edit,
        finish({
          summary:
            "Added a new page for upgrades. Added a redirect from the old URL. Deleted the old page.",
        }),
        finish({ summary: "Reworded the install guide. I did not add a redirect: nothing moved." }),
      ],
      { selfReview: "scripted" },
    );

    const [refusal] = toolResultsSeen(model, 2);
    expect(refusal?.output).toContain(
      'the summary claims a new page ("Added a new page for upgrades."), but no page was added',
    );
    expect(refusal?.output).toContain(
      'the summary claims a redirect ("Added a redirect from the old URL."), but no redirect was added',
    );
    expect(refusal?.output).toContain(
      'the summary claims a deleted page or file ("Deleted the old page."), but no file was deleted',
    );
    expect(result.ending.kind).toBe("finished");
  });

  it("gives the docs check's problems and the review in one answer, so the model is asked once", async () => {
    const { tree } = fixtureWorkingTree();
    const checks = new RunChecks(tree, undefined);
    const { model, result } = await runScriptedLoop(
      tree,
      [
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
        finish(),
        finish({ checksNote: "The rollout section comes in another pull request." }),
      ],
      { checks, selfReview: "scripted", modelStepTimeoutMs: 60_000 },
    );

    const [answer] = toolResultsSeen(model, 2);
    expect(answer?.output).toMatch(/^error-text: not finished: the docs check found 1 problem/);
    expect(answer?.output).toContain(SELF_REVIEW_INTRO);
    expect(answer?.output).toContain("+Then [deploy](./deploy#rollout).");
    expect(result.ending.kind).toBe("finished");
    expect(model.doGenerateCalls).toHaveLength(3);
  });

  it("accepts a finish at the last step without a review, and a finish of a run that changed nothing at once", async () => {
    const { tree } = fixtureWorkingTree();
    const last = await runScriptedLoop(tree, [edit, finish()], {
      maxSteps: 2,
      selfReview: "scripted",
    });
    expect(last.result.ending.kind).toBe("finished");

    const untouched = fixtureWorkingTree().tree;
    const nothing = await runScriptedLoop(
      untouched,
      [finish({ summary: "Nothing needed changing." })],
      {
        selfReview: "scripted",
      },
    );
    expect(nothing.result.ending.kind).toBe("finished");
  });
});

import { describe, expect, it } from "vitest";
import { fixtureWorkingTree } from "#testkit/model/fixture-working-tree.ts";
import { RunFailure, ToolRefusal } from "../../../app/agent/agent-errors.ts";
import { LoopEnding } from "../../../app/agent/model/loop-ending.ts";
import { RunChecks } from "../../../app/agent/model/run-checks.ts";
import type { FinishReport } from "../../../app/agent/model/tools/finishing-tools.ts";

const report: FinishReport = {
  summary: "Did the work.",
  prTitle: "Update the guides",
  assumptions: [],
  sources: [],
  notDone: [],
  checksNote: undefined,
};

/** A run's checks over the fixture docs, after an edit that leaves a broken anchor. */
async function checksWithAProblem() {
  const { tree } = fixtureWorkingTree();
  const page = await tree.read("docs/guides/install.md");
  await tree.write(
    "docs/guides/install.md",
    page.replace("Then deploy.", "Then [deploy](./deploy#rollout)."),
  );
  return new RunChecks(tree, undefined);
}

describe("how the loop ends", () => {
  it("accepts a question while the run has changed nothing, and ends asked", () => {
    const { tree } = fixtureWorkingTree();
    const ending = new LoopEnding({ maxSteps: 10, tree });
    const question = {
      text: "Which limit: requests or uploads?",
      choices: ["requests", "uploads"],
    };

    expect(ending.acceptQuestion(question)).toMatch(
      /^Asked\. The run ends here with nothing changed/,
    );
    expect(ending.isOver()).toBe(true);
    expect(ending.afterModelCall(1, true)).toBe("end");
    expect(ending.ending()).toEqual({ kind: "asked", question });
  });

  it("refuses a question once the run changed a file, naming it, and lets the run go on to finish", async () => {
    const { tree } = fixtureWorkingTree();
    const page = await tree.read("docs/guides/install.md");
    await tree.write("docs/guides/install.md", page.replace("Then deploy.", "Then deploy it."));
    const ending = new LoopEnding({ maxSteps: 10, tree });

    expect(() => ending.acceptQuestion({ text: "Which page?", choices: [] })).toThrow(
      new ToolRefusal(
        "not asked: this run has already changed docs/guides/install.md, and a question ends a run with nothing changed. Ask before you edit. Now finish: say in notDone what the instruction leaves open and what you assumed (the pull request is then a draft for the reviewer to decide).",
      ),
    );
    expect(ending.isOver()).toBe(false);
    expect(ending.afterModelCall(1, true)).toBe("continue");
  });

  it("refuses a question after the run finished", async () => {
    const { tree } = fixtureWorkingTree();
    const ending = new LoopEnding({ maxSteps: 10, tree });
    await ending.acceptFinish(report);
    expect(() => ending.acceptQuestion({ text: "Which page?", choices: [] })).toThrow(
      "not asked: the run already finished.",
    );
    expect(ending.ending()).toEqual({ kind: "finished", report });
  });

  it("accepts a finish when the docs check has nothing to say, and ends finished", async () => {
    const { tree } = fixtureWorkingTree();
    const ending = new LoopEnding({ maxSteps: 10, checks: new RunChecks(tree, undefined) });

    expect(await ending.acceptFinish(report)).toBe("Finished.");
    expect(ending.isOver()).toBe(true);
    expect(ending.afterModelCall(1, true)).toBe("end");
    expect(ending.ending()).toEqual({ kind: "finished", report });
    expect(await ending.findings()).toEqual([]);
  });

  it("refuses the first finish while the change leaves problems, then one without checksNote", async () => {
    const ending = new LoopEnding({ maxSteps: 10, checks: await checksWithAProblem() });

    await expect(ending.acceptFinish(report)).rejects.toThrow(
      /^not finished: the docs check found 1 problem your changes introduced:\n- guides\/install\.md:\d+ \[anchor-broken\]/,
    );
    await expect(ending.acceptFinish(report)).rejects.toThrow(
      /^not finished: 1 problem the docs check reports remain:/,
    );
    expect(ending.isOver()).toBe(false);
    expect(ending.lastReport).toBe(report);
  });

  it("accepts a finish that says why the problems stay, and keeps them for the draft", async () => {
    const ending = new LoopEnding({ maxSteps: 10, checks: await checksWithAProblem() });
    await ending.acceptFinish(report).catch(() => undefined);

    const explained = { ...report, checksNote: "The anchor comes with the next release." };
    expect(await ending.acceptFinish(explained)).toBe(
      "Finished, with 1 problem left for the reviewer: the pull request is a draft.",
    );
    expect(ending.ending()).toEqual({ kind: "finished", report: explained });
    expect(await ending.findings()).toMatchObject([{ rule: "anchor-broken" }]);
  });

  it("accepts any finish when the run has no docs check", async () => {
    const ending = new LoopEnding({ maxSteps: 10 });
    expect(await ending.acceptFinish(report)).toBe("Finished.");
    expect(await ending.findings()).toBeUndefined();
  });

  it("stops at the step limit, naming the limit and its variable", () => {
    const ending = new LoopEnding({ maxSteps: 4 });
    expect(ending.afterModelCall(3, true)).toBe("continue");
    expect(ending.afterModelCall(4, true)).toBe("end");
    expect(ending.ending()).toEqual({
      kind: "stopped",
      reason: "step-limit",
      message:
        "The agent used all 4 steps, the limit per run (INKWELL_AGENT_MAX_STEPS), without finishing; give a narrower instruction or raise the limit.",
    });
  });

  it("asks once to go on after an answer without a tool call, and stops at the second", () => {
    const ending = new LoopEnding({ maxSteps: 10 });
    expect(ending.afterModelCall(1, false)).toBe("nudge");
    expect(ending.afterModelCall(2, true)).toBe("continue");
    expect(ending.afterModelCall(3, false)).toBe("end");
    expect(ending.ending()).toMatchObject({ kind: "stopped", reason: "no-tool-call" });
  });

  it("advises at the second identical refused call and stops at the third", () => {
    const ending = new LoopEnding({ maxSteps: 10 });
    const input = { path: "guides/missing.md" };

    expect(ending.noteRefusal("read_file", input, "no such file")).toBeUndefined();
    expect(ending.noteRefusal("read_file", { path: "other.md" }, "no such file")).toBeUndefined();
    expect(ending.noteRefusal("read_file", input, "no such file")).toMatch(
      /^You made this same call before and it failed the same way\. Find the right path with list_files or search_text.*A third identical call stops the run\.$/,
    );
    expect(ending.isOver()).toBe(false);
    expect(ending.noteRefusal("read_file", input, "no such file")).toBeUndefined();
    expect(ending.isOver()).toBe(true);
    expect(ending.afterModelCall(3, true)).toBe("end");
    expect(ending.ending()).toEqual({
      kind: "stopped",
      reason: "repeated-failure",
      message: "The agent made the same failing read_file call three times (no such file).",
    });
  });

  it("fails with the first limit a tool hit, whatever else happened in the step", async () => {
    const ending = new LoopEnding({ maxSteps: 10 });
    const first = new RunFailure("The change would touch more than 20 files");
    ending.fail(first);
    ending.fail(new RunFailure("a later one"));
    await ending.acceptFinish(report);

    expect(ending.isOver()).toBe(true);
    expect(() => ending.afterModelCall(1, true)).toThrow(first);
  });

  it("has no ending before the loop ended", () => {
    expect(() => new LoopEnding({ maxSteps: 10 }).ending()).toThrow("the loop has not ended");
  });

  it("refuses with ToolRefusal, which the SDK hands back to the model", async () => {
    const ending = new LoopEnding({ maxSteps: 10, checks: await checksWithAProblem() });
    await expect(ending.acceptFinish(report)).rejects.toBeInstanceOf(ToolRefusal);
  });
});

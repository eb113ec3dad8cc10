import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isolateNetwork } from "#testkit/github/nock-github.ts";
import { type RecordedCall, replayModel, scriptedModel } from "#testkit/model/scripted-model.ts";
import { compareCalls } from "../../eval/compare-calls.ts";
import { type EvalEnvironment, startEvalEnvironment } from "../../eval/run-task.ts";
import { allTasks } from "../../eval/tasks/all-tasks.ts";

const task = (id: string) => {
  const found = allTasks.find((t) => t.id === id);
  if (!found) throw new Error(`no task ${id}`);
  return found;
};

interface Recording {
  task: string;
  run: string;
  prompts: string[];
  calls: RecordedCall[][];
}

const recording = (name: string): Recording =>
  JSON.parse(readFileSync(new URL(`../../eval/recordings/${name}.json`, import.meta.url), "utf8"));

describe("the task suite's modes", () => {
  let environment: EvalEnvironment;

  beforeAll(async () => {
    isolateNetwork();
    environment = await startEvalEnvironment();
  }, 60_000);

  afterAll(async () => {
    await environment.close();
  });

  it("has at least 40 tasks over the five fixtures, each with a reference run and a wrong one", () => {
    expect(allTasks.length).toBeGreaterThanOrEqual(40);
    const fixtures = new Set(allTasks.map((t) => t.fixture.name));
    for (const name of ["mintlify", "mkdocs", "mdbook", "docusaurus", "monorepo"])
      expect(fixtures).toContain(name);
    // Tasks modelled on real pull requests, each on a fixture of its own.
    expect(allTasks.filter((t) => t.id.startsWith("real/")).length).toBeGreaterThanOrEqual(5);
    expect(allTasks.every((t) => t.wrong.length >= 1)).toBe(true);
    expect(new Set(allTasks.map((t) => t.id)).size).toBe(allTasks.length);
  });

  it("passes a scripted reference run and catches its wrong runs, measuring tokens and GitHub requests", async () => {
    const edit = task("mintlify/edit-passage");
    const scripted = (name: string) =>
      environment.runTask(edit, name, (_t, _r, index, calls) => {
        const run = name === "reference" ? edit.reference : edit.wrong.find((w) => w.name === name);
        return scriptedModel(run?.scripts[index] ?? [], {
          record: calls,
          tokens: "estimated",
          whenSpent: "answer",
        });
      });
    const reference = await scripted("reference");
    expect(reference.failures).toEqual([]);
    expect(reference).toMatchObject({ passed: true, heldBack: false, steps: 4 });
    expect(reference.inputTokens).toBeGreaterThan(reference.cachedInputTokens);
    expect(reference.cachedInputTokens).toBeGreaterThan(0);
    // Pin, tree, snapshot, then tree, commit, branch, pull request lookup and creation.
    expect(reference.githubRequests).toBe(10);
    for (const wrong of edit.wrong) {
      const measures = await scripted(wrong.name);
      expect(measures.passed).toBe(false);
    }
  }, 120_000);

  it("replays a recorded run and finds the model shown exactly what the recording holds", async () => {
    const recorded = recording("mkdocs__follow-up.reference");
    const measures = await environment.runTask(
      task(recorded.task),
      "reference",
      (_t, _r, index, calls) => replayModel(recorded.calls[index] ?? [], calls),
    );
    expect(measures.passed).toBe(true);
    expect(measures.calls.map((calls) => calls.length)).toEqual(
      recorded.calls.map((calls) => calls.length),
    );
    expect(compareCalls(recorded.calls, measures.calls)).toEqual([]);
  }, 120_000);

  it("shows a changed tool answer as a diff of what the model would have been shown", async () => {
    const recorded = recording("mintlify__edit-passage.reference");
    // As if the recording came from a version whose read_file answered differently.
    const altered = JSON.parse(
      JSON.stringify(recorded.calls).replace("| Team | 3000 |", "| Team | 3000 requests |"),
    ) as RecordedCall[][];
    const measures = await environment.runTask(
      task(recorded.task),
      "reference",
      (_t, _r, index, calls) => replayModel(altered[index] ?? [], calls),
    );
    const diffs = compareCalls(altered, measures.calls);
    expect(diffs).toHaveLength(1);
    expect(diffs[0]).toContain("instruction 1, call 2:");
    expect(diffs[0]).toContain("- ");
    expect(diffs[0]).toContain("| Team | 3000 |");
  }, 120_000);
});

import { existsSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { checkGolden } from "../../eval/golden-assertions.ts";
import type { Task, TaskRun } from "../../eval/task.ts";
import { allTasks } from "../../eval/tasks/all-tasks.ts";
import { realPrTasks2 } from "../../eval/tasks/real-pr-tasks-2.ts";
import { reviewedMistakes } from "../../eval/tasks/reviewed-mistakes.ts";
import { appliedScript } from "./applied-script.ts";

const realTasks = allTasks.filter((task) => task.id.startsWith("real/"));

function failures(task: Task, taskRun: TaskRun, afterRefusal = false): string[] {
  const before = new Map(task.fixture.files.map((f) => [f.path, f.content]));
  const result = {
    status: "completed",
    summary: "done",
    error: null,
    after: appliedScript(task, taskRun, afterRefusal),
    pull:
      task.golden.pullRequest === "none"
        ? undefined
        : { draft: task.golden.pullRequest === "draft", body: "", title: "t" },
  };
  return checkGolden(task.fixture, task.golden, before, result)
    .filter((a) => !a.ok)
    .map((a) => `${a.name}${a.detail ? ` (${a.detail})` : ""}`);
}

describe("tasks modelled on real pull requests", () => {
  it("are at least twenty, each with its source recorded", () => {
    expect(realTasks.length).toBeGreaterThanOrEqual(20);
    for (const task of realTasks) {
      const path = `eval/real-prs/${task.id.slice("real/".length)}/SOURCE.md`;
      expect(existsSync(path), path).toBe(true);
      const source = readFileSync(path, "utf8");
      expect(source).toMatch(/Repository: github\.com\/[\w.-]+\/[\w.-]+ \(licence: [^)]+\)/);
      expect(source).toMatch(/Base commit[^`]*`[0-9a-f]{40}`/);
    }
  });

  it("have a reference and a paraphrased reference whose change meets the oracle", () => {
    for (const task of realPrTasks2) {
      const paraphrased = task.variants?.find((v) => v.name === "reference (paraphrased)");
      expect(paraphrased, task.id).toBeDefined();
      for (const good of [task.reference, ...(task.variants ?? [])]) {
        expect(failures(task, good), `${task.id} / ${good.name}`).toEqual([]);
      }
    }
  });

  it("have wrong runs whose change the oracle fails, at least three a task", () => {
    for (const task of realPrTasks2) {
      expect(task.wrong.length, task.id).toBeGreaterThanOrEqual(3);
      for (const wrong of task.wrong) {
        expect(failures(task, wrong).length, `${task.id} / ${wrong.name}`).toBeGreaterThan(0);
      }
    }
  });
});

describe("paraphrased reference runs", () => {
  it("exist for every task of the suite", () => {
    expect(allTasks.length).toBeGreaterThanOrEqual(80);
    const without = allTasks
      .filter((task) => !task.variants?.some((v) => v.name === "reference (paraphrased)"))
      .map((task) => task.id);
    expect(without).toEqual([]);
  });
});

/** The wrong runs a task's SOURCE.md says come from review threads: run name and thread. */
function claimedInSource(task: Task): { name: string; thread: string }[] | undefined {
  const source = readFileSync(`eval/real-prs/${task.id.slice("real/".length)}/SOURCE.md`, "utf8");
  const section = source.split("## Wrong runs from review threads")[1];
  if (section === undefined) return undefined;
  return [...section.matchAll(/^- `([^`]+)`: (\S+) /gm)].map(([, name, thread]) => ({
    name: String(name),
    thread: String(thread),
  }));
}

describe("wrong runs from review threads", () => {
  it("are the runs each task's SOURCE.md claims, every claiming task having at least one", () => {
    const claiming = realTasks.filter((task) => claimedInSource(task) !== undefined);
    expect(claiming.length).toBeGreaterThanOrEqual(20);
    for (const task of realTasks) {
      const claimed = claimedInSource(task) ?? [];
      const reviewed = task.wrong
        .filter((w) => w.reviewedIn !== undefined)
        .map((w) => ({ name: w.name, thread: String(w.reviewedIn) }));
      expect(reviewed, task.id).toEqual(claimed);
      if (claimedInSource(task) !== undefined) expect(reviewed.length, task.id).toBeGreaterThan(0);
    }
  });

  it("name a public GitHub thread, what it says, and a task of the suite", () => {
    const ids = new Set(realTasks.map((task) => task.id));
    for (const mistake of reviewedMistakes) {
      expect(ids.has(mistake.task), mistake.task).toBe(true);
      expect(mistake.source.thread).toMatch(
        /^https:\/\/github\.com\/[\w.-]+\/[\w.-]+\/(pull|issues)\/\d+$/,
      );
      expect(mistake.source.gist.length, mistake.name).toBeGreaterThan(40);
    }
  });

  it("make a change the oracle fails, and still fail after their own continuation", () => {
    for (const task of realTasks) {
      for (const wrong of task.wrong.filter((w) => w.reviewedIn !== undefined)) {
        expect(wrong.afterRefusal?.flat().length, `${task.id} / ${wrong.name}`).toBeGreaterThan(0);
        expect(failures(task, wrong).length, `${task.id} / ${wrong.name}`).toBeGreaterThan(0);
        expect(
          failures(task, wrong, true).length,
          `${task.id} / ${wrong.name}, continued`,
        ).toBeGreaterThan(0);
      }
    }
  });
});

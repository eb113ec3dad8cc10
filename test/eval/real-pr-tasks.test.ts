import { existsSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { checkGolden } from "../../eval/golden-assertions.ts";
import type { Task, TaskRun } from "../../eval/task.ts";
import { allTasks } from "../../eval/tasks/all-tasks.ts";
import { realPrTasks2 } from "../../eval/tasks/real-pr-tasks-2.ts";

const realTasks = allTasks.filter((task) => task.id.startsWith("real/"));

/** The files a run's script leaves, its edits applied as the agent's tools would apply them. */
function applied(task: Task, taskRun: TaskRun): Map<string, string> {
  const files = new Map(task.fixture.files.map((f) => [f.path, f.content]));
  for (const step of taskRun.scripts.flat()) {
    for (const [tool, input] of step.calls ?? []) {
      const path = String(input.path);
      if (tool === "replace_in_file") {
        const text = files.get(path) ?? "";
        const oldText = String(input.oldText);
        expect(text.split(oldText).length - 1, `${taskRun.name}: one "${oldText}" in ${path}`).toBe(
          1,
        );
        files.set(
          path,
          text.replace(oldText, () => String(input.newText)),
        );
      } else if (tool === "write_file") files.set(path, String(input.content));
      else if (tool === "delete_file") files.delete(path);
    }
  }
  return files;
}

function failures(task: Task, taskRun: TaskRun): string[] {
  const before = new Map(task.fixture.files.map((f) => [f.path, f.content]));
  const result = {
    status: "completed",
    summary: "done",
    error: null,
    after: applied(task, taskRun),
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

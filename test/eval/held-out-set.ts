import { describe, expect, it } from "vitest";
import { checkGolden } from "../../eval/golden-assertions.ts";
import type { Task, TaskRun } from "../../eval/task.ts";
import { allTasks } from "../../eval/tasks/all-tasks.ts";
import { appliedScript } from "./applied-script.ts";

/** What the oracle finds wrong with a run's change, as if it were published as the task wants. */
function failures(task: Task, taskRun: TaskRun, afterRefusal = false): string[] {
  const before = new Map(task.fixture.files.map((f) => [f.path, f.content]));
  const asks = taskRun.scripts[0]?.some((step) => step.calls?.some(([tool]) => tool === "ask"));
  const question = taskRun.scripts[0]
    ?.flatMap((step) => step.calls ?? [])
    .find(([tool]) => tool === "ask")?.[1].question;
  const finished = taskRun.scripts[0]
    ?.flatMap((step) => step.calls ?? [])
    .filter(([tool]) => tool === "finish")
    .at(-1)?.[1] as { summary?: string; notDone?: string[] } | undefined;
  const notDone = finished?.notDone ?? [];
  const body =
    notDone.length > 0 ? `## Not done\n\n${notDone.map((n) => `- ${n}`).join("\n")}\n` : "";
  const result = {
    status: asks ? "needs_input" : "completed",
    summary: finished?.summary ?? null,
    error: null,
    after: appliedScript(task, taskRun, afterRefusal),
    pull:
      task.golden.pullRequest === "none" || asks
        ? undefined
        : { draft: task.golden.pullRequest === "draft", body, title: "t" },
    questions: [typeof question === "string" ? question : null],
  };
  return checkGolden(task.fixture, task.golden, before, result)
    .filter((a) => !a.ok)
    .map((a) => `${a.name}${a.detail ? ` (${a.detail})` : ""}`);
}

/**
 * The tests every held-out set gets: its tasks are in the suite, on three sites, at least
 * `minimum` of them; every reference and paraphrased reference meets the oracle; every wrong run
 * fails it, also after its own continuation.
 */
export function describeHeldOutSet(title: string, set: readonly Task[], minimum: number): void {
  describe(title, () => {
    const tasks = allTasks.filter((task) => set.some((t) => t.id === task.id));

    it(`has at least ${minimum} tasks on three sites, each in the suite`, () => {
      expect(tasks.length).toBe(set.length);
      expect(tasks.length).toBeGreaterThanOrEqual(minimum);
      expect(new Set(tasks.map((task) => task.fixture.name)).size).toBe(3);
    });

    it("has references and paraphrased references whose change meets the oracle", () => {
      for (const task of tasks) {
        expect(task.variants?.some((v) => v.name === "reference (paraphrased)")).toBe(true);
        for (const good of [task.reference, ...(task.variants ?? [])]) {
          expect(failures(task, good), `${task.id} / ${good.name}`).toEqual([]);
        }
      }
    });

    it("has wrong runs the oracle fails, before and after their own continuation", () => {
      for (const task of set) {
        expect(task.wrong.length, task.id).toBeGreaterThan(0);
        for (const wrong of task.wrong) {
          expect(failures(task, wrong).length, `${task.id} / ${wrong.name}`).toBeGreaterThan(0);
          if (wrong.afterRefusal)
            expect(
              failures(task, wrong, true).length,
              `${task.id} / ${wrong.name}, continued`,
            ).toBeGreaterThan(0);
        }
      }
    });
  });
}

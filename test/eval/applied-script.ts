import { expect } from "vitest";
import type { Task, TaskRun } from "../../eval/task.ts";

/**
 * The files a run's script leaves, its edits applied as the agent's tools would apply them (each
 * replaced text found exactly once, each file read present); with `afterRefusal`, its continuation
 * after a refused `finish` too.
 */
export function appliedScript(
  task: Task,
  taskRun: TaskRun,
  afterRefusal = false,
): Map<string, string> {
  const files = new Map(task.fixture.files.map((f) => [f.path, f.content]));
  const steps = [
    ...taskRun.scripts.flat(),
    ...(afterRefusal ? (taskRun.afterRefusal ?? []).flat() : []),
  ];
  for (const step of steps) {
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
      else if (tool === "read_file")
        expect(files.has(path), `${taskRun.name} reads ${path}`).toBe(true);
    }
  }
  return files;
}

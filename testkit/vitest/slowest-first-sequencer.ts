import { readFileSync } from "node:fs";
import path from "node:path";
import { BaseSequencer, type TestSpecification } from "vitest/node";

const ROOT = path.resolve(import.meta.dirname, "../..");

/** The files `test/time-budget.json` names as slower than the per-file limit, with their seconds. */
function budgetedSeconds(): Map<string, number> {
  const budget = JSON.parse(readFileSync(path.join(ROOT, "test/time-budget.json"), "utf8")) as {
    slowFiles: Record<string, { seconds: number }>;
  };
  return new Map(Object.entries(budget.slowFiles).map(([file, { seconds }]) => [file, seconds]));
}

/**
 * Starts the slowest files first, so no long file starts last and runs on alone while the other
 * workers sit idle. Vitest orders by the durations it cached from the last run on this machine,
 * and by file size when it has none (a fresh clone, CI): there the files the time budget names
 * as slow go first, longest first, and the rest keep Vitest's order.
 */
export default class SlowestFirstSequencer extends BaseSequencer {
  private readonly budgeted = budgetedSeconds();

  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const ordered = await super.sort(files);
    const seconds = (spec: TestSpecification) =>
      this.budgeted.get(path.relative(ROOT, spec.moduleId).split(path.sep).join("/")) ?? 0;
    // A stable sort: files outside the budget (0) keep the order Vitest gave them.
    return ordered
      .map((spec, index) => ({ spec, index, seconds: seconds(spec) }))
      .sort((a, b) => b.seconds - a.seconds || a.index - b.index)
      .map(({ spec }) => spec);
  }
}

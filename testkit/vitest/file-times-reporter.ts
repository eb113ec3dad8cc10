import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Reporter, TestModule } from "vitest/node";

/** One test file's time, as `scripts/check-test-times.ts` reads it. */
export interface FileTime {
  file: string;
  project: string;
  /** From the file's start to its end: importing it, its hooks and its tests. */
  seconds: number;
  tests: number;
}

const ROOT = path.resolve(import.meta.dirname, "../..");

/**
 * Writes every test file's time to `INKWELL_TEST_TIMES` (a JSON file) when the run ends, so CI can
 * hold each file and the whole suite to the budget in `test/time-budget.json`.
 */
export default class FileTimesReporter implements Reporter {
  onTestRunEnd(modules: readonly TestModule[]): void {
    const out = process.env.INKWELL_TEST_TIMES;
    if (!out) return;
    const times: FileTime[] = modules.map((module) => {
      const d = module.diagnostic();
      const ms = d.prepareDuration + d.collectDuration + d.setupDuration + d.duration;
      return {
        file: path.relative(ROOT, module.moduleId),
        project: module.project.name,
        seconds: Math.round(ms) / 1000,
        tests: [...module.children.allTests()].length,
      };
    });
    mkdirSync(path.dirname(path.resolve(out)), { recursive: true });
    writeFileSync(out, `${JSON.stringify(times, null, 1)}\n`);
  }
}

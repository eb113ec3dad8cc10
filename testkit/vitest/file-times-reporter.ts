import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Reporter, TestModule } from "vitest/node";
import { timeCalibrationWork } from "./calibration.ts";

/** One test file's time, as `scripts/check-test-times.ts` reads it. */
export interface FileTime {
  file: string;
  project: string;
  /** From the file's start to its end: importing it, its hooks and its tests. */
  seconds: number;
  tests: number;
}

/** What the reporter writes: each file's time, and how busy the machine was meanwhile. */
export interface RunTimes {
  /** From the run's start to its end. */
  wallSeconds: number;
  /**
   * Seconds of the calibration work (`calibration.ts`), timed every few seconds during the run:
   * how fast this machine was while the files ran beside each other and whatever else ran.
   */
  calibrationSamples: number[];
  files: FileTime[];
}

const ROOT = path.resolve(import.meta.dirname, "../..");
/** How often the machine's speed is sampled during a run. */
const SAMPLE_EVERY_MS = 10_000;

/**
 * Writes every test file's time to `INKWELL_TEST_TIMES` (a JSON file) when the run ends, with
 * samples of the machine's speed taken during the run, so CI can hold each file and the whole
 * suite to the budget in `test/time-budget.json` on a machine as busy as it was.
 */
export default class FileTimesReporter implements Reporter {
  private started = performance.now();
  private samples: number[] = [];
  private sampler: NodeJS.Timeout | undefined;

  onInit(): void {
    if (!process.env.INKWELL_TEST_TIMES) return;
    this.started = performance.now();
    this.samples = [timeCalibrationWork()];
    this.sampler = setInterval(() => this.samples.push(timeCalibrationWork()), SAMPLE_EVERY_MS);
    this.sampler.unref();
  }

  onTestRunEnd(modules: readonly TestModule[]): void {
    clearInterval(this.sampler);
    const out = process.env.INKWELL_TEST_TIMES;
    if (!out) return;
    const files: FileTime[] = modules.map((module) => {
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
    const times: RunTimes = {
      wallSeconds: Math.round(performance.now() - this.started) / 1000,
      calibrationSamples: this.samples.map((seconds) => Math.round(seconds * 1e4) / 1e4),
      files,
    };
    writeFileSync(out, `${JSON.stringify(times, null, 1)}\n`);
  }
}

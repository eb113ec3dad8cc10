/**
 * Holds a test run to the budget in test/time-budget.json: no file slower than the per-file limit
 * unless the budget names it (with its reason and its own ceiling), and the whole run under the
 * suite's limit. The limits are in seconds of a quiet machine the budget was measured on; a run
 * gets them scaled by how long a fixed piece of work took while it ran (the middle of the
 * reporter's samples: a slower machine, or one busy with the files running beside each other),
 * never below 1x.
 *
 *   tsx scripts/check-test-times.ts <times.json>   # the file testkit/vitest/file-times-reporter.ts wrote
 *   tsx scripts/check-test-times.ts --calibrate    # prints this machine's calibration time, quiet
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { median } from "../testkit/median.ts";
import { calibrationWork, timeCalibrationWork } from "../testkit/vitest/calibration.ts";
import type { RunTimes } from "../testkit/vitest/file-times-reporter.ts";

interface TimeBudget {
  /** Seconds of the calibration work on the machine the limits were measured on. */
  calibrationSeconds: number;
  /** The limit for a file the budget does not name. */
  fileSeconds: number;
  /** The limit for the sum of every file's time (the suite's work, whatever the parallelism). */
  suiteSeconds: number;
  /** Files allowed past `fileSeconds`: each with its own ceiling and why it needs the time. */
  slowFiles: Record<string, { seconds: number; reason: string }>;
}

const ROOT = path.resolve(import.meta.dirname, "..");
const BUDGET_FILE = path.join(ROOT, "test/time-budget.json");

/** The fastest of several runs: the least disturbed by whatever else the machine does. */
function calibrate(): number {
  calibrationWork();
  let best = Number.POSITIVE_INFINITY;
  for (let i = 0; i < 7; i++) best = Math.min(best, timeCalibrationWork());
  return best;
}

function main(): number {
  const arg = process.argv[2];
  if (arg === "--calibrate") {
    console.log(`calibration: ${calibrate().toFixed(3)} s`);
    return 0;
  }
  if (!arg) {
    console.error("usage: check-test-times <times.json> | --calibrate");
    return 2;
  }
  const budget = JSON.parse(readFileSync(BUDGET_FILE, "utf8")) as TimeBudget;
  const run = JSON.parse(readFileSync(arg, "utf8")) as RunTimes;
  const times = run.files;
  const measured = median(run.calibrationSamples);
  const scale = Math.max(1, measured / budget.calibrationSeconds);
  console.log(
    `calibration ${measured.toFixed(3)} s during the run (middle of ${run.calibrationSamples.length} samples) against ${budget.calibrationSeconds} s: limits x${scale.toFixed(2)}`,
  );

  const problems: string[] = [];
  const seen = new Set<string>();
  for (const time of [...times].sort((a, b) => b.seconds - a.seconds)) {
    const named = budget.slowFiles[time.file];
    if (named) seen.add(time.file);
    const limit = (named?.seconds ?? budget.fileSeconds) * scale;
    if (time.seconds > limit) {
      problems.push(
        named
          ? `${time.file} took ${time.seconds.toFixed(1)} s, past its ceiling of ${limit.toFixed(1)} s (${named.reason})`
          : `${time.file} took ${time.seconds.toFixed(1)} s, past ${limit.toFixed(1)} s: make it faster, or name it in test/time-budget.json with the reason`,
      );
    }
  }
  const total = times.reduce((sum, t) => sum + t.seconds, 0);
  const suiteLimit = budget.suiteSeconds * scale;
  console.log(
    `${times.length} files, ${total.toFixed(0)} s of file time (limit ${suiteLimit.toFixed(0)} s) in ${run.wallSeconds.toFixed(0)} s; slowest:`,
  );
  for (const time of [...times].sort((a, b) => b.seconds - a.seconds).slice(0, 10)) {
    console.log(`  ${time.seconds.toFixed(1).padStart(6)} s  ${time.file}`);
  }
  if (total > suiteLimit) {
    problems.push(`the suite's files took ${total.toFixed(0)} s, past ${suiteLimit.toFixed(0)} s`);
  }
  const ran = new Set(times.map((t) => t.file));
  for (const file of Object.keys(budget.slowFiles)) {
    if (!ran.has(file)) problems.push(`${file} is in test/time-budget.json but did not run`);
  }
  for (const problem of problems) console.error(`over budget: ${problem}`);
  return problems.length > 0 ? 1 : 0;
}

process.exitCode = main();

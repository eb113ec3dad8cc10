/**
 * Holds a test run to the budget in test/time-budget.json: no file slower than the per-file limit
 * unless the budget names it (with its reason and its own ceiling), and the whole run under the
 * suite's limit. The limits are for the machine the budget was measured on; a slower machine gets
 * them scaled by how long a fixed piece of work takes on it (never below 1x).
 *
 *   tsx scripts/check-test-times.ts <times.json>   # the file testkit/vitest/file-times-reporter.ts wrote
 *   tsx scripts/check-test-times.ts --calibrate    # prints this machine's calibration time
 */
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import type { FileTime } from "../testkit/vitest/file-times-reporter.ts";

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

/** A fixed mix of what tests spend CPU on: objects, JSON, sorting, strings and hashing. */
function calibrationWork(): void {
  const rows = Array.from({ length: 40_000 }, (_, i) => ({
    id: i,
    path: `/docs/${(i * 7919) % 5000}/page-${i % 97}`,
    views: (i * 31) % 1000,
  }));
  const copy = JSON.parse(JSON.stringify(rows)) as typeof rows;
  copy.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : a.views - b.views));
  const hash = createHash("sha256");
  for (const row of copy) hash.update(`${row.path}:${row.views}`);
  hash.digest("hex");
}

/** The fastest of several runs: the least disturbed by whatever else the machine does. */
function calibrate(): number {
  calibrationWork();
  let best = Number.POSITIVE_INFINITY;
  for (let i = 0; i < 7; i++) {
    const started = process.hrtime.bigint();
    calibrationWork();
    best = Math.min(best, Number(process.hrtime.bigint() - started) / 1e9);
  }
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
  const times = JSON.parse(readFileSync(arg, "utf8")) as FileTime[];
  const measured = calibrate();
  const scale = Math.max(1, measured / budget.calibrationSeconds);
  console.log(
    `calibration ${measured.toFixed(3)} s against ${budget.calibrationSeconds} s: limits x${scale.toFixed(2)}`,
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
    `${times.length} files, ${total.toFixed(0)} s of file time (limit ${suiteLimit.toFixed(0)} s); slowest:`,
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

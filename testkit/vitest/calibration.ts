import { createHash } from "node:crypto";

/** A fixed mix of what tests spend CPU on: objects, JSON, sorting, strings and hashing. */
export function calibrationWork(): void {
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

/** Seconds one run of the calibration work takes now. */
export function timeCalibrationWork(): number {
  const started = process.hrtime.bigint();
  calibrationWork();
  return Number(process.hrtime.bigint() - started) / 1e9;
}

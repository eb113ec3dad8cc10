import { readFile, writeFile } from "node:fs/promises";
import {
  describeShape,
  formatRatio,
  GUARD_SHAPE,
  measureSpeedRatios,
  renderRatioTable,
} from "./speed-ratios.ts";

/**
 * `npm run bench:guard`: Inkwell's speed ratios on a small data set (a few minutes), printed every
 * run, and a failure when one falls more than the stated margin below its floor in
 * bench/guard-floors.json. `--record` writes the ratios measured now as the new floors.
 */

interface Floors {
  /** A ratio fails below floor × (1 − margin): the run-to-run spread on a shared machine. */
  margin: number;
  floors: Record<string, number>;
}

const file = new URL("./guard-floors.json", import.meta.url);
const log = (line: string) => process.stderr.write(`[guard] ${line}\n`);

const result = await measureSpeedRatios(process.env, GUARD_SHAPE, log);
const floors = JSON.parse(await readFile(file, "utf8")) as Floors;
process.stdout.write(
  `\n${describeShape(result.shape)}\nLoad average before the run: ${result.loadBefore.toFixed(1)}\n\n`,
);
process.stdout.write(`${renderRatioTable(result)}\n\n`);

if (process.argv.includes("--record")) {
  const recorded: Floors = {
    margin: floors.margin,
    floors: Object.fromEntries(result.rows.map((r) => [r.key, Number(r.ratio.toFixed(2))])),
  };
  await writeFile(file, `${JSON.stringify(recorded, null, 2)}\n`);
  process.stdout.write(`Recorded these ratios as the floors in ${file.pathname}\n`);
} else {
  const failed: string[] = [];
  process.stdout.write(
    "| measure | ratio | floor | fails below | verdict |\n|---|---:|---:|---:|---|\n",
  );
  for (const row of result.rows) {
    const floor = floors.floors[row.key];
    if (floor === undefined) {
      process.stdout.write(`| ${row.key} | ${formatRatio(row)} | none | | not guarded |\n`);
      continue;
    }
    const limit = floor * (1 - floors.margin);
    const ok = row.ratio >= limit;
    if (!ok) failed.push(row.key);
    process.stdout.write(
      `| ${row.key} | ${formatRatio(row)} | ${formatRatio({ ratio: floor, unit: row.unit })} | ${formatRatio({ ratio: limit, unit: row.unit })} | ${ok ? "ok" : "TOO SLOW"} |\n`,
    );
  }
  for (const key of Object.keys(floors.floors)) {
    if (!result.rows.some((r) => r.key === key)) failed.push(`${key} (not measured)`);
  }
  if (failed.length > 0) {
    process.stdout.write(`\nSlower than the floors allow: ${failed.join(", ")}\n`);
    process.exitCode = 1;
  } else {
    process.stdout.write("\nEvery ratio is within its margin of its floor.\n");
  }
}

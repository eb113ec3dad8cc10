import type { RecordedCall } from "#testkit/model/scripted-model.ts";
import { lineChanges } from "./golden-assertions.ts";

const SHOWN = 160;

/** Where two versions of a line part, with some of what comes before: long tool answers are one line. */
function around(line: string, from: number): string {
  const start = Math.max(0, from - 40);
  const text = line.slice(start, start + SHOWN);
  return `${start > 0 ? "…" : ""}${text}${start + SHOWN < line.length ? "…" : ""}`;
}

/** JSON with object keys sorted: PostgreSQL's jsonb keeps no key order, so a stored call compares as written. */
function canonical(value: unknown): string {
  return JSON.stringify(
    value,
    (_key, item: unknown) =>
      item && typeof item === "object" && !Array.isArray(item)
        ? Object.fromEntries(Object.entries(item).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
        : item,
    1,
  );
}

function firstDifference(a: string, b: string): number {
  let index = 0;
  while (index < a.length && index < b.length && a[index] === b[index]) index++;
  return index;
}

/**
 * Where the model would now be shown something else than it was: per call, the lines of the
 * prompt (as indented JSON) that the recording had and this run has not, and the reverse, each
 * shown from a little before the first character where a removed and an added line part.
 */
export function compareCalls(recorded: RecordedCall[][], now: RecordedCall[][]): string[] {
  const diffs: string[] = [];
  const instructions = Math.max(recorded.length, now.length);
  for (let i = 0; i < instructions; i++) {
    const before = recorded[i] ?? [];
    const after = now[i] ?? [];
    if (before.length !== after.length) {
      diffs.push(
        `  instruction ${i + 1}: ${before.length} model calls recorded, ${after.length} now`,
      );
    }
    for (let c = 0; c < Math.min(before.length, after.length); c++) {
      const a = canonical(before[c]?.prompt);
      const b = canonical(after[c]?.prompt);
      if (a === b) continue;
      const { added, removed } = lineChanges(a, b);
      const lines = [`  instruction ${i + 1}, call ${c + 1}:`];
      for (let n = 0; n < Math.min(5, Math.max(removed.length, added.length)); n++) {
        const old = removed[n];
        const next = added[n];
        const from = old !== undefined && next !== undefined ? firstDifference(old, next) : 0;
        if (old !== undefined) lines.push(`    - ${around(old, from)}`);
        if (next !== undefined) lines.push(`    + ${around(next, from)}`);
      }
      diffs.push(lines.join("\n"));
    }
  }
  return diffs;
}

import { describe, expect, it } from "vitest";
import { seededRandom } from "#testkit/seeded-random.ts";
import { periodCoverOf } from "../../../app/analytics/clickhouse/clickhouse-reads.ts";
import { splitRange } from "../../../app/analytics/store/view-range.ts";

const DAY_MS = 86_400_000;
const dayOf = (iso: string) => Date.UTC(...isoParts(iso)) / DAY_MS;

function isoParts(iso: string): [number, number, number] {
  const [year, month, day] = iso.split("-").map(Number) as [number, number, number];
  return [year, month - 1, day];
}

/** Whether a ten-day period (the 1st, 11th, 21st) or a month (the 1st) starts on a day. */
function startsPeriod(grain: string, day: number): boolean {
  const dayOfMonth = new Date(day * DAY_MS).getUTCDate();
  return grain === "month" ? dayOfMonth === 1 : [1, 11, 21].includes(dayOfMonth);
}

/**
 * How many times a cover counts each whole day it reads (a period's row counts all its days;
 * rows taken away count -1), by day, leaving out days counted 0 times in all.
 */
function daysRead(from: Date, to: Date): Map<number, number> {
  const cover = periodCoverOf(splitRange(from, to));
  const counted = new Map<number, number>();
  const count = (day: number, sign: number) => {
    const times = (counted.get(day) ?? 0) + sign;
    if (times === 0) counted.delete(day);
    else counted.set(day, times);
  };
  const read = (grain: string, runs: Array<{ from: number; to: number }>, sign: number) => {
    for (const run of runs) {
      for (let day = run.from; day < run.to; day++) {
        if (grain === "day") {
          count(day, sign);
          continue;
        }
        if (!startsPeriod(grain, day) || !startsPeriod(grain, run.to)) {
          throw new Error(`a ${grain} run starts or ends inside a period: ${JSON.stringify(run)}`);
        }
        // The period's row: every day up to the next start of that grain.
        let end = day + 1;
        while (!startsPeriod(grain, end)) end++;
        for (let inner = day; inner < end; inner++) count(inner, sign);
        day = end - 1;
      }
    }
  };
  read("day", cover.days, 1);
  for (const [grain, runs] of Object.entries(cover.periods ?? {})) read(grain, runs, 1);
  read("day", cover.less?.days ?? [], -1);
  read("dekad", cover.less?.dekad ?? [], -1);
  read("month", cover.less?.month ?? [], -1);
  return counted;
}

/** The rows a path a cover reads: one a day, one a ten-day period or month, added or taken away. */
function rowsRead(from: Date, to: Date): number {
  const cover = periodCoverOf(splitRange(from, to));
  const days = (runs: Array<{ from: number; to: number }>) =>
    runs.reduce((sum, run) => sum + run.to - run.from, 0);
  let periods = 0;
  for (const [grain, runs] of [
    ...Object.entries(cover.periods ?? {}),
    ["dekad", cover.less?.dekad ?? []] as const,
    ["month", cover.less?.month ?? []] as const,
  ]) {
    for (const run of runs) {
      for (let day = run.from; day < run.to; day++) if (startsPeriod(grain, day)) periods++;
    }
  }
  return days(cover.days) + days(cover.less?.days ?? []) + periods;
}

describe("the page views cover of a range", () => {
  it("counts every whole day of a range once and no other day, from days, ten-day periods and months", () => {
    const random = seededRandom(36);
    const origin = Date.UTC(2025, 0, 1);
    for (let i = 0; i < 400; i++) {
      const from = new Date(origin + Math.floor(random() * 800) * DAY_MS + (i % 3) * 3_600_000);
      const to = new Date(from.getTime() + Math.floor(random() * 500) * DAY_MS);
      const parts = splitRange(from, to);
      const expected = new Map<number, number>();
      for (let day = parts.days.first; day < parts.days.end; day++) expected.set(day, 1);
      expect(daysRead(from, to)).toEqual(expected);
      // At most a month's row and, at each end, a ten-day period's and five days' ones, around
      // the whole months between.
      const months = Math.max(0, Math.ceil((parts.days.end - parts.days.first) / 28) + 1);
      expect(rowsRead(from, to)).toBeLessThanOrEqual(months + 2 * 9);
    }
  });

  it("takes a period less its few days outside the range rather than its many days inside", () => {
    // 2025-11-20 to 2026-11-20: the 20th alone, 21-30 November, December to October, 1-10
    // November, then 11-20 November less the 20th.
    const cover = periodCoverOf(
      splitRange(new Date("2025-11-20T00:00:00Z"), new Date("2026-11-20T00:00:00Z")),
    );
    expect(cover.periods?.month).toEqual([{ from: dayOf("2025-12-01"), to: dayOf("2026-11-01") }]);
    expect(cover.periods?.dekad).toEqual([
      { from: dayOf("2025-11-21"), to: dayOf("2025-12-01") },
      { from: dayOf("2026-11-01"), to: dayOf("2026-11-21") },
    ]);
    expect(cover.days).toEqual([{ from: dayOf("2025-11-20"), to: dayOf("2025-11-21") }]);
    expect(cover.less).toEqual({
      days: [{ from: dayOf("2026-11-20"), to: dayOf("2026-11-21") }],
      dekad: [],
      month: [],
    });
    // Thirty days across a month's end: 21-31 October, 1-20 November less the 20th.
    const month = periodCoverOf(
      splitRange(new Date("2026-10-21T00:00:00Z"), new Date("2026-11-20T00:00:00Z")),
    );
    expect(month.periods).toEqual({
      dekad: [{ from: dayOf("2026-10-21"), to: dayOf("2026-11-21") }],
      month: [],
    });
    expect(month.days).toEqual([]);
    expect(month.less?.days).toEqual([{ from: dayOf("2026-11-20"), to: dayOf("2026-11-21") }]);
    // Most of a month: the month less its first days; a few days: the days themselves.
    const most = periodCoverOf(
      splitRange(new Date("2026-03-04T00:00:00Z"), new Date("2026-04-01T00:00:00Z")),
    );
    expect(most.periods?.month).toEqual([{ from: dayOf("2026-03-01"), to: dayOf("2026-04-01") }]);
    expect(most.less?.days).toEqual([{ from: dayOf("2026-03-01"), to: dayOf("2026-03-04") }]);
    const few = periodCoverOf(
      splitRange(new Date("2026-03-04T00:00:00Z"), new Date("2026-03-07T00:00:00Z")),
    );
    expect(few.days).toEqual([{ from: dayOf("2026-03-04"), to: dayOf("2026-03-07") }]);
    expect(few.periods).toEqual({ dekad: [], month: [] });
    expect(few.less).toEqual({ days: [], dekad: [], month: [] });
    // February's last period is 21 to 28 (29 in a leap year).
    const february = periodCoverOf(
      splitRange(new Date("2028-02-21T00:00:00Z"), new Date("2028-03-01T00:00:00Z")),
    );
    expect(february.periods?.dekad).toEqual([
      { from: dayOf("2028-02-21"), to: dayOf("2028-03-01") },
    ]);
    expect(february.days).toEqual([]);
  });
});

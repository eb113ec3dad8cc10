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

/** Each whole day a cover reads, once per row it is read from (a period's row counts all its days). */
function daysRead(from: Date, to: Date): number[] {
  const cover = periodCoverOf(splitRange(from, to));
  const days: number[] = [];
  for (const run of cover.days) for (let day = run.from; day < run.to; day++) days.push(day);
  const periods = cover.periods ?? { dekad: [], month: [] };
  for (const [grain, runs] of Object.entries(periods)) {
    for (const run of runs) {
      for (let day = run.from; day < run.to; day++) {
        if (!startsPeriod(grain, day) || !startsPeriod(grain, run.to)) {
          throw new Error(`a ${grain} run starts or ends inside a period: ${JSON.stringify(run)}`);
        }
        // The period's row: every day up to the next start of that grain.
        let end = day + 1;
        while (!startsPeriod(grain, end)) end++;
        for (let inner = day; inner < end; inner++) days.push(inner);
        day = end - 1;
      }
    }
  }
  return days.sort((a, b) => a - b);
}

describe("the page views cover of a range", () => {
  it("reads every whole day of a range once, from days, ten-day periods and months", () => {
    const random = seededRandom(36);
    const origin = Date.UTC(2025, 0, 1);
    for (let i = 0; i < 400; i++) {
      const from = new Date(origin + Math.floor(random() * 800) * DAY_MS + (i % 3) * 3_600_000);
      const to = new Date(from.getTime() + Math.floor(random() * 500) * DAY_MS);
      const parts = splitRange(from, to);
      const expected: number[] = [];
      for (let day = parts.days.first; day < parts.days.end; day++) expected.push(day);
      expect(daysRead(from, to)).toEqual(expected);
    }
  });

  it("takes whole months and the ten-day periods at the ends, leaving at most 18 single days", () => {
    // 2025-11-20 to 2026-11-20: the 20th alone, 21-30 November, December to October, 1-10
    // November, then 11-19 November day by day.
    const cover = periodCoverOf(
      splitRange(new Date("2025-11-20T00:00:00Z"), new Date("2026-11-20T00:00:00Z")),
    );
    expect(cover.periods?.month).toEqual([{ from: dayOf("2025-12-01"), to: dayOf("2026-11-01") }]);
    expect(cover.periods?.dekad).toEqual([
      { from: dayOf("2025-11-21"), to: dayOf("2025-12-01") },
      { from: dayOf("2026-11-01"), to: dayOf("2026-11-11") },
    ]);
    expect(cover.days).toEqual([
      { from: dayOf("2025-11-20"), to: dayOf("2025-11-21") },
      { from: dayOf("2026-11-11"), to: dayOf("2026-11-20") },
    ]);
    // Thirty days across a month's end: two ten-day periods and the days after them.
    const month = periodCoverOf(
      splitRange(new Date("2026-10-21T00:00:00Z"), new Date("2026-11-20T00:00:00Z")),
    );
    expect(month.periods).toEqual({
      dekad: [{ from: dayOf("2026-10-21"), to: dayOf("2026-11-11") }],
      month: [],
    });
    expect(month.days).toEqual([{ from: dayOf("2026-11-11"), to: dayOf("2026-11-20") }]);
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

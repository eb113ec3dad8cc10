import { describe, expect, it } from "vitest";
import { parseAnalyticsRange } from "../../app/dashboard/analytics-range.ts";
import { niceCeiling } from "../../app/dashboard/views/views-chart.tsx";

const now = new Date("2026-11-20T12:34:00Z");

describe("the analytics page's range", () => {
  it("ends the last 24 hours with the current hour, counted by the hour", () => {
    const range = parseAnalyticsRange({ range: "24h" }, now);
    expect(range.from.toISOString()).toBe("2026-11-19T13:00:00.000Z");
    expect(range.to.toISOString()).toBe("2026-11-20T13:00:00.000Z");
    expect(range.interval).toBe("hour");
  });

  it("ends day presets with today, by the day up to 90 days and by the week beyond", () => {
    const week = parseAnalyticsRange({ range: "7d" }, now);
    expect([week.from.toISOString(), week.to.toISOString()]).toEqual([
      "2026-11-14T00:00:00.000Z",
      "2026-11-21T00:00:00.000Z",
    ]);
    expect([week.firstDay, week.lastDay, week.interval]).toEqual([
      "2026-11-14",
      "2026-11-20",
      "day",
    ]);
    expect(parseAnalyticsRange({ range: "90d" }, now).interval).toBe("day");
    expect(parseAnalyticsRange({ range: "365d" }, now).interval).toBe("week");
    expect(parseAnalyticsRange({}, now).preset).toBe("30d");
  });

  it("takes two days, both included, and keeps them in the query", () => {
    const range = parseAnalyticsRange({ from: "2026-11-01", to: "2026-11-01" }, now);
    expect(range.to.toISOString()).toBe("2026-11-02T00:00:00.000Z");
    expect(range.interval).toBe("hour");
    expect(range.query.toString()).toBe("from=2026-11-01&to=2026-11-01");
  });
});

describe("the chart's scale", () => {
  it.each([
    [0, 1],
    [1, 1],
    [7, 10],
    [120, 200],
    [250, 500],
    [501, 1000],
    [1000, 1000],
  ])("tops %d at %d", (value, top) => {
    expect(niceCeiling(value)).toBe(top);
  });
});

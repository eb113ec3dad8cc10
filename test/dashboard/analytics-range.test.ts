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

describe("the analytics page's range in the project's time zone", () => {
  const iso = (range: { from: Date; to: Date }) => [
    range.from.toISOString(),
    range.to.toISOString(),
  ];

  it("cuts day presets at local midnight, a 23-hour day included when clocks go forward", () => {
    // 2026-03-10, 12:00 in New York (EDT since the 8th, whose day lasted 23 hours).
    const range = parseAnalyticsRange(
      { range: "7d" },
      new Date("2026-03-10T16:00:00Z"),
      "America/New_York",
    );
    expect(iso(range)).toEqual(["2026-03-04T05:00:00.000Z", "2026-03-11T04:00:00.000Z"]);
    expect(range.to.getTime() - range.from.getTime()).toBe((7 * 24 - 1) * 3_600_000);
    expect([range.firstDay, range.lastDay]).toEqual(["2026-03-04", "2026-03-10"]);
    expect(range.label).toBe("Last 7 days (2026-03-04 to 2026-03-10, America/New_York)");
    expect(iso(range.previous)).toEqual(["2026-02-25T05:00:00.000Z", "2026-03-04T05:00:00.000Z"]);
    expect(range.previous.label).toBe("previous 7 days");
  });

  it.each([
    ["Asia/Kolkata", "2026-11-19T18:30:00.000Z", "2026-11-20T18:30:00.000Z"],
    ["Asia/Kathmandu", "2026-11-19T18:15:00.000Z", "2026-11-20T18:15:00.000Z"],
  ])("takes local days in %s, whose midnight is on a quarter hour", (zone, from, to) => {
    const range = parseAnalyticsRange({ from: "2026-11-20", to: "2026-11-20" }, now, zone);
    expect(iso(range)).toEqual([from, to]);
    expect(range.interval).toBe("hour");
    expect(range.previous.to.toISOString()).toBe(from);
    expect(range.previous.label).toBe("previous day");
  });

  it("ends the last 24 hours with the current local hour, and compares with the 24 before", () => {
    // 12:34Z is 18:19 in Kathmandu: its hour ends at 19:00 there, 13:15Z.
    const range = parseAnalyticsRange({ range: "24h" }, now, "Asia/Kathmandu");
    expect(iso(range)).toEqual(["2026-11-19T13:15:00.000Z", "2026-11-20T13:15:00.000Z"]);
    expect(iso(range.previous)).toEqual(["2026-11-18T13:15:00.000Z", "2026-11-19T13:15:00.000Z"]);
  });

  it("compares a custom range with as many days before it", () => {
    const range = parseAnalyticsRange({ from: "2026-11-01", to: "2026-11-10" }, now);
    expect(iso(range.previous)).toEqual(["2026-10-22T00:00:00.000Z", "2026-11-01T00:00:00.000Z"]);
    expect(range.previous.label).toBe("previous 10 days");
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

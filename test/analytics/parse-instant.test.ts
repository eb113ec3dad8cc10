import { describe, expect, it } from "vitest";
import { parseInstant, statesOffset } from "../../app/analytics/parse-instant.ts";

describe("parseInstant", () => {
  it.each([
    ["2025-03-01", "2025-03-01T00:00:00.000Z"],
    ["2025-03-01T10:15", "2025-03-01T10:15:00.000Z"],
    ["2025-03-01T10:15:30", "2025-03-01T10:15:30.000Z"],
    ["2025-03-01T10:15:30.250Z", "2025-03-01T10:15:30.250Z"],
    ["2025-03-01T00:00:00+05:30", "2025-02-28T18:30:00.000Z"],
    ["2025-03-01T00:00:00+05:45", "2025-02-28T18:15:00.000Z"],
    ["2025-03-01T00:00-0800", "2025-03-01T08:00:00.000Z"],
    ["2024-02-29T23:59:59z", "2024-02-29T23:59:59.000Z"],
    ["2025-03-01T00:00:00 05:30", "2025-02-28T18:30:00.000Z"],
  ])("reads %s as %s", (text, iso) => {
    expect(parseInstant(text)?.toISOString()).toBe(iso);
  });

  it.each([
    "yesterday",
    "2025-13-01",
    "2025-02-30",
    "2023-02-29",
    "2025-03-01T24:00",
    "2025-03-01T10:60",
    "2025-3-1",
    "2025-03-01T10:15+25:00",
    "1741000000",
    "",
  ])("refuses %j", (text) => {
    expect(parseInstant(text)).toBeUndefined();
  });
});

describe("statesOffset", () => {
  it.each([
    ["2025-03-01T10:15:30Z", true],
    ["2025-03-01T10:15:30.250z", true],
    ["2025-03-01T00:00:00+05:30", true],
    ["2025-03-01T00:00-0800", true],
    ["2025-03-01T10:15:30", false],
    ["2025-03-01T10:15", false],
    ["2025-03-01", false],
    ["yesterday", false],
  ])("says %s states an offset: %s", (text, expected) => {
    expect(statesOffset(text)).toBe(expected);
  });
});

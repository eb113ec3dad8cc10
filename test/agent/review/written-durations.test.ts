import { describe, expect, it } from "vitest";
import {
  correctedDuration,
  durationOf,
  durationsIn,
  givesDuration,
} from "../../../app/agent/review/written-durations.ts";

describe("durations in their written forms", () => {
  it("reads a duration however it is written", () => {
    expect(["30s", "30 s", "30 seconds", '"30s"', "30sec", "0.5 minutes"].map(durationOf)).toEqual([
      30_000, 30_000, 30_000, 30_000, 30_000, 30_000,
    ]);
    expect(["30", "30 requests", "v30s"].map(durationOf)).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
  });

  it("lends a clause's unit to its bare numbers, not to a number with a noun of its own", () => {
    expect([...durationsIn("Now every 30 seconds by default, not 60.")]).toEqual([30_000, 60_000]);
    expect([...durationsIn("From 10 to 30 seconds; 60 requests at most.")]).toEqual([
      30_000, 10_000,
    ]);
  });

  it("finds a duration given in another form than the value's", () => {
    expect(givesDuration("The timeout goes from 10s to 30s.", "10 seconds")).toBe(true);
    expect(givesDuration("The timeout goes from 10s to 30s.", "20 seconds")).toBe(false);
  });
});

describe("a unit the instruction corrects", () => {
  it("reads a duration in the unit the instruction says is wrong as the same number in the right one", () => {
    const told = "`max_backoff` is in seconds, not milliseconds. Fix the docs.";
    expect(correctedDuration(told, "30 milliseconds")).toBe(30_000);
    expect(correctedDuration(told, "30ms")).toBe(30_000);
    expect(correctedDuration(told, "30 seconds")).toBeUndefined();
    expect(correctedDuration("Set it to 30 seconds.", "30 milliseconds")).toBeUndefined();
  });
});

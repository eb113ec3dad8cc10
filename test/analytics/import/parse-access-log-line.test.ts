import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  parseAccessLogLine,
  parseTimeLocal,
} from "../../../app/analytics/import/parse-access-log-line.ts";

const NOW = new Date("2026-11-22T00:00:00Z");
const lines = readFileSync(
  new URL("../../../testkit/fixtures/access-logs/access.log", import.meta.url),
  "utf8",
).split("\n");
const line = (n: number) => lines[n - 1] as string;

describe("parseAccessLogLine", () => {
  it("reads a combined-format page view", () => {
    expect(parseAccessLogLine(line(1), NOW)).toEqual({
      ok: true,
      event: {
        path: "/docs/install",
        userAgent:
          "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
        timestamp: new Date("2026-11-21T08:00:01Z"),
        referrer: "google.com",
      },
    });
  });

  it("keeps only the referrer's host, and none for '-' or an app's referrer", () => {
    const at = "[21/Nov/2026:08:00:01 +0000]";
    const ua = "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0";
    const parse = (referer: string) => {
      const parsed = parseAccessLogLine(
        `192.0.2.1 - - ${at} "GET /docs HTTP/1.1" 200 10 "${referer}" "${ua}"`,
        NOW,
      );
      return parsed.ok ? (parsed.event.referrer ?? null) : parsed.reason;
    };
    expect(parse("https://chatgpt.com/c/abc?q=private")).toBe("chatgpt.com");
    expect(parse("https://WWW.Perplexity.ai:443/search")).toBe("perplexity.ai");
    expect(parse("-")).toBeNull();
    expect(parse("android-app://com.slack/")).toBeNull();
    expect(parse("not a url at all")).toBeNull();
  });

  it("honours the offset of the local time", () => {
    const parsed = parseAccessLogLine(line(3), NOW);
    expect(parsed.ok && parsed.event.timestamp.toISOString()).toBe("2026-11-21T08:00:12.000Z");
  });

  it("keeps the query for normalisation later, and reads 304s and extra trailing fields", () => {
    const api = parseAccessLogLine(line(4), NOW);
    expect(api.ok && api.event.path).toBe("/docs/api?version=2");
    const notModified = parseAccessLogLine(line(8), NOW);
    expect(notModified.ok && notModified.event.path).toBe("/docs/");
  });

  it("unescapes nginx \\x22 sequences and reads '-' as no user agent", () => {
    const quoted = parseAccessLogLine(line(12), NOW);
    expect(quoted.ok && quoted.event.userAgent).toBe(
      'Mozilla/5.0 "quoted" (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
    );
    const none = parseAccessLogLine(line(13), NOW);
    expect(none.ok && none.event.userAgent).toBe("");
  });

  it.each([
    [2, "asset"],
    [6, "not_get"],
    [7, "not_success"],
    [9, "malformed"],
    [10, "bad_timestamp"],
    [11, "malformed"],
    [14, "malformed"],
  ])("skips line %i as %s", (n, reason) => {
    expect(parseAccessLogLine(line(n), NOW)).toEqual({ ok: false, reason });
  });

  it("skips lines from the future", () => {
    expect(parseAccessLogLine(line(1), new Date("2026-11-20T00:00:00Z"))).toEqual({
      ok: false,
      reason: "future_timestamp",
    });
  });
});

describe("parseTimeLocal", () => {
  it("reads the Apache example", () => {
    expect(parseTimeLocal("10/Oct/2000:13:55:36 -0700")?.toISOString()).toBe(
      "2000-10-10T20:55:36.000Z",
    );
  });
  it("refuses unknown months and impossible days", () => {
    expect(parseTimeLocal("10/Foo/2000:13:55:36 -0700")).toBeUndefined();
    expect(parseTimeLocal("30/Feb/2001:13:55:36 +0000")).toBeUndefined();
  });
});

import { describe, expect, it } from "vitest";
import {
  parseTabSeparated,
  TabSeparatedWriter,
} from "../../../app/analytics/clickhouse/insert-tab-separated.ts";

describe("TabSeparatedWriter", () => {
  it("writes one line per row, its fields separated by tabs", () => {
    const writer = new TabSeparatedWriter(4);
    writer.number(7).text("/docs").digit(1).endRow();
    writer.number(1_234_567_890_123).text("").digit(0).endRow();
    writer.number(-42).number(0).endRow();
    expect(writer.lines().toString("utf8")).toBe("7\t/docs\t1\n1234567890123\t\t0\n-42\t0\n");
  });

  it("escapes backslashes, tabs, line breaks and NUL, and writes other text as UTF-8", () => {
    const writer = new TabSeparatedWriter();
    writer.text("a\\b\tc\nd\re\u0000f").text("café\t文書 😀").endRow();
    expect(writer.lines().toString("utf8")).toBe("a\\\\b\\tc\\nd\\re\\0f\tcafé\\t文書 😀\n");
  });

  it("writes a lone surrogate as the replacement character", () => {
    const writer = new TabSeparatedWriter();
    writer.text("x\uD800y").endRow();
    expect(writer.lines().toString("utf8")).toBe("x\uFFFDy\n");
  });

  it("writes instants as UTC date and time to the millisecond, across days", () => {
    const writer = new TabSeparatedWriter();
    for (const at of [
      "2026-11-19T23:59:59.999Z",
      "2026-11-20T00:00:00.000Z",
      "2026-11-20T09:05:07.060Z",
      "1970-01-01T00:00:00.001Z",
    ]) {
      writer.dateTime(Date.parse(at)).endRow();
    }
    expect(writer.lines().toString("utf8").split("\n")).toEqual([
      "2026-11-19 23:59:59.999",
      "2026-11-20 00:00:00.000",
      "2026-11-20 09:05:07.060",
      "1970-01-01 00:00:00.001",
      "",
    ]);
  });
});

describe("parseTabSeparated", () => {
  it("reads rows of unescaped fields, and the totals row after an empty line", () => {
    expect(parseTabSeparated("/a\\tb\t3\n/c\\\\d\\n\t1\n\n\t4\n")).toEqual({
      rows: [
        ["/a\tb", "3"],
        ["/c\\d\n", "1"],
      ],
      totals: ["", "4"],
    });
  });

  it("reads the totals of an answer with no rows, and no totals where there are none", () => {
    expect(parseTabSeparated("\n\t0\n")).toEqual({ rows: [], totals: ["", "0"] });
    expect(parseTabSeparated("/a\t1\n")).toEqual({ rows: [["/a", "1"]], totals: undefined });
    expect(parseTabSeparated("")).toEqual({ rows: [], totals: undefined });
  });
});

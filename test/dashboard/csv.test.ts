import { describe, expect, it } from "vitest";
import { csvField, toCsv } from "../../app/dashboard/csv.ts";

describe("CSV export", () => {
  it("quotes fields with commas, quotes and line breaks", () => {
    expect(csvField('/a,"b"\nc')).toBe('"/a,""b""\nc"');
    expect(csvField("/plain")).toBe("/plain");
    expect(csvField(12)).toBe("12");
  });

  it("never lets a spreadsheet run a field as a formula", () => {
    for (const value of ["=HYPERLINK(1)", "+1", "-1", "@SUM(A1)", "\tx"]) {
      expect(csvField(value).replace(/^"/, "").startsWith("'")).toBe(true);
    }
  });

  it("ends every line with CRLF", () => {
    expect(toCsv(["a", "b"], [["x", 1]])).toBe("a,b\r\nx,1\r\n");
  });
});

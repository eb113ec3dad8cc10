import { describe, expect, it } from "vitest";
import { parseIntArray } from "../../../app/analytics/store/sql-arrays.ts";

describe("parseIntArray", () => {
  it("reads an empty array", () => {
    expect(parseIntArray("{}")).toEqual([]);
  });

  it("reads the integers of an array as PostgreSQL writes it", () => {
    expect(parseIntArray("{7}")).toEqual([7]);
    expect(parseIntArray("{1,-2,2147483647}")).toEqual([1, -2, 2147483647]);
  });
});

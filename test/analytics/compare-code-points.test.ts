import { describe, expect, it } from "vitest";
import { compareCodePoints } from "../../app/analytics/compare-code-points.ts";

describe("compareCodePoints", () => {
  it("sorts by code point as PostgreSQL's C collation does, past U+FFFF too", () => {
    // UTF-16 puts the surrogate pair of U+1F600 before U+FF5E; code points put it after.
    const paths = ["/😀", "/～", "/b", "/B", "/a"];
    expect([...paths].sort(compareCodePoints)).toEqual(["/B", "/a", "/b", "/～", "/😀"]);
    expect(compareCodePoints("/a", "/a")).toBe(0);
  });
});

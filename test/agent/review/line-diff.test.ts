import { describe, expect, it } from "vitest";
import {
  oneTokenReplaced,
  rewrittenLinePairs,
  rewrittenPlaces,
} from "../../../app/agent/review/line-diff.ts";

describe("the places a change rewrote", () => {
  const before = "# Deploy\n\nRun `acme deploy`.\nThen wait.\n\nKeep\nthese\n";
  const after =
    "# Deploy\n\nRun `acme deploy --prod`.\nThen wait a minute.\n\nKeep\nthese\nAnd this.\n";

  it("groups the lines removed and added between kept lines, and leaves pure additions out", () => {
    expect(rewrittenPlaces(before, after)).toEqual([
      {
        removed: ["Run `acme deploy`.", "Then wait."],
        added: ["Run `acme deploy --prod`.", "Then wait a minute."],
      },
    ]);
  });

  it("pairs lines only where a place removed as many as it added", () => {
    expect(rewrittenLinePairs(before, after)).toEqual([
      ["Run `acme deploy`.", "Run `acme deploy --prod`."],
      ["Then wait.", "Then wait a minute."],
    ]);
    expect(rewrittenLinePairs("a\nb\nc\n", "a\nx\ny\nz\nc\n")).toEqual([]);
  });

  it("names the one token replaced, and nothing when none or several are", () => {
    expect(oneTokenReplaced(["COPY", "a", "b"], ["ADD", "a", "b"])).toEqual(["COPY", "ADD"]);
    expect(oneTokenReplaced(["a", "b"], ["a", "b"])).toBeUndefined();
    expect(oneTokenReplaced(["a", "b"], ["x", "y"])).toBeUndefined();
    expect(oneTokenReplaced(["a", "b"], ["a", "b", "c"])).toBeUndefined();
  });
});

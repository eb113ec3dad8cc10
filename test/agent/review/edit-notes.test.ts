import { describe, expect, it } from "vitest";
import type { FileChange } from "../../../app/agent/review/change-diff.ts";
import { findEditNotes, renderEditNotes } from "../../../app/agent/review/edit-notes.ts";

const page = (before: string, after: string): FileChange[] => [
  { path: "docs/limits.md", change: "modified", before, after } as FileChange,
];
describe("remarks on the edit written into the page", () => {
  const limits = "# Limits\n\n| Plan | Requests |\n| --- | --- |\n| Team | 3000 |\n";

  it("names a remark on the edit beside a value or in a sentence", () => {
    expect(
      findEditNotes(page(limits, limits.replace("| 3000 |", "| 5000 (updated) |")), "docs"),
    ).toEqual(['limits.md:5: "(updated)" remarks on the edit, not on what the page documents']);
    expect(
      findEditNotes(
        page("Press `S` to search.\n", "Press `/` to search (earlier versions used `S`).\n"),
        "docs",
      ),
    ).toEqual([
      'limits.md:1: "(earlier versions used `S`)" remarks on the edit, not on what the page documents',
    ]);
  });

  it("leaves a remark the page already held, and parentheses that document", () => {
    const held = "Defaults to `false` (previously `true` before 2.0).\n";
    expect(findEditNotes(page(held, held.replace("`false`", "`off`")), "docs")).toEqual([]);
    expect(
      findEditNotes(page(limits, limits.replace("| 3000 |", "| 5000 (per minute) |")), "docs"),
    ).toEqual([]);
  });

  it("renders nothing when there is nothing to say", () => {
    expect(renderEditNotes([])).toBe("");
    expect(renderEditNotes(["a"])).toContain("- a");
  });
});

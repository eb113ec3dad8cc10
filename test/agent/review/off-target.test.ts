import { describe, expect, it } from "vitest";
import type { FileChange } from "../../../app/agent/review/change-diff.ts";
import { findOffTargetEdits } from "../../../app/agent/review/off-target.ts";

const page = (before: string, after: string): FileChange[] => [
  { path: "docs/limits.md", change: "modified", before, after } as FileChange,
];
const table = "# Limits\n\n| Plan | Requests |\n| --- | --- |\n| Free | 600 |\n| Team | 3000 |\n";
const settings =
  "# Settings\n\n## dedupePeers\n\nDefault: **true**\n\n## optimisticRepeatInstall\n\nDefault: **true**\n";

describe("edits that land beside what the instruction names", () => {
  it("names an edit to another table row than the one the instruction names", () => {
    expect(
      findOffTargetEdits(
        page(table, table.replace("| 600 |", "| 5000 |")),
        "docs",
        "Raise the Team plan to 5000.",
      ),
    ).toEqual([
      'limits.md: the change edits the table row "free", while the instruction names "team"',
    ]);
  });

  it("names an edit to another section than the one the instruction names", () => {
    const after = settings.replace(
      "## dedupePeers\n\nDefault: **true**",
      "## dedupePeers\n\nDefault: **false**",
    );
    expect(
      findOffTargetEdits(
        page(settings, after),
        "docs",
        "optimisticRepeatInstall now defaults to false",
      ),
    ).toEqual([
      'limits.md: the change edits the section "dedupepeers", while the instruction names "optimisticrepeatinstall"',
    ]);
  });

  it("says nothing when the edit is where the instruction points, or when it names no row or section", () => {
    expect(
      findOffTargetEdits(
        page(table, table.replace("| 3000 |", "| 5000 |")),
        "docs",
        "Raise the Team plan to 5000.",
      ),
    ).toEqual([]);
    expect(
      findOffTargetEdits(
        page(table, table.replace("| 600 |", "| 700 |")),
        "docs",
        "Fix the limits.",
      ),
    ).toEqual([]);
  });

  it("names the rows and sections edited beside the one the instruction names", () => {
    expect(
      findOffTargetEdits(
        page(table, table.replace("| 600 |", "| 5000 |").replace("| 3000 |", "| 600 |")),
        "docs",
        "Raise the Team plan to 5000.",
      ),
    ).toEqual([
      'limits.md: besides the table row the instruction names, the change also edits "free", which it does not name',
    ]);
    expect(
      findOffTargetEdits(
        page(settings, settings.replaceAll("Default: **true**", "Default: **false**")),
        "docs",
        "optimisticRepeatInstall now defaults to false",
      ),
    ).toEqual([
      'limits.md: besides the section the instruction names, the change also edits "dedupepeers", which it does not name',
    ]);
  });
});

import { describe, expect, it } from "vitest";
import type { FileChange } from "../../../app/agent/review/change-diff.ts";
import { findSupersededContent } from "../../../app/agent/review/superseded-content.ts";

const scaling = "# Scaling\n\n| Workers | Memory |\n| --- | --- |\n| 8 | 8 GB |\n";
const withNote = `${scaling}\n!!! note\n    More than 8 workers need 16 GB of memory.\n`;
const tip = "If the server does not start, check that the data folder is writable.";
const upgrading = "# Upgrading\n\n1. Stop the server.\n2. Restart the server.\n";

describe("what a follow-up writes again while an earlier run's version stays", () => {
  it("names an earlier run's note kept beside a table row stating the same figures", () => {
    const changes = [
      {
        path: "docs/guides/scaling.md",
        change: "modified",
        before: withNote,
        after: withNote.replace("| 8 | 8 GB |\n", "| 8 | 8 GB |\n| More than 8 | 16 GB |\n"),
      } as FileChange,
    ];
    expect(
      findSupersededContent(
        [{ path: "docs/guides/scaling.md", atFork: scaling, atStart: withNote }],
        changes,
        "docs",
      ),
    ).toEqual([
      'guides/scaling.md:9: an earlier run of this pull request wrote "More than 8 workers need 16 GB of memory.", which stays, and this run writes the same in guides/scaling.md ("| More than 8 | 16 GB |")',
    ]);
  });

  it("names a page an earlier run added whose sentence this run writes into another page", () => {
    const changes = [
      {
        path: "docs/guides/upgrading.md",
        change: "modified",
        before: upgrading,
        after: `${upgrading}\n${tip}\n`,
      } as FileChange,
    ];
    expect(
      findSupersededContent(
        [
          {
            path: "docs/guides/troubleshooting.md",
            atFork: undefined,
            atStart: `# Troubleshooting\n\n${tip}\n`,
          },
        ],
        changes,
        "docs",
      ),
    ).toEqual([
      `guides/troubleshooting.md:3: an earlier run of this pull request wrote "${tip}", which stays, and this run writes the same in guides/upgrading.md ("${tip}")`,
    ]);
  });

  it("passes a follow-up that removes or moves what the earlier run wrote", () => {
    const replaced = [
      {
        path: "docs/guides/scaling.md",
        change: "modified",
        before: withNote,
        after: `${scaling.replace("| 8 | 8 GB |\n", "| 8 | 8 GB |\n| More than 8 | 16 GB |\n")}`,
      } as FileChange,
    ];
    const earlier = [{ path: "docs/guides/scaling.md", atFork: scaling, atStart: withNote }];
    expect(findSupersededContent(earlier, replaced, "docs")).toEqual([]);
    const moved = [
      {
        path: "docs/guides/scaling.md",
        change: "modified",
        before: withNote,
        after: `# Scaling\n\n!!! note\n    More than 8 workers need 16 GB of memory.\n\n| Workers | Memory |\n| --- | --- |\n| 8 | 8 GB |\n`,
      } as FileChange,
    ];
    expect(findSupersededContent(earlier, moved, "docs")).toEqual([]);
  });

  it("leaves lines that were there before the pull request", () => {
    const changes = [
      {
        path: "docs/guides/upgrading.md",
        change: "modified",
        before: `${upgrading}\n${tip}\n`,
        after: `${upgrading}\n${tip}\n\nSee also: ${tip}\n`,
      } as FileChange,
    ];
    expect(
      findSupersededContent(
        [
          {
            path: "docs/guides/upgrading.md",
            atFork: `${upgrading}\n${tip}\n`,
            atStart: `${upgrading}\n${tip}\n`,
          },
        ],
        changes,
        "docs",
      ),
    ).toEqual([]);
  });
});

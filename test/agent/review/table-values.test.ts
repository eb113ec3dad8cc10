import { describe, expect, it } from "vitest";
import { allFiles, fixtureFile } from "#testkit/docs-sites/docs-repository.ts";
import { fixtureWorkingTree } from "#testkit/model/fixture-working-tree.ts";
import { type FileChange, readFileChanges } from "../../../app/agent/review/change-diff.ts";
import { collectReviewerNotes } from "../../../app/agent/review/reviewer-notes.ts";
import { unsourcedCellFigures } from "../../../app/agent/review/table-values.ts";

const limits =
  "# Rate limits\n\n| Plan | Requests per second | Requests per day |\n|---|---|---|\n| Free | 10 | 2,500 |\n| Growth | 50 | 100,000 |\n";
const page = (after: string): FileChange[] => [
  { path: "docs/limits.md", change: "modified", before: limits, after } as FileChange,
];
const texts = [{ path: "docs/limits.md", text: limits }];

describe("figures a change writes into table cells", () => {
  it("names a figure the instruction does not give and no file states beside the row's name", () => {
    expect(
      unsourcedCellFigures(
        page(limits.replace("| Free | 10 |", "| Free | 5 |")),
        texts,
        "The Free plan's rate limit went down. Update the rate limits page.",
      ),
    ).toEqual(["Requests per second of Free: 5"]);
  });

  it("takes a figure the instruction gives, with or without separators, as sourced", () => {
    const lowered = page(limits.replace("| 2,500 |", "| 1,000 |").replace("| 10 |", "| 5 |"));
    expect(
      unsourcedCellFigures(lowered, texts, "The Free plan now allows 5 a second and 1000 a day."),
    ).toEqual([]);
  });

  it("takes a figure a file states beside the row's name as sourced, not one elsewhere", () => {
    const lowered = page(limits.replace("| Free | 10 |", "| Free | 5 |"));
    const instruction = "Make the limits page match plans.yaml.";
    const plans = { path: "plans.yaml", text: "free:\n  per_second: 5\n  per_day: 2500\n" };
    expect(unsourcedCellFigures(lowered, [...texts, plans], instruction)).toEqual([]);
    const other = {
      path: "other.md",
      text: "# Other\n\nWait 5 seconds.\n\n## Free trial\n\nIt lasts a month.\n",
    };
    expect(unsourcedCellFigures(lowered, [...texts, other], instruction)).toEqual([
      "Requests per second of Free: 5",
    ]);
  });

  it("leaves rows whose name changed, cells that are no figures, and rows only moved", () => {
    const instruction = "Update the limits page.";
    expect(
      unsourcedCellFigures(
        page(limits.replace("| Free | 10 |", "| Starter | 5 |")),
        texts,
        instruction,
      ),
    ).toEqual([]);
    expect(
      unsourcedCellFigures(page(limits.replace("| 2,500 |", "| no limit |")), texts, instruction),
    ).toEqual([]);
    expect(
      unsourcedCellFigures(page(limits.replace("| 2,500 |", "| 2500 |")), texts, instruction),
    ).toEqual([]);
  });

  it("lists the figure with the texts presented as fact that no file holds", async () => {
    const { tree } = fixtureWorkingTree([...allFiles, fixtureFile("docs/limits.md", limits)]);
    await tree.write("docs/limits.md", limits.replace("| Free | 10 |", "| Free | 5 |"));
    const notes = collectReviewerNotes({
      tree,
      changes: await readFileChanges(tree),
      instructions: ["The Free plan's rate limit went down. Update the rate limits page."],
      refused: [],
    });
    expect(notes.unsourced).toEqual(["Requests per second of Free: 5"]);
  });
});

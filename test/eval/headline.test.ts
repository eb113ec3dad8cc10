import { describe, expect, it } from "vitest";
import {
  countHeadline,
  expectedFrom,
  judge,
  outcomeOf,
  renderHeadline,
} from "../../eval/headline.ts";
import type { RunMeasures } from "../../eval/run-task.ts";

function measured(task: string, run: string, fields: Partial<RunMeasures> = {}): RunMeasures {
  return {
    task,
    run,
    jobId: "job",
    passed: run.startsWith("reference"),
    heldBack: false,
    flagged: false,
    pullRequest: "ready",
    wantedPullRequest: "ready",
    failures: run.startsWith("reference") ? [] : [{ name: "files changed as expected", ok: false }],
    steps: 1,
    inputTokens: 0,
    cachedInputTokens: 0,
    outputTokens: 0,
    githubRequests: 0,
    wallMs: 0,
    calls: [],
    ...fields,
  };
}

const runs = [
  measured("a/edit", "reference"),
  measured("a/edit", "edits the wrong row"),
  measured("a/edit", "guesses", { flagged: true }),
  measured("a/edit", "drafts", { pullRequest: "draft" }),
  measured("b/add", "reference", { pullRequest: "draft" }),
  measured("b/add", "fails", { pullRequest: "none" }),
  measured("b/add", "slips past the oracle", { passed: true, pullRequest: "draft" }),
];

describe("the reviewer's headline", () => {
  it("sorts wrong runs by what Inkwell published, not by the oracle", () => {
    expect(runs.slice(1, 4).map(outcomeOf)).toEqual(["ready-clean", "ready-warned", "drafted"]);
    expect(countHeadline(runs)).toEqual({
      references: 2,
      referencesPassing: 2,
      falseAlarms: 1,
      wrong: 5,
      readyClean: 1,
      readyWarned: 1,
      drafted: 2,
      notPublished: 1,
      oracleMisses: 1,
    });
  });

  it("prints a row per task, the totals, and the runs the oracle misses", () => {
    const table = renderHeadline(runs);
    expect(table).toContain("| a/edit | 1/1 | 1 | 1 | 1 | 0 | 3 | 0 |");
    expect(table).toContain("| b/add | 1/1 | 0 | 0 | 1 | 1 | 2 | 1 |");
    expect(table).toContain("**Overall: 1 of 5 wrong runs published ready and clean**");
    expect(table).toContain("b/add / slips past the oracle");
  });

  it("fails on a clean wrong run the list does not name, and on a stale entry", () => {
    expect(judge(runs, { publishedReadyAndClean: {}, referenceFailing: {} })).toEqual({
      regressions: [
        'wrong run "a/edit / edits the wrong row" is published as a ready pull request with no warning',
      ],
      stale: [],
    });
    const listed = {
      publishedReadyAndClean: { "a/edit / edits the wrong row": "known", "a/edit / guesses": "x" },
      referenceFailing: {},
    };
    expect(judge(runs, listed)).toEqual({
      regressions: [],
      stale: ["a/edit / guesses (now ready-warned)"],
    });
  });

  it("fails when a reference run breaks unless the list names it", () => {
    const broken = [
      measured("a/edit", "reference", {
        passed: false,
        failures: [{ name: "files changed as expected", ok: false }],
      }),
    ];
    expect(judge(broken, { publishedReadyAndClean: {}, referenceFailing: {} }).regressions).toEqual(
      ["reference run a/edit fails: files changed as expected"],
    );
    expect(
      judge(broken, { publishedReadyAndClean: {}, referenceFailing: { "a/edit": "known" } }),
    ).toEqual({ regressions: [], stale: [] });
  });

  it("does not judge entries of tasks the run left out", () => {
    const listed = { publishedReadyAndClean: { "c/other / wrong": "known" }, referenceFailing: {} };
    expect(judge(runs.slice(0, 2), { ...listed }).stale).toEqual([]);
    expect(expectedFrom(runs.slice(0, 2), listed).publishedReadyAndClean).toEqual({
      "c/other / wrong": "known",
      "a/edit / edits the wrong row": "wrong, yet ready and clean: files changed as expected",
    });
  });
});

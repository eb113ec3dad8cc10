import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  countHeadline,
  expectedFrom,
  judge,
  liveResultLine,
  outcomeOf,
  renderHeadline,
  renderLiveSummary,
  wilsonInterval,
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

/** The live verdict's row for a measure: its value and its interval, as printed. */
function verdictRow(summary: string, measure: string): [value: string, interval: string] {
  const row = summary.split("\n").find((line) => line.startsWith(`| ${measure}`));
  const cells = (row ?? "").split("|").map((cell) => cell.trim());
  return [cells[2] ?? "", cells[3] ?? ""];
}

const pct = (x: number) => `${(100 * x).toFixed(1)}%`;

describe("the live verdict", () => {
  const failing = (fields: Partial<RunMeasures>) => ({ passed: false, ...fields });
  const runs = [
    measured("a", "reference"),
    measured("a", "reference"),
    measured("a", "reference", failing({})),
    measured("b", "reference", failing({ pullRequest: "draft" })),
    measured("b", "reference", failing({})),
    measured("b", "reference", failing({ flagged: true })),
  ];

  it("gives resolved@1 as the tasks' pass rates averaged, with the interval counting each task once", () => {
    const summary = renderLiveSummary(runs, 3);
    expect(summary).toContain("over 3 run(s) of 2 tasks");
    const [low, high] = wilsonInterval(2 / 3, 2);
    expect(verdictRow(summary, "resolved@1")).toEqual([
      "33.3% (2/6 runs)",
      `${pct(low)}–${pct(high)}`,
    ]);
  });

  it("counts as clean but bad only failed runs published ready with no warning", () => {
    const summary = renderLiveSummary(runs, 3);
    const [low, high] = wilsonInterval(2 / 3, 2);
    expect(verdictRow(summary, "clean but bad")).toEqual([
      "33.3% (2/6 runs)",
      `${pct(low)}–${pct(high)}`,
    ]);
    expect(verdictRow(summary, "failed runs held back")[0]).toBe("2/4");
  });

  it("averages over tasks, so a task with more runs done weighs no more than another", () => {
    const uneven = [
      measured("a", "reference"),
      measured("a", "reference"),
      measured("b", "reference", failing({})),
    ];
    expect(verdictRow(renderLiveSummary(uneven, 2), "resolved@1")[0]).toBe("50.0% (2/3 runs)");
  });

  it("is no narrower for repeating the same results more times", () => {
    const once = [measured("a", "reference"), measured("b", "reference", failing({}))];
    const thrice = [...once, ...once, ...once];
    expect(verdictRow(renderLiveSummary(thrice, 3), "resolved@1")[1]).toBe(
      verdictRow(renderLiveSummary(once, 1), "resolved@1")[1],
    );
  });
});

describe("a live run's line in the results file", () => {
  const readme = readFileSync("eval/README.md", "utf8");
  const documented = [
    ...((readme.split("A live run leaves one line in the results file")[1] ?? "")
      .split("For example")[0]
      ?.matchAll(/^\| `(\w+)` +\|/gm) ?? []),
  ].map(([, field]) => field);

  it("has exactly the fields eval/README.md documents, and no recording", () => {
    const line = liveResultLine({ ...measured("a", "reference"), calls: [[]] }, 2);
    expect(Object.keys(line).sort()).toEqual([...documented].sort());
    expect(line.repeat).toBe(2);
  });

  it("is what the README's example is: one JSON object with those fields", () => {
    const example = (readme.split("For example")[1] ?? "").split("```json\n")[1]?.split("```")[0];
    const parsed = JSON.parse((example ?? "").split("\n").join("")) as Record<string, unknown>;
    expect(Object.keys(parsed).sort()).toEqual([...documented].sort());
  });
});

import type { RunMeasures } from "./run-task.ts";

/**
 * Where a run ended up as a reviewer meets it. The golden assertions only say whether a run is
 * wrong (the oracle); production has none, so what counts is what Inkwell did with it.
 */
export type Outcome =
  /** A ready pull request whose body carries no reviewer warning. */
  | "ready-clean"
  /** A ready pull request that opens with the reviewer warning. */
  | "ready-warned"
  /** A draft pull request. */
  | "drafted"
  /** No pull request: the job failed, stopped or published nothing. */
  | "not-published";

export function outcomeOf(run: Pick<RunMeasures, "pullRequest" | "flagged">): Outcome {
  if (run.pullRequest === "ready") return run.flagged ? "ready-warned" : "ready-clean";
  if (run.pullRequest === "draft") return "drafted";
  return "not-published";
}

/** The key a run has in `expected-failures.json`: the task, then the run's name. */
export function runKey(run: Pick<RunMeasures, "task" | "run">): string {
  return run.run === "reference" ? run.task : `${run.task} / ${run.run}`;
}

export const isReference = (run: Pick<RunMeasures, "run">) => run.run.startsWith("reference");

/** What a reviewer meets, counted for one task or for the suite. */
export interface HeadlineCounts {
  references: number;
  referencesPassing: number;
  /** Reference runs left a draft where the task wants a ready pull request, or flagged. */
  falseAlarms: number;
  wrong: number;
  readyClean: number;
  readyWarned: number;
  drafted: number;
  notPublished: number;
  /** Wrong runs the golden assertions pass: the oracle does not see what is wrong with them. */
  oracleMisses: number;
}

/** A reference run that a reviewer would be warned about for no reason. */
export function isFalseAlarm(run: RunMeasures): boolean {
  const wantedReady = run.wantedPullRequest === "ready";
  return run.flagged || (wantedReady && run.pullRequest !== "ready");
}

export function countHeadline(runs: readonly RunMeasures[]): HeadlineCounts {
  const references = runs.filter(isReference);
  const wrong = runs.filter((run) => !isReference(run));
  const outcomes = wrong.map(outcomeOf);
  const count = (outcome: Outcome) => outcomes.filter((o) => o === outcome).length;
  return {
    references: references.length,
    referencesPassing: references.filter((run) => run.passed).length,
    falseAlarms: references.filter(isFalseAlarm).length,
    wrong: wrong.length,
    readyClean: count("ready-clean"),
    readyWarned: count("ready-warned"),
    drafted: count("drafted"),
    notPublished: count("not-published"),
    oracleMisses: wrong.filter((run) => run.passed).length,
  };
}

function row(label: string, c: HeadlineCounts): string {
  return `| ${label} | ${c.referencesPassing}/${c.references} | ${c.readyClean} | ${c.readyWarned} | ${c.drafted} | ${c.notPublished} | ${c.wrong} | ${c.falseAlarms} |`;
}

/** The headline table: per task and overall, what reaches the reviewer. */
export function renderHeadline(runs: readonly RunMeasures[]): string {
  const tasks = [...new Set(runs.map((r) => r.task))];
  const rows = tasks.map((task) => row(task, countHeadline(runs.filter((r) => r.task === task))));
  const all = countHeadline(runs);
  const misses = runs.filter((run) => !isReference(run) && run.passed);
  return `### What reaches the reviewer

Wrong runs are runs the task's golden assertions fail (the oracle); production has no such
assertions, so a wrong run counts by what Inkwell did with it. "Ready, clean" is a ready pull
request with no reviewer warning: the number to drive down. False alarms are reference runs left a
draft where the task wants a ready pull request, or opened with the reviewer warning.

| task | reference passing | wrong: ready, clean | wrong: ready, warned | wrong: drafted | wrong: not published | wrong runs | false alarms |
|---|---:|---:|---:|---:|---:|---:|---:|
${rows.join("\n")}
${row(`**all ${tasks.length} tasks**`, all)}

**Overall: ${all.readyClean} of ${all.wrong} wrong runs published ready and clean** (${all.readyWarned} ready with a warning, ${all.drafted} drafted, ${all.notPublished} not published); ${all.referencesPassing} of ${all.references} reference runs pass, ${all.falseAlarms} false alarms.${misses.length > 0 ? `\nWrong runs the oracle passes (the task's assertions miss what is wrong with them): ${misses.map(runKey).join("; ")}.` : ""}
`;
}

/** The recorded exceptions the gate accepts, each with why. */
export interface ExpectedFailures {
  /** Wrong runs Inkwell publishes as ready pull requests with no warning today. */
  publishedReadyAndClean: Record<string, string>;
  /** Reference runs that do not pass yet. */
  referenceFailing: Record<string, string>;
}

/**
 * The gate CI applies: a wrong run published ready and clean, or a reference run that fails,
 * that the list does not name is a regression; an entry the run no longer matches is stale (the
 * list is exact, so an improvement is recorded by removing it). A task left out of the run
 * (`--task`) is not judged.
 */
export function judge(
  runs: readonly RunMeasures[],
  expected: ExpectedFailures,
): { regressions: string[]; stale: string[] } {
  const regressions: string[] = [];
  const stale: string[] = [];
  const seen = new Set(runs.map(runKey));
  for (const run of runs) {
    const key = runKey(run);
    if (isReference(run)) {
      const bad = !run.passed;
      if (bad && !(key in expected.referenceFailing)) {
        const why = run.failures
          .map((f) => `${f.name}${f.detail ? ` (${f.detail})` : ""}`)
          .join("; ");
        regressions.push(`reference run ${key} fails: ${why}`);
      }
      if (!bad && key in expected.referenceFailing)
        stale.push(`${key} (its reference run passes now)`);
      continue;
    }
    const clean = outcomeOf(run) === "ready-clean";
    if (clean && !(key in expected.publishedReadyAndClean))
      regressions.push(`wrong run "${key}" is published as a ready pull request with no warning`);
    if (!clean && key in expected.publishedReadyAndClean)
      stale.push(`${key} (now ${outcomeOf(run)})`);
  }
  for (const key of [
    ...Object.keys(expected.publishedReadyAndClean),
    ...Object.keys(expected.referenceFailing),
  ]) {
    const taskId = key.split(" / ")[0] as string;
    if (!seen.has(key) && runs.some((r) => r.task === taskId)) stale.push(`${key} (no such run)`);
  }
  return { regressions, stale };
}

/**
 * The list as this run's results make it: every wrong run published ready and clean, every
 * reference run that fails. Reasons of entries that stay are kept; a new entry gets what the
 * oracle found wrong (for a wrong run: why it is wrong though nothing held it back).
 */
export function expectedFrom(
  runs: readonly RunMeasures[],
  previous: ExpectedFailures,
): ExpectedFailures {
  const why = (run: RunMeasures) =>
    run.failures
      .slice(0, 3)
      .map((f) => `${f.name}${f.detail ? ` (${f.detail})` : ""}`)
      .join("; ") || "the oracle passes it";
  const next: ExpectedFailures = { publishedReadyAndClean: {}, referenceFailing: {} };
  // Entries of tasks this run left out stay as they are.
  const ran = new Set(runs.map((run) => run.task));
  const keep = (entries: Record<string, string>, into: Record<string, string>) => {
    for (const [key, reason] of Object.entries(entries))
      if (!ran.has(key.split(" / ")[0] as string)) into[key] = reason;
  };
  keep(previous.publishedReadyAndClean, next.publishedReadyAndClean);
  keep(previous.referenceFailing, next.referenceFailing);
  for (const run of runs) {
    const key = runKey(run);
    if (isReference(run)) {
      if (!run.passed) next.referenceFailing[key] = previous.referenceFailing[key] ?? why(run);
    } else if (outcomeOf(run) === "ready-clean") {
      next.publishedReadyAndClean[key] =
        previous.publishedReadyAndClean[key] ?? `wrong, yet ready and clean: ${why(run)}`;
    }
  }
  return next;
}

/**
 * The 95% Wilson score interval of `successes` out of `trials`, as fractions (`successes` may be a
 * fraction: an averaged rate times the trials).
 */
export function wilsonInterval(successes: number, trials: number): [low: number, high: number] {
  if (trials === 0) return [0, 1];
  const z = 1.959964;
  const p = successes / trials;
  const denominator = 1 + (z * z) / trials;
  const centre = (p + (z * z) / (2 * trials)) / denominator;
  const half =
    (z * Math.sqrt((p * (1 - p)) / trials + (z * z) / (4 * trials * trials))) / denominator;
  return [Math.max(0, centre - half), Math.min(1, centre + half)];
}

const percent = (x: number) => `${(100 * x).toFixed(1)}%`;

/** The line a live run leaves in the results file: its measures without the calls, and its repeat. */
export function liveResultLine(
  measures: RunMeasures,
  repeat: number,
): Omit<RunMeasures, "calls"> & { repeat: number } {
  const { calls: _calls, ...line } = measures;
  return { ...line, repeat };
}

/**
 * The live report's verdict over k runs of each task: resolved@1 (the chance one run passes the
 * oracle: each task's pass rate, averaged over tasks) and the clean-but-bad rate (the chance one run
 * fails the oracle yet Inkwell publishes it ready with no warning), each with a 95% interval.
 * The runs of one task are not independent (a task a model cannot do it fails every time), so the
 * interval counts each task once: the Wilson interval of the averaged rate over as many trials as
 * there are tasks. A task's rate lies in [0, 1], so its variance is at most that of one Bernoulli
 * trial of the same mean, which makes this interval a safe one whatever k is; with one run a task
 * it is the Wilson interval over the runs.
 */
export function renderLiveSummary(runs: readonly RunMeasures[], repeat: number): string {
  const tasks = [...new Set(runs.map((r) => r.task))];
  const rateOver = (count: (mine: readonly RunMeasures[]) => number) =>
    tasks
      .map((task) => {
        const mine = runs.filter((r) => r.task === task);
        return count(mine) / Math.max(1, mine.length);
      })
      .reduce((a, b) => a + b, 0) / Math.max(1, tasks.length);
  const isCleanBad = (r: RunMeasures) => !r.passed && outcomeOf(r) === "ready-clean";
  const resolved = rateOver((mine) => mine.filter((r) => r.passed).length);
  const cleanRate = rateOver((mine) => mine.filter(isCleanBad).length);
  const passed = runs.filter((r) => r.passed).length;
  const bad = runs.filter((r) => !r.passed);
  const cleanBad = bad.filter(isCleanBad).length;
  const [low, high] = wilsonInterval(resolved * tasks.length, tasks.length);
  const [cleanLow, cleanHigh] = wilsonInterval(cleanRate * tasks.length, tasks.length);
  return `### Live verdict over ${repeat} run(s) of ${tasks.length} tasks

| measure | value | 95% interval (each task counted once) |
|---|---:|---|
| resolved@1 (a run passes the oracle) | ${percent(resolved)} (${passed}/${runs.length} runs) | ${percent(low)}–${percent(high)} |
| clean but bad (fails the oracle, published ready with no warning) | ${percent(cleanRate)} (${cleanBad}/${runs.length} runs) | ${percent(cleanLow)}–${percent(cleanHigh)} |
| failed runs held back (drafted, warned or not published) | ${bad.length - cleanBad}/${bad.length} | |
`;
}

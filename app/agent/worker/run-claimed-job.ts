import type { AppMetrics } from "../../app-metrics.ts";
import type { JobRow } from "../../db/schema.ts";
import { addJobUsage } from "../../jobs/job-run.repository.ts";
import { activeSpan, contextOfTraceParent, inSpan } from "../../tracing.ts";
import { measureModelCalls } from "../run/measure-model-calls.ts";
import { recordModelCalls } from "../run/record-model-calls.ts";
import { type JobRunDeps, type JobRunOutcome, type RunStats, runJob } from "../run/run-job.ts";
import { RunTranscript } from "../run/run-transcript.ts";
import { classifyRunError } from "./classify-run-error.ts";
import { keepLease } from "./keep-lease.ts";
import { replyToComments } from "./reply-to-comments.ts";
import { failInterruptedJob, settleFailure, settleSuccess } from "./settle-run.ts";

/** What a run needs, less what this step provides per job (the lease and its checks). */
export interface ClaimedJobDeps extends Omit<JobRunDeps, "leaseOwner" | "checkContinue"> {
  /** This worker's lease owner id. */
  owner: string;
  leaseMs: number;
  maxAttempts: number;
  /** Counts each run's ending, when the server exposes metrics. */
  metrics?: AppMetrics | undefined;
  /** With INKWELL_RECORD_RUNS: how secrets are scrubbed from the recorded model calls. */
  recordRuns?: ((text: string) => string) | undefined;
}

/**
 * Runs a job this worker claimed, from its lease to the record of how it ended, and logs the run:
 * result, steps, tokens, GitHub requests and duration.
 */
export function runClaimedJob(
  deps: ClaimedJobDeps,
  job: JobRow,
  isStopping: () => boolean,
): Promise<void> {
  // The run continues the trace of the request that queued its work, when tracing was on then.
  return inSpan(
    "agent run",
    {
      "inkwell.job_id": job.id,
      "inkwell.attempt": job.attempts + 1,
      "inkwell.model": deps.model.id,
    },
    () => runAndSettle(deps, job, isStopping),
    { parent: contextOfTraceParent(job.trace_parent) },
  );
}

async function runAndSettle(
  deps: ClaimedJobDeps,
  job: JobRow,
  isStopping: () => boolean,
): Promise<void> {
  const log = deps.log.child({ jobId: job.id, attempt: job.attempts + 1 });
  if (job.attempts >= deps.maxAttempts) {
    await failInterruptedJob(deps, job);
    return;
  }
  const started = Date.now();
  const stats: RunStats = {
    steps: 0,
    usage: { inputTokens: 0, outputTokens: 0, cachedInputTokens: 0 },
    github: { requests: 0, writes: 0, retries: 0 },
    snapshot: undefined,
  };
  const transcript = new RunTranscript({ db: deps.db, clock: deps.clock, log }, job.id);
  await transcript.start({ attempt: job.attempts + 1, model: deps.model.id });
  const lease = keepLease(
    { ...deps, log },
    { jobId: job.id, owner: deps.owner, leaseMs: deps.leaseMs },
    isStopping,
  );
  let outcome: JobRunOutcome | undefined;
  let failure: unknown;
  try {
    const recorded = deps.recordRuns
      ? recordModelCalls(deps.model, transcript, deps.recordRuns)
      : deps.model;
    const model = deps.metrics ? measureModelCalls(recorded, deps.metrics) : recorded;
    outcome = await runJob(
      { ...deps, model, log, leaseOwner: deps.owner, checkContinue: lease.checkContinue },
      job,
      stats,
      transcript,
    );
  } catch (error) {
    failure = error;
  }
  // The job's totals and its transcript are complete before its status says the run ended.
  await recordUsage(deps, job, stats, log);
  const durationMs = Date.now() - started;
  const snapshot = stats.snapshot
    ? {
        strategy: stats.snapshot.strategy,
        blobs: stats.snapshot.blobs,
        bytes: stats.snapshot.bytes,
        missing: stats.snapshot.missing,
        durationMs: stats.snapshot.durationMs,
      }
    : null;
  const checks = stats.checks
    ? {
        checks: stats.checks.checks,
        durationMs: Math.round(stats.checks.durationMs),
        pagesParsed: stats.checks.pagesParsed,
        filesRead: stats.checks.filesRead,
        errors: stats.checks.errors,
      }
    : null;
  await transcript.end({
    ...describeEnding(outcome, failure, deps.clock.now()),
    steps: stats.steps,
    checks,
    tokens: stats.usage,
    github: stats.github,
    snapshot,
    durationMs,
  });
  let result: string;
  try {
    if (outcome === undefined) throw failure;
    result = await settleSuccess(deps, job, outcome);
  } catch (error) {
    result = await settleFailure(deps, job, error, log);
  } finally {
    lease.end();
  }
  activeSpan()?.setAttributes({
    "inkwell.run.result": result,
    "inkwell.run.steps": stats.steps,
    "inkwell.run.github_requests": stats.github.requests,
    ...(outcome?.prLink ? { "inkwell.pr_link": outcome.prLink } : {}),
  });
  // Of any job, not only this one: each reply's log line names its own job.
  await replyToComments(deps, deps.log);
  deps.metrics?.recordAgentRun({
    result,
    steps: stats.steps,
    inputTokens: stats.usage.inputTokens,
    outputTokens: stats.usage.outputTokens,
    cachedInputTokens: stats.usage.cachedInputTokens,
    githubRequests: stats.github.requests,
    durationMs,
  });
  log.info(
    {
      result,
      steps: stats.steps,
      inputTokens: stats.usage.inputTokens,
      outputTokens: stats.usage.outputTokens,
      cachedInputTokens: stats.usage.cachedInputTokens,
      githubRequests: stats.github.requests,
      githubWrites: stats.github.writes,
      githubRetries: stats.github.retries,
      snapshot,
      durationMs,
    },
    "agent run ended",
  );
}

/** How a run ended, in the words the job itself would use: an unforeseen error's message may be internal. */
function describeEnding(
  outcome: JobRunOutcome | undefined,
  failure: unknown,
  now: Date,
): Record<string, unknown> {
  if (outcome?.question) {
    return { outcome: "asked", ending: outcome.ending, question: outcome.question };
  }
  if (outcome) {
    return {
      outcome: outcome.run?.stoppedEarly ? "stopped early" : "finished",
      ending: outcome.ending,
      prLink: outcome.prLink,
      summary: outcome.summary,
      draft: outcome.draft,
      findings: outcome.run?.findings?.length ?? null,
      openFindings: outcome.openFindings,
      ...(outcome.run?.stoppedEarly ? { stoppedEarly: outcome.run.stoppedEarly } : {}),
    };
  }
  const verdict = classifyRunError(failure, now);
  if (verdict.kind === "stopped") return { outcome: "stopped", reason: verdict.reason };
  if (verdict.kind === "failure") return { outcome: "failed", error: verdict.message };
  // Tried again later, unless its attempts have run out.
  return { outcome: "transient failure", error: verdict.message };
}

/** Adds the run's token use to the job before it is settled, so a job read after it ends has it. */
async function recordUsage(
  deps: ClaimedJobDeps,
  job: JobRow,
  stats: RunStats,
  log: ClaimedJobDeps["log"],
): Promise<void> {
  const { usage } = stats;
  if (usage.inputTokens === 0 && usage.outputTokens === 0) return;
  try {
    await addJobUsage(deps.db, job.id, usage);
  } catch (error) {
    log.warn({ err: error }, "could not record the run's token use");
  }
}

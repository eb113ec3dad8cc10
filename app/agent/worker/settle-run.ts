import type { Kysely } from "kysely";
import type { Logger } from "pino";
import type { Clock } from "../../app-context.ts";
import type { Database, JobRow } from "../../db/schema.ts";
import { releaseLease, throttleInstallation } from "../../jobs/job-queue.repository.ts";
import { completeJob, failJob, scheduleRetry } from "../../jobs/job-run.repository.ts";
import type { JobRunOutcome } from "../run/publish-run.ts";
import { classifyRunError } from "./classify-run-error.ts";

export interface SettleDeps {
  db: Kysely<Database>;
  clock: Clock;
  /** This worker's lease owner id: a job whose lease was lost is left to its new worker. */
  owner: string;
  /** Tries of one run (transient failures, lost workers) before the job fails. */
  maxAttempts: number;
}

/** Records a finished run on the job; returns what happened, for the run's log line. */
export async function settleSuccess(
  deps: SettleDeps,
  job: JobRow,
  outcome: JobRunOutcome,
): Promise<string> {
  const row = await completeJob(deps.db, {
    jobId: job.id,
    owner: deps.owner,
    now: deps.clock.now(),
    messageIds: outcome.messageIds,
    summary: outcome.summary,
    prNumber: outcome.prNumber,
    prLink: outcome.prLink,
    publication: outcome.publication,
    changedFiles: outcome.changedFiles,
    ending: outcome.ending,
    draft: outcome.draft,
    openFindings: outcome.openFindings,
    findings: outcome.publication?.openFindings ?? outcome.run?.findings,
    stoppedEarly: outcome.run?.stoppedEarly,
    question: outcome.question,
    notDone: outcome.notDone,
  });
  return row ? row.status : "lease_lost";
}

/**
 * Records what ended a run early: a stop gives the lease back (unless it was lost), a failure
 * fails the job with its message, and anything transient puts the job back in the queue with
 * backoff (not before the time the error named) until the attempts run out.
 */
export async function settleFailure(
  deps: SettleDeps,
  job: JobRow,
  error: unknown,
  log: Logger,
): Promise<string> {
  const now = deps.clock.now();
  const verdict = classifyRunError(error, now);
  const owner = deps.owner;
  if (verdict.kind === "stopped") {
    if (verdict.reason !== "lease_lost") await releaseLease(deps.db, { jobId: job.id, owner });
    return `stopped (${verdict.reason})`;
  }
  if (verdict.kind === "failure") {
    // The job's message is Inkwell's own; what the error said (a provider's text) is kept here.
    log.warn({ err: error }, "agent run failed");
    await failJob(deps.db, { jobId: job.id, owner, now, error: verdict.message });
    return "failed";
  }
  if (verdict.rateLimited && verdict.retryAt) {
    // The installation's allowance is shared: its other projects' jobs would only be refused too.
    await throttleInstallation(deps.db, { jobId: job.id, until: verdict.retryAt });
  }
  if (!verdict.expected) log.error({ err: error }, "agent run failed unexpectedly");
  else log.warn({ err: error }, "agent run failed; will retry");
  const attempt = job.attempts + 1;
  if (attempt >= deps.maxAttempts) {
    await failJob(deps.db, {
      jobId: job.id,
      owner,
      now,
      error: `${verdict.message}. Gave up after ${attempt} attempts; send a follow-up message to try again.`,
    });
    return "failed";
  }
  const backoff = Math.min(5_000 * 2 ** job.attempts, 300_000);
  const retryAt = new Date(Math.max(now.getTime() + backoff, verdict.retryAt?.getTime() ?? 0));
  await scheduleRetry(deps.db, { jobId: job.id, owner, now, runAfter: retryAt });
  return `retry at ${retryAt.toISOString()}`;
}

/** A job that keeps losing its worker (a crash, a kill) is failed before it is run again. */
export async function failInterruptedJob(deps: SettleDeps, job: JobRow): Promise<string> {
  await failJob(deps.db, {
    jobId: job.id,
    owner: deps.owner,
    now: deps.clock.now(),
    error: `The job was interrupted ${job.attempts} times (its worker stopped or crashed); send a follow-up message to try again.`,
  });
  return "failed";
}

import type { JobRow } from "../db/schema.ts";
import { keepLease } from "./keep-lease.ts";
import { type JobRunDeps, type RunStats, runJob } from "./run-job.ts";
import { failInterruptedJob, settleFailure, settleSuccess } from "./settle-run.ts";

/** What a run needs, less what this step provides per job (the lease and its checks). */
export interface ClaimedJobDeps extends Omit<JobRunDeps, "leaseOwner" | "checkContinue"> {
  /** This worker's lease owner id. */
  owner: string;
  leaseMs: number;
  maxAttempts: number;
}

/**
 * Runs a job this worker claimed, from its lease to the record of how it ended, and logs the run:
 * result, steps, tokens, GitHub requests and duration.
 */
export async function runClaimedJob(
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
    inputTokens: 0,
    outputTokens: 0,
    github: { requests: 0, writes: 0, retries: 0 },
  };
  const lease = keepLease(
    { ...deps, log },
    { jobId: job.id, owner: deps.owner, leaseMs: deps.leaseMs },
    isStopping,
  );
  let result: string;
  try {
    const outcome = await runJob(
      { ...deps, log, leaseOwner: deps.owner, checkContinue: lease.checkContinue },
      job,
      stats,
    );
    result = await settleSuccess(deps, job, outcome);
  } catch (error) {
    result = await settleFailure(deps, job, error, log);
  } finally {
    lease.end();
  }
  log.info(
    {
      result,
      steps: stats.steps,
      inputTokens: stats.inputTokens,
      outputTokens: stats.outputTokens,
      githubRequests: stats.github.requests,
      githubWrites: stats.github.writes,
      githubRetries: stats.github.retries,
      durationMs: Date.now() - started,
    },
    "agent run ended",
  );
}

import { createHash } from "node:crypto";

export interface RunIdentity {
  /** owner/name */
  repository: string;
  runId: number;
  runAttempt: number;
  /** GITHUB_JOB: the job's id in the workflow. */
  job: string;
  /** GITHUB_ACTION: unique per step within the job. */
  step: string;
}

/**
 * One key per step of one run attempt: however often the creation request is retried, the server
 * answers the first job. A re-run (a new attempt) is a new request and makes a new job.
 * Hashed so the header stays short whatever the names are.
 */
export function deriveIdempotencyKey(run: RunIdentity): string {
  const parts = [run.repository, run.runId, run.runAttempt, run.job, run.step];
  return `gha-${createHash("sha256").update(JSON.stringify(parts)).digest("hex")}`;
}

import { isTerminalStatus, type Job } from "../api/job-schemas.ts";
import type { CallOptions } from "./create-inkwell-client.ts";
import { isRetryableError } from "./inkwell-api-error.ts";
import type { Sleep } from "./sleep.ts";

export interface JobProgress {
  job: Job;
  /** Successful polls so far, this one included. */
  polls: number;
  elapsedMs: number;
}

export interface WaitForJobOptions {
  /** Time between two polls once the first quick ones are done (see `pollDelayMs`). */
  intervalMs: number;
  /** Total time allowed, retries and waits on 429 included. */
  timeoutMs: number;
  signal?: AbortSignal | undefined;
  onProgress?: ((progress: JobProgress) => void) | undefined;
  sleep: Sleep;
  now: () => number;
}

/** The job did not reach a terminal status within the timeout. */
export class JobWaitTimeoutError extends Error {
  override name = "JobWaitTimeoutError";

  constructor(
    readonly jobId: string,
    /** The last job the poller saw, if any poll succeeded. */
    readonly lastJob: Job | undefined,
    readonly elapsedMs: number,
    options?: { cause?: unknown },
  ) {
    const minutes = Math.round((elapsedMs / 60_000) * 10) / 10;
    const last = lastJob ? `it was still ${lastJob.status}` : "no poll succeeded";
    super(`Job ${jobId} did not finish within ${minutes} minute(s); ${last}`, options);
  }
}

/** The first wait between two polls; each next one doubles until it reaches the interval. */
export const FIRST_POLL_DELAY_MS = 1_000;

/**
 * The wait after the `polls`-th poll: 1 s, 2 s, 4 s… up to the interval. A job that ends in a
 * second is seen a second later rather than a whole interval later, and a long one is still
 * polled only every interval.
 */
export function pollDelayMs(polls: number, intervalMs: number): number {
  return Math.min(intervalMs, FIRST_POLL_DELAY_MS * 2 ** Math.max(0, polls - 1));
}

interface JobReader {
  getJob(projectId: string, jobId: string, options?: CallOptions): Promise<Job>;
}

/**
 * Polls a job until it ends (`completed`, `needs_input`, `failed` or `archived`) and returns it: at once, then after 1, 2,
 * 4… seconds up to the interval, then every interval. Transient failures (429, 5xx,
 * network) are retried until the deadline; when they outlast it the wait ends as a timeout.
 * Any other API error is thrown as it is; an abort rejects with the signal's reason.
 */
export async function waitForJob(
  client: JobReader,
  projectId: string,
  jobId: string,
  options: WaitForJobOptions,
): Promise<Job> {
  const { signal, sleep, now } = options;
  const startedAt = now();
  const deadline = startedAt + options.timeoutMs;
  let lastJob: Job | undefined;
  for (let polls = 1; ; polls++) {
    let job: Job;
    try {
      job = await client.getJob(projectId, jobId, { signal, deadline, maxAttempts: Infinity });
    } catch (error) {
      if (signal?.aborted) throw signal.reason;
      // With unlimited attempts, a transient error only escapes once the deadline stops its retries.
      if (isRetryableError(error)) {
        throw new JobWaitTimeoutError(jobId, lastJob, now() - startedAt, { cause: error });
      }
      throw error;
    }
    lastJob = job;
    options.onProgress?.({ job, polls, elapsedMs: now() - startedAt });
    if (isTerminalStatus(job.status)) return job;
    const remainingMs = deadline - now();
    if (remainingMs <= 0) throw new JobWaitTimeoutError(jobId, job, now() - startedAt);
    await sleep(Math.min(pollDelayMs(polls, options.intervalMs), remainingMs), signal);
  }
}

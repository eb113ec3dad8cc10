import type { Job, JobStatus } from "../shared/api/job-schemas.ts";
import { formatDuration } from "../shared/client/format-duration.ts";
import type { Sleep } from "../shared/client/sleep.ts";

/** A progress line at least this often while the step waits, whatever the poll interval or retries. */
const PROGRESS_EVERY_MS = 60_000;

export interface ProgressReporterOptions {
  now: () => number;
  /** When the step started: lines give the time since then. */
  startedAt: number;
  log: (line: string) => void;
  everyMs?: number;
}

/**
 * Says how the wait goes: a line as soon as the job's status changes, and one whenever a minute has
 * passed without a line (with the last status seen, the time taken so far and the job id), so a
 * long poll interval or a server that keeps failing never leaves the log silent.
 */
export function createProgressReporter(options: ProgressReporterOptions) {
  const { now, startedAt, log } = options;
  const everyMs = options.everyMs ?? PROGRESS_EVERY_MS;
  let jobId: string | undefined;
  let status: JobStatus | undefined;
  let retrying = false;
  let lastLineAt = startedAt;

  function report(): void {
    const elapsed = formatDuration(now() - startedAt);
    const retry = retrying ? " (the last request failed; retrying)" : "";
    log(
      jobId
        ? `Job ${jobId}: ${status} after ${elapsed}${retry}`
        : `Still creating the Inkwell job after ${elapsed}${retry}`,
    );
    lastLineAt = now();
  }

  return {
    /** The job was just created and announced: the next line is due a minute from now. */
    created(job: Job): void {
      jobId = job.id;
      status = job.status;
      retrying = false;
      lastLineAt = now();
    },
    /** A check succeeded; a change of status is reported at once. */
    saw(job: Job): void {
      retrying = false;
      if (job.status === status) return;
      status = job.status;
      report();
    },
    /** A check failed and will be tried again. */
    retrying(): void {
      retrying = true;
    },
    /** Reports if a line is due. */
    reportIfDue(): void {
      if (now() - lastLineAt >= everyMs) report();
    },
    msUntilDue(): number {
      return Math.max(0, lastLineAt + everyMs - now());
    },
  };
}

export type ProgressReporter = ReturnType<typeof createProgressReporter>;

/**
 * `sleep`, cut into pieces that end when a progress line is due, so waits between polls and between
 * retries (up to 300 seconds, or a long Retry-After) report as they go.
 */
export function sleepReportingProgress(
  sleep: Sleep,
  reporter: ProgressReporter,
  now: () => number,
): Sleep {
  return async (ms, signal) => {
    const until = now() + ms;
    for (let left = ms; left > 0; left = until - now()) {
      await sleep(Math.min(left, Math.max(1, reporter.msUntilDue())), signal);
      reporter.reportIfDue();
    }
  };
}

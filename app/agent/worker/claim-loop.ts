import type { Logger } from "pino";
import type { JobRow } from "../../db/schema.ts";

export interface ClaimLoopOptions {
  /** Runs at once, at most. */
  concurrency: number;
  /** How often to look for work when nothing woke the loop. */
  pollIntervalMs: number;
  /** Takes the next runnable job, or undefined when there is none. */
  claim: () => Promise<JobRow | undefined>;
  /**
   * Runs a claimed job to its end; `isStopping` turns true, and `stopSignal` aborts, when the loop
   * is asked to stop.
   */
  run: (job: JobRow, isStopping: () => boolean, stopSignal: AbortSignal) => Promise<void>;
  log: Logger;
}

export interface ClaimLoop {
  /** Looks for work now instead of at the next poll. */
  wake(): void;
  /** Stops claiming, aborts the running jobs' waits (model calls), and waits for them to end. */
  stop(): Promise<void>;
  /** The ids of the jobs running now. */
  runningJobIds(): string[];
}

/**
 * The worker's schedule: claims jobs while fewer than `concurrency` run, then sleeps until the next
 * poll or until woken (a job was queued in this process, or a run ended and freed a slot).
 */
export function startClaimLoop(options: ClaimLoopOptions): ClaimLoop {
  const running = new Set<Promise<void>>();
  const runningIds = new Set<string>();
  const stopRuns = new AbortController();
  let stopping = false;
  let wakeUp: (() => void) | undefined;
  const isStopping = () => stopping;
  const wake = () => wakeUp?.();

  async function claimWhileFree(): Promise<void> {
    while (!stopping && running.size < options.concurrency) {
      const job = await options.claim();
      if (!job) return;
      runningIds.add(job.id);
      const run = options
        .run(job, isStopping, stopRuns.signal)
        .catch((error: unknown) =>
          options.log.error({ err: error, jobId: job.id }, "agent run crashed"),
        )
        .finally(() => {
          running.delete(run);
          runningIds.delete(job.id);
          wake();
        });
      running.add(run);
    }
  }

  const loop = (async () => {
    while (!stopping) {
      try {
        await claimWhileFree();
      } catch (error) {
        options.log.error({ err: error }, "claiming agent jobs failed; retrying");
      }
      if (stopping) break;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, options.pollIntervalMs);
        wakeUp = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      wakeUp = undefined;
    }
  })();

  return {
    wake,
    runningJobIds: () => [...runningIds],
    async stop() {
      stopping = true;
      stopRuns.abort();
      wake();
      await loop;
      await Promise.all([...running]);
    },
  };
}

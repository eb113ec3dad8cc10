import type { Kysely } from "kysely";
import type { Logger } from "pino";
import type { Clock } from "../../app-context.ts";
import type { Database } from "../../db/schema.ts";
import { renewLease } from "../../jobs/job-queue.repository.ts";
import { findJobState } from "../../jobs/job-run.repository.ts";
import { RunStopped } from "../agent-errors.ts";

export interface Lease {
  /**
   * Throws `RunStopped` when the run must stop at this step: the worker is stopping, the lease
   * was lost (another worker took the job), or the job was archived or is no longer active.
   */
  checkContinue(): Promise<void>;
  /** Stops renewing the lease (the run has ended). */
  end(): void;
}

/**
 * Renews this worker's lease on a job while it runs, three times per lease period, so a job whose
 * worker died is taken over once its lease lapses, and a live one is never taken from it. A run
 * whose renewals have not gone through for most of a lease (the database unreachable, the process
 * stalled) counts its lease as lost and stops before its next write: by then another process may
 * have taken the job.
 */
export function keepLease(
  deps: { db: Kysely<Database>; clock: Clock; log: Logger },
  lease: { jobId: string; owner: string; leaseMs: number },
  isStopping: () => boolean,
): Lease {
  let lost = false;
  // Real elapsed time, whatever the clock the lease's timestamps are written with.
  let heldSince = performance.now();
  const staleAfterMs = (lease.leaseMs * 5) / 6;
  const renewal = setInterval(
    () => {
      const sentAt = performance.now();
      renewLease(deps.db, { ...lease, now: deps.clock.now() })
        .then((status) => {
          if (status === undefined) lost = true;
          else heldSince = sentAt;
        })
        .catch((error: unknown) => deps.log.warn({ err: error }, "lease renewal failed"));
    },
    Math.max(10, Math.floor(lease.leaseMs / 3)),
  );
  renewal.unref();
  return {
    async checkContinue() {
      if (isStopping()) throw new RunStopped("shutdown");
      if (lost || performance.now() - heldSince > staleAfterMs) throw new RunStopped("lease_lost");
      const state = await findJobState(deps.db, lease.jobId);
      if (!state || state.lease_owner !== lease.owner) throw new RunStopped("lease_lost");
      if (state.status === "archived") throw new RunStopped("archived");
      if (state.status !== "active") throw new RunStopped("not_active");
    },
    end() {
      clearInterval(renewal);
    },
  };
}

import { randomBytes } from "node:crypto";
import { hostname } from "node:os";
import { IDEMPOTENCY_WINDOW_MS } from "../shared/api/idempotency.ts";
import { deleteBatchKeysBefore } from "./analytics/store/analytics.repository.ts";
import { foldPendingViews } from "./analytics/store/fold-pending-views.ts";
import type { AppContext } from "./app-context.ts";
import { deleteExpiredDashboardRows } from "./dashboard/dashboard-session.repository.ts";
import { SESSION_IDLE_MS, SIGN_IN_TTL_MS } from "./dashboard/dashboard-session.service.ts";
import { releaseProcessLease, takeProcessLease } from "./db/process-lease.repository.ts";
import { deleteDeliveriesBefore } from "./github/webhook-delivery.repository.ts";
import { deleteIdempotencyKeysBefore } from "./jobs/job.repository.ts";
import { deleteJobEventsBefore } from "./jobs/job-event.repository.ts";
import { deleteExpiredRateLimits } from "./rate-limits/rate-limit.repository.ts";

/** The lease's name in `process_leases`. */
export const HOUSEKEEPING_LEASE = "housekeeping";

/**
 * How often housekeeping runs: pending page views are folded at each pass (queries add the
 * unfolded ones, so fewer is faster, and a pass with nothing to fold is one small query).
 */
const PASS_EVERY_MS = 2_000;
/** Expired rows are swept this often. */
const SWEEP_EVERY_MS = 10 * 60_000;
/** Answers to `@inkwell` comments that a crash or a GitHub failure left unposted are retried this often. */
const ANSWER_EVERY_MS = 60_000;
/**
 * How long the lease outlives its last renewal: renewed at every pass, so a process that died
 * hands housekeeping over within this time, and one slow pass never loses it.
 */
const LEASE_MS = 30_000;

/**
 * How long a webhook delivery id is remembered. GitHub redelivers (automatically or by hand) only
 * deliveries of the last three days; a week leaves room for clock skew and late manual retries.
 */
export const DELIVERY_RETENTION_MS = 7 * 86_400_000;

export interface HousekeepingOptions {
  /** Posts the answers to `@inkwell` comments still due; absent without a GitHub App. */
  answerComments?: (() => Promise<void>) | undefined;
  /** This process's name on the lease; a random one by default. */
  owner?: string;
  passEveryMs?: number;
  leaseMs?: number;
}

export interface Housekeeping {
  /** Whether this process held the lease at its last pass (and so did the work). */
  leading(): boolean;
  /** Stops after the pass under way and lets the lease go, so another process takes over at once. */
  stop(): Promise<void>;
}

/**
 * The work one process does for the whole deployment, whatever the number of processes: the one
 * that holds the `housekeeping` lease folds pending page views every few seconds, deletes rows
 * that no longer mean anything (ended rate-limit windows, idempotency keys past their window,
 * transcripts past their retention, sign-ins and sessions that expired, webhook delivery ids GitHub
 * can no longer redeliver) every ten minutes, and retries unposted answers to `@inkwell` comments
 * every minute. The others only renew their claim on the lease, which they take over once the
 * holder stops or dies.
 */
export function startHousekeeping(
  ctx: Pick<AppContext, "db" | "clock" | "log" | "config">,
  options: HousekeepingOptions = {},
): Housekeeping {
  const log = ctx.log.child({ component: "housekeeping" });
  const owner = options.owner ?? `${hostname()}:${process.pid}:${randomBytes(4).toString("hex")}`;
  const leaseMs = options.leaseMs ?? LEASE_MS;
  let stopped = false;
  let leading = false;
  let lastSweep = Number.NEGATIVE_INFINITY;
  let lastAnswer = Number.NEGATIVE_INFINITY;
  let pass: Promise<void> | undefined;

  const runPass = async () => {
    const held = await takeProcessLease(ctx.db, {
      name: HOUSEKEEPING_LEASE,
      owner,
      now: ctx.clock.now(),
      leaseMs,
    });
    if (held !== leading) {
      log.info({ owner }, held ? "housekeeping taken on by this process" : "housekeeping lost");
      // A process that takes over sweeps and answers at once: the last holder may have died before.
      lastSweep = Number.NEGATIVE_INFINITY;
      lastAnswer = Number.NEGATIVE_INFINITY;
    }
    leading = held;
    if (!held) return;
    await foldPendingViews(ctx.db, { stopped: () => stopped });
    const now = Date.now();
    if (now - lastSweep >= SWEEP_EVERY_MS && !stopped) {
      lastSweep = now;
      await sweepExpiredRows(ctx);
    }
    if (options.answerComments && now - lastAnswer >= ANSWER_EVERY_MS && !stopped) {
      lastAnswer = now;
      await options.answerComments();
    }
  };
  const tick = () => {
    if (pass || stopped) return;
    pass = runPass()
      .catch((error: unknown) => log.warn({ err: error }, "housekeeping failed; will retry"))
      .finally(() => {
        pass = undefined;
      });
  };
  tick();
  const timer = setInterval(tick, options.passEveryMs ?? PASS_EVERY_MS);
  timer.unref();
  return {
    leading: () => leading,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await pass;
      if (leading) {
        leading = false;
        await releaseProcessLease(ctx.db, { name: HOUSEKEEPING_LEASE, owner }).catch(
          (error: unknown) => log.warn({ err: error }, "could not let the housekeeping lease go"),
        );
      }
    },
  };
}

/** Deletes the rows that no longer mean anything (see `startHousekeeping`). */
export async function sweepExpiredRows(
  ctx: Pick<AppContext, "db" | "clock"> & Partial<Pick<AppContext, "config">>,
): Promise<void> {
  const now = ctx.clock.now();
  await deleteExpiredRateLimits(ctx.db, now);
  const expired = new Date(now.getTime() - IDEMPOTENCY_WINDOW_MS);
  await deleteIdempotencyKeysBefore(ctx.db, expired);
  await deleteBatchKeysBefore(ctx.db, expired);
  await deleteExpiredDashboardRows(ctx.db, {
    now,
    idleBefore: new Date(now.getTime() - SESSION_IDLE_MS),
    signInsBefore: new Date(now.getTime() - SIGN_IN_TTL_MS),
  });
  const retentionDays = ctx.config?.transcriptRetentionDays ?? 30;
  await deleteJobEventsBefore(ctx.db, new Date(now.getTime() - retentionDays * 86_400_000));
  await deleteDeliveriesBefore(ctx.db, new Date(now.getTime() - DELIVERY_RETENTION_MS));
}

import { IDEMPOTENCY_WINDOW_MS } from "../shared/api/idempotency.ts";
import { deleteBatchKeysBefore } from "./analytics/analytics.repository.ts";
import { foldDayDeltas } from "./analytics/fold-day-deltas.ts";
import type { AppContext } from "./app-context.ts";
import { deleteExpiredDashboardRows } from "./dashboard/dashboard-session.repository.ts";
import { SESSION_IDLE_MS, SIGN_IN_TTL_MS } from "./dashboard/dashboard-session.service.ts";
import { deleteIdempotencyKeysBefore } from "./jobs/job.repository.ts";
import { deleteJobEventsBefore } from "./jobs/job-event.repository.ts";
import { deleteExpiredRateLimits } from "./rate-limits/rate-limit.repository.ts";

const EVERY_MS = 10 * 60_000;
/** Page view deltas are folded more often: queries add the unfolded ones, so fewer is faster. */
const FOLD_EVERY_MS = 60_000;

/**
 * Deletes rows that no longer mean anything (ended rate-limit windows, idempotency keys of jobs
 * and of event batches past their window, agent run transcripts past their retention) every ten
 * minutes, and folds page view deltas into the running totals every minute. Safe in any number of
 * processes at once: the deletes are idempotent and a fold skips paths another process folds.
 */
export function startHousekeeping(
  ctx: Pick<AppContext, "db" | "clock" | "log" | "config">,
): () => Promise<void> {
  let running: Promise<void> | undefined;
  const sweep = () => {
    running = sweepExpiredRows(ctx).catch((error: unknown) =>
      ctx.log.warn({ err: error }, "housekeeping failed; will retry"),
    );
  };
  const timer = setInterval(sweep, EVERY_MS);
  timer.unref();
  let stopped = false;
  let folding: Promise<void> | undefined;
  const fold = () => {
    if (folding) return;
    folding = foldDayDeltas(ctx.db, { stopped: () => stopped })
      .then(
        () => {},
        (error: unknown) =>
          ctx.log.warn({ err: error }, "folding page view deltas failed; will retry"),
      )
      .finally(() => {
        folding = undefined;
      });
  };
  const foldTimer = setInterval(fold, FOLD_EVERY_MS);
  foldTimer.unref();
  return async () => {
    stopped = true;
    clearInterval(timer);
    clearInterval(foldTimer);
    await running;
    await folding;
  };
}

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
  await foldDayDeltas(ctx.db);
}

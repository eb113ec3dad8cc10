import { IDEMPOTENCY_WINDOW_MS } from "../shared/api/idempotency.ts";
import { deleteBatchKeysBefore } from "./analytics/store/analytics.repository.ts";
import { foldPendingViews } from "./analytics/store/fold-pending-views.ts";
import type { AppContext } from "./app-context.ts";
import { deleteExpiredDashboardRows } from "./dashboard/dashboard-session.repository.ts";
import { SESSION_IDLE_MS, SIGN_IN_TTL_MS } from "./dashboard/dashboard-session.service.ts";
import { deleteDeliveriesBefore } from "./github/webhook-delivery.repository.ts";
import { deleteIdempotencyKeysBefore } from "./jobs/job.repository.ts";
import { deleteJobEventsBefore } from "./jobs/job-event.repository.ts";
import { deleteExpiredRateLimits } from "./rate-limits/rate-limit.repository.ts";

const EVERY_MS = 10 * 60_000;
/**
 * Pending page view batches are folded every few seconds: queries add the unfolded ones, so
 * fewer is faster, and a run with nothing to fold is one small query.
 */
const FOLD_EVERY_MS = 2_000;

/**
 * How long a webhook delivery id is remembered. GitHub redelivers (automatically or by hand) only
 * deliveries of the last three days; a week leaves room for clock skew and late manual retries.
 */
export const DELIVERY_RETENTION_MS = 7 * 86_400_000;

/**
 * Deletes rows that no longer mean anything (ended rate-limit windows, idempotency keys of jobs
 * and of event batches past their window, agent run transcripts past their retention, webhook
 * delivery ids GitHub can no longer redeliver) every ten minutes, and folds pending page views into
 * the day cells and running totals every few seconds. Safe in any number of processes at once: the deletes are
 * idempotent and a fold skips sites another process folds.
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
    folding = foldPendingViews(ctx.db, { stopped: () => stopped })
      .then(
        () => {},
        (error: unknown) => ctx.log.warn({ err: error }, "folding page views failed; will retry"),
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
  await foldPendingViews(ctx.db);
  await deleteDeliveriesBefore(ctx.db, new Date(now.getTime() - DELIVERY_RETENTION_MS));
}

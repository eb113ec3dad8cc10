import type { AppContext } from "../app-context.ts";
import { AppError, type Quota } from "../app-error.ts";
import { consumeRateLimit, type RateLimitOutcome, readRateLimit } from "./rate-limit.repository.ts";
import { RATE_LIMITS, type RateLimitName, type RateLimitSettings } from "./rate-limits.ts";

/**
 * Counts one request (of `cost` units, default one) against a limit of `RATE_LIMITS`, in the
 * bucket of `per` (a project, a job; none for a server-wide limit), and returns what is left. When
 * not enough is left, throws `rate_limited` with the limit's message, the quota and when to retry.
 */
export async function takeRateLimit(
  deps: Pick<AppContext, "db" | "clock"> & { config: RateLimitSettings },
  name: RateLimitName,
  request: { per?: string; cost?: number } = {},
): Promise<Quota> {
  const rule = RATE_LIMITS[name];
  const now = deps.clock.now();
  const cost = request.cost ?? 1;
  const outcome = await consumeRateLimit(deps.db, {
    bucket: request.per === undefined ? rule.bucket : `${rule.bucket}:${request.per}`,
    limit: rule.limit(deps.config),
    windowMs: rule.windowMs,
    now,
    cost,
  });
  return quotaOrRefusal(name, outcome, now, cost);
}

/**
 * Throws `rate_limited` as `takeRateLimit` does when nothing is left of a limit, without taking
 * anything: for work that is counted only once it turns out to be refused (a refused body).
 */
export async function refuseWhenSpent(
  deps: Pick<AppContext, "db" | "clock"> & { config: RateLimitSettings },
  name: RateLimitName,
  request: { per?: string } = {},
): Promise<void> {
  const rule = RATE_LIMITS[name];
  const now = deps.clock.now();
  const outcome = await readRateLimit(deps.db, {
    bucket: request.per === undefined ? rule.bucket : `${rule.bucket}:${request.per}`,
    limit: rule.limit(deps.config),
    windowMs: rule.windowMs,
    now,
  });
  quotaOrRefusal(name, outcome, now, 1);
}

function quotaOrRefusal(
  name: RateLimitName,
  outcome: RateLimitOutcome,
  now: Date,
  cost: number,
): Quota {
  const rule = RATE_LIMITS[name];
  // Whole seconds, at least one: a client that waits this long finds the new window open.
  const resetAfter = Math.max(1, Math.ceil((outcome.resetAt.getTime() - now.getTime()) / 1000));
  const quota: Quota = { limit: outcome.limit, remaining: outcome.remaining, resetAfter };
  if (!outcome.allowed) {
    throw new AppError(
      "rate_limited",
      `${rule.message(outcome.limit, cost)}; retry after ${describeWait(resetAfter)}`,
      { quota, retryAfter: resetAfter },
    );
  }
  return quota;
}

/** A wait in the unit a person reads at a glance: seconds up to two minutes, then minutes. */
export function describeWait(seconds: number): string {
  if (seconds < 120) return `${seconds} second${seconds === 1 ? "" : "s"}`;
  return `${Math.ceil(seconds / 60)} minutes`;
}

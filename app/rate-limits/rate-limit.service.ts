import type { AppContext } from "../app-context.ts";
import { AppError, type Quota } from "../app-error.ts";
import {
  consumeRateLimit,
  type RateLimitOutcome,
  type RateLimitRequest,
  readRateLimit,
} from "./rate-limit.repository.ts";
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
  const taking = prepareRateLimit(deps, name, request);
  return taking.settle(await consumeRateLimit(deps.db, taking.request));
}

/**
 * A take of a limit (as `takeRateLimit`'s) that another statement carries out: the counter's
 * request, for `rateLimitTake`, and what settles its outcome.
 */
export interface RateLimitTaking {
  readonly request: RateLimitRequest;
  /** Whether the request asks for more than a whole window holds: refused without a query. */
  readonly oversized: boolean;
  /**
   * The quota left after a take (also kept in `quota`), or throws `rate_limited` as
   * `takeRateLimit` does when the take was refused.
   */
  settle(outcome: RateLimitOutcome): Quota;
  /** The quota of the take that was settled and allowed. */
  quota: Quota | undefined;
}

/** Prepares a take of a limit, as `takeRateLimit` makes it, for a statement that does more. */
export function prepareRateLimit(
  deps: Pick<AppContext, "clock"> & { config: RateLimitSettings },
  name: RateLimitName,
  request: { per?: string; cost?: number } = {},
): RateLimitTaking {
  const rule = RATE_LIMITS[name];
  const now = deps.clock.now();
  const cost = request.cost ?? 1;
  const limit = rule.limit(deps.config);
  const taking: RateLimitTaking = {
    request: {
      bucket: request.per === undefined ? rule.bucket : `${rule.bucket}:${request.per}`,
      limit,
      windowMs: rule.windowMs,
      now,
      cost,
    },
    oversized: cost > limit,
    settle(outcome) {
      const quota = quotaOrRefusal(name, outcome, now, cost);
      taking.quota = quota;
      return quota;
    },
    quota: undefined,
  };
  return taking;
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

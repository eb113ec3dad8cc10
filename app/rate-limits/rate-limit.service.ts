import type { Kysely } from "kysely";
import { AppError, type Quota } from "../app-error.ts";
import type { Database } from "../db/schema.ts";
import { consumeRateLimit } from "./rate-limit.repository.ts";

/** A limit on some kind of request: at most `limit` per window of `windowMs`, per bucket. */
export interface RateLimitRule {
  /** What is counted together, e.g. `jobs:<project id>`. */
  bucket: string;
  limit: number;
  windowMs: number;
}

/**
 * Counts one request (of `cost` units) against the rule and returns what is left. When not enough is left, throws
 * `rate_limited` with the quota and when to retry; `refusal` words the message for the caller.
 */
export async function takeRateLimit(
  db: Kysely<Database>,
  rule: RateLimitRule,
  now: Date,
  refusal: (limit: number) => string,
  cost = 1,
): Promise<Quota> {
  const outcome = await consumeRateLimit(db, { ...rule, now, cost });
  // Whole seconds, at least one: a client that waits this long finds the new window open.
  const resetAfter = Math.max(1, Math.ceil((outcome.resetAt.getTime() - now.getTime()) / 1000));
  const quota: Quota = { limit: outcome.limit, remaining: outcome.remaining, resetAfter };
  if (!outcome.allowed) {
    throw new AppError(
      "rate_limited",
      `${refusal(outcome.limit)}; retry after ${describeWait(resetAfter)}`,
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

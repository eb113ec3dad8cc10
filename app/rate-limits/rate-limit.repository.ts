import { type Kysely, type RawBuilder, sql } from "kysely";
import type { Database } from "../db/schema.ts";

export interface RateLimitRequest {
  bucket: string;
  limit: number;
  windowMs: number;
  now: Date;
  /** Units this request takes (default 1): a batch of events takes one per event. */
  cost?: number;
}

export interface RateLimitOutcome {
  allowed: boolean;
  limit: number;
  remaining: number;
  resetAt: Date;
}

/**
 * Takes `cost` units (default one) from a fixed-window counter kept in PostgreSQL, so every server
 * process shares it. The increment is conditional: a refused request does not consume anything.
 */
export async function consumeRateLimit(
  db: Kysely<Database>,
  request: RateLimitRequest,
): Promise<RateLimitOutcome> {
  const take = rateLimitTake(request);
  if (!take) return rateLimitOutcome(request, undefined);
  const counted = await take.execute(db);
  return rateLimitOutcome(request, counted.rows[0]?.count);
}

/**
 * The statement `consumeRateLimit` runs, to be a part (a `WITH` query) of a larger statement that
 * commits the counter with what it counts: one row with the window's new count when the units were
 * taken, none when refused. Undefined when more than a whole window holds is asked for: that can
 * never pass, and is refused without touching the counter.
 */
export function rateLimitTake({
  bucket,
  limit,
  windowMs,
  now,
  cost = 1,
}: RateLimitRequest): RawBuilder<{ count: number }> | undefined {
  if (cost > limit) return undefined;
  const windowStart = new Date(Math.floor(now.getTime() / windowMs) * windowMs);
  return sql<{ count: number }>`
    insert into rate_limit_counters (bucket, window_start, count)
    values (${bucket}, ${windowStart}, ${cost})
    on conflict (bucket, window_start)
    do update set count = rate_limit_counters.count + ${cost}
    where rate_limit_counters.count + ${cost} <= ${limit}
    returning count
  `;
}

/** What a request's take of its counter came to: `count` is the window's count after it, if taken. */
export function rateLimitOutcome(
  { limit, windowMs, now }: RateLimitRequest,
  count: number | null | undefined,
): RateLimitOutcome {
  const windowStart = Math.floor(now.getTime() / windowMs) * windowMs;
  const resetAt = new Date(windowStart + windowMs);
  if (count === undefined || count === null) {
    return { allowed: false, limit, remaining: 0, resetAt };
  }
  return { allowed: true, limit, remaining: Math.max(0, limit - count), resetAt };
}

/**
 * What is left of a fixed-window counter now, without taking anything: for a limit that refuses a
 * request before doing the work the limit counts.
 */
export async function readRateLimit(
  db: Kysely<Database>,
  { bucket, limit, windowMs, now }: Omit<RateLimitRequest, "cost">,
): Promise<RateLimitOutcome> {
  const windowStart = new Date(Math.floor(now.getTime() / windowMs) * windowMs);
  const resetAt = new Date(windowStart.getTime() + windowMs);
  const row = await db
    .selectFrom("rate_limit_counters")
    .select("count")
    .where("bucket", "=", bucket)
    .where("window_start", "=", windowStart)
    .executeTakeFirst();
  const remaining = Math.max(0, limit - Number(row?.count ?? 0));
  return { allowed: remaining > 0, limit, remaining, resetAt };
}

/** Drops windows that ended before `now`; called now and then, never on the request path. */
export async function deleteExpiredRateLimits(db: Kysely<Database>, now: Date): Promise<void> {
  await db
    .deleteFrom("rate_limit_counters")
    .where("window_start", "<", new Date(now.getTime() - 24 * 3600_000))
    .execute();
}

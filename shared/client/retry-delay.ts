export interface BackoffPolicy {
  /** Delay before the first retry, before jitter. */
  baseDelayMs: number;
  /** No single wait grows beyond this. */
  maxDelayMs: number;
}

/**
 * Exponential backoff with "equal jitter": half the capped delay is kept, the other half is random,
 * so many clients failing together do not retry in lockstep, yet none retries at once.
 * `attempt` counts the failed attempts so far (1 for the first retry).
 */
export function backoffDelayMs(
  attempt: number,
  policy: BackoffPolicy,
  random: () => number,
): number {
  const capped = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** Math.max(0, attempt - 1));
  return Math.round(capped / 2 + random() * (capped / 2));
}

/** `Retry-After` as milliseconds from `nowMs`: delta-seconds or an HTTP date; undefined if absent or unreadable. */
export function parseRetryAfterMs(header: string | null, nowMs: number): number | undefined {
  if (header === null) return undefined;
  const value = header.trim();
  if (/^\d+$/.test(value)) return Number(value) * 1000;
  const date = Date.parse(value);
  if (Number.isNaN(date)) return undefined;
  return Math.max(0, date - nowMs);
}

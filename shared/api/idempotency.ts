/**
 * How long an Idempotency-Key is remembered: the same key with the same body within this window is
 * answered from the first request, and after it the key may be used afresh.
 */
export const IDEMPOTENCY_WINDOW_HOURS = 24;
export const IDEMPOTENCY_WINDOW_MS = IDEMPOTENCY_WINDOW_HOURS * 3_600_000;

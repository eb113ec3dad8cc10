import type { Context } from "hono";
import type { Quota } from "../app-error.ts";

/** The draft standard RateLimit-* headers, so clients can pace themselves before they are refused. */
export function setQuotaHeaders(c: Context, quota: Quota): void {
  c.header("RateLimit-Limit", String(quota.limit));
  c.header("RateLimit-Remaining", String(quota.remaining));
  c.header("RateLimit-Reset", String(quota.resetAfter));
}

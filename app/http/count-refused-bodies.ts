import type { Context, Next } from "hono";
import { createMiddleware } from "hono/factory";
import { AppError } from "../app-error.ts";
import type { HttpEnv } from "./http-env.ts";

/** The refusals that come from reading or parsing a body: each cost the server that work. */
const BODY_REFUSALS = new Set(["invalid_json", "payload_too_large"]);

/** How refused bodies are counted per API key (the rate limit `refusedBodies`, wired in app/index.ts). */
export interface RefusedBodyLimit {
  /** Throws `rate_limited` when the key has no refusal left, before its body is read. */
  beforeBody: (keyId: string) => Promise<void>;
  /** Counts one refused body; throws `rate_limited` when none was left to count it. */
  refused: (keyId: string) => Promise<void>;
}

/**
 * Counts the bodies refused on an API key's requests (too large, nested too deep, not JSON or
 * NDJSON) against the key's limit. A key with none left gets 429 before its next body is read,
 * until the window ends: without it, a sender could make the server read and scan megabytes of
 * refused bodies as fast as it can send them. Runs after `requireApiKey`.
 */
export function countRefusedBodies(limit: RefusedBodyLimit) {
  return createMiddleware<HttpEnv>((c, next) => {
    if (c.req.method === "GET" || c.req.method === "HEAD") return next();
    return countRefusal(limit, c, next);
  });
}

async function countRefusal(
  limit: RefusedBodyLimit,
  c: Context<HttpEnv>,
  next: Next,
): Promise<void> {
  const keyId = c.get("auth").keyId;
  await limit.beforeBody(keyId);
  await next();
  const error = c.error;
  // The 400 or 413 stands while the limit has room; the refusal that finds none is a 429.
  if (error instanceof AppError && BODY_REFUSALS.has(error.code)) await limit.refused(keyId);
}

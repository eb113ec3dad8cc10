import type { Context, Next } from "hono";
import { createMiddleware } from "hono/factory";
import type { HttpEnv } from "./http-env.ts";

/**
 * Headers every response carries, whoever writes it (Inkwell's routes, Probot's webhook answers,
 * a 404): no MIME sniffing, no framing, no Referer sent on to other sites.
 */
export const BASE_SECURITY_HEADERS = {
  "X-Content-Type-Options": "nosniff",
  "X-Frame-Options": "DENY",
  "Referrer-Policy": "no-referrer",
} as const;

/**
 * The policy of an HTML page that sets none of its own: nothing loads, nothing runs, nothing
 * frames it. Pages that need more (the dashboard, the API reference) set their own policy.
 */
const DEFAULT_PAGE_POLICY = [
  "default-src 'none'",
  "style-src 'self'",
  "img-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
  "form-action 'none'",
].join("; ");

/** The API's routes, which answer JSON, event streams and CSV, never a page. */
const API_PATH = /^\/(?:v2\/agent|v1\/analytics)\//;

/**
 * A content security policy on every HTML page of the Hono app that sets none. The base headers
 * are the front door's (`front-door.ts`): it sets them on every Node response before any handler
 * runs, and a route that sets one of its own replaces it.
 */

export const securityHeaders = createMiddleware<HttpEnv>((c, next) => {
  // Reading a response's headers builds a Headers object, which an API call need not pay for.
  if (API_PATH.test(c.req.path)) return next();
  return addPagePolicy(c, next);
});

async function addPagePolicy(c: Context<HttpEnv>, next: Next): Promise<void> {
  await next();
  const isPage = c.res.headers.get("content-type")?.startsWith("text/html") ?? false;
  if (isPage && !c.res.headers.has("Content-Security-Policy")) {
    c.header("Content-Security-Policy", DEFAULT_PAGE_POLICY);
  }
}

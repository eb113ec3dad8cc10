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
export const DEFAULT_PAGE_POLICY = [
  "default-src 'none'",
  "style-src 'self'",
  "img-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
  "form-action 'none'",
].join("; ");

/** The base headers on every Hono response, and a content security policy on every HTML one. */
export const securityHeaders = createMiddleware<HttpEnv>(async (c, next) => {
  // Set before the route answers, so the response is built with them (and a route may set its
  // own): a header set on a finished response makes Hono copy it into a full web Response.
  for (const [name, value] of Object.entries(BASE_SECURITY_HEADERS)) c.header(name, value);
  await next();
  // A Response the route built itself does not get the headers set above.
  for (const [name, value] of Object.entries(BASE_SECURITY_HEADERS)) {
    if (!c.res.headers.has(name)) c.header(name, value);
  }
  const isPage = c.res.headers.get("content-type")?.startsWith("text/html") ?? false;
  if (isPage && !c.res.headers.has("Content-Security-Policy")) {
    c.header("Content-Security-Policy", DEFAULT_PAGE_POLICY);
  }
});

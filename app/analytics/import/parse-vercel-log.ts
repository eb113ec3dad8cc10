import { type ParsedLogLine, pageViewOfRequest } from "./parse-access-log-line.ts";
import { instantOf } from "./parse-cloudflare-log.ts";

/**
 * One Vercel log drain entry: only entries with `proxy` (the request as Vercel's edge served it)
 * are requests; a build or function output line without it is not one (undefined). Reads
 * `proxy.method`, `proxy.path`, `proxy.statusCode`, `proxy.userAgent` (a list of strings in the
 * drain's schema, or one string), `proxy.referer` and `proxy.timestamp` (else `timestamp`), in
 * milliseconds.
 */
export function parseVercelEntry(
  entry: Record<string, unknown>,
  now: Date,
): ParsedLogLine | undefined {
  const proxy = entry.proxy;
  if (typeof proxy !== "object" || proxy === null) return undefined;
  const p = proxy as Record<string, unknown>;
  if (typeof p.path !== "string" || typeof p.statusCode !== "number") {
    return { ok: false, reason: "malformed" };
  }
  const agents = Array.isArray(p.userAgent) ? p.userAgent : [p.userAgent];
  return pageViewOfRequest(
    {
      timestamp: instantOf(p.timestamp ?? entry.timestamp),
      method: typeof p.method === "string" ? p.method : "GET",
      target: p.path,
      status: p.statusCode,
      userAgent: agents.filter((a): a is string => typeof a === "string").join(" "),
      referer: typeof p.referer === "string" ? p.referer : "",
    },
    now,
  );
}

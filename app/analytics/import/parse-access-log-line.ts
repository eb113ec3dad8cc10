import { MAX_EVENT_FUTURE_MINUTES } from "../../../shared/api/analytics-schemas.ts";
import { referrerHostOf } from "../classify/referrer-host.ts";
import type { ViewEventInput } from "../ingest/view-ingestion.service.ts";

export type SkipReason =
  | "malformed"
  | "bad_timestamp"
  | "future_timestamp"
  | "not_get"
  | "not_success"
  | "asset";

export type ParsedLogLine =
  | { ok: true; event: ViewEventInput & { timestamp: Date } }
  | { ok: false; reason: SkipReason };

// nginx/Apache "combined": host ident user [time] "request" status bytes "referer" "user agent",
// possibly followed by more fields (nginx configurations often append some).
const COMBINED =
  /^(\S+) (\S+) (\S+) \[([^\]]+)\] "((?:[^"\\]|\\.)*)" (\d{3}) (\d+|-) "((?:[^"\\]|\\.)*)" "((?:[^"\\]|\\.)*)"(?:\s.*)?$/;
const TIME_LOCAL = /^(\d{2})\/([A-Za-z]{3})\/(\d{4}):(\d{2}):(\d{2}):(\d{2}) ([+-])(\d{2})(\d{2})$/;
const MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];
// Requests for these are the page's resources, not page views.
const ASSET =
  /\.(?:css|js|mjs|map|json|xml|txt|ico|png|jpe?g|gif|svg|webp|avif|woff2?|ttf|otf|eot|mp4|webm|mp3|pdf|zip|gz|wasm|webmanifest)$/i;

/**
 * One line of an nginx/Apache combined-format access log as a page view event, or why it is not
 * one: only successful GET/HEAD requests for pages (not assets) count.
 */
export function parseAccessLogLine(line: string, now: Date): ParsedLogLine {
  const match = COMBINED.exec(line.trimEnd());
  if (!match) return { ok: false, reason: "malformed" };
  const [, , , , time, request, status, , referer, userAgent] = match;
  const parts = unescapeLogString(request as string).split(" ");
  if (parts.length < 2 || parts.length > 3) return { ok: false, reason: "malformed" };
  const [method, target] = parts as [string, string];
  const agent = unescapeLogString(userAgent as string);
  return pageViewOfRequest(
    {
      timestamp: parseTimeLocal(time as string),
      method,
      target,
      status: Number(status),
      userAgent: agent === "-" ? "" : agent,
      referer: unescapeLogString(referer as string),
    },
    now,
  );
}

/** One request as any access log records it. */
export interface LoggedRequest {
  /** Undefined when the log's time could not be read. */
  timestamp: Date | undefined;
  method: string;
  /** The path (or URL), with its query if the log has it. */
  target: string;
  status: number;
  userAgent: string;
  /** The Referer header as logged (`-` or empty for none). */
  referer: string;
}

/**
 * The rules every log format's import shares: a page view is a successful (2xx or 304) GET or
 * HEAD of a page, not an asset, not dated in the future; only its referrer's host goes on.
 */
export function pageViewOfRequest(request: LoggedRequest, now: Date): ParsedLogLine {
  const { timestamp, method, target } = request;
  if (!timestamp) return { ok: false, reason: "bad_timestamp" };
  // Refused here as the events route would refuse it, so the summary says why.
  if (timestamp.getTime() > now.getTime() + MAX_EVENT_FUTURE_MINUTES * 60_000) {
    return { ok: false, reason: "future_timestamp" };
  }
  if (method !== "GET" && method !== "HEAD") return { ok: false, reason: "not_get" };
  const code = request.status;
  if (!((code >= 200 && code < 300) || code === 304)) return { ok: false, reason: "not_success" };
  const path = target.replace(/[?#].*$/s, "");
  if (!path.startsWith("/") && !/^https?:\/\//i.test(path)) {
    return { ok: false, reason: "malformed" };
  }
  if (ASSET.test(path)) return { ok: false, reason: "asset" };
  const event: ViewEventInput & { timestamp: Date } = {
    path: target,
    userAgent: request.userAgent,
    timestamp,
  };
  // Only the host goes on: a referrer that is not a web page's counts as none.
  const host = referrerHostOf(request.referer);
  if (host) event.referrer = host;
  return { ok: true, event };
}

/** `10/Oct/2000:13:55:36 -0700` → the instant. */
export function parseTimeLocal(text: string): Date | undefined {
  const m = TIME_LOCAL.exec(text);
  if (!m) return undefined;
  const [, d, mon, y, h, mi, s, sign, oh, om] = m;
  const month = MONTHS.indexOf((mon as string).toLowerCase());
  if (month < 0) return undefined;
  const day = Number(d);
  const local = Date.UTC(Number(y), month, day, Number(h), Number(mi), Number(s));
  if (new Date(local).getUTCDate() !== day || Number(h) > 23 || Number(mi) > 59) return undefined;
  const offset = (sign === "-" ? -1 : 1) * (Number(oh) * 60 + Number(om));
  return new Date(local - offset * 60_000);
}

/** nginx writes `"` and control bytes as `\xHH`; Apache as `\"`. */
function unescapeLogString(text: string): string {
  return text
    .replace(/\\x([0-9a-fA-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
    .replace(/\\(["\\])/g, "$1");
}

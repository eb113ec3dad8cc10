import {
  MAX_EVENT_FUTURE_MINUTES,
  ViewEventSchema,
} from "../../../shared/api/analytics-schemas.ts";

/** One page view, as a request handler sees it. */
export interface PageView {
  /** The request's path, or its full URL: only the path is sent (query and fragment are removed). */
  path: string;
  /** The request's User-Agent header (null or absent: the request had none). */
  userAgent: string | null | undefined;
  /** The request's Accept header, if known: a preference for Markdown marks an AI fetch. */
  accept?: string | null | undefined;
  /** When the page was served (default: when `record` is called). A string needs an offset or `Z`. */
  timestamp?: Date | string | number | undefined;
  /**
   * The request's Referer header: only its origin is sent (`https://chatgpt.com`), and none when
   * it is the site itself (the host of `path`, when `path` is a full URL, or `siteHost`).
   */
  referrer?: string | null | undefined;
  /** The site's own host (the request's Host header), so that moves within the site are not referrals. */
  siteHost?: string | null | undefined;
}

/** A view as the events route takes it. */
export interface ViewEvent {
  path: string;
  userAgent: string;
  timestamp: string;
  accept?: string;
  referrer?: string;
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is the point
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/;
/** An ISO 8601 date, or date-time with an offset or `Z`: the forms every runtime's Date.parse reads alike. */
const ISO_INSTANT =
  /^\d{4}-\d{2}-\d{2}(?:[Tt]\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:[Zz]|[+-]\d{2}:\d{2}))?$/;

/**
 * The event as the API takes it, or undefined if the API would refuse it: checked here, event by
 * event, because the server refuses a whole batch for one bad event.
 */
export function toViewEvent(view: PageView, nowMs: number): ViewEvent | undefined {
  const path = pagePath(view.path);
  if (path === undefined) return undefined;
  const timestamp = instantOf(view.timestamp, nowMs);
  if (timestamp === undefined) return undefined;
  const event: ViewEvent = { path, userAgent: view.userAgent ?? "", timestamp };
  const referrer = referrerOrigin(view.referrer, siteHostOf(view));
  if (referrer) event.referrer = referrer;
  // Accept only refines the verdict: an unusable one is left out rather than losing the view.
  if (view.accept && ViewEventSchema.shape.accept.safeParse(view.accept).success) {
    event.accept = view.accept;
  }
  return ViewEventSchema.safeParse(event).success ? event : undefined;
}

/** The origin of an http(s) Referer from another site; undefined for anything else. */
function referrerOrigin(raw: unknown, siteHost: string | undefined): string | undefined {
  if (typeof raw !== "string" || !/^https?:\/\//i.test(raw.trim()) || !URL.canParse(raw.trim())) {
    return undefined;
  }
  const url = new URL(raw.trim());
  const bare = (host: string) => host.toLowerCase().replace(/^www\./, "");
  if (siteHost !== undefined && bare(url.hostname) === bare(siteHost)) return undefined;
  return url.origin;
}

function siteHostOf(view: PageView): string | undefined {
  if (typeof view.siteHost === "string" && view.siteHost !== "") {
    return view.siteHost.replace(/:\d+$/, "");
  }
  if (typeof view.path === "string" && /^https?:\/\//i.test(view.path) && URL.canParse(view.path)) {
    return new URL(view.path).hostname;
  }
  return undefined;
}

/** The `utm_source` of a query string, as `?utm_source=…`, when it is a plain token. */
function utmSourceOf(query: string): string {
  const source = new URLSearchParams(query).get("utm_source");
  return source && /^[\w.-]{1,64}$/.test(source) ? `?utm_source=${source}` : "";
}

/**
 * Only the path leaves the site, and the link's `utm_source` (what AI products tag their links
 * with: no personal data). The server drops query and fragment anyway, but they can carry
 * what must not travel: search terms, e-mail addresses, tokens in password-reset links.
 */
function pagePath(raw: unknown): string | undefined {
  if (typeof raw !== "string") return undefined;
  let path = raw.trim();
  if (path === "") return undefined;
  if (/^https?:\/\//i.test(path)) {
    if (!URL.canParse(path)) return undefined;
    const url = new URL(path);
    path = url.pathname + url.search;
  }
  const query = /\?([^#]*)/s.exec(path)?.[1] ?? "";
  path = path.replace(/[?#].*$/s, "");
  if (path === "") path = "/";
  // The server refuses a path with whitespace or a control character, and the batch with it.
  if (/\s/.test(path) || CONTROL_CHARACTER.test(path)) return undefined;
  return path + utmSourceOf(query);
}

function instantOf(value: PageView["timestamp"], nowMs: number): string | undefined {
  let ms: number;
  if (value === undefined || value === null) ms = nowMs;
  else if (value instanceof Date) ms = value.getTime();
  else if (typeof value === "number") ms = value;
  else if (typeof value === "string" && ISO_INSTANT.test(value.trim())) {
    // Milliseconds are as fine as Date goes; some runtimes refuse more digits.
    ms = Date.parse(value.trim().replace(/(\.\d{3})\d+/, "$1"));
  } else return undefined;
  if (!Number.isFinite(ms) || ms < 0 || ms > nowMs + MAX_EVENT_FUTURE_MINUTES * 60_000) {
    return undefined;
  }
  return new Date(ms).toISOString();
}

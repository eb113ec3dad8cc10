import {
  MAX_EVENT_FUTURE_MINUTES,
  MAX_PAGE_PATH_LENGTH,
} from "../../../shared/api/analytics-schemas.ts";
import type { ErrorDetail } from "../../../shared/api/error-schema.ts";
import { AppError } from "../../app-error.ts";
import { MAX_REFERRER_LENGTH, referrerHostOf } from "../classify/referrer-host.ts";
import { type NormalizedViewPath, normalizeViewPath } from "../normalize-view-path.ts";
import { readInstant } from "../parse-instant.ts";
import { DAY_MS } from "../time-buckets.ts";

/**
 * What an event's rules give: the page it counts for, when (absent: when it arrived), and the
 * host that referred it (absent: none, or not a web page).
 */
export interface CheckedViewEvent {
  page: NormalizedViewPath;
  at: Date | undefined;
  referrer: string | undefined;
}

export interface EventTimeRules {
  now: Date;
  /** How many days before `now` an event may be; undefined: any time after 1970. */
  maxEventAgeDays?: number | undefined;
}

/** How the README and the API reference word the timestamp rule; every refusal repeats it. */
const TIMESTAMP_RULE = "an ISO 8601 date-time with an offset or Z, such as 2026-11-22T09:30:00Z";

/**
 * The rules of one event beyond its JSON shape: a usable page path, not too long, and a
 * timestamp that names one instant, after 1970 (and not older than the rules allow) and not
 * ahead of the clock. A field of the wrong
 * type is left alone (the schema names it), so the schema's problems and these can be reported
 * together. Adds one problem per field at fault, named `events.<index>.<field>`.
 */
export function checkViewEvent(
  event: { path?: unknown; timestamp?: unknown; referrer?: unknown },
  index: number,
  rules: EventTimeRules,
  problems: ErrorDetail[],
  /** The hosts of referrers read before, by referrer: a batch repeats a few of them. */
  hosts?: Map<string, string | undefined | null>,
): CheckedViewEvent | undefined {
  const page = typeof event.path === "string" ? checkPath(event.path, index, problems) : undefined;
  const at = checkTimestamp(event.timestamp, index, rules, problems);
  const referrer = checkReferrer(event.referrer, index, problems, hosts);
  if (!page || at === null || referrer === null) return undefined;
  return { page, at, referrer };
}

/** The referring host; undefined when there is none, null when the referrer is unusable. */
function checkReferrer(
  value: unknown,
  index: number,
  problems: ErrorDetail[],
  hosts: Map<string, string | undefined | null> | undefined,
): string | undefined | null {
  if (typeof value !== "string") return value === undefined || value === null ? undefined : null;
  let host = hosts?.get(value);
  if (host === undefined && !hosts?.has(value)) {
    host = value.length > MAX_REFERRER_LENGTH ? null : referrerHostOf(value);
    hosts?.set(value, host);
  }
  if (host === null) {
    problems.push({
      field: `events.${index}.referrer`,
      message: `referrer must be the request's Referer: an http(s) URL or a host name of at most ${MAX_REFERRER_LENGTH.toLocaleString("en-US")} characters, such as https://chatgpt.com/`,
    });
  }
  return host;
}

function checkPath(
  raw: string,
  index: number,
  problems: ErrorDetail[],
): NormalizedViewPath | undefined {
  const field = `events.${index}.path`;
  const page = normalizeViewPath(raw);
  if (!page) {
    problems.push({
      field,
      message: "path must be a page path or URL without spaces or control characters",
    });
    return undefined;
  }
  // Paths are a unique index key, which holds about 2.7 kB: non-Latin text is counted in UTF-8 bytes
  // (at most 3 for each UTF-16 unit, so a short path needs no count).
  if (
    page.path.length * 3 > MAX_PAGE_PATH_LENGTH &&
    Buffer.byteLength(page.path, "utf8") > MAX_PAGE_PATH_LENGTH
  ) {
    problems.push({
      field,
      message: `path must be at most ${MAX_PAGE_PATH_LENGTH.toLocaleString("en-US")} characters (bytes in UTF-8) once its query and fragment are dropped`,
    });
    return undefined;
  }
  return page;
}

/** The instant of a timestamp; undefined when there is none (now), null when it breaks a rule. */
function checkTimestamp(
  value: unknown,
  index: number,
  { now, maxEventAgeDays }: EventTimeRules,
  problems: ErrorDetail[],
): Date | undefined | null {
  if (value === undefined) return undefined;
  const field = `events.${index}.timestamp`;
  let at: Date | undefined;
  if (value instanceof Date) at = value;
  else if (typeof value === "string") {
    const read = readInstant(value);
    if (!read.statesOffset && read.at !== undefined) {
      problems.push({
        field,
        message: `timestamp must state its offset: ${TIMESTAMP_RULE} (a date or time without one is ambiguous)`,
      });
      return null;
    }
    at = read.at;
  } else return null;
  if (!at || Number.isNaN(at.getTime())) {
    problems.push({ field, message: `timestamp must be ${TIMESTAMP_RULE}` });
    return null;
  }
  if (at.getTime() < 0) {
    problems.push({ field, message: "timestamp must be in 1970 or later" });
    return null;
  }
  if (maxEventAgeDays !== undefined && at.getTime() < now.getTime() - maxEventAgeDays * DAY_MS) {
    problems.push({
      field,
      message: `timestamp must be at most ${maxEventAgeDays.toLocaleString("en-US")} days old (import older access logs with inkwell analytics import)`,
    });
    return null;
  }
  if (at.getTime() > now.getTime() + MAX_EVENT_FUTURE_MINUTES * 60_000) {
    problems.push({
      field,
      message: `timestamp must be at most ${MAX_EVENT_FUTURE_MINUTES} minutes ahead of the server's clock`,
    });
    return null;
  }
  return at;
}

/**
 * The one 400 for a batch with invalid events: every problem found, ordered by event, in
 * `details` (the first hundred are shown, with a count of the rest), and one short sentence.
 */
export function invalidEventsError(problems: readonly ErrorDetail[]): AppError {
  const details = [...problems].sort(byEventIndex);
  const events = new Set(
    details.map((d) => /^events\.(\d+)/.exec(d.field)?.[1]).filter((i) => i !== undefined),
  );
  const count = (n: number, one: string, many: string) =>
    `${n.toLocaleString("en-US")} ${n === 1 ? one : many}`;
  const what =
    events.size > 0
      ? `${count(events.size, "event is", "events are")} invalid`
      : "The batch is invalid";
  const problemCount =
    details.length > 1 ? ` (${count(details.length, "problem", "problems")})` : "";
  return new AppError(
    "invalid_request",
    `${what}${problemCount}; nothing from this batch was stored.`,
    { details },
  );
}

/** Problems of the batch as a whole first, then by event index, each event's in field order. */
function byEventIndex(a: ErrorDetail, b: ErrorDetail): number {
  const index = (d: ErrorDetail) => {
    const match = /^events\.(\d+)/.exec(d.field);
    return match ? Number(match[1]) : -1;
  };
  return index(a) - index(b);
}

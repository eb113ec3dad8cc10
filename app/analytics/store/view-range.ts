import type { CategoryCounts } from "../../../shared/api/analytics-schemas.ts";
import { AppError } from "../../app-error.ts";
import { normalizeViewPath } from "../normalize-view-path.ts";
import { QUARTER_HOUR_MS, QUARTER_HOURS_PER_DAY, quarterHourOf } from "../time-buckets.ts";

/** The largest quarter hour an int4 column holds: "no upper bound". */
export const NO_END = 2_147_483_647;

/**
 * A quarter-hour range [from, to) cut into the whole days inside it (read from daily rows) and
 * the quarter hours of the partial days at its ends.
 */
export interface RangeParts {
  from: number;
  to: number;
  /** [first, end) whole days; empty when first >= end. */
  days: { first: number; end: number };
  /** At most two [from, to) runs of quarter hours outside the whole days. */
  quarterHours: Array<{ from: number; to: number }>;
}

export function splitRange(from: Date | undefined, to: Date | undefined): RangeParts {
  const lo = from ? Math.max(0, quarterHourOf(from)) : 0;
  const hi = to ? Math.max(0, quarterHourOf(to)) : NO_END;
  const first = Math.ceil(lo / QUARTER_HOURS_PER_DAY);
  const end = Math.floor(hi / QUARTER_HOURS_PER_DAY);
  if (first >= end) {
    return { from: lo, to: hi, days: { first: 0, end: 0 }, quarterHours: [{ from: lo, to: hi }] };
  }
  const quarterHours = [
    { from: lo, to: first * QUARTER_HOURS_PER_DAY },
    { from: end * QUARTER_HOURS_PER_DAY, to: hi },
  ].filter((run) => run.from < run.to);
  return { from: lo, to: hi, days: { first, end }, quarterHours };
}

/**
 * How a series numbers its intervals: interval `key` holds quarter hours `bucket` with
 * `(bucket + offset) / quarterHours` rounded down equal to it. Weeks start on Monday:
 * 1970-01-01 was a Thursday, so three days more count from a Monday.
 */
export interface IntervalKeys {
  quarterHours: number;
  offset: number;
}

export const INTERVAL_KEYS = {
  hour: { quarterHours: 4, offset: 0 },
  day: { quarterHours: QUARTER_HOURS_PER_DAY, offset: 0 },
  week: { quarterHours: 7 * QUARTER_HOURS_PER_DAY, offset: 3 * QUARTER_HOURS_PER_DAY },
} as const satisfies Record<string, IntervalKeys>;

/** The interval a quarter hour falls in. */
export function keyOfBucket(keys: IntervalKeys, bucket: number): number {
  return Math.floor((bucket + keys.offset) / keys.quarterHours);
}

/** Where interval `key` starts, in milliseconds since 1970. */
export function startOfKey(keys: IntervalKeys, key: number): number {
  return (key * keys.quarterHours - keys.offset) * QUARTER_HOUR_MS;
}

/**
 * The path a `path` filter means, normalised as event paths are, so `/guide.md` filters `/guide`.
 * A path that cannot be a page is refused with a 400 naming the field.
 */
export function filterPath(path: string | undefined): string | undefined {
  if (path === undefined) return undefined;
  const normalized = normalizeViewPath(path);
  if (!normalized) {
    throw new AppError("invalid_request", "path must be a page path such as /docs/install.", {
      details: [
        {
          field: "path",
          message: "path must be a page path or URL without spaces or control characters",
        },
      ],
    });
  }
  return normalized.path;
}

/**
 * The prefix a `pathPrefix` filter means: pages whose normalised path starts with it, compared
 * as written (a trailing `/` stays, so `/docs/` leaves out `/docs-old`). A leading `/` is added
 * and repeated slashes are folded, as event paths are; spaces and control characters are refused.
 */
export function filterPathPrefix(prefix: string | undefined): string | undefined {
  if (prefix === undefined) return undefined;
  const trimmed = prefix.trim();
  if (/\s/.test(trimmed) || normalizeViewPath(trimmed) === undefined || trimmed.length > 2048) {
    throw new AppError(
      "invalid_request",
      "pathPrefix must be the start of a page path, such as /docs/api, without spaces.",
      {
        details: [
          {
            field: "pathPrefix",
            message: "pathPrefix must be a path prefix without spaces or control characters",
          },
        ],
      },
    );
  }
  return `/${trimmed}`.replace(/\/{2,}/g, "/");
}

export function categoryCounts(row: {
  human: number | string | null;
  ai_assistant: number | string | null;
  ai_search: number | string | null;
  ai_training: number | string | null;
}): CategoryCounts {
  const human = Number(row.human ?? 0);
  const assistant = Number(row.ai_assistant ?? 0);
  const search = Number(row.ai_search ?? 0);
  const training = Number(row.ai_training ?? 0);
  const ai = assistant + search + training;
  return { human, ai, total: human + ai, assistant, search, training };
}

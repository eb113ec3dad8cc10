import type { Kysely } from "kysely";
import {
  MAX_TIMESERIES_POINTS,
  type TimeseriesInterval,
  type ViewTimeseries,
} from "../../../shared/api/analytics-schemas.ts";
import { AppError } from "../../app-error.ts";
import type { Database } from "../../db/schema.ts";
import { findProjectTimeZone } from "../store/analytics.repository.ts";
import { categoryCounts, filterPath, type RangeParts, splitRange } from "../store/view-range.ts";
import { findViewExtent, sumCategoriesByBoundaries } from "../store/view-rollup.repository.ts";
import { effectiveBound, QUARTER_HOUR_MS, quarterHourOf } from "../time-buckets.ts";
import { nextInterval, startOfInterval } from "../time-zones.ts";

export interface ViewTimeseriesQuery {
  /** Inclusive; rounded down to its quarter hour. Absent: from the first view. */
  from?: Date | undefined;
  /** Exclusive; rounded down to its quarter hour. Absent: up to the last view. */
  to?: Date | undefined;
  interval: TimeseriesInterval;
  /** Only this page's views (normalised as event paths are). Absent: the whole site. */
  path?: string | undefined;
  /** The IANA time zone whose hours, days and weeks the points follow (default: the project's). */
  timeZone?: string | undefined;
}

/**
 * Human, AI, per-category and crawler views per hour, day or week of the project's time zone (weeks
 * start on Monday; a day is 23 or 25 hours when clocks change), one point per interval from the
 * range's first to its last, zeros included. Exact for every bound on a quarter hour: the first
 * and last points count only the part of their interval inside the range. Every interval of a
 * zone whose offsets are whole quarter hours (all in use today, :30 and :45 ones included) starts
 * on a quarter hour, so every point is exact; a historical offset in seconds (local mean time
 * before 1900) has its boundaries rounded down to their quarter hour.
 */
export async function countViewTimeseries(
  db: Kysely<Database>,
  projectId: string,
  query: ViewTimeseriesQuery,
): Promise<ViewTimeseries> {
  const request = await viewTimeseriesRequest(db, projectId, query, () =>
    findViewExtent(db, projectId),
  );
  if (request.intervals === null) return request.empty;
  const { parts, boundaries } = request.intervals;
  const rows = await sumCategoriesByBoundaries(db, projectId, parts, boundaries, request.path);
  const byKey = new Map(rows.map((row) => [Number(row.key), row]));
  return viewTimeseriesAnswer(query, request, (key) => byKey.get(key));
}

/** The counts of one point, as the stores sum them (strings from a driver, numbers otherwise). */
export interface TimeseriesCounts {
  human: number | string | null;
  ai_assistant: number | string | null;
  ai_search: number | string | null;
  ai_training: number | string | null;
  crawler?: number | string | null;
}

export interface ViewTimeseriesRequest {
  path: string | undefined;
  timeZone: string;
  /** The answer without points: for a project or range without views. */
  empty: ViewTimeseries;
  /**
   * The range's parts, its intervals' starts (ms) and their boundaries (quarter hours, one more
   * than the starts: the last interval's end); null when there is nothing to read.
   */
  intervals: { parts: RangeParts; starts: number[]; boundaries: number[] } | null;
}

/**
 * A timeseries request as both stores read it: the page filter and time zone (400 for bad ones),
 * the range (an absent bound from `findExtent`, the first and last quarter hours with views), and
 * its intervals (400 for more than the points allowed).
 */
export async function viewTimeseriesRequest(
  db: Kysely<Database>,
  projectId: string,
  query: ViewTimeseriesQuery,
  findExtent: () => Promise<{ first: number; last: number } | undefined>,
): Promise<ViewTimeseriesRequest> {
  const path = filterPath(query.path);
  const timeZone = query.timeZone ?? (await findProjectTimeZone(db, projectId));
  const range = { dateFrom: effectiveBound(query.from), dateTo: effectiveBound(query.to) };
  const empty: ViewTimeseries = { interval: query.interval, timeZone, points: [], ...range };
  let from = query.from;
  let to = query.to;
  if (from === undefined || to === undefined) {
    const extent = await findExtent();
    if (!extent) return { path, timeZone, empty, intervals: null };
    from ??= new Date(extent.first * QUARTER_HOUR_MS);
    to ??= new Date((extent.last + 1) * QUARTER_HOUR_MS);
  }
  const parts = splitRange(from, to);
  if (parts.from >= parts.to) return { path, timeZone, empty, intervals: null };

  // The intervals' starts, from the one the range's first quarter hour falls in.
  const starts: number[] = [];
  const endMs = parts.to * QUARTER_HOUR_MS;
  for (
    let start = startOfInterval(parts.from * QUARTER_HOUR_MS, query.interval, timeZone);
    start < endMs;
    start = nextInterval(start, query.interval, timeZone)
  ) {
    starts.push(start);
    checkPointCount(starts.length);
  }
  const boundaries = [
    ...starts,
    nextInterval(starts.at(-1) as number, query.interval, timeZone),
  ].map((ms) => quarterHourOf(ms));
  return { path, timeZone, empty, intervals: { parts, starts, boundaries } };
}

/** The answer from each interval's counts (`countsOf` its index; absent: no views). */
export function viewTimeseriesAnswer(
  query: ViewTimeseriesQuery,
  request: ViewTimeseriesRequest,
  countsOf: (key: number) => TimeseriesCounts | undefined,
): ViewTimeseries {
  const zero = { human: 0, ai_assistant: 0, ai_search: 0, ai_training: 0, crawler: 0 };
  let points = (request.intervals?.starts ?? []).map((start, key) => {
    const row = countsOf(key) ?? zero;
    return {
      start: new Date(start).toISOString(),
      ...categoryCounts(row),
      crawler: Number(row.crawler ?? 0),
    };
  });
  // Without a bound, the points start (end) at the first (last) interval with views.
  const hasViews = (point: { total: number; crawler: number }) =>
    point.total > 0 || point.crawler > 0;
  if (query.from === undefined) {
    const first = points.findIndex(hasViews);
    points = first < 0 ? [] : points.slice(first);
  }
  if (query.to === undefined) {
    let last = points.length - 1;
    while (last >= 0 && !hasViews(points[last] as { total: number; crawler: number })) last--;
    points = points.slice(0, last + 1);
  }
  return { ...request.empty, points };
}

function checkPointCount(count: number): void {
  if (count <= MAX_TIMESERIES_POINTS) return;
  throw new AppError(
    "invalid_request",
    `The range holds ${count.toLocaleString("en-US")} intervals, more than ${MAX_TIMESERIES_POINTS.toLocaleString("en-US")}: choose a coarser interval or a shorter range.`,
    {
      details: [
        {
          field: "interval",
          message: `interval must give at most ${MAX_TIMESERIES_POINTS.toLocaleString("en-US")} points over the range`,
        },
      ],
    },
  );
}

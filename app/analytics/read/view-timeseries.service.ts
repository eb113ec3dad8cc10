import { type Kysely, sql } from "kysely";
import {
  MAX_TIMESERIES_POINTS,
  type TimeseriesInterval,
  type ViewTimeseries,
} from "../../../shared/api/analytics-schemas.ts";
import { AppError } from "../../app-error.ts";
import type { Database } from "../../db/schema.ts";
import { categoryCounts, filterPath, splitRange } from "../store/view-range.ts";
import { sumCategoriesByKey } from "../store/view-rollup.repository.ts";
import { DAY_MS, effectiveBound } from "../time-buckets.ts";

export interface ViewTimeseriesQuery {
  /** Inclusive; rounded down to its quarter hour. Absent: from the first view. */
  from?: Date | undefined;
  /** Exclusive; rounded down to its quarter hour. Absent: up to the last view. */
  to?: Date | undefined;
  interval: TimeseriesInterval;
  /** Only this page's views (normalised as event paths are). Absent: the whole site. */
  path?: string | undefined;
}

/**
 * How each interval is numbered from a day or a quarter hour, and where interval `n` starts.
 * Weeks start on Monday: 1970-01-01 was a Thursday, so day + 3 counts from a Monday.
 */
const INTERVALS: Record<
  TimeseriesInterval,
  { day: string | null; bucket: string; startMs: (key: number) => number }
> = {
  hour: { day: null, bucket: "bucket / 4", startMs: (key) => key * 3_600_000 },
  day: { day: "day", bucket: "bucket / 96", startMs: (key) => key * DAY_MS },
  week: {
    day: "(day + 3) / 7",
    bucket: "(bucket + 288) / 672",
    startMs: (key) => (key * 7 - 3) * DAY_MS,
  },
};

/** The interval number of a quarter hour, as the SQL above computes it. */
function keyOfBucket(interval: TimeseriesInterval, bucket: number): number {
  if (interval === "hour") return Math.floor(bucket / 4);
  if (interval === "day") return Math.floor(bucket / 96);
  return Math.floor((bucket + 288) / 672);
}

/**
 * Human, AI and per-category views per hour, day or week (UTC), one point per interval from the
 * range's first to its last, zeros included. Exact for every bound on a quarter hour: the first
 * and last points count only the part of their interval inside the range.
 */
export async function countViewTimeseries(
  db: Kysely<Database>,
  projectId: string,
  query: ViewTimeseriesQuery,
): Promise<ViewTimeseries> {
  const path = filterPath(query.path);
  const interval = INTERVALS[query.interval];
  const parts = splitRange(query.from, query.to);
  const range = { dateFrom: effectiveBound(query.from), dateTo: effectiveBound(query.to) };
  const empty: ViewTimeseries = { interval: query.interval, points: [], ...range };
  if (parts.from >= parts.to) return empty;
  const firstKey = query.from ? keyOfBucket(query.interval, parts.from) : undefined;
  const lastKey = query.to ? keyOfBucket(query.interval, parts.to - 1) : undefined;
  if (firstKey !== undefined && lastKey !== undefined) checkPointCount(lastKey - firstKey + 1);

  const rows = await sumCategoriesByKey(
    db,
    projectId,
    parts,
    {
      day: interval.day === null ? null : sql<number>`${sql.raw(interval.day)}`,
      bucket: sql<number>`${sql.raw(interval.bucket)}`,
      keyOf: (bucket) => keyOfBucket(query.interval, bucket),
    },
    path,
  );
  const byKey = new Map(rows.map((row) => [Number(row.key), row]));
  const first = firstKey ?? (rows[0] ? Number(rows[0].key) : undefined);
  const last = lastKey ?? (rows.length > 0 ? Number(rows[rows.length - 1]?.key) : undefined);
  if (first === undefined || last === undefined || first > last) return empty;
  checkPointCount(last - first + 1);
  const zero = { human: 0, ai_assistant: 0, ai_search: 0, ai_training: 0 };
  const points: ViewTimeseries["points"] = [];
  for (let key = first; key <= last; key++) {
    points.push({
      start: new Date(interval.startMs(key)).toISOString(),
      ...categoryCounts(byKey.get(key) ?? zero),
    });
  }
  return { interval: query.interval, points, ...range };
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

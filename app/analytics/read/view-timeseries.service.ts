import type { Kysely } from "kysely";
import {
  MAX_TIMESERIES_POINTS,
  type TimeseriesInterval,
  type ViewTimeseries,
} from "../../../shared/api/analytics-schemas.ts";
import { AppError } from "../../app-error.ts";
import type { Database } from "../../db/schema.ts";
import {
  categoryCounts,
  filterPath,
  INTERVAL_KEYS,
  keyOfBucket,
  splitRange,
  startOfKey,
} from "../store/view-range.ts";
import { sumCategoriesByKey } from "../store/view-rollup.repository.ts";
import { effectiveBound } from "../time-buckets.ts";

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
  const keys = INTERVAL_KEYS[query.interval];
  const parts = splitRange(query.from, query.to);
  const range = { dateFrom: effectiveBound(query.from), dateTo: effectiveBound(query.to) };
  const empty: ViewTimeseries = { interval: query.interval, points: [], ...range };
  if (parts.from >= parts.to) return empty;
  const firstKey = query.from ? keyOfBucket(keys, parts.from) : undefined;
  const lastKey = query.to ? keyOfBucket(keys, parts.to - 1) : undefined;
  if (firstKey !== undefined && lastKey !== undefined) checkPointCount(lastKey - firstKey + 1);

  const rows = await sumCategoriesByKey(db, projectId, parts, keys, path);
  const byKey = new Map(rows.map((row) => [Number(row.key), row]));
  const first = firstKey ?? (rows[0] ? Number(rows[0].key) : undefined);
  const last = lastKey ?? (rows.length > 0 ? Number(rows[rows.length - 1]?.key) : undefined);
  if (first === undefined || last === undefined || first > last) return empty;
  checkPointCount(last - first + 1);
  const zero = { human: 0, ai_assistant: 0, ai_search: 0, ai_training: 0 };
  const points: ViewTimeseries["points"] = [];
  for (let key = first; key <= last; key++) {
    points.push({
      start: new Date(startOfKey(keys, key)).toISOString(),
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

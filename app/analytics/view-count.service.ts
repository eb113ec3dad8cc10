import { type Kysely, type RawBuilder, sql } from "kysely";
import type { PageViews } from "../../shared/api/analytics-schemas.ts";
import type { Database } from "../db/schema.ts";
import {
  dayOfQuarterHour,
  effectiveBound,
  QUARTER_HOURS_PER_DAY,
  quarterHourOf,
} from "./time-buckets.ts";

export interface ViewCountQuery {
  /** Inclusive; rounded down to its quarter hour. Absent: from the first view. */
  from?: Date | undefined;
  /** Exclusive; rounded down to its quarter hour. Absent: up to the last view. */
  to?: Date | undefined;
  limit: number;
  offset: number;
}

/**
 * Site-wide totals and one page of per-path counts, by `total` descending then `path` ascending
 * (code point order), with the range counted. Exact for every bound on a quarter hour.
 *
 * How it stays fast at any range: the views of a path before a day boundary are one row of
 * analytics_daily_cumulative, so a range costs two index-only scans of at most one row per path
 * (plus, for a bound inside a day, that day's quarter hours before the bound): the work depends
 * on the number of paths, not on the length of the range. A range of exactly one day reads the
 * day's own counts kept on the same rows: one scan.
 */
export async function countViews(
  db: Kysely<Database>,
  projectId: string,
  query: ViewCountQuery,
): Promise<PageViews> {
  const range = { dateFrom: effectiveBound(query.from), dateTo: effectiveBound(query.to) };
  const empty: PageViews = {
    totals: { human: 0, ai: 0, total: 0 },
    views: [],
    hasMore: false,
    ...range,
  };
  // Looked up inside the query: one round trip per export.
  const siteId = sql`(select id from analytics_sites where project_id = ${projectId})`;

  const fromBucket = query.from ? quarterHourOf(query.from) : null;
  const toBucket = query.to ? quarterHourOf(query.to) : null;
  if (fromBucket !== null && toBucket !== null && fromBucket >= toBucket) return empty;

  const dayStartOf = (bucket: number) => bucket % QUARTER_HOURS_PER_DAY === 0;
  const singleDay =
    fromBucket !== null &&
    toBucket !== null &&
    dayStartOf(fromBucket) &&
    toBucket - fromBucket === QUARTER_HOURS_PER_DAY;

  // Per path: human and ai views in the range (rows with no views may appear; they are dropped).
  const counts = singleDay
    ? sql`
      select p.path, c.day_human::int8 as human, c.day_ai::int8 as ai
      from analytics_daily_cumulative c join analytics_paths p on p.id = c.path_id
      where c.site_id = ${siteId} and c.day = ${dayOfQuarterHour(fromBucket as number)}
    `
    : rangeCounts(siteId, bound(fromBucket), bound(toBucket));

  const result = await sql<{
    total_human: number | null;
    total_ai: number | null;
    path_count: number;
    path: string | null;
    human: number | null;
    ai: number | null;
  }>`
    with counts as (${counts}),
    ranked as materialized (
      select path, human, ai, human + ai as total from counts where human + ai > 0
    )
    select t.total_human, t.total_ai, t.path_count, pg.path, pg.human, pg.ai
    from (
      select sum(human)::int8 as total_human, sum(ai)::int8 as total_ai, count(*)::int8 as path_count
      from ranked
    ) t
    left join lateral (
      select path, human::int8 as human, ai::int8 as ai, total from ranked
      order by total desc, path asc
      limit ${query.limit} offset ${query.offset}
    ) pg on true
    order by pg.total desc, pg.path asc
  `.execute(db);

  const first = result.rows[0];
  if (!first) return empty;
  const human = Number(first.total_human ?? 0);
  const ai = Number(first.total_ai ?? 0);
  const views = result.rows
    .filter((row) => row.path !== null)
    .map((row) => {
      const h = Number(row.human);
      const a = Number(row.ai);
      return { path: row.path as string, human: h, ai: a, total: h + a };
    });
  return {
    totals: { human, ai, total: human + ai },
    views,
    hasMore: query.offset + views.length < Number(first.path_count),
    ...range,
  };
}

interface Bound {
  /** The day whose cumulative row counts everything before the bound's day; null: no bound. */
  day: number | null;
  /** First quarter hour of the bound's day, and the bound: that day's part before the bound. */
  dayStart: number;
  bucket: number;
}

// Cumulative through the day before the bound's day, then the bound's own day up to the bound.
function bound(bucket: number | null): Bound {
  if (bucket === null) return { day: null, dayStart: 0, bucket: 0 };
  const day = dayOfQuarterHour(bucket);
  return { day: day - 1, dayStart: day * QUARTER_HOURS_PER_DAY, bucket };
}

/** Views per path in [lo, hi): two cumulative rows per path, plus quarter hours of partial days. */
function rangeCounts(siteId: RawBuilder<unknown>, lo: Bound, hi: Bound): RawBuilder<unknown> {
  return sql`
    with lo as (
      select path_id, human, ai_assistant + ai_search + ai_training as ai
      from analytics_daily_cumulative where site_id = ${siteId} and day = ${lo.day ?? -1}
    ),
    hi as (
      select path_id, human, ai_assistant + ai_search + ai_training as ai
      from analytics_daily_cumulative where site_id = ${siteId} and day = ${hi.day ?? -1}
    ),
    edge as (
      select path_id,
        sum(case when bucket >= ${hi.dayStart} and bucket < ${hi.bucket} then 1 else 0 end * human)
          - sum(case when bucket >= ${lo.dayStart} and bucket < ${lo.bucket} then 1 else 0 end * human)
          as human,
        sum(case when bucket >= ${hi.dayStart} and bucket < ${hi.bucket} then 1 else 0 end
            * (ai_assistant + ai_search + ai_training))
          - sum(case when bucket >= ${lo.dayStart} and bucket < ${lo.bucket} then 1 else 0 end
            * (ai_assistant + ai_search + ai_training))
          as ai
      from analytics_quarter_hours
      where site_id = ${siteId}
        and ((bucket >= ${lo.dayStart} and bucket < ${lo.bucket})
          or (bucket >= ${hi.dayStart} and bucket < ${hi.bucket}))
      group by path_id
    )
    select p.path,
        ${
          hi.day === null
            ? sql`p.human`
            : sql`coalesce(hi.human, case when ${hi.day} > p.last_day then p.human else 0 end)`
        }
        - ${
          lo.day === null
            ? sql`0`
            : sql`coalesce(lo.human, case when ${lo.day} > p.last_day then p.human else 0 end)`
        }
        + coalesce(edge.human, 0) as human,
        ${
          hi.day === null
            ? sql`p.ai_assistant + p.ai_search + p.ai_training`
            : sql`coalesce(hi.ai, case when ${hi.day} > p.last_day
                then p.ai_assistant + p.ai_search + p.ai_training else 0 end)`
        }
        - ${
          lo.day === null
            ? sql`0`
            : sql`coalesce(lo.ai, case when ${lo.day} > p.last_day
                then p.ai_assistant + p.ai_search + p.ai_training else 0 end)`
        }
        + coalesce(edge.ai, 0) as ai
      from analytics_paths p
      left join lo on lo.path_id = p.id
      left join hi on hi.path_id = p.id
      left join edge on edge.path_id = p.id
      where p.site_id = ${siteId}
  `;
}

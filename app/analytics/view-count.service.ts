import { type Kysely, type RawBuilder, sql } from "kysely";
import type { PageViews } from "../../shared/api/analytics-schemas.ts";
import type { Database } from "../db/schema.ts";
import { dayOfQuarterHour, QUARTER_HOURS_PER_DAY, quarterHourOf } from "./time-buckets.ts";

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
 * (code point order). Exact for every bound on a quarter hour.
 *
 * How it stays fast at any range: the views of every path before a day boundary are one row per
 * path of analytics_path_days (the row whose span covers the day before), found by one GiST index
 * scan, so a range costs two such scans, plus the day deltas not yet folded inside the range and,
 * for a bound inside a day, that day's quarter hours before the bound. The work depends on the
 * number of paths, not on the length of the range.
 */
export async function countViews(
  db: Kysely<Database>,
  projectId: string,
  query: ViewCountQuery,
): Promise<PageViews> {
  const empty: PageViews = { totals: { human: 0, ai: 0, total: 0 }, views: [], hasMore: false };
  // Looked up inside the query: one round trip per export.
  const siteId = sql`(select id from analytics_sites where project_id = ${projectId})`;

  const fromBucket = query.from ? Math.max(0, quarterHourOf(query.from)) : null;
  const toBucket = query.to ? Math.max(0, quarterHourOf(query.to)) : null;
  if (fromBucket !== null && toBucket !== null && fromBucket >= toBucket) return empty;
  const counts = rangeCounts(siteId, fromBucket, toBucket);

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
  };
}

/** Day numbers below 2^20 keep each site's spans apart (see the analytics_path_days migration). */
const DAY_LIMIT = 1_048_576;
/** The day a missing upper bound stands for: after every stored day. */
const LAST_DAY = DAY_LIMIT - 2;

/**
 * Each path's running totals through the end of `day`: the one row whose span covers it (a path
 * with no row at or before the day has views only later, and contributes nothing).
 */
function totalsThrough(
  siteId: RawBuilder<unknown>,
  day: number,
  sign: 1 | -1,
): RawBuilder<unknown> {
  if (day < 0)
    return sql`select null::int4 as path_id, 0::int8 as human, 0::int8 as ai where false`;
  return sql`
    select path_id, ${sign}::int8 * human as human,
      ${sign}::int8 * (ai_assistant + ai_search + ai_training) as ai
    from analytics_path_days
    where int8range(site_id::int8 * ${DAY_LIMIT} + day, site_id::int8 * ${DAY_LIMIT} + next_day)
      @> (${siteId}::int8 * ${DAY_LIMIT} + ${day})
  `;
}

/** Views of one quarter-hour run [from, to) per path, times `sign`. */
function quarterHourCounts(
  siteId: RawBuilder<unknown>,
  from: number,
  to: number,
  sign: 1 | -1,
): RawBuilder<unknown> {
  return sql`
    select path_id, ${sign}::int8 * human as human,
      ${sign}::int8 * (ai_assistant + ai_search + ai_training) as ai
    from analytics_quarter_hours
    where site_id = ${siteId} and bucket >= ${from} and bucket < ${to}
  `;
}

/**
 * Views per path in [lo, hi) (null: unbounded): the totals through the day before hi's day, minus
 * those through the day before lo's day, plus the unfolded deltas of the days between, plus hi's
 * day up to hi, minus lo's day up to lo.
 */
function rangeCounts(
  siteId: RawBuilder<unknown>,
  lo: number | null,
  hi: number | null,
): RawBuilder<unknown> {
  // A bound after every storable day counts as the end of time: views are never dated there.
  const loDay = lo === null ? 0 : Math.min(dayOfQuarterHour(lo), LAST_DAY + 1);
  const hiDay = hi === null ? LAST_DAY + 1 : Math.min(dayOfQuarterHour(hi), LAST_DAY + 1);
  const parts = [
    totalsThrough(siteId, hiDay - 1, 1),
    totalsThrough(siteId, loDay - 1, -1),
    sql`
      select path_id, human, ai_assistant + ai_search + ai_training as ai
      from analytics_day_deltas
      where site_id = ${siteId} and day >= ${loDay} and day < ${hiDay}
    `,
  ];
  if (hi !== null && hi > hiDay * QUARTER_HOURS_PER_DAY) {
    parts.push(quarterHourCounts(siteId, hiDay * QUARTER_HOURS_PER_DAY, hi, 1));
  }
  if (lo !== null && lo > loDay * QUARTER_HOURS_PER_DAY) {
    parts.push(quarterHourCounts(siteId, loDay * QUARTER_HOURS_PER_DAY, lo, -1));
  }
  return sql`
    select p.path, sum(c.human) as human, sum(c.ai) as ai
    from (${sql.join(parts, sql` union all `)}) as c
    join analytics_paths p on p.site_id = ${siteId} and p.id = c.path_id
    group by p.path
  `;
}

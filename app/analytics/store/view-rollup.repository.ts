import { type Kysely, type RawBuilder, sql } from "kysely";
import type { Database } from "../../db/schema.ts";
import { QUARTER_HOURS_PER_DAY } from "../time-buckets.ts";
import { findCrawlerAgentIds, siteIdOf } from "./analytics.repository.ts";
import { AGENT_KIND } from "./count-codec.ts";
import { type PathCell, pathCells } from "./day-cells.repository.ts";
import { pendingCells } from "./pending-views.repository.ts";
import { columnsOf, intArray } from "./sql-arrays.ts";
import { type IntervalKeys, keyOfBucket, type RangeParts } from "./view-range.ts";

/**
 * The site-wide rollups: views per category and per agent, per quarter hour and per day, written
 * when pending batches are folded and read (with the batches not folded yet) by every answer that
 * is not about one path.
 */

export interface CategoryRow {
  key: number;
  human: string | number;
  ai_assistant: string | number;
  ai_search: string | number;
  ai_training: string | number;
}

/** A series' row: its categories' views and its crawlers'. */
export interface SeriesRow extends CategoryRow {
  crawler: string | number;
}

/**
 * Views per category in a range, per interval of `keys` (null: one row for the whole range, key
 * 0). Site-wide, the whole days come from one row per day (when an interval is made of days); for
 * one path, from its cells of the range's days (`cellsOfPath` when the caller has read them).
 */
export async function sumCategoriesByKey(
  db: Kysely<Database>,
  projectId: string,
  parts: RangeParts,
  keys: IntervalKeys | null,
  path?: string,
  cellsOfPath?: PathCell[],
): Promise<CategoryRow[]> {
  if (path !== undefined) {
    const byKey = new Map<number, CategoryRow>();
    for (const cell of cellsOfPath ?? (await pathCells(db, projectId, parts, path))) {
      if (cell.kind < 0 || cell.kind >= AGENT_KIND) continue;
      const key = keys === null ? 0 : keyOfBucket(keys, cell.bucket);
      let row = byKey.get(key);
      if (!row) {
        row = { key, human: 0, ai_assistant: 0, ai_search: 0, ai_training: 0 };
        byKey.set(key, row);
      }
      const column = CATEGORY_COLUMNS[cell.kind] as (typeof CATEGORY_COLUMNS)[number];
      row[column] = Number(row[column]) + cell.views;
    }
    return [...byKey.values()].sort((a, b) => a.key - b.key);
  }
  const site = siteIdOf(projectId);
  const key = keyExpressions(keys);
  const columns = sql`human, ai_assistant, ai_search, ai_training`;
  let rows: RawBuilder<unknown>;
  if (key.day === null) {
    rows = sql`
      select ${key.bucket} as key, ${columns} from analytics_site_quarter_hours
      where site_id = ${site} and bucket >= ${parts.from} and bucket < ${parts.to}
    `;
  } else {
    rows = sql`
      select ${key.day} as key, ${columns} from analytics_site_days
      where site_id = ${site} and day >= ${parts.days.first} and day < ${parts.days.end}
      union all
      select ${key.bucket} as key, ${columns} from analytics_site_quarter_hours
      where site_id = ${site} and (${inQuarterHours(parts)})
    `;
  }
  // The batches not folded yet, by their quarter hours.
  rows = sql`
    ${rows}
    union all
    select ${key.bucket} as key,
      sum(views) filter (where kind = 0) as human, sum(views) filter (where kind = 1) as ai_assistant,
      sum(views) filter (where kind = 2) as ai_search, sum(views) filter (where kind = 3) as ai_training
    from (${pendingCells(site, parts.from, parts.to)}) as pending
    where kind >= 0 and kind < ${AGENT_KIND}
    group by bucket
  `;
  const result = await sql<CategoryRow>`
    select key, sum(human)::int8 as human, sum(ai_assistant)::int8 as ai_assistant,
      sum(ai_search)::int8 as ai_search, sum(ai_training)::int8 as ai_training
    from (${rows}) as parts
    group by key
    order by key
  `.execute(db);
  return result.rows;
}

/**
 * `keyOfBucket` in SQL, of a `bucket` column and, for intervals of whole days, of a `day` column
 * (null: the interval must be read from quarter hours).
 */
function keyExpressions(keys: IntervalKeys | null): {
  day: RawBuilder<number> | null;
  bucket: RawBuilder<number>;
} {
  if (keys === null) return { day: sql<number>`0`, bucket: sql<number>`0` };
  const bucket = sql<number>`(bucket + ${sql.lit(keys.offset)}) / ${sql.lit(keys.quarterHours)}`;
  if (keys.quarterHours % QUARTER_HOURS_PER_DAY !== 0) return { day: null, bucket };
  const days = keys.quarterHours / QUARTER_HOURS_PER_DAY;
  const offset = keys.offset / QUARTER_HOURS_PER_DAY;
  return { day: sql<number>`(day + ${sql.lit(offset)}) / ${sql.lit(days)}`, bucket };
}

/** SQL true for a `bucket` inside one of the runs (false when there are none). */
function inQuarterHours(parts: RangeParts): RawBuilder<unknown> {
  if (parts.quarterHours.length === 0) return sql`false`;
  return sql.join(
    parts.quarterHours.map((run) => sql`(bucket >= ${run.from} and bucket < ${run.to})`),
    sql` or `,
  );
}

export interface AgentRow {
  name: string;
  operator: string;
  category: "assistant" | "search" | "training";
  views: string | number;
  agent_count: string | number;
}

/**
 * One page of AI views per agent in a range, by views descending then name, with the number of
 * agents that had views. Site-wide from daily rows plus the partial days' quarter hours; for one
 * path, from its quarter hours.
 */
export async function pageAgentViews(
  db: Kysely<Database>,
  projectId: string,
  parts: RangeParts,
  page: {
    limit: number;
    offset: number;
    path?: string | undefined;
    /** The path's cells in the range, when the caller has read them already. */
    cells?: PathCell[] | undefined;
    /** AI agents (the default) or crawlers. */
    agentClass?: "ai" | "crawler" | undefined;
  },
): Promise<AgentRow[]> {
  const counts = await agentCounts(db, projectId, parts, page.path, page.cells);
  const site = siteIdOf(projectId);
  const crawlers = page.agentClass === "crawler";
  const result = await sql<AgentRow>`
    with per_agent as materialized (
      select agent_id, sum(views)::int8 as views from (${counts}) as c
      group by agent_id having sum(views) > 0
    )
    select a.name, a.operator, a.category, p.views, count(*) over () as agent_count
    from per_agent p
    join analytics_agents a on a.site_id = ${site} and a.id = p.agent_id
    where (a.category = 'crawler') = ${crawlers}
    order by p.views desc, a.name collate "C" asc
    limit ${page.limit} offset ${page.offset}
  `.execute(db);
  return result.rows;
}

/** Views by crawlers in the range, for the site or one path. */
export async function sumCrawlerViews(
  db: Kysely<Database>,
  projectId: string,
  parts: RangeParts,
  path: string | undefined,
  cells?: PathCell[],
): Promise<number> {
  const counts = await agentCounts(db, projectId, parts, path, cells);
  const site = siteIdOf(projectId);
  const result = await sql<{ views: string | number | null }>`
    select sum(c.views)::int8 as views from (${counts}) as c
    join analytics_agents a on a.site_id = ${site} and a.id = c.agent_id
    where a.category = 'crawler'
  `.execute(db);
  return Number(result.rows[0]?.views ?? 0);
}

/** Views per agent id in the range (rows of agent_id, views; an agent may have several rows). */
async function agentCounts(
  db: Kysely<Database>,
  projectId: string,
  parts: RangeParts,
  path: string | undefined,
  cells: PathCell[] | undefined,
): Promise<RawBuilder<unknown>> {
  const site = siteIdOf(projectId);
  const page = { path, cells };
  let counts: RawBuilder<unknown>;
  if (page.path !== undefined) {
    const perAgent = new Map<number, number>();
    for (const cell of page.cells ?? (await pathCells(db, projectId, parts, page.path))) {
      if (cell.kind < AGENT_KIND) continue;
      const agentId = cell.kind - AGENT_KIND;
      perAgent.set(agentId, (perAgent.get(agentId) ?? 0) + cell.views);
    }
    counts = sql`
      select * from unnest(${[...perAgent.keys()]}::int4[], ${[...perAgent.values()]}::int8[])
        as c (agent_id, views)
    `;
  } else {
    counts = sql`
        select agent_id, views from analytics_site_agent_days
        where site_id = ${site} and day >= ${parts.days.first} and day < ${parts.days.end}
        union all
        select agent_id, views from analytics_site_agent_quarter_hours
        where site_id = ${site} and (${inQuarterHours(parts)})
        union all
        select kind - ${AGENT_KIND}, views from (${pendingCells(site, parts.from, parts.to)}) as pending
        where kind >= ${AGENT_KIND}
      `;
  }
  return counts;
}

/** How many agents had views in the range (for a page past the last, which has no rows). */
export async function countAgentsWithViews(
  db: Kysely<Database>,
  projectId: string,
  parts: RangeParts,
  path: string | undefined,
  cells?: PathCell[],
  agentClass: "ai" | "crawler" = "ai",
): Promise<number> {
  const rows = await pageAgentViews(db, projectId, parts, {
    limit: 1,
    offset: 0,
    path,
    cells,
    agentClass,
  });
  return Number(rows[0]?.agent_count ?? 0);
}

const CATEGORY_COLUMNS = ["human", "ai_assistant", "ai_search", "ai_training"] as const;

/** Per category counts, in storage order: human, AI assistant, AI search, AI training. */
export type CategoryCounts = [number, number, number, number];

/** A site-wide rollup increment: per quarter hour (`at` is a bucket) or per day (`at` is a day). */
export interface SiteIncrement {
  at: number;
  counts: CategoryCounts;
}

export interface SiteAgentIncrement {
  at: number;
  agentId: number;
  views: number;
}

export interface SiteReferrerIncrement {
  at: number;
  referrerId: number;
  views: number;
}

export interface SiteRollups {
  siteQuarterHours: SiteIncrement[];
  siteDays: SiteIncrement[];
  siteAgentQuarterHours: SiteAgentIncrement[];
  siteAgentDays: SiteAgentIncrement[];
  siteReferrerDays: SiteReferrerIncrement[];
}

/**
 * Upsert-increments of the site-wide rollups, in one statement. Each list is sorted by its key,
 * so writers take the row locks of shared rows in the same order.
 */
export async function addSiteRollups(
  db: Kysely<Database>,
  siteId: number,
  writes: SiteRollups,
): Promise<void> {
  const arr = intArray;
  const [sqAt, sqh, sqa, sqs, sqt] = columnsOf(writes.siteQuarterHours, (r) => [r.at, ...r.counts]);
  const [sdAt, sdh, sda, sds, sdt] = columnsOf(writes.siteDays, (r) => [r.at, ...r.counts]);
  const [saqAt, saqAgents, saqViews] = columnsOf(writes.siteAgentQuarterHours, (r) => [
    r.at,
    r.agentId,
    r.views,
  ]);
  const [sadAt, sadAgents, sadViews] = columnsOf(writes.siteAgentDays, (r) => [
    r.at,
    r.agentId,
    r.views,
  ]);
  const [srdAt, srdIds, srdViews] = columnsOf(writes.siteReferrerDays, (r) => [
    r.at,
    r.referrerId,
    r.views,
  ]);
  // Data-modifying CTEs all run, once, whether or not the final SELECT reads them.
  await sql`
    with site_quarter_hours as (
      insert into analytics_site_quarter_hours
        (site_id, bucket, human, ai_assistant, ai_search, ai_training)
      select ${siteId}, * from unnest(${arr(sqAt, "int4")}, ${arr(sqh, "int4")},
        ${arr(sqa, "int4")}, ${arr(sqs, "int4")}, ${arr(sqt, "int4")})
      on conflict (site_id, bucket) do update set
        human = analytics_site_quarter_hours.human + excluded.human,
        ai_assistant = analytics_site_quarter_hours.ai_assistant + excluded.ai_assistant,
        ai_search = analytics_site_quarter_hours.ai_search + excluded.ai_search,
        ai_training = analytics_site_quarter_hours.ai_training + excluded.ai_training
      returning 1
    ),
    site_days as (
      insert into analytics_site_days (site_id, day, human, ai_assistant, ai_search, ai_training)
      select ${siteId}, * from unnest(${arr(sdAt, "int4")}, ${arr(sdh, "int8")},
        ${arr(sda, "int8")}, ${arr(sds, "int8")}, ${arr(sdt, "int8")})
      on conflict (site_id, day) do update set
        human = analytics_site_days.human + excluded.human,
        ai_assistant = analytics_site_days.ai_assistant + excluded.ai_assistant,
        ai_search = analytics_site_days.ai_search + excluded.ai_search,
        ai_training = analytics_site_days.ai_training + excluded.ai_training
      returning 1
    ),
    site_agent_quarter_hours as (
      insert into analytics_site_agent_quarter_hours (site_id, bucket, agent_id, views)
      select ${siteId}, * from unnest(${arr(saqAt, "int4")}, ${arr(saqAgents, "int4")},
        ${arr(saqViews, "int4")})
      on conflict (site_id, bucket, agent_id) do update set
        views = analytics_site_agent_quarter_hours.views + excluded.views
      returning 1
    ),
    site_agent_days as (
      insert into analytics_site_agent_days (site_id, day, agent_id, views)
      select ${siteId}, * from unnest(${arr(sadAt, "int4")}, ${arr(sadAgents, "int4")},
        ${arr(sadViews, "int8")})
      on conflict (site_id, day, agent_id) do update set
        views = analytics_site_agent_days.views + excluded.views
      returning 1
    ),
    site_referrer_days as (
      insert into analytics_site_referrer_days (site_id, day, referrer_id, views)
      select ${siteId}, * from unnest(${arr(srdAt, "int4")}, ${arr(srdIds, "int4")},
        ${arr(srdViews, "int8")})
      on conflict (site_id, day, referrer_id) do update set
        views = analytics_site_referrer_days.views + excluded.views
      returning 1
    )
    select 1
  `.execute(db);
}

/**
 * Views per category, and crawler views, per interval of a series whose intervals start at
 * `boundaries` (quarter hours, ascending; interval i is [boundaries[i], boundaries[i + 1])): local
 * days and weeks of a time zone need not fall on UTC days. A UTC day inside one interval is read
 * from its daily rows (crawlers' from their agents' daily rows); the other quarter hours from the
 * quarter-hour rows; the pending batches by their quarter hours. Rows are keyed by interval index.
 */
export async function sumCategoriesByBoundaries(
  db: Kysely<Database>,
  projectId: string,
  parts: RangeParts,
  boundaries: readonly number[],
  path?: string,
): Promise<SeriesRow[]> {
  const indexOf = (bucket: number) => {
    let lo = 0;
    let hi = boundaries.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if ((boundaries[mid] as number) <= bucket) lo = mid;
      else hi = mid - 1;
    }
    return lo;
  };
  if (path !== undefined) {
    const [cells, crawlers] = await Promise.all([
      pathCells(db, projectId, parts, path),
      findCrawlerAgentIds(db, siteIdOf(projectId)),
    ]);
    const byKey = new Map<number, SeriesRow>();
    for (const cell of cells) {
      const crawler = cell.kind >= AGENT_KIND && crawlers.has(cell.kind - AGENT_KIND);
      if (cell.kind < 0 || (cell.kind >= AGENT_KIND && !crawler)) continue;
      const key = indexOf(cell.bucket);
      let row = byKey.get(key);
      if (!row) {
        row = { key, human: 0, ai_assistant: 0, ai_search: 0, ai_training: 0, crawler: 0 };
        byKey.set(key, row);
      }
      const column = crawler
        ? "crawler"
        : (CATEGORY_COLUMNS[cell.kind] as (typeof CATEGORY_COLUMNS)[number]);
      row[column] = Number(row[column]) + cell.views;
    }
    return [...byKey.values()].sort((a, b) => a.key - b.key);
  }
  const site = siteIdOf(projectId);
  const wholeDays: number[] = [];
  const wholeKeys: number[] = [];
  const runs: Array<{ from: number; to: number }> = [];
  const addRun = (from: number, to: number) => {
    const last = runs[runs.length - 1];
    if (last && last.to === from) last.to = to;
    else if (from < to) runs.push({ from, to });
  };
  let cursor = parts.from;
  for (let day = parts.days.first; day < parts.days.end; day++) {
    const start = day * QUARTER_HOURS_PER_DAY;
    const key = indexOf(start);
    if (key !== indexOf(start + QUARTER_HOURS_PER_DAY - 1)) continue;
    addRun(cursor, start);
    wholeDays.push(day);
    wholeKeys.push(key);
    cursor = start + QUARTER_HOURS_PER_DAY;
  }
  addRun(cursor, parts.to);
  const columns = sql`human, ai_assistant, ai_search, ai_training, 0::int8 as crawler`;
  const thresholds = intArray([...boundaries], "int4");
  const days = sql`unnest(${intArray(wholeDays, "int4")}, ${intArray(wholeKeys, "int4")}) as k (day, key)`;
  const quarterHours = sql`unnest(${intArray(
    runs.map((r) => r.from),
    "int4",
  )}, ${intArray(
    runs.map((r) => r.to),
    "int4",
  )}) as r (lo, hi)`;
  // A crawler's views are only its agent's rows; the per-agent rollups hold them.
  const crawlers = sql`select id from analytics_agents where site_id = ${site} and category = 'crawler'`;
  const crawlerOnly = sql`0::int8, 0::int8, 0::int8, 0::int8`;
  const result = await sql<SeriesRow>`
    select key, sum(human)::int8 as human, sum(ai_assistant)::int8 as ai_assistant,
      sum(ai_search)::int8 as ai_search, sum(ai_training)::int8 as ai_training,
      sum(crawler)::int8 as crawler
    from (
      select k.key, ${columns} from analytics_site_days d
      join ${days} on d.day = k.day
      where d.site_id = ${site}
      union all
      select width_bucket(q.bucket, ${thresholds}) - 1 as key, ${columns}
      from analytics_site_quarter_hours q
      join ${quarterHours} on q.bucket >= r.lo and q.bucket < r.hi
      where q.site_id = ${site}
      union all
      select k.key, ${crawlerOnly}, d.views from analytics_site_agent_days d
      join ${days} on d.day = k.day
      where d.site_id = ${site} and d.agent_id in (${crawlers})
      union all
      select width_bucket(q.bucket, ${thresholds}) - 1 as key, ${crawlerOnly}, q.views::int8
      from analytics_site_agent_quarter_hours q
      join ${quarterHours} on q.bucket >= r.lo and q.bucket < r.hi
      where q.site_id = ${site} and q.agent_id in (${crawlers})
      union all
      select width_bucket(bucket, ${thresholds}) - 1 as key,
        sum(views) filter (where kind = 0) as human, sum(views) filter (where kind = 1) as ai_assistant,
        sum(views) filter (where kind = 2) as ai_search, sum(views) filter (where kind = 3) as ai_training,
        sum(views) filter (where kind - ${AGENT_KIND} in (${crawlers})) as crawler
      from (${pendingCells(site, parts.from, parts.to)}) as pending
      where kind >= 0
      group by bucket
    ) as parts
    group by key
    order by key
  `.execute(db);
  return result.rows;
}

/**
 * The first and last quarter hours with views of the project's site (pending batches included;
 * crawlers' views, which only their agents' rows hold, too).
 */
export async function findViewExtent(
  db: Kysely<Database>,
  projectId: string,
): Promise<{ first: number; last: number } | undefined> {
  const site = siteIdOf(projectId);
  const result = await sql<{ first: number | null; last: number | null }>`
    select least(
        (select min(bucket) from analytics_site_quarter_hours where site_id = ${site}),
        (select min(bucket) from analytics_site_agent_quarter_hours where site_id = ${site}),
        (select min(first_bucket) from analytics_pending_views where site_id = ${site})
      ) as first,
      greatest(
        (select max(bucket) from analytics_site_quarter_hours where site_id = ${site}),
        (select max(bucket) from analytics_site_agent_quarter_hours where site_id = ${site}),
        (select max(last_bucket) from analytics_pending_views where site_id = ${site})
      ) as last
  `.execute(db);
  const row = result.rows[0];
  if (row?.first == null || row.last == null) return undefined;
  return { first: Number(row.first), last: Number(row.last) };
}

import { type Kysely, type RawBuilder, sql } from "kysely";
import type { Database } from "../../db/schema.ts";
import { dayOfQuarterHour, QUARTER_HOURS_PER_DAY } from "../time-buckets.ts";
import { findCrawlerAgentIds, siteIdOf } from "./analytics.repository.ts";
import {
  AGENT_KIND,
  CELL_SHARDS,
  forEachCell,
  forEachTotal,
  kindOfCell,
  quarterHourOfCell,
  referrerShardOfPath,
  shardOfPath,
} from "./count-codec.ts";
import { PathCounts } from "./path-counts.ts";
import { pendingCells } from "./pending-views.repository.ts";
import { NO_END, type RangeParts } from "./view-range.ts";

/**
 * The per-path counts: each day's cells (by shard of paths) and each path's running totals
 * through a day, both encoded by `count-codec.ts`. Folding writes them; reads add the pending
 * batches not folded yet.
 */

/** The stored cells of these (day, shard) pairs, by `day:shard`. */
export async function readDayCells(
  db: Kysely<Database>,
  siteId: number,
  parts: { day: number; shard: number }[],
): Promise<Map<string, Uint8Array>> {
  const stored = await sql<{ day: number; shard: number; cells: Uint8Array }>`
    select day, shard, cells from analytics_day_cells
    where site_id = ${siteId} and (day, shard) in (
      select * from unnest(${parts.map((p) => p.day)}::int4[], ${parts.map((p) => p.shard)}::int2[])
    )
  `.execute(db);
  return new Map(stored.rows.map((row) => [`${row.day}:${row.shard}`, row.cells]));
}

/** Encoded values of a site to write, one per day (and shard, for day cells), hex-encoded. */
export interface EncodedDays {
  days: number[];
  shards: number[];
  values: string[];
}

export async function upsertDayCells(
  db: Kysely<Database>,
  siteId: number,
  rows: EncodedDays,
): Promise<void> {
  await sql`
    insert into analytics_day_cells (site_id, day, shard, cells)
    select ${siteId}, day, shard, decode(value, 'hex')
    from unnest(${rows.days}::int4[], ${rows.shards}::int2[], ${rows.values}::text[])
      as v (day, shard, value)
    on conflict (site_id, day, shard) do update set cells = excluded.cells
  `.execute(db);
}

export async function upsertDayTotals(
  db: Kysely<Database>,
  siteId: number,
  rows: Omit<EncodedDays, "shards">,
): Promise<void> {
  await sql`
    insert into analytics_day_totals (site_id, day, totals)
    select ${siteId}, day, decode(value, 'hex')
    from unnest(${rows.days}::int4[], ${rows.values}::text[]) as v (day, value)
    on conflict (site_id, day) do update set totals = excluded.totals
  `.execute(db);
}

/** The running totals of the last day before `day` that has some. */
export async function findTotalsBefore(
  db: Kysely<Database>,
  siteId: number,
  day: number,
): Promise<Uint8Array | undefined> {
  const base = await sql<{ totals: Uint8Array }>`
    select totals from analytics_day_totals
    where site_id = ${siteId} and day < ${day}
    order by day desc limit 1
  `.execute(db);
  return base.rows[0]?.totals;
}

/** The days from `day` on that have running totals, in order. */
export async function listTotalsDaysFrom(
  db: Kysely<Database>,
  siteId: number,
  day: number,
): Promise<number[]> {
  const later = await sql<{ day: number }>`
    select day from analytics_day_totals where site_id = ${siteId} and day >= ${day}
    order by day
  `.execute(db);
  return later.rows.map((row) => row.day);
}

/** The running totals of these days, by day. */
export async function readTotals(
  db: Kysely<Database>,
  siteId: number,
  days: number[],
): Promise<Map<number, Uint8Array>> {
  const rows = await sql<{ day: number; totals: Uint8Array }>`
    select day, totals from analytics_day_totals
    where site_id = ${siteId} and day = any(${days}::int4[])
  `.execute(db);
  return new Map(rows.rows.map((row) => [row.day, row.totals]));
}

/** Day numbers below 2^20: a missing upper bound counts through the last of them. */
const LAST_DAY = 1_048_574;

/**
 * Views per path (human, AI, crawler) in quarter hours [lo, hi) (null: unbounded), read in one
 * statement (one snapshot): the running totals through the day before hi's day, minus those
 * through the day before lo's day, plus hi's day's cells before hi, minus lo's day's cells before
 * lo, plus the pending batches' views inside the range. A crawler's views are its agent cells.
 * For a range of whole UTC days (with nothing pending) that is two values of the site's running
 * totals, whatever the range's length, merged into flat arrays (`PathCounts`); a range without a
 * whole UTC day is read from its one or two days' cells instead.
 */
export async function countViewsPerPath(
  db: Kysely<Database>,
  siteId: number,
  lo: number | null,
  hi: number | null,
): Promise<PathCounts> {
  // A range holding no whole UTC day (a local day of a zone not on UTC, a few hours) touches at
  // most two days: their cells alone are less to read than two running totals and those cells.
  if (
    lo !== null &&
    hi !== null &&
    Math.floor(hi / QUARTER_HOURS_PER_DAY) * QUARTER_HOURS_PER_DAY <=
      Math.ceil(lo / QUARTER_HOURS_PER_DAY) * QUARTER_HOURS_PER_DAY
  ) {
    return countViewsPerPathInCells(db, siteId, lo, hi);
  }
  const loDay = lo === null ? 0 : Math.min(dayOfQuarterHour(lo), LAST_DAY + 1);
  const hiDay = hi === null ? LAST_DAY + 1 : Math.min(dayOfQuarterHour(hi), LAST_DAY + 1);
  const parts: RawBuilder<unknown>[] = [totalsThrough(siteId, hiDay - 1, 1)];
  if (loDay > 0) parts.push(totalsThrough(siteId, loDay - 1, -1));
  const partialDays =
    (hi !== null && hi > hiDay * QUARTER_HOURS_PER_DAY) ||
    (lo !== null && lo > loDay * QUARTER_HOURS_PER_DAY);
  if (hi !== null && hi > hiDay * QUARTER_HOURS_PER_DAY) {
    parts.push(dayCellsBefore(siteId, hiDay, hi - hiDay * QUARTER_HOURS_PER_DAY, 1));
  }
  if (lo !== null && lo > loDay * QUARTER_HOURS_PER_DAY) {
    parts.push(dayCellsBefore(siteId, loDay, lo - loDay * QUARTER_HOURS_PER_DAY, -1));
  }
  parts.push(sql`
    select 1 as sign, null::bytea as bytes, null::int4 as before, path_id,
      sum(views) filter (where kind = 0)::int8 as human,
      sum(views) filter (where kind > 0 and kind < ${AGENT_KIND})::int8 as ai,
      sum(views) filter (where kind - ${AGENT_KIND} in (${crawlerIds(siteId)}))::int8 as crawler
    from (${pendingCells(siteId, lo ?? 0, hi ?? NO_END)}) as pending
    where kind >= 0
    group by path_id
  `);
  const [result, crawlers] = await Promise.all([
    sql<{
      sign: number;
      bytes: Uint8Array | null;
      before: number | null;
      path_id: number | null;
      human: string | number | null;
      ai: string | number | null;
      crawler: string | number | null;
    }>`${sql.join(parts, sql` union all `)}`.execute(db),
    // Which agent cells of a partial day are crawlers' (the totals and pending rows know it).
    partialDays ? findCrawlerAgentIds(db, siteId) : new Set<number>(),
  ]);

  // The totals through hi's day hold (nearly) every path: they lay out the arrays.
  const rows = result.rows;
  const base = rows.find((row) => Number(row.sign) === 1 && row.bytes && row.before === null);
  const pendingPaths = rows.reduce((n, row) => n + (row.path_id === null ? 0 : 1), 0);
  const counts = PathCounts.fromTotals(base?.bytes, pendingPaths);
  for (const row of rows) {
    if (row === base) continue;
    const sign = Number(row.sign);
    if (row.path_id !== null) {
      counts.add(
        row.path_id,
        Number(row.human ?? 0),
        Number(row.ai ?? 0),
        Number(row.crawler ?? 0),
      );
    } else if (row.bytes && row.before === null) {
      if (sign === -1) counts.subtractTotals(row.bytes);
      else
        forEachTotal(row.bytes, (pathId, human, ai, crawler) =>
          counts.add(pathId, human, ai, crawler),
        );
    } else if (row.bytes && row.before !== null) {
      counts.addCells(row.bytes, 0, row.before, sign === -1 ? -1 : 1, crawlers);
    }
  }
  return counts;
}

/**
 * `countViewsPerPath` of a range [lo, hi) inside one or two days: their cells inside the range and
 * the pending batches' views inside it, in one statement.
 */
async function countViewsPerPathInCells(
  db: Kysely<Database>,
  siteId: number,
  lo: number,
  hi: number,
): Promise<PathCounts> {
  const [result, crawlers] = await Promise.all([
    sql<{
      day: number | null;
      cells: Uint8Array | null;
      path_id: number | null;
      human: string | number | null;
      ai: string | number | null;
      crawler: string | number | null;
    }>`
      select day, cells, null::int4 as path_id, null::int8 as human, null::int8 as ai,
        null::int8 as crawler
      from analytics_day_cells
      where site_id = ${siteId} and day >= ${dayOfQuarterHour(lo)}
        and day <= ${dayOfQuarterHour(hi - 1)} and shard < ${CELL_SHARDS}
      union all
      select null, null, path_id,
        sum(views) filter (where kind = 0)::int8,
        sum(views) filter (where kind > 0 and kind < ${AGENT_KIND})::int8,
        sum(views) filter (where kind - ${AGENT_KIND} in (${crawlerIds(siteId)}))::int8
      from (${pendingCells(siteId, lo, hi)}) as pending
      where kind >= 0
      group by path_id
    `.execute(db),
    findCrawlerAgentIds(db, siteId),
  ]);
  const counts = new PathCounts(result.rows.length);
  for (const row of result.rows) {
    if (row.cells !== null && row.day !== null) {
      const dayStart = row.day * QUARTER_HOURS_PER_DAY;
      counts.addCells(row.cells, lo - dayStart, hi - dayStart, 1, crawlers);
    } else if (row.path_id !== null) {
      counts.add(
        row.path_id,
        Number(row.human ?? 0),
        Number(row.ai ?? 0),
        Number(row.crawler ?? 0),
      );
    }
  }
  return counts;
}

/** The ids of the site's crawlers, as a subquery. */
function crawlerIds(siteId: number): RawBuilder<unknown> {
  return sql`select id from analytics_agents where site_id = ${siteId} and category = 'crawler'`;
}

/** The running totals of every path through the end of `day`: the last value at or before it. */
function totalsThrough(siteId: number, day: number, sign: 1 | -1): RawBuilder<unknown> {
  return sql`
    select ${sign}::int4 as sign, (
      select totals from analytics_day_totals
      where site_id = ${siteId} and day <= ${day}
      order by day desc limit 1
    ) as bytes, null::int4 as before, null::int4 as path_id, null::int8 as human, null::int8 as ai,
      null::int8 as crawler
  `;
}

/** A day's cells, of which the quarter hours before `before` count, times `sign`. */
function dayCellsBefore(
  siteId: number,
  day: number,
  before: number,
  sign: 1 | -1,
): RawBuilder<unknown> {
  return sql`
    select ${sign}::int4 as sign, cells as bytes, ${before}::int4 as before, null::int4 as path_id,
      null::int8 as human, null::int8 as ai, null::int8 as crawler
    from analytics_day_cells
    where site_id = ${siteId} and day = ${day} and shard < ${CELL_SHARDS}
  `;
}

export interface PathCell {
  bucket: number;
  kind: number;
  views: number;
}

/**
 * Every cell of one path in [parts.from, parts.to): from the day cells of the range's days and
 * from the pending batches not folded yet. Reads each day of the range once (a page's filter
 * skips the other paths of a day without decoding their cells).
 */
export async function pathCells(
  db: Kysely<Database>,
  projectId: string,
  parts: RangeParts,
  path: string,
): Promise<PathCell[]> {
  const ids = await sql<{ site_id: number; path_id: number }>`
    select p.site_id, p.id as path_id from analytics_paths p
    where p.site_id = ${siteIdOf(projectId)} and p.path = ${path}
  `.execute(db);
  const found = ids.rows[0];
  if (!found) return [];
  const firstDay = Math.floor(parts.from / QUARTER_HOURS_PER_DAY);
  const lastDay = Math.floor((parts.to - 1) / QUARTER_HOURS_PER_DAY);
  const result = await sql<{
    day: number | null;
    cells: Uint8Array | null;
    bucket: number | null;
    kind: number | null;
    views: number | null;
  }>`
    select day, cells, null::int4 as bucket, null::int4 as kind, null::int4 as views
    from analytics_day_cells
    where site_id = ${found.site_id} and day >= ${firstDay} and day <= ${lastDay}
      and shard = ${shardOfPath(found.path_id)}
    union all
    select null, null, bucket, kind, views
    from (${pendingCells(found.site_id, parts.from, parts.to)}) as pending
    where path_id = ${found.path_id} and kind >= 0
  `.execute(db);
  const cells: PathCell[] = [];
  for (const row of result.rows) {
    if (row.cells !== null && row.day !== null) {
      const dayStart = row.day * QUARTER_HOURS_PER_DAY;
      forEachCell(
        row.cells,
        (_pathId, key, views) => {
          const bucket = dayStart + quarterHourOfCell(key);
          if (bucket >= parts.from && bucket < parts.to) {
            cells.push({ bucket, kind: kindOfCell(key), views });
          }
        },
        found.path_id,
      );
    } else if (row.bucket !== null && row.kind !== null && row.views !== null) {
      cells.push({ bucket: row.bucket, kind: row.kind, views: row.views });
    }
  }
  return cells;
}

/**
 * Visits the referrer cells in [parts.from, parts.to) of one path (by id), or of every path: from
 * the referrer shards of the range's days and from the pending batches not folded yet. Each is
 * the human views a referring host sent to a path in a quarter hour. A visitor rather than a list:
 * a year of a busy site has millions of cells, and its callers only add them up.
 */
export async function visitReferrerCells(
  db: Kysely<Database>,
  siteId: number,
  parts: Pick<RangeParts, "from" | "to">,
  visit: (pathId: number, referrerId: number, views: number) => void,
  options: {
    pathId?: number | undefined;
    /** Only the folded cells (the caller counts the pending batches another way). */
    foldedOnly?: boolean;
  } = {},
): Promise<void> {
  const { pathId } = options;
  const firstDay = Math.floor(parts.from / QUARTER_HOURS_PER_DAY);
  const lastDay = Math.floor((parts.to - 1) / QUARTER_HOURS_PER_DAY);
  const shards =
    pathId === undefined
      ? sql`shard >= ${CELL_SHARDS}`
      : sql`shard = ${referrerShardOfPath(pathId)}`;
  const onePath = pathId === undefined ? sql`` : sql`and path_id = ${pathId}`;
  const pending = options.foldedOnly ? sql`and false` : sql``;
  const result = await sql<{
    day: number | null;
    cells: Uint8Array | null;
    path_id: number | null;
    bucket: number | null;
    kind: number | null;
    views: number | null;
  }>`
    select day, cells, null::int4 as path_id, null::int4 as bucket, null::int4 as kind,
      null::int4 as views
    from analytics_day_cells
    where site_id = ${siteId} and day >= ${firstDay} and day <= ${lastDay} and ${shards}
    union all
    select null, null, path_id, bucket, kind, views
    from (${pendingCells(siteId, parts.from, parts.to)}) as pending
    where kind < 0 ${onePath} ${pending}
  `.execute(db);
  for (const row of result.rows) {
    if (row.cells !== null && row.day !== null) {
      const dayStart = row.day * QUARTER_HOURS_PER_DAY;
      // A day wholly inside the range needs no test per cell.
      const whole = dayStart >= parts.from && dayStart + QUARTER_HOURS_PER_DAY <= parts.to;
      forEachCell(
        row.cells,
        (cellPath, key, views) => {
          if (whole) {
            visit(cellPath, kindOfCell(key), views);
            return;
          }
          const bucket = dayStart + quarterHourOfCell(key);
          if (bucket >= parts.from && bucket < parts.to) visit(cellPath, kindOfCell(key), views);
        },
        pathId,
      );
    } else if (row.path_id !== null && row.bucket !== null && row.kind !== null) {
      visit(row.path_id, -row.kind, Number(row.views));
    }
  }
}

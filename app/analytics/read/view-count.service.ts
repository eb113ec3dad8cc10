import { type Kysely, type RawBuilder, sql } from "kysely";
import type { PageViews } from "../../../shared/api/analytics-schemas.ts";
import type { Database } from "../../db/schema.ts";
import {
  AGENT_KIND,
  forEachCell,
  forEachTotal,
  kindOfCell,
  quarterHourOfCell,
} from "../store/count-codec.ts";
import { NO_END, pendingCells } from "../store/view-range.ts";
import {
  dayOfQuarterHour,
  effectiveBound,
  QUARTER_HOURS_PER_DAY,
  quarterHourOf,
} from "../time-buckets.ts";

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
 * How it stays fast at any range: the views of every path before a day boundary are one value,
 * the running totals of the last day with views before it (analytics_day_totals), so a range
 * reads two such values, plus, for a bound inside a day, that day's cells, and the pending
 * batches not folded yet, summed per path in SQL. The work depends on the number of paths, not
 * on the length of the range; only the paths that can fall on the page are looked up by name.
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
  const lo = query.from ? Math.max(0, quarterHourOf(query.from)) : null;
  const hi = query.to ? Math.max(0, quarterHourOf(query.to)) : null;
  if (lo !== null && hi !== null && lo >= hi) return empty;

  const siteRow = await sql<{ id: number }>`
    select id from analytics_sites where project_id = ${projectId}
  `.execute(db);
  const siteId = siteRow.rows[0]?.id;
  if (siteId === undefined) return empty;

  const counts = await rangeCounts(db, siteId, lo, hi);
  const ranked: Ranked[] = [];
  let human = 0;
  let ai = 0;
  for (const [pathId, [h, a]] of counts) {
    if (h + a <= 0) continue;
    ranked.push({ pathId, human: h, ai: a, total: h + a, path: "" });
    human += h;
    ai += a;
  }
  const views = await pageOf(db, siteId, ranked, query.offset, query.limit);
  return {
    totals: { human, ai, total: human + ai },
    views: views.map(({ path, human: h, ai: a, total }) => ({ path, human: h, ai: a, total })),
    hasMore: query.offset + views.length < ranked.length,
    ...range,
  };
}

interface Ranked {
  pathId: number;
  path: string;
  human: number;
  ai: number;
  total: number;
}

/**
 * The page [offset, offset + limit) by total descending, then path: totals order everything
 * but the paths whose total equals that of the page's first or last entry, so only the paths
 * with totals between those two are named (for a first page, about `limit` of them).
 */
async function pageOf(
  db: Kysely<Database>,
  siteId: number,
  ranked: Ranked[],
  offset: number,
  limit: number,
): Promise<Ranked[]> {
  if (offset >= ranked.length) return [];
  ranked.sort((a, b) => b.total - a.total);
  const highest = (ranked[offset] as Ranked).total;
  const lowest = (ranked[Math.min(offset + limit, ranked.length) - 1] as Ranked).total;
  let start = offset;
  while (start > 0 && (ranked[start - 1] as Ranked).total === highest) start--;
  let end = offset + limit;
  while (end < ranked.length && (ranked[end] as Ranked).total === lowest) end++;
  const candidates = ranked.slice(start, Math.min(end, ranked.length));
  const names = await sql<{ id: number; path: string }>`
    select id, path from analytics_paths
    where site_id = ${siteId} and id = any(${candidates.map((c) => c.pathId)}::int4[])
  `.execute(db);
  const nameOf = new Map(names.rows.map((row) => [row.id, row.path]));
  for (const candidate of candidates) candidate.path = nameOf.get(candidate.pathId) ?? "";
  candidates.sort((a, b) => b.total - a.total || compareCodePoints(a.path, b.path));
  return candidates.slice(offset - start, offset - start + limit);
}

/** Code point order (UTF-16 order differs past U+FFFF). */
function compareCodePoints(a: string, b: string): number {
  if (a === b) return 0;
  return Buffer.compare(Buffer.from(a), Buffer.from(b));
}

/** Day numbers below 2^20: a missing upper bound counts through the last of them. */
const LAST_DAY = 1_048_574;

/**
 * Views per path (human, AI) in quarter hours [lo, hi) (null: unbounded), read in one statement
 * (one snapshot): the running totals through the day before hi's day, minus those through the
 * day before lo's day, plus hi's day's cells before hi, minus lo's day's cells before lo, plus
 * the pending batches' views inside the range.
 */
async function rangeCounts(
  db: Kysely<Database>,
  siteId: number,
  lo: number | null,
  hi: number | null,
): Promise<Map<number, [number, number]>> {
  const loDay = lo === null ? 0 : Math.min(dayOfQuarterHour(lo), LAST_DAY + 1);
  const hiDay = hi === null ? LAST_DAY + 1 : Math.min(dayOfQuarterHour(hi), LAST_DAY + 1);
  const parts: RawBuilder<unknown>[] = [totalsThrough(siteId, hiDay - 1, 1)];
  if (loDay > 0) parts.push(totalsThrough(siteId, loDay - 1, -1));
  if (hi !== null && hi > hiDay * QUARTER_HOURS_PER_DAY) {
    parts.push(cellsOf(siteId, hiDay, hi - hiDay * QUARTER_HOURS_PER_DAY, 1));
  }
  if (lo !== null && lo > loDay * QUARTER_HOURS_PER_DAY) {
    parts.push(cellsOf(siteId, loDay, lo - loDay * QUARTER_HOURS_PER_DAY, -1));
  }
  parts.push(sql`
    select 1 as sign, null::bytea as bytes, null::int4 as before, path_id,
      sum(views) filter (where kind = 0)::int8 as human,
      sum(views) filter (where kind > 0)::int8 as ai
    from (${pendingCells(siteId, lo ?? 0, hi ?? NO_END)}) as pending
    where kind < ${AGENT_KIND}
    group by path_id
  `);
  const result = await sql<{
    sign: number;
    bytes: Uint8Array | null;
    before: number | null;
    path_id: number | null;
    human: string | number | null;
    ai: string | number | null;
  }>`${sql.join(parts, sql` union all `)}`.execute(db);

  const counts = new Map<number, [number, number]>();
  const add = (pathId: number, human: number, ai: number) => {
    const entry = counts.get(pathId);
    if (entry) {
      entry[0] += human;
      entry[1] += ai;
    } else counts.set(pathId, [human, ai]);
  };
  for (const row of result.rows) {
    const sign = Number(row.sign);
    if (row.path_id !== null) {
      add(row.path_id, Number(row.human ?? 0), Number(row.ai ?? 0));
    } else if (row.bytes && row.before === null) {
      forEachTotal(row.bytes, (pathId, human, ai) => add(pathId, sign * human, sign * ai));
    } else if (row.bytes && row.before !== null) {
      const before = row.before;
      forEachCell(row.bytes, (pathId, key, views) => {
        const kind = kindOfCell(key);
        if (kind >= AGENT_KIND || quarterHourOfCell(key) >= before) return;
        if (kind === 0) add(pathId, sign * views, 0);
        else add(pathId, 0, sign * views);
      });
    }
  }
  return counts;
}

/** The running totals of every path through the end of `day`: the last value at or before it. */
function totalsThrough(siteId: number, day: number, sign: 1 | -1): RawBuilder<unknown> {
  return sql`
    select ${sign}::int4 as sign, (
      select totals from analytics_day_totals
      where site_id = ${siteId} and day <= ${day}
      order by day desc limit 1
    ) as bytes, null::int4 as before, null::int4 as path_id, null::int8 as human, null::int8 as ai
  `;
}

/** A day's cells, of which the quarter hours before `before` count, times `sign`. */
function cellsOf(siteId: number, day: number, before: number, sign: 1 | -1): RawBuilder<unknown> {
  return sql`
    select ${sign}::int4 as sign, cells as bytes, ${before}::int4 as before, null::int4 as path_id,
      null::int8 as human, null::int8 as ai
    from analytics_day_cells where site_id = ${siteId} and day = ${day}
  `;
}

import { type Kysely, type RawBuilder, sql } from "kysely";
import type { Database } from "../../db/schema.ts";
import { dayOfQuarterHour, QUARTER_HOURS_PER_DAY } from "../time-buckets.ts";
import { siteIdOf } from "./analytics.repository.ts";
import {
  CELL_SHARDS,
  forEachCell,
  kindOfCell,
  quarterHourOfCell,
  referrerShardOfPath,
  shardOfPath,
} from "./count-codec.ts";
import { countFromHeads, type HeadCounts, type SignedHead } from "./head-counts.ts";
import { PathCounts } from "./path-counts.ts";
import { pendingCells, pendingPathCounts } from "./pending-views.repository.ts";
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

/**
 * Writes days' running totals and their heads (see `encodeHead` in count-codec.ts), and the
 * counts of those days' own views and their heads (`dayCounts`, `dayHeads`, hex; null for a day
 * whose own views did not change, which keeps its stored counts: such a day always has a row
 * already).
 */
export async function upsertDayTotals(
  db: Kysely<Database>,
  siteId: number,
  rows: Omit<EncodedDays, "shards"> & {
    dayCounts: Array<string | null>;
    heads: string[];
    dayHeads: Array<string | null>;
  },
): Promise<void> {
  const changed = {
    days: [] as number[],
    values: [] as string[],
    heads: [] as string[],
    counts: [] as string[],
    dayHeads: [] as string[],
  };
  const unchanged = { days: [] as number[], values: [] as string[], heads: [] as string[] };
  rows.days.forEach((day, i) => {
    const counts = rows.dayCounts[i];
    const dayHead = rows.dayHeads[i];
    if (counts && dayHead) {
      changed.days.push(day);
      changed.values.push(rows.values[i] as string);
      changed.heads.push(rows.heads[i] as string);
      changed.counts.push(counts);
      changed.dayHeads.push(dayHead);
    } else {
      unchanged.days.push(day);
      unchanged.values.push(rows.values[i] as string);
      unchanged.heads.push(rows.heads[i] as string);
    }
  });
  if (changed.days.length > 0) {
    await sql`
      insert into analytics_day_totals (site_id, day, totals, totals_head, day_counts, day_head)
      select ${siteId}, day, decode(value, 'hex'), decode(head, 'hex'), decode(counts, 'hex'),
        decode(day_head, 'hex')
      from unnest(
        ${changed.days}::int4[], ${changed.values}::text[], ${changed.heads}::text[],
        ${changed.counts}::text[], ${changed.dayHeads}::text[]
      ) as v (day, value, head, counts, day_head)
      on conflict (site_id, day) do update
        set totals = excluded.totals, totals_head = excluded.totals_head,
          day_counts = excluded.day_counts, day_head = excluded.day_head
    `.execute(db);
  }
  if (unchanged.days.length > 0) {
    await sql`
      update analytics_day_totals t
      set totals = decode(v.value, 'hex'), totals_head = decode(v.head, 'hex')
      from unnest(${unchanged.days}::int4[], ${unchanged.values}::text[], ${unchanged.heads}::text[])
        as v (day, value, head)
      where t.site_id = ${siteId} and t.day = v.day
    `.execute(db);
  }
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
 * totals, whatever the range's length, merged into flat arrays (`PathCounts`), or for one or two
 * days their own counts (the same sums, naming only the paths viewed on them); a range without a
 * whole UTC day is read from its one or two days' cells instead. Encoded values come as base64
 * text, which is a third shorter on the wire than bytea's hex and four times quicker to decode.
 */
export async function countViewsPerPath(
  db: Kysely<Database>,
  siteId: number,
  lo: number | null,
  hi: number | null,
): Promise<PathCounts> {
  // A range holding no whole UTC day (a local day of a zone not on UTC, a few hours) touches at
  // most two days: their cells alone are less to read than two running totals and those cells.
  if (lo !== null && hi !== null && !holdsWholeDay(lo, hi)) {
    return countViewsPerPathInCells(db, siteId, lo, hi);
  }
  const loDay = lo === null ? 0 : Math.min(dayOfQuarterHour(lo), LAST_DAY + 1);
  const hiDay = hi === null ? LAST_DAY + 1 : Math.min(dayOfQuarterHour(hi), LAST_DAY + 1);
  const parts: RawBuilder<unknown>[] = [];
  if (hiDay - loDay <= DAY_COUNTS_UP_TO) parts.push(dayCountsOf(siteId, loDay, hiDay));
  else {
    parts.push(totalsThrough(siteId, hiDay - 1, 1));
    if (loDay > 0) parts.push(totalsThrough(siteId, loDay - 1, -1));
  }
  const result = await sql<PerPathRow>`${sql.join(
    [...parts, ...correctionParts(siteId, lo, hi, loDay, hiDay)],
    sql` union all `,
  )}`.execute(db);

  const rows = result.rows;
  let through: Uint8Array | undefined;
  let before: Uint8Array | undefined;
  // Days' own counts after the first (a range of two days).
  const moreDays: Uint8Array[] = [];
  for (const row of rows) {
    if (row.bytes !== null && row.before === null) {
      if (Number(row.sign) === -1) before = decodeBase64(row.bytes, 1);
      else if (through === undefined) through = decodeBase64(row.bytes, 0);
      else moreDays.push(decodeBase64(row.bytes));
    }
  }
  const counts = PathCounts.fromTotals(through, before);
  for (const bytes of moreDays) counts.addTotals(bytes, 1);
  addCorrections(counts, rows);
  return counts;
}

/** A row of `countViewsPerPath`'s statement: an encoded value, a path's counts, or the crawlers. */
interface PerPathRow {
  sign: number;
  bytes: string | null;
  /** A head's whole length, when `bytes` are its first bytes. */
  length: number | null;
  before: number | null;
  path_id: number | null;
  human: string | number | null;
  ai: string | number | null;
  crawler: string | number | null;
  crawlers: number[] | null;
}

/** True when [lo, hi) holds a whole UTC day. */
function holdsWholeDay(lo: number, hi: number): boolean {
  return (
    Math.floor(hi / QUARTER_HOURS_PER_DAY) * QUARTER_HOURS_PER_DAY >
    Math.ceil(lo / QUARTER_HOURS_PER_DAY) * QUARTER_HOURS_PER_DAY
  );
}

/**
 * The parts of `countViewsPerPath`'s statement besides whole days: hi's day's cells before hi,
 * lo's day's cells before lo (subtracted), the site's crawlers when either is read, and the
 * pending batches' views inside the range.
 */
function correctionParts(
  siteId: number,
  lo: number | null,
  hi: number | null,
  loDay: number,
  hiDay: number,
): RawBuilder<unknown>[] {
  const parts: RawBuilder<unknown>[] = [];
  const hiPartial = hi !== null && hi > hiDay * QUARTER_HOURS_PER_DAY;
  const loPartial = lo !== null && lo > loDay * QUARTER_HOURS_PER_DAY;
  if (hiPartial) {
    parts.push(dayCellsBefore(siteId, hiDay, hi - hiDay * QUARTER_HOURS_PER_DAY, 1));
  }
  if (loPartial) {
    parts.push(dayCellsBefore(siteId, loDay, lo - loDay * QUARTER_HOURS_PER_DAY, -1));
  }
  // Which agent cells of a partial day are crawlers' (the totals and pending rows know it).
  if (hiPartial || loPartial) parts.push(crawlerIdsRow(siteId));
  parts.push(sql`
    select 1 as sign, null::text as bytes, null::int4 as length, null::int4 as before, path_id,
      human, ai, crawler, null::int4[] as crawlers
    from (${pendingPathCounts(siteId, lo ?? 0, hi ?? NO_END)}) as pending
  `);
  return parts;
}

/** Adds the partial days' cells and the pending views of `correctionParts`' rows to `counts`. */
function addCorrections(counts: PathCounts, rows: readonly PerPathRow[]): void {
  let crawlers = new Set<number>();
  for (const row of rows) if (row.crawlers !== null) crawlers = new Set(row.crawlers);
  for (const row of rows) {
    if (row.path_id !== null) {
      counts.add(
        row.path_id,
        Number(row.human ?? 0),
        Number(row.ai ?? 0),
        Number(row.crawler ?? 0),
      );
    } else if (row.bytes !== null && row.before !== null) {
      const sign = Number(row.sign) === -1 ? -1 : 1;
      counts.addCells(decodeBase64(row.bytes, 0), 0, row.before, sign, crawlers);
    }
  }
}

/** `addCorrections` into counts of their own. */
function correctionsOf(rows: readonly PerPathRow[]): PathCounts {
  const counts = new PathCounts();
  addCorrections(counts, rows);
  return counts;
}

/**
 * `countViewsPerPath` from the heads stored beside the running totals and days' counts (see
 * `encodeHead` in count-codec.ts) instead of the whole values, when those tell the range's first
 * `wanted` paths by total (see `countFromHeads`): a few thousand paths read, whatever the site's
 * number. The sums cover every path. Undefined when they cannot tell, and for a range without a
 * whole UTC day (read from its cells alone): the caller reads every path.
 */
export async function countViewsFromHeads(
  db: Kysely<Database>,
  siteId: number,
  lo: number | null,
  hi: number | null,
  wanted: number,
): Promise<HeadCounts | undefined> {
  if (lo !== null && hi !== null && !holdsWholeDay(lo, hi)) return undefined;
  const loDay = lo === null ? 0 : Math.min(dayOfQuarterHour(lo), LAST_DAY + 1);
  const hiDay = hi === null ? LAST_DAY + 1 : Math.min(dayOfQuarterHour(hi), LAST_DAY + 1);
  // The heads' first bytes tell most ranges; only when they do not are the heads read whole.
  for (const bytes of [HEAD_PREFIX_BYTES, null]) {
    // The function reads the days' own heads or two running totals' heads (see its migration).
    const headRows = sql`
      select sign, bytes, length, null::int4 as before, null::int4 as path_id,
        null::int8 as human, null::int8 as ai, null::int8 as crawler, null::int4[] as crawlers
      from analytics_range_heads(${siteId}::int4, ${loDay}::int4, ${hiDay}::int4,
        ${bytes}::int4, ${DAY_HEADS_UP_TO}::int4)
    `;
    const result = await sql<PerPathRow>`${sql.join(
      [headRows, ...correctionParts(siteId, lo, hi, loDay, hiDay)],
      sql` union all `,
    )}`.execute(db);
    const heads: SignedHead[] = [];
    let whole = true;
    for (const row of result.rows) {
      if (row.bytes !== null && row.before === null) {
        const value = decodeBase64(row.bytes);
        const length = Number(row.length);
        if (length > value.length) whole = false;
        heads.push({ sign: Number(row.sign) === -1 ? -1 : 1, bytes: value, length });
      }
    }
    const counts = countFromHeads(heads, correctionsOf(result.rows), wanted);
    if (counts || whole) return counts;
  }
  return undefined;
}

/**
 * Ranges of up to this many whole days are read from their days' own heads rather than two
 * running totals' heads: heads that are only added settle a page from fewer of their paths than
 * the difference of two large totals does (with those, most ranges of 3 to 14 days needed the
 * heads whole, a second read), and a day's head is a quarter of the bytes.
 */
const DAY_HEADS_UP_TO = 14;

/**
 * The first bytes of each head a range reads first: a thousand paths or so, or a quarter of them
 * for a range whose own views outweigh the head it subtracts (see analytics_range_heads).
 */
const HEAD_PREFIX_BYTES = 8192;

/**
 * `countViewsPerPath` of a range [lo, hi) inside one or two days: their cells inside the range, the
 * site's crawlers and the pending batches' views inside it, in one statement.
 */
async function countViewsPerPathInCells(
  db: Kysely<Database>,
  siteId: number,
  lo: number,
  hi: number,
): Promise<PathCounts> {
  const result = await sql<{
    day: number | null;
    cells: string | null;
    path_id: number | null;
    human: string | number | null;
    ai: string | number | null;
    crawler: string | number | null;
    crawlers: number[] | null;
  }>`
    select day, encode(cells, 'base64') as cells, null::int4 as path_id, null::int8 as human,
      null::int8 as ai, null::int8 as crawler, null::int4[] as crawlers
    from analytics_day_cells
    where site_id = ${siteId} and day >= ${dayOfQuarterHour(lo)}
      and day <= ${dayOfQuarterHour(hi - 1)} and shard < ${CELL_SHARDS}
    union all
    select null, null, null, null, null, null, array(${crawlerIds(siteId)})
    union all
    select null, null, path_id, human, ai, crawler, null
    from (${pendingPathCounts(siteId, lo, hi)}) as pending
  `.execute(db);
  const crawlers = new Set(result.rows.find((row) => row.crawlers !== null)?.crawlers ?? []);
  const counts = new PathCounts();
  for (const row of result.rows) {
    if (row.cells !== null && row.day !== null) {
      const dayStart = row.day * QUARTER_HOURS_PER_DAY;
      counts.addCells(decodeBase64(row.cells, 0), lo - dayStart, hi - dayStart, 1, crawlers);
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

/**
 * Two buffers the counts a read gets are decoded into, kept from read to read: each read decodes
 * its values and is done with them before it next awaits, so no two reads hold one at once, and a
 * read allocates no buffer per value (their churn outside the heap was a good part of the
 * process's garbage collection).
 */
const scratch: Buffer[] = [Buffer.alloc(64 * 1024), Buffer.alloc(64 * 1024)];

/**
 * A base64 value's bytes: in scratch buffer `into` (valid until the caller next awaits, and until
 * it next decodes into the same buffer), or in a buffer of their own without it.
 */
function decodeBase64(text: string, into?: 0 | 1): Uint8Array {
  if (into === undefined) return Buffer.from(text, "base64");
  // Four characters hold three bytes; line breaks only make the text longer.
  const most = Math.ceil(text.length / 4) * 3;
  let buffer = scratch[into] as Buffer;
  if (buffer.length < most) {
    buffer = Buffer.alloc(most * 2);
    scratch[into] = buffer;
  }
  return buffer.subarray(0, buffer.write(text, "base64"));
}

/** The ids of the site's crawlers, as a subquery. */
function crawlerIds(siteId: number): RawBuilder<unknown> {
  return sql`select id from analytics_agents where site_id = ${siteId} and category = 'crawler'`;
}

/** A row of `countViewsPerPath`'s statement with the ids of the site's crawlers. */
function crawlerIdsRow(siteId: number): RawBuilder<unknown> {
  return sql`
    select 0::int4 as sign, null::text as bytes, null::int4 as length, null::int4 as before,
      null::int4 as path_id,
      null::int8 as human, null::int8 as ai, null::int8 as crawler,
      array(${crawlerIds(siteId)}) as crawlers
  `;
}

/**
 * Ranges of up to this many days (whole or partial) read each day's own counts rather than two
 * running totals: on a long-tailed site a day's counts name a fraction of its paths, so two of
 * them are at most the size of two totals, and one of them far less.
 */
const DAY_COUNTS_UP_TO = 2;

/** Each path's views on each day of [first, end), one row per day with views. */
function dayCountsOf(siteId: number, first: number, end: number): RawBuilder<unknown> {
  return sql`
    select 1::int4 as sign, encode(value, 'base64') as bytes, length, null::int4 as before,
      null::int4 as path_id, null::int8 as human, null::int8 as ai, null::int8 as crawler,
      null::int4[] as crawlers
    from (
      select day_counts as value, null::int4 as length from analytics_day_totals
      where site_id = ${siteId} and day >= ${first} and day < ${end}
    ) as days
  `;
}

/**
 * The running totals of every path through the end of `day`: the last value at
 * or before it (a row without one when there is none).
 */
function totalsThrough(siteId: number, day: number, sign: 1 | -1): RawBuilder<unknown> {
  return sql`
    select ${sign}::int4 as sign, encode(last.value, 'base64') as bytes, last.length,
      null::int4 as before, null::int4 as path_id, null::int8 as human, null::int8 as ai,
      null::int8 as crawler, null::int4[] as crawlers
    from (select 1) as one left join lateral (
      select totals as value, null::int4 as length from analytics_day_totals
      where site_id = ${siteId} and day <= ${day}
      order by day desc limit 1
    ) as last on true
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
    select ${sign}::int4 as sign, encode(cells, 'base64') as bytes, null::int4 as length,
      ${before}::int4 as before, null::int4 as path_id, null::int8 as human, null::int8 as ai, null::int8 as crawler,
      null::int4[] as crawlers
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

import { type Kysely, sql } from "kysely";
import type { Database } from "../../db/schema.ts";
import { QUARTER_HOURS_PER_DAY } from "../time-buckets.ts";
import {
  addSiteRollups,
  type CategoryCounts,
  type SiteAgentIncrement,
  type SiteRollups,
} from "./analytics.repository.ts";
import {
  AGENT_KIND,
  addCell,
  addToTotals,
  cellKey,
  type DayCells,
  decodeDayCells,
  decodeTotals,
  EMPTY_TOTALS,
  encodeDayCells,
  encodeTotals,
  kindOfCell,
  type PathTotals,
  shardOfPath,
  TOTALS_WIDTH,
} from "./count-codec.ts";

export interface FoldOptions {
  /** Pending rows (batches) folded per transaction: bounds each transaction's work. */
  batchesPerChunk?: number | undefined;
  /** Stop starting new chunks after this many; the rest waits for the next run. */
  maxChunks?: number | undefined;
  /** Checked between chunks: true stops the fold (the process is shutting down). */
  stopped?: (() => boolean) | undefined;
}

export interface FoldResult {
  /** Pending rows folded. */
  batches: number;
  /** Cells (path, quarter hour, kind) they held. */
  cells: number;
}

/** Bytes of encoded values written per statement. */
const WRITE_BYTES = 4 * 1024 * 1024;
/** Pending batches read per statement. */
const BATCHES_PER_READ = 10;

/** Lets pending I/O and timers run: each slice of a fold's work stays a few milliseconds. */
const letOthersRun = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Folds pending batches into the day cells and running totals, one site and a chunk of its
 * batches per transaction, until none are left (or `maxChunks`). A chunk rewrites the cells of
 * the days its views fall on and the totals from its earliest day on: the cost is per chunk,
 * shared by all its views, and does not grow with how many views came before. Safe in any number
 * of processes at once: a chunk locks its site and skips sites another process is folding.
 */
export async function foldPendingViews(
  db: Kysely<Database>,
  options: FoldOptions = {},
): Promise<FoldResult> {
  const batchesPerChunk = options.batchesPerChunk ?? 500;
  const maxChunks = options.maxChunks ?? Number.POSITIVE_INFINITY;
  const total: FoldResult = { batches: 0, cells: 0 };
  for (let chunk = 0; chunk < maxChunks && !options.stopped?.(); chunk++) {
    const folded = await db.transaction().execute((trx) => foldChunk(trx, batchesPerChunk));
    if (folded.batches === 0) break;
    total.batches += folded.batches;
    total.cells += folded.cells;
  }
  return total;
}

async function foldChunk(db: Kysely<Database>, batchesPerChunk: number): Promise<FoldResult> {
  // NO KEY UPDATE: batches being stored hold KEY SHARE on their site (foreign keys) and are not
  // blocked; two folds of one site are, since each rewrites the totals the other reads.
  const site = await sql<{ id: number }>`
    select s.id from analytics_sites s
    where s.id in (select site_id from analytics_pending_views)
    order by s.id
    limit 1
    for no key update of s skip locked
  `.execute(db);
  const siteId = site.rows[0]?.id;
  if (siteId === undefined) return { batches: 0, cells: 0 };

  // Taken a few batches at a time: parsing their arrays and counting their cells is work on the
  // event loop, so it comes in slices, with other work let in between.
  const added = new Map<number, DayCells>();
  const sums = new SiteRollupSums();
  let batches = 0;
  let cells = 0;
  while (batches < batchesPerChunk) {
    const taken = await sql<{
      buckets: number[];
      path_ids: number[];
      kinds: number[];
      views: number[];
    }>`
      delete from analytics_pending_views
      where site_id = ${siteId} and id in (
        select id from analytics_pending_views where site_id = ${siteId}
        order by id limit ${Math.min(BATCHES_PER_READ, batchesPerChunk - batches)}
      )
      returning buckets, path_ids, kinds, views
    `.execute(db);
    for (const row of taken.rows) {
      row.buckets.forEach((bucket, i) => {
        const day = Math.floor(bucket / QUARTER_HOURS_PER_DAY);
        let dayCells = added.get(day);
        if (!dayCells) {
          dayCells = new Map();
          added.set(day, dayCells);
        }
        const key = cellKey(row.kinds[i] as number, bucket - day * QUARTER_HOURS_PER_DAY);
        addCell(dayCells, row.path_ids[i] as number, key, row.views[i] as number);
        sums.add(bucket, row.kinds[i] as number, row.views[i] as number);
        cells++;
      });
    }
    batches += taken.rows.length;
    if (taken.rows.length < BATCHES_PER_READ) break;
    await letOthersRun();
  }
  const days = [...added.keys()].sort((a, b) => a - b);
  if (days.length > 0) {
    await mergeDayCells(db, siteId, days, added);
    await addToRunningTotals(db, siteId, days, added);
    await addSiteRollups(db, siteId, sums.rollups());
  }
  return { batches, cells };
}

/** Each day's stored cells plus the chunk's, written back. */
async function mergeDayCells(
  db: Kysely<Database>,
  siteId: number,
  days: number[],
  added: Map<number, DayCells>,
): Promise<void> {
  // The chunk's cells by day and shard; only the values of those (day, shard) pairs are read.
  const byPart = new Map<string, { day: number; shard: number; cells: DayCells }>();
  for (const day of days) {
    for (const [pathId, row] of added.get(day) as DayCells) {
      const shard = shardOfPath(pathId);
      const key = `${day}:${shard}`;
      let part = byPart.get(key);
      if (!part) {
        part = { day, shard, cells: new Map() };
        byPart.set(key, part);
      }
      part.cells.set(pathId, row);
    }
  }
  const parts = [...byPart.values()];
  const stored = await sql<{ day: number; shard: number; cells: Uint8Array }>`
    select day, shard, cells from analytics_day_cells
    where site_id = ${siteId} and (day, shard) in (
      select * from unnest(${parts.map((p) => p.day)}::int4[], ${parts.map((p) => p.shard)}::int2[])
    )
  `.execute(db);
  const storedByPart = new Map(stored.rows.map((row) => [`${row.day}:${row.shard}`, row.cells]));
  const writer = new ValueWriter(db, "analytics_day_cells", siteId);
  for (const part of parts) {
    const merged: DayCells = new Map();
    const before = storedByPart.get(`${part.day}:${part.shard}`);
    if (before) decodeDayCells(before, merged);
    for (const [pathId, row] of part.cells) {
      for (const [key, views] of row) addCell(merged, pathId, key, views);
    }
    await writer.add(part.day, encodeDayCells(merged), part.shard);
    await letOthersRun();
  }
  await writer.flush();
}

/**
 * Adds the chunk's views to the running totals of every day from its earliest on: a day gains
 * the chunk's views on it and on every day before it. A day with views and no totals yet starts
 * from the totals of the day before it that has some.
 */
async function addToRunningTotals(
  db: Kysely<Database>,
  siteId: number,
  days: number[],
  added: Map<number, DayCells>,
): Promise<void> {
  const firstDay = days[0] as number;
  const base = await sql<{ totals: Uint8Array }>`
    select totals from analytics_day_totals
    where site_id = ${siteId} and day < ${firstDay}
    order by day desc limit 1
  `.execute(db);
  const later = await sql<{ day: number }>`
    select day from analytics_day_totals where site_id = ${siteId} and day >= ${firstDay}
    order by day
  `.execute(db);
  const storedDays = new Set(later.rows.map((row) => row.day));
  const allDays = [...new Set([...storedDays, ...days])].sort((a, b) => a - b);

  let previous: PathTotals = base.rows[0] ? decodeTotals(base.rows[0].totals) : EMPTY_TOTALS;
  const sums = new Map<number, Float64Array>();
  let sumIds: number[] = [];
  const writer = new ValueWriter(db, "analytics_day_totals", siteId);
  // Stored totals are read a slice of days at a time: memory stays bounded on long histories.
  const SLICE = 32;
  for (let start = 0; start < allDays.length; start += SLICE) {
    const slice = allDays.slice(start, start + SLICE);
    const wanted = slice.filter((day) => storedDays.has(day));
    const stored = new Map<number, Uint8Array>();
    if (wanted.length > 0) {
      const rows = await sql<{ day: number; totals: Uint8Array }>`
        select day, totals from analytics_day_totals
        where site_id = ${siteId} and day = any(${wanted}::int4[])
      `.execute(db);
      for (const row of rows.rows) stored.set(row.day, row.totals);
    }
    for (const day of slice) {
      const before = stored.get(day);
      if (before) previous = decodeTotals(before);
      const dayCells = added.get(day);
      if (dayCells) {
        let grew = false;
        for (const [pathId, row] of dayCells) {
          let sum = sums.get(pathId);
          if (!sum) {
            sum = new Float64Array(TOTALS_WIDTH);
            sums.set(pathId, sum);
            grew = true;
          }
          for (const [key, views] of row) {
            const kind = kindOfCell(key);
            // Human views, then AI views of any category.
            if (kind === 0) sum[0] = (sum[0] as number) + views;
            else if (kind < AGENT_KIND) sum[1] = (sum[1] as number) + views;
          }
        }
        if (grew) sumIds = [...sums.keys()].sort((a, b) => a - b);
      }
      await writer.add(day, encodeTotals(addToTotals(previous, sumIds, sums)));
      await letOthersRun();
    }
  }
  await writer.flush();
}

/** The site-wide counts per quarter hour and per day, and per agent, of a chunk's cells. */
class SiteRollupSums {
  private readonly quarterHours = new Map<number, CategoryCounts>();
  private readonly days = new Map<number, CategoryCounts>();
  private readonly agentQuarterHours = new Map<string, SiteAgentIncrement>();
  private readonly agentDays = new Map<string, SiteAgentIncrement>();

  add(bucket: number, kind: number, views: number): void {
    const day = Math.floor(bucket / QUARTER_HOURS_PER_DAY);
    if (kind < AGENT_KIND) {
      const category = kind as 0 | 1 | 2 | 3;
      countsAt(this.quarterHours, bucket)[category] += views;
      countsAt(this.days, day)[category] += views;
    } else {
      addAgentViews(this.agentQuarterHours, bucket, kind - AGENT_KIND, views);
      addAgentViews(this.agentDays, day, kind - AGENT_KIND, views);
    }
  }

  /** Each list sorted by its key. */
  rollups(): SiteRollups {
    const byAt = (a: { at: number }, b: { at: number }) => a.at - b.at;
    const byAtAgent = (a: SiteAgentIncrement, b: SiteAgentIncrement) =>
      a.at - b.at || a.agentId - b.agentId;
    return {
      siteQuarterHours: [...this.quarterHours].map(([at, counts]) => ({ at, counts })).sort(byAt),
      siteDays: [...this.days].map(([at, counts]) => ({ at, counts })).sort(byAt),
      siteAgentQuarterHours: [...this.agentQuarterHours.values()].sort(byAtAgent),
      siteAgentDays: [...this.agentDays.values()].sort(byAtAgent),
    };
  }
}

function countsAt(map: Map<number, CategoryCounts>, at: number): CategoryCounts {
  let counts = map.get(at);
  if (!counts) {
    counts = [0, 0, 0, 0];
    map.set(at, counts);
  }
  return counts;
}

function addAgentViews(
  map: Map<string, SiteAgentIncrement>,
  at: number,
  agentId: number,
  views: number,
): void {
  const key = `${at}:${agentId}`;
  const entry = map.get(key);
  if (entry) entry.views += views;
  else map.set(key, { at, agentId, views });
}

/** Upserts encoded values of a site, a few megabytes per statement. */
class ValueWriter {
  private days: number[] = [];
  private shards: number[] = [];
  private values: string[] = [];
  private bytes = 0;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly table: "analytics_day_cells" | "analytics_day_totals",
    private readonly siteId: number,
  ) {}

  /** `shard` is for day cells only. */
  async add(day: number, value: Buffer, shard = 0): Promise<void> {
    this.days.push(day);
    this.shards.push(shard);
    this.values.push(value.toString("hex"));
    this.bytes += value.length;
    if (this.bytes >= WRITE_BYTES) await this.flush();
  }

  async flush(): Promise<void> {
    if (this.days.length === 0) return;
    if (this.table === "analytics_day_cells") {
      await sql`
        insert into analytics_day_cells (site_id, day, shard, cells)
        select ${this.siteId}, day, shard, decode(value, 'hex')
        from unnest(${this.days}::int4[], ${this.shards}::int2[], ${this.values}::text[])
          as v (day, shard, value)
        on conflict (site_id, day, shard) do update set cells = excluded.cells
      `.execute(this.db);
    } else {
      await sql`
        insert into analytics_day_totals (site_id, day, totals)
        select ${this.siteId}, day, decode(value, 'hex')
        from unnest(${this.days}::int4[], ${this.values}::text[]) as v (day, value)
        on conflict (site_id, day) do update set totals = excluded.totals
      `.execute(this.db);
    }
    this.days = [];
    this.shards = [];
    this.values = [];
    this.bytes = 0;
  }
}

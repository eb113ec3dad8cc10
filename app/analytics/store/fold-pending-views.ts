import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";
import { recordFinishedSpan } from "../../tracing.ts";
import { QUARTER_HOURS_PER_DAY } from "../time-buckets.ts";
import { findCrawlerAgentIds } from "./analytics.repository.ts";
import {
  AGENT_KIND,
  addCell,
  addToTotals,
  CELL_SHARDS,
  cellKey,
  type DayCells,
  decodeDayCells,
  decodeTotals,
  EMPTY_TOTALS,
  encodeDayCells,
  encodeHead,
  encodeTotals,
  kindOfCell,
  type PathTotals,
  referrerShardOfPath,
  shardOfPath,
  subtractTotals,
  TOTALS_WIDTH,
} from "./count-codec.ts";
import {
  findTotalsBefore,
  listTotalsDaysFrom,
  readDayCells,
  readTotals,
  upsertDayCells,
  upsertDayTotals,
} from "./day-cells.repository.ts";
import {
  lockSite,
  lockSiteWithPendingViews,
  takePendingBatches,
} from "./pending-views.repository.ts";
import {
  addSiteRollups,
  type CategoryCounts,
  type SiteAgentIncrement,
  type SiteReferrerIncrement,
  type SiteRollups,
} from "./view-rollup.repository.ts";

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
    const started = new Date();
    const folded = await db.transaction().execute((trx) => foldChunk(trx, batchesPerChunk));
    if (folded.batches === 0) break;
    // A span for each chunk that folded something; a pass that found nothing (most) leaves none.
    recordFinishedSpan(
      "analytics fold",
      { "inkwell.fold.batches": folded.batches, "inkwell.fold.cells": folded.cells },
      started,
    );
    total.batches += folded.batches;
    total.cells += folded.cells;
  }
  return total;
}

/**
 * Folds every pending batch of one site inside the caller's transaction, after waiting for any
 * fold of that site to end: reclassification does it so the day cells hold every view the user
 * agent days count before it moves them.
 */
export async function foldSitePendingViews(
  trx: Kysely<Database>,
  siteId: number,
): Promise<FoldResult> {
  await lockSite(trx, siteId);
  const total: FoldResult = { batches: 0, cells: 0 };
  for (;;) {
    const folded = await foldChunk(trx, 500, siteId);
    if (folded.batches === 0) return total;
    total.batches += folded.batches;
    total.cells += folded.cells;
  }
}

async function foldChunk(
  db: Kysely<Database>,
  batchesPerChunk: number,
  lockedSite?: number,
): Promise<FoldResult> {
  const siteId = lockedSite ?? (await lockSiteWithPendingViews(db));
  if (siteId === undefined) return { batches: 0, cells: 0 };

  // Taken a few batches at a time: parsing their arrays and counting their cells is work on the
  // event loop, so it comes in slices, with other work let in between.
  const added = new Map<number, DayCells>();
  // Referrer cells (pending kind: minus the host's id), kept in the referrer shards.
  const referred = new Map<number, DayCells>();
  const sums = new SiteRollupSums();
  let batches = 0;
  let cells = 0;
  while (batches < batchesPerChunk) {
    const taken = await takePendingBatches(
      db,
      siteId,
      Math.min(BATCHES_PER_READ, batchesPerChunk - batches),
    );
    for (const row of taken) {
      row.buckets.forEach((bucket, i) => {
        const day = Math.floor(bucket / QUARTER_HOURS_PER_DAY);
        const kind = row.kinds[i] as number;
        const into = kind < 0 ? referred : added;
        let dayCells = into.get(day);
        if (!dayCells) {
          dayCells = new Map();
          into.set(day, dayCells);
        }
        const key = cellKey(Math.abs(kind), bucket - day * QUARTER_HOURS_PER_DAY);
        addCell(dayCells, row.path_ids[i] as number, key, row.views[i] as number);
        sums.add(bucket, row.kinds[i] as number, row.views[i] as number);
        cells++;
      });
    }
    batches += taken.length;
    if (taken.length < BATCHES_PER_READ) break;
    await letOthersRun();
  }
  const days = [...added.keys()].sort((a, b) => a - b);
  const referredDays = [...referred.keys()].sort((a, b) => a - b);
  if (days.length > 0) {
    await mergeDayCells(db, siteId, days, added, shardOfPath);
    await addToRunningTotals(db, siteId, days, added);
  }
  if (referredDays.length > 0) {
    await mergeDayCells(db, siteId, referredDays, referred, referrerShardOfPath);
  }
  if (days.length > 0 || referredDays.length > 0) {
    await addSiteRollups(db, siteId, sums.rollups());
  }
  return { batches, cells };
}

/** Each day's stored cells plus the chunk's (or a reclassification's changes), written back. */
export async function mergeDayCells(
  db: Kysely<Database>,
  siteId: number,
  days: number[],
  added: Map<number, DayCells>,
  shardOf: (pathId: number) => number,
): Promise<void> {
  // The chunk's cells by day and shard; only the values of those (day, shard) pairs are read.
  const byPart = new Map<number, { day: number; shard: number; cells: DayCells }>();
  for (const day of days) {
    for (const [pathId, row] of added.get(day) as DayCells) {
      const shard = shardOf(pathId);
      // Shards of both kinds are below 2 * CELL_SHARDS.
      const key = day * 2 * CELL_SHARDS + shard;
      let part = byPart.get(key);
      if (!part) {
        part = { day, shard, cells: new Map() };
        byPart.set(key, part);
      }
      part.cells.set(pathId, row);
    }
  }
  const parts = [...byPart.values()];
  const storedByPart = await readDayCells(db, siteId, parts);
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
 * from the totals of the day before it that has some. A reclassification adds its changes the
 * same way (negative views where they leave a class). The days the chunk has views on also get
 * their own counts anew (`day_counts`: their totals minus those of the day with totals before);
 * those of the other days do not change.
 */
export async function addToRunningTotals(
  db: Kysely<Database>,
  siteId: number,
  days: number[],
  added: Map<number, DayCells>,
): Promise<void> {
  const firstDay = days[0] as number;
  const crawlers = await findCrawlerAgentIds(db, siteId);
  const base = await findTotalsBefore(db, siteId, firstDay);
  const storedDays = new Set(await listTotalsDaysFrom(db, siteId, firstDay));
  const allDays = [...new Set([...storedDays, ...days])].sort((a, b) => a - b);

  let previous: PathTotals = base ? decodeTotals(base) : EMPTY_TOTALS;
  // The new totals of the last day written (at first those before the chunk's first day).
  let written = previous;
  const sums = new Map<number, Float64Array>();
  let sumIds: number[] = [];
  const writer = new ValueWriter(db, "analytics_day_totals", siteId);
  // Stored totals are read a slice of days at a time: memory stays bounded on long histories.
  const SLICE = 32;
  for (let start = 0; start < allDays.length; start += SLICE) {
    const slice = allDays.slice(start, start + SLICE);
    const wanted = slice.filter((day) => storedDays.has(day));
    const stored =
      wanted.length > 0 ? await readTotals(db, siteId, wanted) : new Map<number, Uint8Array>();
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
            // Human views, AI views of any category, then crawlers' (only agent cells).
            if (kind === 0) sum[0] = (sum[0] as number) + views;
            else if (kind < AGENT_KIND) sum[1] = (sum[1] as number) + views;
            else if (crawlers.has(kind - AGENT_KIND)) sum[2] = (sum[2] as number) + views;
          }
        }
        if (grew) sumIds = [...sums.keys()].sort((a, b) => a - b);
      }
      const totals = addToTotals(previous, sumIds, sums);
      const dayCounts = dayCells ? subtractTotals(totals, written) : undefined;
      await writer.add(day, encodeTotals(totals), 0, dayCounts && encodeTotals(dayCounts), {
        totals: encodeHead(totals),
        dayCounts: dayCounts && encodeHead(dayCounts),
      });
      written = totals;
      await letOthersRun();
    }
  }
  await writer.flush();
}

/** The site-wide counts per quarter hour and per day, and per agent, of a chunk's cells. */
class SiteRollupSums {
  private readonly quarterHours = new Map<number, CategoryCounts>();
  private readonly days = new Map<number, CategoryCounts>();
  // By time, then agent or host id: no key is built per cell.
  private readonly agentQuarterHours = new Map<number, Map<number, SiteAgentIncrement>>();
  private readonly agentDays = new Map<number, Map<number, SiteAgentIncrement>>();
  private readonly referrerDays = new Map<number, Map<number, SiteReferrerIncrement>>();

  add(bucket: number, kind: number, views: number): void {
    const day = Math.floor(bucket / QUARTER_HOURS_PER_DAY);
    if (kind < 0) {
      addReferrerViews(this.referrerDays, day, -kind, views);
    } else if (kind < AGENT_KIND) {
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
    const byAtReferrer = (a: SiteReferrerIncrement, b: SiteReferrerIncrement) =>
      a.at - b.at || a.referrerId - b.referrerId;
    return {
      siteQuarterHours: [...this.quarterHours].map(([at, counts]) => ({ at, counts })).sort(byAt),
      siteDays: [...this.days].map(([at, counts]) => ({ at, counts })).sort(byAt),
      siteAgentQuarterHours: entriesOf(this.agentQuarterHours).sort(byAtAgent),
      siteAgentDays: entriesOf(this.agentDays).sort(byAtAgent),
      siteReferrerDays: entriesOf(this.referrerDays).sort(byAtReferrer),
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

function entriesOf<T>(byAt: Map<number, Map<number, T>>): T[] {
  const entries: T[] = [];
  for (const byId of byAt.values()) for (const entry of byId.values()) entries.push(entry);
  return entries;
}

function idsAt<T>(byAt: Map<number, Map<number, T>>, at: number): Map<number, T> {
  let byId = byAt.get(at);
  if (!byId) {
    byId = new Map();
    byAt.set(at, byId);
  }
  return byId;
}

function addAgentViews(
  map: Map<number, Map<number, SiteAgentIncrement>>,
  at: number,
  agentId: number,
  views: number,
): void {
  const byAgent = idsAt(map, at);
  const entry = byAgent.get(agentId);
  if (entry) entry.views += views;
  else byAgent.set(agentId, { at, agentId, views });
}

function addReferrerViews(
  map: Map<number, Map<number, SiteReferrerIncrement>>,
  at: number,
  referrerId: number,
  views: number,
): void {
  const byReferrer = idsAt(map, at);
  const entry = byReferrer.get(referrerId);
  if (entry) entry.views += views;
  else byReferrer.set(referrerId, { at, referrerId, views });
}

/** Upserts encoded values of a site, a few megabytes per statement. */
class ValueWriter {
  private days: number[] = [];
  private shards: number[] = [];
  private values: string[] = [];
  private dayCounts: Array<string | null> = [];
  private heads: string[] = [];
  private dayHeads: Array<string | null> = [];
  private bytes = 0;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly table: "analytics_day_cells" | "analytics_day_totals",
    private readonly siteId: number,
  ) {}

  /**
   * `shard` is for day cells only; `dayCounts` and `heads` for totals only (absent day counts, and
   * their head, stay as stored).
   */
  async add(
    day: number,
    value: Buffer,
    shard = 0,
    dayCounts?: Buffer,
    heads?: { totals: Buffer; dayCounts: Buffer | undefined },
  ): Promise<void> {
    this.days.push(day);
    this.shards.push(shard);
    this.values.push(value.toString("hex"));
    this.dayCounts.push(dayCounts ? dayCounts.toString("hex") : null);
    this.heads.push(heads ? heads.totals.toString("hex") : "");
    this.dayHeads.push(heads?.dayCounts ? heads.dayCounts.toString("hex") : null);
    this.bytes +=
      value.length +
      (dayCounts?.length ?? 0) +
      (heads?.totals.length ?? 0) +
      (heads?.dayCounts?.length ?? 0);
    if (this.bytes >= WRITE_BYTES) await this.flush();
  }

  async flush(): Promise<void> {
    if (this.days.length === 0) return;
    const rows = { days: this.days, shards: this.shards, values: this.values };
    if (this.table === "analytics_day_cells") await upsertDayCells(this.db, this.siteId, rows);
    else {
      await upsertDayTotals(this.db, this.siteId, {
        ...rows,
        dayCounts: this.dayCounts,
        heads: this.heads,
        dayHeads: this.dayHeads,
      });
    }
    this.days = [];
    this.shards = [];
    this.values = [];
    this.dayCounts = [];
    this.heads = [];
    this.dayHeads = [];
    this.bytes = 0;
  }
}

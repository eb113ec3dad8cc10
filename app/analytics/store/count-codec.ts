/**
 * The compact forms analytics storage keeps its counts in: a whole day of one site's counts, or a
 * site's running totals per path, as one value each (see the analytics-day-cells migration).
 * Numbers are unsigned LEB128 varints (exact up to 2^53), keys sorted and delta-coded, so a day
 * of a long-tailed site takes 2 to 4 bytes per (path, quarter hour, kind) with views.
 */

/** What a cell counts: 0 human, 1-3 the AI categories, AGENT_KIND + agent id an agent's views. */
export const AGENT_KIND = 4;

/** A cell's key within its path: its kind and its quarter hour of the day. */
export function cellKey(kind: number, quarterHourOfDay: number): number {
  return kind * 128 + quarterHourOfDay;
}

export function kindOfCell(key: number): number {
  return Math.floor(key / 128);
}

export function quarterHourOfCell(key: number): number {
  return key % 128;
}

/**
 * A day's cells are kept in this many values, by path id: a query about one page reads one of
 * them per day, not the whole day.
 */
export const CELL_SHARDS = 16;

export function shardOfPath(pathId: number): number {
  return pathId % CELL_SHARDS;
}

/**
 * The shard of a path's referrer cells: shards CELL_SHARDS and up hold, per path, the human
 * views each referring host sent (a cell's kind is the host's id), apart from the other counts
 * so that no read of views or agents decodes them.
 */
export function referrerShardOfPath(pathId: number): number {
  return CELL_SHARDS + shardOfPath(pathId);
}

/** One day's counts of a site: path id → cell key → views. */
export type DayCells = Map<number, Map<number, number>>;

/** A growable byte buffer of varints. */
class ByteWriter {
  private bytes = new Uint8Array(1024);
  private length = 0;

  uint(value: number): void {
    if (this.length + 8 > this.bytes.length) {
      const grown = new Uint8Array(this.bytes.length * 2);
      grown.set(this.bytes.subarray(0, this.length));
      this.bytes = grown;
    }
    let rest = value;
    while (rest >= 0x80) {
      this.bytes[this.length++] = (rest % 0x80) | 0x80;
      rest = Math.floor(rest / 0x80);
    }
    this.bytes[this.length++] = rest;
  }

  get size(): number {
    return this.length;
  }

  appendRaw(other: ByteWriter): void {
    if (this.length + other.length > this.bytes.length) {
      const grown = new Uint8Array(Math.max(this.bytes.length * 2, this.length + other.length));
      grown.set(this.bytes.subarray(0, this.length));
      this.bytes = grown;
    }
    this.bytes.set(other.bytes.subarray(0, other.length), this.length);
    this.length += other.length;
  }

  reset(): void {
    this.length = 0;
  }

  toBuffer(): Buffer {
    return Buffer.from(this.bytes.subarray(0, this.length));
  }
}

class ByteReader {
  position = 0;
  constructor(private readonly bytes: Uint8Array) {}

  get done(): boolean {
    return this.position >= this.bytes.length;
  }

  uint(): number {
    let result = 0;
    let scale = 1;
    for (;;) {
      const byte = this.bytes[this.position++];
      if (byte === undefined) throw new Error("analytics counts are truncated");
      result += (byte & 0x7f) * scale;
      if (byte < 0x80) return result;
      scale *= 0x80;
    }
  }
}

/** Adds `views` to one cell of a day. */
export function addCell(cells: DayCells, pathId: number, key: number, views: number): void {
  let path = cells.get(pathId);
  if (!path) {
    path = new Map();
    cells.set(pathId, path);
  }
  path.set(key, (path.get(key) ?? 0) + views);
}

/**
 * A day's cells as bytes: for each path (ascending), the path id's difference from the previous
 * one and the byte length of its cells, then its cells (key difference, views), so a reader can
 * skip a path without reading its cells.
 */
export function encodeDayCells(cells: DayCells): Buffer {
  const out = new ByteWriter();
  const path = new ByteWriter();
  let previousPath = 0;
  // Typed arrays sort numbers as numbers, without a comparator called for each pair.
  for (const pathId of Float64Array.from(cells.keys()).sort()) {
    const row = cells.get(pathId) as Map<number, number>;
    path.reset();
    let previousKey = 0;
    for (const key of Float64Array.from(row.keys()).sort()) {
      const views = row.get(key) as number;
      if (views === 0) continue;
      path.uint(key - previousKey);
      path.uint(views);
      previousKey = key;
    }
    if (path.size === 0) continue;
    out.uint(pathId - previousPath);
    out.uint(path.size);
    out.appendRaw(path);
    previousPath = pathId;
  }
  return out.toBuffer();
}

/**
 * Calls `visit` for every cell of a day (or only those of `onlyPath`), in path then key order.
 */
export function forEachCell(
  bytes: Uint8Array,
  visit: (pathId: number, key: number, views: number) => void,
  onlyPath?: number,
): void {
  const reader = new ByteReader(bytes);
  let pathId = 0;
  while (!reader.done) {
    pathId += reader.uint();
    const length = reader.uint();
    const end = reader.position + length;
    if (onlyPath !== undefined && pathId !== onlyPath) {
      if (pathId > onlyPath) return;
      reader.position = end;
      continue;
    }
    let key = 0;
    while (reader.position < end) {
      key += reader.uint();
      visit(pathId, key, reader.uint());
    }
  }
}

export function decodeDayCells(bytes: Uint8Array, into: DayCells = new Map()): DayCells {
  forEachCell(bytes, (pathId, key, views) => addCell(into, pathId, key, views));
  return into;
}

/**
 * How many counts a path's running totals hold: human, AI and crawler views (what the views route
 * gives per page). The 2026-12-05 analytics-crawler-totals migration rewrote the totals stored
 * with two counts (human and AI) as three.
 */
export const TOTALS_WIDTH = 3;

/** Running totals per path: ids ascending, with human, AI and crawler views in `counts[3 * i …]`. */
export interface PathTotals {
  ids: number[];
  counts: Float64Array;
}

export function encodeTotals(totals: PathTotals): Buffer {
  const out = new ByteWriter();
  let previous = 0;
  totals.ids.forEach((id, i) => {
    out.uint(id - previous);
    previous = id;
    for (let c = 0; c < TOTALS_WIDTH; c++) out.uint(totals.counts[TOTALS_WIDTH * i + c] as number);
  });
  return out.toBuffer();
}

export function decodeTotals(bytes: Uint8Array): PathTotals {
  const ids: number[] = [];
  const values: number[] = [];
  const reader = new ByteReader(bytes);
  let id = 0;
  while (!reader.done) {
    id += reader.uint();
    ids.push(id);
    for (let c = 0; c < TOTALS_WIDTH; c++) values.push(reader.uint());
  }
  return { ids, counts: Float64Array.from(values) };
}

/** Calls `visit` with each path's running totals (human, AI, crawler). */
export function forEachTotal(
  bytes: Uint8Array,
  visit: (pathId: number, human: number, ai: number, crawler: number) => void,
): void {
  const reader = new ByteReader(bytes);
  let id = 0;
  while (!reader.done) {
    id += reader.uint();
    const human = reader.uint();
    const ai = reader.uint();
    visit(id, human, ai, reader.uint());
  }
}

/**
 * `base` plus per-path additions (each TOTALS_WIDTH counts), as new totals: a merge of two sorted
 * lists, so a day's totals cost one pass over its paths.
 */
export function addToTotals(
  base: PathTotals,
  addedIds: readonly number[],
  added: ReadonlyMap<number, Float64Array>,
): PathTotals {
  const ids: number[] = [];
  const w = TOTALS_WIDTH;
  const counts = new Float64Array(w * (base.ids.length + addedIds.length));
  let i = 0;
  let j = 0;
  let n = 0;
  while (i < base.ids.length || j < addedIds.length) {
    const a = base.ids[i];
    const b = addedIds[j];
    let id: number;
    if (b === undefined || (a !== undefined && a < b)) {
      id = a as number;
      counts.set(base.counts.subarray(w * i, w * i + w), w * n);
      i++;
    } else {
      id = b;
      const extra = added.get(b) as Float64Array;
      if (a === b) {
        for (let c = 0; c < w; c++) {
          counts[w * n + c] = (base.counts[w * i + c] as number) + (extra[c] as number);
        }
        i++;
      } else {
        counts.set(extra, w * n);
      }
      j++;
    }
    ids.push(id);
    n++;
  }
  return { ids, counts: counts.slice(0, w * n) };
}

/**
 * `later` minus `earlier`, two running totals of which `earlier` is the older: one day's views per
 * path (the `day_counts` stored beside a day's totals). Paths whose counts are equal in both are
 * left out; a merge of two sorted lists.
 */
export function subtractTotals(later: PathTotals, earlier: PathTotals): PathTotals {
  const w = TOTALS_WIDTH;
  const ids: number[] = [];
  const counts = new Float64Array(w * later.ids.length);
  let j = 0;
  let n = 0;
  for (let i = 0; i < later.ids.length; i++) {
    const id = later.ids[i] as number;
    if (j < earlier.ids.length && (earlier.ids[j] as number) < id) break;
    const inEarlier = j < earlier.ids.length && earlier.ids[j] === id;
    let changed = false;
    for (let c = 0; c < w; c++) {
      const value =
        (later.counts[w * i + c] as number) -
        (inEarlier ? (earlier.counts[w * j + c] as number) : 0);
      if (value < 0) {
        throw new Error(`analytics running totals of path ${id} decrease from one day to the next`);
      }
      counts[w * n + c] = value;
      if (value !== 0) changed = true;
    }
    if (inEarlier) j++;
    if (!changed) continue;
    ids.push(id);
    n++;
  }
  if (j < earlier.ids.length) {
    throw new Error(
      `analytics running totals lose path ${earlier.ids[j]} from one day to the next`,
    );
  }
  return { ids, counts: counts.slice(0, w * n) };
}

export const EMPTY_TOTALS: PathTotals = { ids: [], counts: new Float64Array(0) };

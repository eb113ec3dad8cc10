/**
 * The compact forms analytics storage keeps its counts in: a whole day of one site's counts, or a
 * site's running totals per path, as one value each (see the analytics-day-cells migration).
 * Numbers are unsigned LEB128 varints (exact up to 2^53), keys sorted and delta-coded, so a day
 * of a long-tailed site takes 2 to 4 bytes per (path, quarter hour, kind) with views.
 */

import { selectDescending } from "./select-descending.ts";

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

/**
 * Paths a head keeps (see `encodeHead`): enough for the first pages of any range of a week or
 * more on a long-tailed site, at a few bytes each.
 */
export const HEAD_PATHS = 4096;

/**
 * The head of per-path counts (running totals, or a day's own counts): what a page of the views
 * route needs of them without reading every path. Unsigned varints: the sums of human, AI and
 * crawler views over every path, how many paths it leaves out, the largest total (human + AI) of
 * those (0 with none), then its paths (id, human, AI, crawler) by total descending, then id: the
 * `size` paths with the largest totals.
 */
export function encodeHead(totals: PathTotals, size = HEAD_PATHS): Buffer {
  const w = TOTALS_WIDTH;
  const n = totals.ids.length;
  const sums = [0, 0, 0];
  const total = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    for (let c = 0; c < w; c++)
      sums[c] = (sums[c] as number) + (totals.counts[w * i + c] as number);
    total[i] = (totals.counts[w * i] as number) + (totals.counts[w * i + 1] as number);
  }
  // The kept paths: those above the `size`-th largest total, then those equal to it by id; only
  // they are sorted (a fold writes the heads of many days of many paths).
  const kept = Math.min(size, n);
  const threshold = kept === 0 ? 0 : selectDescending(Float64Array.from(total), kept - 1, 0, n - 1);
  const order: number[] = [];
  for (let i = 0; i < n; i++) if ((total[i] as number) > threshold) order.push(i);
  for (let i = 0; i < n && order.length < kept; i++) {
    if (total[i] === threshold) order.push(i);
  }
  order.sort((a, b) => (total[b] as number) - (total[a] as number) || a - b);
  let restMax = 0;
  if (kept < n) {
    // Ties of the threshold left out, or else the largest total below it.
    const ties = total.filter((t) => t === threshold).length;
    const keptTies = order.filter((i) => total[i] === threshold).length;
    if (ties > keptTies) restMax = threshold;
    else for (const t of total) if (t < threshold && t > restMax) restMax = t;
  }
  const out = new ByteWriter();
  for (const sum of sums) out.uint(sum);
  out.uint(n - kept);
  out.uint(restMax);
  for (let k = 0; k < kept; k++) {
    const i = order[k] as number;
    out.uint(totals.ids[i] as number);
    for (let c = 0; c < w; c++) out.uint(totals.counts[w * i + c] as number);
  }
  return out.toBuffer();
}

/** A head's sums and bound (see `encodeHead`); `entries` has its paths (id, human, AI, crawler). */
export interface Head {
  human: number;
  ai: number;
  crawler: number;
  /** Paths left out: 0 when the head holds every path (of a head read in part, more than 0). */
  omitted: number;
  /** The largest total (human + AI) of the paths left out. */
  restMax: number;
  entries: number[];
}

/**
 * A head, or its first bytes (`length`: the whole head's): the paths read whole from those are
 * the head of the same counts that leaves out the rest, which have at most the total of the last
 * path read (the head's paths come by total descending).
 */
export function decodeHead(bytes: Uint8Array, length = bytes.length): Head {
  const reader = new ByteReader(bytes);
  const human = reader.uint();
  const ai = reader.uint();
  const crawler = reader.uint();
  let omitted = reader.uint();
  let restMax = reader.uint();
  const entries: number[] = [];
  if (length <= bytes.length) {
    while (!reader.done) entries.push(reader.uint(), reader.uint(), reader.uint(), reader.uint());
    return { human, ai, crawler, omitted, restMax, entries };
  }
  for (;;) {
    if (!endsWithin(bytes, reader.position, 4)) break;
    entries.push(reader.uint(), reader.uint(), reader.uint(), reader.uint());
  }
  const n = entries.length;
  omitted += 1;
  restMax =
    n === 0 ? Number.POSITIVE_INFINITY : (entries[n - 3] as number) + (entries[n - 2] as number);
  return { human, ai, crawler, omitted, restMax, entries };
}

/** True when `count` varints start at `position` and end within `bytes`. */
function endsWithin(bytes: Uint8Array, position: number, count: number): boolean {
  let left = count;
  for (let i = position; i < bytes.length; i++) {
    if ((bytes[i] as number) < 0x80 && --left === 0) return true;
  }
  return false;
}

import { AGENT_KIND } from "./count-codec.ts";

/**
 * Views per path of a range (human, AI, crawler), in flat typed arrays indexed by position rather
 * than objects in a map: a site's running totals hold every path it has seen (thousands), and
 * the views route reads two of them per request, so the per-path work is a few array writes.
 *
 * Built from the running totals through the range's last whole day (ids ascending: the sorted
 * part, found by binary search); the other sources (the totals to subtract, partial days' cells,
 * pending batches) add to those positions, and a path they name that the totals do not is
 * appended after the sorted part.
 */
export class PathCounts {
  /** Path ids: ascending in [0, sorted), then in the order they were first added. */
  ids: Float64Array;
  human: Float64Array;
  ai: Float64Array;
  crawler: Float64Array;
  /** Positions in use. */
  size = 0;
  private sorted = 0;
  private readonly appended = new Map<number, number>();

  constructor(capacity: number) {
    const n = Math.max(16, capacity);
    this.ids = new Float64Array(n);
    this.human = new Float64Array(n);
    this.ai = new Float64Array(n);
    this.crawler = new Float64Array(n);
  }

  /**
   * The counts of a running-totals value (see `encodeTotals` in count-codec.ts: per path, the id's
   * difference from the previous one, then human, AI and crawler views, as unsigned varints),
   * with room for `extra` more paths.
   */
  static fromTotals(bytes: Uint8Array | null | undefined, extra = 0): PathCounts {
    // A path's entry takes at least four bytes.
    const counts = new PathCounts(Math.ceil((bytes?.length ?? 0) / 4) + extra);
    if (!bytes) return counts;
    const { ids, human, ai, crawler } = counts;
    let position = 0;
    let id = 0;
    let n = 0;
    const end = bytes.length;
    // Varints inline: this loop runs for every path of the site, twice per request.
    const next = (): number => {
      let result = 0;
      let scale = 1;
      for (;;) {
        const byte = bytes[position++];
        if (byte === undefined) throw new Error("analytics counts are truncated");
        result += (byte & 0x7f) * scale;
        if (byte < 0x80) return result;
        scale *= 0x80;
      }
    };
    while (position < end) {
      id += next();
      ids[n] = id;
      human[n] = next();
      ai[n] = next();
      crawler[n] = next();
      n++;
    }
    counts.size = n;
    counts.sorted = n;
    return counts;
  }

  /** The position of a path, or -1. */
  indexOf(pathId: number): number {
    let lo = 0;
    let hi = this.sorted - 1;
    const ids = this.ids;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      const at = ids[mid] as number;
      if (at === pathId) return mid;
      if (at < pathId) lo = mid + 1;
      else hi = mid - 1;
    }
    return this.appended.get(pathId) ?? -1;
  }

  /** Adds views to a path's counts (negative to subtract). */
  add(pathId: number, human: number, ai: number, crawler: number): void {
    let i = this.indexOf(pathId);
    if (i < 0) {
      i = this.size++;
      if (i >= this.ids.length) this.grow();
      this.ids[i] = pathId;
      this.appended.set(pathId, i);
    }
    this.human[i] = (this.human[i] as number) + human;
    this.ai[i] = (this.ai[i] as number) + ai;
    this.crawler[i] = (this.crawler[i] as number) + crawler;
  }

  /**
   * Subtracts a running-totals value: a merge of two ascending lists, since the totals of an
   * earlier day hold a subset of the paths of a later one.
   */
  subtractTotals(bytes: Uint8Array): void {
    let position = 0;
    let id = 0;
    let cursor = 0;
    const ids = this.ids;
    const sorted = this.sorted;
    const next = (): number => {
      let result = 0;
      let scale = 1;
      for (;;) {
        const byte = bytes[position++];
        if (byte === undefined) throw new Error("analytics counts are truncated");
        result += (byte & 0x7f) * scale;
        if (byte < 0x80) return result;
        scale *= 0x80;
      }
    };
    while (position < bytes.length) {
      id += next();
      const human = next();
      const ai = next();
      const crawler = next();
      while (cursor < sorted && (ids[cursor] as number) < id) cursor++;
      if (cursor < sorted && ids[cursor] === id) {
        this.human[cursor] = (this.human[cursor] as number) - human;
        this.ai[cursor] = (this.ai[cursor] as number) - ai;
        this.crawler[cursor] = (this.crawler[cursor] as number) - crawler;
      } else {
        this.add(id, -human, -ai, -crawler);
      }
    }
  }

  /**
   * Adds `sign` times the views of a day's cells (see `encodeDayCells` in count-codec.ts) whose
   * quarter hour of the day is in [from, to): human views, AI views (categories 1-3), and the
   * agent cells of `crawlers`. A path's cells are summed first and added once, so the lookup is
   * per path, not per cell.
   */
  addCells(
    bytes: Uint8Array,
    from: number,
    to: number,
    sign: 1 | -1,
    crawlers: ReadonlySet<number>,
  ): void {
    let position = 0;
    const next = (): number => {
      let result = 0;
      let scale = 1;
      for (;;) {
        const byte = bytes[position++];
        if (byte === undefined) throw new Error("analytics counts are truncated");
        result += (byte & 0x7f) * scale;
        if (byte < 0x80) return result;
        scale *= 0x80;
      }
    };
    let pathId = 0;
    while (position < bytes.length) {
      pathId += next();
      const end = next() + position;
      let key = 0;
      let human = 0;
      let ai = 0;
      let crawler = 0;
      while (position < end) {
        key += next();
        const views = next();
        const quarterHour = key % 128;
        if (quarterHour < from || quarterHour >= to) continue;
        const kind = Math.floor(key / 128);
        if (kind === 0) human += views;
        else if (kind < AGENT_KIND) ai += views;
        else if (crawlers.has(kind - AGENT_KIND)) crawler += views;
      }
      if (human !== 0 || ai !== 0 || crawler !== 0) {
        this.add(pathId, sign * human, sign * ai, sign * crawler);
      }
    }
  }

  /** A path's counts: human, AI, crawler (zeros for a path not counted). */
  get(pathId: number): [human: number, ai: number, crawler: number] {
    const i = this.indexOf(pathId);
    if (i < 0) return [0, 0, 0];
    return [this.human[i] as number, this.ai[i] as number, this.crawler[i] as number];
  }

  private grow(): void {
    const n = this.ids.length * 2;
    const grown = (from: Float64Array) => {
      const to = new Float64Array(n);
      to.set(from);
      return to;
    };
    this.ids = grown(this.ids);
    this.human = grown(this.human);
    this.ai = grown(this.ai);
    this.crawler = grown(this.crawler);
  }
}

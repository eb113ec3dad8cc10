import { AGENT_KIND } from "./count-codec.ts";

/**
 * Views per path of a range (human, AI, crawler), in flat typed arrays indexed by position rather
 * than objects in a map: a site's running totals hold every path it has seen (thousands), and the
 * views route reads two of them per request, so the per-path work is a few array writes.
 *
 * Built from the running totals through the range's last whole day minus those through the day
 * before its first, or from a day's own counts (ids ascending: the sorted part, found by binary
 * search), keeping only the paths with views in the range; the other sources (partial days'
 * cells, pending batches) add to those positions, and a path they name that the sorted part does
 * not hold is appended after it.
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

  constructor(capacity = 16) {
    const n = Math.max(16, capacity);
    this.ids = new Float64Array(n);
    this.human = new Float64Array(n);
    this.ai = new Float64Array(n);
    this.crawler = new Float64Array(n);
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

  /**
   * The counts of `through` minus those of `before`, two running-totals values (see
   * `encodeTotals` in count-codec.ts: per path, the id's difference from the previous one, then
   * human, AI and crawler views, as unsigned varints), decoded together in one pass: the totals
   * of an earlier day hold a subset of the paths of a later one, so this is a merge of two
   * ascending lists. Paths whose counts are equal in both are left out.
   */
  static fromTotals(
    through: Uint8Array | null | undefined,
    before?: Uint8Array | null | undefined,
  ): PathCounts {
    // A path's entry takes at least four bytes.
    const counts = new PathCounts(Math.ceil((through?.length ?? 0) / 4));
    if (!through) {
      if (before) counts.addTotals(before, -1);
      return counts;
    }
    const { ids, human, ai, crawler } = counts;
    const a = new VarintReader(through);
    const b = before ? new VarintReader(before) : undefined;
    // The next path of `before`, read ahead: its id (Infinity when none is left) and counts.
    let bId = 0;
    let bHuman = 0;
    let bAi = 0;
    let bCrawler = 0;
    const nextB = () => {
      if (!b || b.done) {
        bId = Number.POSITIVE_INFINITY;
        return;
      }
      bId += b.uint();
      bHuman = b.uint();
      bAi = b.uint();
      bCrawler = b.uint();
    };
    nextB();
    // Paths of `before` that `through` does not hold (none, for totals a fold wrote).
    const onlyBefore: number[] = [];
    let id = 0;
    let n = 0;
    while (!a.done) {
      id += a.uint();
      let h = a.uint();
      let i = a.uint();
      let c = a.uint();
      while (bId < id) {
        onlyBefore.push(bId, bHuman, bAi, bCrawler);
        nextB();
      }
      if (bId === id) {
        h -= bHuman;
        i -= bAi;
        c -= bCrawler;
        nextB();
      }
      if (h === 0 && i === 0 && c === 0) continue;
      ids[n] = id;
      human[n] = h;
      ai[n] = i;
      crawler[n] = c;
      n++;
    }
    counts.size = n;
    counts.sorted = n;
    while (bId !== Number.POSITIVE_INFINITY) {
      onlyBefore.push(bId, bHuman, bAi, bCrawler);
      nextB();
    }
    for (let k = 0; k < onlyBefore.length; k += 4) {
      counts.add(
        onlyBefore[k] as number,
        -(onlyBefore[k + 1] as number),
        -(onlyBefore[k + 2] as number),
        -(onlyBefore[k + 3] as number),
      );
    }
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
      // A position not used yet, so its counts are zeros to add to.
      i = this.size++;
      if (i >= this.ids.length) this.grow();
      this.appended.set(pathId, i);
      this.ids[i] = pathId;
    }
    this.human[i] = (this.human[i] as number) + human;
    this.ai[i] = (this.ai[i] as number) + ai;
    this.crawler[i] = (this.crawler[i] as number) + crawler;
  }

  /** Adds `sign` times a value of running totals (or of a day's counts), path by path. */
  addTotals(bytes: Uint8Array, sign: 1 | -1): void {
    const reader = new VarintReader(bytes);
    let id = 0;
    while (!reader.done) {
      id += reader.uint();
      const human = reader.uint();
      const ai = reader.uint();
      this.add(id, sign * human, sign * ai, sign * reader.uint());
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
    const reader = new VarintReader(bytes);
    let pathId = 0;
    while (!reader.done) {
      pathId += reader.uint();
      const end = reader.uint() + reader.position;
      let key = 0;
      let human = 0;
      let ai = 0;
      let crawler = 0;
      while (reader.position < end) {
        key += reader.uint();
        const views = reader.uint();
        const quarterHour = key % 128;
        if (quarterHour < from || quarterHour >= to) continue;
        const kind = (key - quarterHour) / 128;
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
}

/** Unsigned LEB128 varints read one after another (exact up to 2^53). */
class VarintReader {
  position = 0;
  constructor(private readonly bytes: Uint8Array) {}

  get done(): boolean {
    return this.position >= this.bytes.length;
  }

  uint(): number {
    const bytes = this.bytes;
    let byte = bytes[this.position++] as number;
    // Most values take one byte.
    if (byte < 0x80) return byte;
    let result = byte & 0x7f;
    let scale = 0x80;
    for (;;) {
      byte = bytes[this.position++] as number;
      if (byte === undefined) throw new Error("analytics counts are truncated");
      result += (byte & 0x7f) * scale;
      if (byte < 0x80) return result;
      scale *= 0x80;
    }
  }
}

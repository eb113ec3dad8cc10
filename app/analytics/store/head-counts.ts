import { decodeHead } from "./count-codec.ts";
import { PathCounts } from "./path-counts.ts";

/** A head of per-path counts (see `encodeHead` in count-codec.ts), added or subtracted. */
export interface SignedHead {
  sign: 1 | -1;
  /** The head, or its first bytes. */
  bytes: Uint8Array;
  /** The whole head's length, when `bytes` are its first bytes. */
  length?: number | undefined;
}

/** Site-wide sums of a range, and the per-path counts of every path that can be on a page. */
export interface HeadCounts {
  human: number;
  ai: number;
  crawler: number;
  /** Exact counts of paths including the first `wanted` by total, and every path tied with them. */
  paths: PathCounts;
}

/**
 * The counts of a range from heads instead of whole values: the range is the sum of the heads'
 * per-path counts, each times its sign, plus `corrections` (exact per-path counts from other
 * sources: partial days' cells, pending batches). The sums are exact from the heads' own. A path
 * a head leaves out has at most that head's `restMax` in it (at least 0), so every path not known
 * in every head has a total (human + AI) of at most a bound; when at least `wanted` paths known
 * exactly have totals above the largest such bound, the first `wanted` paths of the range by
 * total (with any path tied with them) are among those, and they are returned. Undefined when the
 * heads cannot tell (a range whose page reaches paths they leave out): the caller reads every path.
 *
 * With no bound above zero (every head holds every path that has views in it), every path with
 * views is known, whatever `wanted`.
 */
export function countFromHeads(
  heads: readonly SignedHead[],
  corrections: PathCounts,
  wanted: number,
): HeadCounts | undefined {
  let human = 0;
  let ai = 0;
  let crawler = 0;
  const decoded = heads.map(({ bytes, length }) => decodeHead(bytes, length));
  // Every path the heads and corrections name, by the order it was first met, in flat arrays,
  // found by its id through an open-addressing table (a views read meets a few thousand).
  let most = corrections.size;
  for (const head of decoded) most += head.entries.length / 4;
  const table = new PathTable(most);
  // Heads that leave paths out: a path must be in each of them to be known exactly.
  let partial = 0;
  // The bound of a path in no head and without corrections: what the added heads leave out.
  let unseenBound = 0;
  const restMaxes: number[] = [];
  decoded.forEach((head, h) => {
    const sign = (heads[h] as SignedHead).sign;
    human += sign * head.human;
    ai += sign * head.ai;
    crawler += sign * head.crawler;
    restMaxes.push(sign === 1 && head.omitted > 0 ? head.restMax : 0);
    if (head.omitted > 0) {
      partial |= 1 << h;
      if (sign === 1) unseenBound += head.restMax;
    }
    const values = head.entries;
    for (let k = 0; k < values.length; k += 4) {
      const at = table.positionOf(values[k] as number);
      table.human[at] = (table.human[at] as number) + sign * (values[k + 1] as number);
      table.ai[at] = (table.ai[at] as number) + sign * (values[k + 2] as number);
      table.crawler[at] = (table.crawler[at] as number) + sign * (values[k + 3] as number);
      table.known[at] = (table.known[at] as number) | (1 << h);
    }
  });
  for (let i = 0; i < corrections.size; i++) {
    const at = table.positionOf(corrections.ids[i] as number);
    const h = corrections.human[i] as number;
    const a = corrections.ai[i] as number;
    const c = corrections.crawler[i] as number;
    table.human[at] = (table.human[at] as number) + h;
    table.ai[at] = (table.ai[at] as number) + a;
    table.crawler[at] = (table.crawler[at] as number) + c;
    human += h;
    ai += a;
    crawler += c;
  }

  // The largest total a path not known exactly can have.
  let bound = unseenBound;
  let exactCount = 0;
  for (let at = 0; at < table.size; at++) {
    const missing = partial & ~(table.known[at] as number);
    if (missing === 0) {
      exactCount++;
      continue;
    }
    // Its known counts, plus what each added head that leaves it out may hold of it (a
    // subtracted one holds at least 0 of it).
    let total = (table.human[at] as number) + (table.ai[at] as number);
    for (let h = 0; h < restMaxes.length; h++) {
      if (missing & (1 << h)) total += restMaxes[h] as number;
    }
    if (total > bound) bound = total;
  }
  const floor = Math.max(bound, 0);
  const paths = new PathCounts(exactCount);
  let above = 0;
  for (let at = 0; at < table.size; at++) {
    if ((partial & ~(table.known[at] as number)) !== 0) continue;
    const total = (table.human[at] as number) + (table.ai[at] as number);
    if (total <= floor && bound > 0) continue;
    if (total > floor) above++;
    paths.add(
      table.ids[at] as number,
      table.human[at] as number,
      table.ai[at] as number,
      table.crawler[at] as number,
    );
  }
  if (bound > 0 && above < wanted) return undefined;
  return { human, ai, crawler, paths };
}

/**
 * Per-path sums by position, with an open-addressing table from path id to position: no object
 * per path. Holds at most the `capacity` it was made for.
 */
class PathTable {
  readonly ids: Float64Array;
  readonly human: Float64Array;
  readonly ai: Float64Array;
  readonly crawler: Float64Array;
  readonly known: Int32Array;
  size = 0;
  /** Position + 1 of the path hashed to each slot (0: empty). */
  private readonly slots: Int32Array;
  private readonly mask: number;

  constructor(capacity: number) {
    const n = Math.max(1, capacity);
    this.ids = new Float64Array(n);
    this.human = new Float64Array(n);
    this.ai = new Float64Array(n);
    this.crawler = new Float64Array(n);
    this.known = new Int32Array(n);
    // At most half full.
    let slots = 16;
    while (slots < 2 * n) slots *= 2;
    this.slots = new Int32Array(slots);
    this.mask = slots - 1;
  }

  /** The position of the path with this id, added with zero counts if it is new. */
  positionOf(id: number): number {
    let slot = Math.imul(id | 0, 0x9e3779b1) & this.mask;
    for (;;) {
      const held = this.slots[slot] as number;
      if (held === 0) break;
      if (this.ids[held - 1] === id) return held - 1;
      slot = (slot + 1) & this.mask;
    }
    const at = this.size++;
    this.ids[at] = id;
    this.slots[slot] = at + 1;
    return at;
  }
}

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

interface Entry {
  human: number;
  ai: number;
  crawler: number;
  /** Bit i: head i holds the path. */
  known: number;
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
  const entries = new Map<number, Entry>();
  // Heads that leave paths out: a path must be in each of them to be known exactly.
  let partial = 0;
  // The bound of a path in no head and without corrections: what the added heads leave out.
  let unseenBound = 0;
  const restMaxes: number[] = [];
  heads.forEach(({ sign, bytes, length }, h) => {
    const head = decodeHead(bytes, length);
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
      const id = values[k] as number;
      let entry = entries.get(id);
      if (!entry) {
        entry = { human: 0, ai: 0, crawler: 0, known: 0 };
        entries.set(id, entry);
      }
      entry.human += sign * (values[k + 1] as number);
      entry.ai += sign * (values[k + 2] as number);
      entry.crawler += sign * (values[k + 3] as number);
      entry.known |= 1 << h;
    }
  });
  for (let i = 0; i < corrections.size; i++) {
    const id = corrections.ids[i] as number;
    let entry = entries.get(id);
    if (!entry) {
      entry = { human: 0, ai: 0, crawler: 0, known: 0 };
      entries.set(id, entry);
    }
    entry.human += corrections.human[i] as number;
    entry.ai += corrections.ai[i] as number;
    entry.crawler += corrections.crawler[i] as number;
    human += corrections.human[i] as number;
    ai += corrections.ai[i] as number;
    crawler += corrections.crawler[i] as number;
  }

  // The largest total a path not known exactly can have.
  let bound = unseenBound;
  const exact: Array<[number, Entry]> = [];
  for (const [id, entry] of entries) {
    const missing = partial & ~entry.known;
    if (missing === 0) {
      exact.push([id, entry]);
      continue;
    }
    // Its known counts, plus what each added head that leaves it out may hold of it (a
    // subtracted one holds at least 0 of it).
    let most = entry.human + entry.ai;
    for (let h = 0; h < restMaxes.length; h++) {
      if (missing & (1 << h)) most += restMaxes[h] as number;
    }
    if (most > bound) bound = most;
  }
  const floor = Math.max(bound, 0);
  const paths = new PathCounts(exact.length);
  let above = 0;
  for (const [id, entry] of exact) {
    if (entry.human + entry.ai <= floor && bound > 0) continue;
    if (entry.human + entry.ai > floor) above++;
    paths.add(id, entry.human, entry.ai, entry.crawler);
  }
  if (bound > 0 && above < wanted) return undefined;
  return { human, ai, crawler, paths };
}

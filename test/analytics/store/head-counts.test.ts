import { describe, expect, it } from "vitest";
import { seededRandom } from "#testkit/seeded-random.ts";
import {
  decodeHead,
  encodeHead,
  type PathTotals,
  TOTALS_WIDTH,
} from "../../../app/analytics/store/count-codec.ts";
import { countFromHeads, type SignedHead } from "../../../app/analytics/store/head-counts.ts";
import { PathCounts } from "../../../app/analytics/store/path-counts.ts";

type Counts = Map<number, [number, number, number]>;

function totalsOf(counts: Counts): PathTotals {
  const ids = [...counts.keys()].sort((a, b) => a - b);
  const values = new Float64Array(TOTALS_WIDTH * ids.length);
  ids.forEach((id, i) => {
    values.set(counts.get(id) as [number, number, number], TOTALS_WIDTH * i);
  });
  return { ids, counts: values };
}

describe("a head of per-path counts", () => {
  it("holds the sums, what it leaves out, and its paths by total then id", () => {
    const counts: Counts = new Map([
      [3, [5, 1, 9]],
      [7, [0, 0, 4]],
      [9, [2, 4, 0]],
      [12, [6, 0, 0]],
      [20, [1, 1, 0]],
      [21, [2, 0, 1]],
    ]);
    const head = decodeHead(encodeHead(totalsOf(counts), 3));
    expect(head).toEqual({
      human: 16,
      ai: 6,
      crawler: 14,
      omitted: 3,
      // Paths 20 and 21 tie at 2 (21 left out), so what is left out reaches 2.
      restMax: 2,
      entries: [3, 5, 1, 9, 9, 2, 4, 0, 12, 6, 0, 0],
    });
    const four = decodeHead(encodeHead(totalsOf(counts), 4));
    expect(four.entries.slice(12)).toEqual([20, 1, 1, 0]);
    expect([four.omitted, four.restMax]).toEqual([2, 2]);
    const whole = encodeHead(totalsOf(counts));
    expect(decodeHead(whole).entries.length).toBe(24);
    expect([decodeHead(whole).omitted, decodeHead(whole).restMax]).toEqual([0, 0]);
    // Its first bytes: the paths read whole, and what is left has at most the last one's total.
    const part = decodeHead(whole.subarray(0, 5 + 4 + 4 + 2), whole.length);
    expect(part.entries).toEqual([3, 5, 1, 9, 9, 2, 4, 0]);
    expect(part.restMax).toBe(6);
    expect(part.omitted).toBeGreaterThan(0);
    expect(decodeHead(whole.subarray(0, 6), whole.length).restMax).toBe(Number.POSITIVE_INFINITY);
  });

  it("keeps the largest totals whatever the order of ids, below the kept ones", () => {
    const random = seededRandom(5);
    const counts: Counts = new Map();
    for (let id = 1; id <= 500; id++) {
      counts.set(id, [Math.floor(random() * 30), Math.floor(random() * 5), 0]);
    }
    const head = decodeHead(encodeHead(totalsOf(counts), 40));
    const ranked = [...counts].sort(([a, x], [b, y]) => y[0] + y[1] - (x[0] + x[1]) || a - b);
    const kept = ranked.slice(0, 40).flatMap(([id, c]) => [id, ...c]);
    expect(head.entries).toEqual(kept);
    expect(head.restMax).toBe(Math.max(...ranked.slice(40).map(([, c]) => c[0] + c[1])));
  });
});

describe("counting a range's first paths from heads", () => {
  /** A random long-tailed set of per-path counts, with ties. */
  function randomCounts(random: () => number, paths: number, scale: number): Counts {
    const counts: Counts = new Map();
    for (let id = 1; id <= paths; id++) {
      if (random() < 0.2) continue;
      const weight = Math.floor((scale / (1 + Math.floor(random() * paths))) * random());
      counts.set(id, [weight, Math.floor(weight * random() * 0.5), Math.floor(random() * 3)]);
    }
    return counts;
  }

  function add(into: Counts, counts: Counts, sign: number): void {
    for (const [id, [h, a, c]] of counts) {
      const [h0, a0, c0] = into.get(id) ?? [0, 0, 0];
      into.set(id, [h0 + sign * h, a0 + sign * a, c0 + sign * c]);
    }
  }

  /** The first `limit` listed paths by total descending, then id, and whether more are listed. */
  function firstPaths(counts: Counts, limit: number): string {
    const listed = [...counts]
      .filter(([, [h, a]]) => h + a > 0)
      .sort(([a, x], [b, y]) => y[0] + y[1] - (x[0] + x[1]) || a - b);
    return JSON.stringify([listed.slice(0, limit), listed.length > limit]);
  }

  it("gives the first paths and sums of every path, or nothing when the heads cannot tell", () => {
    const random = seededRandom(36);
    let told = 0;
    let untold = 0;
    for (let round = 0; round < 300; round++) {
      const paths = 5 + Math.floor(random() * 200);
      // Running totals through an earlier and a later day (the later one holds the earlier one's
      // paths, with as many views or more), or one or two days' own counts.
      const earlier = randomCounts(random, paths, 400);
      const later: Counts = new Map(earlier);
      add(later, randomCounts(random, paths, 30 + random() * 600), 1);
      const heads: Array<{ counts: Counts; sign: 1 | -1 }> =
        random() < 0.7
          ? [
              { counts: later, sign: 1 },
              { counts: earlier, sign: -1 },
            ]
          : [
              { counts: earlier, sign: 1 },
              ...(random() < 0.5
                ? [{ counts: randomCounts(random, paths, 50), sign: 1 as const }]
                : []),
            ];
      // Partial days and pending batches: a few paths' exact counts, some subtracted.
      const corrections: Counts = new Map();
      for (let k = Math.floor(random() * 8); k > 0; k--) {
        const id = 1 + Math.floor(random() * (paths + 5));
        const sign = random() < 0.3 ? -1 : 1;
        const [h, a] = heads[0]?.counts.get(id) ?? [0, 0, 0];
        const part: [number, number, number] =
          sign === -1
            ? [Math.floor(h * random() * 0.2), Math.floor(a * random() * 0.2), 0]
            : [Math.floor(random() * 40), Math.floor(random() * 5), Math.floor(random() * 2)];
        add(corrections, new Map([[id, part]]), sign);
      }
      const exact: Counts = new Map();
      for (const { counts, sign } of heads) add(exact, counts, sign);
      add(exact, corrections, 1);

      const size = 1 + Math.floor(random() * 60);
      // Some heads are read in part: their first bytes only.
      const signed: SignedHead[] = heads.map(({ counts, sign }) => {
        const bytes = encodeHead(totalsOf(counts), size);
        if (random() < 0.5) return { sign, bytes };
        const cut = Math.min(bytes.length, 12 + Math.floor(random() * bytes.length));
        return { sign, bytes: bytes.subarray(0, cut), length: bytes.length };
      });
      const fixes = new PathCounts();
      for (const [id, [h, a, c]] of corrections) fixes.add(id, h, a, c);
      // A page of `limit` paths, and whether more are listed, wants limit + 1.
      const limit = 1 + Math.floor(random() * 30);
      const wanted = limit + 1;
      const result = countFromHeads(signed, fixes, wanted);
      if (!result) {
        untold++;
        continue;
      }
      told++;
      const sums = [0, 0, 0];
      for (const [, c] of exact)
        for (let i = 0; i < 3; i++) sums[i] = (sums[i] as number) + (c[i] as number);
      expect([result.human, result.ai, result.crawler]).toEqual(sums);
      const known: Counts = new Map();
      for (let i = 0; i < result.paths.size; i++) {
        const id = result.paths.ids[i] as number;
        const counts: [number, number, number] = [
          result.paths.human[i] as number,
          result.paths.ai[i] as number,
          result.paths.crawler[i] as number,
        ];
        expect(counts).toEqual(exact.get(id) ?? [0, 0, 0]);
        known.set(id, counts);
      }
      // The first `wanted` paths are among the known ones, with every path tied with the last.
      const listed = [...exact.values()].map(([h, a]) => h + a).filter((t) => t > 0);
      const last = listed.sort((a, b) => b - a)[Math.min(wanted, listed.length) - 1] ?? 1;
      for (const [id, [h, a]] of exact) if (h + a >= last) expect(known.has(id)).toBe(true);
      expect(firstPaths(known, limit)).toBe(firstPaths(exact, limit));
    }
    // Both outcomes happen: the test covers heads that tell and heads that cannot.
    expect(told).toBeGreaterThan(25);
    expect(untold).toBeGreaterThan(10);
  });
});

import { describe, expect, it } from "vitest";
import {
  addCell,
  addToTotals,
  cellKey,
  type DayCells,
  EMPTY_TOTALS,
  encodeDayCells,
  encodeTotals,
} from "../../../app/analytics/store/count-codec.ts";
import { PathCounts } from "../../../app/analytics/store/path-counts.ts";

function totals(entries: Array<[number, number, number, number]>): Buffer {
  const ids = entries.map(([id]) => id);
  const added = new Map(entries.map(([id, h, a, c]) => [id, Float64Array.of(h, a, c)]));
  return encodeTotals(addToTotals(EMPTY_TOTALS, ids, added));
}

function listed(counts: PathCounts): Array<[number, number, number, number]> {
  return Array.from({ length: counts.size }, (_, i) => [
    counts.ids[i] as number,
    counts.human[i] as number,
    counts.ai[i] as number,
    counts.crawler[i] as number,
  ]);
}

describe("a range's views per path", () => {
  it("are the later running totals minus the earlier, leaving out paths without views between", () => {
    const before = totals([
      [3, 5, 1, 0],
      [9, 2, 0, 4],
    ]);
    const through = totals([
      [1, 1, 0, 0],
      [3, 5, 1, 0],
      [9, 2 ** 40, 3, 6],
    ]);
    const counts = PathCounts.fromTotals(through, before);
    expect(listed(counts)).toEqual([
      [1, 1, 0, 0],
      [9, 2 ** 40 - 2, 3, 2],
    ]);
    expect(counts.get(3)).toEqual([0, 0, 0]);
    expect(counts.get(9)).toEqual([2 ** 40 - 2, 3, 2]);
  });

  it("subtract a path only the earlier totals hold, after the later ones' paths", () => {
    const counts = PathCounts.fromTotals(totals([[2, 4, 0, 0]]), totals([[1, 1, 1, 1]]));
    expect(listed(counts)).toEqual([
      [2, 4, 0, 0],
      [1, -1, -1, -1],
    ]);
    expect(PathCounts.fromTotals(undefined, totals([[5, 1, 0, 0]])).get(5)).toEqual([-1, 0, 0]);
  });

  it("add a second day's counts and the cells of a partial day, crawlers' agent cells apart", () => {
    const counts = PathCounts.fromTotals(totals([[4, 1, 0, 0]]));
    counts.addTotals(totals([[4, 2, 1, 0]]), 1);
    const cells: DayCells = new Map();
    addCell(cells, 4, cellKey(0, 10), 3);
    addCell(cells, 4, cellKey(0, 40), 100);
    addCell(cells, 4, cellKey(2, 11), 5);
    addCell(cells, 4, cellKey(4 + 7, 12), 6);
    addCell(cells, 4, cellKey(4 + 8, 12), 50);
    addCell(cells, 8, cellKey(0, 20), 1);
    // Quarter hours [10, 21) count: /4 loses 3 human, 5 AI and the crawler's 6; /8 its 1.
    counts.addCells(encodeDayCells(cells), 10, 21, -1, new Set([7]));
    expect(counts.get(4)).toEqual([0, -4, -6]);
    expect(counts.get(8)).toEqual([-1, 0, 0]);
  });

  it("grow past the room their first value leaves", () => {
    const counts = PathCounts.fromTotals(totals([[1, 1, 0, 0]]));
    for (let id = 2; id <= 100; id++) counts.add(id, id, 0, 0);
    expect(counts.size).toBe(100);
    expect(counts.get(100)).toEqual([100, 0, 0]);
    expect(counts.get(1)).toEqual([1, 0, 0]);
  });
});

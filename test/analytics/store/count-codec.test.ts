import { describe, expect, it } from "vitest";
import {
  addCell,
  addToTotals,
  cellKey,
  type DayCells,
  decodeDayCells,
  decodeTotals,
  EMPTY_TOTALS,
  encodeDayCells,
  encodeTotals,
  forEachCell,
  forEachTotal,
  subtractTotals,
} from "../../../app/analytics/store/count-codec.ts";

describe("the compact count values", () => {
  it("round-trips a day's cells, in path then key order, leaving out zeros", () => {
    const cells: DayCells = new Map();
    addCell(cells, 900_000, cellKey(0, 95), 2 ** 40);
    addCell(cells, 7, cellKey(3, 0), 1);
    addCell(cells, 7, cellKey(0, 12), 5);
    addCell(cells, 7, cellKey(4 + 123_456, 12), 2);
    addCell(cells, 8, cellKey(1, 1), 0);
    const seen: Array<[number, number, number]> = [];
    forEachCell(encodeDayCells(cells), (pathId, key, views) => seen.push([pathId, key, views]));
    expect(seen).toEqual([
      [7, cellKey(0, 12), 5],
      [7, cellKey(3, 0), 1],
      [7, cellKey(4 + 123_456, 12), 2],
      [900_000, cellKey(0, 95), 2 ** 40],
    ]);
    expect(decodeDayCells(encodeDayCells(cells)).get(8)).toBeUndefined();
  });

  it("reads one path's cells and skips the others", () => {
    const cells: DayCells = new Map();
    for (let path = 1; path <= 100; path++) addCell(cells, path, cellKey(0, path % 96), path);
    const seen: number[] = [];
    forEachCell(encodeDayCells(cells), (pathId, _key, views) => seen.push(pathId, views), 42);
    expect(seen).toEqual([42, 42]);
  });

  it("adds to running totals (human, AI, crawler) by merging sorted paths", () => {
    const base = addToTotals(
      EMPTY_TOTALS,
      [2, 5],
      new Map([
        [2, Float64Array.of(1, 0, 7)],
        [5, Float64Array.of(0, 3, 0)],
      ]),
    );
    const next = addToTotals(
      decodeTotals(encodeTotals(base)),
      [1, 5],
      new Map([
        [1, Float64Array.of(0, 3, 0)],
        [5, Float64Array.of(2 ** 45, 0, 2)],
      ]),
    );
    const seen: Array<[number, number, number, number]> = [];
    forEachTotal(encodeTotals(next), (pathId, human, ai, crawler) =>
      seen.push([pathId, human, ai, crawler]),
    );
    expect(seen).toEqual([
      [1, 0, 3, 0],
      [2, 1, 0, 7],
      [5, 2 ** 45, 3, 2],
    ]);
  });

  it("gives a day's own counts as its running totals minus the day before's, leaving out paths without views", () => {
    const before = addToTotals(
      EMPTY_TOTALS,
      [2, 5],
      new Map([
        [2, Float64Array.of(1, 0, 7)],
        [5, Float64Array.of(0, 3, 0)],
      ]),
    );
    const day = addToTotals(
      before,
      [1, 5],
      new Map([
        [1, Float64Array.of(0, 3, 0)],
        [5, Float64Array.of(2 ** 45, 0, 2)],
      ]),
    );
    const seen: Array<[number, number, number, number]> = [];
    forEachTotal(encodeTotals(subtractTotals(day, before)), (pathId, human, ai, crawler) =>
      seen.push([pathId, human, ai, crawler]),
    );
    expect(seen).toEqual([
      [1, 0, 3, 0],
      [5, 2 ** 45, 0, 2],
    ]);
    expect(subtractTotals(day, EMPTY_TOTALS)).toEqual(day);
  });

  it("refuses a day's counts from totals that lose a path or a view", () => {
    const day = addToTotals(EMPTY_TOTALS, [2], new Map([[2, Float64Array.of(1, 0, 0)]]));
    const more = addToTotals(EMPTY_TOTALS, [2], new Map([[2, Float64Array.of(2, 0, 0)]]));
    const other = addToTotals(EMPTY_TOTALS, [3], new Map([[3, Float64Array.of(1, 0, 0)]]));
    expect(() => subtractTotals(day, more)).toThrow(/decrease/);
    expect(() => subtractTotals(day, other)).toThrow(/lose path 3/);
    expect(() => subtractTotals(other, day)).toThrow(/lose path 2/);
  });

  it("refuses a truncated value instead of misreading it", () => {
    const cells: DayCells = new Map();
    addCell(cells, 300, cellKey(0, 1), 1_000_000);
    const bytes = encodeDayCells(cells);
    expect(() => forEachCell(bytes.subarray(0, bytes.length - 1), () => {})).toThrow(/truncated/);
  });
});

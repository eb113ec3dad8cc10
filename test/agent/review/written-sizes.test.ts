import { describe, expect, it } from "vitest";
import { givesSize, sizeOf, sizesIn } from "../../../app/agent/review/written-sizes.ts";

describe("sizes in any written form", () => {
  it("reads a size with its unit, spaced or not, quoted or not", () => {
    expect(sizeOf("8MiB")).toBe(8 * 2 ** 20);
    expect(sizeOf('"8 MiB"')).toBe(8 * 2 ** 20);
    expect(sizeOf("512KB")).toBe(512_000);
    expect(sizeOf("8")).toBeUndefined();
  });

  it("gives a bare number the one size unit of its clause", () => {
    expect([...sizesIn("doubles the default chunk size from 8 to 16 MiB")]).toEqual([
      16 * 2 ** 20,
      8 * 2 ** 20,
    ]);
  });

  it("takes `16MiB` as given by '16 MiB', and keeps MB and MiB apart", () => {
    const instruction = "Ferrule 2.5 doubles the default chunk size from 8 MiB to 16 MiB.";
    expect(givesSize(instruction, "16MiB")).toBe(true);
    expect(givesSize(instruction, "`8MiB`")).toBe(true);
    expect(givesSize(instruction, "16MB")).toBe(false);
    expect(givesSize(instruction, "32MiB")).toBe(false);
  });
});

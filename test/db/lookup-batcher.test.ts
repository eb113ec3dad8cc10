import { describe, expect, it } from "vitest";
import { LookupBatcher } from "../../app/db/lookup-batcher.ts";

interface Row {
  id: string;
  value: number;
}

function batcherOver(rows: Row[], maxBatch?: number) {
  const calls: string[][] = [];
  const batcher = new LookupBatcher<string, Row>(
    async (ids) => {
      calls.push(ids);
      return rows.filter((row) => ids.includes(row.id));
    },
    (id) => id,
    (row) => row.id,
    maxBatch,
  );
  return { batcher, calls };
}

describe("LookupBatcher", () => {
  it("answers the lookups of one turn with one load of their distinct keys", async () => {
    const { batcher, calls } = batcherOver([
      { id: "a", value: 1 },
      { id: "b", value: 2 },
    ]);
    const answers = await Promise.all([
      batcher.load("a"),
      batcher.load("b"),
      batcher.load("a"),
      batcher.load("missing"),
    ]);
    expect(answers).toEqual([
      { id: "a", value: 1 },
      { id: "b", value: 2 },
      { id: "a", value: 1 },
      undefined,
    ]);
    expect(calls).toEqual([["a", "b", "missing"]]);
  });

  it("loads again for a lookup made after the earlier batch left", async () => {
    const { batcher, calls } = batcherOver([{ id: "a", value: 1 }]);
    await batcher.load("a");
    await batcher.load("a");
    expect(calls).toEqual([["a"], ["a"]]);
  });

  it("sends a full batch at once and the rest at the end of the turn", async () => {
    const { batcher, calls } = batcherOver([], 2);
    await Promise.all(["a", "b", "c"].map((id) => batcher.load(id)));
    expect(calls).toEqual([["a", "b"], ["c"]]);
  });

  it("rejects every lookup of a batch whose load failed, and serves the next batch", async () => {
    let fail = true;
    const batcher = new LookupBatcher<string, Row>(
      async (ids) => {
        if (fail) throw new Error("database unreachable");
        return ids.map((id) => ({ id, value: 0 }));
      },
      (id) => id,
      (row) => row.id,
    );
    const failed = await Promise.allSettled([batcher.load("a"), batcher.load("b")]);
    expect(failed.map((r) => r.status)).toEqual(["rejected", "rejected"]);
    fail = false;
    await expect(batcher.load("a")).resolves.toEqual({ id: "a", value: 0 });
  });
});

import { describe, expect, it } from "vitest";
import { type BlobSnapshot, BlobStore } from "../../../app/agent/workspace/blob-store.ts";

/** Blobs read from memory; `fetched` lists each id fetched alone, in order. */
function storeOver(blobs: Record<string, string | Buffer>, snapshot?: BlobSnapshot) {
  const fetched: string[] = [];
  const store = new BlobStore({
    loadBlob: async (sha) => {
      fetched.push(sha);
      const blob = blobs[sha];
      if (blob === undefined) throw new Error(`no blob ${sha}`);
      return typeof blob === "string" ? Buffer.from(blob) : blob;
    },
    snapshot,
  });
  return { store, fetched };
}

/** A snapshot holding these texts once loaded; `more` lists what was asked of it in bulk. */
function snapshotOf(texts: Record<string, string>) {
  let loaded = false;
  const more: string[][] = [];
  const snapshot: BlobSnapshot = {
    covers: (sha) => sha in texts,
    load: async () => {
      loaded = true;
    },
    peek: (sha) => (loaded ? texts[sha] : undefined),
    fetchMore: async (wanted) => {
      more.push([...wanted.keys()]);
    },
  };
  return { snapshot, more };
}

describe("the blob store", () => {
  it("fetches a blob once, however many reads ask for it at the same time", async () => {
    const { store, fetched } = storeOver({ a1: "# Hello\n" });

    const texts = await Promise.all([store.text("a1"), store.text("a1"), store.text("a1")]);

    expect(texts).toEqual(["# Hello\n", "# Hello\n", "# Hello\n"]);
    expect(fetched).toEqual(["a1"]);
    expect(store.textRead("a1")).toBe("# Hello\n");
    expect(store.peek("a1")).toBe("# Hello\n");
  });

  it("takes a blob from the snapshot when it holds it, and fetches the others alone", async () => {
    const { snapshot } = snapshotOf({ a1: "from the snapshot" });
    const { store, fetched } = storeOver({ a1: "fetched", b2: "fetched alone" }, snapshot);

    expect(await store.text("a1")).toBe("from the snapshot");
    expect(await store.text("b2")).toBe("fetched alone");
    expect(fetched).toEqual(["b2"]);
  });

  it("answers null for a binary blob", async () => {
    const { store } = storeOver({ png: Buffer.from([0x89, 0x50, 0x00, 0x47]) });
    expect(await store.text("png")).toBeNull();
    expect(store.textRead("png")).toBeUndefined();
  });

  it("tries a failed fetch again at the next read", async () => {
    const blobs: Record<string, string> = {};
    const { store, fetched } = storeOver(blobs);

    await expect(store.text("late")).rejects.toThrow("no blob late");
    blobs.late = "here now";
    expect(await store.text("late")).toBe("here now");
    expect(fetched).toEqual(["late", "late"]);
  });

  it("prefetches in bulk only the blobs neither read nor in the snapshot", async () => {
    const { snapshot, more } = snapshotOf({ held: "held" });
    const { store } = storeOver({ read: "read before" }, snapshot);
    await store.text("read");

    await store.prefetch(
      new Map([
        ["held", 4],
        ["read", 11],
        ["new", 100],
      ]),
    );

    expect(more).toEqual([["new"]]);
  });

  it("holds nothing it was not given and prefetches nothing without a snapshot", async () => {
    const { store, fetched } = storeOver({ a1: "x" });
    expect(store.peek("a1")).toBeUndefined();
    await store.prefetch(new Map([["a1", 1]]));
    expect(fetched).toEqual([]);
  });
});

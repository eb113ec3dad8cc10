import { describe, expect, it } from "vitest";
import type { ApiKeyRow } from "../../app/db/schema.ts";
import { ApiKeyCache, forgetCachedApiKeys } from "../../app/projects/api-key-cache.ts";

const row = { id: "key_1", project_id: "prj_1" } as ApiKeyRow;

function counting(found: ApiKeyRow | undefined) {
  const loader = {
    calls: 0,
    load: async () => {
      loader.calls += 1;
      return found;
    },
  };
  return loader;
}

describe("the API key cache", () => {
  const at = (ms: number) => new Date(Date.UTC(2026, 10, 2, 10, 0, 0, ms));

  it("looks a key up once a second, however many requests present it", async () => {
    const cache = new ApiKeyCache(1000);
    const loader = counting(row);
    const found = await Promise.all([
      cache.find("h", at(0), loader.load),
      cache.find("h", at(0), loader.load),
      cache.find("h", at(999), loader.load),
    ]);
    expect(found).toEqual([row, row, row]);
    expect(loader.calls).toBe(1);
    await cache.find("h", at(1000), loader.load);
    expect(loader.calls).toBe(2);
  });

  it("keeps no unknown key, so a key created meanwhile is found on its first use", async () => {
    const cache = new ApiKeyCache(1000);
    const missing = counting(undefined);
    expect(await cache.find("h", at(0), missing.load)).toBeUndefined();
    const created = counting(row);
    expect(await cache.find("h", at(1), created.load)).toBe(row);
    expect(created.calls).toBe(1);
  });

  it("forgets everything when a key is revoked in this process", async () => {
    const cache = new ApiKeyCache(1000);
    const loader = counting(row);
    await cache.find("h", at(0), loader.load);
    forgetCachedApiKeys();
    await cache.find("h", at(1), loader.load);
    expect(loader.calls).toBe(2);
  });
});

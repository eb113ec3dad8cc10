import { mkdtemp, readdir, rm, utimes, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { dropStaleTemplateFiles } from "#testkit/database/stale-template-files.ts";

const DAY_S = 86_400;

describe("stale template files", () => {
  let dir = "";
  afterEach(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  async function file(name: string, ageSeconds: number): Promise<string> {
    const full = path.join(dir, name);
    await writeFile(full, "tar");
    const at = Date.now() / 1000 - ageSeconds;
    await utimes(full, at, at);
    return full;
  }

  it("drops other migrations' tars and left-behind halves over a day old, and keeps the rest", async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), "inkwell-templates-"));
    const current = await file("pglite-current.tar", 3 * DAY_S);
    await file("pglite-old.tar", 2 * DAY_S);
    await file("pglite-old.tar.4242.deadbeef", 2 * DAY_S);
    await file("pglite-recent.tar", DAY_S / 2);
    await file("other-cache.bin", 5 * DAY_S);

    const dropped = await dropStaleTemplateFiles(dir, current);

    expect(dropped.sort()).toEqual(["pglite-old.tar", "pglite-old.tar.4242.deadbeef"]);
    expect((await readdir(dir)).sort()).toEqual([
      "other-cache.bin",
      "pglite-current.tar",
      "pglite-recent.tar",
    ]);
  });
});

import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestClock } from "#testkit/app/test-clock.ts";
import { seedProject } from "#testkit/database/seed.ts";
import { oneDatabaseKind, useTestDatabase } from "#testkit/database/test-database.ts";
import { adminCommands } from "../../../app/admin/admin-commands.ts";
import { importAccessLogs } from "../../../app/analytics/import/import-access-logs.ts";
import type { ViewEventInput } from "../../../app/analytics/ingest/view-ingestion.service.ts";
import { countReferrerViews } from "../../../app/analytics/read/referrer-views.service.ts";
import { countViews } from "../../../app/analytics/read/view-count.service.ts";
import { loadConfig } from "../../../app/config.ts";

const FIXTURE = new URL("../../../testkit/fixtures/access-logs/access.log", import.meta.url);
const NOW = new Date("2026-11-22T00:00:00Z");
const line = (day: number, pathName: string) =>
  `192.0.2.1 - - [${day}/Nov/2026:10:00:00 +0000] "GET ${pathName} HTTP/1.1" 200 10 "-" "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0"`;

describe("importAccessLogs", () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "inkwell-logs-"));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it("counts lines read, imported and skipped by reason", async () => {
    const batches: ViewEventInput[][] = [];
    const summary = await importAccessLogs([FIXTURE.pathname], {
      now: NOW,
      batchSize: 3,
      ingest: async (events) => {
        batches.push(events);
        return { human: events.length, ai: 0, ignored: 0 };
      },
    });
    expect(summary).toMatchObject({
      files: 1,
      linesRead: 14,
      imported: 7,
      skipped: { asset: 1, not_get: 1, not_success: 1, malformed: 3, bad_timestamp: 1 },
    });
    expect(batches.map((b) => b.length)).toEqual([3, 3, 1]);
    expect(batches[0]?.[0]?.timestamp).toBe("2026-11-21T08:00:01.000Z");
  });

  it("reads gzip files and takes several files oldest first", async () => {
    const newest = path.join(dir, "access.log");
    const older = path.join(dir, "access.log.1.gz");
    await writeFile(newest, `${line(20, "/new")}\n`);
    await writeFile(older, gzipSync(`${line(10, "/old-a")}\n${line(11, "/old-b")}\n`));
    const seen: string[] = [];
    const summary = await importAccessLogs([newest, older], {
      now: NOW,
      ingest: async (events) => {
        seen.push(...events.map((e) => e.path));
        return { human: events.length, ai: 0, ignored: 0 };
      },
    });
    expect(seen).toEqual(["/old-a", "/old-b", "/new"]);
    expect(summary).toMatchObject({ files: 2, linesRead: 3, imported: 3, human: 3 });
  });
});

describe.each(oneDatabaseKind())("the analytics.ingest admin command on %s", (kind) => {
  const database = useTestDatabase(kind);

  it("imports a log through the same ingestion as the events route", async () => {
    const projectId = await seedProject(database.db);
    const ctx = { db: database.db, config: loadConfig({}), clock: createTestClock(NOW) };
    const summary = await importAccessLogs([FIXTURE.pathname], {
      now: NOW,
      ingest: (events) => adminCommands["analytics.ingest"](ctx, { projectId, events }),
    });
    // Human: lines 1, 8, 12 (browsers). AI: 3 (httpx reading Markdown), 4 (GPTBot).
    // Crawler: 5 (Googlebot). Not counted: 13 (no user agent).
    expect(summary).toMatchObject({ imported: 7, human: 3, ai: 2, crawler: 1, ignored: 1 });
    const page = await countViews(database.db, projectId, { limit: 10, offset: 0 });
    // The crawler's view is counted per page too, apart from the total.
    expect(page.totals).toEqual({ human: 3, ai: 2, total: 5, crawler: 1 });
  });

  it("imports each view's referring host, leaving out the site's own", async () => {
    const projectId = await seedProject(database.db);
    const ctx = { db: database.db, config: loadConfig({}), clock: createTestClock(NOW) };
    await importAccessLogs(
      [new URL("../../../testkit/fixtures/access-logs/referrers.log", import.meta.url).pathname],
      {
        now: NOW,
        siteHosts: ["www.docs.example.com"],
        ingest: (events) => adminCommands["analytics.ingest"](ctx, { projectId, events }),
      },
    );
    const referrers = await countReferrerViews(database.db, projectId, { limit: 10, offset: 0 });
    expect(referrers.totals).toEqual({ human: 5, referred: 4, direct: 1, fromAi: 3 });
    expect(referrers.referrers.map((r) => [r.referrer, r.views])).toEqual([
      ["chatgpt.com", 2],
      ["github.com", 1],
      ["perplexity.ai", 1],
    ]);
  });

  it("counts nothing twice when a log is imported again, grows, or comes back rotated and compressed", async () => {
    const projectId = await seedProject(database.db);
    const ctx = { db: database.db, config: loadConfig({}), clock: createTestClock(NOW) };
    const dir = await mkdtemp(path.join(tmpdir(), "inkwell-reimport-"));
    const importFiles = (files: string[]) =>
      importAccessLogs(files, {
        now: NOW,
        batchSize: 2,
        ingest: (events, importedLines) =>
          adminCommands["analytics.ingest"](ctx, { projectId, events, importedLines }),
      });
    const total = async () =>
      (await countViews(database.db, projectId, { limit: 1, offset: 0 })).totals.total;
    try {
      const live = path.join(dir, "access.log");
      const first = [line(10, "/a"), line(10, "/a"), line(11, "/b")];
      await writeFile(live, `${first.join("\n")}\n`);
      expect(await importFiles([live])).toMatchObject({ imported: 3, alreadyImported: 0 });
      expect(await importFiles([live])).toMatchObject({ imported: 0, alreadyImported: 3 });
      expect(await total()).toBe(3);

      // The log grows, then is rotated and compressed; a new live log starts.
      const grown = [...first, line(12, "/c"), line(12, "/c")];
      await writeFile(live, `${grown.join("\n")}\n`);
      expect(await importFiles([live])).toMatchObject({ imported: 2, alreadyImported: 3 });
      await rm(live);
      await writeFile(path.join(dir, "access.log.1.gz"), gzipSync(`${grown.join("\n")}\n`));
      await writeFile(live, `${line(13, "/d")}\n`);
      expect(await importFiles([path.join(dir, "access.log.1.gz"), live])).toMatchObject({
        imported: 1,
        alreadyImported: 5,
      });
      // Two identical lines (two requests in the same second) both count, once each.
      expect(await total()).toBe(6);
      const page = await countViews(database.db, projectId, { limit: 10, offset: 0 });
      expect(page.views.map((v) => [v.path, v.total])).toEqual([
        ["/a", 2],
        ["/c", 2],
        ["/b", 1],
        ["/d", 1],
      ]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it("names an unknown project", async () => {
    const ctx = { db: database.db, config: loadConfig({}), clock: createTestClock(NOW) };
    await expect(
      adminCommands["analytics.ingest"](ctx, { projectId: "prj_nope", events: [] }),
    ).rejects.toThrow(/No project has the id prj_nope/);
  });
});

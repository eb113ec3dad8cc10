import { type Kysely, sql } from "kysely";
import { describe, expect, it } from "vitest";
import { seedProject } from "#testkit/database/seed.ts";
import { everyDatabaseKind, useTestDatabase } from "#testkit/database/test-database.ts";
import { ingestViewEvents } from "../../app/analytics/ingest/view-ingestion.service.ts";
import { countViews } from "../../app/analytics/read/view-count.service.ts";
import { decodeHead, HEAD_PATHS } from "../../app/analytics/store/count-codec.ts";
import { countViewsFromHeads } from "../../app/analytics/store/day-cells.repository.ts";
import { foldPendingViews } from "../../app/analytics/store/fold-pending-views.ts";
import { down, up } from "../../app/db/migrations/2026-12-05-50-12-analytics-day-heads.ts";

const CHROME =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const GPTBOT =
  "Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; GPTBot/1.2; +https://openai.com/gptbot)";
const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
const AGENTS = [CHROME, GPTBOT, GOOGLEBOT, CHROME, CHROME];
const DAY_MS = 86_400_000;
const FIRST_DAY = Date.UTC(2026, 10, 1);
/** More paths than a head keeps, so that heads leave some out. */
const PATHS = HEAD_PATHS + 300;

describe.each(everyDatabaseKind())("the heads of running totals and days' counts on %s", (kind) => {
  const database = useTestDatabase(kind);

  async function storedHeads(db: Kysely<unknown>): Promise<Array<[number, string, string]>> {
    const rows = await sql<{ day: number; totals_head: Uint8Array; day_head: Uint8Array }>`
      select day, totals_head, day_head from analytics_day_totals order by site_id, day
    `.execute(db);
    return rows.rows.map((row) => [
      row.day,
      Buffer.from(row.totals_head).toString("hex"),
      Buffer.from(row.day_head).toString("hex"),
    ]);
  }

  it("are written by the migration as folding writes them", { timeout: 120_000 }, async () => {
    const projectId = await seedProject(database.db);
    // Every path on day 0 (human or AI views), then a long-tailed few on days 1 to 5 (many of them tied), sent out
    // of order and folded in several chunks, so later chunks rewrite the totals after theirs.
    const events = Array.from({ length: PATHS }, (_, i) => ({
      path: `/p${i}`,
      userAgent: i % 3 === 0 ? GPTBOT : CHROME,
      timestamp: new Date(FIRST_DAY + (i % 96) * 900_000).toISOString(),
    }));
    for (let i = 0; i < 3000; i++) {
      const day = 1 + ((i * 7) % 5);
      events.push({
        path: `/p${Math.floor((PATHS - 1) / (1 + ((i * 7919) % PATHS)))}`,
        userAgent: AGENTS[(i * 3) % AGENTS.length] as string,
        timestamp: new Date(FIRST_DAY + day * DAY_MS + (i % 96) * 900_000).toISOString(),
      });
    }
    const now = new Date("2026-11-20T00:00:00Z");
    for (const part of [events.slice(PATHS), events.slice(0, PATHS)]) {
      for (let i = 0; i < part.length; i += 1000) {
        await ingestViewEvents(database.db, projectId, part.slice(i, i + 1000), { now });
      }
      await foldPendingViews(database.db);
    }
    const db = database.db as unknown as Kysely<unknown>;
    const folded = await storedHeads(db);
    expect(folded.length).toBe(6);
    const last = decodeHead(Buffer.from(folded[5]?.[1] as string, "hex"));
    expect(last.omitted).toBe(PATHS - HEAD_PATHS);
    expect(last.human + last.ai).toBe(
      events.filter((event) => event.userAgent !== GOOGLEBOT).length,
    );
    const range = (days: number, limit: number, offset: number) => ({
      from: new Date(FIRST_DAY),
      to: new Date(FIRST_DAY + days * DAY_MS),
      limit,
      offset,
    });
    // The first page of the six days is told by the heads; a page past them is not.
    const site = await sql<{ id: number }>`select id from analytics_sites`.execute(db);
    const siteId = site.rows[0]?.id as number;
    const quarterHours = (days: number) => (FIRST_DAY / DAY_MS + days) * 96;
    const first = await countViewsFromHeads(
      database.db,
      siteId,
      quarterHours(0),
      quarterHours(6),
      51,
    );
    expect(first?.paths.size).toBeGreaterThanOrEqual(51);
    expect(first?.paths.size).toBeLessThanOrEqual(HEAD_PATHS);
    expect(
      await countViewsFromHeads(database.db, siteId, quarterHours(0), quarterHours(1), 4301),
    ).toBe(undefined);
    const pages = [
      await countViews(database.db, projectId, range(6, 50, 0)),
      await countViews(database.db, projectId, range(1, 10, 4290)),
    ];

    await down(db);
    await up(db);
    expect(await storedHeads(db)).toEqual(folded);
    expect(await countViews(database.db, projectId, range(6, 50, 0))).toEqual(pages[0]);
    expect(await countViews(database.db, projectId, range(1, 10, 4290))).toEqual(pages[1]);
  });
});

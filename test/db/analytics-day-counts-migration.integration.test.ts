import { type Kysely, sql } from "kysely";
import { describe, expect, it } from "vitest";
import { seedProject } from "#testkit/database/seed.ts";
import { everyDatabaseKind, useTestDatabase } from "#testkit/database/test-database.ts";
import { ingestViewEvents } from "../../app/analytics/ingest/view-ingestion.service.ts";
import { countViews } from "../../app/analytics/read/view-count.service.ts";
import { foldPendingViews } from "../../app/analytics/store/fold-pending-views.ts";
import { down, up } from "../../app/db/migrations/2026-12-05-50-10-analytics-day-counts.ts";

const CHROME =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const GPTBOT =
  "Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; GPTBot/1.2; +https://openai.com/gptbot)";
const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
const AGENTS = [CHROME, GPTBOT, GOOGLEBOT, CHROME];
const DAY_MS = 86_400_000;
const FIRST_DAY = Date.UTC(2026, 10, 1);

describe.each(everyDatabaseKind())("each day's own counts on %s", (kind) => {
  const database = useTestDatabase(kind);

  async function storedDayCounts(db: Kysely<unknown>): Promise<Array<[number, string]>> {
    const rows = await sql<{ day: number; day_counts: Uint8Array }>`
      select day, day_counts from analytics_day_totals order by site_id, day
    `.execute(db);
    return rows.rows.map((row) => [row.day, Buffer.from(row.day_counts).toString("hex")]);
  }

  it("are written by the migration from the running totals as folding writes them", async () => {
    const projectId = await seedProject(database.db);
    // Fourteen days of five pages (none viewed on day 3), sent out of order and folded in several
    // chunks, so later chunks rewrite the totals of days after theirs.
    const events = Array.from({ length: 140 }, (_, i) => {
      const day = (i * 5) % 14 === 3 ? 4 : (i * 5) % 14;
      return {
        path: `/p${(i * 3) % 5}`,
        userAgent: AGENTS[(i * 7) % AGENTS.length] as string,
        timestamp: new Date(FIRST_DAY + day * DAY_MS + (i % 24) * 3_600_000).toISOString(),
      };
    });
    for (let i = 0; i < events.length; i += 20) {
      await ingestViewEvents(database.db, projectId, events.slice(i, i + 20), {
        now: new Date("2026-11-20T00:00:00Z"),
      });
      await foldPendingViews(database.db, { batchesPerChunk: 1, maxChunks: 1 });
    }
    await foldPendingViews(database.db);
    const db = database.db as unknown as Kysely<unknown>;
    const folded = await storedDayCounts(db);
    expect(folded.length).toBe(13);
    const oneDay = (day: number) => ({
      from: new Date(FIRST_DAY + day * DAY_MS),
      to: new Date(FIRST_DAY + (day + 1) * DAY_MS),
      limit: 10,
      offset: 0,
    });
    const pages = await Promise.all(
      Array.from({ length: 14 }, (_, day) => countViews(database.db, projectId, oneDay(day))),
    );
    expect(pages[3]?.totals.total).toBe(0);
    expect(pages.reduce((n, page) => n + page.totals.total, 0)).toBe(
      events.filter((event) => event.userAgent !== GOOGLEBOT).length,
    );

    await down(db);
    const columns = await sql<{ name: string }>`
      select column_name as name from information_schema.columns
      where table_name = 'analytics_day_totals' and table_schema = current_schema()
    `.execute(db);
    expect(columns.rows.map((row) => row.name).sort()).toEqual([
      "day",
      "day_head",
      "site_id",
      "totals",
      "totals_head",
    ]);

    await up(db);
    expect(await storedDayCounts(db)).toEqual(folded);
    for (let day = 0; day < 14; day++) {
      expect(await countViews(database.db, projectId, oneDay(day))).toEqual(pages[day]);
    }
  });
});

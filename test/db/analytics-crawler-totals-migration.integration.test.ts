import { type Kysely, sql } from "kysely";
import { describe, expect, it } from "vitest";
import { seedProject } from "#testkit/database/seed.ts";
import { everyDatabaseKind, useTestDatabase } from "#testkit/database/test-database.ts";
import { ingestViewEvents } from "../../app/analytics/ingest/view-ingestion.service.ts";
import { countViews } from "../../app/analytics/read/view-count.service.ts";
import { foldPendingViews } from "../../app/analytics/store/fold-pending-views.ts";
import { down, up } from "../../app/db/migrations/2026-12-05-50-09-analytics-crawler-totals.ts";

const CHROME =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const GPTBOT =
  "Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; GPTBot/1.2; +https://openai.com/gptbot)";
const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
const AGENTS = [CHROME, GPTBOT, GOOGLEBOT, GOOGLEBOT];

/** Every varint of a value, in order. */
function varints(bytes: Uint8Array): number[] {
  const numbers: number[] = [];
  let value = 0;
  let scale = 1;
  for (const byte of bytes) {
    value += (byte & 0x7f) * scale;
    scale *= 0x80;
    if (byte < 0x80) {
      numbers.push(value);
      value = 0;
      scale = 1;
    }
  }
  return numbers;
}

describe.each(everyDatabaseKind())("running totals with crawler views on %s", (kind) => {
  const database = useTestDatabase(kind);

  async function storedTotals(db: Kysely<unknown>): Promise<Array<[number, number[]]>> {
    const rows = await sql<{ day: number; totals: Uint8Array }>`
      select day, totals from analytics_day_totals order by site_id, day
    `.execute(db);
    return rows.rows.map((row) => [row.day, varints(row.totals)]);
  }

  it("rebuilds from the day cells the same totals folding writes, and back to two counts", async () => {
    const projectId = await seedProject(database.db);
    // Twelve days of three pages, sent out of order and folded in several chunks.
    const events = Array.from({ length: 120 }, (_, i) => ({
      path: `/p${i % 3}`,
      userAgent: AGENTS[(i * 7) % AGENTS.length] as string,
      timestamp: new Date(Date.UTC(2026, 10, 1 + ((i * 5) % 12), i % 24)).toISOString(),
    }));
    for (let i = 0; i < events.length; i += 20) {
      await ingestViewEvents(database.db, projectId, events.slice(i, i + 20), {
        now: new Date("2026-11-20T00:00:00Z"),
      });
      await foldPendingViews(database.db, { batchesPerChunk: 1, maxChunks: 1 });
    }
    await foldPendingViews(database.db);
    const db = database.db as unknown as Kysely<unknown>;
    const folded = await storedTotals(db);
    expect(folded.length).toBe(12);
    const views = await countViews(database.db, projectId, { limit: 10, offset: 0 });
    expect(views.totals).toEqual({ human: 30, ai: 30, total: 60, crawler: 60 });

    // Two counts per path, as before the migration: each path's crawler count dropped.
    await down(db);
    const twoCounts = folded.map(([day, numbers]) => [day, numbers.filter((_, i) => i % 4 !== 3)]);
    expect(await storedTotals(db)).toEqual(twoCounts);

    await up(db);
    expect(await storedTotals(db)).toEqual(folded);
    expect(await countViews(database.db, projectId, { limit: 10, offset: 0 })).toEqual(views);
  });
});

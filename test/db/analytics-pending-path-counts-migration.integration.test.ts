import { type Kysely, sql } from "kysely";
import { describe, expect, it } from "vitest";
import { seedProject } from "#testkit/database/seed.ts";
import { everyDatabaseKind, useTestDatabase } from "#testkit/database/test-database.ts";
import { ingestViewEvents } from "../../app/analytics/ingest/view-ingestion.service.ts";
import { countViews } from "../../app/analytics/read/view-count.service.ts";
import {
  down,
  up,
} from "../../app/db/migrations/2026-12-05-50-11-analytics-pending-path-counts.ts";

const CHROME =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const GPTBOT =
  "Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; GPTBot/1.2; +https://openai.com/gptbot)";
const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

describe.each(everyDatabaseKind())("the pending batches' counts per path on %s", (kind) => {
  const database = useTestDatabase(kind);

  async function hasFunction(db: Kysely<unknown>): Promise<boolean> {
    const found = await sql<{ n: number }>`
      select count(*)::int4 as n from pg_proc where proname = 'analytics_pending_path_counts'
    `.execute(db);
    return (found.rows[0]?.n ?? 0) > 0;
  }

  it("sum human, AI and crawler views of batches not folded yet, inside the range only", async () => {
    const projectId = await seedProject(database.db);
    const at = (hour: number) => new Date(Date.UTC(2026, 10, 2, hour)).toISOString();
    const events = [
      { path: "/a", userAgent: CHROME, timestamp: at(1) },
      { path: "/a", userAgent: GPTBOT, timestamp: at(2) },
      { path: "/a", userAgent: GOOGLEBOT, timestamp: at(3) },
      { path: "/b", userAgent: CHROME, timestamp: at(3) },
      { path: "/b", userAgent: CHROME, timestamp: at(20) },
    ];
    await ingestViewEvents(database.db, projectId, events, {
      now: new Date("2026-11-03T00:00:00Z"),
    });
    const range = { from: new Date(at(0)), to: new Date(at(12)), limit: 10, offset: 0 };
    const page = await countViews(database.db, projectId, range);
    expect(page.totals).toEqual({ human: 2, ai: 1, total: 3, crawler: 1 });
    expect(page.views).toEqual([
      { path: "/a", human: 1, ai: 1, total: 2, crawler: 1 },
      { path: "/b", human: 1, ai: 0, total: 1, crawler: 0 },
    ]);

    const db = database.db as unknown as Kysely<unknown>;
    await down(db);
    expect(await hasFunction(db)).toBe(false);
    await up(db);
    expect(await hasFunction(db)).toBe(true);
    expect(await countViews(database.db, projectId, range)).toEqual(page);
  });
});

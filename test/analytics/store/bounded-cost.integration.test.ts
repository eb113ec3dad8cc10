import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { createTestClock } from "#testkit/app/test-clock.ts";
import { useTestServer } from "#testkit/app/test-server.ts";
import { createProjectWithKey, seedProject } from "#testkit/database/seed.ts";
import { everyDatabaseKind, useTestDatabase } from "#testkit/database/test-database.ts";
import { ingestViewEvents } from "../../../app/analytics/ingest/view-ingestion.service.ts";
import { countViews } from "../../../app/analytics/read/view-count.service.ts";
import {
  CELL_SHARDS,
  decodeTotals,
  TOTALS_WIDTH,
} from "../../../app/analytics/store/count-codec.ts";
import { foldPendingViews } from "../../../app/analytics/store/fold-pending-views.ts";
import { ErrorBodySchema } from "../../../shared/api/error-schema.ts";

const CHROME =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const GPTBOT =
  "Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; GPTBot/1.2; +https://openai.com/gptbot)";
const NOW = new Date("2026-11-20T12:00:00Z");

const ANALYTICS_TABLES = [
  "analytics_paths",
  "analytics_pending_views",
  "analytics_day_cells",
  "analytics_day_totals",
  "analytics_agents",
  "analytics_site_quarter_hours",
  "analytics_site_days",
  "analytics_site_agent_quarter_hours",
  "analytics_site_agent_days",
] as const;

describe.each(everyDatabaseKind())("page view storage cost on %s", (kind) => {
  const database = useTestDatabase(kind);

  async function rowCounts(): Promise<Record<string, number>> {
    const counts: Record<string, number> = {};
    for (const table of ANALYTICS_TABLES) {
      const result = await sql<{
        n: string;
      }>`select count(*) as n from ${sql.table(table)}`.execute(database.db);
      counts[table] = Number(result.rows[0]?.n);
    }
    return counts;
  }

  /** Each day's running totals of one path, from the stored values. */
  async function totalsOf(path: string): Promise<Array<{ day: number; human: number }>> {
    const result = await sql<{ day: number; totals: Uint8Array; id: number }>`
      select t.day, t.totals, p.id from analytics_day_totals t
      join analytics_paths p on p.site_id = t.site_id and p.path = ${path}
      order by t.day
    `.execute(database.db);
    return result.rows.map((row) => {
      const totals = decodeTotals(row.totals);
      const i = totals.ids.indexOf(row.id);
      return { day: row.day, human: i < 0 ? 0 : (totals.counts[TOTALS_WIDTH * i] as number) };
    });
  }

  it("stores a view dated 1970 and one today in a bounded number of rows and bytes, before and after a fold", async () => {
    const projectId = await seedProject(database.db);
    const before = await rowCounts();
    // 50 pages, each read in 1970 and today, by a person and by an AI crawler: what an import
    // (which has no age bound) may send.
    const events = Array.from({ length: 50 }, (_, i) => [
      { path: `/p${i}`, userAgent: CHROME, timestamp: "1970-01-01T00:00:00Z" },
      { path: `/p${i}`, userAgent: GPTBOT, timestamp: NOW.toISOString() },
    ]).flat();
    await ingestViewEvents(database.db, projectId, events, { now: NOW });
    const pending = await rowCounts();
    expect((pending.analytics_pending_views ?? 0) - (before.analytics_pending_views ?? 0)).toBe(1);
    expect(await foldPendingViews(database.db)).toEqual({ batches: 1, cells: 150 });
    const after = await rowCounts();
    const added = Object.fromEntries(
      ANALYTICS_TABLES.map((table) => [table, (after[table] ?? 0) - (before[table] ?? 0)]),
    );
    // One row per day with views and table (the day cells: at most one per shard of paths),
    // whatever the 20,000 days between the two views.
    expect(added.analytics_day_cells).toBeGreaterThanOrEqual(2);
    expect(added.analytics_day_cells).toBeLessThanOrEqual(2 * CELL_SHARDS);
    expect({ ...added, analytics_day_cells: 2 }).toEqual({
      analytics_paths: 50,
      analytics_pending_views: 0,
      analytics_day_cells: 2,
      analytics_day_totals: 2,
      analytics_agents: 1,
      analytics_site_quarter_hours: 2,
      analytics_site_days: 2,
      analytics_site_agent_quarter_hours: 1,
      analytics_site_agent_days: 1,
    });
    const bytes = await sql<{ cells: string; totals: string }>`
      select (select sum(octet_length(cells)) from analytics_day_cells) as cells,
        (select sum(octet_length(totals)) from analytics_day_totals) as totals
    `.execute(database.db);
    // 150 cells (50 human views in 1970; 50 GPTBot views today, each with its agent's cell) and
    // 2 × 50 running totals: a few bytes each.
    expect(Number(bytes.rows[0]?.cells)).toBeLessThanOrEqual(150 * 4);
    expect(Number(bytes.rows[0]?.totals)).toBeLessThanOrEqual(100 * 6);
    const all = await countViews(database.db, projectId, { limit: 1, offset: 0 });
    expect(all.totals).toEqual({ human: 50, ai: 50, total: 100, crawler: 0 });
    const today = await countViews(database.db, projectId, {
      from: new Date("2026-11-20"),
      limit: 1,
      offset: 0,
    });
    expect(today.totals).toEqual({ human: 0, ai: 50, total: 50, crawler: 0 });
  });

  it("takes a late view without touching the running totals, counts it at once, and folds it later", async () => {
    const projectId = await seedProject(database.db);
    const daily = Array.from({ length: 30 }, (_, day) => ({
      path: "/late",
      userAgent: CHROME,
      timestamp: new Date(NOW.getTime() - (30 - day) * 86_400_000).toISOString(),
    }));
    await ingestViewEvents(database.db, projectId, daily, { now: NOW });
    await foldPendingViews(database.db);
    const totalsBefore = await totalsOf("/late");
    expect(totalsBefore.map((row) => row.human)).toEqual(
      Array.from({ length: 30 }, (_, i) => i + 1),
    );

    // A view dated before all 30 days arrives last: one pending row, nothing else rewritten.
    const late = new Date(NOW.getTime() - 40 * 86_400_000);
    await ingestViewEvents(
      database.db,
      projectId,
      [{ path: "/late", userAgent: CHROME, timestamp: late.toISOString() }],
      { now: NOW },
    );
    expect(await totalsOf("/late")).toEqual(totalsBefore);
    const range = { from: late, to: new Date(late.getTime() + 86_400_000), limit: 5, offset: 0 };
    expect((await countViews(database.db, projectId, range)).totals.total).toBe(1);
    expect((await countViews(database.db, projectId, { limit: 5, offset: 0 })).totals.total).toBe(
      31,
    );

    // Housekeeping folds it: a new day of totals, and every later day gains it.
    await foldPendingViews(database.db);
    const pending = await sql<{ n: string }>`
      select count(*) as n from analytics_pending_views
    `.execute(database.db);
    expect(Number(pending.rows[0]?.n)).toBe(0);
    expect((await totalsOf("/late")).map((row) => row.human)).toEqual(
      Array.from({ length: 31 }, (_, i) => i + 1),
    );
    expect((await countViews(database.db, projectId, range)).totals.total).toBe(1);
  });
});

describe.skipIf(!everyDatabaseKind().includes("postgres"))("folding beside live batches", () => {
  const database = useTestDatabase("postgres");

  it("neither waits for a batch in flight nor makes it wait, and folds its views next time", async () => {
    const projectId = await seedProject(database.db);
    const event = { path: "/busy", userAgent: CHROME, timestamp: NOW.toISOString() };
    await ingestViewEvents(database.db, projectId, [event], { now: NOW });
    const other = await database.openAnother();
    try {
      await other.db.connection().execute(async (connection) => {
        // A batch in flight: it has written its pending row (checking its site, a foreign key)
        // and not committed yet.
        await sql`begin`.execute(connection);
        await sql`
          insert into analytics_pending_views
            (site_id, first_bucket, last_bucket, buckets, path_ids, kinds, views)
          select site_id, 1, 1, array[1], array[id], array[0], array[1]
          from analytics_paths where path = '/busy'
        `.execute(connection);
        // The fold takes what is committed without waiting for the batch (which would hang).
        expect(await foldPendingViews(database.db)).toEqual({ batches: 1, cells: 1 });
        await sql`commit`.execute(connection);
      });
      expect(await foldPendingViews(database.db)).toEqual({ batches: 1, cells: 1 });
      const page = await countViews(database.db, projectId, { limit: 5, offset: 0 });
      expect(page.totals.human).toBe(2);
    } finally {
      await other.close();
    }
  });
});

describe.each(everyDatabaseKind())("the events route's age bound on %s", (kind) => {
  const { server } = useTestServer(kind, {
    withoutGitHubApp: true,
    clock: createTestClock(NOW),
    env: { INKWELL_ANALYTICS_MAX_EVENT_AGE_DAYS: "30" },
  });

  it("refuses an event older than the configured bound, naming it, and stores nothing", async () => {
    const owner = await createProjectWithKey(server.ctx);
    const post = (timestamp: string) =>
      server.request(`/v1/analytics/${owner.project.id}/events`, {
        method: "POST",
        headers: { authorization: `Bearer ${owner.key}`, "content-type": "application/json" },
        body: JSON.stringify({
          events: [
            { path: "/ok", userAgent: CHROME, timestamp: "2026-11-19T00:00:00Z" },
            { path: "/old", userAgent: CHROME, timestamp },
          ],
        }),
      });
    const refused = await post("1970-01-01T00:00:00Z");
    expect(refused.status).toBe(400);
    const body = ErrorBodySchema.parse(await refused.json());
    expect(body.details).toEqual([
      { field: "events.1.timestamp", message: expect.stringContaining("at most 30 days old") },
    ]);
    expect((await post("2026-10-20T11:59:00Z")).status).toBe(400);
    const views = await countViews(server.ctx.db, owner.project.id, { limit: 5, offset: 0 });
    expect(views.totals.total).toBe(0);
    expect((await post("2026-10-21T12:00:00Z")).status).toBe(202);
  });
});

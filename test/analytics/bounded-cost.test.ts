import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { foldDayDeltas } from "../../app/analytics/fold-day-deltas.ts";
import { countViews } from "../../app/analytics/view-count.service.ts";
import { ingestViewEvents } from "../../app/analytics/view-ingestion.service.ts";
import { sweepExpiredRows } from "../../app/start-housekeeping.ts";
import { ErrorBodySchema } from "../../shared/api/error-schema.ts";
import { createProjectWithKey, seedProject } from "../helpers/seed.ts";
import { createTestClock } from "../helpers/test-clock.ts";
import { databaseKinds, useTestDatabase } from "../helpers/test-database.ts";
import { useTestServer } from "../helpers/test-server.ts";

const CHROME =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const GPTBOT =
  "Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; GPTBot/1.2; +https://openai.com/gptbot)";
const NOW = new Date("2026-11-20T12:00:00Z");

const ANALYTICS_TABLES = [
  "analytics_paths",
  "analytics_quarter_hours",
  "analytics_path_days",
  "analytics_day_deltas",
  "analytics_agents",
  "analytics_agent_quarter_hours",
  "analytics_site_quarter_hours",
  "analytics_site_days",
  "analytics_site_agent_quarter_hours",
  "analytics_site_agent_days",
] as const;

describe.each(databaseKinds())("page view storage cost on %s", (kind) => {
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

  it("stores a view dated 1970 and one today in a bounded number of rows, before and after a fold", async () => {
    const projectId = await seedProject(database.db);
    const before = await rowCounts();
    // 50 pages, each read in 1970 and today, by a person and by an AI crawler: what an import
    // (which has no age bound) may send.
    const events = Array.from({ length: 50 }, (_, i) => [
      { path: `/p${i}`, userAgent: CHROME, timestamp: "1970-01-01T00:00:00Z" },
      { path: `/p${i}`, userAgent: GPTBOT, timestamp: NOW.toISOString() },
    ]).flat();
    await ingestViewEvents(database.db, projectId, events, { now: NOW });
    await foldDayDeltas(database.db);
    const after = await rowCounts();
    const added = Object.fromEntries(
      ANALYTICS_TABLES.map((table) => [table, (after[table] ?? 0) - (before[table] ?? 0)]),
    );
    // At most one row per view and table (site-wide tables: one per distinct time), whatever the
    // 20,000 days between the two views.
    expect(added).toEqual({
      analytics_paths: 50,
      analytics_quarter_hours: 100,
      analytics_path_days: 100,
      analytics_day_deltas: 0,
      analytics_agents: 1,
      analytics_agent_quarter_hours: 50,
      analytics_site_quarter_hours: 2,
      analytics_site_days: 2,
      analytics_site_agent_quarter_hours: 1,
      analytics_site_agent_days: 1,
    });
    const all = await countViews(database.db, projectId, { limit: 1, offset: 0 });
    expect(all.totals).toEqual({ human: 50, ai: 50, total: 100 });
    const today = await countViews(database.db, projectId, {
      from: new Date("2026-11-20"),
      limit: 1,
      offset: 0,
    });
    expect(today.totals).toEqual({ human: 0, ai: 50, total: 50 });
  });

  it("takes a late view without touching the running totals, and counts it at once", async () => {
    const projectId = await seedProject(database.db);
    const daily = Array.from({ length: 30 }, (_, day) => ({
      path: "/late",
      userAgent: CHROME,
      timestamp: new Date(NOW.getTime() - (30 - day) * 86_400_000).toISOString(),
    }));
    await ingestViewEvents(database.db, projectId, daily, { now: NOW });
    await foldDayDeltas(database.db);
    const lateRows = sql`
      select d.day, d.human, d.next_day from analytics_path_days d
      join analytics_paths p on p.site_id = d.site_id and p.id = d.path_id
      where p.path = '/late' order by d.day
    `;
    const totalsBefore = await lateRows.execute(database.db);

    // A view dated before all 30 days arrives last.
    const late = new Date(NOW.getTime() - 40 * 86_400_000);
    await ingestViewEvents(
      database.db,
      projectId,
      [{ path: "/late", userAgent: CHROME, timestamp: late.toISOString() }],
      { now: NOW },
    );
    const totalsAfter = await lateRows.execute(database.db);
    expect(totalsAfter.rows).toEqual(totalsBefore.rows);
    const range = { from: late, to: new Date(late.getTime() + 86_400_000), limit: 5, offset: 0 };
    expect((await countViews(database.db, projectId, range)).totals.total).toBe(1);
    expect((await countViews(database.db, projectId, { limit: 5, offset: 0 })).totals.total).toBe(
      31,
    );

    // Housekeeping folds it: one new row, and every later row gains it in one statement.
    await sweepExpiredRows({ db: database.db, clock: createTestClock(NOW) });
    const folded = await sql<{ n: string }>`select count(*) as n from analytics_day_deltas`.execute(
      database.db,
    );
    expect(Number(folded.rows[0]?.n)).toBe(0);
    const rows = await lateRows.execute(database.db);
    expect(rows.rows.map((row) => Number((row as { human: string }).human))).toEqual(
      Array.from({ length: 31 }, (_, i) => i + 1),
    );
    expect((await countViews(database.db, projectId, range)).totals.total).toBe(1);
  });
});

describe.skipIf(!databaseKinds().includes("postgres"))("folding beside live batches", () => {
  const database = useTestDatabase("postgres");

  it("neither waits for a batch in flight nor makes it wait, and folds its views next time", async () => {
    const projectId = await seedProject(database.db);
    const event = { path: "/busy", userAgent: CHROME, timestamp: NOW.toISOString() };
    await ingestViewEvents(database.db, projectId, [event], { now: NOW });
    const other = await database.openAnother();
    try {
      await other.db.connection().execute(async (connection) => {
        // A batch in flight: it has added to the day's delta row and not committed yet.
        await sql`begin`.execute(connection);
        await sql`update analytics_day_deltas set human = human + 1`.execute(connection);
        // The fold leaves that row alone instead of waiting for it (which would hang here).
        expect(await foldDayDeltas(database.db)).toEqual({ paths: 0, deltas: 0 });
        // The batch's next write checks its path (a foreign key) while the fold may hold it.
        const fold = foldDayDeltas(database.db);
        await sql`
          insert into analytics_quarter_hours
            (site_id, bucket, path_id, human, ai_assistant, ai_search, ai_training)
          select site_id, 1, id, 1, 0, 0, 0 from analytics_paths where path = '/busy'
        `.execute(connection);
        await fold;
        await sql`commit`.execute(connection);
      });
      expect((await foldDayDeltas(database.db)).deltas).toBe(1);
      const totals = await sql<{ human: string }>`
        select d.human from analytics_path_days d
        join analytics_paths p on p.site_id = d.site_id and p.id = d.path_id
        where p.path = '/busy'
      `.execute(database.db);
      expect(totals.rows.map((row) => Number(row.human))).toEqual([2]);
    } finally {
      await other.close();
    }
  });
});

describe.each(databaseKinds())("the events route's age bound on %s", (kind) => {
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

import { Migrator, sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { seedProject } from "#testkit/database/seed.ts";
import {
  createTestDatabase,
  everyDatabaseKind,
  type TestDatabase,
} from "#testkit/database/test-database.ts";
import { countAgentViews } from "../../app/analytics/read/agent-views.service.ts";
import { countViews } from "../../app/analytics/read/view-count.service.ts";
import { countViewTimeseries } from "../../app/analytics/read/view-timeseries.service.ts";
import { foldPendingViews } from "../../app/analytics/store/fold-pending-views.ts";
import { migrateToLatest } from "../../app/db/migrate-to-latest.ts";
import { migrations } from "../../app/db/migrations/index.ts";

const BEFORE = "2026-11-23-90-pr-comments";
const DAY = 20_000;
const bucket = (day: number, quarterHour: number) => day * 96 + quarterHour;

describe.each(everyDatabaseKind())("moving counts to day cells on %s", (kind) => {
  let handle: TestDatabase | undefined;

  afterEach(async () => {
    await handle?.close();
  });

  it("keeps every count of the quarter-hour tables, exact before and after the first fold", async () => {
    handle = await createTestDatabase(kind, { empty: true });
    const schema = handle.schema;
    const db = handle.db;
    const migrator = new Migrator({
      db,
      provider: { getMigrations: async () => migrations },
      migrationTableSchema: schema,
    });
    const upTo = await migrator.migrateTo(BEFORE);
    expect(upTo.error).toBeUndefined();

    // Counts as the earlier layout stored them: two paths over two days, one agent.
    const projectId = await seedProject(db);
    await sql`insert into analytics_sites (project_id) values (${projectId})`.execute(db);
    await sql`
      insert into analytics_paths (site_id, path)
      select id, p from analytics_sites, unnest(array['/a', '/b']) as p
    `.execute(db);
    await sql`
      insert into analytics_agents (site_id, name, operator, category)
      select id, 'GPTBot', 'OpenAI', 'training' from analytics_sites
    `.execute(db);
    const rows: Array<[string, number, number, number]> = [
      // path, bucket, human, training
      ["/a", bucket(DAY, 0), 3, 1],
      ["/a", bucket(DAY, 40), 2, 0],
      ["/b", bucket(DAY, 95), 0, 4],
      ["/a", bucket(DAY + 1, 10), 5, 2],
    ];
    for (const [path, at, human, training] of rows) {
      await sql`
        insert into analytics_quarter_hours
          (site_id, bucket, path_id, human, ai_assistant, ai_search, ai_training)
        select site_id, ${at}, id, ${human}, 0, 0, ${training} from analytics_paths
        where path = ${path}
      `.execute(db);
      if (training > 0) {
        await sql`
          insert into analytics_agent_quarter_hours (site_id, path_id, bucket, agent_id, views)
          select p.site_id, p.id, ${at}, a.id, ${training}
          from analytics_paths p join analytics_agents a on a.site_id = p.site_id
          where p.path = ${path}
        `.execute(db);
      }
    }

    await migrateToLatest(db, schema);
    const pending = await sql<{ n: string }>`
      select count(*) as n from analytics_pending_views
    `.execute(db);
    expect(Number(pending.rows[0]?.n)).toBe(2);

    const dayStart = (day: number, quarterHour = 0) =>
      new Date(bucket(day, quarterHour) * 15 * 60_000);
    const check = async () => {
      const all = await countViews(db, projectId, { limit: 10, offset: 0 });
      expect(all.totals).toEqual({ human: 10, ai: 7, total: 17, crawler: 0 });
      expect(all.views).toEqual([
        { path: "/a", human: 10, ai: 3, total: 13, crawler: 0 },
        { path: "/b", human: 0, ai: 4, total: 4, crawler: 0 },
      ]);
      // A bound inside the first day: its quarter hours 40 and on.
      const part = await countViews(db, projectId, {
        from: dayStart(DAY, 40),
        to: dayStart(DAY + 1),
        limit: 10,
        offset: 0,
      });
      expect(part.views).toEqual([
        { path: "/b", human: 0, ai: 4, total: 4, crawler: 0 },
        { path: "/a", human: 2, ai: 0, total: 2, crawler: 0 },
      ]);
      const agents = await countAgentViews(db, projectId, { path: "/a", limit: 10, offset: 0 });
      expect(agents.agents).toEqual([
        { agent: "GPTBot", operator: "OpenAI", category: "training", views: 3 },
      ]);
      const site = await countAgentViews(db, projectId, { limit: 10, offset: 0 });
      expect(site.agents).toEqual([
        { agent: "GPTBot", operator: "OpenAI", category: "training", views: 7 },
      ]);
      expect(site.totals).toMatchObject({ human: 10, ai: 7, training: 7 });
      const series = await countViewTimeseries(db, projectId, {
        from: dayStart(DAY),
        to: dayStart(DAY + 2),
        interval: "day",
      });
      expect(series.points.map((p) => [p.human, p.training])).toEqual([
        [5, 5],
        [5, 2],
      ]);
    };
    await check();
    expect(await foldPendingViews(db)).toEqual({ batches: 2, cells: 9 });
    await check();
  });
});

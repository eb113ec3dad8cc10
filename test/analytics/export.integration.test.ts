import { readFile } from "node:fs/promises";
import path from "node:path";
import { sql } from "kysely";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestClock } from "#testkit/app/test-clock.ts";
import { useTestServer } from "#testkit/app/test-server.ts";
import { HUMAN_AGENT } from "#testkit/database/analytics-views.ts";
import { createProjectWithKey, type ProjectWithKey } from "#testkit/database/seed.ts";
import { everyDatabaseKind } from "#testkit/database/test-database.ts";
import { foldPendingViews } from "../../app/analytics/store/fold-pending-views.ts";
import { updateProject } from "../../app/projects/project.service.ts";
import {
  DailyCountRowSchema,
  PageViewsSchema,
  ViewTimeseriesSchema,
} from "../../shared/api/analytics-schemas.ts";
import { ErrorBodySchema } from "../../shared/api/error-schema.ts";

const GPTBOT =
  "Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko); compatible; GPTBot/1.2; +https://openai.com/gptbot";
const CHATGPT_USER =
  "Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; ChatGPT-User/1.0; +https://openai.com/bot)";
const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

const event = (path: string, userAgent: string, timestamp: string) => ({
  path,
  userAgent,
  timestamp,
});

// The project's days are Kolkata's (+05:30): the 2nd of November starts at 2026-11-01T18:30Z.
const FOLDED = [
  event("/b", HUMAN_AGENT, "2026-11-01T18:29:00Z"), // 1 November
  event("/b", HUMAN_AGENT, "2026-11-01T18:30:00Z"), // 2 November
  event("/a", HUMAN_AGENT, "2026-11-01T20:00:00Z"),
  event("/a", GPTBOT, "2026-11-02T10:00:00Z"),
  event("/a", GPTBOT, "2026-11-02T11:00:00Z"),
  event("/a", CHATGPT_USER, "2026-11-02T18:29:00Z"),
  event("/guide,part-1", HUMAN_AGENT, "2026-11-02T12:00:00Z"),
  event("/b", GOOGLEBOT, "2026-11-02T13:00:00Z"),
];
// Sent after the fold: read from the pending batches.
const PENDING = [
  event("/a", HUMAN_AGENT, "2026-11-02T05:00:00Z"), // 2 November
  event("/a", CHATGPT_USER, "2026-11-02T18:30:00Z"), // 3 November
  event("/a", GOOGLEBOT, "2026-11-02T19:00:00Z"), // 3 November
  event("/c", HUMAN_AGENT, "2026-11-10T00:00:00Z"), // 10 November, after a week without views
];

const CSV = [
  "day,path,class,agent,category,views",
  "2026-11-01,/b,human,,,1",
  "2026-11-02,/a,human,,,2",
  "2026-11-02,/a,ai,ChatGPT-User,assistant,1",
  "2026-11-02,/a,ai,GPTBot,training,2",
  "2026-11-02,/b,human,,,1",
  "2026-11-02,/b,crawler,Googlebot,crawler,1",
  '2026-11-02,"/guide,part-1",human,,,1',
  "2026-11-03,/a,ai,ChatGPT-User,assistant,1",
  "2026-11-03,/a,crawler,Googlebot,crawler,1",
  "2026-11-10,/c,human,,,1",
].map((line) => `${line}\r\n`);

describe.each(everyDatabaseKind())("bulk export of daily counts on %s", (kind) => {
  const { server } = useTestServer(kind, {
    withoutGitHubApp: true,
    clock: createTestClock("2026-11-20T12:00:00Z"),
  });
  let owner: ProjectWithKey;

  const send = async (events: ReturnType<typeof event>[]) => {
    const res = await server.request(`/v1/analytics/${owner.project.id}/events`, {
      method: "POST",
      headers: { authorization: `Bearer ${owner.key}`, "content-type": "application/json" },
      body: JSON.stringify({ events }),
    });
    expect(res.status).toBe(202);
  };
  const get = (route: string, query: string) =>
    server.request(`/v1/analytics/${owner.project.id}/${route}${query}`, {
      headers: { authorization: `Bearer ${owner.key}` },
    });

  beforeAll(async () => {
    owner = await createProjectWithKey(server.ctx);
    await updateProject(
      server.ctx.db,
      owner.project.id,
      { timeZone: "Asia/Kolkata" },
      server.ctx.clock.now(),
    );
    await send(FOLDED);
    await foldPendingViews(server.ctx.db);
    await send(PENDING);
  });

  it("streams a CSV file of one row per local day, path, class and agent", async () => {
    const res = await get("export", "");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toBe(
      `attachment; filename="inkwell-${owner.project.id}-daily-counts-all-to-all.csv"`,
    );
    expect(res.headers.get("inkwell-time-zone")).toBe("Asia/Kolkata");
    expect(await res.text()).toBe(CSV.join(""));
  });

  it("gives the same rows as NDJSON, one JSON object per line", async () => {
    const res = await get("export", "?format=ndjson");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/x-ndjson");
    const text = await res.text();
    expect(text.endsWith("\n")).toBe(true);
    const rows = text
      .trimEnd()
      .split("\n")
      .map((line) => DailyCountRowSchema.parse(JSON.parse(line)));
    expect(rows).toHaveLength(CSV.length - 1);
    expect(rows[2]).toEqual({
      day: "2026-11-02",
      path: "/a",
      class: "ai",
      agent: "ChatGPT-User",
      category: "assistant",
      views: 1,
    });
  });

  it("adds up to the views route's counts per page over the same range", async () => {
    const range = "?dateFrom=2026-11-01T18:30:00Z&dateTo=2026-11-03T18:30:00Z";
    const exported = (await (await get("export", `${range}&format=ndjson`)).text())
      .trimEnd()
      .split("\n")
      .map((line) => DailyCountRowSchema.parse(JSON.parse(line)));
    const views = PageViewsSchema.parse(await (await get("views", range)).json());
    const perPath = new Map<string, { human: number; ai: number; crawler: number }>();
    for (const row of exported) {
      const entry = perPath.get(row.path) ?? { human: 0, ai: 0, crawler: 0 };
      entry[row.class] += row.views;
      perPath.set(row.path, entry);
    }
    // Googlebot's folded view of /b and pending one of /a.
    expect([perPath.get("/b")?.crawler, perPath.get("/a")?.crawler]).toEqual([1, 1]);
    expect(Object.fromEntries(perPath)).toEqual(
      Object.fromEntries(
        views.views.map((v) => [v.path, { human: v.human, ai: v.ai, crawler: v.crawler }]),
      ),
    );
    expect(views.totals.crawler).toBe(2);
  });

  it("counts crawler views per day in the timeseries route as the export does, folded and pending", async () => {
    const exported = (await (await get("export", "?format=ndjson")).text())
      .trimEnd()
      .split("\n")
      .map((line) => DailyCountRowSchema.parse(JSON.parse(line)));
    const perDay = new Map<string, number>();
    for (const row of exported) {
      if (row.class === "crawler") perDay.set(row.day, (perDay.get(row.day) ?? 0) + row.views);
    }
    // One folded (2 November), one pending (3 November), both Kolkata days.
    expect(Object.fromEntries(perDay)).toEqual({ "2026-11-02": 1, "2026-11-03": 1 });
    const series = ViewTimeseriesSchema.parse(
      await (await get("timeseries", "?dateFrom=2026-11-01T18:30:00Z&interval=day")).json(),
    );
    expect(series.timeZone).toBe("Asia/Kolkata");
    expect(series.points.map((p) => [p.start, p.crawler]).filter(([, n]) => n !== 0)).toEqual([
      ["2026-11-01T18:30:00.000Z", 1],
      ["2026-11-02T18:30:00.000Z", 1],
    ]);
    const page = ViewTimeseriesSchema.parse(
      await (await get("timeseries", "?path=/a&dateFrom=2026-11-02T18:30:00Z&interval=day")).json(),
    );
    expect(page.points[0]).toMatchObject({ human: 0, ai: 1, total: 1, crawler: 1 });
  });

  it("counts only the part of a day inside the range, cut on the quarter hour", async () => {
    const res = await get("export", "?dateFrom=2026-11-02T10:14:59Z&dateTo=2026-11-02T18:29:00Z");
    expect(res.headers.get("content-disposition")).toContain(
      "daily-counts-2026-11-02-to-2026-11-02.csv",
    );
    expect(await res.text()).toBe(
      [
        "day,path,class,agent,category,views",
        "2026-11-02,/a,ai,GPTBot,training,2",
        "2026-11-02,/b,crawler,Googlebot,crawler,1",
        '2026-11-02,"/guide,part-1",human,,,1',
      ]
        .map((line) => `${line}\r\n`)
        .join(""),
    );
  });

  it("answers the header alone for a range without views", async () => {
    const res = await get("export", "?dateFrom=2025-01-01&dateTo=2026-01-01");
    expect(res.status).toBe(200);
    expect(await res.text()).toBe("day,path,class,agent,category,views\r\n");
  });

  it("refuses an unknown format with a 400 naming the field", async () => {
    const res = await get("export", "?format=xlsx");
    expect(res.status).toBe(400);
    const body = ErrorBodySchema.parse(await res.json());
    expect(body.details).toEqual([
      expect.objectContaining({ field: "format", message: "format must be csv or ndjson" }),
    ]);
  });

  it("refuses a range that ends before it starts", async () => {
    const res = await get("export", "?dateFrom=2026-11-03&dateTo=2026-11-02");
    expect(res.status).toBe(400);
  });

  it("refuses a request without an API key", async () => {
    const res = await server.request(`/v1/analytics/${owner.project.id}/export`);
    expect(res.status).toBe(401);
  });

  it("has the same rows in the analytics_daily_counts SQL view as in the export", async () => {
    const viewRows = await sql<Record<string, unknown>>`
      select to_char(day, 'YYYY-MM-DD') as day, path, class, agent, category, views
      from analytics_daily_counts where project_id = ${owner.project.id}
      order by day, convert_to(path, 'UTF8'),
        case class when 'human' then 0 when 'ai' then 1 else 2 end, agent
    `.execute(server.ctx.db);
    const exported = (await (await get("export", "?format=ndjson")).text())
      .trimEnd()
      .split("\n")
      .map((line) => JSON.parse(line));
    expect(viewRows.rows.map((row) => ({ ...row, views: Number(row.views) }))).toEqual(exported);
  });

  it.runIf(kind === "postgres")(
    "gives the role made as the analytics guide says the view and nothing else, even with read-only turned off",
    async () => {
      const role = `inkwell_bi_${owner.project.id.slice(-8).toLowerCase()}`;
      const db = server.ctx.db;
      const where = (
        await sql<{ schema: string; database: string }>`
          select current_schema() as schema, current_database() as database
        `.execute(db)
      ).rows[0] as { schema: string; database: string };
      // The guide's own statements, on this database and schema, under a role of this test.
      const guide = await readFile(
        path.resolve(import.meta.dirname, "../../docs/analytics.md"),
        "utf8",
      );
      const block = /```sql\n(CREATE ROLE inkwell_bi[\s\S]*?)```/.exec(guide)?.[1] ?? "";
      const statements = block
        .replace(/--[^\n]*/g, "")
        .replaceAll("inkwell_bi", `"${role}"`)
        .replaceAll("DATABASE inkwell ", `DATABASE "${where.database}" `)
        .replaceAll("SCHEMA public", `SCHEMA "${where.schema}"`)
        .split(";")
        .map((statement) => statement.trim())
        .filter((statement) => statement !== "");
      expect(statements.length).toBeGreaterThanOrEqual(8);
      try {
        for (const statement of statements) await sql.raw(statement).execute(db);
        // As the role, with the read-only default turned off as any client may.
        const asRole = <T>(query: string) =>
          db.transaction().execute(async (trx) => {
            await sql`set local role ${sql.id(role)}`.execute(trx);
            await sql`set local default_transaction_read_only = off`.execute(trx);
            await sql`set local transaction_read_only = off`.execute(trx);
            return (await sql.raw<T>(query).execute(trx)).rows;
          });
        const rows = await asRole<{ views: string }>(
          "select sum(views) as views from analytics_daily_counts",
        );
        expect(Number(rows[0]?.views)).toBe(FOLDED.length + PENDING.length);
        const writes = [
          "select * from analytics_day_cells",
          "select * from api_keys",
          "delete from analytics_daily_counts",
          `create table "${where.schema}".planted (x int)`,
          `create function "${where.schema}".planted() returns int language sql as 'select 1'`,
          `create view "${where.schema}".planted_view as select 1`,
          "create temporary table planted (x int)",
          "select lo_create(0)",
          "select lo_creat(-1)",
          "select lo_from_bytea(0, 'planted'::bytea)",
        ];
        for (const write of writes) {
          await expect(asRole(write), write).rejects.toThrow(
            /permission denied|cannot delete from view/,
          );
        }
      } finally {
        await sql`drop owned by ${sql.id(role)}`.execute(db);
        await sql`drop role ${sql.id(role)}`.execute(db);
      }
    },
  );
});

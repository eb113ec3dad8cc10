import { writeFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestClock } from "#testkit/app/test-clock.ts";
import { useTestServer } from "#testkit/app/test-server.ts";
import { runInkwellInProcess } from "#testkit/cli/cli-in-process.ts";
import {
  createEmbeddedDataDir,
  type EmbeddedDataDir,
} from "#testkit/database/embedded-data-dir.ts";
import { createProjectWithKey, type ProjectWithKey, seedProject } from "#testkit/database/seed.ts";
import { everyDatabaseKind, oneDatabaseKind } from "#testkit/database/test-database.ts";
import { adminCommands } from "../../app/admin/admin-commands.ts";
import {
  type ClassifiedAs,
  classifyRecorded,
  sqlViewReclassifier,
} from "../../app/analytics/ingest/reclassify-views.service.ts";
import { ingestViewEvents } from "../../app/analytics/ingest/view-ingestion.service.ts";
import { countViews } from "../../app/analytics/read/view-count.service.ts";
import { foldPendingViews } from "../../app/analytics/store/fold-pending-views.ts";
import { USER_AGENTS_PER_DAY } from "../../app/analytics/store/user-agent-days.repository.ts";
import { openDatabase } from "../../app/db/open-database.ts";
import {
  AgentViewsSchema,
  PageViewsSchema,
  ViewTimeseriesSchema,
} from "../../shared/api/analytics-schemas.ts";

const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
const SAFARI =
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15";
const HOUSE_AGENT = "AcmeDocsReader/2.0";
const GPTBOT =
  "Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; GPTBot/1.2; +https://openai.com/gptbot)";
/** 2026-11-10 as a UTC day number. */
const NOV_10 = Date.UTC(2026, 10, 10) / 86_400_000;

/** The lists as an older Inkwell had them: Googlebot not yet known (a human view then). */
function olderLists(userAgent: string, markdown: boolean): ClassifiedAs {
  if (userAgent === GOOGLEBOT) return { countedAs: "human" };
  return classifyRecorded(userAgent, markdown);
}

describe.each(everyDatabaseKind())("inkwell analytics reclassify on %s", (kind) => {
  const { server } = useTestServer(kind, {
    withoutGitHubApp: true,
    clock: createTestClock("2026-11-20T12:00:00Z"),
  });
  let owner: ProjectWithKey;

  const get = async (route: string, query: string, project = owner) => {
    const res = await server.request(`/v1/analytics/${project.project.id}/${route}${query}`, {
      headers: { authorization: `Bearer ${project.key}` },
    });
    expect(res.status).toBe(200);
    return res.json();
  };
  const agents = async (query = "", project = owner) =>
    AgentViewsSchema.parse(await get("agents", query, project));
  const views = async (query = "", project = owner) =>
    PageViewsSchema.parse(await get("views", query, project));
  const perPage = async (query: string, project = owner) =>
    (await views(query, project)).views.map(({ path, human, crawler }) => ({
      path,
      human,
      crawler,
    }));

  beforeAll(async () => {
    owner = await createProjectWithKey(server.ctx);
    const events = [
      { path: "/a", userAgent: SAFARI, timestamp: "2026-11-09T08:00:00Z" },
      { path: "/a", userAgent: GOOGLEBOT, timestamp: "2026-11-09T09:00:00Z" },
      { path: "/a", userAgent: GOOGLEBOT, timestamp: "2026-11-10T09:00:00Z" },
      { path: "/b", userAgent: GOOGLEBOT, timestamp: "2026-11-11T09:00:00Z" },
      { path: "/b", userAgent: HOUSE_AGENT, timestamp: "2026-11-11T10:00:00Z" },
    ];
    const res = await server.request(`/v1/analytics/${owner.project.id}/events`, {
      method: "POST",
      headers: { authorization: `Bearer ${owner.key}`, "content-type": "application/json" },
      body: JSON.stringify({ events }),
    });
    expect(res.status).toBe(202);
    await foldPendingViews(server.ctx.db);
  });

  it("moves whole days' views to the class and agent the lists give now, and back", async () => {
    const range = "?dateFrom=2026-11-01&dateTo=2026-11-20";
    // The house agent names nothing yet: an automated client, not counted.
    expect((await agents(range)).totals).toMatchObject({ human: 1, crawler: 3 });

    // As if those days had been counted under the older lists: from the 10th on, Googlebot's
    // views move to human; the 9th keeps what it was counted as.
    const older = await sqlViewReclassifier(server.ctx.db).reclassify(
      owner.project.id,
      NOV_10,
      olderLists,
    );
    expect(older).toMatchObject({
      days: 2,
      userAgentsMoved: 2,
      viewsMoved: 2,
      viewsKept: 0,
      pageViewsMoved: 2,
    });
    expect((await agents(range)).totals).toMatchObject({ human: 3, crawler: 1 });
    // Each day's Googlebot views were all of its crawler views: they move page by page too.
    expect(await perPage(range)).toEqual([
      { path: "/a", human: 2, crawler: 1 },
      { path: "/b", human: 1, crawler: 0 },
    ]);
    expect((await views(range)).totals).toMatchObject({ human: 3, total: 3, crawler: 1 });
    expect((await agents(`${range}&class=crawler`)).agents).toEqual([
      { agent: "Googlebot", operator: "Google", category: "crawler", views: 1 },
    ]);

    // The lists as they are now, through the command the CLI sends.
    const now = await adminCommands["analytics.reclassify"](
      { db: server.ctx.db, config: server.ctx.config, clock: server.clock },
      { projectId: owner.project.id, since: "2026-11-01" },
    );
    expect(now).toMatchObject({
      since: "2026-11-01",
      days: 3,
      userAgentsMoved: 2,
      viewsMoved: 2,
      pageViewsMoved: 2,
    });
    expect((await agents(range)).totals).toMatchObject({ human: 1, crawler: 3, ai: 0 });
    expect((await agents(`${range}&class=crawler`)).agents).toEqual([
      { agent: "Googlebot", operator: "Google", category: "crawler", views: 3 },
    ]);
    // /b has only crawler views again: counted in the totals, not listed.
    expect(await perPage(range)).toEqual([{ path: "/a", human: 1, crawler: 2 }]);
    expect((await views(range)).totals).toMatchObject({ human: 1, total: 1, crawler: 3 });
    expect((await agents(`${range}&class=crawler&path=/b`)).totals.crawler).toBe(1);
    // The hours of a partial day (read from quarter hours) moved too.
    const hours = ViewTimeseriesSchema.parse(
      await get(
        "timeseries",
        "?dateFrom=2026-11-10T08:00:00Z&dateTo=2026-11-10T10:00:00Z&interval=hour",
      ),
    );
    expect(hours.points.map(({ human, crawler }) => ({ human, crawler }))).toEqual([
      { human: 0, crawler: 0 },
      { human: 0, crawler: 1 },
    ]);
  });

  it("folds pending views first, and leaves per page a class of a day that does not move whole", async () => {
    const other = await createProjectWithKey(server.ctx);
    const res = await server.request(`/v1/analytics/${other.project.id}/events`, {
      method: "POST",
      headers: { authorization: `Bearer ${other.key}`, "content-type": "application/json" },
      body: JSON.stringify({
        events: [
          { path: "/c", userAgent: SAFARI, timestamp: "2026-11-12T08:00:00Z" },
          { path: "/c", userAgent: GOOGLEBOT, timestamp: "2026-11-12T09:00:00Z" },
          { path: "/d", userAgent: GOOGLEBOT, timestamp: "2026-11-12T09:30:00Z" },
        ],
      }),
    });
    expect(res.status).toBe(202);
    const range = "?dateFrom=2026-11-12&dateTo=2026-11-13";
    // Not folded yet: the reclassification folds the site's pending batch before it moves cells.
    const older = await sqlViewReclassifier(server.ctx.db).reclassify(
      other.project.id,
      0,
      olderLists,
    );
    expect(older).toMatchObject({ viewsMoved: 2, pageViewsMoved: 2 });
    expect(await perPage(range, other)).toEqual([
      { path: "/c", human: 2, crawler: 0 },
      { path: "/d", human: 1, crawler: 0 },
    ]);
    // Now the day's human views are Safari's and Googlebot's: only Googlebot's move, and the
    // pages cannot tell them apart, so per page they stay human; the site-wide counts move.
    const now = await sqlViewReclassifier(server.ctx.db).reclassify(
      other.project.id,
      0,
      classifyRecorded,
    );
    expect(now).toMatchObject({ viewsMoved: 2, pageViewsMoved: 0 });
    expect((await agents(range, other)).totals).toMatchObject({ human: 1, crawler: 2 });
    expect(await perPage(range, other)).toEqual([
      { path: "/c", human: 2, crawler: 0 },
      { path: "/d", human: 1, crawler: 0 },
    ]);
  });

  it("moves an AI agent's views, with its category's, to a crawler page by page, and back", async () => {
    const other = await createProjectWithKey(server.ctx);
    const res = await server.request(`/v1/analytics/${other.project.id}/events`, {
      method: "POST",
      headers: { authorization: `Bearer ${other.key}`, "content-type": "application/json" },
      body: JSON.stringify({
        events: [
          { path: "/e", userAgent: GPTBOT, timestamp: "2026-11-13T08:00:00Z" },
          { path: "/e", userAgent: SAFARI, timestamp: "2026-11-13T08:05:00Z" },
        ],
      }),
    });
    expect(res.status).toBe(202);
    const range = "?dateFrom=2026-11-13&dateTo=2026-11-14";
    const asCrawler = (userAgent: string, markdown: boolean): ClassifiedAs =>
      userAgent === GPTBOT
        ? {
            countedAs: "crawler:Googlebot",
            agent: { name: "Googlebot", operator: "Google", category: "crawler" },
          }
        : classifyRecorded(userAgent, markdown);
    const moved = await sqlViewReclassifier(server.ctx.db).reclassify(
      other.project.id,
      0,
      asCrawler,
    );
    expect(moved).toMatchObject({ viewsMoved: 1, pageViewsMoved: 1 });
    const page = await views(range, other);
    expect(page.views).toEqual([{ path: "/e", human: 1, ai: 0, total: 1, crawler: 1 }]);
    const series = ViewTimeseriesSchema.parse(
      await get("timeseries", `${range}&interval=hour&path=/e`, other),
    );
    expect(series.points[8]).toMatchObject({ human: 1, training: 0, crawler: 1 });
    const back = await sqlViewReclassifier(server.ctx.db).reclassify(
      other.project.id,
      0,
      classifyRecorded,
    );
    expect(back).toMatchObject({ viewsMoved: 1, pageViewsMoved: 1 });
    expect((await views(range, other)).views).toEqual([
      { path: "/e", human: 1, ai: 1, total: 2, crawler: 0 },
    ]);
    const hours = ViewTimeseriesSchema.parse(
      await get("timeseries", `${range}&interval=hour`, other),
    );
    expect(hours.points[8]).toMatchObject({ human: 1, ai: 1, training: 1, crawler: 0 });
  });

  it("counts a user agent an edited list now names under its new agent", async () => {
    const range = "?dateFrom=2026-11-01&dateTo=2026-11-20";
    const withHouseAgent = (userAgent: string, markdown: boolean): ClassifiedAs =>
      userAgent === HOUSE_AGENT
        ? {
            countedAs: "ai:AcmeDocsReader",
            agent: { name: "AcmeDocsReader", operator: "Acme", category: "assistant" },
          }
        : classifyRecorded(userAgent, markdown);
    const before = await views(range);
    const named = await sqlViewReclassifier(server.ctx.db).reclassify(
      owner.project.id,
      0,
      withHouseAgent,
    );
    // An automated client's views were never counted per page: none to move there.
    expect(named).toMatchObject({ viewsMoved: 1, pageViewsMoved: 0 });
    const page = await agents(range);
    expect(page.totals).toMatchObject({ human: 1, ai: 1, assistant: 1, crawler: 3 });
    expect(page.agents).toEqual([
      { agent: "AcmeDocsReader", operator: "Acme", category: "assistant", views: 1 },
    ]);
    expect(await views(range)).toEqual(before);
    // And back with the lists as they are.
    await sqlViewReclassifier(server.ctx.db).reclassify(owner.project.id, 0, classifyRecorded);
    expect((await agents(range)).totals).toMatchObject({ human: 1, ai: 0, crawler: 3 });
    expect(await views(range)).toEqual(before);
  });

  // Three thousand user agents take seconds to store: once, on the one database of route tests.
  it.runIf(kind === oneDatabaseKind()[0])(
    "keeps at most the day's allowance of user agents, the rest under one row per class",
    async () => {
      const other = await createProjectWithKey(server.ctx);
      const events = Array.from({ length: 1_000 }, (_, i) => ({
        path: "/x",
        userAgent: `Mozilla/5.0 (X11; Linux x86_64) Firefox/${i}.0`,
        timestamp: "2026-11-12T10:00:00Z",
      }));
      for (let batch = 0; batch < USER_AGENTS_PER_DAY / 1_000 + 1; batch++) {
        const res = await server.request(`/v1/analytics/${other.project.id}/events`, {
          method: "POST",
          headers: { authorization: `Bearer ${other.key}`, "content-type": "application/json" },
          body: JSON.stringify({
            events: events.map((e) => ({ ...e, userAgent: `${e.userAgent} b${batch}` })),
          }),
        });
        expect(res.status).toBe(202);
      }
      const rows = await server.ctx.db
        .selectFrom("analytics_user_agent_days")
        .innerJoin("analytics_sites", "analytics_sites.id", "analytics_user_agent_days.site_id")
        .select(["overflow", "views"])
        .where("analytics_sites.project_id", "=", other.project.id)
        .execute();
      expect(rows.filter((row) => !row.overflow)).toHaveLength(USER_AGENTS_PER_DAY);
      expect(rows.filter((row) => row.overflow).map((row) => Number(row.views))).toEqual([1_000]);
      const result = await sqlViewReclassifier(server.ctx.db).reclassify(
        other.project.id,
        0,
        classifyRecorded,
      );
      expect(result).toMatchObject({ viewsMoved: 0, viewsKept: 1_000 });
    },
  );
});

describe("inkwell analytics reclassify from the command line", { timeout: 120_000 }, () => {
  let dataDir: EmbeddedDataDir;
  let env: Record<string, string>;

  beforeAll(async () => {
    dataDir = await createEmbeddedDataDir();
    env = { INKWELL_DATA_DIR: dataDir.dir };
  });
  afterAll(async () => {
    await dataDir.remove();
  });

  it("moves crawler views back page by page, and says so, after a count under older lists", async () => {
    // Views counted as an older Inkwell counted them: Googlebot as a person.
    const handle = await openDatabase({ dataDir: path.join(dataDir.dir, "pgdata") });
    let projectId: string;
    try {
      projectId = await seedProject(handle.db, { repo_name: "site" });
      await ingestViewEvents(
        handle.db,
        projectId,
        [
          { path: "/a", userAgent: SAFARI, timestamp: "2026-11-09T08:00:00Z" },
          { path: "/a", userAgent: GOOGLEBOT, timestamp: "2026-11-10T09:00:00Z" },
          { path: "/b", userAgent: GOOGLEBOT, timestamp: "2026-11-10T10:00:00Z" },
        ],
        { now: new Date("2026-11-20T00:00:00Z") },
      );
      await sqlViewReclassifier(handle.db).reclassify(projectId, 0, olderLists);
      const before = await countViews(handle.db, projectId, { limit: 10, offset: 0 });
      expect(before.totals).toEqual({ human: 3, ai: 0, total: 3, crawler: 0 });
    } finally {
      await handle.close();
    }

    const text = await runInkwellInProcess(
      ["analytics", "reclassify", "--project", projectId, "--since", "2026-11-01"],
      env,
    );
    expect(text).toMatchObject({ code: 0, stderr: "" });
    expect(text.stdout).toBe(
      "Counted 2 days from 2026-11-01 again: 2 views of 1 user agents (per day) moved to another class or agent.\nEvery one of them moved in the per-page counts too.\n",
    );
    const after = PageViewsSchema.parse(
      JSON.parse(
        (await runInkwellInProcess(["analytics", "views", "--project", projectId, "--json"], env))
          .stdout,
      ),
    );
    expect(after.totals).toEqual({ human: 1, ai: 0, total: 1, crawler: 2 });
    expect(after.views).toEqual([{ path: "/a", human: 1, ai: 0, total: 1, crawler: 1 }]);
  });

  it("records the user agents of imported logs: their Markdown fetches count, and their views move", async () => {
    const created = await runInkwellInProcess(
      ["projects", "create", "--repo", "acme/imported", "--docs-path", "docs", "--json"],
      env,
    );
    expect(created.stderr).toBe("");
    const projectId = JSON.parse(created.stdout).id as string;
    const line = (time: string, target: string, userAgent: string) =>
      `203.0.113.7 - - [${time} +0000] "GET ${target} HTTP/1.1" 200 512 "-" "${userAgent}"`;
    const log = path.join(dataDir.dir, "access.log");
    await writeFile(
      log,
      `${[
        line("09/Nov/2026:08:00:00", "/a", SAFARI),
        line("10/Nov/2026:09:00:00", "/a", GOOGLEBOT),
        line("10/Nov/2026:09:30:00", "/b", GOOGLEBOT),
        line("10/Nov/2026:10:00:00", "/guide.md", "curl/8.5.0"),
      ].join("\n")}\n`,
    );
    const imported = await runInkwellInProcess(
      ["analytics", "import", "--project", projectId, log],
      env,
    );
    expect(imported).toMatchObject({ code: 0, stderr: "" });
    const agents = AgentViewsSchema.parse(
      JSON.parse(
        (await runInkwellInProcess(["analytics", "agents", "--project", projectId, "--json"], env))
          .stdout,
      ),
    );
    expect(agents.totals).toMatchObject({ human: 1, crawler: 2, markdown: 1 });

    // As if the log had been imported under the older lists, then counted again with today's.
    const handle = await openDatabase({ dataDir: path.join(dataDir.dir, "pgdata") });
    try {
      const older = await sqlViewReclassifier(handle.db).reclassify(projectId, 0, olderLists);
      expect(older).toMatchObject({ viewsMoved: 2, pageViewsMoved: 2 });
    } finally {
      await handle.close();
    }
    const again = await runInkwellInProcess(
      ["analytics", "reclassify", "--project", projectId, "--since", "2026-11-01", "--json"],
      env,
    );
    expect(again).toMatchObject({ code: 0, stderr: "" });
    expect(JSON.parse(again.stdout)).toMatchObject({ viewsMoved: 2, pageViewsMoved: 2 });
    const after = PageViewsSchema.parse(
      JSON.parse(
        (await runInkwellInProcess(["analytics", "views", "--project", projectId, "--json"], env))
          .stdout,
      ),
    );
    expect(after.totals).toMatchObject({ human: 1, crawler: 2 });
  });

  it("counts the days since --since again and says what moved; a bad date is a usage error", async () => {
    const created = await runInkwellInProcess(
      ["projects", "create", "--repo", "acme/docs", "--docs-path", "docs", "--json"],
      env,
    );
    expect(created.stderr).toBe("");
    const projectId = JSON.parse(created.stdout).id as string;
    const result = await runInkwellInProcess(
      ["analytics", "reclassify", "--project", projectId, "--since", "2026-11-01", "--json"],
      env,
    );
    expect(result.stderr).toBe("");
    expect(result.code).toBe(0);
    expect(JSON.parse(result.stdout)).toEqual({
      since: "2026-11-01",
      days: 0,
      userAgentsMoved: 0,
      viewsMoved: 0,
      viewsKept: 0,
      pageViewsMoved: 0,
    });
    const text = await runInkwellInProcess(
      ["analytics", "reclassify", "--project", projectId, "--since", "2026-11-01"],
      env,
    );
    expect(text.stdout).toMatch(/^Counted 0 days from 2026-11-01 again: 0 views/);
    const bad = await runInkwellInProcess(
      ["analytics", "reclassify", "--project", projectId, "--since", "2026-13-45"],
      env,
    );
    expect(bad.code).not.toBe(0);
    expect(bad.stderr).toMatch(/since must be a date, YYYY-MM-DD/);
  });
});

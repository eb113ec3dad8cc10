import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestClock } from "#testkit/app/test-clock.ts";
import { useTestServer } from "#testkit/app/test-server.ts";
import { runInkwellInProcess } from "#testkit/cli/cli-in-process.ts";
import {
  createEmbeddedDataDir,
  type EmbeddedDataDir,
} from "#testkit/database/embedded-data-dir.ts";
import { createProjectWithKey, type ProjectWithKey } from "#testkit/database/seed.ts";
import { oneDatabaseKind } from "#testkit/database/test-database.ts";
import { adminCommands } from "../../app/admin/admin-commands.ts";
import {
  type ClassifiedAs,
  classifyRecorded,
  sqlViewReclassifier,
} from "../../app/analytics/ingest/reclassify-views.service.ts";
import { foldPendingViews } from "../../app/analytics/store/fold-pending-views.ts";
import { USER_AGENTS_PER_DAY } from "../../app/analytics/store/user-agent-days.repository.ts";
import { AgentViewsSchema } from "../../shared/api/analytics-schemas.ts";

const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
const SAFARI =
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15";
const HOUSE_AGENT = "AcmeDocsReader/2.0";
/** 2026-11-10 as a UTC day number. */
const NOV_10 = Date.UTC(2026, 10, 10) / 86_400_000;

/** The lists as an older Inkwell had them: Googlebot not yet known (a human view then). */
function olderLists(userAgent: string, markdown: boolean): ClassifiedAs {
  if (userAgent === GOOGLEBOT) return { countedAs: "human" };
  return classifyRecorded(userAgent, markdown);
}

describe.each(oneDatabaseKind())("inkwell analytics reclassify on %s", (kind) => {
  const { server } = useTestServer(kind, {
    withoutGitHubApp: true,
    clock: createTestClock("2026-11-20T12:00:00Z"),
  });
  let owner: ProjectWithKey;

  const agents = async (query = "") => {
    const res = await server.request(`/v1/analytics/${owner.project.id}/agents${query}`, {
      headers: { authorization: `Bearer ${owner.key}` },
    });
    expect(res.status).toBe(200);
    return AgentViewsSchema.parse(await res.json());
  };

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
    expect(older).toMatchObject({ days: 2, userAgentsMoved: 2, viewsMoved: 2, viewsKept: 0 });
    expect((await agents(range)).totals).toMatchObject({ human: 3, crawler: 1 });
    expect((await agents(`${range}&class=crawler`)).agents).toEqual([
      { agent: "Googlebot", operator: "Google", category: "crawler", views: 1 },
    ]);

    // The lists as they are now, through the command the CLI sends.
    const now = await adminCommands["analytics.reclassify"](
      { db: server.ctx.db, config: server.ctx.config, clock: server.clock },
      { projectId: owner.project.id, since: "2026-11-01" },
    );
    expect(now).toMatchObject({ since: "2026-11-01", days: 3, userAgentsMoved: 2, viewsMoved: 2 });
    expect((await agents(range)).totals).toMatchObject({ human: 1, crawler: 3, ai: 0 });
    expect((await agents(`${range}&class=crawler`)).agents).toEqual([
      { agent: "Googlebot", operator: "Google", category: "crawler", views: 3 },
    ]);
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
    await sqlViewReclassifier(server.ctx.db).reclassify(owner.project.id, 0, withHouseAgent);
    const page = await agents(range);
    expect(page.totals).toMatchObject({ human: 1, ai: 1, assistant: 1, crawler: 3 });
    expect(page.agents).toEqual([
      { agent: "AcmeDocsReader", operator: "Acme", category: "assistant", views: 1 },
    ]);
    // And back with the lists as they are.
    await sqlViewReclassifier(server.ctx.db).reclassify(owner.project.id, 0, classifyRecorded);
    expect((await agents(range)).totals).toMatchObject({ human: 1, ai: 0, crawler: 3 });
  });

  it("keeps at most the day's allowance of user agents, the rest under one row per class", async () => {
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
  });
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

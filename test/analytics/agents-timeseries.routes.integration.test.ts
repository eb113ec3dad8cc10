import { beforeAll, describe, expect, it } from "vitest";
import { createTestClock } from "#testkit/app/test-clock.ts";
import { useTestServer } from "#testkit/app/test-server.ts";
import { createProjectWithKey, type ProjectWithKey } from "#testkit/database/seed.ts";
import { oneDatabaseKind } from "#testkit/database/test-database.ts";
import { AgentViewsSchema, ViewTimeseriesSchema } from "../../shared/api/analytics-schemas.ts";
import { ErrorBodySchema } from "../../shared/api/error-schema.ts";

const SAFARI =
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15";
const CLAUDE_USER =
  "Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; Claude-User/1.0; +Claude-User@anthropic.com)";
const CHATGPT_USER =
  "Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko); compatible; ChatGPT-User/1.0; +https://openai.com/bot";
const GPTBOT =
  "Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; GPTBot/1.2; +https://openai.com/gptbot)";
const PERPLEXITY =
  "Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; PerplexityBot/1.0; +https://perplexity.ai/perplexitybot)";

describe.each(oneDatabaseKind())("agents and timeseries routes on %s", (kind) => {
  const { server } = useTestServer(kind, {
    withoutGitHubApp: true,
    clock: createTestClock("2026-11-20T12:00:00Z"),
  });
  let owner: ProjectWithKey;

  beforeAll(async () => {
    owner = await createProjectWithKey(server.ctx);
    const at = (day: number, time: string) => `2026-11-${String(day).padStart(2, "0")}T${time}Z`;
    const events = [
      // Monday 2026-11-09 .. Sunday 2026-11-15 is one week; the 16th starts the next.
      { path: "/a", userAgent: SAFARI, timestamp: at(9, "08:00:00") },
      { path: "/a", userAgent: CLAUDE_USER, timestamp: at(9, "08:20:00") },
      { path: "/a", userAgent: CLAUDE_USER, timestamp: at(9, "09:05:00") },
      { path: "/b", userAgent: CLAUDE_USER, timestamp: at(10, "23:59:00") },
      { path: "/b", userAgent: CHATGPT_USER, timestamp: at(11, "00:00:00") },
      { path: "/b.md", userAgent: CHATGPT_USER, timestamp: at(11, "00:10:00") },
      { path: "/a", userAgent: CHATGPT_USER, timestamp: at(12, "12:00:00") },
      { path: "/a", userAgent: GPTBOT, timestamp: at(16, "06:00:00") },
      { path: "/c", userAgent: PERPLEXITY, timestamp: at(16, "06:30:00") },
      { path: "/c", userAgent: SAFARI, timestamp: at(17, "10:00:00") },
      // A crawler: counted apart from the human and AI views.
      {
        path: "/c",
        userAgent: "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
        timestamp: at(17, "10:00:00"),
      },
    ];
    const res = await server.request(`/v1/analytics/${owner.project.id}/events`, {
      method: "POST",
      headers: { authorization: `Bearer ${owner.key}`, "content-type": "application/json" },
      body: JSON.stringify({ events }),
    });
    expect(res.status).toBe(202);
  });

  function get(route: "agents" | "timeseries", query = "", key = owner.key) {
    return server.request(`/v1/analytics/${owner.project.id}/${route}${query}`, {
      headers: { authorization: `Bearer ${key}` },
    });
  }
  async function agents(query = "") {
    const res = await get("agents", query);
    expect(res.status).toBe(200);
    return AgentViewsSchema.parse(await res.json());
  }
  async function timeseries(query = "") {
    const res = await get("timeseries", query);
    expect(res.status).toBe(200);
    return ViewTimeseriesSchema.parse(await res.json());
  }
  async function expectBadRequest(res: Response, field: string) {
    expect(res.status).toBe(400);
    const body = ErrorBodySchema.parse(await res.json());
    expect(body.code).toBe("invalid_request");
    expect(body.details?.map((d) => d.field)).toContain(field);
  }

  it("counts AI views per agent with operator and category, by views then name", async () => {
    expect(await agents()).toEqual({
      totals: {
        human: 2,
        ai: 8,
        total: 10,
        assistant: 6,
        search: 1,
        training: 1,
        crawler: 1,
        // ChatGPT-User's fetch of /b.md.
        markdown: 1,
      },
      agents: [
        { agent: "ChatGPT-User", operator: "OpenAI", category: "assistant", views: 3 },
        { agent: "Claude-User", operator: "Anthropic", category: "assistant", views: 3 },
        { agent: "GPTBot", operator: "OpenAI", category: "training", views: 1 },
        { agent: "PerplexityBot", operator: "Perplexity", category: "search", views: 1 },
      ],
      hasMore: false,
      dateFrom: null,
      dateTo: null,
    });
  });

  it("lists crawlers by name with class=crawler, apart from the AI agents, for the site and one page", async () => {
    const crawlers = await agents("?class=crawler");
    expect(crawlers.agents).toEqual([
      { agent: "Googlebot", operator: "Google", category: "crawler", views: 1 },
    ]);
    expect(crawlers.totals).toEqual((await agents()).totals);
    expect((await agents("?class=crawler&path=/c")).agents.map((a) => a.views)).toEqual([1]);
    expect((await agents("?class=crawler&path=/a")).totals.crawler).toBe(0);
    expect((await agents()).agents.some((a) => a.category === "crawler")).toBe(false);
  });

  it("refuses a class other than ai or crawler, naming the parameter", async () => {
    await expectBadRequest(await get("agents", "?class=robots"), "class");
  });

  it("pages agents with limit and offset, keeping the totals", async () => {
    const first = await agents("?limit=3");
    expect(first.agents.map((a) => a.agent)).toEqual(["ChatGPT-User", "Claude-User", "GPTBot"]);
    expect(first.hasMore).toBe(true);
    const last = await agents("?limit=3&offset=3");
    expect(last.agents.map((a) => a.agent)).toEqual(["PerplexityBot"]);
    expect(last.hasMore).toBe(false);
    expect(last.totals).toEqual(first.totals);
    expect((await agents("?offset=10")).agents).toEqual([]);
  });

  it("counts agents in a range exact to the quarter hour, and for one page", async () => {
    // From 2026-11-09T08:15 to 2026-11-11T00:15: Claude-User x3, ChatGPT-User at 00:00 and 00:10.
    const range = await agents("?dateFrom=2026-11-09T08:15:00Z&dateTo=2026-11-11T00:15:00Z");
    expect(range.agents).toEqual([
      { agent: "Claude-User", operator: "Anthropic", category: "assistant", views: 3 },
      { agent: "ChatGPT-User", operator: "OpenAI", category: "assistant", views: 2 },
    ]);
    expect(range.totals).toEqual({
      human: 0,
      ai: 5,
      total: 5,
      assistant: 5,
      search: 0,
      training: 0,
      crawler: 0,
      markdown: 1,
    });
    // `/b.md` is counted as page `/b`, and the filter is normalised the same way.
    const page = await agents("?path=/b.md");
    expect(page.agents.map((a) => [a.agent, a.views])).toEqual([
      ["ChatGPT-User", 2],
      ["Claude-User", 1],
    ]);
    expect(page.totals.total).toBe(3);
    const unseen = await agents("?path=/never");
    expect(unseen).toEqual({
      totals: {
        human: 0,
        ai: 0,
        total: 0,
        assistant: 0,
        search: 0,
        training: 0,
        crawler: 0,
        markdown: 1,
      },
      agents: [],
      hasMore: false,
      dateFrom: null,
      dateTo: null,
    });
  });

  it("says which range it counted, each bound rounded down to its quarter hour", async () => {
    const query = "?dateFrom=2026-11-09T08:29:59Z&dateTo=2026-11-11T02:14:00%2B02:00";
    const counted = { dateFrom: "2026-11-09T08:15:00.000Z", dateTo: "2026-11-11T00:00:00.000Z" };
    const range = await agents(query);
    expect({ dateFrom: range.dateFrom, dateTo: range.dateTo }).toEqual(counted);
    const series = await timeseries(query);
    expect({ dateFrom: series.dateFrom, dateTo: series.dateTo }).toEqual(counted);
    const open = await timeseries("?dateFrom=2026-11-10");
    expect([open.dateFrom, open.dateTo]).toEqual(["2026-11-10T00:00:00.000Z", null]);
  });

  it("draws days with zeros between, the ends cut at the bounds", async () => {
    const series = await timeseries("?dateFrom=2026-11-09T08:15:00Z&dateTo=2026-11-12");
    expect(series.interval).toBe("day");
    expect(series.points).toEqual([
      {
        start: "2026-11-09T00:00:00.000Z",
        human: 0,
        ai: 2,
        total: 2,
        assistant: 2,
        search: 0,
        training: 0,
        crawler: 0,
      },
      {
        start: "2026-11-10T00:00:00.000Z",
        human: 0,
        ai: 1,
        total: 1,
        assistant: 1,
        search: 0,
        training: 0,
        crawler: 0,
      },
      {
        start: "2026-11-11T00:00:00.000Z",
        human: 0,
        ai: 2,
        total: 2,
        assistant: 2,
        search: 0,
        training: 0,
        crawler: 0,
      },
    ]);
  });

  it("draws hours and Monday weeks, from the first to the last view without bounds", async () => {
    const hours = await timeseries(
      "?interval=hour&dateFrom=2026-11-09T08:00:00Z&dateTo=2026-11-09T10:00:00Z",
    );
    expect(hours.points.map((p) => [p.start, p.human, p.ai])).toEqual([
      ["2026-11-09T08:00:00.000Z", 1, 1],
      ["2026-11-09T09:00:00.000Z", 0, 1],
    ]);
    const weeks = await timeseries("?interval=week");
    expect(weeks.points.map((p) => [p.start, p.human, p.ai, p.search, p.training])).toEqual([
      ["2026-11-09T00:00:00.000Z", 1, 6, 0, 0],
      ["2026-11-16T00:00:00.000Z", 1, 2, 1, 1],
    ]);
    const days = await timeseries("?path=/c");
    expect(days.points.map((p) => [p.start, p.human, p.ai])).toEqual([
      ["2026-11-16T00:00:00.000Z", 0, 1],
      ["2026-11-17T00:00:00.000Z", 1, 0],
    ]);
    expect((await timeseries("?path=/never")).points).toEqual([]);
  });

  it.each([
    ["agents", "?dateFrom=yesterday", "dateFrom"],
    ["agents", "?dateFrom=2026-11-12&dateTo=2026-11-12", "dateTo"],
    ["agents", "?limit=0", "limit"],
    ["agents", "?offset=-1", "offset"],
    ["agents", "?path=", "path"],
    ["agents", "?path=/a%20b", "path"],
    ["timeseries", "?interval=month", "interval"],
    ["timeseries", "?dateTo=2026-02-30", "dateTo"],
    ["timeseries", "?interval=hour&dateFrom=2020-01-01&dateTo=2026-01-01", "interval"],
    ["timeseries", `?path=/${"x".repeat(5000)}`, "path"],
  ] as const)(
    "%s answers 400 for a bad query, naming the field (%#)",
    async (route, query, field) => {
      await expectBadRequest(await get(route, query), field);
    },
  );

  it("needs a read key of the project", async () => {
    const other = await createProjectWithKey(server.ctx);
    expect((await get("agents", "", other.key)).status).toBe(403);
    expect((await get("timeseries", "", other.key)).status).toBe(403);
    expect((await get("agents", "", "iw_nope")).status).toBe(401);
  });

  it("documents both routes in the OpenAPI document", async () => {
    const doc = (await (await server.request("/openapi.json")).json()) as {
      paths: Record<string, { get: { parameters: Array<{ name: string }>; responses: object } }>;
    };
    const agentsRoute = doc.paths["/v1/analytics/{projectId}/agents"]?.get;
    const timeseriesRoute = doc.paths["/v1/analytics/{projectId}/timeseries"]?.get;
    expect(agentsRoute?.parameters.map((p) => p.name)).toEqual(
      expect.arrayContaining(["dateFrom", "dateTo", "path", "limit", "offset"]),
    );
    expect(timeseriesRoute?.parameters.map((p) => p.name)).toEqual(
      expect.arrayContaining(["dateFrom", "dateTo", "interval", "path"]),
    );
    expect(Object.keys(agentsRoute?.responses ?? {})).toEqual(["200", "400", "401", "403"]);
  });
});

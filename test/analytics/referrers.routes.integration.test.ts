import { beforeAll, describe, expect, it } from "vitest";
import { createTestClock } from "#testkit/app/test-clock.ts";
import { useTestServer } from "#testkit/app/test-server.ts";
import { createProjectWithKey, type ProjectWithKey } from "#testkit/database/seed.ts";
import { oneDatabaseKind } from "#testkit/database/test-database.ts";
import { foldPendingViews } from "../../app/analytics/store/fold-pending-views.ts";
import {
  AgentViewsSchema,
  PageViewsSchema,
  ReferredPagesSchema,
  ReferrerViewsSchema,
} from "../../shared/api/analytics-schemas.ts";
import { ErrorBodySchema } from "../../shared/api/error-schema.ts";

const SAFARI =
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15";
const CHATGPT_USER =
  "Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko); compatible; ChatGPT-User/1.0; +https://openai.com/bot";

describe.each(oneDatabaseKind())("referrers routes on %s", (kind) => {
  const { server } = useTestServer(kind, {
    withoutGitHubApp: true,
    clock: createTestClock("2026-11-20T12:00:00Z"),
  });
  let owner: ProjectWithKey;

  async function post(events: unknown[], project = owner) {
    return server.request(`/v1/analytics/${project.project.id}/events`, {
      method: "POST",
      headers: { authorization: `Bearer ${project.key}`, "content-type": "application/json" },
      body: JSON.stringify({ events }),
    });
  }
  async function get(route: string, query = "") {
    return server.request(`/v1/analytics/${owner.project.id}/${route}${query}`, {
      headers: { authorization: `Bearer ${owner.key}` },
    });
  }
  async function referrers(query = "") {
    const res = await get("referrers", query);
    expect(res.status).toBe(200);
    return ReferrerViewsSchema.parse(await res.json());
  }
  async function pages(query: string) {
    const res = await get("referrers/pages", query);
    expect(res.status).toBe(200);
    return ReferredPagesSchema.parse(await res.json());
  }

  beforeAll(async () => {
    owner = await createProjectWithKey(server.ctx);
    const at = (day: number, time: string) => `2026-11-${String(day).padStart(2, "0")}T${time}Z`;
    // Folded before the second batch is sent: the answers add folded and pending counts.
    const first = await post([
      {
        path: "/a",
        userAgent: SAFARI,
        timestamp: at(9, "08:00:00"),
        referrer: "https://chatgpt.com/c/6740?q=secret",
      },
      { path: "/a", userAgent: SAFARI, timestamp: at(9, "08:10:00"), referrer: "chatgpt.com" },
      {
        path: "/b",
        userAgent: SAFARI,
        timestamp: at(9, "23:50:00"),
        referrer: "https://www.perplexity.ai/search/x",
      },
      {
        path: "/b",
        userAgent: SAFARI,
        timestamp: at(10, "10:00:00"),
        referrer: "https://news.ycombinator.com/item?id=1",
      },
      { path: "/b", userAgent: SAFARI, timestamp: at(10, "10:05:00") },
      // An AI agent's request: counted by agent, never as a referral.
      {
        path: "/a",
        userAgent: CHATGPT_USER,
        timestamp: at(10, "11:00:00"),
        referrer: "chatgpt.com",
      },
    ]);
    expect(first.status).toBe(202);
    await foldPendingViews(server.ctx.db);
    const second = await post([
      // No Referer, but the link ChatGPT gave carries its utm_source.
      { path: "/c?utm_source=chatgpt.com", userAgent: SAFARI, timestamp: at(11, "09:00:00") },
      {
        path: "/c",
        userAgent: SAFARI,
        timestamp: at(11, "09:30:00"),
        referrer: "android-app://com.slack",
      },
      {
        path: "/a",
        userAgent: SAFARI,
        timestamp: at(11, "10:00:00"),
        referrer: "https://claude.ai/chat/1",
      },
    ]);
    expect(second.status).toBe(202);
  });

  it("counts human views per referring host, AI products marked, with direct and AI totals", async () => {
    expect(await referrers()).toEqual({
      totals: { human: 8, referred: 6, direct: 2, fromAi: 5 },
      referrers: [
        {
          referrer: "chatgpt.com",
          ai: { name: "ChatGPT", operator: "OpenAI", category: "assistant" },
          views: 3,
        },
        {
          referrer: "claude.ai",
          ai: { name: "Claude", operator: "Anthropic", category: "assistant" },
          views: 1,
        },
        { referrer: "news.ycombinator.com", ai: null, views: 1 },
        {
          referrer: "perplexity.ai",
          ai: { name: "Perplexity", operator: "Perplexity AI", category: "search" },
          views: 1,
        },
      ],
      hasMore: false,
      dateFrom: null,
      dateTo: null,
    });
  });

  it("keeps the views and agents routes' answers as they were", async () => {
    const views = PageViewsSchema.parse(await (await get("views")).json());
    expect(views.totals).toEqual({ human: 8, ai: 1, total: 9, crawler: 0 });
    const agents = AgentViewsSchema.parse(await (await get("agents")).json());
    expect(agents.agents.map((a) => [a.agent, a.views])).toEqual([["ChatGPT-User", 1]]);
  });

  it("cuts ranges on quarter hours, filters a page and lists only AI products on request", async () => {
    const day9 = await referrers("?dateFrom=2026-11-09T08:00:00Z&dateTo=2026-11-09T08:15:00Z");
    expect(day9.totals).toEqual({ human: 2, referred: 2, direct: 0, fromAi: 2 });
    // Partial days at both ends (folded cells; 08:05 counts from 08:00), whole days between,
    // and a pending view.
    const span = await referrers("?dateFrom=2026-11-09T08:05:00Z&dateTo=2026-11-11T09:15:00Z");
    expect(span.totals).toEqual({ human: 6, referred: 5, direct: 1, fromAi: 4 });
    expect(span.referrers.map((r) => [r.referrer, r.views])).toEqual([
      ["chatgpt.com", 3],
      ["news.ycombinator.com", 1],
      ["perplexity.ai", 1],
    ]);
    const onB = await referrers("?path=/b");
    expect(onB.referrers.map((r) => r.referrer)).toEqual(["news.ycombinator.com", "perplexity.ai"]);
    expect(onB.totals).toEqual({ human: 3, referred: 2, direct: 1, fromAi: 1 });
    const ai = await referrers("?source=ai&limit=2");
    expect(ai.referrers.map((r) => r.referrer)).toEqual(["chatgpt.com", "claude.ai"]);
    expect(ai.hasMore).toBe(true);
  });

  it("answers which pages AI products sent people to, and one host's pages", async () => {
    expect(await pages("?referrer=ai")).toEqual({
      referrer: "ai",
      totals: { views: 5 },
      pages: [
        { path: "/a", views: 3 },
        { path: "/b", views: 1 },
        { path: "/c", views: 1 },
      ],
      hasMore: false,
      dateFrom: null,
      dateTo: null,
    });
    const hn = await pages("?referrer=https://news.ycombinator.com/");
    expect(hn.referrer).toBe("news.ycombinator.com");
    expect(hn.pages).toEqual([{ path: "/b", views: 1 }]);
    const inRange = await pages("?referrer=ai&dateFrom=2026-11-10");
    expect(inRange.pages).toEqual([
      { path: "/a", views: 1 },
      { path: "/c", views: 1 },
    ]);
  });

  it("refuses a referrer that is not a URL or host, naming the event and field", async () => {
    const res = await post([
      { path: "/a", userAgent: SAFARI, referrer: "https://chatgpt.com/" },
      { path: "/a", userAgent: SAFARI, referrer: "not a host" },
    ]);
    expect(res.status).toBe(400);
    const body = ErrorBodySchema.parse(await res.json());
    expect(body.details?.map((d) => d.field)).toEqual(["events.1.referrer"]);
    const bad = await get("referrers", "?source=bots");
    expect(bad.status).toBe(400);
    expect(ErrorBodySchema.parse(await bad.json()).details?.[0]?.field).toBe("source");
    const missing = await get("referrers/pages");
    expect(missing.status).toBe(400);
  });

  it("counts hosts past the day's allowance of new hosts as (other), AI hosts always by name", async () => {
    const flood = await createProjectWithKey(server.ctx);
    const events = Array.from({ length: 1002 }, (_, i) => ({
      path: "/x",
      userAgent: SAFARI,
      referrer: `https://spam-${String(i).padStart(4, "0")}.example/`,
    }));
    expect((await post(events.slice(0, 999), flood)).status).toBe(202);
    expect(
      (
        await post(
          [
            ...events.slice(999),
            { path: "/x", userAgent: SAFARI, referrer: "https://gemini.google.com/app" },
          ],
          flood,
        )
      ).status,
    ).toBe(202);
    const res = await server.request(`/v1/analytics/${flood.project.id}/referrers?limit=3`, {
      headers: { authorization: `Bearer ${flood.key}` },
    });
    const body = ReferrerViewsSchema.parse(await res.json());
    expect(body.referrers[0]).toEqual({ referrer: "(other)", ai: null, views: 2 });
    expect(body.totals).toEqual({ human: 1003, referred: 1003, direct: 0, fromAi: 1 });
  });
});

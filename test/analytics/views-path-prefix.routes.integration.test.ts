import { beforeAll, describe, expect, it } from "vitest";
import { createTestClock } from "#testkit/app/test-clock.ts";
import { useTestServer } from "#testkit/app/test-server.ts";
import { HUMAN_AGENT } from "#testkit/database/analytics-views.ts";
import { createProjectWithKey, type ProjectWithKey } from "#testkit/database/seed.ts";
import { oneDatabaseKind } from "#testkit/database/test-database.ts";
import { PageViewsSchema } from "../../shared/api/analytics-schemas.ts";
import { ErrorBodySchema } from "../../shared/api/error-schema.ts";

const PATHS = 5_200;
/** Page i of the guides gets (i % 7) + 1 views, so pages have different totals. */
const viewsOf = (i: number) => (i % 7) + 1;
const guide = (i: number) => `/guides/${String(i).padStart(4, "0")}`;

describe.each(oneDatabaseKind())("the views route's pathPrefix on %s", (kind) => {
  const { server } = useTestServer(kind, {
    withoutGitHubApp: true,
    clock: createTestClock("2026-11-20T12:00:00Z"),
  });
  let owner: ProjectWithKey;

  beforeAll(async () => {
    owner = await createProjectWithKey(server.ctx);
    const events: { path: string; userAgent: string; timestamp: string }[] = [];
    for (let i = 0; i < PATHS; i++) {
      for (let n = 0; n < viewsOf(i); n++) {
        events.push({ path: guide(i), userAgent: HUMAN_AGENT, timestamp: "2026-11-19T08:00:00Z" });
      }
    }
    for (const path of ["/docs", "/docs/api", "/docs/api/auth", "/docs-old", "/Docs/api"]) {
      events.push({ path, userAgent: HUMAN_AGENT, timestamp: "2026-11-19T09:00:00Z" });
    }
    for (let i = 0; i < events.length; i += 1000) {
      const res = await server.request(`/v1/analytics/${owner.project.id}/events`, {
        method: "POST",
        headers: { authorization: `Bearer ${owner.key}`, "content-type": "application/json" },
        body: JSON.stringify({ events: events.slice(i, i + 1000) }),
      });
      expect(res.status).toBe(202);
    }
  }, 120_000);

  async function views(query: string) {
    const res = await server.request(`/v1/analytics/${owner.project.id}/views${query}`, {
      headers: { authorization: `Bearer ${owner.key}` },
    });
    return res;
  }
  async function page(query: string) {
    const res = await views(query);
    expect(res.status).toBe(200);
    return PageViewsSchema.parse(await res.json());
  }

  it("finds the pages under a prefix among 5,200 paths, with their totals alone", async () => {
    const answer = await page("?pathPrefix=/guides/012&limit=250");
    const expected = Array.from({ length: 10 }, (_, k) => 120 + k).map((i) => ({
      path: guide(i),
      human: viewsOf(i),
      ai: 0,
      total: viewsOf(i),
      crawler: 0,
    }));
    expected.sort((a, b) => b.total - a.total || (a.path < b.path ? -1 : 1));
    expect(answer.views).toEqual(expected);
    const sum = expected.reduce((total, row) => total + row.total, 0);
    expect(answer.totals).toEqual({ human: sum, ai: 0, total: sum, crawler: 0 });
    expect(answer.hasMore).toBe(false);
  });

  it("pages through the pages under a prefix like any list", async () => {
    const first = await page("?pathPrefix=/guides/&limit=250");
    expect(first.hasMore).toBe(true);
    const all = await page("?pathPrefix=/guides/&limit=250&offset=5000");
    expect(all.views).toHaveLength(PATHS - 5000);
    expect(all.hasMore).toBe(false);
    let sum = 0;
    for (let i = 0; i < PATHS; i++) sum += viewsOf(i);
    expect(first.totals.total).toBe(sum);
  });

  it("compares the prefix as written: case matters and a trailing slash excludes siblings", async () => {
    const paths = async (prefix: string) =>
      (await page(`?pathPrefix=${encodeURIComponent(prefix)}`)).views.map((v) => v.path).sort();
    expect(await paths("/docs")).toEqual(["/docs", "/docs-old", "/docs/api", "/docs/api/auth"]);
    expect(await paths("/docs/")).toEqual(["/docs/api", "/docs/api/auth"]);
    expect(await paths("docs/api")).toEqual(["/docs/api", "/docs/api/auth"]);
    expect(await paths("/Docs")).toEqual(["/Docs/api"]);
    expect(await paths("/nothing")).toEqual([]);
  });

  it.each([
    ["", "pathPrefix must not be empty"],
    ["/docs api", "pathPrefix must be the start of a page path"],
    ["/a".repeat(1100), "pathPrefix must be at most 2,048 characters"],
  ])("answers 400 naming pathPrefix for %j", async (prefix, message) => {
    const res = await views(`?pathPrefix=${encodeURIComponent(prefix)}`);
    expect(res.status).toBe(400);
    const body = ErrorBodySchema.parse(await res.json());
    expect(body.details?.map((detail) => detail.field)).toContain("pathPrefix");
    expect(JSON.stringify(body)).toContain(message);
  });
});

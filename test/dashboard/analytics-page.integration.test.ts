import { beforeAll, describe, expect, it } from "vitest";
import { createTestClock } from "#testkit/app/test-clock.ts";
import { json } from "#testkit/app/test-server.ts";
import { seedPageViews } from "#testkit/database/analytics-views.ts";
import { createProjectWithKey } from "#testkit/database/seed.ts";
import { oneDatabaseKind } from "#testkit/database/test-database.ts";
import { type FakeUser, type SignedIn, signIn } from "#testkit/github/dashboard-github.ts";
import { useDashboardServer } from "#testkit/github/dashboard-server.ts";
import {
  AgentViewsSchema,
  PageViewsSchema,
  ReferredPagesSchema,
  ReferrerViewsSchema,
  ViewTimeseriesSchema,
} from "../../shared/api/analytics-schemas.ts";

const reader: FakeUser = {
  id: 6161,
  login: "analyst",
  repositories: [{ id: 1, fullName: "acme/docs", permission: "read" }],
};

/** The numbers of a table's body rows, cell by cell, as the page shows them. */
function tableRows(html: string, caption: RegExp): string[][] {
  const table = html
    .split("<table>")
    .slice(1)
    .find((part) => caption.test(/<caption>([\s\S]*?)<\/caption>/.exec(part)?.[1] ?? ""));
  if (!table) throw new Error(`no table captioned ${caption}`);
  const body = /<tbody>([\s\S]*?)<\/tbody>/.exec(table)?.[1] ?? "";
  return [...body.matchAll(/<tr>([\s\S]*?)<\/tr>/g)].map((row) =>
    [...(row[1] ?? "").matchAll(/<t[hd][^>]*>([\s\S]*?)<\/t[hd]>/g)].map((cell) =>
      (cell[1] ?? "").replace(/<[^>]+>/g, "").trim(),
    ),
  );
}

const count = (text: string | undefined) => Number((text ?? "").replaceAll(",", ""));

describe.each(oneDatabaseKind())("the analytics page on %s", (kind) => {
  const clock = createTestClock("2026-11-20T12:00:00Z");
  const { server, github } = useDashboardServer(kind, { clock });
  let user: SignedIn;
  let projectId: string;
  let apiKey: string;

  beforeAll(async () => {
    const owner = await createProjectWithKey(server.ctx);
    projectId = owner.project.id;
    apiKey = owner.key;
    await server.ctx.db
      .updateTable("projects")
      .set({ installation_id: 77 })
      .where("id", "=", projectId)
      .execute();
    await seedPageViews(server.ctx, projectId, {
      end: new Date("2026-11-20T00:00:00Z"),
      days: 40,
      paths: 30,
    });
    user = await signIn(server, github, reader);
  });

  const base = () => `/app/projects/${projectId}/analytics`;
  const get = (path: string) => server.request(path, { headers: { cookie: user.cookie } });
  async function apiGet(route: string, query: string) {
    const res = await server.request(`/v1/analytics/${projectId}/${route}${query}`, {
      headers: { authorization: `Bearer ${apiKey}` },
    });
    expect(res.status).toBe(200);
    return json(res);
  }
  const api = async (query: string) => PageViewsSchema.parse(await apiGet("views", query));

  it("draws humans against AI per day, with the timeseries route's numbers in the chart and its table", async () => {
    const html = await (await get(`${base()}?range=7d`)).text();
    const expected = ViewTimeseriesSchema.parse(
      await apiGet("timeseries", "?dateFrom=2026-11-14&dateTo=2026-11-21&interval=day"),
    );
    expect(expected.points).toHaveLength(7);
    const bars = [
      ...html.matchAll(/<g class="bar" data-start="([^"]+)" data-human="(\d+)" data-ai="(\d+)">/g),
    ].map((match) => [match[1], Number(match[2]), Number(match[3])]);
    expect(bars).toEqual(expected.points.map((point) => [point.start, point.human, point.ai]));
    const rows = tableRows(html, /^Human and AI views per day/);
    expect(
      rows.map((row) => [row[0], count(row[1]), count(row[2]), count(row[3]), count(row[4])]),
    ).toEqual(
      expected.points.map((point) => [
        point.start.slice(0, 10),
        point.human,
        point.ai,
        point.total,
        point.crawler,
      ]),
    );
    // Bar heights in the drawing's units: the tallest stack reaches the scale's top or below it.
    const max = Number(/data-max="(\d+)"/.exec(html)?.[1]);
    const tallest = Math.max(...expected.points.map((point) => point.total));
    expect(max).toBeGreaterThanOrEqual(tallest);
    expect(max).toBeLessThan(tallest * 2.5);
    expect(html).toContain('role="img" aria-labelledby="chart-title chart-desc"');
    expect(html).toMatch(
      /<desc id="chart-desc">7 days from 2026-11-14: [\d,]+ human views and [\d,]+ AI views/,
    );
  });

  it("breaks AI down by category and by agent as the agents route does", async () => {
    const html = await (await get(`${base()}?range=30d`)).text();
    const expected = AgentViewsSchema.parse(
      await apiGet("agents", "?dateFrom=2026-10-22&dateTo=2026-11-21&limit=25"),
    );
    const categories = tableRows(html, /^AI views by what the agent does/);
    expect(categories.map((row) => count(row[1]))).toEqual([
      expected.totals.assistant,
      expected.totals.search,
      expected.totals.training,
    ]);
    expect(expected.totals.search).toBeGreaterThan(0);
    const agents = tableRows(html, /^AI views by agent/);
    expect(agents.map((row) => [row[0], row[1], count(row[3])])).toEqual(
      expected.agents.map((agent) => [agent.agent, agent.operator, agent.views]),
    );
    expect(agents.map((row) => row[0])).toEqual(["GPTBot", "ChatGPT-User", "PerplexityBot"]);
  });

  it("links each top page to its own view: its human and AI series and its agents, as the API's path filter answers", async () => {
    const list = await (await get(`${base()}?range=30d`)).text();
    const top = tableRows(list, /^Pages by views/)[0]?.[0] ?? "";
    const link = `${base()}?range=30d&amp;path=${encodeURIComponent(top)}`;
    expect(list).toContain(`<a href="${link}"`);

    const html = await (await get(link.replaceAll("&amp;", "&"))).text();
    expect(html).toContain(`analytics of ${top}`);
    const range = `?dateFrom=2026-10-22&dateTo=2026-11-21&path=${encodeURIComponent(top)}`;
    const series = ViewTimeseriesSchema.parse(await apiGet("timeseries", `${range}&interval=day`));
    const rows = tableRows(html, /^Human and AI views per day/);
    expect(rows.map((row) => [count(row[1]), count(row[2])])).toEqual(
      series.points.map((point) => [point.human, point.ai]),
    );
    const agents = AgentViewsSchema.parse(await apiGet("agents", `${range}&limit=25`));
    expect(tableRows(html, /^AI views by agent/).map((row) => [row[0], count(row[3])])).toEqual(
      agents.agents.map((agent) => [agent.agent, agent.views]),
    );
    // The page's own view lists no pages, keeps its path in every range link, and leads back.
    expect(html).not.toContain("Pages by views");
    expect(html).toContain(`href="${base()}?path=${encodeURIComponent(top)}&amp;range=7d"`);
    expect(html).toContain(`<a href="${base()}?range=30d">All pages</a>`);
    expect((await get(`${base()}?path=${encodeURIComponent("no spaces please")}`)).status).toBe(
      400,
    );
  });

  it("shows hours for the last 24 hours and weeks for a year", async () => {
    const hours = await (await get(`${base()}?range=24h`)).text();
    expect(tableRows(hours, /^Human and AI views per hour/)).toHaveLength(24);
    const weeks = await (await get(`${base()}?range=365d`)).text();
    const rows = tableRows(weeks, /^Human and AI views per week/);
    expect(rows.length).toBeGreaterThanOrEqual(53);
    expect(rows[0]?.[0]).toMatch(/^Week of \d{4}-\d{2}-\d{2}$/);
  });

  it("exports each table as CSV with the rows shown", async () => {
    const read = async (table: string) => {
      const res = await get(`${base()}.csv?range=7d&table=${table}`);
      expect(res.status).toBe(200);
      return (await res.text()).split("\r\n").slice(0, -1);
    };
    const series = ViewTimeseriesSchema.parse(
      await apiGet("timeseries", "?dateFrom=2026-11-14&dateTo=2026-11-21&interval=day"),
    );
    expect(await read("series")).toEqual([
      "day,human,ai,total,crawler",
      ...series.points.map((p) => `${p.start},${p.human},${p.ai},${p.total},${p.crawler}`),
    ]);
    const agents = AgentViewsSchema.parse(
      await apiGet("agents", "?dateFrom=2026-11-14&dateTo=2026-11-21&limit=25"),
    );
    expect(await read("categories")).toEqual([
      "category,views",
      `assistant,${agents.totals.assistant}`,
      `search,${agents.totals.search}`,
      `training,${agents.totals.training}`,
    ]);
    expect(await read("agents")).toEqual([
      "agent,operator,category,views",
      ...agents.agents.map((a) => `${a.agent},${a.operator},${a.category},${a.views}`),
    ]);
  });

  it("shows where people came from and the pages AI sent them to, as the referrers routes do", async () => {
    const res = await get(`${base()}?range=7d`);
    expect(res.status).toBe(200);
    const html = await res.text();
    const query = "?dateFrom=2026-11-14&dateTo=2026-11-21";
    const referrers = ReferrerViewsSchema.parse(await apiGet("referrers", `${query}&limit=15`));
    expect(referrers.totals.fromAi).toBeGreaterThan(0);
    expect(tableRows(html, /by referring site/)).toEqual(
      referrers.referrers.map((r) => [
        r.referrer,
        r.ai?.name ?? "–",
        r.views.toLocaleString("en-US"),
      ]),
    );
    expect(tableRows(html, /by referring site/).map((row) => row[1])).toEqual([
      "ChatGPT",
      "–",
      "Perplexity",
    ]);
    const pages = ReferredPagesSchema.parse(
      await apiGet("referrers/pages", `${query}&referrer=ai&limit=15`),
    );
    expect(tableRows(html, /sent by AI products/)).toEqual(
      pages.pages.map((p) => [p.path, p.views.toLocaleString("en-US")]),
    );
    expect(html).toContain(`<dt>People sent by AI</dt><dd>${referrers.totals.fromAi}</dd>`);
    const csv = await get(`${base()}.csv?range=7d&table=ai-pages`);
    expect((await csv.text()).split("\r\n").slice(0, -1)).toEqual([
      "path,views_from_ai",
      ...pages.pages.map((p) => `${p.path},${p.views}`),
    ]);
  });

  it("shows the last 30 days by default, with the API's totals and top pages", async () => {
    const res = await get(base());
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("Last 30 days (2026-10-22 to 2026-11-20, UTC)");
    expect(html).toContain('aria-current="page">Last 30 days</a>');
    const expected = await api("?dateFrom=2026-10-22&dateTo=2026-11-21&limit=25");
    expect(expected.totals.ai).toBeGreaterThan(0);
    expect(html).toContain(`<dd>${expected.totals.human.toLocaleString("en-US")}</dd>`);
    expect(html).toContain(`<dd>${expected.totals.ai.toLocaleString("en-US")}</dd>`);
    const rows = tableRows(html, /^Pages by views/);
    expect(rows).toHaveLength(25);
    expect(rows.map((row) => [row[0], count(row[1]), count(row[2]), count(row[3])])).toEqual(
      expected.views.map((view) => [view.path, view.human, view.ai, view.total]),
    );
  });

  it("keeps a custom range and the page of the list in the URL, and pages like the API", async () => {
    const html = await (await get(`${base()}?from=2026-11-01&to=2026-11-10&page=2`)).text();
    expect(html).toContain("2026-11-01 to 2026-11-10 (UTC)");
    expect(html).toContain('name="from" value="2026-11-01"');
    expect(html).toContain('name="to" value="2026-11-10"');
    const expected = await api("?dateFrom=2026-11-01&dateTo=2026-11-11&limit=25&offset=25");
    const rows = tableRows(html, /^Pages by views, 26 to/);
    expect(rows.map((row) => row[0])).toEqual(expected.views.map((view) => view.path));
    expect(html).toContain(`href="${base()}?from=2026-11-01&amp;to=2026-11-10" rel="prev"`);
    expect(html).not.toContain('rel="next"');
    const first = await (await get(`${base()}?from=2026-11-01&to=2026-11-10`)).text();
    expect(first).toContain(
      `href="${base()}?from=2026-11-01&amp;to=2026-11-10&amp;page=2" rel="next"`,
    );
  });

  it("exports the rows shown as CSV", async () => {
    const res = await get(`${base()}.csv?range=7d&table=pages`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toBe(
      `attachment; filename="inkwell-${projectId}-pages-2026-11-14-to-2026-11-20.csv"`,
    );
    const lines = (await res.text()).split("\r\n");
    expect(lines[0]).toBe("path,human,ai,total,previous_total,crawler");
    const expected = await api("?dateFrom=2026-11-14&dateTo=2026-11-21&limit=25");
    const before = await api("?dateFrom=2026-11-07&dateTo=2026-11-14&limit=250");
    const previous = new Map(before.views.map((view) => [view.path, view.total]));
    expect(lines.slice(1, -1)).toEqual(
      expected.views.map(
        (view) =>
          `${view.path},${view.human},${view.ai},${view.total},${previous.get(view.path) ?? 0},${view.crawler}`,
      ),
    );
    expect(lines.at(-1)).toBe("");
    // The page's table shows the same crawler column.
    const html = await (await get(`${base()}?range=7d`)).text();
    expect(html).toMatch(
      /Total\s*<\/th><th scope="col" class="num" title="[^"]+">\s*Crawler views\s*<\/th>/,
    );
  });

  /** The change as the page words it: "+12%", "−5%", "no change", "new". */
  const change = (now: number, before: number) => {
    if (before === 0) return now === 0 ? "–" : "new";
    if (now === before) return "no change";
    const percent = Math.round(((now - before) / before) * 100);
    return percent >= 0 && now > before ? `+${percent}%` : `−${Math.abs(percent)}%`;
  };

  it("shows one page's referrers too, as the referrers route answers for its path", async () => {
    const html = await (await get(`${base()}?range=7d&path=/docs/page-01`)).text();
    const query = "?dateFrom=2026-11-14&dateTo=2026-11-21&path=/docs/page-01";
    const referrers = ReferrerViewsSchema.parse(await apiGet("referrers", `${query}&limit=15`));
    expect(referrers.referrers.length).toBeGreaterThan(0);
    expect(tableRows(html, /by referring site/).map((row) => [row[0], count(row[2])])).toEqual(
      referrers.referrers.map((row) => [row.referrer, row.views]),
    );
    // Its referrers' CSV is the page's, not the site's.
    const csv = await (
      await get(`${base()}.csv?range=7d&path=/docs/page-01&table=referrers`)
    ).text();
    expect(csv.split("\r\n").slice(1, -1)).toEqual(
      referrers.referrers.map((row) => `${row.referrer},${row.ai?.name ?? ""},${row.views}`),
    );
  });

  it("answers 404 for a page that has never been counted, and says what to do", async () => {
    const res = await get(`${base()}?range=7d&path=/docs/no-such-page`);
    expect(res.status).toBe(404);
    expect(await res.text()).toContain("No view of /docs/no-such-page has been counted");
    expect((await get(`${base()}.csv?table=series&path=/docs/no-such-page`)).status).toBe(404);
  });

  it("compares the totals with the previous range of the same length, exactly", async () => {
    const html = await (await get(`${base()}?range=7d`)).text();
    const now = await api("?dateFrom=2026-11-14&dateTo=2026-11-21&limit=1");
    const before = await api("?dateFrom=2026-11-07&dateTo=2026-11-14&limit=1");
    expect(before.totals.human).toBeGreaterThan(0);
    expect(before.totals.human).not.toBe(now.totals.human);
    const n = (value: number) => value.toLocaleString("en-US");
    expect(html).toContain(
      `<dt>Human views</dt><dd>${n(now.totals.human)}</dd><dd class="change">${change(now.totals.human, before.totals.human)} vs previous 7 days (${n(before.totals.human)})</dd>`,
    );
    expect(html).toContain(
      `<dt>AI views</dt><dd>${n(now.totals.ai)}</dd><dd class="change">${change(now.totals.ai, before.totals.ai)} vs previous 7 days (${n(before.totals.ai)})</dd>`,
    );
    expect(html).toContain("compared with the previous 7 days");
  });

  it("gives each top page its count in the previous range and the change, exactly", async () => {
    const html = await (await get(`${base()}?from=2026-11-11&to=2026-11-20`)).text();
    const now = await api("?dateFrom=2026-11-11&dateTo=2026-11-21&limit=25");
    // Ten days, against the ten days before.
    const before = await api("?dateFrom=2026-11-01&dateTo=2026-11-11&limit=250");
    const previous = new Map(before.views.map((view) => [view.path, view.total]));
    const rows = tableRows(html, /^Pages by views/);
    expect(
      rows.map((row) => [row[0], count(row[3]), count(row[4]), count(row[5]), row[6]]),
    ).toEqual(
      now.views.map((view) => {
        const was = previous.get(view.path) ?? 0;
        return [view.path, view.total, view.crawler, was, change(view.total, was)];
      }),
    );
    expect(rows.some((row) => row[6] !== "no change")).toBe(true);
    expect(html).toMatch(
      new RegExp(
        `All pages: ${now.totals.total.toLocaleString("en-US")} views, [^ ]+ vs the previous 10 days \\(${before.totals.total.toLocaleString("en-US")}\\)`,
      ),
    );
  });

  it("filters the top pages by path prefix as the views route's pathPrefix does, and keeps the filter in its links", async () => {
    const res = await get(`${base()}?range=30d&prefix=/docs/page-1`);
    expect(res.status).toBe(200);
    const html = await res.text();
    const expected = await api(
      "?dateFrom=2026-10-22&dateTo=2026-11-21&limit=25&pathPrefix=/docs/page-1",
    );
    expect(expected.views.map((view) => view.path)).toEqual(
      expect.arrayContaining(["/docs/page-10", "/docs/page-19"]),
    );
    const rows = tableRows(html, /^Pages by views/);
    expect(rows.map((row) => [row[0], count(row[3])])).toEqual(
      expected.views.map((view) => [view.path, view.total]),
    );
    expect(rows).toHaveLength(10);
    expect(html).toContain(
      `Pages under <code>/docs/page-1</code>: ${expected.totals.total.toLocaleString("en-US")} views`,
    );
    expect(html).toContain('name="prefix" value="/docs/page-1"');
    expect(html).toContain(`href="${base()}?prefix=%2Fdocs%2Fpage-1&amp;range=7d"`);
    expect(html).toContain(`<a href="${base()}?range=30d">Show every page</a>`);
    // The headline totals stay the site's.
    const site = await api("?dateFrom=2026-10-22&dateTo=2026-11-21&limit=1");
    expect(html).toContain(
      `<dt>Human views</dt><dd>${site.totals.human.toLocaleString("en-US")}</dd>`,
    );
    const csv = await (await get(`${base()}.csv?range=30d&prefix=/docs/page-1&table=pages`)).text();
    expect(
      csv
        .split("\r\n")
        .slice(1, -1)
        .map((line) => line.split(",")[0]),
    ).toEqual(expected.views.map((view) => view.path));
    const none = await (await get(`${base()}?range=30d&prefix=/blog`)).text();
    expect(none).toContain("No page under /blog had views in this range.");
    const bad = await get(`${base()}?range=30d&prefix=${encodeURIComponent("/docs api")}`);
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain("The filter must be the start of a page path");
  });

  it.each([
    ["?range=2y", "range must be one of 24h, 7d, 30d, 90d, 365d"],
    ["?from=2026-11-01", "needs both dates"],
    ["?from=2026-02-30&to=2026-03-01", "from must be a date as YYYY-MM-DD"],
    ["?from=2026-11-10&to=2026-11-01", "to must be the same day as from or later"],
    ["?from=2020-01-01&to=2026-01-01", "at most 800 days"],
    ["?page=0", "page must be a whole number from 1"],
  ])("answers 400 with what to fix for %s", async (query, message) => {
    const res = await get(`${base()}${query}`);
    expect(res.status).toBe(400);
    expect(await res.text()).toContain(message);
  });

  it("refuses an unknown CSV table", async () => {
    const res = await get(`${base()}.csv?table=secrets`);
    expect(res.status).toBe(400);
    expect(await res.text()).toContain("table must be one of");
  });
});

import type { Hono } from "hono";
import { analyticsStoreOf } from "../analytics/analytics-store.ts";
import { hasRecordedPath } from "../analytics/read/view-count.service.ts";
import { findProjectTimeZone } from "../analytics/store/analytics.repository.ts";
import { filterPath, filterPathPrefix } from "../analytics/store/view-range.ts";
import { AppError } from "../app-error.ts";
import { type AnalyticsRange, parseAnalyticsRange } from "./analytics-range.ts";
import { toCsv } from "./csv.ts";
import { type DashboardContext, type DashboardEnv, renderPage } from "./dashboard-http.ts";
import { type DashboardPageDeps, projectForPage } from "./job-pages.routes.tsx";
import {
  type AiCategory,
  AnalyticsPage,
  type AnalyticsPageProps,
} from "./views/analytics-page.tsx";
import { ReadOnlyAnalytics } from "./views/analytics-sections.tsx";
import type { ProjectNav, SignedInUser } from "./views/dashboard-layout.tsx";

/** Paths per page of the top pages table. */
const PAGES_PER_PAGE = 25;
/** Agents the page lists; the API pages through the rest. */
const AGENTS_SHOWN = 25;
/** The views route pages with offsets; past this, a list is better read through the API. */
const MAX_PAGE_NUMBER = 4000;

/** Referrers, and pages people from AI arrived on, the page lists. */
const REFERRERS_SHOWN = 15;

const CSV_TABLES = [
  "series",
  "categories",
  "agents",
  "crawlers",
  "pages",
  "referrers",
  "ai-pages",
] as const;
type CsvTable = (typeof CSV_TABLES)[number];

/** The range asked for, cut on the local days of the project's time zone. */
async function readRange(
  deps: Pick<DashboardPageDeps, "db" | "clock">,
  c: DashboardContext,
  projectId: string,
): Promise<AnalyticsRange> {
  const params = { range: c.req.query("range"), from: c.req.query("from"), to: c.req.query("to") };
  const timeZone = await findProjectTimeZone(deps.db, projectId);
  return parseAnalyticsRange(params, deps.clock.now(), timeZone);
}

function readPageNumber(c: DashboardContext): number {
  const value = c.req.query("page") ?? "1";
  const page = /^\d{1,5}$/.test(value) ? Number(value) : Number.NaN;
  if (!(page >= 1 && page <= MAX_PAGE_NUMBER)) {
    throw new AppError(
      "invalid_request",
      `page must be a whole number from 1 to ${MAX_PAGE_NUMBER}.`,
    );
  }
  return page;
}

/** What the analytics page shows for a range: the same services, and numbers, as the API. */
async function loadAnalytics(
  deps: Pick<DashboardPageDeps, "db" | "analytics">,
  projectId: string,
  range: AnalyticsRange,
  pageNumber: number,
  path: string | undefined,
  prefix: string | undefined,
) {
  const store = analyticsStoreOf(deps);
  const bounds = { from: range.from, to: range.to };
  // One page's view lists no pages.
  const listed =
    path === undefined
      ? store.countViews(projectId, {
          ...bounds,
          pathPrefix: prefix,
          limit: PAGES_PER_PAGE,
          offset: (pageNumber - 1) * PAGES_PER_PAGE,
        })
      : Promise.resolve(undefined);
  const [views, previous, series, agents, crawlers, referrers, aiPages] = await Promise.all([
    listed,
    // The range before, for the totals and for the pages listed (read once those are known).
    listed.then((page) =>
      store.countPreviousViews(projectId, {
        from: range.previous.from,
        to: range.previous.to,
        paths: path === undefined ? (page?.views ?? []).map((row) => row.path) : [path],
        pathPrefix: prefix,
      }),
    ),
    store.countViewTimeseries(projectId, {
      ...bounds,
      interval: range.interval,
      path,
      timeZone: range.timeZone,
    }),
    store.countAgentViews(projectId, { ...bounds, limit: AGENTS_SHOWN, offset: 0, path }),
    store.countAgentViews(projectId, {
      ...bounds,
      agentClass: "crawler",
      limit: AGENTS_SHOWN,
      offset: 0,
      path,
    }),
    store.countReferrerViews(projectId, {
      ...bounds,
      limit: REFERRERS_SHOWN,
      offset: 0,
      path,
    }),
    // Which pages people from AI arrived on: a question about the whole site.
    path === undefined
      ? store.countReferredPages(projectId, {
          ...bounds,
          referrer: "ai",
          limit: REFERRERS_SHOWN,
          offset: 0,
        })
      : undefined,
  ]);
  const zero = { human: 0, ai: 0, total: 0 };
  return {
    // The series covers exactly the range: its sums are the totals, the site's or the page's.
    totals: sumOf(series.points),
    previousTotals: path === undefined ? previous.totals : (previous.byPath.get(path) ?? zero),
    matchingTotals: views?.totals ?? zero,
    previousMatchingTotals: previous.matchingTotals,
    series: series.points.map(({ start, human, ai, total, crawler }) => ({
      start,
      human,
      ai,
      total,
      crawler,
    })),
    categories: (["assistant", "search", "training"] as const).map((category) => ({
      category,
      views: agents.totals[category],
    })),
    agents: agents.agents.map((row) => ({ ...row, category: row.category as AiCategory })),
    moreAgents: agents.hasMore,
    crawlerTotal: crawlers.totals.crawler,
    crawlers: crawlers.agents.map(({ agent, operator, views }) => ({ agent, operator, views })),
    moreCrawlers: crawlers.hasMore,
    pages: (views?.views ?? []).map((row) => ({
      ...row,
      previous: previous.byPath.get(row.path)?.total ?? 0,
    })),
    hasMorePages: views?.hasMore ?? false,
    referrerTotals: referrers.totals,
    referrers: referrers.referrers.map((row) => ({
      referrer: row.referrer,
      ai: row.ai?.name ?? null,
      views: row.views,
    })),
    moreReferrers: referrers.hasMore,
    aiPages: aiPages?.pages ?? [],
  };
}

function sumOf(points: readonly { human: number; ai: number; total: number }[]) {
  const sum = { human: 0, ai: 0, total: 0 };
  for (const point of points) {
    sum.human += point.human;
    sum.ai += point.ai;
    sum.total += point.total;
  }
  return sum;
}

/**
 * The page whose own view is asked for (`?path=`), checked as the API checks it. A page the site
 * has never counted is not found: a mistyped path says so instead of showing a page of zeros.
 */
async function readPath(
  deps: Pick<DashboardPageDeps, "db">,
  c: DashboardContext,
  projectId: string,
): Promise<string | undefined> {
  const raw = c.req.query("path");
  if (raw === undefined || raw === "") return undefined;
  const path = filterPath(raw.slice(0, 2_048)) as string;
  if (!(await hasRecordedPath(deps.db, projectId, path))) {
    throw new AppError(
      "not_found",
      `No view of ${path} has been counted: check the path, or open a page from the top pages.`,
    );
  }
  return path;
}

/** The top pages' filter (`?prefix=`): pages whose path starts with it. */
function readPrefix(c: DashboardContext): string | undefined {
  const prefix = c.req.query("prefix")?.trim();
  if (prefix === undefined || prefix === "" || prefix === "/") return undefined;
  try {
    return filterPathPrefix(prefix);
  } catch {
    throw new AppError(
      "invalid_request",
      "The filter must be the start of a page path, such as /docs/api, without spaces.",
    );
  }
}

type AnalyticsData = Awaited<ReturnType<typeof loadAnalytics>>;

/** One table of the page as CSV rows, the same rows the page shows. */
function csvOf(table: CsvTable, data: AnalyticsData, range: AnalyticsRange): string {
  switch (table) {
    case "series":
      return toCsv(
        [
          range.interval === "week" ? "week_start" : range.interval,
          "human",
          "ai",
          "total",
          "crawler",
        ],
        data.series.map((point) => [
          point.start,
          point.human,
          point.ai,
          point.total,
          point.crawler,
        ]),
      );
    case "categories":
      return toCsv(
        ["category", "views"],
        data.categories.map((row) => [row.category, row.views]),
      );
    case "agents":
      return toCsv(
        ["agent", "operator", "category", "views"],
        data.agents.map((row) => [row.agent, row.operator, row.category, row.views]),
      );
    case "crawlers":
      return toCsv(
        ["crawler", "operator", "views"],
        data.crawlers.map((row) => [row.agent, row.operator, row.views]),
      );
    case "pages":
      return toCsv(
        ["path", "human", "ai", "total", "previous_total", "crawler"],
        data.pages.map((row) => [
          row.path,
          row.human,
          row.ai,
          row.total,
          row.previous,
          row.crawler,
        ]),
      );
    case "referrers":
      return toCsv(
        ["referrer", "ai_product", "views"],
        data.referrers.map((row) => [row.referrer, row.ai ?? "", row.views]),
      );
    case "ai-pages":
      return toCsv(
        ["path", "views_from_ai"],
        data.aiPages.map((row) => [row.path, row.views]),
      );
  }
}

/**
 * The analytics page of a project for the range, page and path the URL asks: the dashboard's, or
 * with `shared` the read-only one a share link shows.
 */
export async function renderAnalyticsPage(
  deps: Pick<DashboardPageDeps, "db" | "clock" | "analytics">,
  c: DashboardContext,
  view: { project: ProjectNav; user?: SignedInUser; shared?: AnalyticsPageProps["shared"] },
): Promise<Response> {
  const projectId = view.project.id;
  const range = await readRange(deps, c, projectId);
  const pageNumber = readPageNumber(c);
  const prefix = readPrefix(c);
  const path = await readPath(deps, c, projectId);
  const data = await loadAnalytics(deps, projectId, range, pageNumber, path, prefix);
  const page = (
    <AnalyticsPage
      user={view.user}
      project={view.project}
      shared={view.shared}
      range={range}
      totals={data.totals}
      previousTotals={data.previousTotals}
      matchingTotals={data.matchingTotals}
      previousMatchingTotals={data.previousMatchingTotals}
      prefix={prefix}
      series={data.series}
      categories={data.categories}
      agents={data.agents}
      moreAgents={data.moreAgents}
      crawlerTotal={data.crawlerTotal}
      crawlers={data.crawlers}
      moreCrawlers={data.moreCrawlers}
      pages={data.pages}
      pageNumber={pageNumber}
      pageSize={PAGES_PER_PAGE}
      hasMorePages={data.hasMorePages}
      path={path}
      referrerTotals={data.referrerTotals}
      referrers={data.referrers}
      moreReferrers={data.moreReferrers}
      aiPages={data.aiPages}
    />
  );
  return renderPage(
    c,
    view.shared ? (
      <ReadOnlyAnalytics.Provider value={true}>{page}</ReadOnlyAnalytics.Provider>
    ) : (
      page
    ),
  );
}

export function registerAnalyticsPages(
  dashboard: Hono<DashboardEnv>,
  deps: DashboardPageDeps,
): void {
  dashboard.get("/projects/:projectId/analytics", async (c) => {
    const page = await projectForPage(deps, c, "view", "analytics");
    return renderAnalyticsPage(deps, c, { project: page.nav, user: page.user });
  });

  // Each table of the page as CSV, with exactly the rows the page shows for the same query.
  dashboard.get("/projects/:projectId/analytics.csv", async (c) => {
    const page = await projectForPage(deps, c, "view", "analytics");
    const table = c.req.query("table") as CsvTable;
    if (!CSV_TABLES.includes(table)) {
      throw new AppError("invalid_request", `table must be one of ${CSV_TABLES.join(", ")}.`);
    }
    const range = await readRange(deps, c, page.nav.id);
    const pageNumber = readPageNumber(c);
    const path = await readPath(deps, c, page.nav.id);
    const data = await loadAnalytics(deps, page.nav.id, range, pageNumber, path, readPrefix(c));
    const csv = csvOf(table, data, range);
    const name = `inkwell-${page.nav.id}-${table}-${range.firstDay}-to-${range.lastDay}.csv`;
    c.header("Content-Type", "text/csv; charset=utf-8");
    c.header("Content-Disposition", `attachment; filename="${name.replace(/[^\w.-]/g, "_")}"`);
    return c.body(csv);
  });
}

import { performance } from "node:perf_hooks";
import { sql } from "kysely";
import pino from "pino";
import type { Page } from "playwright-core";
import { createTestClock } from "#testkit/app/test-clock.ts";
import type { TestServer } from "#testkit/app/test-server.ts";
import { createProjectWithKey, seedJob } from "#testkit/database/seed.ts";
import {
  dashboardEnvOn,
  type FakeUser,
  registerDashboardApp,
  signIn,
} from "#testkit/github/dashboard-github.ts";
import { startGitHubDouble } from "#testkit/github/github-double.ts";
import { median } from "#testkit/median.ts";
import { hasChromium, launchChromium, weighPage } from "#testkit/system/browser.ts";
import type { ClassifiedView } from "../app/analytics/ingest/view-ingestion.service.ts";
import { foldPendingViews } from "../app/analytics/store/fold-pending-views.ts";
import { loadConfig } from "../app/config.ts";
import { migrateToLatest } from "../app/db/migrate-to-latest.ts";
import { openDatabase } from "../app/db/open-database.ts";
import { insertJobEvents } from "../app/jobs/job-event.repository.ts";
import { type DataSetShape, generateViewsByDay } from "./analytics/generate-views.ts";
import { storeClassifiedViews } from "./analytics/store-classified-views.ts";
import { startBenchServer } from "./start-bench-server.ts";

type Log = (line: string) => void;

const BENCH_SCHEMA = "bench_dashboard";
const DAY_MS = 86_400_000;
/** Loads of the analytics page per range (after one warm-up load). */
const LOADS = 7;

const maintainer: FakeUser = {
  id: 4242,
  login: "mona",
  repositories: [{ id: 1, fullName: "bench/docs", permission: "admin" }],
};

/** Two agents per AI category, picked by the view's time, so the agent table has rows to rank. */
const AGENTS = {
  1: [
    { name: "ChatGPT-User", operator: "OpenAI", category: "assistant" },
    { name: "Claude-User", operator: "Anthropic", category: "assistant" },
  ],
  2: [
    { name: "PerplexityBot", operator: "Perplexity", category: "search" },
    { name: "OAI-SearchBot", operator: "OpenAI", category: "search" },
  ],
  3: [
    { name: "GPTBot", operator: "OpenAI", category: "training" },
    { name: "ClaudeBot", operator: "Anthropic", category: "training" },
  ],
} as const;

interface Load {
  ttfb: number;
  fcp: number;
}

/**
 * `npm run bench -- dashboard`: the dashboard's page weights, and how soon the analytics page
 * first paints in Chromium over a large data set, through the real server and its services.
 */
export async function runDashboardBenchmark(env: NodeJS.ProcessEnv, log: Log): Promise<string> {
  if (!env.DATABASE_URL) {
    return "## Dashboard\n\nNot run: `npm run bench -- dashboard` needs DATABASE_URL (PostgreSQL).";
  }
  if (!hasChromium()) return "## Dashboard\n\nNot run: no Chromium on this machine.";
  const quick = env.BENCH_QUICK === "1";
  const days = Number(env.BENCH_DAYS ?? 400);
  const shape: DataSetShape = {
    views: Number(env.BENCH_DASHBOARD_VIEWS ?? (quick ? 200_000 : 10_000_000)),
    paths: Number(env.BENCH_PATHS ?? 5000),
    days,
    start: new Date(Date.UTC(2025, 9, 1)),
    seed: 42,
  };
  const now = new Date(shape.start.getTime() + days * DAY_MS + 12 * 3_600_000);
  const handle = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    schema: BENCH_SCHEMA,
    poolSize: 10,
  });
  const db = handle.db;
  const browser = await launchChromium();
  try {
    await sql`drop schema if exists ${sql.id(BENCH_SCHEMA)} cascade`.execute(db);
    await sql`create schema ${sql.id(BENCH_SCHEMA)}`.execute(db);
    await migrateToLatest(db, BENCH_SCHEMA);
    const clock = createTestClock(now);
    const { project } = await createProjectWithKey({ db, clock }, { repo: "bench/docs" });
    await db
      .updateTable("projects")
      .set({ installation_id: 77, name: "Bench docs", docs_path: "docs" })
      .where("id", "=", project.id)
      .execute();

    log(`loading ${shape.views} views, ${shape.paths} paths, ${shape.days} days`);
    const loadStarted = performance.now();
    let day = 0;
    for (const dayViews of generateViewsByDay(shape)) {
      const views: ClassifiedView[] = dayViews.map((view) =>
        view.category === 0
          ? view
          : { ...view, agent: AGENTS[view.category as 1 | 2 | 3][view.at % 3 === 0 ? 1 : 0] },
      );
      await storeClassifiedViews(db, project.id, views);
      // Folded as housekeeping would, a day at a time.
      await foldPendingViews(db);
      day += 1;
      if (day % 50 === 0) log(`loaded ${day}/${shape.days} days`);
    }
    const loadSeconds = (performance.now() - loadStarted) / 1000;
    await sql`vacuum analyze`.execute(db);

    const jobId = "job_bench00000000000000000";
    await seedJob(db, {
      id: jobId,
      projectId: project.id,
      prompt: "Document the --dry-run flag of the deploy command",
      repository: "https://github.com/bench/docs",
      at: now,
    });
    await insertJobEvents(
      db,
      jobId,
      1,
      Array.from({ length: 40 }, (_, index) => ({
        type: index % 2 === 0 ? "step" : "tool",
        at: now,
        data:
          index % 2 === 0
            ? {
                step: index / 2 + 1,
                durationMs: 1800,
                tokens: { inputTokens: 2400, outputTokens: 120 },
                text: "Reading the deploy command's reference before editing it.",
              }
            : {
                step: (index + 1) / 2,
                tool: "read_file",
                output: "# Deploy\n\nRuns the deploy.",
                error: false,
              },
      })),
    );
    await db.updateTable("jobs").set({ status: "completed" }).where("id", "=", jobId).execute();

    const github = await startGitHubDouble({ now: () => clock.now() });
    const config = loadConfig({
      PORT: "0",
      HOST: "127.0.0.1",
      LOG_LEVEL: "warn",
      INKWELL_AGENT_CONCURRENCY: "0",
      ...dashboardEnvOn(github),
    });
    const ctx = { config, db, clock, log: pino({ level: "warn" }), agentModel: undefined };
    const running = await startBenchServer(ctx);
    // What the sign-in helper needs of a server: its address, a fetch and its clock.
    const server = {
      ...running,
      ctx,
      clock,
      logs: [],
      rawLogs: [],
      request: (path: string, init?: RequestInit) => fetch(`${running.url}${path}`, init),
    } as TestServer;
    try {
      registerDashboardApp(github, server.url);
      const user = await signIn(server, github, maintainer);
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      const [name, value] = user.cookie.split("=") as [string, string];
      await context.addCookies([{ name, value, url: server.url }]);
      const page = await context.newPage();
      const base = `/app/projects/${project.id}`;

      const pages: [string, string][] = [
        ["projects", "/app"],
        ["jobs", `${base}/jobs`],
        ["job (40 steps)", `${base}/jobs/${jobId}`],
        ["analytics (last 30 days)", `${base}/analytics`],
        ["API keys", `${base}/keys`],
      ];
      const weights: { page: string; html: number; css: number; js: number }[] = [];
      for (const [label, path] of pages) {
        // A fresh context each time, so the stylesheet and script are counted on every page.
        const fresh = await browser.newContext({ viewport: { width: 1280, height: 800 } });
        await fresh.addCookies([{ name, value, url: server.url }]);
        const tab = await fresh.newPage();
        const weigh = weighPage(tab);
        const res = await tab.goto(`${server.url}${path}`, { waitUntil: "load" });
        if (res?.status() !== 200) throw new Error(`${path} answered ${res?.status()}`);
        weights.push({ page: label, ...(await weigh()) });
        await fresh.close();
      }

      // Each preset, then one page's own view and the top pages filtered by a path prefix.
      const views: [string, string][] = [
        ...["24h", "7d", "30d", "90d", "365d"].map((range): [string, string] => [
          range,
          `range=${range}`,
        ]),
        ["30d, one page", `range=30d&path=${encodeURIComponent("/docs/section-01/page-1")}`],
        [
          "30d, pages under a prefix",
          `range=30d&prefix=${encodeURIComponent("/docs/section-07/")}`,
        ],
      ];
      const timings: { range: string; bars: number; loads: Load[] }[] = [];
      for (const [range, query] of views) {
        const url = `${server.url}${base}/analytics?${query}`;
        await loadOnce(page, url);
        const loads: Load[] = [];
        for (let i = 0; i < LOADS; i++) loads.push(await loadOnce(page, url));
        const bars = (await page.locator("svg.chart-svg g.bar").count()) as number;
        timings.push({ range, bars, loads });
        log(`${range}: first paint median ${median(loads.map((l) => l.fcp)).toFixed(0)} ms`);
      }
      await context.close();
      return renderMarkdown(shape, loadSeconds, weights, timings);
    } finally {
      await server.stop();
      await github.close();
    }
  } finally {
    await browser.close();
    if (process.env.BENCH_KEEP !== "1") {
      await sql`drop schema if exists ${sql.id(BENCH_SCHEMA)} cascade`.execute(db);
    }
    await handle.close();
  }
}

/** One navigation: when the answer's first byte came, and when the page first painted. */
async function loadOnce(page: Page, url: string): Promise<Load> {
  const res = await page.goto(url, { waitUntil: "load" });
  if (res?.status() !== 200) throw new Error(`${url} answered ${res?.status()}`);
  // The paint entry may be recorded just after the load event: wait for it, briefly.
  const timing = (await page.evaluate(`new Promise((resolve) => {
    const nav = performance.getEntriesByType("navigation")[0];
    const answer = (paint) => resolve({ ttfb: nav.responseStart, fcp: paint ? paint.startTime : NaN });
    new PerformanceObserver((list) => {
      const paint = list.getEntriesByName("first-contentful-paint")[0];
      if (paint) answer(paint);
    }).observe({ type: "paint", buffered: true });
    setTimeout(() => answer(undefined), 5000);
  })`)) as Load;
  return timing;
}

function kib(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KiB`;
}

function renderMarkdown(
  shape: DataSetShape,
  loadSeconds: number,
  weights: { page: string; html: number; css: number; js: number }[],
  timings: { range: string; bars: number; loads: Load[] }[],
): string {
  const size = `${shape.views.toLocaleString("en-US")} views, ${shape.paths.toLocaleString("en-US")} paths, ${shape.days} days`;
  return [
    "## Dashboard",
    "",
    "`npm run bench -- dashboard` (PostgreSQL and Chromium; size: `BENCH_DASHBOARD_VIEWS`, `BENCH_PATHS`, `BENCH_DAYS`; `BENCH_QUICK=1` for 200,000 views).",
    `The analytics bench's data set (seed 42: Zipf paths, weekly rhythm, 70% human, 30% AI, two agents per AI category) loaded through the storage code of the events route and folded a day at a time in ${loadSeconds.toFixed(0)} s (${Math.round(shape.views / loadSeconds).toLocaleString("en-US")} views/s), then the real server, signed in through the GitHub sign-in flow (GitHub mocked), read by the machine's Chromium at 1280 × 800.`,
    "",
    `### Page weights (${size})`,
    "",
    "Bytes as sent, before compression; the stylesheet and the script are the same two files on every page, cached for good after the first.",
    "",
    "| page | HTML | CSS | JS |",
    "| ---- | ---- | --- | -- |",
    ...weights.map((w) => `| ${w.page} | ${kib(w.html)} | ${kib(w.css)} | ${kib(w.js)} |`),
    "",
    `### Analytics page, first render (${size})`,
    "",
    `Each range loaded ${LOADS} times after one warm-up, then one page's own view and the top pages filtered by a path prefix; times from the start of navigation, medians (and the slowest load). The server's answer holds the totals and their comparison with the range before, the time series, the agents, the referrers and the first 25 pages with their previous counts, each read by the same services as the API.`,
    "",
    "| view | bars | server answer (first byte) | first contentful paint |",
    "| ---- | ---- | -------------------------- | ---------------------- |",
    ...timings.map((t) => {
      const ttfb = t.loads.map((l) => l.ttfb);
      const fcp = t.loads.map((l) => l.fcp);
      return `| ${t.range} | ${t.bars} | ${median(ttfb).toFixed(0)} ms (max ${Math.max(...ttfb).toFixed(0)}) | ${median(fcp).toFixed(0)} ms (max ${Math.max(...fcp).toFixed(0)}) |`;
    }),
    "",
    "The machine is shared with other work (2 cores), so times vary between runs.",
  ].join("\n");
}

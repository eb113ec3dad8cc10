import { generateKeyPairSync } from "node:crypto";
import { monitorEventLoopDelay, performance } from "node:perf_hooks";
import { Worker } from "node:worker_threads";
import { type Kysely, sql } from "kysely";
import pino from "pino";
import { seededRandom } from "#testkit/seeded-random.ts";
import { classifyUserAgent } from "../../app/analytics/classify/classify-user-agent.ts";
import { ingestViewEvents } from "../../app/analytics/ingest/view-ingestion.service.ts";
import { foldPendingViews } from "../../app/analytics/store/fold-pending-views.ts";
import { systemClock } from "../../app/app-context.ts";
import { loadConfig } from "../../app/config.ts";
import { migrateToLatest } from "../../app/db/migrate-to-latest.ts";
import { openDatabase } from "../../app/db/open-database.ts";
import type { Database } from "../../app/db/schema.ts";
import { createApiKey } from "../../app/projects/api-key.service.ts";
import { createProject } from "../../app/projects/project.service.ts";
import type { PageViews } from "../../shared/api/analytics-schemas.ts";
import { startBenchServer } from "../start-bench-server.ts";
import { type EventStreamSpec, generateEventBatches, referrersOn } from "./generate-views.ts";

type Log = (line: string) => void;

const BENCH_SCHEMA = "bench_analytics";
const HTTP_CLIENTS = 4;
const HTTP_BATCH = 500;
const DAY_MS = 86_400_000;

interface Shape {
  views: number;
  backfill: number;
  live: number;
  paths: number;
  days: number;
}

interface Rate {
  events: number;
  seconds: number;
  /** The server's event loop delay while the events arrived (ms): 99th percentile and longest. */
  loopP99: number;
  loopMax: number;
}

interface Timing {
  label: string;
  samples: number[];
  /** Inkwell's answer equals the raw-event GROUP BY's (views only). */
  identical?: boolean;
  baseline?: number[];
}

interface Result {
  shape: Shape;
  serverVersion: string;
  history: Rate;
  backfill: Rate;
  live: Rate;
  folds: { afterHistory: number; afterBackfill: number };
  storedViews: number;
  bytes: { disk: Record<string, number>; live: Record<string, number> };
  queries: Timing[];
  amplification: { rows: Record<string, number>; bytes: number; refusedStatus: number };
}

/**
 * Page views over HTTP on PostgreSQL: live ingestion, a history loaded in time order, a random
 * backfill, query latency against a raw-event GROUP BY, storage, and the 1970-and-today case.
 */
export async function runAnalyticsBenchmark(env: NodeJS.ProcessEnv, log: Log): Promise<string> {
  if (!env.DATABASE_URL) {
    log("DATABASE_URL is not set: the page view benchmark runs on PostgreSQL only");
    return "## Page view analytics\n\nNot run: `DATABASE_URL` was not set.";
  }
  const quick = env.BENCH_QUICK === "1";
  const shape: Shape = {
    views: Number(env.BENCH_VIEWS ?? (quick ? 200_000 : 10_000_000)),
    backfill: Number(env.BENCH_BACKFILL ?? (quick ? 20_000 : 500_000)),
    live: Number(env.BENCH_LIVE ?? (quick ? 20_000 : 300_000)),
    paths: Number(env.BENCH_PATHS ?? 5000),
    days: Number(env.BENCH_DAYS ?? 400),
  };
  return renderMarkdown(await run(env.DATABASE_URL, shape, log));
}

async function run(url: string, shape: Shape, log: Log): Promise<Result> {
  const handle = await openDatabase({ databaseUrl: url, schema: BENCH_SCHEMA, poolSize: 10 });
  const db = handle.db;
  await sql`drop schema if exists ${sql.id(BENCH_SCHEMA)} cascade`.execute(db);
  await sql`create schema ${sql.id(BENCH_SCHEMA)}`.execute(db);
  await migrateToLatest(db, BENCH_SCHEMA);
  const serverVersion = (await sql<{ v: string }>`select version() as v`.execute(db)).rows[0]
    ?.v as string;
  const privateKey = generateKeyPairSync("rsa", { modulusLength: 2048 }).privateKey.export({
    type: "pkcs1",
    format: "pem",
  }) as string;
  const config = loadConfig({
    PORT: "0",
    HOST: "127.0.0.1",
    LOG_LEVEL: "error",
    INKWELL_AGENT_CONCURRENCY: "0",
    APP_ID: "1",
    PRIVATE_KEY: privateKey,
    WEBHOOK_SECRET: "bench",
    // The history starts `days` before today: one more day keeps its first hours in bounds.
    INKWELL_ANALYTICS_MAX_EVENT_AGE_DAYS: String(shape.days + 1),
    // Measures the storage, not flood control: no limit a benchmark's load would reach.
    INKWELL_EVENT_RATE_LIMIT: "1000000000",
    INKWELL_NEW_PATHS_PER_DAY: "1000000000",
  });
  const ctx = {
    config,
    db,
    clock: systemClock,
    log: pino({ level: "error" }),
    agentModel: undefined,
  };
  // As in production: housekeeping folds pending batches while events arrive.
  const server = await startBenchServer(ctx, { background: true });
  try {
    const project = await createProject(db, { repo: "bench/docs" });
    const key = (
      await createApiKey(db, { projectId: project.id, now: new Date(), scopes: ["read", "write"] })
    ).key;
    const post = (spec: EventStreamSpec) =>
      postStream(`${server.url}/v1/analytics/${project.id}/events`, key, spec);
    const today = Math.floor(Date.now() / DAY_MS) * DAY_MS;
    const startMs = today - shape.days * DAY_MS;
    const span = {
      paths: shape.paths,
      startMs,
      spanMs: shape.days * DAY_MS,
      batchSize: HTTP_BATCH,
    };
    const historySpec: EventStreamSpec = {
      ...span,
      mode: "history",
      events: shape.views,
      seed: 42,
    };
    const backfillSpec: EventStreamSpec = {
      ...span,
      mode: "backfill",
      events: shape.backfill,
      seed: 43,
    };

    log(`history: ${shape.views} events in time order over ${shape.days} days`);
    const history = await post(historySpec);
    log(`history: ${(history.events / history.seconds).toFixed(0)} events/s`);
    let t = performance.now();
    await foldEverything(db);
    const afterHistory = (performance.now() - t) / 1000;
    log(`fold after history: ${afterHistory.toFixed(1)} s`);
    // What autovacuum does between a history that built up over months and a later backfill.
    await sql`vacuum`.execute(db);

    log(`backfill: ${shape.backfill} events in random order`);
    const backfill = await post(backfillSpec);
    log(`backfill: ${(backfill.events / backfill.seconds).toFixed(0)} events/s`);
    t = performance.now();
    await foldEverything(db);
    const afterBackfill = (performance.now() - t) / 1000;
    log(`fold after backfill: ${afterBackfill.toFixed(1)} s`);

    log("baseline: loading the same events as raw rows");
    const storedViews = await loadBaseline(db, project.id, [historySpec, backfillSpec]);
    // What autovacuum does on a live server; index-only scans rely on the visibility map.
    await sql`vacuum analyze`.execute(db);
    const bytes = await measureBytes(db);

    const queries = await measureQueries(
      db,
      server.url,
      key,
      project.id,
      { startMs, days: shape.days },
      log,
    );

    const liveProject = await createProject(db, { repo: "bench/live" });
    const liveKey = (await createApiKey(db, { projectId: liveProject.id, now: new Date() })).key;
    log(`live: ${shape.live} events stamped now`);
    const live = await postStream(`${server.url}/v1/analytics/${liveProject.id}/events`, liveKey, {
      ...span,
      mode: "live",
      events: shape.live,
      seed: 44,
    });
    log(`live: ${(live.events / live.seconds).toFixed(0)} events/s`);

    const amplification = await measureAmplification(db, server.url);
    return {
      shape,
      serverVersion,
      history,
      backfill,
      live,
      folds: { afterHistory, afterBackfill },
      storedViews,
      bytes,
      queries,
      amplification,
    };
  } finally {
    await server.stop();
    if (process.env.BENCH_KEEP !== "1") {
      await sql`drop schema if exists ${sql.id(BENCH_SCHEMA)} cascade`.execute(db);
    }
    await handle.close();
  }
}

/**
 * Folds until nothing is pending: housekeeping may be folding the same site (then this waits for
 * it, since a fold skips a site another one holds).
 */
export async function foldEverything(db: Kysely<Database>): Promise<void> {
  for (;;) {
    await foldPendingViews(db);
    const left = await sql<{ n: string }>`
      select count(*) as n from analytics_pending_views
    `.execute(db);
    if (Number(left.rows[0]?.n) === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function postStream(url: string, key: string, spec: EventStreamSpec): Promise<Rate> {
  // The client is TypeScript: the worker registers tsx's loader before importing it.
  const client = new URL("./post-event-batches.ts", import.meta.url).href;
  const worker = new Worker(
    `import("tsx/esm/api").then(({ register }) => { register(); return import(${JSON.stringify(client)}); });`,
    { eval: true, workerData: { url, key, spec, clients: HTTP_CLIENTS } },
  );
  // The server runs on this thread: its event loop delay is this thread's.
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  try {
    const seconds = await new Promise<number>((resolve, reject) => {
      worker.once("message", (m: { seconds?: number; error?: string }) =>
        m.error ? reject(new Error(m.error)) : resolve(m.seconds as number),
      );
      worker.once("error", reject);
    });
    delay.disable();
    return {
      events: spec.events,
      seconds,
      loopP99: delay.percentile(99) / 1e6,
      loopMax: delay.max / 1e6,
    };
  } finally {
    delay.disable();
    await worker.terminate();
  }
}

/** The raw-event baseline: one row per view of the same streams. Returns the views stored. */
export async function loadBaseline(
  db: Kysely<Database>,
  projectId: string,
  specs: EventStreamSpec[],
): Promise<number> {
  await sql`
    create table bench_raw_events (
      project_id text not null, path text not null, at timestamptz not null, is_ai boolean not null,
      is_crawler boolean not null
    )`.execute(db);
  let stored = 0;
  let rows: Array<{ path: string; at: string; ai: boolean; crawler: boolean }> = [];
  const flush = async () => {
    if (rows.length === 0) return;
    await sql`
      insert into bench_raw_events (project_id, path, at, is_ai, is_crawler)
      select ${projectId}, p, at, ai, crawler
      from unnest(${rows.map((r) => r.path)}::text[], ${rows.map((r) => r.at)}::timestamptz[],
        ${rows.map((r) => r.ai)}::bool[], ${rows.map((r) => r.crawler)}::bool[])
        as r(p, at, ai, crawler)
    `.execute(db);
    stored += rows.length;
    rows = [];
  };
  for (const spec of specs) {
    for (const batch of generateEventBatches(spec)) {
      for (const event of batch) {
        const verdict = classifyUserAgent({ userAgent: event.userAgent });
        if (verdict.kind === "bot") continue;
        rows.push({
          path: event.path,
          at: event.timestamp as string,
          ai: verdict.kind === "ai",
          crawler: verdict.kind === "crawler",
        });
      }
      if (rows.length >= 25_000) await flush();
    }
  }
  await flush();
  await sql`create index bench_raw_events_project_at on bench_raw_events (project_id, at)`.execute(
    db,
  );
  return stored;
}

/**
 * Each table's size on disk with its indexes and TOAST (free space left by rewritten rows
 * included), and the bytes of its live rows (as `pg_column_size` counts them: header and values).
 */
async function measureBytes(
  db: Kysely<Database>,
): Promise<{ disk: Record<string, number>; live: Record<string, number> }> {
  const result = await sql<{ name: string; bytes: string }>`
    select c.relname as name, pg_total_relation_size(c.oid)::int8 as bytes
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = ${BENCH_SCHEMA} and c.relkind = 'r'
      and (c.relname like 'analytics%' or c.relname = 'bench_raw_events')
    order by c.relname
  `.execute(db);
  const disk = Object.fromEntries(result.rows.map((row) => [row.name, Number(row.bytes)]));
  const live: Record<string, number> = {};
  for (const name of Object.keys(disk)) {
    const rows = await sql<{ bytes: string | null }>`
      select sum(pg_column_size(t.*))::int8 as bytes from ${sql.table(name)} t
    `.execute(db);
    live[name] = Number(rows.rows[0]?.bytes ?? 0);
  }
  return { disk, live };
}

async function measureQueries(
  db: Kysely<Database>,
  baseUrl: string,
  key: string,
  projectId: string,
  span: { startMs: number; days: number },
  log: Log,
): Promise<Timing[]> {
  const random = seededRandom(7);
  const get = async (route: string, query: string) => {
    const res = await fetch(`${baseUrl}/v1/analytics/${projectId}/${route}?${query}`, {
      headers: { authorization: `Bearer ${key}` },
    });
    if (res.status !== 200) throw new Error(`${route} answered ${res.status}: ${await res.text()}`);
    return res.json();
  };
  const pick = (days: number) => {
    const startDay = Math.floor(random() * (span.days - days));
    const from = new Date(span.startMs + startDay * DAY_MS);
    return { from, to: new Date(from.getTime() + days * DAY_MS) };
  };
  const range = (r: { from: Date; to: Date }) =>
    `dateFrom=${r.from.toISOString()}&dateTo=${r.to.toISOString()}`;
  const timings: Timing[] = [];
  const time = async (label: string, days: number, route: string, extra: string) => {
    const samples: number[] = [];
    for (let i = 0; i < 5; i++) await get(route, `${range(pick(days))}${extra}`);
    for (let i = 0; i < 40; i++) {
      const query = `${range(pick(days))}${extra}`;
      const t = performance.now();
      await get(route, query);
      samples.push(performance.now() - t);
    }
    const timing: Timing = { label, samples };
    timings.push(timing);
    return timing;
  };
  for (const days of [1, 30, 365]) {
    if (days >= span.days) continue;
    const check = pick(days);
    const mine = (await get("views", `${range(check)}&limit=50`)) as PageViews;
    const theirs = await baselineViews(db, projectId, check.from, check.to, 50, 0);
    const timing = await time(
      `views, ${days} day${days > 1 ? "s" : ""}`,
      days,
      "views",
      "&limit=50",
    );
    timing.identical = JSON.stringify(mine) === JSON.stringify(theirs);
    timing.baseline = [];
    for (let i = 0; i < 5; i++) {
      const r = pick(days);
      const t = performance.now();
      await baselineViews(db, projectId, r.from, r.to, 50, 0);
      timing.baseline.push(performance.now() - t);
    }
    log(
      `views ${days} d: p50 ${percentile(timing.samples, 50).toFixed(1)} ms, baseline ${percentile(timing.baseline, 50).toFixed(0)} ms, same answer: ${timing.identical}`,
    );
  }
  for (const days of [30, 365]) {
    if (days >= span.days) continue;
    const agents = await time(`agents, ${days} days`, days, "agents", "&limit=50");
    const series = await time(
      `timeseries by day, ${days} days`,
      days,
      "timeseries",
      "&interval=day",
    );
    log(
      `agents ${days} d: p50 ${percentile(agents.samples, 50).toFixed(1)} ms; timeseries: ${percentile(series.samples, 50).toFixed(1)} ms`,
    );
  }
  for (const days of [30, 365]) {
    if (days >= span.days) continue;
    const referrers = await time(`referrers, ${days} days`, days, "referrers", "&limit=50");
    const aiPages = await time(
      `pages people from AI arrived on (referrers/pages?referrer=ai), ${days} days`,
      days,
      "referrers/pages",
      "&referrer=ai&limit=50",
    );
    log(
      `referrers ${days} d: p50 ${percentile(referrers.samples, 50).toFixed(1)} ms; AI pages: ${percentile(aiPages.samples, 50).toFixed(1)} ms`,
    );
  }
  // One page's agents and chart: the most viewed page, whose cells are read from every day.
  const top = ((await get("views", "limit=1")) as PageViews).views[0]?.path;
  if (top !== undefined) {
    const page = `&path=${encodeURIComponent(top)}`;
    for (const days of [30, 365]) {
      if (days >= span.days) continue;
      const agents = await time(
        `agents of the most viewed page, ${days} days`,
        days,
        "agents",
        `&limit=50${page}`,
      );
      const series = await time(
        `timeseries by day of the most viewed page, ${days} days`,
        days,
        "timeseries",
        `&interval=day${page}`,
      );
      const referrers = await time(
        `referrers of the most viewed page, ${days} days`,
        days,
        "referrers",
        `&limit=50${page}`,
      );
      log(`one page, ${days} d: referrers p50 ${percentile(referrers.samples, 50).toFixed(1)} ms`);
      log(
        `one page, ${days} d: agents p50 ${percentile(agents.samples, 50).toFixed(1)} ms; timeseries: ${percentile(series.samples, 50).toFixed(1)} ms`,
      );
    }
  }
  return timings;
}

export async function baselineViews(
  db: Kysely<Database>,
  projectId: string,
  from: Date,
  to: Date,
  limit: number,
  offset: number,
): Promise<PageViews> {
  const result = await sql<{
    path: string | null;
    human: number | null;
    ai: number | null;
    crawler: number | null;
    th: number | null;
    ta: number | null;
    tc: number | null;
    n: number;
  }>`
    with g as (
      select path, count(*) filter (where not is_ai and not is_crawler) as human,
        count(*) filter (where is_ai) as ai, count(*) filter (where is_crawler) as crawler
      from bench_raw_events where project_id = ${projectId} and at >= ${from} and at < ${to}
      group by path
    ),
    -- Crawlers are a class of their own: outside the total, and a page only they read is not listed.
    t as (
      select sum(human)::int8 as th, sum(ai)::int8 as ta, sum(crawler)::int8 as tc,
        count(*) filter (where human + ai > 0)::int8 as n
      from g
    )
    select t.th, t.ta, t.tc, t.n, pg.path, pg.human, pg.ai, pg.crawler from t
    left join lateral (
      select path, human, ai, crawler, human + ai as total from g where human + ai > 0
      order by human + ai desc, path collate "C" asc limit ${limit} offset ${offset}
    ) pg on true
    order by pg.total desc, pg.path collate "C" asc
  `.execute(db);
  const first = result.rows[0];
  const views = result.rows
    .filter((r) => r.path !== null)
    .map((r) => ({
      path: r.path as string,
      human: Number(r.human),
      ai: Number(r.ai),
      total: Number(r.human) + Number(r.ai),
      crawler: Number(r.crawler),
    }));
  const human = Number(first?.th ?? 0);
  const ai = Number(first?.ta ?? 0);
  return {
    totals: { human, ai, total: human + ai, crawler: Number(first?.tc ?? 0) },
    views,
    hasMore: offset + views.length < Number(first?.n ?? 0),
    // Exact bounds: the benchmark's ranges start and end on days.
    dateFrom: from.toISOString(),
    dateTo: to.toISOString(),
  };
}

/**
 * 50 pages each read in 1970 and today, by a person and an AI crawler: refused by the events
 * route, and stored through the import path (which takes any date) then folded. Counts the rows
 * and their bytes the new site owns in every analytics table.
 */
async function measureAmplification(
  db: Kysely<Database>,
  baseUrl: string,
): Promise<Result["amplification"]> {
  const project = await createProject(db, { repo: "bench/1970" });
  const key = (await createApiKey(db, { projectId: project.id, now: new Date() })).key;
  const now = new Date();
  const events = Array.from({ length: 50 }, (_, i) => [
    {
      path: `/p${i}`,
      userAgent: "Mozilla/5.0 (X11; Linux x86_64; rv:144.0) Gecko/20100101 Firefox/144.0",
      timestamp: "1970-01-01T00:00:00Z",
    },
    {
      path: `/p${i}`,
      userAgent:
        "Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; GPTBot/1.2; +https://openai.com/gptbot)",
      timestamp: now.toISOString(),
    },
  ]).flat();
  const refused = await fetch(`${baseUrl}/v1/analytics/${project.id}/events`, {
    method: "POST",
    headers: { authorization: `Bearer ${key}`, "content-type": "application/json" },
    body: JSON.stringify({ events }),
  });
  await refused.text();
  await ingestViewEvents(db, project.id, events, { now });
  await foldEverything(db);
  const site = (
    await sql<{
      id: number;
    }>`select id from analytics_sites where project_id = ${project.id}`.execute(db)
  ).rows[0]?.id;
  const tables = [
    "analytics_paths",
    "analytics_pending_views",
    "analytics_day_cells",
    "analytics_day_totals",
    "analytics_agents",
    "analytics_site_quarter_hours",
    "analytics_site_days",
    "analytics_site_agent_quarter_hours",
    "analytics_site_agent_days",
    "analytics_referrers",
    "analytics_site_referrer_days",
  ];
  const rows: Record<string, number> = {};
  let bytes = 0;
  for (const table of tables) {
    const r = await sql<{ n: string; b: string | null }>`
      select count(*) as n, sum(pg_column_size(t.*)) as b from ${sql.table(table)} t where t.site_id = ${site}
    `.execute(db);
    rows[table] = Number(r.rows[0]?.n ?? 0);
    bytes += Number(r.rows[0]?.b ?? 0);
  }
  return { rows, bytes, refusedStatus: refused.status };
}

function percentile(samples: number[], p: number): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length) - 1;
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank))] as number;
}

function mib(bytes: number): string {
  return `${(bytes / 2 ** 20).toFixed(1)} MiB`;
}

function renderMarkdown(r: Result): string {
  const { shape } = r;
  const rate = (x: Rate) => (x.events / x.seconds).toFixed(0);
  const loop = (x: Rate) => `${x.loopP99.toFixed(0)} / ${x.loopMax.toFixed(0)} ms`;
  const sumOf = (bytes: Record<string, number>) =>
    Object.entries(bytes)
      .filter(([t]) => t.startsWith("analytics"))
      .reduce((sum, [, b]) => sum + b, 0);
  const million = r.storedViews / 1_000_000;
  const storageRow = (label: string, disk: number, live: number) =>
    `| ${label} | ${mib(disk)} | ${mib(disk / million)} | ${mib(live)} | ${mib(live / million)} |`;
  const size = `${shape.views.toLocaleString("en")} history views`;
  const lines = [
    "## Page view analytics",
    "",
    "`npm run bench -- analytics` (PostgreSQL only, `DATABASE_URL`; size: `BENCH_VIEWS`, `BENCH_BACKFILL`, `BENCH_LIVE`, `BENCH_PATHS`,",
    "`BENCH_DAYS`; `BENCH_QUICK=1` for a small run). Every event goes through the real HTTP server (auth, validation, classification):",
    `${HTTP_CLIENTS} concurrent clients on their own thread post batches of ${HTTP_BATCH}. Deterministic data: long-tailed paths (Zipf s = 1),`,
    "70% browsers, 25% AI agents (GPTBot, ChatGPT-User, PerplexityBot, ClaudeBot), 5% Googlebot (not a view).",
    referrersOn()
      ? "Referrers on: 45% of browser requests carry a `referrer` (AI products 12 points: ChatGPT 7, Perplexity 3, Claude 1, Gemini 1; Google and Bing 18; GitHub 5; 500 other sites 10), each stored per path and quarter hour (`BENCH_REFERRERS=off` sends none)."
      : "Referrers off (`BENCH_REFERRERS=off`): no event carries a `referrer`; the views are otherwise the same.",
    "The history is sent in",
    "time order, each batch the next minutes of traffic over many paths; the backfill has dates uniformly random over the whole span,",
    "sent after the history. Housekeeping folds the pending batches every 2 s during the loads (in the server's process, as in production);",
    "what is left after each load is folded before the next step (timed apart), and a plain `VACUUM` runs between the history and the",
    "backfill, as autovacuum would between a history built up over months and a later import. Queries are sequential GETs over",
    "HTTP on ranges starting on random days (`limit=50`); the baseline is a `GROUP BY path` over a raw-event table (one row per view,",
    "indexed on `(project_id, at)`), run in SQL without HTTP, and compared with the views route's answer once per range.",
    "",
    `### PostgreSQL: ${size} over ${shape.days} days, ${shape.paths.toLocaleString("en")} paths, then a ${shape.backfill.toLocaleString("en")}-event backfill`,
    "",
    `Server: ${r.serverVersion.split(" on ")[0]}.`,
    "",
    "| ingestion over HTTP | events | seconds | events/s | server event loop delay p99 / max |",
    "|---|---|---|---|---|",
    `| live, stamped now (separate project) | ${r.live.events.toLocaleString("en")} | ${r.live.seconds.toFixed(1)} | ${rate(r.live)} | ${loop(r.live)} |`,
    `| history in time order | ${r.history.events.toLocaleString("en")} | ${r.history.seconds.toFixed(1)} | ${rate(r.history)} | ${loop(r.history)} |`,
    `| backfill in random order, after the history | ${r.backfill.events.toLocaleString("en")} | ${r.backfill.seconds.toFixed(1)} | ${rate(r.backfill)} | ${loop(r.backfill)} |`,
    "",
    `Folding what the loads left pending: ${r.folds.afterHistory.toFixed(1)} s after the history, ${r.folds.afterBackfill.toFixed(1)} s after the backfill.`,
    "",
    `| query over HTTP (${size} + backfill) | p50 | p95 | baseline p50 | p50 ratio | same answer |`,
    "|---|---|---|---|---|---|",
    ...r.queries.map((q) => {
      const mine = percentile(q.samples, 50);
      const theirs = q.baseline ? percentile(q.baseline, 50) : undefined;
      return `| ${q.label} | ${mine.toFixed(1)} ms | ${percentile(q.samples, 95).toFixed(1)} ms | ${theirs === undefined ? "" : `${theirs.toFixed(0)} ms`} | ${theirs === undefined ? "" : `${(theirs / mine).toFixed(0)}x`} | ${q.identical === undefined ? "" : q.identical ? "yes" : "NO"} |`;
    }),
    "",
    `| storage after history + backfill (${r.storedViews.toLocaleString("en")} views stored) | on disk, after VACUUM | per million views | live rows | per million views |`,
    "|---|---|---|---|---|",
    storageRow(
      "Inkwell, every analytics table (disk: with indexes)",
      sumOf(r.bytes.disk),
      sumOf(r.bytes.live),
    ),
    ...Object.entries(r.bytes.disk)
      .filter(([t, b]) => t.startsWith("analytics") && b > 64 * 1024)
      .map(([t, b]) => storageRow(`· ${t}`, b, r.bytes.live[t] ?? 0)),
    storageRow(
      "baseline raw events (disk: with its index)",
      r.bytes.disk.bench_raw_events ?? 0,
      r.bytes.live.bench_raw_events ?? 0,
    ),
    "",
    "On disk is what the files take after a plain `VACUUM` (what autovacuum does): it includes the free space that rewritten",
    "values leave until new writes reuse it. Live rows is the data itself.",
    "",
    `1970-and-today: 50 pages each viewed on 1970-01-01 and today (100 events). The events route answers ${r.amplification.refusedStatus}`,
    `(older than \`INKWELL_ANALYTICS_MAX_EVENT_AGE_DAYS\`); stored through the import path and folded, they make ${Object.values(r.amplification.rows).reduce((a, b) => a + b, 0)} rows`,
    `(${r.amplification.bytes.toLocaleString("en")} bytes of row data): ${Object.entries(
      r.amplification.rows,
    )
      .filter(([, n]) => n > 0)
      .map(([t, n]) => `${t} ${n}`)
      .join(", ")}.`,
    "",
    "The machine is shared with other work (2 cores, several processes), so figures vary between runs by some 20-30%.",
  ];
  return lines.join("\n");
}

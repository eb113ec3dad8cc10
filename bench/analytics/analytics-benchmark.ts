import { generateKeyPairSync } from "node:crypto";
import { performance } from "node:perf_hooks";
import { Worker } from "node:worker_threads";
import { type Kysely, sql } from "kysely";
import pino from "pino";
import { countViews } from "../../app/analytics/view-count.service.ts";
import { storeClassifiedViews } from "../../app/analytics/view-ingestion.service.ts";
import { systemClock } from "../../app/app-context.ts";
import { loadConfig } from "../../app/config.ts";
import { migrateToLatest } from "../../app/db/migrate-to-latest.ts";
import { type DatabaseHandle, openDatabase } from "../../app/db/open-database.ts";
import type { Database } from "../../app/db/schema.ts";
import { createApiKey } from "../../app/projects/api-key.service.ts";
import { createProject } from "../../app/projects/project.service.ts";
import { startServer } from "../../app/start-server.ts";
import type { PageViews } from "../../shared/api/analytics-schemas.ts";
import { type DataSetShape, generateViewsByDay, pathName, seededRandom } from "./generate-views.ts";

type Log = (line: string) => void;

interface RunOptions {
  kind: "postgres" | "pglite";
  shape: DataSetShape;
  inkwellQueries: number;
  baselineQueries: number;
  httpEvents: number;
  naiveSeconds: number;
}

interface RangeResult {
  days: number;
  inkwell: number[];
  baseline: number[];
  identical: boolean;
}

interface RunResult {
  options: RunOptions;
  loadSeconds: { inkwell: number; baseline: number };
  bytes: { inkwell: number; baseline: number; tables: Record<string, number> };
  ranges: RangeResult[];
  http: { events: number; seconds: number };
  naive: { events: number; seconds: number };
  serverVersion: string;
}

const BENCH_SCHEMA = "bench_analytics";

// Plain JavaScript for the client thread: one warm-up batch, then `clients` loops posting batches.
const CLIENT_WORKER = `
const { parentPort, workerData } = require("node:worker_threads");
const { url, key, bodies, batches, clients } = workerData;
const post = async (body) => {
  const res = await fetch(url, {
    method: "POST",
    headers: { authorization: "Bearer " + key, "content-type": "application/json" },
    body,
  });
  const text = await res.text();
  if (res.status !== 202) throw new Error("ingestion answered " + res.status + ": " + text);
};
(async () => {
  await post(bodies[0]);
  let next = 0;
  const t = performance.now();
  await Promise.all(Array.from({ length: clients }, async () => {
    while (next < batches) {
      const i = next++;
      await post(bodies[i % bodies.length]);
    }
  }));
  parentPort.postMessage({ seconds: (performance.now() - t) / 1000 });
})().catch((error) => parentPort.postMessage({ error: String(error) }));
`;
const HTTP_CLIENTS = 4;
const HTTP_BATCH = 500;

/** Page views: 10 million views over 5,000 paths and 400 days, against a raw-event GROUP BY. */
export async function runAnalyticsBenchmark(env: NodeJS.ProcessEnv, log: Log): Promise<string> {
  const quick = env.BENCH_QUICK === "1";
  const views = Number(env.BENCH_VIEWS ?? (quick ? 200_000 : 10_000_000));
  const paths = Number(env.BENCH_PATHS ?? 5000);
  const days = Number(env.BENCH_DAYS ?? 400);
  const pgliteViews = Number(env.BENCH_PGLITE_VIEWS ?? (quick ? 50_000 : 500_000));
  const start = new Date(Date.UTC(2025, 0, 1));
  const results: RunResult[] = [];
  if (env.DATABASE_URL) {
    results.push(
      await runOn(env.DATABASE_URL, log, {
        kind: "postgres",
        shape: { views, paths, days, start, seed: 42 },
        inkwellQueries: 60,
        baselineQueries: quick ? 5 : 10,
        httpEvents: quick ? 40_000 : 300_000,
        naiveSeconds: quick ? 2 : 8,
      }),
    );
  } else {
    log("DATABASE_URL is not set: the PostgreSQL run is skipped");
  }
  results.push(
    await runOn(undefined, log, {
      kind: "pglite",
      shape: { views: pgliteViews, paths, days, start, seed: 42 },
      inkwellQueries: 30,
      baselineQueries: quick ? 3 : 5,
      httpEvents: quick ? 10_000 : 50_000,
      naiveSeconds: quick ? 2 : 5,
    }),
  );
  return renderMarkdown(results);
}

async function runOn(url: string | undefined, log: Log, options: RunOptions): Promise<RunResult> {
  const { kind, shape } = options;
  log(`${kind}: ${shape.views} views, ${shape.paths} paths, ${shape.days} days`);
  const handle = await openDatabase({
    databaseUrl: url,
    ...(url ? { schema: BENCH_SCHEMA, poolSize: 10 } : {}),
  });
  const db = handle.db;
  try {
    if (url) {
      await sql`drop schema if exists ${sql.id(BENCH_SCHEMA)} cascade`.execute(db);
      await sql`create schema ${sql.id(BENCH_SCHEMA)}`.execute(db);
    }
    await migrateToLatest(db, url ? BENCH_SCHEMA : undefined);
    const serverVersion = (await sql<{ v: string }>`select version() as v`.execute(db)).rows[0]
      ?.v as string;
    const project = await createProject(db, { repo: "bench/docs" });

    // The baseline: one row per view, indexed on (project, time), counted with GROUP BY.
    await sql`
      create table bench_raw_events (
        project_id text not null, path text not null, at timestamptz not null, is_ai boolean not null
      )`.execute(db);

    const loadSeconds = { inkwell: 0, baseline: 0 };
    let day = 0;
    for (const dayViews of generateViewsByDay(shape)) {
      let t = performance.now();
      // One transaction per day of data (a log import sends bigger batches than the route takes).
      await storeClassifiedViews(db, project.id, dayViews);
      loadSeconds.inkwell += (performance.now() - t) / 1000;
      t = performance.now();
      for (let i = 0; i < dayViews.length; i += 25_000) {
        const chunk = dayViews.slice(i, i + 25_000);
        await sql`
          insert into bench_raw_events (project_id, path, at, is_ai)
          select ${project.id}, p, to_timestamp(ms / 1000.0), ai
          from unnest(${chunk.map((v) => v.path)}::text[], ${chunk.map((v) => v.at)}::float8[],
            ${chunk.map((v) => v.category !== 0)}::bool[]) as r(p, ms, ai)
        `.execute(db);
      }
      loadSeconds.baseline += (performance.now() - t) / 1000;
      day += 1;
      if (day % 50 === 0) {
        log(
          `${kind}: loaded ${day}/${shape.days} days (inkwell ${loadSeconds.inkwell.toFixed(0)} s, baseline ${loadSeconds.baseline.toFixed(0)} s)`,
        );
      }
    }
    let t = performance.now();
    await sql`create index bench_raw_events_project_at on bench_raw_events (project_id, at)`.execute(
      db,
    );
    loadSeconds.baseline += (performance.now() - t) / 1000;
    // What autovacuum does on a live server; index-only scans rely on the visibility map.
    t = performance.now();
    await sql`vacuum analyze`.execute(db);
    log(`${kind}: vacuum analyze ${((performance.now() - t) / 1000).toFixed(0)} s`);

    const bytes = await measureBytes(db);
    const ranges = await measureQueries(db, project.id, options, log);
    const http = await measureHttpIngestion(db, options, log);
    const naive = await measureNaiveInserts(url, options, log);
    return { options, loadSeconds, bytes, ranges, http, naive, serverVersion };
  } finally {
    if (url && process.env.BENCH_KEEP !== "1") {
      await sql`drop schema if exists ${sql.id(BENCH_SCHEMA)} cascade`.execute(db);
    }
    await handle.close();
  }
}

async function measureBytes(db: Kysely<Database>): Promise<RunResult["bytes"]> {
  const tables = [
    "analytics_sites",
    "analytics_paths",
    "analytics_quarter_hours",
    "analytics_daily_cumulative",
  ];
  const sizes: Record<string, number> = {};
  for (const table of [...tables, "bench_raw_events"]) {
    const row = await sql<{
      n: number;
    }>`select pg_total_relation_size(${table}::regclass)::int8 as n`.execute(db);
    sizes[table] = Number(row.rows[0]?.n ?? 0);
  }
  return {
    inkwell: tables.reduce((sum, t) => sum + (sizes[t] ?? 0), 0),
    baseline: sizes.bench_raw_events ?? 0,
    tables: sizes,
  };
}

async function baselineViews(
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
    th: number | null;
    ta: number | null;
    n: number;
  }>`
    with g as (
      select path, count(*) filter (where not is_ai) as human, count(*) filter (where is_ai) as ai
      from bench_raw_events where project_id = ${projectId} and at >= ${from} and at < ${to}
      group by path
    ),
    t as (select sum(human)::int8 as th, sum(ai)::int8 as ta, count(*)::int8 as n from g)
    select t.th, t.ta, t.n, pg.path, pg.human, pg.ai from t
    left join lateral (
      select path, human, ai, human + ai as total from g
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
    }));
  const human = Number(first?.th ?? 0);
  const ai = Number(first?.ta ?? 0);
  return {
    totals: { human, ai, total: human + ai },
    views,
    hasMore: offset + views.length < Number(first?.n ?? 0),
    // Exact bounds: the benchmark's ranges start and end on days.
    dateFrom: from.toISOString(),
    dateTo: to.toISOString(),
  };
}

async function measureQueries(
  db: Kysely<Database>,
  projectId: string,
  options: RunOptions,
  log: Log,
): Promise<RangeResult[]> {
  const random = seededRandom(7);
  const results: RangeResult[] = [];
  for (const days of [1, 30, 365]) {
    if (days >= options.shape.days) continue;
    const pick = () => {
      const startDay = Math.floor(random() * (options.shape.days - days));
      const from = new Date(options.shape.start.getTime() + startDay * 86_400_000);
      const to = new Date(from.getTime() + days * 86_400_000);
      const offset = [0, 0, 50, 1000][Math.floor(random() * 4)] as number;
      return { from, to, offset };
    };
    const result: RangeResult = { days, inkwell: [], baseline: [], identical: true };
    // Warm-up, and the check that both answer the same.
    const check = pick();
    const mine = await countViews(db, projectId, { ...check, limit: 50 });
    const theirs = await baselineViews(db, projectId, check.from, check.to, 50, check.offset);
    result.identical = JSON.stringify(mine) === JSON.stringify(theirs);
    // A few untimed queries on other days first: a running server has its catalog caches and the
    // small, hot path dictionary in memory. (The baseline's warm-up is the check above.)
    for (let i = 0; i < 10; i++) await countViews(db, projectId, { ...pick(), limit: 50 });
    for (let i = 0; i < options.inkwellQueries; i++) {
      const q = pick();
      const t = performance.now();
      await countViews(db, projectId, { ...q, limit: 50 });
      result.inkwell.push(performance.now() - t);
    }
    for (let i = 0; i < options.baselineQueries; i++) {
      const q = pick();
      const t = performance.now();
      await baselineViews(db, projectId, q.from, q.to, 50, q.offset);
      result.baseline.push(performance.now() - t);
    }
    log(
      `${options.kind}: ${days} d: inkwell p50 ${percentile(result.inkwell, 50).toFixed(1)} ms, baseline p50 ${percentile(result.baseline, 50).toFixed(0)} ms, same answer: ${result.identical}`,
    );
    results.push(result);
  }
  return results;
}

const USER_AGENTS = [
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1",
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 10.15; rv:144.0) Gecko/20100101 Firefox/144.0",
  "Mozilla/5.0 (Linux; Android 14; Pixel 8 Pro) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.6723.107 Mobile Safari/537.36",
  "Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; GPTBot/1.2; +https://openai.com/gptbot)",
  "Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko); compatible; ChatGPT-User/1.0; +https://openai.com/bot",
  "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
  "python-httpx/0.28.1",
];

/** Live traffic through the real server: 4 clients posting batches of 500, timestamps now. */
async function measureHttpIngestion(
  db: Kysely<Database>,
  options: RunOptions,
  log: Log,
): Promise<RunResult["http"]> {
  // Throwaway GitHub App credentials: the server runs as in production (no registration flow).
  const privateKey = generateKeyPairSync("rsa", { modulusLength: 2048 }).privateKey.export({
    type: "pkcs1",
    format: "pem",
  }) as string;
  const config = loadConfig({
    PORT: "0",
    HOST: "127.0.0.1",
    LOG_LEVEL: "error",
    INKWELL_AGENT_CONCURRENCY: "0",
    // Measures the storage, not flood control: no limit a benchmark's load would reach.
    INKWELL_EVENT_RATE_LIMIT: "1000000000",
    INKWELL_NEW_PATHS_PER_DAY: "1000000000",
    INKWELL_EVENT_MAX_AGE_DAYS: "36500",
    APP_ID: "1",
    PRIVATE_KEY: privateKey,
    WEBHOOK_SECRET: "bench",
  });
  const ctx = {
    config,
    db,
    clock: systemClock,
    log: pino({ level: "error" }),
    agentModel: undefined,
  };
  const project = await createProject(db, { repo: "bench/live" });
  const key = await createApiKey(db, { projectId: project.id, now: new Date() });
  const server = await startServer(ctx);
  const random = seededRandom(99);
  const bodies = Array.from({ length: 16 }, () =>
    JSON.stringify({
      events: Array.from({ length: HTTP_BATCH }, () => {
        const rank = Math.min(options.shape.paths, Math.floor(1 / (random() + 1e-4)));
        const md = random() < 0.05;
        return {
          path: `${pathName(rank)}${md ? ".md" : ""}`,
          userAgent: USER_AGENTS[Math.floor(random() * USER_AGENTS.length)] as string,
        };
      }),
    }),
  );
  const batches = Math.ceil(options.httpEvents / HTTP_BATCH);
  const url = `${server.url}/v1/analytics/${project.id}/events`;
  // The clients run on their own thread, as remote clients would: the server's event loop is its own.
  const worker = new Worker(CLIENT_WORKER, {
    eval: true,
    workerData: { url, key: key.key, bodies, batches, clients: HTTP_CLIENTS },
  });
  const seconds = await new Promise<number>((resolve, reject) => {
    worker.once("message", (m: { seconds?: number; error?: string }) =>
      m.error ? reject(new Error(m.error)) : resolve(m.seconds as number),
    );
    worker.once("error", reject);
  });
  await worker.terminate();
  await server.stop();
  const events = batches * HTTP_BATCH;
  log(`${options.kind}: HTTP ingestion ${(events / seconds).toFixed(0)} events/s`);
  return { events, seconds };
}

/** The naive way: one INSERT (one round trip, one commit) per event, 4 concurrent writers. */
async function measureNaiveInserts(
  url: string | undefined,
  options: RunOptions,
  log: Log,
): Promise<RunResult["naive"]> {
  const handles: DatabaseHandle[] = [];
  // PGlite has one connection: its writers share it.
  const shared = url ? undefined : await openDatabase({});
  try {
    if (shared) {
      await sql`create table bench_naive_events (project_id text not null, path text not null, at timestamptz not null, user_agent text not null)`.execute(
        shared.db,
      );
      await sql`create index on bench_naive_events (project_id, at)`.execute(shared.db);
    }
    for (let i = 0; i < HTTP_CLIENTS; i++) {
      handles.push(
        shared ?? (await openDatabase({ databaseUrl: url, schema: BENCH_SCHEMA, poolSize: 1 })),
      );
    }
    const first = handles[0] as DatabaseHandle;
    if (!shared) {
      await sql`create table bench_naive_events (project_id text not null, path text not null, at timestamptz not null, user_agent text not null)`.execute(
        first.db,
      );
      await sql`create index on bench_naive_events (project_id, at)`.execute(first.db);
    }
    let events = 0;
    const deadline = performance.now() + options.naiveSeconds * 1000;
    const t = performance.now();
    await Promise.all(
      handles.map(async (h, w) => {
        let i = 0;
        while (performance.now() < deadline) {
          await sql`insert into bench_naive_events (project_id, path, at, user_agent) values (${"p"}, ${pathName((w * 7919 + i++) % options.shape.paths)}, ${new Date()}, ${USER_AGENTS[i % USER_AGENTS.length] as string})`.execute(
            h.db,
          );
          events += 1;
        }
      }),
    );
    const seconds = (performance.now() - t) / 1000;
    log(`${options.kind}: one INSERT per event ${(events / seconds).toFixed(0)} events/s`);
    return { events, seconds };
  } finally {
    if (shared) await shared.close();
    else for (const h of handles) await h.close();
  }
}

function percentile(samples: number[], p: number): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length) - 1;
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank))] as number;
}

const NOTES = [
  "",
  "Notes. Storage grows with quarter hours that have views and with path-days (dense daily cumulative rows from each",
  "path's first to last view), not with views: the small PGlite run has the same 5,000 paths × 400 days as the large one,",
  "hence its high cost per million views. The machine is shared with other work, so runs vary by some 20-30%.",
].join("\n");

function renderMarkdown(results: RunResult[]): string {
  const lines = [
    "## Page view analytics",
    "",
    "`npm run bench -- analytics` (size: `BENCH_VIEWS`, `BENCH_PATHS`, `BENCH_DAYS`, `BENCH_PGLITE_VIEWS`; `BENCH_QUICK=1` for a small run).",
    "Deterministic data (seed 42): long-tailed paths (Zipf s = 1), a weekly rhythm, 70% human and 30% AI views, loaded in time order",
    "into Inkwell's storage (path dictionary, quarter-hour counts, dense daily cumulative counts) and into a raw-event table indexed on",
    "`(project_id, at)` queried with `GROUP BY path` (the baseline). Queries ask for `limit=50` at offsets 0, 50 or 1000 over ranges",
    "starting on random days; both answers are compared once per range. Ingestion runs through the real HTTP server (auth included),",
    "4 concurrent clients posting batches of 500 live events; the baseline is one `INSERT` per event from 4 concurrent connections.",
  ];
  for (const r of results) {
    const { shape } = r.options;
    const million = shape.views / 1_000_000;
    lines.push(
      "",
      `### ${r.options.kind === "postgres" ? "PostgreSQL" : "PGlite (embedded)"}: ${shape.views.toLocaleString("en")} views, ${shape.paths.toLocaleString("en")} paths, ${shape.days} days`,
      "",
      `Server: ${r.serverVersion.split(" on ")[0]}. Queries per range: ${r.options.inkwellQueries} (Inkwell), ${r.options.baselineQueries} (baseline).`,
      "",
      "| range | Inkwell p50 | Inkwell p95 | baseline p50 | baseline p95 | p50 ratio | same answer |",
      "|---|---|---|---|---|---|---|",
    );
    for (const range of r.ranges) {
      const mine = percentile(range.inkwell, 50);
      const theirs = percentile(range.baseline, 50);
      lines.push(
        `| ${range.days} day${range.days > 1 ? "s" : ""} | ${mine.toFixed(1)} ms | ${percentile(range.inkwell, 95).toFixed(1)} ms | ${theirs.toFixed(0)} ms | ${percentile(range.baseline, 95).toFixed(0)} ms | ${(theirs / mine).toFixed(0)}x | ${range.identical ? "yes" : "NO"} |`,
      );
    }
    const httpRate = r.http.events / r.http.seconds;
    const naiveRate = r.naive.events / r.naive.seconds;
    lines.push(
      "",
      "| ingestion | events | seconds | events/s |",
      "|---|---|---|---|",
      `| HTTP, 4 clients × batches of 500 | ${r.http.events.toLocaleString("en")} | ${r.http.seconds.toFixed(1)} | ${httpRate.toFixed(0)} |`,
      `| one INSERT per event, 4 connections | ${r.naive.events.toLocaleString("en")} | ${r.naive.seconds.toFixed(1)} | ${naiveRate.toFixed(0)} |`,
      `| ratio | | | ${(httpRate / naiveRate).toFixed(1)}x |`,
      "",
      "| storage | bytes | per million views |",
      "|---|---|---|",
      `| Inkwell (paths, quarter hours, daily cumulative, with indexes) | ${mib(r.bytes.inkwell)} | ${mib(r.bytes.inkwell / million)} |`,
      ...Object.entries(r.bytes.tables)
        .filter(([t]) => t.startsWith("analytics_"))
        .map(([t, b]) => `| · ${t} | ${mib(b)} | ${mib(b / million)} |`),
      `| baseline raw events (with its index) | ${mib(r.bytes.baseline)} | ${mib(r.bytes.baseline / million)} |`,
      "",
      `Bulk load in time order: Inkwell ${r.loadSeconds.inkwell.toFixed(0)} s (${(shape.views / r.loadSeconds.inkwell).toFixed(0)} views/s, same storage code as the events route, classification excluded), baseline ${r.loadSeconds.baseline.toFixed(0)} s.`,
    );
  }
  lines.push(NOTES);
  return lines.join("\n");
}

function mib(bytes: number): string {
  return `${(bytes / 2 ** 20).toFixed(1)} MiB`;
}

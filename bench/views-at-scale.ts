import os from "node:os";
import { type Kysely, sql } from "kysely";
import pg from "pg";
import { median } from "#testkit/median.ts";
import { seededRandom } from "#testkit/seeded-random.ts";
import { ingestViewEvents } from "../app/analytics/ingest/view-ingestion.service.ts";
import { openDatabase } from "../app/db/open-database.ts";
import type { Database } from "../app/db/schema.ts";
import type { PageViews } from "../shared/api/analytics-schemas.ts";
import { baselineViews, foldEverything, loadBaseline } from "./analytics/analytics-benchmark.ts";
import { type EventStreamSpec, generateEventBatches } from "./analytics/generate-views.ts";
import { dropDatabase, freshDatabase, seedBenchProject } from "./bench-http.ts";
import { type ServerProcess, startServerProcess } from "./server-process.ts";
import { serverEnv } from "./speed-ratios.ts";

/**
 * `npm run bench -- views-10m`: the views route's p50 over HTTP against the raw table's GROUP BY
 * at the issue's scale (10 million views over 400 days and 5,000 paths, Zipf, referrers on),
 * for 1, 30 and 365-day ranges. The views are stored through ingestion's own code
 * (`ingestViewEvents`, the import path: classification, path admission, pending batches) and
 * folded, without HTTP: posting 10 million events would take most of the run. Size:
 * `BENCH_VIEWS`, `BENCH_PATHS`, `BENCH_DAYS`. `BENCH_KEEP_DB=1` keeps the database (and reuses
 * one a previous run kept, after migrating it), so one data set can be measured by two builds.
 */

const DATABASE = "inkwell_views_at_scale";
const DAY_MS = 86_400_000;
/** Events stored per ingestion call, and calls between folds. */
const EVENTS_PER_CALL = 10_000;
const CALLS_PER_FOLD = 20;
const LOCAL_OFFSET_MS = 330 * 60_000;
/** Timed GETs per range length. */
const GETS = 100;

export interface ViewsAtScaleShape {
  views: number;
  paths: number;
  days: number;
}

interface RangeTiming {
  days: number;
  /** Ranges start this long before a UTC midnight: local days of a zone ahead of UTC. */
  offsetMs: number;
  inkwellP50: number;
  baselineP50: number;
  samples: number;
  /** The server process's CPU time per GET (from /proc): steadier than latency on a busy machine. */
  serverCpuMs: number;
}

export async function runViewsAtScaleBenchmark(
  env: NodeJS.ProcessEnv,
  log: (line: string) => void,
): Promise<string> {
  const shape: ViewsAtScaleShape = {
    views: Number(env.BENCH_VIEWS ?? 10_000_000),
    paths: Number(env.BENCH_PATHS ?? 5000),
    days: Number(env.BENCH_DAYS ?? 400),
  };
  const keep = env.BENCH_KEEP_DB === "1";
  const adminUrl = env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
  const databaseUrl = keep
    ? await existingOrFreshDatabase(adminUrl, DATABASE)
    : await freshDatabase(adminUrl, DATABASE);
  const loadBefore = os.loadavg()[0] ?? 0;
  // The server migrates the database when it starts: a kept data set gets this build's schema.
  const server = await startServerProcess("built", serverEnv(databaseUrl, shape.days + 1), log);
  const handle = await openDatabase({ databaseUrl, poolSize: 4 });
  try {
    const db = handle.db;
    const today = Math.floor(Date.now() / DAY_MS) * DAY_MS;
    const seeded = await findSeeded(db);
    let project: { projectId: string; headers: Record<string, string>; startMs: number };
    let foldSeconds: number | undefined;
    if (seeded) {
      log(`reusing the kept data set (${seeded.views} views, first day ${seeded.start})`);
      project = {
        projectId: seeded.projectId,
        headers: { authorization: `Bearer ${seeded.key}` },
        startMs: Date.parse(seeded.start),
      };
    } else {
      const created = await seedBenchProject(db);
      const startMs = today - shape.days * DAY_MS;
      const spec: EventStreamSpec = {
        mode: "history",
        events: shape.views,
        batchSize: 500,
        paths: shape.paths,
        startMs,
        spanMs: shape.days * DAY_MS,
        seed: 42,
      };
      foldSeconds = await storeHistory(db, created.projectId, spec, log);
      log("baseline: the same events as raw rows");
      await loadBaseline(db, created.projectId, [spec]);
      await sql`vacuum analyze`.execute(db);
      await sql`
        create table bench_views_at_scale (project_id text, key text, views int8, start text)
      `.execute(db);
      await sql`
        insert into bench_views_at_scale
        values (${created.projectId}, ${created.key}, ${shape.views}, ${new Date(startMs).toISOString()})
      `.execute(db);
      project = { projectId: created.projectId, headers: created.headers, startMs };
    }
    const timings: RangeTiming[] = [];
    for (const days of [1, 30, 365]) {
      if (days >= shape.days) continue;
      timings.push(await timeRange(db, server, project, shape.days, days, 0, log));
    }
    // A local day of a site at UTC+05:30: both bounds inside UTC days.
    timings.push(await timeRange(db, server, project, shape.days, 1, LOCAL_OFFSET_MS, log));
    return render(shape, loadBefore, timings, foldSeconds);
  } finally {
    await handle.close();
    await server.stop();
    if (!keep) await dropDatabase(adminUrl, DATABASE);
  }
}

async function existingOrFreshDatabase(adminUrl: string, name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const found = await admin.query("select 1 from pg_database where datname = $1", [name]);
    if (found.rowCount === 0) await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function findSeeded(
  db: Kysely<Database>,
): Promise<{ projectId: string; key: string; views: number; start: string } | undefined> {
  const exists = await sql<{ t: string | null }>`
    select to_regclass('bench_views_at_scale')::text as t
  `.execute(db);
  if (!exists.rows[0]?.t) return undefined;
  const row = await sql<{ project_id: string; key: string; views: string; start: string }>`
    select project_id, key, views, start from bench_views_at_scale
  `.execute(db);
  const found = row.rows[0];
  if (!found) return undefined;
  return {
    projectId: found.project_id,
    key: found.key,
    views: Number(found.views),
    start: found.start,
  };
}

/** Stores the stream through ingestion and folds as it goes; returns the seconds folds took. */
async function storeHistory(
  db: Kysely<Database>,
  projectId: string,
  spec: EventStreamSpec,
  log: (line: string) => void,
): Promise<number> {
  const now = new Date();
  let events: ReturnType<typeof generateEventBatches> extends Generator<infer T> ? T : never = [];
  let calls = 0;
  let stored = 0;
  let foldMs = 0;
  const started = performance.now();
  const fold = async () => {
    const t = performance.now();
    await foldEverything(db);
    foldMs += performance.now() - t;
  };
  for (const batch of generateEventBatches(spec)) {
    events = events.concat(batch);
    if (events.length < EVENTS_PER_CALL) continue;
    await ingestViewEvents(db, projectId, events, { now });
    stored += events.length;
    events = [];
    if (++calls % CALLS_PER_FOLD === 0) {
      await fold();
      if (calls % (CALLS_PER_FOLD * 10) === 0) {
        const seconds = (performance.now() - started) / 1000;
        log(
          `stored ${stored} events in ${seconds.toFixed(0)} s (folding ${(foldMs / 1000).toFixed(0)} s)`,
        );
      }
    }
  }
  if (events.length > 0) await ingestViewEvents(db, projectId, events, { now });
  await fold();
  return foldMs / 1000;
}

/**
 * Interleaved samples of the views route over HTTP (limit=50) and of the raw GROUP BY, on ranges
 * starting on random days; the route's answer is checked against the GROUP BY's first.
 */
async function timeRange(
  db: Kysely<Database>,
  server: ServerProcess,
  project: { projectId: string; headers: Record<string, string>; startMs: number },
  spanDays: number,
  days: number,
  offsetMs: number,
  log: (line: string) => void,
): Promise<RangeTiming> {
  const random = seededRandom(7 + days);
  const pick = () => {
    const startDay = 1 + Math.floor(random() * (spanDays - days - 1));
    const from = new Date(project.startMs + startDay * DAY_MS - offsetMs);
    return { from, to: new Date(from.getTime() + days * DAY_MS) };
  };
  const url = (r: { from: Date; to: Date }) =>
    `${server.url}/v1/analytics/${project.projectId}/views?dateFrom=${r.from.toISOString()}&dateTo=${r.to.toISOString()}&limit=50`;
  const get = async (r: { from: Date; to: Date }) => {
    const res = await fetch(url(r), { headers: project.headers });
    if (res.status !== 200) throw new Error(`views answered ${res.status}: ${await res.text()}`);
    return (await res.json()) as PageViews;
  };
  for (let i = 0; i < 3; i++) {
    const check = pick();
    const mine = await get(check);
    const theirs = await baselineViews(db, project.projectId, check.from, check.to, 50, 0);
    if (JSON.stringify(mine) !== JSON.stringify(theirs)) {
      throw new Error(`the views route and the raw GROUP BY disagree on ${days} days`);
    }
  }
  for (let i = 0; i < 10; i++) await get(pick());
  const mine: number[] = [];
  const base: number[] = [];
  const baselineEvery = days >= 365 ? 10 : 4;
  let serverCpu = 0;
  for (let i = 0; i < GETS; i++) {
    const r = pick();
    const cpuBefore = server.cpuMs();
    let t = performance.now();
    await get(r);
    mine.push(performance.now() - t);
    serverCpu += server.cpuMs() - cpuBefore;
    if (i % baselineEvery === 0) {
      t = performance.now();
      await baselineViews(db, project.projectId, r.from, r.to, 50, 0);
      base.push(performance.now() - t);
    }
  }
  const timing = {
    days,
    offsetMs,
    inkwellP50: median(mine),
    baselineP50: median(base),
    samples: mine.length,
    serverCpuMs: serverCpu / mine.length,
  };
  log(
    `views ${label(timing)}: p50 ${timing.inkwellP50.toFixed(2)} ms over HTTP, raw GROUP BY ${timing.baselineP50.toFixed(1)} ms (${(timing.baselineP50 / timing.inkwellP50).toFixed(0)}x), server CPU ${timing.serverCpuMs.toFixed(2)} ms a GET`,
  );
  return timing;
}

function render(
  shape: ViewsAtScaleShape,
  loadBefore: number,
  timings: RangeTiming[],
  foldSeconds: number | undefined,
): string {
  return [
    `## The views route at ${shape.views.toLocaleString("en-US")} views`,
    "",
    `\`npm run bench -- views-10m\`. ${shape.views.toLocaleString("en-US")} history events over ${shape.days} days and ${shape.paths.toLocaleString("en-US")} paths (Zipf, s = 1), referrers on, the speed-ratio benchmark's stream (seed 42), stored through ingestion's own code without HTTP (\`ingestViewEvents\`, as an import does) and folded${foldSeconds === undefined ? "" : ` (folds: ${foldSeconds.toFixed(0)} s in all)`}. The route is the compiled server's, over HTTP (\`limit=50\`), ${GETS} sequential GETs per range length on ranges starting on random UTC days (and local days of UTC+05:30, whose bounds fall inside UTC days), the baseline a \`GROUP BY path\` over a raw-event table indexed on \`(project_id, at)\`, interleaved with them; the route's answer equals the baseline's on 3 ranges of each length. Load average when the run began: ${loadBefore.toFixed(1)}.`,
    "",
    "| range | views p50 over HTTP | server CPU a GET | raw GROUP BY p50 | ratio |",
    "|---|---:|---:|---:|---:|",
    ...timings.map(
      (t) =>
        `| ${label(t)} | ${t.inkwellP50.toFixed(2)} ms | ${t.serverCpuMs.toFixed(2)} ms | ${t.baselineP50.toFixed(1)} ms | ${(t.baselineP50 / t.inkwellP50).toFixed(0)}x |`,
    ),
  ].join("\n");
}

function label(timing: { days: number; offsetMs: number }): string {
  const days = `${timing.days} day${timing.days > 1 ? "s" : ""}`;
  return timing.offsetMs === 0 ? `${days} (UTC)` : `${days}, local (UTC+05:30)`;
}

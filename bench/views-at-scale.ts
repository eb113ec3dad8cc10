import os from "node:os";
import { type Kysely, sql } from "kysely";
import pg from "pg";
import { median } from "#testkit/median.ts";
import { seededRandom } from "#testkit/seeded-random.ts";
import { ingestViewEvents } from "../app/analytics/ingest/view-ingestion.service.ts";
import { openDatabase } from "../app/db/open-database.ts";
import type { Database } from "../app/db/schema.ts";
import { deleteProject } from "../app/projects/project.service.ts";
import type { PageViews, ReferrerViews } from "../shared/api/analytics-schemas.ts";
import { baselineViews, foldEverything, loadBaseline } from "./analytics/analytics-benchmark.ts";
import { type EventStreamSpec, generateEventBatches } from "./analytics/generate-views.ts";
import { dropDatabase, freshDatabase, seedBenchProject } from "./bench-http.ts";
import { type KeepAliveGet, keepAliveGet } from "./keep-alive-get.ts";
import { type ServerProcess, startServerProcess } from "./server-process.ts";
import { serverEnv } from "./speed-ratios.ts";

/**
 * `npm run bench -- views-10m`: the views route's p50 over HTTP against the raw table's GROUP BY
 * at the issue's scale (10 million views over 400 days and 5,000 paths, Zipf, referrers on),
 * for 1, 30 and 365-day ranges. The views are stored through ingestion's own code
 * (`ingestViewEvents`, the import path: classification, path admission, pending batches) and
 * folded, without HTTP: posting 10 million events would take most of the run. Size:
 * `BENCH_VIEWS`, `BENCH_PATHS`, `BENCH_DAYS`. `BENCH_KEEP_DB=1` keeps the database (and reuses
 * one a previous run kept, after migrating it), so one data set can be measured by two builds;
 * `BENCH_DB` names another database, so that two shapes can be kept side by side.
 *
 * `npm run bench -- views-100m` is the same at 100 million views over 400 days and 50,000 paths,
 * in a database of its own (building it takes about an hour here). Both also measure, on the data
 * set they hold: the referrers route's p50 over HTTP, the analytics tables' size per million views,
 * and ingestion's events/s into it (`BENCH_INGEST_EVENTS`, 1,000,000 unless told, in time order and
 * then in random order, each into a project of its own that is deleted afterwards).
 */

const DATABASE = "inkwell_views_at_scale";
const DATABASE_100M = "inkwell_views_at_scale_100m";
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

interface ReferrerTiming {
  days: number;
  p50: number;
  serverCpuMs: number;
}

interface IngestionRate {
  order: "time order" | "random order";
  events: number;
  seconds: number;
  foldSeconds: number;
}

interface Storage {
  views: number;
  bytes: number;
}

/** The server, and the one connection its latency samples are taken on. */
type SampledServer = ServerProcess & { get: KeepAliveGet };

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

/** `views-100m`: the same benchmark at 100 million views and 50,000 paths, in its own database. */
export function runViews100mBenchmark(
  env: NodeJS.ProcessEnv,
  log: (line: string) => void,
): Promise<string> {
  return runViewsAtScaleBenchmark(env, log, {
    views: 100_000_000,
    paths: 50_000,
    database: DATABASE_100M,
    command: "views-100m",
  });
}

export async function runViewsAtScaleBenchmark(
  env: NodeJS.ProcessEnv,
  log: (line: string) => void,
  defaults: { views: number; paths: number; database: string; command: string } = {
    views: 10_000_000,
    paths: 5000,
    database: DATABASE,
    command: "views-10m",
  },
): Promise<string> {
  const shape: ViewsAtScaleShape = {
    views: Number(env.BENCH_VIEWS ?? defaults.views),
    paths: Number(env.BENCH_PATHS ?? defaults.paths),
    days: Number(env.BENCH_DAYS ?? 400),
  };
  const ingestEvents = Number(env.BENCH_INGEST_EVENTS ?? 1_000_000);
  const keep = env.BENCH_KEEP_DB === "1";
  const adminUrl = env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
  const database = env.BENCH_DB ?? defaults.database;
  const databaseUrl = keep
    ? await existingOrFreshDatabase(adminUrl, database)
    : await freshDatabase(adminUrl, database);
  const loadBefore = os.loadavg()[0] ?? 0;
  // The server migrates the database when it starts: a kept data set gets this build's schema.
  const started = await startServerProcess("built", serverEnv(databaseUrl, shape.days + 1), log);
  const server: SampledServer = { ...started, get: keepAliveGet(started.url) };
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
    const referrers: ReferrerTiming[] = [];
    for (const days of [1, 30, 365]) {
      if (days < shape.days) referrers.push(await timeReferrers(server, project, shape.days, days));
    }
    const storage = await measureStorage(db, shape.views);
    log(`analytics tables: ${(storage.bytes / 2 ** 20).toFixed(0)} MiB for ${storage.views} views`);
    const ingestion: IngestionRate[] = [];
    if (ingestEvents > 0) {
      for (const mode of ["history", "backfill"] as const) {
        ingestion.push(await timeIngestion(db, shape, mode, ingestEvents, log));
      }
    }
    return render(
      defaults.command,
      shape,
      loadBefore,
      { timings, referrers, storage, ingestion },
      foldSeconds,
    );
  } finally {
    await handle.close();
    server.get.close();
    await server.stop();
    if (!keep) await dropDatabase(adminUrl, database);
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
 * Events/s of ingestion's own code into the data set, folds included: a stream of `events` over
 * the whole span, in time order (`history`) or at random dates (`backfill`), into a project of its
 * own, deleted afterwards so that the data set stays as it was.
 */
async function timeIngestion(
  db: Kysely<Database>,
  shape: ViewsAtScaleShape,
  mode: "history" | "backfill",
  events: number,
  log: (line: string) => void,
): Promise<IngestionRate> {
  const project = await seedBenchProject(db);
  const today = Math.floor(Date.now() / DAY_MS) * DAY_MS;
  const spec: EventStreamSpec = {
    mode,
    events,
    batchSize: 500,
    paths: shape.paths,
    startMs: today - shape.days * DAY_MS,
    spanMs: shape.days * DAY_MS,
    seed: mode === "history" ? 43 : 44,
  };
  const started = performance.now();
  const foldSeconds = await storeHistory(db, project.projectId, spec, () => {});
  const seconds = (performance.now() - started) / 1000;
  const rate: IngestionRate = {
    order: mode === "history" ? "time order" : "random order",
    events,
    seconds,
    foldSeconds,
  };
  log(
    `ingestion in ${rate.order}: ${events} events in ${seconds.toFixed(1)} s (${Math.round(events / seconds)} events/s, folding ${foldSeconds.toFixed(1)} s)`,
  );
  await deleteProject(db, project.projectId);
  return rate;
}

/** The analytics tables' size on disk (indexes and TOAST included), for the data set's events. */
async function measureStorage(db: Kysely<Database>, views: number): Promise<Storage> {
  const size = await sql<{ bytes: string }>`
    select coalesce(sum(pg_total_relation_size(c.oid)), 0)::int8 as bytes
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = current_schema() and c.relkind = 'r' and c.relname like 'analytics%'
  `.execute(db);
  return { bytes: Number(size.rows[0]?.bytes ?? 0), views };
}

/** p50 of sequential referrers GETs over HTTP (`limit=50`) on ranges starting on random days. */
async function timeReferrers(
  server: SampledServer,
  project: { projectId: string; headers: Record<string, string>; startMs: number },
  spanDays: number,
  days: number,
): Promise<ReferrerTiming> {
  const random = seededRandom(70 + days);
  const times: number[] = [];
  let serverCpu = 0;
  for (let i = 0; i < 10 + GETS / 2; i++) {
    const startDay = 1 + Math.floor(random() * (spanDays - days - 1));
    const from = new Date(project.startMs + startDay * DAY_MS);
    const to = new Date(from.getTime() + days * DAY_MS);
    const cpuBefore = server.cpuMs();
    const t = performance.now();
    const res = await server.get(
      `/v1/analytics/${project.projectId}/referrers?dateFrom=${from.toISOString()}&dateTo=${to.toISOString()}&limit=50`,
      project.headers,
    );
    if (res.status !== 200) throw new Error(`referrers answered ${res.status}: ${res.body}`);
    const body = JSON.parse(res.body) as ReferrerViews;
    if (i < 10) {
      if (body.referrers.length === 0) throw new Error(`no referrers in ${days} days`);
      continue;
    }
    times.push(performance.now() - t);
    serverCpu += server.cpuMs() - cpuBefore;
  }
  return { days, p50: median(times), serverCpuMs: serverCpu / times.length };
}

/**
 * Interleaved samples of the views route over HTTP (limit=50) and of the raw GROUP BY, on ranges
 * starting on random days; the route's answer is checked against the GROUP BY's first.
 */
async function timeRange(
  db: Kysely<Database>,
  server: SampledServer,
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
    `/v1/analytics/${project.projectId}/views?dateFrom=${r.from.toISOString()}&dateTo=${r.to.toISOString()}&limit=50`;
  const get = async (r: { from: Date; to: Date }) => {
    const res = await server.get(url(r), project.headers);
    if (res.status !== 200) throw new Error(`views answered ${res.status}: ${res.body}`);
    return JSON.parse(res.body) as PageViews;
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
  command: string,
  shape: ViewsAtScaleShape,
  loadBefore: number,
  measured: {
    timings: RangeTiming[];
    referrers: ReferrerTiming[];
    storage: Storage;
    ingestion: IngestionRate[];
  },
  foldSeconds: number | undefined,
): string {
  const { timings, referrers, storage, ingestion } = measured;
  const perMillion = storage.views > 0 ? storage.bytes / 2 ** 20 / (storage.views / 1e6) : 0;
  return [
    `## The views route at ${shape.views.toLocaleString("en-US")} views`,
    "",
    `\`npm run bench -- ${command}\`. ${shape.views.toLocaleString("en-US")} history events over ${shape.days} days and ${shape.paths.toLocaleString("en-US")} paths (Zipf, s = 1), referrers on, the speed-ratio benchmark's stream (seed 42), stored through ingestion's own code without HTTP (\`ingestViewEvents\`, as an import does) and folded${foldSeconds === undefined ? "" : ` (folds: ${foldSeconds.toFixed(0)} s in all)`}. The route is the compiled server's, over HTTP (\`limit=50\`) on one kept-alive \`node:http\` connection, ${GETS} sequential GETs per range length on ranges starting on random UTC days (and local days of UTC+05:30, whose bounds fall inside UTC days), the baseline a \`GROUP BY path\` over a raw-event table indexed on \`(project_id, at)\`, interleaved with them; the route's answer equals the baseline's on 3 ranges of each length. Load average when the run began: ${loadBefore.toFixed(1)}.`,
    "",
    "| range | views p50 over HTTP | server CPU a GET | raw GROUP BY p50 | ratio |",
    "|---|---:|---:|---:|---:|",
    ...timings.map(
      (t) =>
        `| ${label(t)} | ${t.inkwellP50.toFixed(2)} ms | ${t.serverCpuMs.toFixed(2)} ms | ${t.baselineP50.toFixed(1)} ms | ${(t.baselineP50 / t.inkwellP50).toFixed(0)}x |`,
    ),
    "",
    `Referrers over HTTP (\`limit=50\`), p50 of ${GETS / 2} sequential GETs after 10 warm-ups, ranges starting on random UTC days: ${referrers.map((r) => `${r.days} day${r.days > 1 ? "s" : ""} ${r.p50.toFixed(2)} ms (server CPU ${r.serverCpuMs.toFixed(2)} ms a GET)`).join(", ")}. Storage: the analytics tables (indexes included, the raw baseline table not) take ${(storage.bytes / 2 ** 20).toFixed(0)} MiB for the ${storage.views.toLocaleString("en-US")} events of the data set, ${perMillion.toFixed(1)} MiB per million.`,
    ...(ingestion.length === 0
      ? []
      : [
          "",
          "| ingestion into this data set, ingestion's own code, folds included | events | seconds | events/s | of which folding |",
          "|---|---:|---:|---:|---:|",
          ...ingestion.map(
            (r) =>
              `| ${r.order}, over the ${shape.days} days and ${shape.paths.toLocaleString("en-US")} paths | ${r.events.toLocaleString("en-US")} | ${r.seconds.toFixed(1)} | ${Math.round(r.events / r.seconds).toLocaleString("en-US")} | ${r.foldSeconds.toFixed(1)} s |`,
          ),
        ]),
  ].join("\n");
}

function label(timing: { days: number; offsetMs: number }): string {
  const days = `${timing.days} day${timing.days > 1 ? "s" : ""}`;
  return timing.offsetMs === 0 ? `${days} (UTC)` : `${days}, local (UTC+05:30)`;
}

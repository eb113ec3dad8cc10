import { type ChildProcess, spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { Worker } from "node:worker_threads";
import { sql } from "kysely";
import pg from "pg";
import { from as copyFrom } from "pg-copy-streams";
import {
  TEST_APP_ID,
  TEST_WEBHOOK_SECRET,
  testPrivateKey,
} from "#testkit/github/github-app-credentials.ts";
import { median } from "#testkit/median.ts";
import { seededRandom } from "#testkit/seeded-random.ts";
import { openDatabase } from "../app/db/open-database.ts";
import type { PageViews } from "../shared/api/analytics-schemas.ts";
import { baselineViews, foldEverything, loadBaseline } from "./analytics/analytics-benchmark.ts";
import { type EventStreamSpec, generateEventBatches } from "./analytics/generate-views.ts";
import {
  autocannon,
  createJobsOverHttp,
  dropDatabase,
  freshDatabase,
  seedBenchProject,
} from "./bench-http.ts";
import { serverNodeFlags } from "./server-node-flags.ts";
import { type ServerProcess, startServerProcess } from "./server-process.ts";

/**
 * Inkwell's speed as ratios to a baseline measured in the same run, on the same machine, so that
 * the machine's other load cancels out: the routes clients call most against a bare `node:http`
 * server answering the same JSON, the views route against a GROUP BY over raw events, and
 * ingestion over HTTP against PostgreSQL's COPY of the same events.
 */

/** `INKWELL_BENCH_DATABASE` names another, so that two checkouts can measure at once. */
const DATABASE = process.env.INKWELL_BENCH_DATABASE ?? "inkwell_speed_ratios";
const DAY_MS = 86_400_000;
const ROOT = path.resolve(import.meta.dirname, "..");

export interface SpeedShape {
  /** autocannon connections, seconds per round, rounds (each a baseline then an Inkwell run). */
  connections: number;
  seconds: number;
  rounds: number;
  /** Page views of the analytics part: history over `days` days and `paths` paths. */
  views: number;
  paths: number;
  days: number;
}

export const GUARD_SHAPE: SpeedShape = {
  connections: 50,
  seconds: 5,
  rounds: 2,
  views: 300_000,
  paths: 1000,
  days: 400,
};

export interface RatioRow {
  /** Stable key, as in bench/guard-floors.json. */
  key: string;
  label: string;
  inkwell: string;
  baseline: string;
  /** Inkwell against the baseline; higher is better. */
  ratio: number;
  /** "%" for shares of the baseline's throughput, "x" for times faster than the baseline. */
  unit: "%" | "x";
}

export interface SpeedResult {
  shape: SpeedShape;
  loadBefore: number;
  rows: RatioRow[];
  jobP99: number;
  bareP99: number;
}

/** The bare server (bench/bare-server.mjs) in a process of its own, answering `bodies` by path. */
async function startBareServer(
  bodies: Record<string, string>,
  fallback: string,
): Promise<BareServer> {
  const child: ChildProcess = spawn(
    process.execPath,
    // With the Node.js flags Inkwell's server runs with, so that only the code differs.
    [...serverNodeFlags(), path.join(ROOT, "bench", "bare-server.mjs")],
    {
      env: {
        PATH: process.env.PATH ?? "",
        BARE_BODIES: JSON.stringify(bodies),
        BARE_DEFAULT: fallback,
      },
      stdio: ["ignore", "pipe", "inherit"],
    },
  );
  const port = await new Promise<number>((resolve, reject) => {
    child.once("exit", (code) => reject(new Error(`the bare server exited (${code})`)));
    child.stdout?.once("data", (chunk: Buffer) => resolve(JSON.parse(chunk.toString()).port));
  });
  const exited = new Promise((resolve) => child.once("exit", resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    cpuMs: () => cpuMsOf(child.pid as number),
    async stop() {
      child.kill("SIGTERM");
      await exited;
    },
  };
}

export function serverEnv(databaseUrl: string, days: number): Record<string, string> {
  return {
    HOST: "127.0.0.1",
    APP_ID: TEST_APP_ID,
    PRIVATE_KEY: testPrivateKey(),
    WEBHOOK_SECRET: TEST_WEBHOOK_SECRET,
    DATABASE_URL: databaseUrl,
    // Configured so jobs can be created; no worker runs, so it is never called.
    INKWELL_MODEL: "openai-compatible:bench",
    INKWELL_MODEL_BASE_URL: "http://127.0.0.1:9/v1",
    INKWELL_AGENT_CONCURRENCY: "0",
    INKWELL_JOB_RATE_LIMIT: "100000000",
    INKWELL_ANALYTICS_MAX_EVENT_AGE_DAYS: String(days + 1),
    INKWELL_EVENT_RATE_LIMIT: "1000000000",
    INKWELL_NEW_PATHS_PER_DAY: "1000000000",
  };
}

interface BareServer {
  url: string;
  cpuMs(): number;
  stop(): Promise<void>;
}

/** CPU time a process has used so far (user and system), from /proc. */
function cpuMsOf(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

interface Load {
  requests: number;
  seconds: number;
  p99: number;
  failures: number;
  /** The server process's CPU time over the runs. */
  cpuMs: number;
}

async function load(
  url: string,
  connections: number,
  seconds: number,
  headers: Record<string, string>,
  paths: string[],
): Promise<Load> {
  let next = 0;
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    headers,
    requests: [
      {
        method: "GET",
        setupRequest: (request: Record<string, unknown>) => ({
          ...request,
          path: paths[next++ % paths.length],
        }),
      },
    ],
  });
  return {
    requests: result.requests.total,
    seconds: result.duration,
    p99: result.latency.p99,
    failures: result.errors + result.timeouts + result.non2xx,
    cpuMs: 0,
  };
}

/**
 * Rounds of the baseline then Inkwell, back to back, so both see the same machine; the ratio is
 * of the requests each answered in its rounds, p99 the worst round's.
 */
async function compareThroughput(
  shape: SpeedShape,
  bare: BareServer,
  inkwell: ServerProcess,
  headers: Record<string, string>,
  paths: string[],
  log: (line: string) => void,
): Promise<{ bare: Load; inkwell: Load }> {
  // Warm both up (JIT, connection pools) before anything counts.
  await load(bare.url, shape.connections, 1, headers, paths);
  await load(inkwell.url, shape.connections, 2, headers, paths);
  const zero = (): Load => ({ requests: 0, seconds: 0, p99: 0, failures: 0, cpuMs: 0 });
  const sum = { bare: zero(), inkwell: zero() };
  for (let round = 0; round < shape.rounds; round++) {
    for (const [side, server] of [
      ["bare", bare],
      ["inkwell", inkwell],
    ] as const) {
      const cpuBefore = server.cpuMs();
      const run = await load(server.url, shape.connections, shape.seconds, headers, paths);
      const total = sum[side];
      total.cpuMs += server.cpuMs() - cpuBefore;
      total.requests += run.requests;
      total.seconds += run.seconds;
      total.p99 = Math.max(total.p99, run.p99);
      total.failures += run.failures;
    }
  }
  for (const side of ["bare", "inkwell"] as const) {
    const s = sum[side];
    log(
      `${paths[0]} ${side}: ${perSecond(s)} req/s, p99 ${s.p99} ms, ${cpuPerRequest(s)} ms CPU per request, ${s.failures} failed`,
    );
    if (s.failures > 0) throw new Error(`${side} answered ${s.failures} requests with an error`);
  }
  return sum;
}

const perSecond = (l: Load) => Math.round(l.requests / l.seconds);
/** The server process's CPU time per request answered, in ms. */
const cpuPerRequest = (l: Load) => (l.cpuMs / l.requests).toFixed(3);

/** Posts the stream's batches from a thread of this process, 4 clients at once; seconds taken. */
export async function postStream(url: string, key: string, spec: EventStreamSpec): Promise<number> {
  const client = new URL("./analytics/post-event-batches.ts", import.meta.url).href;
  const worker = new Worker(
    `import("tsx/esm/api").then(({ register }) => { register(); return import(${JSON.stringify(client)}); });`,
    { eval: true, workerData: { url, key, spec, clients: 4 } },
  );
  try {
    return await new Promise<number>((resolve, reject) => {
      worker.once("message", (m: { seconds?: number; error?: string }) =>
        m.error ? reject(new Error(m.error)) : resolve(m.seconds as number),
      );
      worker.once("error", reject);
    });
  } finally {
    await worker.terminate();
  }
}

/** COPY of the same events, as text, into an unindexed table: seconds taken by the COPY alone. */
async function copyEvents(databaseUrl: string, spec: EventStreamSpec): Promise<number> {
  const copyText = (value: string) =>
    value.replace(
      /[\\\t\n\r]/g,
      (c) => `\\${c === "\t" ? "t" : c === "\n" ? "n" : c === "\r" ? "r" : "\\"}`,
    );
  const chunks: string[] = [];
  for (const batch of generateEventBatches(spec)) {
    let text = "";
    for (const e of batch) {
      text += `${copyText(e.path)}\t${copyText(e.userAgent)}\t${e.timestamp ?? "\\N"}\t${e.referrer === undefined ? "\\N" : copyText(e.referrer)}\n`;
    }
    chunks.push(text);
  }
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(
      "create table speed_copied_events (path text not null, user_agent text not null, at timestamptz, referrer text)",
    );
    const started = performance.now();
    await pipeline(
      (async function* () {
        for (const chunk of chunks) yield chunk;
      })(),
      client.query(copyFrom("copy speed_copied_events from stdin")),
    );
    return (performance.now() - started) / 1000;
  } finally {
    await client.end();
  }
}

export async function measureSpeedRatios(
  env: NodeJS.ProcessEnv,
  shape: SpeedShape,
  log: (line: string) => void,
): Promise<SpeedResult> {
  const adminUrl = env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
  const databaseUrl = await freshDatabase(adminUrl, DATABASE);
  const handle = await openDatabase({ databaseUrl, poolSize: 4 });
  let server: ServerProcess | undefined;
  let bare: BareServer | undefined;
  const rows: RatioRow[] = [];
  const loadBefore = os.loadavg()[0] ?? 0;
  try {
    server = await startServerProcess("built", serverEnv(databaseUrl, shape.days), log);
    const project = await seedBenchProject(handle.db);
    const { projectId, key, headers } = project;
    const jobPaths = await createJobsOverHttp(server.url, project);
    const jobBody = await (await fetch(`${server.url}${jobPaths[0]}`, { headers })).text();
    const healthBody = await (await fetch(`${server.url}/healthz`)).text();
    bare = await startBareServer({ "/healthz": healthBody }, jobBody);

    log(`job GET: ${shape.rounds} rounds of ${shape.seconds} s each side`);
    const job = await compareThroughput(shape, bare, server, headers, jobPaths, log);
    rows.push({
      key: "job_get_throughput",
      label: "`GET /v2/agent/{id}/job/{jobId}`, requests/s",
      inkwell: `${perSecond(job.inkwell)} (p99 ${job.inkwell.p99} ms; ${cpuPerRequest(job.inkwell)} ms CPU a request)`,
      baseline: `${perSecond(job.bare)} (p99 ${job.bare.p99} ms; ${cpuPerRequest(job.bare)} ms CPU a request)`,
      ratio: (100 * perSecond(job.inkwell)) / perSecond(job.bare),
      unit: "%",
    });
    log(`/healthz: ${shape.rounds} rounds of ${shape.seconds} s each side`);
    const health = await compareThroughput(shape, bare, server, {}, ["/healthz"], log);
    rows.push({
      key: "healthz_throughput",
      label: "`GET /healthz`, requests/s",
      inkwell: `${perSecond(health.inkwell)} (p99 ${health.inkwell.p99} ms; ${cpuPerRequest(health.inkwell)} ms CPU a request)`,
      baseline: `${perSecond(health.bare)} (p99 ${health.bare.p99} ms; ${cpuPerRequest(health.bare)} ms CPU a request)`,
      ratio: (100 * perSecond(health.inkwell)) / perSecond(health.bare),
      unit: "%",
    });
    await bare.stop();
    bare = undefined;

    // Page views: a history over HTTP, then the same events copied; then reads.
    const today = Math.floor(Date.now() / DAY_MS) * DAY_MS;
    const startMs = today - shape.days * DAY_MS;
    const history: EventStreamSpec = {
      mode: "history",
      events: shape.views,
      batchSize: 500,
      paths: shape.paths,
      startMs,
      spanMs: shape.days * DAY_MS,
      seed: 42,
    };
    log(`ingestion: ${shape.views} events over HTTP`);
    const ingestCpuBefore = server.cpuMs();
    const ingestSeconds = await postStream(
      `${server.url}/v1/analytics/${projectId}/events`,
      key,
      history,
    );
    // The server's CPU time per event, housekeeping's folding during the load included: steadier
    // than the rate on a machine whose other load varies.
    const ingestCpuMicros = (1000 * (server.cpuMs() - ingestCpuBefore)) / shape.views;
    log(`ingestion: the same events with COPY`);
    const copySeconds = await copyEvents(databaseUrl, history);
    rows.push({
      key: "ingestion_vs_copy",
      label: `page view ingestion over HTTP (${shape.views.toLocaleString("en-US")} events), events/s`,
      inkwell: `${Math.round(shape.views / ingestSeconds)} (${ingestCpuMicros.toFixed(1)} µs of server CPU an event)`,
      baseline: `${Math.round(shape.views / copySeconds)} (COPY into an unindexed table)`,
      ratio: (100 * copySeconds) / ingestSeconds,
      unit: "%",
    });
    await foldEverything(handle.db);
    await loadBaseline(handle.db, projectId, [history]);
    await sql`vacuum analyze`.execute(handle.db);

    const random = seededRandom(7);
    const pick = (days: number) => {
      const startDay = Math.floor(random() * (shape.days - days));
      const from = new Date(startMs + startDay * DAY_MS);
      return { from, to: new Date(from.getTime() + days * DAY_MS) };
    };
    const viewsUrl = (r: { from: Date; to: Date }) =>
      `${server?.url}/v1/analytics/${projectId}/views?dateFrom=${r.from.toISOString()}&dateTo=${r.to.toISOString()}&limit=50`;
    for (const days of [1, 365]) {
      const check = pick(days);
      const mine = (await (await fetch(viewsUrl(check), { headers })).json()) as PageViews;
      const theirs = await baselineViews(handle.db, projectId, check.from, check.to, 50, 0);
      if (JSON.stringify(mine) !== JSON.stringify(theirs)) {
        throw new Error(`the views route and the raw GROUP BY disagree on ${days} days`);
      }
      const samples: number[] = [];
      const base: number[] = [];
      for (let i = 0; i < 5; i++)
        await fetch(viewsUrl(pick(days)), { headers }).then((r) => r.text());
      // Interleaved, so both sides see the same machine.
      for (let i = 0; i < 30; i++) {
        const r = pick(days);
        let t = performance.now();
        const res = await fetch(viewsUrl(r), { headers });
        await res.text();
        samples.push(performance.now() - t);
        if (i % 3 === 0) {
          t = performance.now();
          await baselineViews(handle.db, projectId, r.from, r.to, 50, 0);
          base.push(performance.now() - t);
        }
      }
      const mineP50 = median(samples);
      const baseP50 = median(base);
      log(`views ${days} d: p50 ${mineP50.toFixed(1)} ms, raw GROUP BY ${baseP50.toFixed(1)} ms`);
      rows.push({
        key: `views_${days}d`,
        label: `views, ${days} day${days > 1 ? "s" : ""}, p50 over HTTP`,
        inkwell: `${mineP50.toFixed(1)} ms`,
        baseline: `${baseP50.toFixed(1)} ms (raw GROUP BY in SQL)`,
        ratio: baseP50 / mineP50,
        unit: "x",
      });
    }
    return { shape, loadBefore, rows, jobP99: job.inkwell.p99, bareP99: job.bare.p99 };
  } finally {
    await bare?.stop();
    await server?.stop();
    await handle.close();
    await dropDatabase(adminUrl, DATABASE);
  }
}

export function formatRatio(row: Pick<RatioRow, "ratio" | "unit">): string {
  return row.unit === "%" ? `${row.ratio.toFixed(1)}%` : `${row.ratio.toFixed(1)}x`;
}

export function describeShape(shape: SpeedShape): string {
  return `HTTP: autocannon in the benchmark's process, ${shape.connections} keep-alive connections, ${shape.rounds} rounds of ${shape.seconds} s per side (a bare \`node:http\` server in its own process answering the same JSON, then the compiled server, \`node build/app/main.js\`, at log level \`info\`, on PostgreSQL; both on Node.js ${process.versions.node} with the flags of \`npm run start:prod\`, ${serverNodeFlags().join(" ") || "none"}); the job GET cycles through 200 jobs of one project with one API key. Page views: ${shape.views.toLocaleString("en-US")} history events over ${shape.days} days and ${shape.paths.toLocaleString("en-US")} paths (Zipf), referrers on, posted over HTTP by 4 clients in batches of 500; COPY is of the same events as text into a table without indexes; views are 30 sequential GETs (limit=50) on ranges starting on random days, against a GROUP BY over a raw-event table indexed on (project_id, at) for 10 of the same ranges.`;
}

export function renderRatioTable(result: SpeedResult): string {
  return [
    "| measure | Inkwell | baseline | ratio |",
    "|---|---:|---:|---:|",
    ...result.rows.map((r) => `| ${r.label} | ${r.inkwell} | ${r.baseline} | ${formatRatio(r)} |`),
  ].join("\n");
}

/** `npm run bench -- ratios`: the guard's measurement, as a section of BENCHMARKS.md. */
export async function runSpeedRatiosBenchmark(
  env: NodeJS.ProcessEnv,
  log: (line: string) => void,
): Promise<string> {
  const result = await measureSpeedRatios(env, GUARD_SHAPE, log);
  return `## Speed as ratios to baselines in the same run

\`npm run bench -- ratios\` (and \`npm run bench:guard\`, which also checks them against
\`bench/guard-floors.json\`). ${describeShape(result.shape)} Load average when the run began:
${result.loadBefore.toFixed(1)}.

${renderRatioTable(result)}`;
}

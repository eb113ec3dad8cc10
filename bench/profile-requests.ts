import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { openDatabase } from "../app/db/open-database.ts";
import {
  autocannon,
  createJobsOverHttp,
  dropDatabase,
  freshDatabase,
  seedBenchProject,
} from "./bench-http.ts";
import { startServerProcess } from "./server-process.ts";
import { postStream, serverEnv } from "./speed-ratios.ts";

/**
 * `npx tsx bench/profile-requests.ts [job|healthz|events|views...] [seconds] [--keep]
 * [--connections=N] [--functions]`: where the
 * compiled server's time goes on the routes clients call most. For each of the job GET,
 * `/healthz` and the events route it starts `node build/app/main.js` with `--cpu-prof` on a
 * database of its own, loads it (autocannon with 50 connections; for events, 100,000 history
 * events posted as the guard posts them) and prints each cost's share of the samples taken during
 * the load, attributed to the innermost frame's library or Inkwell module (native frames to their
 * JavaScript caller, but JSON and garbage collection apart), with the server's CPU time per
 * request or event. `--functions` adds the 40 functions with the most samples of their own, so a
 * cost can be traced to the code that spends it.
 *
 * `views` (only when named) profiles the views route on the data set `npm run bench -- views-10m`
 * keeps with `BENCH_KEEP_DB=1` (10 million views), as that benchmark asks it: one GET at a time,
 * `limit=50`, on ranges of 1, 30 and 365 days starting on random UTC days and on local days of
 * UTC+05:30, one server process (and profile) for each. That database is left as it was.
 */

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string };
  children?: number[];
}

interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

/** `INKWELL_BENCH_DATABASE` names another, so that two checkouts can profile at once. */
const DATABASE = process.env.INKWELL_BENCH_DATABASE ?? "inkwell_profile_requests";
const ROUTES = ["job", "healthz", "events", "views"] as const;
type Route = (typeof ROUTES)[number];
/** The routes profiled when none is named: `views` needs the kept 10-million-view data set. */
const DEFAULT_ROUTES: readonly Route[] = ["job", "healthz", "events"];
/** The database `views-10m` keeps (bench/views-at-scale.ts; `BENCH_DB` names another). */
const VIEWS_DATABASE = process.env.BENCH_DB ?? "inkwell_views_at_scale";
const DAY_MS = 86_400_000;
const seconds = Number(process.argv.find((a) => /^\d+$/.test(a)) ?? 10);
/** `--keep`: the .cpuprofile files stay (for Chrome's DevTools), and their paths are printed. */
const keep = process.argv.includes("--keep");
/** `--connections=N`: the job and health check routes' concurrent clients (50 unless told). */
const connections = Number(
  /^--connections=(\d+)$/.exec(
    process.argv.find((a) => a.startsWith("--connections=")) ?? "",
  )?.[1] ?? 50,
);
/** `--functions`: the functions with the most samples of their own, under the costs. */
const functions = process.argv.includes("--functions");
const log = (line: string) => process.stderr.write(`[profile] ${line}\n`);

/** What a frame is, by its script: a cost named in the report, or undefined to look further out. */
function costOfFrame(functionName: string, url: string): string | undefined {
  const lib = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(url)?.[1];
  if (lib) {
    if (lib.startsWith("pg")) return "pg: the query's messages, reading and parsing rows";
    if (lib === "hono" || lib.startsWith("@hono/node-server"))
      return "Hono and its Node adapter: routing, Request/Response objects, writing the answer";
    if (lib === "zod" || lib === "@hono/zod-openapi" || lib === "@hono/zod-validator")
      return "zod: validating parameters";
    if (
      ["pino", "sonic-boom", "fast-redact", "pino-std-serializers", "thread-stream"].includes(lib)
    )
      return "logging: pino, redaction, the access line";
    if (lib === "kysely") return "Kysely: building and compiling queries";
    if (lib === "prom-client") return "Prometheus metrics";
    return `other library (${lib})`;
  }
  if (/\/app\/(log-redaction|create-logger|http\/access-log)\.js$/.test(url))
    return "logging: pino, redaction, the access line";
  if (/\/app\/request-scope\.js$/.test(url) || /async_hooks|async_local_storage/.test(url))
    return "async context: AsyncLocalStorage and its promise hooks";
  if (/\/app\/(projects\/api-key|http\/require-api-key)/.test(url))
    return "API key check (cached row, hash, scope)";
  if (/\/app\/analytics\/classify\//.test(url)) return "classifying user agents and referrers";
  if (/\/app\/analytics\/(ingest|normalize-view-path|parse-instant)/.test(url))
    return "checking events, normalising paths";
  if (/\/app\/analytics\/store\//.test(url))
    return "analytics storage: encoding cells, folding pending batches, decoding counts";
  if (/\/app\/analytics\/read\//.test(url)) return "analytics reads: a page of counts";
  if (/\/(app|shared)\//.test(url)) return "Inkwell's own code (front door, routes, services)";
  if (/^node:internal\/(deps\/)?undici|internal\/fetch|internal\/webidl/.test(url))
    return "undici Headers/Request/Response objects";
  if (/^node:(internal\/)?(_http|http)/.test(url)) return "Node's HTTP server";
  if (/^node:(internal\/)?(net|stream|streams|tcp_wrap|dns|timers)\b/.test(url))
    return "Node's sockets, streams and timers";
  if (/^node:internal\/(process\/task_queues|process\/promises)/.test(url))
    return "the microtask queue";
  // Files, events, buffers, hashes and the like count with whoever called them (a log line's
  // write with the logger, an event with the server that emitted it).
  if (url === "" && /^(stringify|parse)$/.test(functionName)) return "JSON";
  if (url === "" && functionName === "runMicrotasks") return "the microtask queue";
  return undefined;
}

function summarise(profile: CpuProfile, from: number, to: number): Map<string, number> {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  /** The cost of a frame, or of the nearest caller with one; undefined up to the root. */
  const known = new Map<number, string | undefined>();
  const named = (id: number): string | undefined => {
    if (known.has(id)) return known.get(id);
    const { functionName, url } = (byId.get(id) as ProfileNode).callFrame;
    const up = parent.get(id);
    const cost = costOfFrame(functionName, url) ?? (up === undefined ? undefined : named(up));
    known.set(id, cost);
    return cost;
  };
  const classify = (id: number): string => {
    const { functionName, url } = (byId.get(id) as ProfileNode).callFrame;
    if (functionName === "(garbage collector)") return "garbage collection";
    if (functionName === "(idle)") return "(idle)";
    if (functionName === "(program)") return "(program: native code outside JavaScript)";
    // A frame of no known cost (a native function: writev, a hash) counts with its caller.
    return (
      named(id) ?? `Node internals (${url.replace(/^node:(internal\/)?/, "") || functionName})`
    );
  };
  const totals = new Map<string, number>();
  let at = profile.startTime;
  for (let i = 0; i < profile.samples.length; i++) {
    at += profile.timeDeltas[i] ?? 0;
    if (at < from || at > to) continue;
    const cost = classify(profile.samples[i] as number);
    totals.set(cost, (totals.get(cost) ?? 0) + (profile.timeDeltas[i + 1] ?? 0));
  }
  return totals;
}

/** Each function's own samples (not its callees'), by name and script, between `from` and `to`. */
function selfTimes(profile: CpuProfile, from: number, to: number): Map<string, number> {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const totals = new Map<string, number>();
  let at = profile.startTime;
  for (let i = 0; i < profile.samples.length; i++) {
    at += profile.timeDeltas[i] ?? 0;
    if (at < from || at > to) continue;
    const { functionName, url } = (byId.get(profile.samples[i] as number) as ProfileNode).callFrame;
    if (functionName === "(idle)") continue;
    const script = url.replace(/^.*\/(node_modules|server-build)\//, "");
    const name = `${functionName || "(anonymous)"}${script ? ` (${script})` : ""}`;
    totals.set(name, (totals.get(name) ?? 0) + (profile.timeDeltas[i + 1] ?? 0));
  }
  return totals;
}

/** CLOCK_MONOTONIC in microseconds: the clock V8's profile timestamps use, in every process. */
const monotonicMicros = () => Number(process.hrtime.bigint() / 1000n);

async function profileRoute(
  adminUrl: string,
  route: Route,
): Promise<{ table: string; perSecond: number; cpuMs: number }> {
  const databaseUrl = await freshDatabase(adminUrl, DATABASE);
  const handle = await openDatabase({ databaseUrl, poolSize: 2 });
  const dir = mkdtempSync(path.join(os.tmpdir(), "inkwell-profile-"));
  const server = await startServerProcess("built", serverEnv(databaseUrl, 30), log, [
    "--cpu-prof",
    "--cpu-prof-dir",
    dir,
  ]);
  try {
    const project = await seedBenchProject(handle.db);
    const { projectId, key, headers } = project;
    const paths = route === "job" ? await createJobsOverHttp(server.url, project) : ["/healthz"];
    if (route === "events") {
      // A history in time order, as the guard posts it: 4 clients, batches of 500.
      const day = 86_400_000;
      const spec = {
        mode: "history" as const,
        events: 100_000,
        batchSize: 500,
        paths: 1000,
        startMs: Math.floor(Date.now() / day) * day - 20 * day,
        spanMs: 20 * day,
        seed: 42,
      };
      const url = `${server.url}/v1/analytics/${projectId}/events`;
      await postStream(url, key, { ...spec, events: 20_000, seed: 1 });
      const cpuBefore = server.cpuMs();
      const from = monotonicMicros();
      const took = await postStream(url, key, spec);
      const to = monotonicMicros();
      const cpuMs = server.cpuMs() - cpuBefore;
      await server.stop();
      const title = `POST /v1/analytics/{id}/events: ${Math.round(spec.events / took)} events/s, ${((1000 * cpuMs) / spec.events).toFixed(1)} µs of server CPU an event`;
      return {
        table: tableOf(title, readProfile(dir), from, to),
        perSecond: spec.events / took,
        cpuMs,
      };
    }
    let next = 0;
    const run = (duration: number) =>
      autocannon({
        url: server.url,
        connections,
        duration,
        headers: route === "job" ? headers : {},
        requests: [
          {
            method: "GET",
            setupRequest: (r: Record<string, unknown>) => ({
              ...r,
              path: paths[next++ % paths.length],
            }),
          },
        ],
      });
    await run(2);
    const cpuBefore = server.cpuMs();
    const from = monotonicMicros();
    const result = await run(seconds);
    const to = monotonicMicros();
    const cpuMs = server.cpuMs() - cpuBefore;
    if (result.non2xx + result.errors > 0) throw new Error(`${route}: requests failed`);
    await server.stop();
    const requests = result.requests.total;
    const title = `${route === "job" ? "GET /v2/agent/{id}/job/{jobId}" : "GET /healthz"}: ${Math.round(requests / result.duration)} req/s, p99 ${result.latency.p99} ms, ${(cpuMs / requests).toFixed(3)} ms of server CPU a request`;
    return {
      perSecond: Math.round(requests / result.duration),
      cpuMs,
      table: tableOf(title, readProfile(dir), from, to),
    };
  } finally {
    await server.stop();
    if (keep) log(`${route}: profile kept in ${dir}`);
    else rmSync(dir, { recursive: true, force: true });
    await handle.close();
    await dropDatabase(adminUrl, DATABASE);
  }
}

function readProfile(dir: string): CpuProfile {
  const file = readdirSync(dir).find((f) => f.endsWith(".cpuprofile"));
  if (!file) throw new Error("the server wrote no profile");
  return JSON.parse(readFileSync(path.join(dir, file), "utf8")) as CpuProfile;
}

/** The costs of the samples taken between `from` and `to`, as a Markdown table under `title`. */
function tableOf(title: string, profile: CpuProfile, from: number, to: number): string {
  const totals = summarise(profile, from, to);
  const idle = totals.get("(idle)") ?? 0;
  totals.delete("(idle)");
  const busy = [...totals.values()].reduce((a, b) => a + b, 0);
  return [
    `${title}; ${((100 * busy) / (busy + idle)).toFixed(0)}% of the samples busy`,
    "",
    "| cost | share of busy samples |",
    "|---|---:|",
    ...[...totals.entries()]
      .sort((a, b) => b[1] - a[1])
      .map(([cost, us]) => `| ${cost} | ${((100 * us) / busy).toFixed(1)}% |`),
    ...(functions
      ? [
          "",
          "| function (own samples) | share of busy samples |",
          "|---|---:|",
          ...[...selfTimes(profile, from, to).entries()]
            .sort((a, b) => b[1] - a[1])
            .slice(0, 40)
            .map(([name, us]) => `| ${name} | ${((100 * us) / busy).toFixed(1)}% |`),
        ]
      : []),
  ].join("\n");
}

/** The views route's ranges, each profiled in a server process of its own. */
const VIEW_RANGES = [
  { days: 1, offsetMs: 0 },
  { days: 30, offsetMs: 0 },
  { days: 365, offsetMs: 0 },
  { days: 1, offsetMs: 330 * 60_000 },
] as const;

async function profileViews(adminUrl: string): Promise<string[]> {
  const url = new URL(adminUrl);
  url.pathname = `/${VIEWS_DATABASE}`;
  const databaseUrl = url.toString();
  const handle = await openDatabase({ databaseUrl, poolSize: 1 });
  let seeded: { project_id: string; key: string; start: string } | undefined;
  try {
    const result = await sql<{ project_id: string; key: string; start: string }>`
      select project_id, key, start from bench_views_at_scale
    `.execute(handle.db);
    seeded = result.rows[0];
  } catch {
    // No such table: the data set is not there.
  } finally {
    await handle.close();
  }
  if (!seeded) {
    throw new Error(
      `views: no kept data set in ${VIEWS_DATABASE}; run BENCH_KEEP_DB=1 npm run bench -- views-10m`,
    );
  }
  const startMs = Date.parse(seeded.start);
  const spanDays = Math.round((Math.floor(Date.now() / DAY_MS) * DAY_MS - startMs) / DAY_MS);
  const tables: string[] = [];
  for (const range of VIEW_RANGES) {
    const dir = mkdtempSync(path.join(os.tmpdir(), "inkwell-profile-"));
    const server = await startServerProcess("built", serverEnv(databaseUrl, spanDays + 1), log, [
      "--cpu-prof",
      "--cpu-prof-dir",
      dir,
    ]);
    try {
      let random = 7 + range.days;
      const pick = () => {
        // A small linear congruential generator: the same ranges on every run.
        random = (random * 48_271) % 2_147_483_647;
        const startDay = 1 + (random % (spanDays - range.days - 1));
        const from = new Date(startMs + startDay * DAY_MS - range.offsetMs);
        const to = new Date(from.getTime() + range.days * DAY_MS);
        return `/v1/analytics/${seeded.project_id}/views?dateFrom=${from.toISOString()}&dateTo=${to.toISOString()}&limit=50`;
      };
      const run = (duration: number) =>
        autocannon({
          url: server.url,
          connections: 1,
          duration,
          headers: { authorization: `Bearer ${seeded.key}` },
          requests: [
            {
              method: "GET",
              setupRequest: (r: Record<string, unknown>) => ({ ...r, path: pick() }),
            },
          ],
        });
      await run(2);
      const cpuBefore = server.cpuMs();
      const from = monotonicMicros();
      const result = await run(seconds);
      const to = monotonicMicros();
      const cpuMs = server.cpuMs() - cpuBefore;
      if (result.non2xx + result.errors > 0) throw new Error("views: requests failed");
      await server.stop();
      const requests = result.requests.total;
      const name = `${range.days} day${range.days > 1 ? "s" : ""}${range.offsetMs === 0 ? " (UTC)" : ", local (UTC+05:30)"}`;
      const title = `GET /v1/analytics/{id}/views, ${name}, one at a time: ${Math.round(requests / result.duration)} req/s, p50 ${result.latency.p50} ms, ${(cpuMs / requests).toFixed(3)} ms of server CPU a request`;
      tables.push(tableOf(title, readProfile(dir), from, to));
    } finally {
      await server.stop();
      if (keep) log(`views: profile kept in ${dir}`);
      else rmSync(dir, { recursive: true, force: true });
    }
  }
  return tables;
}

const adminUrl = process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
log(`load average ${os.loadavg()[0]?.toFixed(1)}`);
const routes = ROUTES.filter((r) => process.argv.includes(r));
for (const route of routes.length > 0 ? routes : DEFAULT_ROUTES) {
  if (route === "views") {
    for (const table of await profileViews(adminUrl)) process.stdout.write(`\n${table}\n`);
    continue;
  }
  const { table } = await profileRoute(adminUrl, route);
  process.stdout.write(`\n${table}\n`);
}

import { mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import os, { tmpdir } from "node:os";
import path from "node:path";
import { seedProject } from "#testkit/database/seed.ts";
import {
  TEST_APP_ID,
  TEST_WEBHOOK_SECRET,
  testPrivateKey,
} from "#testkit/github/github-app-credentials.ts";
import { median } from "#testkit/median.ts";
import { openDatabase } from "../app/db/open-database.ts";
import { createApiKey } from "../app/projects/api-key.service.ts";
import { autocannon, dropDatabase, freshDatabase } from "./bench-http.ts";
import { type Runtime, type ServerProcess, startServerProcess } from "./server-process.ts";

const BENCH_DATABASE = "inkwell_bench";
const STARTS = 3;
const CONNECTIONS = 50;
const SECONDS = 15;
const BURST = 200;

const mib = (bytes: number) => `${(bytes / 2 ** 20).toFixed(0)} MiB`;

/** The environment every benchmarked server gets: a GitHub App and a model, so jobs can be made. */
function serverEnv(extra: Record<string, string>): Record<string, string> {
  return {
    HOST: "127.0.0.1",
    APP_ID: TEST_APP_ID,
    PRIVATE_KEY: testPrivateKey(),
    WEBHOOK_SECRET: TEST_WEBHOOK_SECRET,
    // Configured so jobs can be created; no worker runs, so it is never called.
    INKWELL_MODEL: "openai-compatible:bench",
    INKWELL_MODEL_BASE_URL: "http://127.0.0.1:9/v1",
    INKWELL_AGENT_CONCURRENCY: "0",
    INKWELL_JOB_RATE_LIMIT: "100000000",
    ...extra,
  };
}

/**
 * Start-up time and resident memory of the server run through tsx (`npm start`) and compiled
 * (`npm run start:prod`), on PostgreSQL and on the embedded database, each started several times.
 */
export async function runRuntimeBenchmark(
  env: NodeJS.ProcessEnv,
  log: (line: string) => void,
): Promise<string> {
  const adminUrl = env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
  const databaseUrl = await freshDatabase(adminUrl, BENCH_DATABASE);
  const dataDir = mkdtempSync(path.join(tmpdir(), "inkwell-bench-data-"));
  const databases: [string, Record<string, string>][] = [
    ["PostgreSQL", { DATABASE_URL: databaseUrl }],
    ["embedded (PGlite)", { INKWELL_DATA_DIR: dataDir }],
  ];
  const rows: string[] = [];
  try {
    for (const [name, dbEnv] of databases) {
      // A first start creates and migrates the database: not what a restart costs.
      const first = await startServerProcess("built", serverEnv(dbEnv), log);
      await first.stop();
      for (const runtime of ["tsx", "built"] as Runtime[]) {
        const ready: number[] = [];
        const idle: number[] = [];
        const loaded: number[] = [];
        for (let i = 0; i < STARTS; i++) {
          log(`${name}, ${runtime}: start ${i + 1} of ${STARTS}`);
          const server = await startServerProcess(runtime, serverEnv(dbEnv), log);
          try {
            ready.push(server.readyMs);
            idle.push(server.rssBytes());
            await autocannon({ url: `${server.url}/healthz`, connections: 10, amount: 2000 });
            loaded.push(server.rssBytes());
          } finally {
            await server.stop();
          }
        }
        rows.push(
          `| ${name} | ${runtime === "tsx" ? "tsx (`npm start`)" : "compiled (`npm run start:prod`)"} | ${Math.round(median(ready))} ms | ${mib(median(idle))} | ${mib(median(loaded))} |`,
        );
      }
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    await dropDatabase(adminUrl, BENCH_DATABASE);
  }
  return `## Start-up time and memory: tsx and compiled

\`npm run bench -- runtime\`. The server in a process of its own, started ${STARTS} times each way
on an already migrated database (a first start, not counted, creates it); medians. Start-up is from
spawning \`node\` to the first 200 from \`/healthz\`; memory is the process's resident set (VmRSS)
once ready, and again after 2,000 \`/healthz\` requests from 10 connections. The GitHub App and a
model are configured, no agent runs.

| database | runtime | start-up | memory when ready | after 2,000 requests |
|---|---|---:|---:|---:|
${rows.join("\n")}`;
}

/** Requests over a keep-alive pool, counting those that fail (a connection closed under them). */
async function sendAll(
  agent: http.Agent,
  requests: { method: string; url: string; headers: Record<string, string>; body?: string }[],
): Promise<{ ok: number; failed: number; statuses: Record<number, number> }> {
  let ok = 0;
  let failed = 0;
  const statuses: Record<number, number> = {};
  await Promise.all(
    requests.map(
      (r) =>
        new Promise<void>((resolve) => {
          const req = http.request(
            r.url,
            { method: r.method, headers: r.headers, agent },
            (res) => {
              res.resume();
              res.on("end", () => {
                statuses[res.statusCode ?? 0] = (statuses[res.statusCode ?? 0] ?? 0) + 1;
                ok += 1;
                resolve();
              });
            },
          );
          req.on("error", () => {
            failed += 1;
            resolve();
          });
          req.end(r.body);
        }),
    ),
  );
  return { ok, failed, statuses };
}

/**
 * `GET /v2/agent/{projectId}/job/{id}`, the route clients poll, under 50 connections for 15 s
 * (autocannon, in this process) against the compiled server in its own process at the default log
 * level on PostgreSQL; then a burst of job creations and, after the pool sat idle longer than
 * Node's default keep-alive, requests on the same connections.
 */
export async function runJobsHttpBenchmark(
  env: NodeJS.ProcessEnv,
  log: (line: string) => void,
): Promise<string> {
  const adminUrl = env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
  const databaseUrl = await freshDatabase(adminUrl, BENCH_DATABASE);
  let server: ServerProcess | undefined;
  const handle = await openDatabase({ databaseUrl, poolSize: 2 });
  try {
    server = await startServerProcess("built", serverEnv({ DATABASE_URL: databaseUrl }), log);
    const projectId = await seedProject(handle.db, {
      repo_owner: "bench",
      repo_name: "docs",
      base_ref: null,
      installation_id: 1,
    });
    const { key } = await createApiKey(handle.db, { projectId, now: new Date() });
    const headers = { authorization: `Bearer ${key}`, "content-type": "application/json" };
    const base = `${server.url}/v2/agent/${projectId}`;
    const jobIds: string[] = [];
    for (let i = 0; i < 200; i++) {
      const res = await fetch(`${base}/job`, {
        method: "POST",
        headers,
        body: JSON.stringify({ prompt: `seed ${i}` }),
      });
      jobIds.push(((await res.json()) as { id: string }).id);
    }
    log(`GET /job/{id}: ${CONNECTIONS} connections for ${SECONDS} s`);
    const load = os.loadavg()[0] ?? 0;
    const cpuBefore = server.cpuMs();
    let next = 0;
    const result = await autocannon({
      url: server.url,
      connections: CONNECTIONS,
      duration: SECONDS,
      headers,
      requests: [
        {
          method: "GET",
          setupRequest: (request: Record<string, unknown>) => ({
            ...request,
            path: `/v2/agent/${projectId}/job/${jobIds[next++ % jobIds.length]}`,
          }),
        },
      ],
    });

    const cpuPerRequest = (server.cpuMs() - cpuBefore) / result.requests.total;
    log(`a burst of ${BURST} job creations, then requests on the same connections`);
    const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
    const burst = await sendAll(
      agent,
      Array.from({ length: BURST }, (_, i) => ({
        method: "POST",
        url: `${base}/job`,
        headers,
        body: JSON.stringify({ prompt: `burst ${i}` }),
      })),
    );
    // Longer than Node's default keep-alive timeout (5 s), shorter than a proxy's usual 60 s.
    await new Promise((resolve) => setTimeout(resolve, 6_000));
    const after = await sendAll(
      agent,
      Array.from({ length: CONNECTIONS }, (_, i) => ({
        method: "GET",
        url: `${base}/job/${jobIds[i % jobIds.length]}`,
        headers,
      })),
    );
    agent.destroy();
    const rss = server.rssBytes();
    return `## Job polling over HTTP

\`npm run bench -- jobs-http\`. The compiled server (\`npm run start:prod\`) in its own process on
PostgreSQL, at the default log level (\`info\`, written to a file); autocannon in the benchmark's
process on the same 2-core machine sends \`GET /v2/agent/{projectId}/job/{id}\` over
${CONNECTIONS} keep-alive connections for ${SECONDS} s, cycling through 200 jobs of one project
with one API key.

| requests/s (mean) | requests | p50 | p99 | errors | timeouts | non-2xx | server CPU per request | server memory after |
|---:|---:|---:|---:|---:|---:|---:|---:|---:|
| ${Math.round(result.requests.average)} | ${result.requests.total} | ${result.latency.p50} ms | ${result.latency.p99} ms | ${result.errors} | ${result.timeouts} | ${result.non2xx} | ${cpuPerRequest.toFixed(2)} ms | ${mib(rss)} |

The machine's load average was ${load.toFixed(1)} when the run began (other work shares its 2
cores): requests/s and latency depend on it; the server's CPU time per request (from /proc, the
server process only) much less, and bounds what one core can serve: ${Math.round(1000 / cpuPerRequest)}
requests/s.

Then ${BURST} job creations at once over a keep-alive pool of ${CONNECTIONS} connections
(${burst.ok} answered: ${JSON.stringify(burst.statuses)}; ${burst.failed} failed), 6 s of
silence (longer than Node's default keep-alive timeout of 5 s), and ${CONNECTIONS} requests on
the same pool: ${after.ok} answered, ${after.failed} found their connection closed.`;
  } finally {
    await server?.stop();
    await handle.close();
    await dropDatabase(adminUrl, BENCH_DATABASE);
  }
}

import { Worker } from "node:worker_threads";
import { sql } from "kysely";
import pino from "pino";
import { seedProject } from "#testkit/database/seed.ts";
import {
  TEST_APP_ID,
  TEST_WEBHOOK_SECRET,
  testPrivateKey,
} from "#testkit/github/github-app-credentials.ts";
import { testAgentModel } from "#testkit/model/scripted-model.ts";
import { type AppContext, systemClock } from "../app/app-context.ts";
import { loadConfig } from "../app/config.ts";
import { migrateToLatest } from "../app/db/migrate-to-latest.ts";
import { openDatabase } from "../app/db/open-database.ts";
import { createApiKey } from "../app/projects/api-key.service.ts";
import { startBenchServer } from "./start-bench-server.ts";

const BENCH_SCHEMA = "bench_job_api";
const CONCURRENCY = 16;
const SECONDS = 8;

// Plain JavaScript for the client thread, so the load does not share the server's event loop.
const CLIENT_WORKER = `
const { parentPort, workerData } = require("node:worker_threads");
const { requests, concurrency, seconds } = workerData;
(async () => {
  const latencies = [];
  const errors = {};
  const until = performance.now() + seconds * 1000;
  let next = 0;
  await Promise.all(Array.from({ length: concurrency }, async () => {
    while (performance.now() < until) {
      const r = requests[next++ % requests.length];
      const started = performance.now();
      const res = await fetch(r.url, { method: r.method, headers: r.headers, body: r.body });
      await res.arrayBuffer();
      latencies.push(performance.now() - started);
      if (res.status !== r.expect) errors[res.status] = (errors[res.status] ?? 0) + 1;
    }
  }));
  parentPort.postMessage({ latencies, errors });
})().catch((error) => parentPort.postMessage({ error: String(error) }));
`;

interface LoadRequest {
  url: string;
  method: string;
  headers: Record<string, string>;
  body?: string;
  expect: number;
}

interface LoadResult {
  perSecond: number;
  p50: number;
  p99: number;
}

function runLoad(requests: LoadRequest[]): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(CLIENT_WORKER, {
      eval: true,
      workerData: { requests, concurrency: CONCURRENCY, seconds: SECONDS },
    });
    worker.once("error", reject);
    worker.once("message", (message: { latencies?: number[]; errors?: object; error?: string }) => {
      void worker.terminate();
      if (message.error) return reject(new Error(message.error));
      if (message.errors && Object.keys(message.errors).length > 0) {
        return reject(new Error(`unexpected statuses: ${JSON.stringify(message.errors)}`));
      }
      const sorted = (message.latencies ?? []).sort((a, b) => a - b);
      const at = (q: number) =>
        sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
      resolve({ perSecond: sorted.length / SECONDS, p50: at(0.5), p99: at(0.99) });
    });
  });
}

/**
 * The job API under concurrent load through the real server (auth, validation, PostgreSQL), against
 * a baseline in the same run: `/healthz`, one database round trip with no auth and no JSON body.
 */
export async function runJobApiBenchmark(
  env: NodeJS.ProcessEnv,
  log: (line: string) => void,
): Promise<string> {
  const databaseUrl = env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
  const handle = await openDatabase({ databaseUrl, schema: BENCH_SCHEMA, poolSize: 10 });
  await sql`drop schema if exists ${sql.id(BENCH_SCHEMA)} cascade`.execute(handle.db);
  await sql`create schema ${sql.id(BENCH_SCHEMA)}`.execute(handle.db);
  await migrateToLatest(handle.db, BENCH_SCHEMA);
  const config = loadConfig({
    PORT: "0",
    HOST: "127.0.0.1",
    LOG_LEVEL: "error",
    INKWELL_AGENT_CONCURRENCY: "0",
    INKWELL_JOB_RATE_LIMIT: "100000000",
    // A GitHub App must be configured for jobs to be created; every project below has its
    // installation cached, so GitHub is never called.
    APP_ID: TEST_APP_ID,
    PRIVATE_KEY: testPrivateKey(),
    WEBHOOK_SECRET: TEST_WEBHOOK_SECRET,
  });
  const ctx: AppContext = {
    config,
    db: handle.db,
    clock: systemClock,
    log: pino({ level: "error" }),
    agentModel: testAgentModel(undefined, "bench:model"),
  };
  const server = await startBenchServer(ctx);
  try {
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
    const scenarios: [string, LoadRequest[]][] = [
      [
        "baseline: GET /healthz",
        [{ url: `${server.url}/healthz`, method: "GET", headers: {}, expect: 200 }],
      ],
      [
        "GET /job/{id} (polling)",
        jobIds.map((id) => ({ url: `${base}/job/${id}`, method: "GET", headers, expect: 200 })),
      ],
      [
        "GET /jobs?limit=20",
        [{ url: `${base}/jobs?limit=20`, method: "GET", headers, expect: 200 }],
      ],
      [
        "POST /job",
        [
          {
            url: `${base}/job`,
            method: "POST",
            headers,
            body: JSON.stringify({ prompt: "Update the docs" }),
            expect: 201,
          },
        ],
      ],
    ];
    const rows: string[] = [];
    let baseline: LoadResult | undefined;
    for (const [name, requests] of scenarios) {
      log(`${name}: ${CONCURRENCY} concurrent clients for ${SECONDS} s`);
      const result = await runLoad(requests);
      baseline ??= result;
      rows.push(
        `| ${name} | ${Math.round(result.perSecond)} | ${result.p50.toFixed(1)} ms | ${result.p99.toFixed(1)} ms | ${(result.perSecond / baseline.perSecond).toFixed(2)} |`,
      );
    }
    const version = await sql<{ v: string }>`select version() as v`.execute(handle.db);
    return `## Job API

\`npm run bench -- jobs\`. The real server (API-key auth, validation, rate-limit counter, JSON
errors) on PostgreSQL (${version.rows[0]?.v.split(" on ")[0]}), ${CONCURRENCY} concurrent
keep-alive clients on a separate thread of the same 2-core machine, ${SECONDS} s per route. The
baseline is \`/healthz\` on the same server: one database round trip, no authentication.

| route | requests/s | p50 | p99 | throughput vs baseline |
|---|---:|---:|---:|---:|
${rows.join("\n")}`;
  } finally {
    await server.stop();
    await sql`drop schema if exists ${sql.id(BENCH_SCHEMA)} cascade`.execute(handle.db);
    await handle.close();
  }
}

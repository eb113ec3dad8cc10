import { generateKeyPairSync, randomUUID } from "node:crypto";
import { type Kysely, sql } from "kysely";
import pino from "pino";
import { median } from "#testkit/median.ts";
import { seededRandom } from "#testkit/seeded-random.ts";
import { systemClock } from "../app/app-context.ts";
import { loadConfig } from "../app/config.ts";
import { migrateToLatest } from "../app/db/migrate-to-latest.ts";
import { openDatabase } from "../app/db/open-database.ts";
import type { Database } from "../app/db/schema.ts";
import { createApiKey } from "../app/projects/api-key.service.ts";
import { createProject } from "../app/projects/project.service.ts";
import { createViewCollector, type PageView } from "../packages/collector/src/index.ts";
import { startBenchServer } from "./start-bench-server.ts";

const BENCH_SCHEMA = "bench_collector";
const BATCH = 500;
const ROUNDS = 5;
const HTTP_ROUNDS = 3;

const USER_AGENTS = [
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15",
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1",
  "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0",
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0",
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36",
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
  "Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; Claude-User/1.0; +Claude-User@anthropic.com)",
  "Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko); compatible; ChatGPT-User/1.0; +https://openai.com/bot",
  "Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; GPTBot/1.2; +https://openai.com/gptbot)",
];
const ACCEPTS = [
  "text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8",
  "text/markdown, text/html;q=0.5",
];

/**
 * Views as a middleware sees them: 5,000 long-tailed paths (Zipf s = 1), a third with a query
 * string, user agents from 7 browsers and 3 AI agents, an Accept header on half of them.
 */
function generateViews(count: number): PageView[] {
  const random = seededRandom(7);
  return Array.from({ length: count }, () => {
    const rank = Math.min(5_000, Math.floor(1 / (random() + 1e-4)));
    const query =
      random() < 1 / 3 ? `?utm_source=newsletter&ref=${Math.floor(random() * 100)}` : "";
    const view: PageView = {
      path: `/docs/section-${rank % 40}/page-${rank}${query}`,
      userAgent: USER_AGENTS[Math.floor(random() * USER_AGENTS.length)] as string,
    };
    if (random() < 0.5) view.accept = ACCEPTS[Math.floor(random() * ACCEPTS.length)] as string;
    return view;
  });
}

/**
 * What `record` costs the request that calls it, against the least any queue of views must do:
 * stamp the view and serialise it. Nothing is sent while the loop runs.
 */
function measureRecord(views: PageView[]): { collectorNs: number; baselineNs: number } {
  const collectorRuns: number[] = [];
  const baselineRuns: number[] = [];
  const accepted: typeof fetch = async () => new Response(null, { status: 202 });
  // Round 0 only warms the code up; the next ROUNDS are measured.
  for (let round = 0; round <= ROUNDS; round++) {
    const collector = createViewCollector({
      apiUrl: "http://127.0.0.1:9",
      projectId: "prj_bench",
      apiKey: "ink_bench",
      fetch: accepted,
      maxBatchSize: BATCH,
      maxQueue: views.length,
      flushIntervalMs: 0,
    });
    let started = performance.now();
    for (const view of views) collector.record(view);
    if (round > 0) collectorRuns.push(((performance.now() - started) * 1e6) / views.length);
    if (collector.stats().queued !== views.length) throw new Error("the collector dropped views");

    const queue: string[] = [];
    started = performance.now();
    for (const view of views) {
      queue.push(
        JSON.stringify({
          path: view.path,
          userAgent: view.userAgent ?? "",
          timestamp: new Date().toISOString(),
          accept: view.accept ?? undefined,
        }),
      );
    }
    if (round > 0) baselineRuns.push(((performance.now() - started) * 1e6) / views.length);
  }
  return { collectorNs: median(collectorRuns), baselineNs: median(baselineRuns) };
}

interface HttpResult {
  database: string;
  views: number;
  collectorSeconds: number;
  baselineSeconds: number;
}

/**
 * Views through the real server, from first view to last commit: the collector (record each view,
 * then flush) against a plain loop posting the same views in batches of 500, one at a time, as the
 * collector sends them. Both run in the server's process, so they share its event loop alike.
 */
async function measureHttp(
  views: PageView[],
  databaseUrl: string | undefined,
  log: (line: string) => void,
): Promise<HttpResult> {
  const handle = await openDatabase({
    databaseUrl,
    ...(databaseUrl ? { schema: BENCH_SCHEMA } : {}),
  });
  const { db } = handle;
  try {
    if (databaseUrl) {
      await sql`drop schema if exists ${sql.id(BENCH_SCHEMA)} cascade`.execute(db);
      await sql`create schema ${sql.id(BENCH_SCHEMA)}`.execute(db);
    }
    await migrateToLatest(db, databaseUrl ? BENCH_SCHEMA : undefined);
    const server = await startCollectorServer(db);
    try {
      const target = async (repo: string) => {
        const project = await createProject(db, { repo });
        const key = await createApiKey(db, { projectId: project.id, now: new Date() });
        return { projectId: project.id, apiKey: key.key };
      };

      // Both paths through the server warm up first, so neither pays for the other's first requests.
      const warmUp = await target("bench/warm-up");
      const warmCollector = createViewCollector({
        apiUrl: server.url,
        ...warmUp,
        maxBatchSize: BATCH,
      });
      for (const view of views.slice(0, 5 * BATCH)) warmCollector.record(view);
      await warmCollector.flush();

      // Alternating rounds, each on a project of its own, so neither side gains from going second.
      const collectorRuns: number[] = [];
      const baselineRuns: number[] = [];
      for (let round = 0; round < HTTP_ROUNDS; round++) {
        collectorRuns.push(
          await sendWithCollector(server.url, await target(`bench/c${round}`), views),
        );
        baselineRuns.push(await sendWithLoop(server.url, await target(`bench/b${round}`), views));
        log(
          `round ${round + 1}: collector ${collectorRuns[round]?.toFixed(2)} s, baseline ${baselineRuns[round]?.toFixed(2)} s`,
        );
      }
      const collectorSeconds = median(collectorRuns);
      const baselineSeconds = median(baselineRuns);
      return {
        database: databaseUrl ? "PostgreSQL" : "PGlite",
        views: views.length,
        collectorSeconds,
        baselineSeconds,
      };
    } finally {
      await server.stop();
    }
  } finally {
    if (databaseUrl) await sql`drop schema if exists ${sql.id(BENCH_SCHEMA)} cascade`.execute(db);
    await handle.close();
  }
}

interface Target {
  projectId: string;
  apiKey: string;
}

/** Seconds from the first `record` until `flush()` has every view committed. */
async function sendWithCollector(
  apiUrl: string,
  target: Target,
  views: PageView[],
): Promise<number> {
  const started = performance.now();
  const collector = createViewCollector({
    apiUrl,
    ...target,
    maxBatchSize: BATCH,
    maxQueue: views.length,
  });
  for (const view of views) collector.record(view);
  const stats = await collector.flush();
  const seconds = (performance.now() - started) / 1000;
  if (stats.sent !== views.length)
    throw new Error(`collector sent ${stats.sent} of ${views.length}`);
  return seconds;
}

/** Seconds to post the same views by hand: batches of 500, one at a time, each with a key. */
async function sendWithLoop(apiUrl: string, target: Target, views: PageView[]): Promise<number> {
  const started = performance.now();
  for (let from = 0; from < views.length; from += BATCH) {
    const events = views.slice(from, from + BATCH).map((view) => ({
      path: view.path,
      userAgent: view.userAgent ?? "",
      timestamp: new Date().toISOString(),
      ...(view.accept ? { accept: view.accept } : {}),
    }));
    const res = await fetch(`${apiUrl}/v1/analytics/${target.projectId}/events`, {
      method: "POST",
      headers: {
        authorization: `Bearer ${target.apiKey}`,
        "content-type": "application/json",
        "idempotency-key": randomUUID(),
      },
      body: JSON.stringify({ events }),
    });
    await res.arrayBuffer();
    if (res.status !== 202) throw new Error(`baseline batch answered ${res.status}`);
  }
  return (performance.now() - started) / 1000;
}

async function startCollectorServer(db: Kysely<Database>) {
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
    // Measures sending, not flood control: no limit a benchmark's load would reach.
    INKWELL_EVENT_RATE_LIMIT: "1000000000",
    INKWELL_NEW_PATHS_PER_DAY: "1000000000",
    APP_ID: "1",
    PRIVATE_KEY: privateKey,
    WEBHOOK_SECRET: "bench",
  });
  return startBenchServer({
    config,
    db,
    clock: systemClock,
    log: pino({ level: "error" }),
    agentModel: undefined,
  });
}

export async function runCollectorBenchmark(
  env: NodeJS.ProcessEnv,
  log: (line: string) => void,
): Promise<string> {
  const quick = env.BENCH_QUICK === "1";
  const recordViews = generateViews(quick ? 20_000 : 200_000);
  const record = measureRecord(recordViews);
  log(
    `record: ${record.collectorNs.toFixed(0)} ns per view, baseline ${record.baselineNs.toFixed(0)} ns`,
  );
  const httpViews = generateViews(quick ? 10_000 : 100_000);
  const http = [await measureHttp(httpViews, undefined, log)];
  if (env.DATABASE_URL) http.push(await measureHttp(httpViews, env.DATABASE_URL, log));

  const rate = (views: number, seconds: number) => Math.round(views / seconds).toLocaleString("en");
  return [
    "## Page view collector",
    "",
    "`npm run bench -- collector` (`BENCH_QUICK=1` for a small run). Deterministic views as a middleware sees them (seed 7):",
    "5,000 long-tailed paths (Zipf s = 1), a third with a query string, user agents of 7 browsers and 3 AI agents, an Accept",
    "header on half. Medians: of 5 rounds (after one to warm up) for `record`, of 3 alternating rounds through HTTP.",
    "",
    `| what a request pays, per view (${recordViews.length.toLocaleString("en")} views)                                  | ns    |`,
    "| ---------------------------------------------------------------------------- | ----- |",
    `| \`collector.record(view)\`: checked against the event schema, path stripped, queued | ${record.collectorNs.toFixed(0)} |`,
    `| baseline: stamp the view and \`JSON.stringify\` it                            | ${record.baselineNs.toFixed(0)} |`,
    `| ratio                                                                        | ${(record.collectorNs / record.baselineNs).toFixed(1)}x |`,
    "",
    "Through the real HTTP server, in its process, from the first view to the last commit: the collector (record every view,",
    "then `flush()`, batches of 500 sent one at a time) against a loop posting the same views in batches of 500, one at a time.",
    "",
    "| database | views | collector events/s | baseline events/s | collector ÷ baseline |",
    "| -------- | ----- | ------------------ | ----------------- | -------------------- |",
    ...http.map(
      (h) =>
        `| ${h.database} | ${h.views.toLocaleString("en")} | ${rate(h.views, h.collectorSeconds)} | ${rate(h.views, h.baselineSeconds)} | ${(h.baselineSeconds / h.collectorSeconds).toFixed(2)}x |`,
    ),
  ].join("\n");
}

import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { sql } from "kysely";
import { hasChdb } from "#testkit/clickhouse/chdb.ts";
import { seededRandom } from "#testkit/seeded-random.ts";
import {
  insertViewEvents,
  type RawViewEvent,
} from "../../app/analytics/clickhouse/clickhouse-ingest.ts";
import { ClickHouseAnalyticsStore } from "../../app/analytics/clickhouse/clickhouse-store.ts";
import { ensureSiteId } from "../../app/analytics/store/analytics.repository.ts";
import { migrateToLatest } from "../../app/db/migrate-to-latest.ts";
import { openDatabase } from "../../app/db/open-database.ts";
import { createProject } from "../../app/projects/project.service.ts";

type Log = (line: string) => void;

const BENCH_SCHEMA = "bench_clickhouse";
const DAY_MS = 86_400_000;
const BLOCK = 100_000;
const REPEATS = 15;
const AGENTS = [
  ["GPTBot", "OpenAI", "training"],
  ["ChatGPT-User", "OpenAI", "assistant"],
  ["PerplexityBot", "Perplexity", "search"],
  ["ClaudeBot", "Anthropic", "training"],
] as const;
const CRAWLERS = [
  ["Googlebot", "Google"],
  ["bingbot", "Microsoft"],
] as const;
const HOSTS = ["chatgpt.com", "google.com", "perplexity.ai", "news.ycombinator.com", "claude.ai"];

/**
 * The ClickHouse store on chDB (ClickHouse in this process, through the same @clickhouse/client
 * code path a server gets): ingestion of classified events into `view_events` (and through its
 * materialized views into every rollup) in time order and in random order, the views route
 * (totals and the top 50 pages) over 1, 30 and 365 days, referrers and the daily timeseries, and
 * storage per million views. BENCH_CH_VIEWS views a site (default 2,000,000) over BENCH_DAYS days
 * and BENCH_PATHS paths; then a tenth as many (at least two blocks an insert) in random order
 * into a third site, BENCH_CH_INSERTS_AT_ONCE inserts at once (default 3), as concurrent batches
 * reach a server. The dictionaries in PostgreSQL at DATABASE_URL (schema bench_clickhouse).
 */
export async function runClickHouseBenchmark(env: NodeJS.ProcessEnv, log: Log): Promise<string> {
  const title = "## Page view analytics on ClickHouse (chDB)";
  if (!hasChdb) {
    return `${title}\n\nNot run: chDB is not installed (npm install --no-save chdb@3.4.0).`;
  }
  if (!env.DATABASE_URL) return `${title}\n\nNot run: DATABASE_URL is not set.`;
  const shape = {
    views: Number(env.BENCH_CH_VIEWS ?? 2_000_000),
    days: Number(env.BENCH_DAYS ?? 400),
    paths: Number(env.BENCH_PATHS ?? 50_000),
    atOnce: Number(env.BENCH_CH_INSERTS_AT_ONCE ?? 3),
  };
  if (!Number.isInteger(shape.views) || shape.views < BLOCK) {
    throw new Error(`BENCH_CH_VIEWS must be a whole number of at least ${BLOCK}`);
  }
  const handle = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    schema: BENCH_SCHEMA,
    poolSize: 4,
  });
  const db = handle.db;
  const folder = await mkdtemp(path.join(os.tmpdir(), "inkwell-ch-bench-"));
  try {
    await sql`drop schema if exists ${sql.id(BENCH_SCHEMA)} cascade`.execute(db);
    await sql`create schema ${sql.id(BENCH_SCHEMA)}`.execute(db);
    await migrateToLatest(db, BENCH_SCHEMA);
    const ordered = await createProject(db, { repo: "bench/ordered" });
    const shuffled = await createProject(db, { repo: "bench/random" });
    const concurrent = await createProject(db, { repo: "bench/concurrent" });
    const orderedSite = await ensureSiteId(db, ordered.id);
    const shuffledSite = await ensureSiteId(db, shuffled.id);
    const concurrentSite = await ensureSiteId(db, concurrent.id);
    const { store } = await ClickHouseAnalyticsStore.open(db, {
      url: `chdb:///inkwell_bench?path=${encodeURIComponent(folder)}`,
      // Ten years: the raw events stay, and are counted in the storage figures.
      rawRetentionDays: 3_650,
    });
    try {
      const now = Date.UTC(2026, 10, 20);
      const first = now - shape.days * DAY_MS;
      log(`inserting ${shape.views.toLocaleString("en-US")} views in time order`);
      const timeOrder = await ingest(store, orderedSite, shape, first, false, 1);
      log(`inserting ${shape.views.toLocaleString("en-US")} views in random order`);
      const randomOrder = await ingest(store, shuffledSite, shape, first, true, 1);
      // A tenth as many, but at least two blocks for each insert at once.
      const tenth = {
        ...shape,
        views: Math.max(2 * shape.atOnce * BLOCK, Math.round(shape.views / 10 / BLOCK) * BLOCK),
      };
      log(
        `inserting ${tenth.views.toLocaleString("en-US")} views in random order, ${shape.atOnce} at once`,
      );
      const atOnce = await ingest(store, concurrentSite, tenth, first, true, shape.atOnce);
      log("waiting for the parts' merges to end");
      const mergeStarted = performance.now();
      await mergesEnded(store);
      await store.target.client.command({
        query: `OPTIMIZE TABLE ${store.target.database}.page_views_day FINAL`,
      });
      const mergeSeconds = (performance.now() - mergeStarted) / 1000;
      log("reading");
      const readLoad = os.loadavg()[0] as number;
      const at = (daysBack: number) => new Date(now - daysBack * DAY_MS);
      // The median wall time, and the median CPU time of the process (chDB runs in it), which
      // other work on the machine's cores moves less.
      const p50 = async (what: () => Promise<unknown>): Promise<Read> => {
        await what();
        const times: number[] = [];
        const cpu: number[] = [];
        for (let i = 0; i < REPEATS; i++) {
          const started = performance.now();
          const cpuStarted = process.cpuUsage();
          await what();
          const used = process.cpuUsage(cpuStarted);
          times.push(performance.now() - started);
          cpu.push((used.user + used.system) / 1000);
        }
        const median = (values: number[]) =>
          values.sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;
        return { wall: median(times), cpu: median(cpu) };
      };
      const views = (days: number) => () =>
        store.countViews(ordered.id, { from: at(days), to: at(0), limit: 50, offset: 0 });
      const reads = {
        views1: await p50(views(1)),
        views30: await p50(views(30)),
        views365: await p50(views(365)),
        viewsOdd: await p50(() =>
          store.countViews(ordered.id, {
            from: new Date(at(30).getTime() + 3 * 3_600_000 + 15 * 60_000),
            to: new Date(at(0).getTime() - 5 * 3_600_000 - 45 * 60_000),
            limit: 50,
            offset: 0,
          }),
        ),
        referrers30: await p50(() =>
          store.countReferrerViews(ordered.id, { from: at(30), to: at(0), limit: 50, offset: 0 }),
        ),
        agents30: await p50(() =>
          store.countAgentViews(ordered.id, { from: at(30), to: at(0), limit: 50, offset: 0 }),
        ),
        series365: await p50(() =>
          store.countViewTimeseries(ordered.id, { from: at(365), to: at(0), interval: "day" }),
        ),
      };
      const storage = await store.target.client.query({
        query: `SELECT table, sum(bytes_on_disk) AS bytes FROM system.parts
          WHERE database = {d: String} AND active GROUP BY table ORDER BY table`,
        query_params: { d: store.target.database },
        format: "JSONEachRow",
      });
      const tables = (await storage.json<{ table: string; bytes: number | string }>()).map(
        (row) => ({ table: row.table, bytes: Number(row.bytes) }),
      );
      const counted = await store.target.client.query({
        query: `SELECT count() AS n FROM ${store.target.database}.view_events`,
        format: "JSONEachRow",
      });
      const [events] = await counted.json<{ n: number | string }>();
      return render(title, shape, {
        timeOrder,
        randomOrder,
        atOnce: { ...atOnce, views: tenth.views },
        mergeSeconds,
        reads,
        readLoad: Math.max(readLoad, os.loadavg()[0] as number),
        tables,
        events: Number(events?.n ?? 0),
      });
    } finally {
      await store.close();
    }
  } finally {
    await sql`drop schema if exists ${sql.id(BENCH_SCHEMA)} cascade`.execute(db);
    await handle.close();
    await rm(folder, { recursive: true, force: true });
  }
}

/**
 * Waits until no merge of the store's tables runs (at most ten minutes), so reads after a fast
 * ingestion do not share the cores with the merges it left, nor read more parts than a slow one.
 */
async function mergesEnded(store: ClickHouseAnalyticsStore): Promise<void> {
  const deadline = performance.now() + 600_000;
  while (performance.now() < deadline) {
    const result = await store.target.client.query({
      query: "SELECT count() AS n FROM system.merges WHERE database = {d: String}",
      query_params: { d: store.target.database },
      format: "JSONEachRow",
    });
    const [running] = await result.json<{ n: number | string }>();
    if (Number(running?.n ?? 0) === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

/** A read's p50: wall time and the process's CPU time, in milliseconds. */
interface Read {
  wall: number;
  cpu: number;
}

/** How fast a site's views went in: events per second, CPU time per event, and the load. */
interface Ingestion {
  perSecond: number;
  cpuMicroseconds: number;
  load: [number, number];
}

/**
 * Inserts the shape's views for a site in blocks, `atOnce` inserts at a time. One at a time, only
 * the inserts are timed (the rows are made between them); several at once, the whole run is,
 * the making of the rows included. CPU time is the process's (chDB runs in it, its merges too).
 */
async function ingest(
  store: ClickHouseAnalyticsStore,
  siteId: number,
  shape: { views: number; days: number; paths: number },
  first: number,
  randomOrder: boolean,
  atOnce: number,
): Promise<Ingestion> {
  const random = seededRandom(siteId);
  const span = shape.days * DAY_MS;
  const loadBefore = os.loadavg()[0] as number;
  let seconds = 0;
  let cpu = 0;
  const block = (done: number): RawViewEvent[] => {
    const count = Math.min(BLOCK, shape.views - done);
    const rows: RawViewEvent[] = new Array(count);
    for (let i = 0; i < count; i++) {
      const at = randomOrder
        ? first + Math.floor(random() * span)
        : first + Math.floor(((done + i) / shape.views) * span);
      // Docs traffic: a few pages take most views.
      const page = Math.floor(shape.paths * random() ** 4);
      const roll = random();
      const row: RawViewEvent = {
        site_id: siteId,
        at,
        bucket: Math.floor(at / 900_000),
        path: `/docs/section-${page % 50}/page-${page}`,
        class: "human",
        agent: "",
        operator: "",
        referrer: "",
        markdown: 0,
        user_agent: "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) Safari/605.1.15",
        visitor: String(1 + Math.floor(random() * 1e9)),
      };
      if (roll < 0.2) {
        const [agent, operator, category] = AGENTS[
          Math.floor(random() * AGENTS.length)
        ] as (typeof AGENTS)[number];
        Object.assign(row, {
          class: category,
          agent,
          operator,
          visitor: "0",
          markdown: random() < 0.3 ? 1 : 0,
        });
      } else if (roll < 0.3) {
        const [agent, operator] = CRAWLERS[
          Math.floor(random() * CRAWLERS.length)
        ] as (typeof CRAWLERS)[number];
        Object.assign(row, { class: "crawler", agent, operator, visitor: "0" });
      } else if (random() < 0.3) {
        row.referrer = HOSTS[Math.floor(random() * HOSTS.length)] as string;
      }
      rows[i] = row;
    }
    return rows;
  };
  if (atOnce <= 1) {
    for (let done = 0; done < shape.views; done += BLOCK) {
      const rows = block(done);
      const started = performance.now();
      const cpuStarted = process.cpuUsage();
      await insertViewEvents(store.target, rows, undefined);
      const used = process.cpuUsage(cpuStarted);
      cpu += used.user + used.system;
      seconds += (performance.now() - started) / 1000;
    }
  } else {
    const started = performance.now();
    const cpuStarted = process.cpuUsage();
    let next = 0;
    await Promise.all(
      Array.from({ length: atOnce }, async () => {
        while (next < shape.views) {
          const done = next;
          next += BLOCK;
          await insertViewEvents(store.target, block(done), undefined);
        }
      }),
    );
    const used = process.cpuUsage(cpuStarted);
    cpu = used.user + used.system;
    seconds = (performance.now() - started) / 1000;
  }
  return {
    perSecond: shape.views / seconds,
    cpuMicroseconds: cpu / shape.views,
    load: [loadBefore, os.loadavg()[0] as number],
  };
}

function render(
  title: string,
  shape: { views: number; days: number; paths: number; atOnce: number },
  run: {
    timeOrder: Ingestion;
    randomOrder: Ingestion;
    atOnce: Ingestion & { views: number };
    mergeSeconds: number;
    reads: Record<string, Read>;
    readLoad: number;
    tables: Array<{ table: string; bytes: number }>;
    events: number;
  },
): string {
  const n = (value: number) => Math.round(value).toLocaleString("en-US");
  const ms = (read: Read | undefined) =>
    `${(read?.wall ?? 0).toFixed(1)} ms | ${(read?.cpu ?? 0).toFixed(1)} ms`;
  const { reads, tables } = run;
  const total = tables.reduce((sum, t) => sum + t.bytes, 0);
  const perMillion = (bytes: number) =>
    `${(((bytes / run.events) * 1e6) / 2 ** 20).toFixed(2)} MiB`;
  const load = (ingestion: Ingestion) =>
    `${ingestion.load[0].toFixed(1)} to ${ingestion.load[1].toFixed(1)}`;
  const ingestionRow = (what: string, ingestion: Ingestion) =>
    `| ${what} | ${n(ingestion.perSecond)} events/s | ${ingestion.cpuMicroseconds.toFixed(2)} µs | ${load(ingestion)} |`;
  return [
    title,
    "",
    `\`npm run bench -- clickhouse\` (BENCH_CH_VIEWS=${shape.views}): ${n(shape.views)} views per site, two sites (one inserted in time order, one in random order), then ${n(run.atOnce.views)} into a third site in random order, ${shape.atOnce} inserts at once, over ${shape.days} days and ${n(shape.paths)} paths (a few pages take most views; 70% human, 20% AI, 10% crawlers); blocks of ${n(BLOCK)} classified events inserted through @clickhouse/client into chDB on disk, the materialized views feeding every rollup. Ingestion here is the ClickHouse part alone (classification and the PostgreSQL dictionaries are measured by the analytics benchmark): one insert at a time, the inserts alone are timed; several at once, the whole run, the making of the rows included. CPU time is the process's over the same span (chDB and its background merges run in it), per event; the load is the 1-minute load average before and after, on this machine's cores (${os.cpus().length}). Reads go through the store as the routes do, p50 of ${REPEATS} after one warm-up, on the time-ordered site, once the merges the ingestion left had ended and after \`OPTIMIZE TABLE page_views_day FINAL\` (${run.mergeSeconds.toFixed(1)} s for both), at a load average of at most ${run.readLoad.toFixed(1)}.`,
    "",
    "| ingestion | events/s | CPU per event | load average |",
    "| --- | --- | --- | --- |",
    ingestionRow("time order, one insert at a time", run.timeOrder),
    ingestionRow("random order, one insert at a time", run.randomOrder),
    ingestionRow(`random order, ${shape.atOnce} inserts at once`, run.atOnce),
    "",
    "| read | p50 | CPU time (p50) |",
    "| --- | --- | --- |",
    `| views (totals and top 50 pages), last day | ${ms(reads.views1)} |`,
    `| views, last 30 days | ${ms(reads.views30)} |`,
    `| views, last 365 days | ${ms(reads.views365)} |`,
    `| views, 30 days with bounds inside days | ${ms(reads.viewsOdd)} |`,
    `| referrers, last 30 days | ${ms(reads.referrers30)} |`,
    `| agents, last 30 days | ${ms(reads.agents30)} |`,
    `| timeseries per day, last 365 days | ${ms(reads.series365)} |`,
    "",
    `Storage, ${n(run.events)} raw events in all: ${perMillion(total)} per million views, all tables.`,
    "",
    "| table | bytes | per million views |",
    "| --- | --- | --- |",
    ...tables.map((t) => `| ${t.table} | ${n(t.bytes)} | ${perMillion(t.bytes)} |`),
  ].join("\n");
}

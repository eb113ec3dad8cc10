import { type Kysely, sql, type Transaction, type UpdateObject } from "kysely";
import type { RunEnding } from "../../shared/api/job-schemas.ts";
import type {
  ChangedFile,
  Database,
  JobMessageRow,
  JobPublication,
  JobRow,
  PublishedFinding,
} from "../db/schema.ts";
import { queueCommentReplies } from "./comment-reply.repository.ts";
import { failedJobFields } from "./job.repository.ts";

type Db = Kysely<Database> | Transaction<Database>;

/** An answer to a comment names at most this many open problems (the pull request lists them all). */
const REPLY_FINDINGS_KEPT = 10;

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

/**
 * Writes to an active job only while this worker holds its lease, so a worker that lost the job
 * (its lease lapsed and another took over, or it was archived) can no longer change it. False
 * when nothing was written.
 */
async function updateLeasedJob(
  db: Db,
  lease: { jobId: string; owner: string },
  changes: UpdateObject<Database, "jobs">,
): Promise<boolean> {
  const result = await db
    .updateTable("jobs")
    .set(changes)
    .where("id", "=", lease.jobId)
    .where("lease_owner", "=", lease.owner)
    .where("status", "=", "active")
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Puts the job back in the queue after a transient failure, not before `runAfter`. */
export function scheduleRetry(
  db: Db,
  retry: { jobId: string; owner: string; now: Date; runAfter: Date },
): Promise<boolean> {
  return updateLeasedJob(db, retry, {
    attempts: sql`attempts + 1`,
    run_after: retry.runAfter,
    lease_owner: null,
    lease_expires_at: null,
    updated_at: retry.now,
  });
}

/**
 * Fails the job, and queues an answer with the reason to each comment whose follow-up it leaves
 * undone, in the same transaction.
 */
export function failJob(
  db: Kysely<Database>,
  failure: { jobId: string; owner: string; now: Date; error: string },
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const failed = await updateLeasedJob(trx, failure, failedJobFields(failure.error, failure.now));
    if (failed) {
      await queueCommentReplies(trx, {
        jobId: failure.jobId,
        detail: { outcome: "failed", error: failure.error },
        now: failure.now,
      });
    }
    return failed;
  });
}

/**
 * Ends a run: its messages are processed, each comment among them gets an answer queued, and the
 * job is `completed` unless a follow-up arrived meanwhile (then it stays active and runs again at
 * once).
 */
export async function completeJob(
  db: Kysely<Database>,
  done: {
    jobId: string;
    owner: string;
    now: Date;
    messageIds: number[];
    summary: string;
    prNumber: number | null;
    prLink: string | null;
    publication: JobPublication | null;
    /** What this run itself changed; undefined when not known. */
    changedFiles?: ChangedFile[] | undefined;
    ending: RunEnding;
    /** Whether the pull request is left a draft. */
    draft: boolean;
    /** Problems the docs check leaves open on the whole pull request; null when not checked. */
    openFindings: number | null;
    /** Those problems, for the answers to comments to name; absent when not known. */
    findings?: PublishedFinding[] | null | undefined;
    /** Why the run stopped early, when it did. */
    stoppedEarly?: string | null | undefined;
  },
): Promise<JobRow | undefined> {
  return db.transaction().execute(async (trx) => {
    const job = await trx
      .selectFrom("jobs")
      .select(["id", "publication"])
      .where("id", "=", done.jobId)
      .where("lease_owner", "=", done.owner)
      .where("status", "=", "active")
      .forUpdate()
      .executeTakeFirst();
    if (!job) return undefined;
    if (done.messageIds.length > 0) {
      await trx
        .updateTable("job_messages")
        .set({ processed_at: done.now })
        .where("job_id", "=", done.jobId)
        .where("id", "in", done.messageIds)
        .execute();
      // A commit saved and not yet published when this run settles is the one it pushed.
      const pushed = job.publication?.pending ? (done.publication?.commitSha ?? null) : null;
      await queueCommentReplies(trx, {
        jobId: done.jobId,
        messageIds: done.messageIds,
        detail: {
          outcome: "finished",
          summary: done.summary,
          prLink: done.prLink,
          ending: done.ending,
          draft: done.draft,
          openFindings: done.openFindings,
          commitSha: pushed,
          ...(done.changedFiles && pushed ? { changedFiles: done.changedFiles } : {}),
          ...(done.findings?.length
            ? { findings: done.findings.slice(0, REPLY_FINDINGS_KEPT) }
            : {}),
          ...(done.stoppedEarly ? { stoppedEarly: done.stoppedEarly } : {}),
        },
        now: done.now,
      });
    }
    const waiting = await trx
      .selectFrom("job_messages")
      .select("id")
      .where("job_id", "=", done.jobId)
      .where("processed_at", "is", null)
      .limit(1)
      .executeTakeFirst();
    return trx
      .updateTable("jobs")
      .set({
        status: waiting ? "active" : "completed",
        summary: done.summary,
        pr_number: done.prNumber,
        pr_link: done.prLink,
        pr_state: done.prLink ? (done.draft ? "draft" : "open") : null,
        run_ending: done.ending,
        open_findings: done.openFindings,
        publication: done.publication ? JSON.stringify(done.publication) : null,
        error: null,
        attempts: 0,
        run_after: done.now,
        lease_owner: null,
        lease_expires_at: null,
        updated_at: done.now,
      })
      .where("id", "=", done.jobId)
      .returningAll()
      .executeTakeFirst();
  });
}

/** Saves the commit a run is about to publish; false when the lease is no longer ours. */
export function savePublication(
  db: Db,
  save: { jobId: string; owner: string; publication: JobPublication; baseRef: string },
): Promise<boolean> {
  return updateLeasedJob(db, save, {
    publication: JSON.stringify(save.publication),
    base_ref: save.baseRef,
  });
}

/** Status and lease holder, read at each step of a run to notice archiving and lost leases. */
export async function findJobState(
  db: Db,
  jobId: string,
): Promise<Pick<JobRow, "status" | "lease_owner"> | undefined> {
  return db
    .selectFrom("jobs")
    .select(["status", "lease_owner"])
    .where("id", "=", jobId)
    .executeTakeFirst();
}

export async function listJobMessages(db: Db, jobId: string): Promise<JobMessageRow[]> {
  return db
    .selectFrom("job_messages")
    .selectAll()
    .where("job_id", "=", jobId)
    .orderBy("id")
    .execute();
}

/** Adds a run's token use to the job's totals. */
export async function addJobUsage(
  db: Db,
  jobId: string,
  usage: { inputTokens: number; outputTokens: number; cachedInputTokens: number },
): Promise<void> {
  await db
    .updateTable("jobs")
    .set({
      input_tokens: sql`coalesce(input_tokens, 0) + ${usage.inputTokens}`,
      output_tokens: sql`coalesce(output_tokens, 0) + ${usage.outputTokens}`,
      cached_input_tokens: sql`coalesce(cached_input_tokens, 0) + ${usage.cachedInputTokens}`,
    })
    .where("id", "=", jobId)
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
    byStatus: { active: 0, completed: 0, archived: 0, failed: 0 },
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

import { CompiledQuery, type Kysely, sql, type Transaction } from "kysely";
import type { PullRequestState } from "../../shared/api/job-schemas.ts";
import { LookupBatcher } from "../db/lookup-batcher.ts";
import type { Database, JobRow, NewJobRow, ProjectRow } from "../db/schema.ts";
import { type GitHubRepository, isProjectRepositorySql } from "../github/project-repository.ts";

type Db = Kysely<Database> | Transaction<Database>;

/** A new job: active and due at once, so everything about its state is set here, not by the caller. */
export type NewJob = Omit<NewJobRow, "status" | "run_after" | "updated_at"> & { created_at: Date };

export async function insertJobWithMessage(
  db: Db,
  job: NewJob,
  prompt: string,
  origin: "api" | "dashboard" | "issue" = "api",
): Promise<JobRow> {
  const row = await db
    .insertInto("jobs")
    .values({ ...job, status: "active", run_after: job.created_at, updated_at: job.created_at })
    .returningAll()
    .executeTakeFirstOrThrow();
  await db
    .insertInto("job_messages")
    .values({ job_id: job.id, prompt, origin, created_at: job.created_at })
    .execute();
  return row;
}

/** The statement of `findJob`, built once: clients poll it, and building it cost more than running it. */
let findJobSql: string | undefined;

export async function findJob(
  db: Db,
  projectId: string,
  jobId: string,
): Promise<JobRow | undefined> {
  findJobSql ??= db
    .selectFrom("jobs")
    .selectAll()
    .where("project_id", "=", "")
    .where("id", "=", "")
    .compile().sql;
  const result = await db.executeQuery<JobRow>(CompiledQuery.raw(findJobSql, [projectId, jobId]));
  return result.rows[0];
}

/** A job by its project and id. */
export interface JobKey {
  projectId: string;
  jobId: string;
}

const jobKey = (key: JobKey) => `${key.projectId}/${key.jobId}`;
const pollBatchers = new WeakMap<Kysely<Database>, LookupBatcher<JobKey, JobRow>>();

/**
 * `findJob` for a client's poll: the polls of one turn of the event loop share one query (see
 * LookupBatcher), so a server polled by many clients makes one round trip per turn, not per poll.
 * Outside any transaction: a transaction reads with `findJob`.
 */
export function findPolledJob(db: Kysely<Database>, key: JobKey): Promise<JobRow | undefined> {
  let batcher = pollBatchers.get(db);
  if (!batcher) {
    batcher = new LookupBatcher<JobKey, JobRow>(
      async (keys) => {
        if (keys.length === 1) {
          const only = keys[0] as JobKey;
          const row = await findJob(db, only.projectId, only.jobId);
          return row ? [row] : [];
        }
        const result = await sql<JobRow>`
          select * from jobs where id = any(${keys.map((k) => k.jobId)}::text[])
        `.execute(db);
        return result.rows;
      },
      jobKey,
      (row) => jobKey({ projectId: row.project_id, jobId: row.id }),
    );
    pollBatchers.set(db, batcher);
  }
  return batcher.load(key);
}

/** A job by id alone, for work that starts from the job (the worker, its answers on GitHub). */
export async function findJobById(db: Db, jobId: string): Promise<JobRow | undefined> {
  return db.selectFrom("jobs").selectAll().where("id", "=", jobId).executeTakeFirst();
}

export interface JobPageQuery {
  projectId: string;
  status: JobRow["status"] | undefined;
  limit: number;
  after: { createdAt: Date; id: string } | undefined;
}

/** Newest first; keyset paging on (created_at, id) so pages stay stable as jobs are added. */
export async function listJobRows(db: Db, query: JobPageQuery): Promise<JobRow[]> {
  let q = db.selectFrom("jobs").selectAll().where("project_id", "=", query.projectId);
  if (query.status) q = q.where("status", "=", query.status);
  if (query.after) {
    const { createdAt, id } = query.after;
    q = q.where(sql<boolean>`(created_at, id) < (${createdAt}, ${id})`);
  }
  return q.orderBy("created_at", "desc").orderBy("id", "desc").limit(query.limit).execute();
}

/** The first instruction of each job, by job id. */
export async function listFirstPrompts(db: Db, jobIds: string[]): Promise<Map<string, string>> {
  if (jobIds.length === 0) return new Map();
  const rows = await db
    .selectFrom("job_messages")
    .distinctOn("job_id")
    .select(["job_id", "prompt"])
    .where("job_id", "in", jobIds)
    .orderBy("job_id")
    .orderBy("id")
    .execute();
  return new Map(rows.map((row) => [row.job_id, row.prompt]));
}

/** Queues a follow-up and makes the job active again, unless it is archived (then: undefined). */
export async function reopenJobWithMessage(
  db: Db,
  job: { projectId: string; jobId: string },
  message: {
    prompt: string;
    origin: string;
    at: Date;
    commentId?: number | null;
    traceParent?: string | null | undefined;
  },
): Promise<JobRow | undefined> {
  const row = await db
    .updateTable("jobs")
    .set({
      trace_parent: message.traceParent ?? null,
      status: "active",
      error: null,
      attempts: 0,
      run_after: message.at,
      updated_at: message.at,
    })
    .where("project_id", "=", job.projectId)
    .where("id", "=", job.jobId)
    .where("status", "<>", "archived")
    .returningAll()
    .executeTakeFirst();
  if (!row) return undefined;
  await db
    .insertInto("job_messages")
    .values({
      job_id: job.jobId,
      prompt: message.prompt,
      origin: message.origin,
      created_at: message.at,
      comment_id: message.commentId ?? null,
    })
    .execute();
  return row;
}

/**
 * True when a follow-up was already queued from this pull request comment (its id and its kind:
 * the message's origin, `comment` or `review_comment`).
 */
export async function hasMessageFromComment(
  db: Db,
  commentId: number,
  origin = "comment",
): Promise<boolean> {
  const row = await db
    .selectFrom("job_messages")
    .select("id")
    .where("comment_id", "=", commentId)
    .where("origin", "=", origin)
    .executeTakeFirst();
  return row !== undefined;
}

export async function markJobArchived(
  db: Db,
  projectId: string,
  jobId: string,
  at: Date,
  /** The pull request as seen at the same time, when known (merged, closed). */
  seen: { prState?: PullRequestState | undefined } = {},
): Promise<JobRow | undefined> {
  return db
    .updateTable("jobs")
    .set({
      ...(seen.prState ? { pr_state: seen.prState } : {}),
      status: "archived",
      archived_at: sql`coalesce(archived_at, ${at})`,
      updated_at: sql`case when status = 'archived' then updated_at else ${at} end`,
    })
    .where("project_id", "=", projectId)
    .where("id", "=", jobId)
    .returningAll()
    .executeTakeFirst();
}

/** The pull request as a webhook last showed it, while the job still has it open. */
export async function setPullRequestState(
  db: Db,
  jobId: string,
  state: PullRequestState,
): Promise<void> {
  await db
    .updateTable("jobs")
    .set({ pr_state: state })
    .where("id", "=", jobId)
    .where("pr_number", "is not", null)
    .where("status", "!=", "archived")
    .execute();
}

export async function deleteIdempotencyKeysBefore(db: Db, before: Date): Promise<void> {
  await db.deleteFrom("idempotency_keys").where("created_at", "<", before).execute();
}

export async function findIdempotentJob(
  db: Db,
  projectId: string,
  key: string,
  since: Date,
): Promise<{ request_hash: string; job_id: string } | undefined> {
  return db
    .selectFrom("idempotency_keys")
    .select(["request_hash", "job_id"])
    .where("project_id", "=", projectId)
    .where("key", "=", key)
    .where("created_at", ">", since)
    .executeTakeFirst();
}

/**
 * Claims an idempotency key for a new job. A key older than the retention window is taken over;
 * a live one makes this return false (another request got there first).
 */
export async function claimIdempotencyKey(
  db: Db,
  row: { project_id: string; key: string; request_hash: string; job_id: string; created_at: Date },
  expiredBefore: Date,
): Promise<boolean> {
  const result = await db
    .insertInto("idempotency_keys")
    .values(row)
    .onConflict((oc) =>
      oc
        .columns(["project_id", "key"])
        .doUpdateSet({
          request_hash: row.request_hash,
          job_id: row.job_id,
          created_at: row.created_at,
        })
        .where("idempotency_keys.created_at", "<=", expiredBefore),
    )
    .returning("job_id")
    .executeTakeFirst();
  return result !== undefined;
}

/** How a job looks once it failed: the reason, and no lease (a running worker notices at its next step). */
export function failedJobFields(error: string, at: Date) {
  return {
    status: "failed",
    error,
    question: null,
    lease_owner: null,
    lease_expires_at: null,
    updated_at: at,
  } as const;
}

/** Fails the active jobs of projects that lost the app; running ones notice at their next step. */
export async function failActiveJobsOfProjects(
  db: Db,
  failure: { projectIds: string[]; now: Date; error: string },
): Promise<number> {
  if (failure.projectIds.length === 0) return 0;
  const result = await db
    .updateTable("jobs")
    .set(failedJobFields(failure.error, failure.now))
    .where("project_id", "in", failure.projectIds)
    .where("status", "=", "active")
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** The job whose branch this is, with its project's repository, for webhooks. */
export async function findJobByBranch(
  db: Db,
  branch: string,
): Promise<
  (JobRow & { repo_owner: string; repo_name: string; github_repo_id: number | null }) | undefined
> {
  return db
    .selectFrom("jobs")
    .innerJoin("projects", "projects.id", "jobs.project_id")
    .selectAll("jobs")
    .select(["projects.repo_owner", "projects.repo_name", "projects.github_repo_id"])
    .where("jobs.branch", "=", branch)
    .executeTakeFirst();
}

/** The job that opened pull request `number` in this repository, for comment webhooks. */
export async function findJobByPullRequest(
  db: Db,
  pull: { repository: GitHubRepository; number: number },
): Promise<JobRow | undefined> {
  return db
    .selectFrom("jobs")
    .innerJoin("projects", "projects.id", "jobs.project_id")
    .selectAll("jobs")
    .where("jobs.pr_number", "=", pull.number)
    .where(isProjectRepositorySql(pull.repository))
    .orderBy("jobs.created_at", "desc")
    .executeTakeFirst();
}

/** The projects of a repository, oldest first (a repository may hold more than one docs site). */
export async function findProjectsOfRepository(
  db: Db,
  repository: GitHubRepository,
): Promise<ProjectRow[]> {
  return db
    .selectFrom("projects")
    .selectAll()
    .where(isProjectRepositorySql(repository))
    .orderBy("created_at")
    .orderBy("id")
    .execute();
}

/**
 * The job an issue started, for its comments to continue: the one not archived if there is one,
 * else the newest.
 */
export async function findJobByIssue(
  db: Db,
  issue: { repository: GitHubRepository; number: number },
): Promise<JobRow | undefined> {
  return db
    .selectFrom("jobs")
    .innerJoin("projects", "projects.id", "jobs.project_id")
    .selectAll("jobs")
    .where("jobs.source_issue", "=", issue.number)
    .where(isProjectRepositorySql(issue.repository))
    .orderBy(sql`jobs.archived_at is null`, "desc")
    .orderBy("jobs.created_at", "desc")
    .executeTakeFirst();
}

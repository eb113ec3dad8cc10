// What a run reads and writes of its own job while it holds the lease: its state and messages at
// each step, the publication it is about to push, its token use, and how it settles (a retry, a
// failure, or completion, with the replies to the comments that asked for it).
import { type Kysely, sql, type Transaction, type UpdateObject } from "kysely";
import type { JobQuestion, RunEnding } from "../../shared/api/job-schemas.ts";
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

/** A reply to a comment names at most this many open problems (the pull request lists them all). */
const REPLY_FINDINGS_KEPT = 10;

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
 * Fails the job, and queues a reply with the reason to each comment whose follow-up it leaves
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
 * Ends a run: its messages are processed, each comment among them gets a reply queued, and the
 * job is `completed` (or `needs_input` when the agent asked a question instead of changing
 * anything) unless a follow-up arrived meanwhile (then it stays active and runs again at once:
 * a follow-up sent while the agent was asking is taken as the answer).
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
    /** Those problems, for the replies to comments to name; absent when not known. */
    findings?: PublishedFinding[] | null | undefined;
    /** Why the run stopped early, when it did. */
    stoppedEarly?: string | null | undefined;
    /** What the agent asks instead of changing anything (the ending is then `asked`). */
    question?: JobQuestion | undefined;
    /** What the run's agent said it did not do; undefined when not known (a resumed publication). */
    notDone?: string[] | undefined;
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
        detail: done.question
          ? { outcome: "asked", question: done.question, prLink: done.prLink }
          : {
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
        status: waiting ? "active" : done.question ? "needs_input" : "completed",
        summary: done.summary,
        pr_number: done.prNumber,
        pr_link: done.prLink,
        pr_state: done.prLink ? (done.draft ? "draft" : "open") : null,
        run_ending: done.ending,
        open_findings: done.openFindings,
        question: done.question ? JSON.stringify(done.question) : null,
        ...(done.notDone ? { not_done: JSON.stringify(done.notDone) } : {}),
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

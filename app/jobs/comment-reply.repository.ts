import { type Kysely, sql, type Transaction } from "kysely";
import type { CommentReplyDetail, CommentReplyRow, Database } from "../db/schema.ts";

type Db = Kysely<Database> | Transaction<Database>;

/**
 * Queues a reply to each comment among `messageIds` (or, without them, among the job's messages
 * not yet processed), and to the issue a job was started from (its message has no comment: the
 * reply's comment id is 0). Called in the transaction that settles the run, so the reply exists exactly
 * when the run's outcome does. A message already replied to with this outcome is not replied to again.
 */
export async function queueCommentReplies(
  db: Db,
  reply: { jobId: string; messageIds?: number[]; detail: CommentReplyDetail; now: Date },
): Promise<void> {
  let messages = db
    .selectFrom("job_messages")
    .select(["id", "comment_id"])
    .where("job_id", "=", reply.jobId)
    .where((eb) => eb.or([eb("comment_id", "is not", null), eb("origin", "=", "issue")]));
  if (reply.messageIds) {
    if (reply.messageIds.length === 0) return;
    messages = messages.where("id", "in", reply.messageIds);
  } else {
    messages = messages.where("processed_at", "is", null);
  }
  const rows = await messages.execute();
  if (rows.length === 0) return;
  await db
    .insertInto("comment_replies")
    .values(
      rows.map((row) => ({
        message_id: row.id,
        job_id: reply.jobId,
        comment_id: row.comment_id ?? 0,
        outcome: reply.detail.outcome,
        detail: JSON.stringify(reply.detail),
        created_at: reply.now,
      })),
    )
    .onConflict((oc) => oc.columns(["message_id", "outcome"]).doNothing())
    .execute();
}

/**
 * Takes replies not yet posted for one poster: each is held until `now + holdMs`, and counts an
 * attempt. A reply whose poster died is taken again once the hold lapses; one that failed
 * `maxAttempts` times is left alone.
 */
export async function claimDueReplies(
  db: Db,
  claim: { now: Date; holdMs: number; maxAttempts: number; limit: number; jobId?: string },
): Promise<CommentReplyRow[]> {
  const holdUntil = new Date(claim.now.getTime() + claim.holdMs);
  const jobFilter = claim.jobId === undefined ? sql`` : sql`and job_id = ${claim.jobId}`;
  const result = await sql<CommentReplyRow>`
    update comment_replies set claimed_until = ${holdUntil}, attempts = attempts + 1
    where id in (
      select id from comment_replies
      where posted_at is null
        and attempts < ${claim.maxAttempts}
        and (claimed_until is null or claimed_until < ${claim.now})
        ${jobFilter}
      order by id
      limit ${claim.limit}
      for update skip locked
    )
    returning *
  `.execute(db);
  return result.rows;
}

/** The origin of the message a reply is for: which kind of comment it replies to. */
export async function findReplyOrigin(db: Db, messageId: number): Promise<string | undefined> {
  const row = await db
    .selectFrom("job_messages")
    .select("origin")
    .where("id", "=", messageId)
    .executeTakeFirst();
  return row?.origin;
}

export async function markReplyPosted(db: Db, id: number, at: Date): Promise<void> {
  await db
    .updateTable("comment_replies")
    .set({ posted_at: at, claimed_until: null })
    .where("id", "=", id)
    .execute();
}

/** Lets another poster (or a later pass) try again at once. */
export async function releaseReply(db: Db, id: number): Promise<void> {
  await db
    .updateTable("comment_replies")
    .set({ claimed_until: null })
    .where("id", "=", id)
    .execute();
}

import { type Kysely, sql } from "kysely";

// Follow-ups from review comments (on a line of the pull request's diff) as well as from issue
// comments. GitHub numbers the two kinds apart, so one id can name a comment of each: a comment is
// known by its id and its kind, the message's origin ('comment' or 'review_comment').
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists job_messages_comment_idx`.execute(db);
  await sql`
    create unique index job_messages_comment_origin_idx on job_messages (comment_id, origin)
    where comment_id is not null
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists job_messages_comment_origin_idx`.execute(db);
  await sql`delete from job_messages where origin = 'review_comment'`.execute(db);
  await sql`
    create unique index job_messages_comment_idx on job_messages (comment_id)
    where comment_id is not null
  `.execute(db);
}

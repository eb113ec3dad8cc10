import { type Kysely, sql } from "kysely";

// Follow-ups from pull request comments. A message remembers the comment it came from, so a
// comment delivered twice (two delivery ids) queues one follow-up, and the worker knows which
// comment to answer. Each answer is written to an outbox in the same transaction that settles the
// run, then posted: a crash in between leaves the row to be posted later, never lost. One answer
// per message and outcome, so a message that fails twice is not answered twice.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table job_messages add column comment_id bigint`.execute(db);
  await sql`
    create unique index job_messages_comment_idx on job_messages (comment_id)
    where comment_id is not null
  `.execute(db);
  await sql`
    create table comment_replies (
      id bigint generated always as identity primary key,
      message_id bigint not null references job_messages (id) on delete cascade,
      job_id text not null references jobs (id) on delete cascade,
      comment_id bigint not null,
      outcome text not null,
      detail jsonb not null,
      created_at timestamptz not null,
      attempts integer not null default 0,
      claimed_until timestamptz,
      posted_at timestamptz,
      unique (message_id, outcome)
    )
  `.execute(db);
  // The poster looks for answers not yet posted.
  await sql`
    create index comment_replies_due_idx on comment_replies (id) where posted_at is null
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists comment_replies`.execute(db);
  await sql`drop index if exists job_messages_comment_idx`.execute(db);
  await sql`alter table job_messages drop column if exists comment_id`.execute(db);
}

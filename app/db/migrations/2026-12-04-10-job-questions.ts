import { type Kysely, sql } from "kysely";

// A job whose agent asks instead of guessing: the status `needs_input`, the run ending `asked`,
// the question it asks (its text and the candidates it found), and what the last run said it did
// not do (so a run that changed nothing because nothing needed changing reads apart from one that
// could not do it). Null until a run says.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table jobs drop constraint if exists jobs_status_check`.execute(db);
  await sql`
    alter table jobs add constraint jobs_status_check
      check (status in ('active', 'completed', 'needs_input', 'archived', 'failed'))
  `.execute(db);
  await sql`alter table jobs drop constraint if exists jobs_run_ending_check`.execute(db);
  await sql`
    alter table jobs add constraint jobs_run_ending_check
      check (run_ending in ('finished', 'stopped_early', 'nothing_to_change', 'asked'))
  `.execute(db);
  await sql`
    alter table jobs
      add column question jsonb,
      add column not_done jsonb
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`update jobs set status = 'completed' where status = 'needs_input'`.execute(db);
  await sql`update jobs set run_ending = 'nothing_to_change' where run_ending = 'asked'`.execute(
    db,
  );
  await sql`alter table jobs drop column if exists question, drop column if exists not_done`.execute(
    db,
  );
  await sql`alter table jobs drop constraint if exists jobs_status_check`.execute(db);
  await sql`
    alter table jobs add constraint jobs_status_check
      check (status in ('active', 'completed', 'archived', 'failed'))
  `.execute(db);
  await sql`alter table jobs drop constraint if exists jobs_run_ending_check`.execute(db);
  await sql`
    alter table jobs add constraint jobs_run_ending_check
      check (run_ending in ('finished', 'stopped_early', 'nothing_to_change'))
  `.execute(db);
}

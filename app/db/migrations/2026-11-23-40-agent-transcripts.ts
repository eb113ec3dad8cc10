import { type Kysely, sql } from "kysely";

// What the agent's runs cost and did. Token counts on the job, summed over its runs (null until a
// run has spent any). Each run's transcript: its steps, tool calls (shortened, redacted) and
// outcome, in the order they happened; ids only grow, so a reader can resume after the last one.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table jobs add column input_tokens bigint`.execute(db);
  await sql`alter table jobs add column output_tokens bigint`.execute(db);
  await sql`alter table jobs add column cached_input_tokens bigint`.execute(db);
  await sql`
    create table job_events (
      id bigint generated always as identity primary key,
      job_id text not null references jobs (id) on delete cascade,
      run integer not null,
      type text not null,
      at timestamptz not null,
      data jsonb not null
    )
  `.execute(db);
  await sql`create index job_events_job_idx on job_events (job_id, id)`.execute(db);
  // Housekeeping deletes by age.
  await sql`create index job_events_at_idx on job_events (at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists job_events`.execute(db);
  await sql`alter table jobs drop column if exists cached_input_tokens`.execute(db);
  await sql`alter table jobs drop column if exists output_tokens`.execute(db);
  await sql`alter table jobs drop column if exists input_tokens`.execute(db);
}

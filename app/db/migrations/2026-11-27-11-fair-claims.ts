import { type Kysely, sql } from "kysely";

// Claims rotate between projects and hold back an installation GitHub rate-limited.
// `claim_turn` is the turn (from one sequence, so no two are equal) at which a job of the project
// was last claimed: the project with the earliest turn, or none, is served next. A claim sets it
// only if it still has the value the claim read, so two processes never both take a project's
// last free place.
// `jobs_queue_idx` serves the claim's walk over the projects with active jobs and each one's
// oldest job; `jobs_leased_idx` counts a project's running jobs without reading its backlog.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create sequence job_claim_turns`.execute(db);
  await sql`alter table projects add column claim_turn bigint`.execute(db);
  await sql`
    create table installation_throttles (
      installation_id bigint primary key,
      until timestamptz not null
    )
  `.execute(db);
  await sql`drop index if exists jobs_claimable_idx`.execute(db);
  await sql`
    create index jobs_queue_idx on jobs (project_id, run_after, created_at)
    where status = 'active'
  `.execute(db);
  await sql`
    create index jobs_leased_idx on jobs (project_id, lease_expires_at)
    where status = 'active' and lease_owner is not null
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists jobs_leased_idx`.execute(db);
  await sql`drop index if exists jobs_queue_idx`.execute(db);
  await sql`create index jobs_claimable_idx on jobs (run_after) where status = 'active'`.execute(
    db,
  );
  await sql`drop table if exists installation_throttles`.execute(db);
  await sql`alter table projects drop column if exists claim_turn`.execute(db);
  await sql`drop sequence if exists job_claim_turns`.execute(db);
}

import { type Kysely, sql } from "kysely";

// The commit a run made and what its pull request should say, saved before the branch moves: a
// run retried after a crash publishes that commit instead of running the agent again.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table jobs add column publication jsonb`.execute(db);
  await sql`create index jobs_branch_idx on jobs (branch)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists jobs_branch_idx`.execute(db);
  await sql`alter table jobs drop column if exists publication`.execute(db);
}

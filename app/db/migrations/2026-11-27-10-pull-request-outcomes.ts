import { type Kysely, sql } from "kysely";

// What became of each pull request a job opened, recorded when GitHub says it closed: merged as
// Inkwell left it, merged after follow-ups, merged after someone else's commits, or closed
// unmerged. One row per job (a reopened and closed again pull request keeps its latest ending).
// The stats read a project's rows by when they closed.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table pull_request_outcomes (
      job_id text primary key references jobs (id) on delete cascade,
      project_id text not null references projects (id) on delete cascade,
      pr_number integer not null,
      outcome text not null check (outcome in (
        'merged_as_is', 'merged_after_follow_ups', 'merged_after_human_commits', 'closed_unmerged'
      )),
      head_sha text not null,
      inkwell_commit_sha text,
      runs integer not null,
      pr_commits integer,
      opened_at timestamptz not null,
      closed_at timestamptz not null
    )
  `.execute(db);
  await sql`
    create index pull_request_outcomes_project_closed_idx
    on pull_request_outcomes (project_id, closed_at)
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists pull_request_outcomes`.execute(db);
}

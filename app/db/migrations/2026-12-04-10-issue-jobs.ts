import { type Kysely, sql } from "kysely";

// Jobs started from a GitHub issue: the label that starts one (per project), whether its pull
// request closes the issue, and the issue a job came from. An issue has at most one job that is
// not archived, so a redelivered or repeated label or assignment never starts a second one.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table projects add column issue_label text not null default 'inkwell'`.execute(
    db,
  );
  await sql`alter table projects add column close_issues boolean not null default false`.execute(
    db,
  );
  await sql`alter table jobs add column source_issue integer`.execute(db);
  await sql`alter table jobs add column closes_issue boolean not null default false`.execute(db);
  await sql`
    create unique index jobs_open_source_issue_idx on jobs (project_id, source_issue)
    where source_issue is not null and archived_at is null
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists jobs_open_source_issue_idx`.execute(db);
  await sql`alter table jobs drop column if exists closes_issue`.execute(db);
  await sql`alter table jobs drop column if exists source_issue`.execute(db);
  await sql`alter table projects drop column if exists close_issues`.execute(db);
  await sql`alter table projects drop column if exists issue_label`.execute(db);
}

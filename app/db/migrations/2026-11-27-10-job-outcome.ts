import { type Kysely, sql } from "kysely";

// How a job stands beyond its status: its pull request as last seen (draft, open, merged or
// closed), how its last run ended, and how many problems the docs check left open on the whole
// pull request. Null until a run or a webhook says.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table jobs
      add column pr_state text
        check (pr_state in ('draft', 'open', 'merged', 'closed')),
      add column run_ending text
        check (run_ending in ('finished', 'stopped_early', 'nothing_to_change')),
      add column open_findings integer
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table jobs
      drop column if exists pr_state,
      drop column if exists run_ending,
      drop column if exists open_findings
  `.execute(db);
}

import { type Kysely, sql } from "kysely";

// The W3C `traceparent` of the request that created a job or sent its latest follow-up, while
// tracing is on: the run a worker (perhaps another process) starts later continues that trace,
// so one trace shows a job from its request to its pull request.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table jobs add column trace_parent text`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table jobs drop column if exists trace_parent`.execute(db);
}

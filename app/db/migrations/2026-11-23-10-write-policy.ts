import { type Kysely, sql } from "kysely";

// A project's own adjustments to what the agent may write inside its docs root: globs (relative to
// the docs root) that widen the default set of documentation files, and globs that narrow it.
// Empty arrays mean the default policy.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table projects add column write_allow text[] not null default '{}'`.execute(db);
  await sql`alter table projects add column write_deny text[] not null default '{}'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table projects drop column if exists write_deny`.execute(db);
  await sql`alter table projects drop column if exists write_allow`.execute(db);
}

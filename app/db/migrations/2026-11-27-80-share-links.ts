import { type Kysely, sql } from "kysely";

// Links that show a project's analytics, read-only, to anyone who holds them. Only the SHA-256 of
// the link's token is kept (as for API keys): the link itself is shown once, when it is made.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table share_links (
      id text primary key,
      project_id text not null references projects (id) on delete cascade,
      name text not null,
      token_hash text not null unique,
      -- Who made it in the dashboard; null for a link an operator made with the CLI.
      created_by_login text,
      created_by_user_id bigint,
      expires_at timestamptz,
      revoked_at timestamptz,
      created_at timestamptz not null default now()
    )
  `.execute(db);
  await sql`create index share_links_project on share_links (project_id, created_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists share_links`.execute(db);
}

import { type Kysely, sql } from "kysely";

// Dashboard sign-in: sign-ins under way (state and PKCE verifier, for ten minutes) and sessions.
// A session keeps only the SHA-256 of its cookie token, the GitHub user's tokens encrypted, and a
// short-lived copy of what GitHub says the user may access (never a role of our own).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table dashboard_sign_ins (
      state_hash text primary key,
      code_verifier text not null,
      return_to text not null,
      created_at timestamptz not null
    )
  `.execute(db);
  await sql`create index dashboard_sign_ins_created_idx on dashboard_sign_ins (created_at)`.execute(
    db,
  );
  await sql`
    create table dashboard_sessions (
      id text primary key,
      token_hash text not null unique,
      csrf_token text not null,
      github_user_id bigint not null,
      github_login text not null,
      access_token text not null,
      access_token_expires_at timestamptz,
      refresh_token text,
      refresh_token_expires_at timestamptz,
      refresh_lease_until timestamptz,
      repository_access jsonb,
      access_checked_at timestamptz,
      created_at timestamptz not null,
      last_seen_at timestamptz not null,
      expires_at timestamptz not null
    )
  `.execute(db);
  await sql`create index dashboard_sessions_expires_idx on dashboard_sessions (expires_at)`.execute(
    db,
  );
  await sql`create index dashboard_sessions_seen_idx on dashboard_sessions (last_seen_at)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists dashboard_sessions`.execute(db);
  await sql`drop table if exists dashboard_sign_ins`.execute(db);
}

import { type Kysely, sql } from "kysely";

// Who made an API key in the dashboard, and with what access to the project's repository on
// GitHub: such a key stops working once that person no longer has the access it needed. Keys made
// with the CLI (by operators) have no row here.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table key_minters (
      key_id text primary key references api_keys (id) on delete cascade,
      github_user_id bigint not null,
      github_login text not null,
      -- The permission the key needed on the repository when it was made (the keys page's).
      required_permission text not null,
      -- When GitHub last confirmed the access, and when it said the access was gone.
      access_checked_at timestamptz not null,
      access_lost_at timestamptz
    )
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists key_minters`.execute(db);
}

import { type Kysely, sql } from "kysely";

// A project's time zone (an IANA name): the local days, weeks and presets its analytics follow.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table projects add column time_zone text not null default 'UTC'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table projects drop column if exists time_zone`.execute(db);
}

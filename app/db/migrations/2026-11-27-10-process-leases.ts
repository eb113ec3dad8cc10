import { type Kysely, sql } from "kysely";

// Work that one process of a deployment does for all of them (housekeeping): the process that
// holds a name's lease does it, renews the lease as it goes, and another takes it over once the
// lease lapses.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table process_leases (
      name text primary key,
      owner text not null,
      expires_at timestamptz not null
    )
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists process_leases`.execute(db);
}

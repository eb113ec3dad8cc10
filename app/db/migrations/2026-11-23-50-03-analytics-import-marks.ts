import { type Kysely, sql } from "kysely";

// How far each access log was imported, so importing it again (or the rotated copy of a log
// imported while it was live) counts only the lines after that point. A log is known by a hash of
// its first line, which rotation, compression and appends keep; the log itself is not stored.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table analytics_import_marks (
      site_id integer not null references analytics_sites (id) on delete cascade,
      file_key text not null,
      lines bigint not null,
      updated_at timestamptz not null,
      primary key (site_id, file_key)
    )
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists analytics_import_marks`.execute(db);
}

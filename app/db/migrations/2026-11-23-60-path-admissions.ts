import { type Kysely, sql } from "kysely";

// Flood control of page paths: which paths a site has admitted (by digest: the path text lives in
// the counts' own dictionary), and how many new ones it admitted today. Keys lead with the site.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table analytics_admitted_paths (
      site_id integer not null references analytics_sites (id) on delete cascade,
      digest bytea not null,
      primary key (site_id, digest)
    )
  `.execute(db);
  // One row per site: the UTC day and the paths admitted on it. Each batch with new paths locks
  // the row, so two batches cannot both take the last places of the day.
  await sql`
    create table analytics_new_path_days (
      site_id integer primary key references analytics_sites (id) on delete cascade,
      day integer not null,
      admitted integer not null
    )
  `.execute(db);
  // Paths counted before this table existed are admitted already (the first 16 bytes of the
  // SHA-256 of their UTF-8 text, as the application computes them).
  await sql`
    insert into analytics_admitted_paths (site_id, digest)
    select site_id, substring(sha256(convert_to(path, 'UTF8')) from 1 for 16) from analytics_paths
    on conflict do nothing
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists analytics_new_path_days`.execute(db);
  await sql`drop table if exists analytics_admitted_paths`.execute(db);
}

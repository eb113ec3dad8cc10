import { type Kysely, sql } from "kysely";

// Where human readers came from: the referring host of a view (never its URL), per path and
// quarter hour, in the same compact day cells as the other counts (shards 16-31 of a day hold a
// path's referrer cells, keyed by referrer id), and site-wide per referrer and day for
// whole-site answers (the partial days at a range's ends are read from the day cells). A site adds a bounded number of new hosts per UTC day; past it, views count under one
// host for the rest.
//
// Every key leads with `site_id`, so the tables can be distributed by site.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table analytics_referrers (
      site_id integer not null references analytics_sites (id) on delete cascade,
      id integer generated always as identity,
      host text not null,
      primary key (site_id, id),
      unique (site_id, host)
    )
  `.execute(db);
  await sql`
    create table analytics_new_referrer_days (
      site_id integer primary key references analytics_sites (id) on delete cascade,
      day integer not null,
      admitted integer not null
    )
  `.execute(db);
  await sql`
    create table analytics_site_referrer_days (
      site_id integer not null,
      day integer not null,
      referrer_id integer not null,
      views bigint not null,
      primary key (site_id, day, referrer_id),
      foreign key (site_id, referrer_id) references analytics_referrers (site_id, id)
        on delete cascade
    )
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    "analytics_site_referrer_days",
    "analytics_new_referrer_days",
    "analytics_referrers",
  ]) {
    await sql`drop table if exists ${sql.table(table)}`.execute(db);
  }
}

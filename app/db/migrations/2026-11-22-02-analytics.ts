import { type Kysely, sql } from "kysely";

// Page view analytics. Times are stored as integers: `day` counts UTC days since 1970-01-01 and
// `bucket` counts quarter hours since 1970-01-01T00:00Z. Every bound the API counts exactly falls
// on a quarter hour, so integer buckets keep the arithmetic exact and the rows small.
//
// Migrations never import application code: they must keep working as the code moves on.
export async function up(db: Kysely<unknown>): Promise<void> {
  // A small integer per project, so that the hundreds of millions of count rows do not repeat a
  // long project id.
  await sql`
    create table analytics_sites (
      id integer generated always as identity primary key,
      project_id text not null unique references projects (id) on delete cascade
    )
  `.execute(db);

  // The path dictionary, and per path its running totals (cumulative counts up to its last day).
  // `first_day`/`last_day` bound the days that have a row in analytics_daily_cumulative. Every
  // batch updates the totals of its paths: free space on each page keeps those updates HOT.
  await sql`
    create table analytics_paths (
      id integer generated always as identity primary key,
      site_id integer not null references analytics_sites (id) on delete cascade,
      path text collate "C" not null,
      first_day integer,
      last_day integer,
      human bigint not null default 0,
      ai_assistant bigint not null default 0,
      ai_search bigint not null default 0,
      ai_training bigint not null default 0,
      unique (site_id, path)
    ) with (fillfactor = 80)
  `.execute(db);

  // Exact counts per quarter hour, with the finer AI category. A range whose bounds are not on a
  // day boundary reads its partial days from here.
  await sql`
    create table analytics_quarter_hours (
      site_id integer not null,
      bucket integer not null,
      path_id integer not null references analytics_paths (id) on delete cascade,
      human integer not null default 0,
      ai_assistant integer not null default 0,
      ai_search integer not null default 0,
      ai_training integer not null default 0,
      primary key (site_id, bucket, path_id)
    )
  `.execute(db);

  // Cumulative counts: the row (day D, path P) holds every view of P up to the end of day D. Rows
  // are dense from a path's first to its last day, so the views of every path between two day
  // boundaries come from two contiguous index-only scans (one per boundary), whatever the length
  // of the range: the query costs O(paths), not O(paths x days). `day_human`/`day_ai` are the
  // day's own counts, so a one-day range (the most common export) is a single scan.
  await sql`
    create table analytics_daily_cumulative (
      site_id integer not null,
      day integer not null,
      path_id integer not null references analytics_paths (id) on delete cascade,
      human bigint not null,
      ai_assistant bigint not null,
      ai_search bigint not null,
      ai_training bigint not null,
      day_human integer not null default 0,
      day_ai integer not null default 0,
      primary key (site_id, day, path_id)
        include (human, ai_assistant, ai_search, ai_training, day_human, day_ai)
    )
  `.execute(db);
  // A late event (an old log imported after newer data) adds to every later row of its path.
  await sql`create index analytics_daily_cumulative_path_idx on analytics_daily_cumulative (path_id, day)`.execute(
    db,
  );

  // Idempotency keys of event batches: a retried batch with the same key is acknowledged once.
  await sql`
    create table analytics_batches (
      site_id integer not null references analytics_sites (id) on delete cascade,
      key text not null,
      request_hash text not null,
      event_count integer not null,
      created_at timestamptz not null default now(),
      primary key (site_id, key)
    )
  `.execute(db);
  await sql`create index analytics_batches_created_idx on analytics_batches (created_at)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    "analytics_batches",
    "analytics_daily_cumulative",
    "analytics_quarter_hours",
    "analytics_paths",
    "analytics_sites",
  ]) {
    await sql`drop table if exists ${sql.table(table)}`.execute(db);
  }
}

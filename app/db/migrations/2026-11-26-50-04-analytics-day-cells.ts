import { type Kysely, sql } from "kysely";

// Page view storage whose size follows the views stored and whose write cost is the same for
// every event, whatever its date and whatever came before it:
//
// - analytics_pending_views: one row per committed batch, its views as parallel arrays (quarter
//   hour, path, kind, views). A batch writes this one row; queries add the rows not yet folded.
// - analytics_day_cells: per site and day, every (path, quarter hour, kind) count of the day in
//   16 compact values, by path id modulo 16 (app/analytics/store/count-codec.ts): exact for any
//   quarter-hour bound, per path and per agent, at 2-4 bytes per count; a query about one page
//   reads one value per day.
// - analytics_day_totals: per site and day with views, each path's running totals through the
//   end of the day, in one compact value: the views of every path between two day boundaries
//   are the difference of two values.
//
// Housekeeping folds pending rows into the cells and totals of their days, and into the site-wide
// rollups, in bulk: a late view costs once per fold, shared with every other view of that fold,
// and batches share no row to wait on.
//
// Every key leads with `site_id`, so the tables can be distributed by site.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table analytics_pending_views (
      site_id integer not null references analytics_sites (id) on delete cascade,
      id bigint generated always as identity,
      first_bucket integer not null,
      last_bucket integer not null,
      buckets integer[] not null,
      path_ids integer[] not null,
      kinds integer[] not null,
      views integer[] not null,
      primary key (site_id, id)
    )
  `.execute(db);
  await sql`
    create table analytics_day_cells (
      site_id integer not null references analytics_sites (id) on delete cascade,
      day integer not null,
      shard smallint not null,
      cells bytea not null,
      primary key (site_id, day, shard)
    )
  `.execute(db);
  await sql`
    create table analytics_day_totals (
      site_id integer not null references analytics_sites (id) on delete cascade,
      day integer not null,
      totals bytea not null,
      primary key (site_id, day)
    )
  `.execute(db);

  // The views counted so far become pending rows, one per site and day: the first fold writes
  // their cells, totals and site-wide rollups (emptied here, since they are rebuilt from the same
  // counts), and queries count them exactly until then.
  await sql`
    insert into analytics_pending_views
      (site_id, first_bucket, last_bucket, buckets, path_ids, kinds, views)
    select site_id, min(bucket), max(bucket), array_agg(bucket), array_agg(path_id),
      array_agg(kind), array_agg(views)
    from (
      select q.site_id, q.bucket, q.path_id, k.kind, k.views
      from analytics_quarter_hours q
      cross join lateral (
        values (0, q.human), (1, q.ai_assistant), (2, q.ai_search), (3, q.ai_training)
      ) as k (kind, views)
      where k.views > 0
      union all
      select site_id, bucket, path_id, 4 + agent_id, views
      from analytics_agent_quarter_hours
      where views > 0
    ) as counts
    group by site_id, bucket / 96
  `.execute(db);

  for (const table of [
    "analytics_site_quarter_hours",
    "analytics_site_days",
    "analytics_site_agent_quarter_hours",
    "analytics_site_agent_days",
  ]) {
    await sql`delete from ${sql.table(table)}`.execute(db);
  }
  await sql`drop table analytics_path_days`.execute(db);
  await sql`drop table analytics_day_deltas`.execute(db);
  await sql`drop table analytics_agent_quarter_hours`.execute(db);
  await sql`drop table analytics_quarter_hours`.execute(db);
}

import { type Kysely, sql } from "kysely";

// Day-level storage whose size follows the views stored and whose write cost does not depend on
// the order events arrive in.
//
// - analytics_path_days: one row per path and day that had views, holding the path's running
//   totals through the end of that day, and the day of the path's next row (`next_day`, or
//   1048575 for the last row). A row therefore stands for every day from `day` up to `next_day`,
//   and a GiST index on that span finds, for any day, the one row per path that covers it: the
//   views of all paths before a day boundary in one index scan, with no dense rows in between.
// - analytics_day_deltas: views per path and day that are not yet in the running totals. Every
//   batch adds here (an upsert, whatever the day); housekeeping folds them into
//   analytics_path_days in bulk, and queries add the deltas inside their range, so answers are
//   exact before and after a fold.
//
// Days are below 2^20 (the year 4840), so `site_id * 2^20 + day` keeps each site's spans apart in
// one int8 range without a btree_gist extension.
//
// Every key leads with `site_id`, so the tables can be distributed by site.
export async function up(db: Kysely<unknown>): Promise<void> {
  // Paths keyed by site: the running totals move to analytics_path_days.
  await sql`alter table analytics_paths drop constraint analytics_paths_pkey cascade`.execute(db);
  await sql`alter table analytics_paths add primary key (site_id, id)`.execute(db);
  for (const column of [
    "first_day",
    "last_day",
    "human",
    "ai_assistant",
    "ai_search",
    "ai_training",
  ]) {
    await sql`alter table analytics_paths drop column ${sql.id(column)}`.execute(db);
  }
  await sql`
    alter table analytics_quarter_hours add foreign key (site_id, path_id)
      references analytics_paths (site_id, id) on delete cascade
  `.execute(db);
  await sql`
    alter table analytics_agent_quarter_hours add foreign key (site_id, path_id)
      references analytics_paths (site_id, id) on delete cascade
  `.execute(db);

  await sql`
    create table analytics_path_days (
      site_id integer not null,
      path_id integer not null,
      day integer not null,
      next_day integer not null,
      human bigint not null,
      ai_assistant bigint not null,
      ai_search bigint not null,
      ai_training bigint not null,
      primary key (site_id, path_id, day),
      foreign key (site_id, path_id) references analytics_paths (site_id, id) on delete cascade,
      check (day < next_day and next_day <= 1048575)
    )
  `.execute(db);
  await sql`
    create index analytics_path_days_span_idx on analytics_path_days using gist
      (int8range(site_id::int8 * 1048576 + day, site_id::int8 * 1048576 + next_day))
  `.execute(db);

  await sql`
    create table analytics_day_deltas (
      site_id integer not null,
      day integer not null,
      path_id integer not null,
      human bigint not null,
      ai_assistant bigint not null,
      ai_search bigint not null,
      ai_training bigint not null,
      primary key (site_id, day, path_id),
      foreign key (site_id, path_id) references analytics_paths (site_id, id) on delete cascade
    )
  `.execute(db);

  // The running totals of the views already counted, rebuilt from the exact quarter hours.
  await sql`
    insert into analytics_path_days
      (site_id, path_id, day, next_day, human, ai_assistant, ai_search, ai_training)
    select site_id, path_id, day,
      lead(day, 1, 1048575) over w,
      sum(human) over w, sum(ai_assistant) over w, sum(ai_search) over w, sum(ai_training) over w
    from (
      select site_id, path_id, bucket / 96 as day, sum(human) as human,
        sum(ai_assistant) as ai_assistant, sum(ai_search) as ai_search,
        sum(ai_training) as ai_training
      from analytics_quarter_hours group by site_id, path_id, bucket / 96
    ) as days
    window w as (partition by site_id, path_id order by day)
  `.execute(db);
  await sql`drop table analytics_daily_cumulative`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists analytics_day_deltas`.execute(db);
  await sql`drop table if exists analytics_path_days`.execute(db);
}

import { type Kysely, sql } from "kysely";

// `analytics_daily_counts` (the BI view of the 2026-11-27 analytics-daily-counts-view migration)
// gives each crawler's rows the class `crawler`, as the bulk export does, instead of `ai`: since
// the analytics-crawlers migration, an agent of category 'crawler' is no AI agent. Only the class
// expression changes; the rest of the view is as it was. Replaced in place (same columns), not
// dropped, so the grants an operator gave a BI role on the view stay.
export async function up(db: Kysely<unknown>): Promise<void> {
  await replaceView(db, sql`when a.category = 'crawler' then 'crawler' `);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await replaceView(db, sql``);
}

async function replaceView(db: Kysely<unknown>, crawlerClass: ReturnType<typeof sql>) {
  await sql`
    create or replace view analytics_daily_counts as
    select s.project_id, pr.name as project_name, local_days.day, pa.path,
      case when c.kind = 0 then 'human' ${crawlerClass}else 'ai' end as class,
      coalesce(a.name, '') as agent,
      coalesce(a.category, '') as category,
      sum(c.views)::bigint as views
    from analytics_sites s
    join projects pr on pr.id = s.project_id
    cross join lateral (
      select least(
          (select min(day) from analytics_day_cells where site_id = s.id and shard < 16),
          (select min(first_bucket) / 96 from analytics_pending_views where site_id = s.id)
        ) as first_day,
        greatest(
          (select max(day) from analytics_day_cells where site_id = s.id and shard < 16),
          (select max(last_bucket) / 96 from analytics_pending_views where site_id = s.id)
        ) as last_day
    ) as extent
    cross join lateral (
      select day::date as day,
        floor((extract(epoch from day::timestamp at time zone pr.time_zone) - 3600) / 86400)
          as first_utc_day,
        floor((extract(epoch from (day + interval '1 day')::timestamp at time zone pr.time_zone)
          + 3599) / 86400) as last_utc_day
      from generate_series(
        date '1970-01-01' + extent.first_day - 1,
        date '1970-01-01' + extent.last_day + 1,
        interval '1 day'
      ) as day
    ) as local_days
    cross join lateral (
      select x.path_id, x.kind, x.views
      from (
        select d.day * 96 + y.quarter_hour as bucket, y.path_id, y.kind, y.views
        from analytics_day_cells d
        cross join lateral analytics_day_cell_counts(d.cells) as y
        where d.site_id = s.id and d.shard < 16
          and d.day between local_days.first_utc_day and local_days.last_utc_day
        union all
        select u.bucket, u.path_id, u.kind, u.views::bigint
        from analytics_pending_views p
        cross join lateral unnest(p.buckets, p.path_ids, p.kinds, p.views)
          as u (bucket, path_id, kind, views)
        where p.site_id = s.id
          and p.last_bucket >= local_days.first_utc_day * 96
          and p.first_bucket < (local_days.last_utc_day + 1) * 96
      ) as x
      where (x.kind = 0 or x.kind >= 4)
        and (to_timestamp(x.bucket::bigint * 900) at time zone pr.time_zone)::date
          = local_days.day
    ) as c
    join analytics_paths pa on pa.id = c.path_id
    left join analytics_agents a on c.kind >= 4 and a.site_id = s.id and a.id = c.kind - 4
    group by s.project_id, pr.name, local_days.day, pa.path, 5, a.name, a.category
  `.execute(db);
}

import { type Kysely, sql } from "kysely";

// A read-only view of daily counts per path, for BI tools (Metabase, Grafana) that cannot decode
// the compact day cells: `analytics_daily_counts` has one row per project, day of the project's
// time zone, path, class (human or ai) and agent, with its views, the same rows the bulk export
// gives. It decodes the cells as it is read (analytics_day_cell_counts, the cell codec in
// PL/pgSQL) and adds the batches not folded yet, so it stores nothing and is always current:
// a table of the same rows would take about ten times the space of the cells it repeats.
// The AI categories' cells are left out: every AI view is also its agent's.
//
// The decoder repeats app/analytics/store/count-codec.ts (migrations never import app code):
// a cell value is, per path (ascending), the path id's difference from the previous one and the
// byte length of its cells, then its cells as (key difference, views); numbers are unsigned
// LEB128 varints; a key is kind * 128 + quarter hour of the day. A test holds the two equal.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create function analytics_day_cell_counts(cells bytea)
    returns table (path_id integer, kind integer, quarter_hour integer, views bigint)
    language plpgsql immutable strict parallel safe
    as $$
    declare
      pos integer := 0;
      size integer := length(cells);
      b integer;
      n bigint;
      scale bigint;
      -- Which number comes next: 0 a path id's difference, 1 its cells' byte length,
      -- 2 a key's difference, 3 that key's views.
      field integer := 0;
      current_path bigint := 0;
      path_end integer;
      cell_key bigint;
    begin
      while pos < size loop
        n := 0; scale := 1;
        loop
          b := get_byte(cells, pos); pos := pos + 1;
          n := n + (b & 127) * scale;
          exit when b < 128;
          scale := scale * 128;
        end loop;
        if field = 0 then
          current_path := current_path + n;
          field := 1;
        elsif field = 1 then
          path_end := pos + n::integer;
          cell_key := 0;
          field := case when pos < path_end then 2 else 0 end;
        elsif field = 2 then
          cell_key := cell_key + n;
          field := 3;
        else
          path_id := current_path;
          kind := cell_key / 128;
          quarter_hour := cell_key % 128;
          views := n;
          return next;
          field := case when pos < path_end then 2 else 0 end;
        end if;
      end loop;
    end
    $$
  `.execute(db);

  // One row per local day of each site, from the first to the last day with views (stored or
  // pending); each day reads the cells of the UTC days it overlaps (an hour more either side,
  // so that the rules PostgreSQL applies to a skipped or repeated midnight cannot lose a cell)
  // and keeps those whose quarter hour falls on it. A filter on `day` (or `project_id`)
  // is applied to these days before any cell is decoded, so a BI query over a month decodes a
  // month. Shards 0-15 of a day hold the counts (16-31 the referrers); kind 0 is human views,
  // 4 and up an agent's (agent id + 4). A quarter hour is 900 seconds from 1970-01-01T00:00Z.
  await sql`
    create view analytics_daily_counts as
    select s.project_id, pr.name as project_name, local_days.day, pa.path,
      case when c.kind = 0 then 'human' else 'ai' end as class,
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
        -- The UTC days its cells can be on: those of its start and end, an hour either side.
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

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop view if exists analytics_daily_counts`.execute(db);
  await sql`drop function if exists analytics_day_cell_counts(bytea)`.execute(db);
}

import { type Kysely, sql } from "kysely";

// The views of the pending batches (analytics_pending_views, not folded yet) in quarter hours
// [from_bucket, to_bucket), summed per path: human views (kind 0), AI views (kinds 1-3) and
// crawlers' views (agent cells, kind 4 + agent id, of the site's agents of category 'crawler').
// Every views read adds these, almost always to find no batch in its range: as a function, its
// statement is planned once per connection rather than with every read (planning the sum was most
// of the database's work for a day's views), and it answers at once when no batch overlaps the
// range. STABLE: it reads with the snapshot of the statement that calls it.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create function analytics_pending_path_counts(site integer, from_bucket integer, to_bucket integer)
    returns table (path_id integer, human bigint, ai bigint, crawler bigint)
    language plpgsql stable
    as $$
    begin
      if not exists (
        select 1 from analytics_pending_views p
        where p.site_id = site and p.last_bucket >= from_bucket and p.first_bucket < to_bucket
      ) then
        return;
      end if;
      return query
        select u.path_id,
          (sum(u.views) filter (where u.kind = 0))::bigint,
          (sum(u.views) filter (where u.kind > 0 and u.kind < 4))::bigint,
          (sum(u.views) filter (where u.kind - 4 in (
            select a.id from analytics_agents a where a.site_id = site and a.category = 'crawler'
          )))::bigint
        from analytics_pending_views p
        cross join lateral unnest(p.buckets, p.path_ids, p.kinds, p.views)
          as u (bucket, path_id, kind, views)
        where p.site_id = site and p.last_bucket >= from_bucket and p.first_bucket < to_bucket
          and u.bucket >= from_bucket and u.bucket < to_bucket and u.kind >= 0
        group by u.path_id;
    end
    $$
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop function if exists analytics_pending_path_counts(integer, integer, integer)`.execute(
    db,
  );
}

import { type Kysely, sql } from "kysely";

// The heads a views read of whole UTC days [first_day, end_day) starts from (see countViewsFromHeads
// in app/analytics/store/day-cells.repository.ts): each day's own head for a range of at most
// day_counts_up_to days, otherwise the head of the running totals through the range's last day
// (sign 1) and, when the range does not start on the first day, through the day before it
// (sign -1). head_bytes: only a head's first bytes (null: the whole head), beside its whole
// length; a quarter of them when nothing is subtracted or the range holds at least a quarter of
// the site's days through its end, whose first page the heads' first paths settle (a range's
// views must outweigh what the subtracted head's left-out paths may hold). A day without a row
// gives no row. As a function its statements are planned once per connection: planning the same
// statement sent with every read cost the database more than running it.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create function analytics_range_heads(
      site integer, first_day integer, end_day integer, head_bytes integer, day_counts_up_to integer
    )
    returns table (sign integer, bytes text, length integer)
    language plpgsql stable
    as $$
    declare
      first_seen integer;
    begin
      if head_bytes is null then
        head_bytes := 2147483647;
      elsif end_day - first_day <= day_counts_up_to or first_day <= 0 then
        head_bytes := head_bytes / 4;
      else
        select min(d.day) into first_seen from analytics_day_totals d where d.site_id = site;
        if first_seen is null or (end_day - first_day) * 4 >= end_day - first_seen then
          head_bytes := head_bytes / 4;
        end if;
      end if;
      if end_day - first_day <= day_counts_up_to then
        return query
          select 1, encode(substring(t.day_head from 1 for head_bytes), 'base64'),
            octet_length(t.day_head)
          from analytics_day_totals t
          where t.site_id = site and t.day >= first_day and t.day < end_day
            and t.day_head is not null;
        return;
      end if;
      return query
        select s.sign, encode(substring(t.totals_head from 1 for head_bytes), 'base64'),
          octet_length(t.totals_head)
        from (values (1, end_day - 1), (-1, first_day - 1)) as s (sign, through)
        cross join lateral (
          select d.totals_head from analytics_day_totals d
          where d.site_id = site and d.day <= s.through
          order by d.day desc limit 1
        ) as t
        where t.totals_head is not null and (s.sign = 1 or first_day > 0)
        order by s.sign desc;
    end
    $$
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop function if exists analytics_range_heads(integer, integer, integer, integer, integer)
  `.execute(db);
}

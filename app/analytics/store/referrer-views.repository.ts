import { type Kysely, sql } from "kysely";
import type { Database } from "../../db/schema.ts";
import { pendingCells } from "./pending-views.repository.ts";
import type { RangeParts } from "./view-range.ts";

/**
 * The referring hosts of a site: their names, and the site-wide human views each sent, read from
 * the per-host daily rollups (the whole days of a range) and the pending batches; the quarter
 * hours of the partial days at a range's ends come from the day cells (`visitReferrerCells`).
 */

/**
 * Human views per referring host in the whole days of a range and in the pending batches of the
 * whole range, site-wide (hosts with views only).
 */
export async function sumSiteReferrerViews(
  db: Kysely<Database>,
  siteId: number,
  parts: RangeParts,
): Promise<Array<{ id: number; host: string; views: number }>> {
  const result = await sql<{ id: number; host: string; views: string | number }>`
    with per_referrer as materialized (
      select referrer_id, sum(views)::int8 as views from (
        select referrer_id, views from analytics_site_referrer_days
        where site_id = ${siteId} and day >= ${parts.days.first} and day < ${parts.days.end}
        union all
        select -kind, views from (${pendingCells(siteId, parts.from, parts.to)}) as pending
        where kind < 0
      ) as c
      group by referrer_id having sum(views) > 0
    )
    select r.id, r.host, p.views
    from per_referrer p
    join analytics_referrers r on r.site_id = ${siteId} and r.id = p.referrer_id
  `.execute(db);
  return result.rows.map((row) => ({ id: row.id, host: row.host, views: Number(row.views) }));
}

/** The site's referring hosts, by id. */
export async function findReferrerHosts(
  db: Kysely<Database>,
  siteId: number,
  ids: number[],
): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const result = await sql<{ id: number; host: string }>`
    select id, host from analytics_referrers where site_id = ${siteId} and id = any(${ids}::int4[])
  `.execute(db);
  return new Map(result.rows.map((row) => [row.id, row.host]));
}

/** Every referring host of the site, by id. */
export async function listReferrerHosts(
  db: Kysely<Database>,
  siteId: number,
): Promise<Map<number, string>> {
  const result = await sql<{ id: number; host: string }>`
    select id, host from analytics_referrers where site_id = ${siteId}
  `.execute(db);
  return new Map(result.rows.map((row) => [row.id, row.host]));
}

import { type Kysely, sql } from "kysely";
import type { Database } from "../../db/schema.ts";

/** Which of the digests (hex) the site has admitted already. */
export async function findAdmittedDigests(
  db: Kysely<Database>,
  siteId: number,
  digests: string[],
): Promise<Set<string>> {
  const result = await sql<{ digest: string }>`
    select encode(digest, 'hex') as digest from analytics_admitted_paths
    where site_id = ${siteId}
      and digest = any(array(select decode(d, 'hex') from unnest(${digests}::text[]) as d))
  `.execute(db);
  return new Set(result.rows.map((row) => row.digest));
}

/**
 * Locks the site's count of paths admitted on `day` until the transaction ends, and returns it
 * (zero on a new day).
 */
async function lockNewPathDay(
  db: Kysely<Database>,
  table: AllowanceTable,
  siteId: number,
  day: number,
): Promise<number> {
  const result = await sql<{ admitted: number }>`
    insert into ${sql.table(table)} as t (site_id, day, admitted) values (${siteId}, ${day}, 0)
    on conflict (site_id) do update
      set admitted = case when t.day = excluded.day then t.admitted else 0 end, day = excluded.day
    returning admitted
  `.execute(db);
  return Number(result.rows[0]?.admitted ?? 0);
}

/** Admits the digests (hex); returns how many were new. */
export async function admitDigests(
  db: Kysely<Database>,
  siteId: number,
  digests: string[],
): Promise<number> {
  if (digests.length === 0) return 0;
  const result = await sql<{ n: number }>`
    with added as (
      insert into analytics_admitted_paths (site_id, digest)
      select ${siteId}, decode(d, 'hex') from unnest(${digests}::text[]) as d
      on conflict do nothing
      returning 1
    )
    select count(*)::int4 as n from added
  `.execute(db);
  return Number(result.rows[0]?.n ?? 0);
}

async function addNewPathsAdmitted(
  db: Kysely<Database>,
  table: AllowanceTable,
  siteId: number,
  count: number,
): Promise<void> {
  await sql`
    update ${sql.table(table)} set admitted = admitted + ${count} where site_id = ${siteId}
  `.execute(db);
}

/** A site's daily allowance: of new paths, or of new referring hosts. */
type AllowanceTable = "analytics_new_path_days" | "analytics_new_referrer_days";

/**
 * Takes up to `wanted` places from the site's allowance of new paths for `day`, in a
 * transaction of its own, and returns how many it got.
 */
export async function reserveNewPaths(
  db: Kysely<Database>,
  siteId: number,
  day: number,
  wanted: number,
  perDay: number,
  table: AllowanceTable = "analytics_new_path_days",
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const admitted = await lockNewPathDay(trx, table, siteId, day);
    const places = Math.max(0, Math.min(wanted, perDay - admitted));
    if (places > 0) await addNewPathsAdmitted(trx, table, siteId, places);
    return places;
  });
}

/** `reserveNewPaths` for the site's allowance of new referring hosts. */
export function reserveNewReferrers(
  db: Kysely<Database>,
  siteId: number,
  day: number,
  wanted: number,
  perDay: number,
): Promise<number> {
  return reserveNewPaths(db, siteId, day, wanted, perDay, "analytics_new_referrer_days");
}

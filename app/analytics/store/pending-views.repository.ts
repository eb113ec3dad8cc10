import { type Kysely, type RawBuilder, sql } from "kysely";
import type { Database } from "../../db/schema.ts";
import { type BatchClaim, batchKeyClaim } from "./analytics.repository.ts";
import { intArray, parseIntArray } from "./sql-arrays.ts";
import { addUserAgentDays, type UserAgentDay } from "./user-agent-days.repository.ts";

/**
 * Views of one path in one quarter hour of one kind (0 human, 1-3 an AI category, AGENT_KIND +
 * agent id an agent's views).
 */
export interface ViewCell {
  bucket: number;
  pathId: number;
  kind: number;
  views: number;
}

/**
 * A batch's views as one pending row: the only write a batch makes to the counts, so concurrent
 * batches share no row and wait for nothing. Housekeeping folds it into the day cells, the
 * running totals and the site-wide rollups (`fold-pending-views.ts`).
 *
 * With a claim, the key is recorded in the same statement, and the views are stored only if the
 * key was free: returns false (nothing stored) when it was taken. The batch's user agents are
 * added to their days in the same statement.
 */
export async function insertPendingViews(
  db: Kysely<Database>,
  siteId: number,
  cells: ViewCell[],
  claim?: BatchClaim,
  userAgents: readonly UserAgentDay[] = [],
): Promise<boolean> {
  const result = await pendingViewsStatement(siteId, cells, claim, userAgents, undefined).execute(
    db,
  );
  return Number(result.rows[0]?.claimed ?? 0) > 0;
}

/**
 * `insertPendingViews` after a take of a rate limit, in the same statement and so the same
 * commit: `take` is a statement that returns one row with a count when its units were taken
 * (`rateLimitTake`). Nothing is stored when it returns none. `taken` is the count it returned,
 * and `stored` whether the views were stored (false too when the claim's key was taken).
 */
export async function insertPendingViewsAfter(
  db: Kysely<Database>,
  take: RawBuilder<{ count: number }>,
  siteId: number,
  cells: ViewCell[],
  claim?: BatchClaim,
  userAgents: readonly UserAgentDay[] = [],
): Promise<{ taken: number | undefined; stored: boolean }> {
  const result = await pendingViewsStatement(siteId, cells, claim, userAgents, take).execute(db);
  const row = result.rows[0];
  return {
    taken: row?.taken === null || row?.taken === undefined ? undefined : Number(row.taken),
    stored: Number(row?.claimed ?? 0) > 0,
  };
}

function pendingViewsStatement(
  siteId: number,
  cells: ViewCell[],
  claim: BatchClaim | undefined,
  userAgents: readonly UserAgentDay[],
  take: RawBuilder<{ count: number }> | undefined,
): RawBuilder<{ claimed: number; taken?: number | null }> {
  const buckets = new Array<number>(cells.length);
  const paths = new Array<number>(cells.length);
  const kinds = new Array<number>(cells.length);
  const views = new Array<number>(cells.length);
  let first = 0;
  let last = 0;
  cells.forEach((cell, i) => {
    buckets[i] = cell.bucket;
    paths[i] = cell.pathId;
    kinds[i] = cell.kind;
    views[i] = cell.views;
    if (i === 0 || cell.bucket < first) first = cell.bucket;
    if (i === 0 || cell.bucket > last) last = cell.bucket;
  });
  const gate = take ? sql`select 1 from taken` : undefined;
  const claimed = claim ? batchKeyClaim(siteId, claim, gate) : (gate ?? sql`select 1`);
  return sql<{ claimed: number; taken?: number | null }>`
    with ${take ? sql`taken as (${take}),` : sql``}
    claimed as (${claimed}),
    pending as (
      insert into analytics_pending_views
        (site_id, first_bucket, last_bucket, buckets, path_ids, kinds, views)
      select ${siteId}, ${first}, ${last}, ${intArray(buckets, "int4")}, ${intArray(paths, "int4")},
        ${intArray(kinds, "int4")}, ${intArray(views, "int4")}
      where ${cells.length} > 0 and exists (select 1 from claimed)
      returning 1
    )${
      userAgents.length > 0
        ? sql`, user_agents as (${addUserAgentDays(siteId, userAgents, sql`select 1 from claimed`)})`
        : sql``
    }
    select count(*)::int4 as claimed${take ? sql`, (select count from taken) as taken` : sql``}
    from claimed
  `;
}

/**
 * The cells of a site's batches not folded yet in quarter hours [from, to), as rows of bucket,
 * path_id, kind and views: every read adds them to what is folded.
 */
export function pendingCells(
  site: RawBuilder<number> | number,
  from: number,
  to: number,
): RawBuilder<unknown> {
  return sql`
    select u.bucket, u.path_id, u.kind, u.views
    from analytics_pending_views p
    cross join lateral unnest(p.buckets, p.path_ids, p.kinds, p.views)
      as u (bucket, path_id, kind, views)
    where p.site_id = ${site} and p.last_bucket >= ${from} and p.first_bucket < ${to}
      and u.bucket >= ${from} and u.bucket < ${to}
  `;
}

/**
 * The views of a site's batches not folded yet in quarter hours [from, to), summed per path, as
 * rows of path_id, human, ai and crawler (crawlers' agent cells): the database function
 * `analytics_pending_path_counts` (see its migration), whose statement is planned once per
 * connection, not with every read that adds pending views to folded ones.
 */
export function pendingPathCounts(siteId: number, from: number, to: number): RawBuilder<unknown> {
  return sql`
    select path_id, human, ai, crawler
    from analytics_pending_path_counts(${siteId}::int4, ${from}::int4, ${to}::int4)
  `;
}

/**
 * Locks the first site with pending batches that no other fold holds, until the transaction
 * ends; undefined when there is none.
 */
export async function lockSiteWithPendingViews(db: Kysely<Database>): Promise<number | undefined> {
  // NO KEY UPDATE: batches being stored hold KEY SHARE on their site (foreign keys) and are not
  // blocked; two folds of one site are, since each rewrites the totals the other reads.
  const site = await sql<{ id: number }>`
    select s.id from analytics_sites s
    where s.id in (select site_id from analytics_pending_views)
    order by s.id
    limit 1
    for no key update of s skip locked
  `.execute(db);
  return site.rows[0]?.id;
}

/** Locks one site as a fold does, waiting for a fold of it to end, until the transaction ends. */
export async function lockSite(db: Kysely<Database>, siteId: number): Promise<void> {
  await sql`select id from analytics_sites where id = ${siteId} for no key update`.execute(db);
}

export interface PendingBatch {
  buckets: number[];
  path_ids: number[];
  kinds: number[];
  views: number[];
}

/** Deletes and returns the site's oldest `limit` pending batches. */
export async function takePendingBatches(
  db: Kysely<Database>,
  siteId: number,
  limit: number,
): Promise<PendingBatch[]> {
  const taken = await sql<Record<keyof PendingBatch, string>>`
    delete from analytics_pending_views
    where site_id = ${siteId} and id in (
      select id from analytics_pending_views where site_id = ${siteId}
      order by id limit ${limit}
    )
    returning buckets::text, path_ids::text, kinds::text, views::text
  `.execute(db);
  return taken.rows.map((row) => ({
    buckets: parseIntArray(row.buckets),
    path_ids: parseIntArray(row.path_ids),
    kinds: parseIntArray(row.kinds),
    views: parseIntArray(row.views),
  }));
}

/** Pending batches of every site, not yet folded: the fold's backlog. */
export async function countPendingBatches(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom("analytics_pending_views")
    .select((eb) => eb.fn.countAll<string | number>().as("count"))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

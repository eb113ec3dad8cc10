import { type Kysely, sql } from "kysely";
import type { Database } from "../db/schema.ts";

/** Per category counts, in storage order: human, AI assistant, AI search, AI training. */
export type CategoryCounts = [number, number, number, number];

export interface PathState {
  id: number;
  path: string;
  firstDay: number | null;
  lastDay: number | null;
  totals: CategoryCounts;
}

export interface CumulativeRow {
  pathId: number;
  day: number;
  /** Running totals through the end of the day. */
  counts: CategoryCounts;
  /** The day's own views: human, AI. */
  ownDay: [number, number];
}

export interface CumulativeIncrement {
  pathId: number;
  fromDay: number;
  toDay: number;
  /** Added to the running totals of every row from `fromDay` to `toDay`. */
  counts: CategoryCounts;
  /** Added to the day's own counts of the row at `fromDay` only. */
  ownDay: [number, number];
}

export interface QuarterHourIncrement {
  bucket: number;
  pathId: number;
  counts: CategoryCounts;
}

export async function findSiteId(db: Kysely<Database>, projectId: string): Promise<number | null> {
  const row = await db
    .selectFrom("analytics_sites")
    .select("id")
    .where("project_id", "=", projectId)
    .executeTakeFirst();
  return row?.id ?? null;
}

export async function ensureSiteId(db: Kysely<Database>, projectId: string): Promise<number> {
  const existing = await findSiteId(db, projectId);
  if (existing !== null) return existing;
  await db
    .insertInto("analytics_sites")
    .values({ project_id: projectId })
    .onConflict((oc) => oc.column("project_id").doNothing())
    .execute();
  const created = await findSiteId(db, projectId);
  if (created === null) throw new Error(`analytics site for project ${projectId} was not created`);
  return created;
}

/**
 * Creates the missing paths and locks every given path's row until the transaction ends, in
 * path order (the caller sorts), so concurrent batches touching the same pages queue up instead of
 * deadlocking, and each sees the totals the previous one committed.
 */
export async function lockPaths(
  db: Kysely<Database>,
  siteId: number,
  paths: string[],
): Promise<PathState[]> {
  await sql`
    insert into analytics_paths (site_id, path)
    select ${siteId}, p from unnest(${paths}::text[]) as p
    on conflict (site_id, path) do nothing
  `.execute(db);
  // FOR UPDATE takes the locks without writing a new version of every row (an upsert would).
  const result = await sql<{
    id: number;
    path: string;
    first_day: number | null;
    last_day: number | null;
    human: string | number;
    ai_assistant: string | number;
    ai_search: string | number;
    ai_training: string | number;
  }>`
    select id, path, first_day, last_day, human, ai_assistant, ai_search, ai_training
    from analytics_paths
    where site_id = ${siteId} and path = any(${paths}::text[])
    order by path
    for update
  `.execute(db);
  return result.rows.map((row) => ({
    id: row.id,
    path: row.path,
    firstDay: row.first_day,
    lastDay: row.last_day,
    totals: [
      Number(row.human),
      Number(row.ai_assistant),
      Number(row.ai_search),
      Number(row.ai_training),
    ],
  }));
}

export async function insertCumulativeRows(
  db: Kysely<Database>,
  siteId: number,
  rows: CumulativeRow[],
): Promise<void> {
  if (rows.length === 0) return;
  const [pathIds, days, h, a, s, t, dh, da] = columns(rows, (r) => [
    r.pathId,
    r.day,
    ...r.counts,
    ...r.ownDay,
  ]);
  await sql`
    insert into analytics_daily_cumulative
      (site_id, path_id, day, human, ai_assistant, ai_search, ai_training, day_human, day_ai)
    select ${siteId}, * from unnest(${pathIds}::int4[], ${days}::int4[], ${h}::int8[],
      ${a}::int8[], ${s}::int8[], ${t}::int8[], ${dh}::int4[], ${da}::int4[])
  `.execute(db);
}

export async function addToCumulativeRows(
  db: Kysely<Database>,
  siteId: number,
  increments: CumulativeIncrement[],
): Promise<void> {
  if (increments.length === 0) return;
  const [pathIds, from, to, h, a, s, t, dh, da] = columns(increments, (r) => [
    r.pathId,
    r.fromDay,
    r.toDay,
    ...r.counts,
    ...r.ownDay,
  ]);
  await sql`
    update analytics_daily_cumulative as c
    set human = c.human + r.h, ai_assistant = c.ai_assistant + r.a,
        ai_search = c.ai_search + r.s, ai_training = c.ai_training + r.t,
        day_human = c.day_human + case when c.day = r.from_day then r.dh else 0 end,
        day_ai = c.day_ai + case when c.day = r.from_day then r.da else 0 end
    from unnest(${pathIds}::int4[], ${from}::int4[], ${to}::int4[], ${h}::int8[], ${a}::int8[],
      ${s}::int8[], ${t}::int8[], ${dh}::int4[], ${da}::int4[])
      as r(path_id, from_day, to_day, h, a, s, t, dh, da)
    where c.site_id = ${siteId} and c.path_id = r.path_id
      and c.day >= r.from_day and c.day <= r.to_day
  `.execute(db);
}

export async function savePathTotals(
  db: Kysely<Database>,
  paths: Array<{ id: number; firstDay: number; lastDay: number; totals: CategoryCounts }>,
): Promise<void> {
  if (paths.length === 0) return;
  const [ids, first, last, h, a, s, t] = columns(paths, (p) => [
    p.id,
    p.firstDay,
    p.lastDay,
    ...p.totals,
  ]);
  await sql`
    update analytics_paths as p
    set first_day = r.first_day, last_day = r.last_day, human = r.h, ai_assistant = r.a,
        ai_search = r.s, ai_training = r.t
    from unnest(${ids}::int4[], ${first}::int4[], ${last}::int4[], ${h}::int8[], ${a}::int8[],
      ${s}::int8[], ${t}::int8[]) as r(id, first_day, last_day, h, a, s, t)
    where p.id = r.id
  `.execute(db);
}

/** Adds to the quarter-hour counts in one statement (the caller sorts, for a stable lock order). */
export async function addQuarterHourCounts(
  db: Kysely<Database>,
  siteId: number,
  increments: QuarterHourIncrement[],
): Promise<void> {
  if (increments.length === 0) return;
  const [buckets, pathIds, h, a, s, t] = columns(increments, (r) => [
    r.bucket,
    r.pathId,
    ...r.counts,
  ]);
  await sql`
    insert into analytics_quarter_hours
      (site_id, bucket, path_id, human, ai_assistant, ai_search, ai_training)
    select ${siteId}, * from unnest(${buckets}::int4[], ${pathIds}::int4[], ${h}::int4[],
      ${a}::int4[], ${s}::int4[], ${t}::int4[])
    on conflict (site_id, bucket, path_id) do update set
      human = analytics_quarter_hours.human + excluded.human,
      ai_assistant = analytics_quarter_hours.ai_assistant + excluded.ai_assistant,
      ai_search = analytics_quarter_hours.ai_search + excluded.ai_search,
      ai_training = analytics_quarter_hours.ai_training + excluded.ai_training
  `.execute(db);
}

/**
 * Records an idempotency key for a batch. Returns the request hash already stored under the key
 * when there is one (the batch was committed before), or null when the key is new. A concurrent
 * batch with the same key waits here until the first one commits or rolls back.
 */
export async function claimBatchKey(
  db: Kysely<Database>,
  siteId: number,
  key: string,
  requestHash: string,
  eventCount: number,
  now: Date,
): Promise<string | null> {
  const inserted = await db
    .insertInto("analytics_batches")
    .values({
      site_id: siteId,
      key,
      request_hash: requestHash,
      event_count: eventCount,
      created_at: now,
    })
    .onConflict((oc) => oc.columns(["site_id", "key"]).doNothing())
    .returning("key")
    .executeTakeFirst();
  if (inserted) return null;
  const existing = await db
    .selectFrom("analytics_batches")
    .select("request_hash")
    .where("site_id", "=", siteId)
    .where("key", "=", key)
    .executeTakeFirstOrThrow();
  return existing.request_hash;
}

export async function deleteBatchKeysBefore(db: Kysely<Database>, before: Date): Promise<void> {
  await db.deleteFrom("analytics_batches").where("created_at", "<", before).execute();
}

/** Column arrays for `unnest`: one statement carries a whole batch. */
function columns<T>(rows: T[], pick: (row: T) => number[]): number[][] {
  const out: number[][] = [];
  for (const row of rows) {
    const values = pick(row);
    values.forEach((value, i) => {
      let column = out[i];
      if (!column) {
        column = [];
        out[i] = column;
      }
      column.push(value);
    });
  }
  return out;
}

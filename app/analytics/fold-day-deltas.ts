import { type Kysely, sql } from "kysely";
import type { Database } from "../db/schema.ts";

/** `next_day` of a path's last row: no later row. */
export const NO_NEXT_DAY = 1_048_575;

export interface FoldOptions {
  /** Paths folded per transaction: bounds each statement's work and the locks it holds. */
  pathsPerChunk?: number | undefined;
  /** Stop starting new chunks after this many; the rest waits for the next run. */
  maxChunks?: number | undefined;
  /** Checked between chunks: true stops the fold (the process is shutting down). */
  stopped?: (() => boolean) | undefined;
}

export interface FoldResult {
  paths: number;
  deltas: number;
}

/**
 * Folds the day deltas into the paths' running totals, a chunk of paths per transaction, until
 * none are left (or `maxChunks`). Each chunk is one SQL statement whose work grows with the rows
 * of its paths from their earliest delta on: a late view costs once here, in bulk with every other
 * late view of its path, instead of once per later row at ingestion. Safe in any number of
 * processes at once: a chunk locks its paths and skips paths another process is folding.
 */
export async function foldDayDeltas(
  db: Kysely<Database>,
  options: FoldOptions = {},
): Promise<FoldResult> {
  const pathsPerChunk = options.pathsPerChunk ?? 500;
  const maxChunks = options.maxChunks ?? Number.POSITIVE_INFINITY;
  const total: FoldResult = { paths: 0, deltas: 0 };
  for (let chunk = 0; chunk < maxChunks && !options.stopped?.(); chunk++) {
    const folded = await db.transaction().execute((trx) => foldChunk(trx, pathsPerChunk));
    // Nothing left, or only rows that batches in flight hold: the next run takes them.
    if (folded.deltas === 0) break;
    total.paths += folded.paths;
    total.deltas += folded.deltas;
  }
  return total;
}

async function foldChunk(db: Kysely<Database>, pathsPerChunk: number): Promise<FoldResult> {
  // The lock keeps two folds of one path apart: each reads the running totals the other writes.
  // NO KEY UPDATE, not UPDATE: a batch's foreign key checks take KEY SHARE on the paths it counts
  // while holding the delta rows this fold deletes, so a stronger lock would deadlock with it.
  const locked = await sql<{ site_id: number; id: number }>`
    select p.site_id, p.id from analytics_paths p
    where (p.site_id, p.id) in (
      select site_id, path_id from analytics_day_deltas limit ${pathsPerChunk * 8}
    )
    order by p.site_id, p.id
    limit ${pathsPerChunk}
    for no key update of p skip locked
  `.execute(db);
  if (locked.rows.length === 0) return { paths: 0, deltas: 0 };
  const sites = locked.rows.map((row) => row.site_id);
  const paths = locked.rows.map((row) => row.id);

  // One statement, one snapshot: the deltas taken are exactly those added to the totals.
  // - `old`: each path's rows from the one covering its earliest delta on (earlier rows keep
  //   their totals and their next day);
  // - `merged`: those days and the deltas' days; a new day starts with the totals of the old row
  //   before it (the group of rows since that old row), or 0 before a path's first row;
  // - every row from the earliest delta on gains the running sum of the deltas up to its day,
  //   and `next_day` is recomputed; rows whose values do not change are not written.
  const result = await sql<{ deltas: number | string }>`
    with chunk as (
      select * from unnest(${sites}::int4[], ${paths}::int4[]) as c (site_id, path_id)
    ),
    taken as (
      -- A delta row a batch is adding to right now is left for the next fold: the fold never
      -- waits for a batch, so the two cannot deadlock.
      delete from analytics_day_deltas d
      where (d.site_id, d.day, d.path_id) in (
        select l.site_id, l.day, l.path_id from analytics_day_deltas l
        join chunk c on c.site_id = l.site_id and c.path_id = l.path_id
        for update of l skip locked
      )
      returning d.site_id, d.path_id, d.day, d.human, d.ai_assistant, d.ai_search, d.ai_training
    ),
    first_delta as (
      select site_id, path_id, min(day) as day from taken group by site_id, path_id
    ),
    old as (
      select r.site_id, r.path_id, r.day, r.human, r.ai_assistant, r.ai_search, r.ai_training
      from first_delta f
      cross join lateral (
        select coalesce(max(day), -1) as day from analytics_path_days
        where site_id = f.site_id and path_id = f.path_id and day <= f.day
      ) covering
      join analytics_path_days r
        on r.site_id = f.site_id and r.path_id = f.path_id and r.day >= covering.day
    ),
    merged as (
      select coalesce(o.site_id, t.site_id) as site_id, coalesce(o.path_id, t.path_id) as path_id,
        coalesce(o.day, t.day) as day,
        o.human as old_human, o.ai_assistant as old_assistant, o.ai_search as old_search,
        o.ai_training as old_training,
        coalesce(t.human, 0) as add_human, coalesce(t.ai_assistant, 0) as add_assistant,
        coalesce(t.ai_search, 0) as add_search, coalesce(t.ai_training, 0) as add_training
      from old o
      full join taken t on t.site_id = o.site_id and t.path_id = o.path_id and t.day = o.day
    ),
    grouped as (
      select *, count(old_human) over (partition by site_id, path_id order by day) as since_old
      from merged
    ),
    computed as (
      select site_id, path_id, day,
        lead(day, 1, ${NO_NEXT_DAY}) over w as next_day,
        coalesce(max(old_human) over g, 0) + sum(add_human) over w as human,
        coalesce(max(old_assistant) over g, 0) + sum(add_assistant) over w as ai_assistant,
        coalesce(max(old_search) over g, 0) + sum(add_search) over w as ai_search,
        coalesce(max(old_training) over g, 0) + sum(add_training) over w as ai_training
      from grouped
      window w as (partition by site_id, path_id order by day),
        g as (partition by site_id, path_id, since_old)
    ),
    written as (
      insert into analytics_path_days as r
        (site_id, path_id, day, next_day, human, ai_assistant, ai_search, ai_training)
      select site_id, path_id, day, next_day, human, ai_assistant, ai_search, ai_training
      from computed
      order by site_id, path_id, day
      on conflict (site_id, path_id, day) do update set
        next_day = excluded.next_day, human = excluded.human,
        ai_assistant = excluded.ai_assistant, ai_search = excluded.ai_search,
        ai_training = excluded.ai_training
      where (r.next_day, r.human, r.ai_assistant, r.ai_search, r.ai_training)
        is distinct from (excluded.next_day, excluded.human, excluded.ai_assistant,
          excluded.ai_search, excluded.ai_training)
      returning 1
    )
    select count(*) as deltas from taken
  `.execute(db);
  return { paths: paths.length, deltas: Number(result.rows[0]?.deltas ?? 0) };
}

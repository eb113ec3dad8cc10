import { type Kysely, sql } from "kysely";
import type { Database } from "../../db/schema.ts";
import { QUARTER_HOURS_PER_DAY } from "../time-buckets.ts";
import {
  AGENT_KIND,
  CELL_SHARDS,
  forEachCell,
  kindOfCell,
  quarterHourOfCell,
} from "./count-codec.ts";
import { pendingCells } from "./pending-views.repository.ts";

/**
 * What a bulk export reads: a site's cells one stretch of quarter hours at a time, found by
 * keyset (the next day with cells after the last one read), so an export of any length holds
 * one local day in memory.
 */

/**
 * The first quarter hour from `from` (before `to`) that may hold views: the start of the first
 * stored day with cells at or after `from`'s day (no earlier than `from`), or a pending view's
 * quarter hour, whichever is first; undefined when nothing is left.
 */
export async function findNextViewBucket(
  db: Kysely<Database>,
  siteId: number,
  from: number,
  to: number,
): Promise<number | undefined> {
  const fromDay = Math.floor(from / QUARTER_HOURS_PER_DAY);
  const result = await sql<{ stored: number | null; pending: number | null }>`
    select
      (select min(day) from analytics_day_cells
        where site_id = ${siteId} and day >= ${fromDay} and shard < ${CELL_SHARDS}
          and day <= ${Math.floor((to - 1) / QUARTER_HOURS_PER_DAY)}) as stored,
      (select min(bucket) from (${pendingCells(siteId, from, to)}) as pending
        where kind >= 0) as pending
  `.execute(db);
  const row = result.rows[0];
  const candidates: number[] = [];
  if (row?.stored !== null && row?.stored !== undefined) {
    candidates.push(Math.max(from, Number(row.stored) * QUARTER_HOURS_PER_DAY));
  }
  if (row?.pending !== null && row?.pending !== undefined) candidates.push(Number(row.pending));
  return candidates.length === 0 ? undefined : Math.min(...candidates);
}

/** Views of one path of one kind (0 human, AGENT_KIND + agent id an agent's) in a stretch. */
export interface StretchCount {
  pathId: number;
  kind: number;
  views: number;
}

/**
 * Human views and each agent's views per path in quarter hours [from, to), summed over the
 * stretch: from the day cells of its days (one statement, with the pending batches not folded
 * yet). The AI categories' cells are left out: every AI view is also its agent's.
 */
export async function sumStretchPerPath(
  db: Kysely<Database>,
  siteId: number,
  from: number,
  to: number,
): Promise<StretchCount[]> {
  const result = await sql<{
    day: number | null;
    cells: Uint8Array | null;
    path_id: number | null;
    kind: number | null;
    views: string | number | null;
  }>`
    select day, cells, null::int4 as path_id, null::int4 as kind, null::int8 as views
    from analytics_day_cells
    where site_id = ${siteId} and shard < ${CELL_SHARDS}
      and day >= ${Math.floor(from / QUARTER_HOURS_PER_DAY)}
      and day <= ${Math.floor((to - 1) / QUARTER_HOURS_PER_DAY)}
    union all
    select null, null, path_id, kind, sum(views)::int8
    from (${pendingCells(siteId, from, to)}) as pending
    where kind = 0 or kind >= ${AGENT_KIND}
    group by path_id, kind
  `.execute(db);
  const sums = new Map<string, StretchCount>();
  const add = (pathId: number, kind: number, views: number) => {
    const key = `${pathId}:${kind}`;
    const entry = sums.get(key);
    if (entry) entry.views += views;
    else sums.set(key, { pathId, kind, views });
  };
  for (const row of result.rows) {
    if (row.cells !== null && row.day !== null) {
      const dayStart = row.day * QUARTER_HOURS_PER_DAY;
      forEachCell(row.cells, (pathId, key, views) => {
        const kind = kindOfCell(key);
        if (kind !== 0 && kind < AGENT_KIND) return;
        const bucket = dayStart + quarterHourOfCell(key);
        if (bucket >= from && bucket < to) add(pathId, kind, views);
      });
    } else if (row.path_id !== null && row.kind !== null) {
      add(row.path_id, row.kind, Number(row.views ?? 0));
    }
  }
  return [...sums.values()].filter((entry) => entry.views > 0);
}

/** The site's agents by id: name, operator and category. */
export async function listSiteAgents(
  db: Kysely<Database>,
  siteId: number,
): Promise<Map<number, { name: string; operator: string; category: string }>> {
  const rows = await db
    .selectFrom("analytics_agents")
    .select(["id", "name", "operator", "category"])
    .where("site_id", "=", siteId)
    .execute();
  return new Map(rows.map((row) => [row.id, row]));
}

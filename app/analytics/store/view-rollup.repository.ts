import { type Kysely, type RawBuilder, sql } from "kysely";
import type { Database } from "../../db/schema.ts";
import { QUARTER_HOURS_PER_DAY } from "../time-buckets.ts";
import {
  AGENT_KIND,
  forEachCell,
  kindOfCell,
  quarterHourOfCell,
  shardOfPath,
} from "./count-codec.ts";
import { inQuarterHours, pendingCells, type RangeParts, siteOf } from "./view-range.ts";

export interface CategoryRow {
  key: number;
  human: string | number;
  ai_assistant: string | number;
  ai_search: string | number;
  ai_training: string | number;
}

/**
 * Views per category in a range, grouped by a key computed from the day (for whole days) or the
 * quarter hour (for the rest). Site-wide, the whole days come from one row per day; for one path,
 * from its cells of the range's days. `dayKey` null reads every part from quarter hours (for
 * hourly keys). `keyOf` is `keys.bucket` for a quarter hour, in JavaScript.
 */
export async function sumCategoriesByKey(
  db: Kysely<Database>,
  projectId: string,
  parts: RangeParts,
  keys: {
    day: RawBuilder<number> | null;
    bucket: RawBuilder<number>;
    keyOf: (bucket: number) => number;
  },
  path?: string,
  cellsOfPath?: PathCell[],
): Promise<CategoryRow[]> {
  if (path !== undefined) {
    const byKey = new Map<number, CategoryRow>();
    for (const cell of cellsOfPath ?? (await pathCells(db, projectId, parts, path))) {
      if (cell.kind >= AGENT_KIND) continue;
      const key = keys.keyOf(cell.bucket);
      let row = byKey.get(key);
      if (!row) {
        row = { key, human: 0, ai_assistant: 0, ai_search: 0, ai_training: 0 };
        byKey.set(key, row);
      }
      const column = CATEGORY_COLUMNS[cell.kind] as (typeof CATEGORY_COLUMNS)[number];
      row[column] = Number(row[column]) + cell.views;
    }
    return [...byKey.values()].sort((a, b) => a.key - b.key);
  }
  const site = siteOf(projectId);
  const columns = sql`human, ai_assistant, ai_search, ai_training`;
  let rows: RawBuilder<unknown>;
  if (keys.day === null) {
    rows = sql`
      select ${keys.bucket} as key, ${columns} from analytics_site_quarter_hours
      where site_id = ${site} and bucket >= ${parts.from} and bucket < ${parts.to}
    `;
  } else {
    rows = sql`
      select ${keys.day} as key, ${columns} from analytics_site_days
      where site_id = ${site} and day >= ${parts.days.first} and day < ${parts.days.end}
      union all
      select ${keys.bucket} as key, ${columns} from analytics_site_quarter_hours
      where site_id = ${site} and (${inQuarterHours(parts)})
    `;
  }
  // The batches not folded yet, by their quarter hours.
  rows = sql`
    ${rows}
    union all
    select ${keys.bucket} as key,
      sum(views) filter (where kind = 0) as human, sum(views) filter (where kind = 1) as ai_assistant,
      sum(views) filter (where kind = 2) as ai_search, sum(views) filter (where kind = 3) as ai_training
    from (${pendingCells(site, parts.from, parts.to)}) as pending
    where kind < ${AGENT_KIND}
    group by bucket
  `;
  const result = await sql<CategoryRow>`
    select key, sum(human)::int8 as human, sum(ai_assistant)::int8 as ai_assistant,
      sum(ai_search)::int8 as ai_search, sum(ai_training)::int8 as ai_training
    from (${rows}) as parts
    group by key
    order by key
  `.execute(db);
  return result.rows;
}

export interface AgentRow {
  name: string;
  operator: string;
  category: "assistant" | "search" | "training";
  views: string | number;
  agent_count: string | number;
}

/**
 * One page of AI views per agent in a range, by views descending then name, with the number of
 * agents that had views. Site-wide from daily rows plus the partial days' quarter hours; for one
 * path, from its quarter hours.
 */
export async function pageAgentViews(
  db: Kysely<Database>,
  projectId: string,
  parts: RangeParts,
  page: {
    limit: number;
    offset: number;
    path?: string | undefined;
    /** The path's cells in the range, when the caller has read them already. */
    cells?: PathCell[] | undefined;
  },
): Promise<AgentRow[]> {
  const site = siteOf(projectId);
  let counts: RawBuilder<unknown>;
  if (page.path !== undefined) {
    const perAgent = new Map<number, number>();
    for (const cell of page.cells ?? (await pathCells(db, projectId, parts, page.path))) {
      if (cell.kind < AGENT_KIND) continue;
      const agentId = cell.kind - AGENT_KIND;
      perAgent.set(agentId, (perAgent.get(agentId) ?? 0) + cell.views);
    }
    counts = sql`
      select * from unnest(${[...perAgent.keys()]}::int4[], ${[...perAgent.values()]}::int8[])
        as c (agent_id, views)
    `;
  } else {
    counts = sql`
        select agent_id, views from analytics_site_agent_days
        where site_id = ${site} and day >= ${parts.days.first} and day < ${parts.days.end}
        union all
        select agent_id, views from analytics_site_agent_quarter_hours
        where site_id = ${site} and (${inQuarterHours(parts)})
        union all
        select kind - ${AGENT_KIND}, views from (${pendingCells(site, parts.from, parts.to)}) as pending
        where kind >= ${AGENT_KIND}
      `;
  }
  const result = await sql<AgentRow>`
    with per_agent as materialized (
      select agent_id, sum(views)::int8 as views from (${counts}) as c
      group by agent_id having sum(views) > 0
    )
    select a.name, a.operator, a.category, p.views, count(*) over () as agent_count
    from per_agent p
    join analytics_agents a on a.site_id = ${site} and a.id = p.agent_id
    order by p.views desc, a.name collate "C" asc
    limit ${page.limit} offset ${page.offset}
  `.execute(db);
  return result.rows;
}

/** How many agents had views in the range (for a page past the last, which has no rows). */
export async function countAgentsWithViews(
  db: Kysely<Database>,
  projectId: string,
  parts: RangeParts,
  path: string | undefined,
  cells?: PathCell[],
): Promise<number> {
  const rows = await pageAgentViews(db, projectId, parts, { limit: 1, offset: 0, path, cells });
  return Number(rows[0]?.agent_count ?? 0);
}

const CATEGORY_COLUMNS = ["human", "ai_assistant", "ai_search", "ai_training"] as const;

export interface PathCell {
  bucket: number;
  kind: number;
  views: number;
}

/**
 * Every cell of one path in [parts.from, parts.to): from the day cells of the range's days and
 * from the pending batches not folded yet. Reads each day of the range once (a page's filter
 * skips the other paths of a day without decoding their cells).
 */
export async function pathCells(
  db: Kysely<Database>,
  projectId: string,
  parts: RangeParts,
  path: string,
): Promise<PathCell[]> {
  const ids = await sql<{ site_id: number; path_id: number }>`
    select p.site_id, p.id as path_id from analytics_paths p
    where p.site_id = ${siteOf(projectId)} and p.path = ${path}
  `.execute(db);
  const found = ids.rows[0];
  if (!found) return [];
  const firstDay = Math.floor(parts.from / QUARTER_HOURS_PER_DAY);
  const lastDay = Math.floor((parts.to - 1) / QUARTER_HOURS_PER_DAY);
  const result = await sql<{
    day: number | null;
    cells: Uint8Array | null;
    bucket: number | null;
    kind: number | null;
    views: number | null;
  }>`
    select day, cells, null::int4 as bucket, null::int4 as kind, null::int4 as views
    from analytics_day_cells
    where site_id = ${found.site_id} and day >= ${firstDay} and day <= ${lastDay}
      and shard = ${shardOfPath(found.path_id)}
    union all
    select null, null, bucket, kind, views
    from (${pendingCells(found.site_id, parts.from, parts.to)}) as pending
    where path_id = ${found.path_id}
  `.execute(db);
  const cells: PathCell[] = [];
  for (const row of result.rows) {
    if (row.cells !== null && row.day !== null) {
      const dayStart = row.day * QUARTER_HOURS_PER_DAY;
      forEachCell(
        row.cells,
        (_pathId, key, views) => {
          const bucket = dayStart + quarterHourOfCell(key);
          if (bucket >= parts.from && bucket < parts.to) {
            cells.push({ bucket, kind: kindOfCell(key), views });
          }
        },
        found.path_id,
      );
    } else if (row.bucket !== null && row.kind !== null && row.views !== null) {
      cells.push({ bucket: row.bucket, kind: row.kind, views: row.views });
    }
  }
  return cells;
}

import { type Kysely, type RawBuilder, sql } from "kysely";
import type { Database } from "../db/schema.ts";
import { inQuarterHours, pathIdOf, type RangeParts, siteOf } from "./view-range.ts";

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
 * from its quarter hours. `dayKey` null reads every part from quarter hours (for hourly keys).
 */
export async function sumCategoriesByKey(
  db: Kysely<Database>,
  projectId: string,
  parts: RangeParts,
  keys: { day: RawBuilder<number> | null; bucket: RawBuilder<number> },
  path?: string,
): Promise<CategoryRow[]> {
  const site = siteOf(projectId);
  const columns = sql`human, ai_assistant, ai_search, ai_training`;
  let rows: RawBuilder<unknown>;
  if (path !== undefined) {
    rows = sql`
      select ${keys.bucket} as key, ${columns} from analytics_quarter_hours
      where site_id = ${site} and path_id = ${pathIdOf(site, path)}
        and bucket >= ${parts.from} and bucket < ${parts.to}
    `;
  } else if (keys.day === null) {
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
  page: { limit: number; offset: number; path?: string | undefined },
): Promise<AgentRow[]> {
  const site = siteOf(projectId);
  const counts =
    page.path !== undefined
      ? sql`
        select agent_id, views from analytics_agent_quarter_hours
        where site_id = ${site} and path_id = ${pathIdOf(site, page.path)}
          and bucket >= ${parts.from} and bucket < ${parts.to}
      `
      : sql`
        select agent_id, views from analytics_site_agent_days
        where site_id = ${site} and day >= ${parts.days.first} and day < ${parts.days.end}
        union all
        select agent_id, views from analytics_site_agent_quarter_hours
        where site_id = ${site} and (${inQuarterHours(parts)})
      `;
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
): Promise<number> {
  const rows = await pageAgentViews(db, projectId, parts, { limit: 1, offset: 0, path });
  return Number(rows[0]?.agent_count ?? 0);
}

import type { Kysely } from "kysely";
import type { AgentClass, AgentViews } from "../../../shared/api/analytics-schemas.ts";
import type { Database } from "../../db/schema.ts";
import { findSiteId } from "../store/analytics.repository.ts";
import { pathCells } from "../store/day-cells.repository.ts";
import { sumAiMarkdownViews } from "../store/user-agent-days.repository.ts";
import { categoryCounts, filterPath, splitRange } from "../store/view-range.ts";
import {
  countAgentsWithViews,
  pageAgentViews,
  sumCategoriesByKey,
  sumCrawlerViews,
} from "../store/view-rollup.repository.ts";
import { effectiveBound, QUARTER_HOURS_PER_DAY } from "../time-buckets.ts";

export interface AgentViewsQuery {
  /** Inclusive; rounded down to its quarter hour. Absent: from the first view. */
  from?: Date | undefined;
  /** Exclusive; rounded down to its quarter hour. Absent: up to the last view. */
  to?: Date | undefined;
  /** Only this page's views (normalised as event paths are). Absent: the whole site. */
  path?: string | undefined;
  /** Whose agents are listed: AI agents (the default) or crawlers. */
  agentClass?: AgentClass | undefined;
  limit: number;
  offset: number;
}

/**
 * AI views per agent (or, with `agentClass: "crawler"`, crawler views per crawler), with its
 * operator and category, by views descending then agent name (code point order), and the range's
 * totals (crawlers' beside human and AI) and bounds as counted. Exact for every bound on a quarter
 * hour.
 */
export async function countAgentViews(
  db: Kysely<Database>,
  projectId: string,
  query: AgentViewsQuery,
): Promise<AgentViews> {
  const path = filterPath(query.path);
  const parts = splitRange(query.from, query.to);
  const range = { dateFrom: effectiveBound(query.from), dateTo: effectiveBound(query.to) };
  if (parts.from >= parts.to) {
    return {
      totals: {
        ...categoryCounts({ human: 0, ai_assistant: 0, ai_search: 0, ai_training: 0 }),
        crawler: 0,
        markdown: 0,
      },
      agents: [],
      hasMore: false,
      ...range,
    };
  }
  // One page's cells are read once for both answers.
  const cells = path === undefined ? undefined : await pathCells(db, projectId, parts, path);
  const agentClass = query.agentClass ?? "ai";
  const [totalRows, rows, crawler] = await Promise.all([
    sumCategoriesByKey(db, projectId, parts, null, path, cells),
    pageAgentViews(db, projectId, parts, {
      limit: query.limit,
      offset: query.offset,
      path,
      cells,
      agentClass,
    }),
    sumCrawlerViews(db, projectId, parts, path, cells),
  ]);
  const siteId = await findSiteId(db, projectId);
  const markdown =
    siteId === null
      ? 0
      : await sumAiMarkdownViews(
          db,
          siteId,
          Math.floor(parts.from / QUARTER_HOURS_PER_DAY),
          Math.ceil(parts.to / QUARTER_HOURS_PER_DAY),
        );
  const total = totalRows[0] ?? { human: 0, ai_assistant: 0, ai_search: 0, ai_training: 0 };
  const agentCount =
    rows.length > 0
      ? Number(rows[0]?.agent_count)
      : query.offset > 0
        ? await countAgentsWithViews(db, projectId, parts, path, cells, agentClass)
        : 0;
  return {
    totals: { ...categoryCounts(total), crawler, markdown },
    agents: rows.map((row) => ({
      agent: row.name,
      operator: row.operator,
      category: row.category,
      views: Number(row.views),
    })),
    hasMore: query.offset + rows.length < agentCount,
    ...range,
  };
}

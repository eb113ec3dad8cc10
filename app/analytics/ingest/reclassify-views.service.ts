import type { Kysely } from "kysely";
import { AppError } from "../../app-error.ts";
import type { Database } from "../../db/schema.ts";
import { classifyUserAgent, countedAs } from "../classify/classify-user-agent.ts";
import { type AgentRef, findSiteId } from "../store/analytics.repository.ts";
import { listSiteAgents } from "../store/daily-counts.repository.ts";
import {
  applyClassMoves,
  type ClassMove,
  type CountedAs,
  listUserAgentDays,
} from "../store/user-agent-days.repository.ts";

export interface ReclassifyResult {
  /** Days from the first one asked for that have user agents recorded. */
  days: number;
  /** User agent rows (per day) counted as something else now. */
  userAgentsMoved: number;
  viewsMoved: number;
  /** Views of the days' overflow rows: past the daily allowance, they keep their classes. */
  viewsKept: number;
}

/**
 * The seam reclassification goes through, so each analytics store (PostgreSQL and PGlite here)
 * counts its own past days again: the user agents of a project's days since `sinceDay` (a UTC
 * day number), each classified as `classify` says now.
 */
export interface ViewReclassifier {
  reclassify(
    projectId: string,
    sinceDay: number,
    classify: (userAgent: string, markdown: boolean) => ClassifiedAs,
  ): Promise<ReclassifyResult>;
}

/** What a user agent counts as now, with the agent it names (for a new agent's row). */
export interface ClassifiedAs {
  countedAs: CountedAs;
  agent?: AgentRef | undefined;
}

/** Classifies a recorded user agent with the lists the server runs now. */
export function classifyRecorded(userAgent: string, markdown: boolean): ClassifiedAs {
  const verdict = classifyUserAgent({ userAgent, markdownPath: markdown });
  if (verdict.kind === "ai") {
    return {
      countedAs: countedAs(verdict),
      agent: { name: verdict.agent, operator: verdict.operator, category: verdict.category },
    };
  }
  if (verdict.kind === "crawler") {
    return {
      countedAs: countedAs(verdict),
      agent: { name: verdict.agent, operator: verdict.operator, category: "crawler" },
    };
  }
  return { countedAs: countedAs(verdict) };
}

/** The reclassifier of the SQL store (PostgreSQL or PGlite). */
export function sqlViewReclassifier(db: Kysely<Database>): ViewReclassifier {
  return {
    async reclassify(projectId, sinceDay, classify) {
      const siteId = await findSiteId(db, projectId);
      if (siteId === null) return { days: 0, userAgentsMoved: 0, viewsMoved: 0, viewsKept: 0 };
      const rows = await listUserAgentDays(db, siteId, sinceDay);
      // An agent's category as stored (its views are in that category's column), else the list's.
      const stored = new Map(
        [...(await listSiteAgents(db, siteId)).values()].map((agent) => [agent.name, agent]),
      );
      const fromList = new Map<string, AgentRef>();
      const moves: ClassMove[] = [];
      let viewsKept = 0;
      for (const row of rows) {
        if (row.overflow) {
          viewsKept += row.views;
          continue;
        }
        const now = classify(row.userAgent, row.markdown);
        if (now.agent) fromList.set(now.agent.name, now.agent);
        if (now.countedAs === row.countedAs) continue;
        moves.push({
          day: row.day,
          userAgent: row.userAgent,
          markdown: row.markdown,
          from: row.countedAs,
          to: now.countedAs,
          views: row.views,
        });
      }
      const agentOf = (counted: CountedAs): AgentRef | undefined => {
        const name = /^(?:ai|crawler):(.*)$/s.exec(counted)?.[1];
        if (name === undefined) return undefined;
        const known = stored.get(name);
        if (known) return known as AgentRef;
        return fromList.get(name);
      };
      await applyClassMoves(db, siteId, moves, agentOf);
      return {
        days: new Set(rows.map((row) => row.day)).size,
        userAgentsMoved: moves.length,
        viewsMoved: moves.reduce((sum, move) => sum + move.views, 0),
        viewsKept,
      };
    },
  };
}

/**
 * Counts a project's days from `since` (YYYY-MM-DD, UTC) again with the agent lists as they are
 * now: each recorded user agent that counts as another class or agent moves its views there in
 * the site-wide daily counts (see docs/analytics.md for what is recounted).
 */
export async function reclassifyViews(
  reclassifier: ViewReclassifier,
  projectId: string,
  since: string,
): Promise<ReclassifyResult & { since: string }> {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(since);
  const at = match ? Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : NaN;
  if (!match || Number.isNaN(at) || new Date(at).toISOString().slice(0, 10) !== since) {
    throw new AppError("invalid_request", "since must be a date, YYYY-MM-DD (e.g. 2026-11-01)");
  }
  const result = await reclassifier.reclassify(projectId, at / 86_400_000, classifyRecorded);
  return { since, ...result };
}

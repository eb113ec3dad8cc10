import type { Kysely } from "kysely";
import { AppError } from "../../app-error.ts";
import type { Database } from "../../db/schema.ts";
import { classifyUserAgent, countedAs } from "../classify/classify-user-agent.ts";
import { type AgentRef, findSiteId } from "../store/analytics.repository.ts";
import { AGENT_KIND } from "../store/count-codec.ts";
import { listSiteAgents } from "../store/daily-counts.repository.ts";
import { foldSitePendingViews } from "../store/fold-pending-views.ts";
import { type CellMove, moveDayCells } from "../store/move-day-cells.ts";
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
  /** Views moved in the site-wide counts. */
  viewsMoved: number;
  /** Views of the days' overflow rows: past the daily allowance, they keep their classes. */
  viewsKept: number;
  /**
   * Of `viewsMoved`, those moved in the per-page counts too: a class's views of a day move page by
   * page only when all of them move to one class (the days keep user agents per site, not per
   * page); the others keep, per page, the class they were counted with.
   */
  pageViewsMoved: number;
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
      if (siteId === null) {
        return { days: 0, userAgentsMoved: 0, viewsMoved: 0, viewsKept: 0, pageViewsMoved: 0 };
      }
      return db.transaction().execute((trx) => reclassifySite(trx, siteId, sinceDay, classify));
    },
  };
}

/** An AI category's cell kind. */
const CATEGORY_KIND = { assistant: 1, search: 2, training: 3 } as const;

/**
 * Counts one site's days again, in one transaction: its pending batches are folded first (so the
 * day cells hold every view the user agent days count), then each moved user agent's views move
 * in the site-wide daily counts, and each class of a day that moves whole to one class moves in
 * the per-page counts too.
 */
async function reclassifySite(
  db: Kysely<Database>,
  siteId: number,
  sinceDay: number,
  classify: (userAgent: string, markdown: boolean) => ClassifiedAs,
): Promise<ReclassifyResult> {
  await foldSitePendingViews(db, siteId);
  const rows = await listUserAgentDays(db, siteId, sinceDay);
  // An agent's category as stored (its views are in that category's column), else the list's.
  const stored = new Map(
    [...(await listSiteAgents(db, siteId)).values()].map((agent) => [agent.name, agent]),
  );
  const fromList = new Map<string, AgentRef>();
  const moves: ClassMove[] = [];
  const groups = new WholeClassGroups();
  let viewsKept = 0;
  for (const row of rows) {
    if (row.overflow) {
      viewsKept += row.views;
      groups.add(row, undefined);
      continue;
    }
    const now = classify(row.userAgent, row.markdown);
    if (now.agent) fromList.set(now.agent.name, now.agent);
    groups.add(row, now.countedAs);
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
  const agentIds = await applyClassMoves(db, siteId, moves, agentOf);
  // The kinds of cells a class is counted under: human views, or an agent's (and its category's).
  const kindsOf = (counted: CountedAs): number[] | undefined => {
    if (counted === "human") return [0];
    if (counted === "none") return [];
    const ref = agentOf(counted);
    const id = ref ? agentIds.get(ref.name) : undefined;
    if (!ref || id === undefined) return undefined;
    return ref.category === "crawler"
      ? [AGENT_KIND + id]
      : [AGENT_KIND + id, CATEGORY_KIND[ref.category]];
  };
  const cellMoves: CellMove[] = [];
  for (const group of groups.whole()) {
    const from = kindsOf(group.from);
    const to = kindsOf(group.to);
    // An automated client's views ("none") have no cells to move.
    if (!from || !to || from.length === 0) continue;
    const [fromKind, ...alsoFrom] = from as [number, ...number[]];
    cellMoves.push({ day: group.day, fromKind, alsoFrom, to, views: group.views });
  }
  const pageViewsMoved = await moveDayCells(db, siteId, cellMoves);
  return {
    days: new Set(rows.map((row) => row.day)).size,
    userAgentsMoved: moves.length,
    viewsMoved: moves.reduce((sum, move) => sum + move.views, 0),
    viewsKept,
    pageViewsMoved,
  };
}

/**
 * The classes of each day (as the user agent days count them) whose every view now counts as one
 * other class: those the per-page counts can move exactly. A class of a day some of whose user
 * agents stay, or move elsewhere, or that has an overflow row, is not whole.
 */
class WholeClassGroups {
  readonly #groups = new Map<
    string,
    { day: number; from: CountedAs; to: CountedAs | undefined; views: number; whole: boolean }
  >();

  /** A row of the day; `now` is what it counts as now (undefined: it keeps its class). */
  add(row: { day: number; countedAs: CountedAs; views: number }, now: CountedAs | undefined) {
    const key = JSON.stringify([row.day, row.countedAs]);
    let group = this.#groups.get(key);
    if (!group) {
      group = { day: row.day, from: row.countedAs, to: now, views: 0, whole: true };
      this.#groups.set(key, group);
    }
    group.views += row.views;
    if (now === undefined || now === row.countedAs || now !== group.to) group.whole = false;
  }

  whole(): { day: number; from: CountedAs; to: CountedAs; views: number }[] {
    return [...this.#groups.values()]
      .filter((group) => group.whole && group.to !== undefined)
      .map(({ day, from, to, views }) => ({ day, from, to: to as CountedAs, views }));
  }
}

/**
 * Counts a project's days from `since` (YYYY-MM-DD, UTC) again with the agent lists as they are
 * now: each recorded user agent that counts as another class or agent moves its views there in
 * the site-wide daily counts, and in the per-page counts where a day's class moves whole (see
 * docs/analytics.md for what is recounted).
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

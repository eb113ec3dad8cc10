import { type Kysely, sql } from "kysely";
import type { Database } from "../../db/schema.ts";
import { QUARTER_HOURS_PER_DAY } from "../time-buckets.ts";
import {
  AGENT_KIND,
  addCell,
  CELL_SHARDS,
  cellKey,
  type DayCells,
  forEachCell,
  kindOfCell,
  quarterHourOfCell,
  shardOfPath,
} from "./count-codec.ts";
import { addToRunningTotals, mergeDayCells } from "./fold-pending-views.ts";
import {
  addSiteRollups,
  type CategoryCounts,
  type SiteAgentIncrement,
} from "./view-rollup.repository.ts";

/** One class's views of one day, moved in the per-page counts to the class they count as now. */
export interface CellMove {
  day: number;
  /** The kind whose cells move: 0 (human views) or AGENT_KIND + an agent's id. */
  fromKind: number;
  /** Other kinds the same views are counted under, which lose them too: an AI agent's category. */
  alsoFrom: readonly number[];
  /** The kinds they count under now (none: they are no views now). */
  to: readonly number[];
  /** The views that move, as the user agent days count them: the day's cells must hold as many. */
  views: number;
}

/** Days of cells read per statement. */
const DAYS_PER_READ = 32;

/**
 * Moves whole classes of a day in the day cells, the running totals and the site-wide quarter
 * hours, inside the caller's transaction (which has folded the site's pending batches). Each
 * cell of `fromKind` on the day moves, path by path and quarter hour by quarter hour, to the
 * kinds of `to`. A move is made only when the day's cells of `fromKind` hold exactly `views`, so
 * that what moves is what the user agent days say moves (views counted before they were kept,
 * such as imported ones, leave a difference, and the move is not made). Returns the views moved.
 */
export async function moveDayCells(
  db: Kysely<Database>,
  siteId: number,
  moves: readonly CellMove[],
): Promise<number> {
  const days = [...new Set(moves.map((move) => move.day))].sort((a, b) => a - b);
  const changes = new Map<number, DayCells>();
  let moved = 0;
  for (let start = 0; start < days.length; start += DAYS_PER_READ) {
    const slice = days.slice(start, start + DAYS_PER_READ);
    const stored = await sql<{ day: number; cells: Uint8Array }>`
      select day, cells from analytics_day_cells
      where site_id = ${siteId} and day = any(${slice}::int4[]) and shard < ${CELL_SHARDS}
    `.execute(db);
    const cellsOf = new Map<number, Uint8Array[]>();
    for (const row of stored.rows)
      cellsOf.set(row.day, [...(cellsOf.get(row.day) ?? []), row.cells]);
    for (const move of moves.filter((m) => slice.includes(m.day))) {
      const found: Array<[pathId: number, quarterHour: number, views: number]> = [];
      for (const bytes of cellsOf.get(move.day) ?? []) {
        forEachCell(bytes, (pathId, key, views) => {
          if (kindOfCell(key) === move.fromKind)
            found.push([pathId, quarterHourOfCell(key), views]);
        });
      }
      const sum = found.reduce((total, [, , views]) => total + views, 0);
      if (sum !== move.views || sum === 0) continue;
      let change = changes.get(move.day);
      if (!change) {
        change = new Map();
        changes.set(move.day, change);
      }
      for (const [pathId, quarterHour, views] of found) {
        for (const kind of [move.fromKind, ...move.alsoFrom]) {
          addCell(change, pathId, cellKey(kind, quarterHour), -views);
        }
        for (const kind of move.to) addCell(change, pathId, cellKey(kind, quarterHour), views);
      }
      moved += sum;
    }
  }
  if (changes.size === 0) return 0;
  const changedDays = [...changes.keys()].sort((a, b) => a - b);
  await mergeDayCells(db, siteId, changedDays, changes, shardOfPath);
  await addToRunningTotals(db, siteId, changedDays, changes);
  await addSiteRollups(db, siteId, quarterHourChanges(changes));
  return moved;
}

/** The site-wide quarter-hour rollups' changes (per category and per agent) of cell changes. */
function quarterHourChanges(changes: Map<number, DayCells>) {
  const categories = new Map<number, CategoryCounts>();
  const agents = new Map<string, SiteAgentIncrement>();
  for (const [day, cells] of changes) {
    for (const row of cells.values()) {
      for (const [key, views] of row) {
        if (views === 0) continue;
        const at = day * QUARTER_HOURS_PER_DAY + quarterHourOfCell(key);
        const kind = kindOfCell(key);
        if (kind < AGENT_KIND) {
          const counts = categories.get(at) ?? [0, 0, 0, 0];
          counts[kind as 0 | 1 | 2 | 3] += views;
          categories.set(at, counts);
        } else {
          const agentId = kind - AGENT_KIND;
          const entry = agents.get(`${at}:${agentId}`);
          if (entry) entry.views += views;
          else agents.set(`${at}:${agentId}`, { at, agentId, views });
        }
      }
    }
  }
  return {
    siteQuarterHours: [...categories]
      .map(([at, counts]) => ({ at, counts }))
      .sort((a, b) => a.at - b.at),
    siteDays: [],
    siteAgentQuarterHours: [...agents.values()]
      .filter((entry) => entry.views !== 0)
      .sort((a, b) => a.at - b.at || a.agentId - b.agentId),
    siteAgentDays: [],
    siteReferrerDays: [],
  };
}

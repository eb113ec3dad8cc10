import type { Kysely } from "kysely";
import type { DailyCountRow } from "../../../shared/api/analytics-schemas.ts";
import type { Database } from "../../db/schema.ts";
import { compareCodePoints } from "../compare-code-points.ts";
import { findPaths, findProjectTimeZone, findSiteId } from "../store/analytics.repository.ts";
import { AGENT_KIND } from "../store/count-codec.ts";
import {
  findNextViewBucket,
  listSiteAgents,
  sumStretchPerPath,
} from "../store/daily-counts.repository.ts";
import { NO_END } from "../store/view-range.ts";
import { effectiveBound, QUARTER_HOUR_MS, quarterHourOf } from "../time-buckets.ts";
import { localTimeOf, startOfLocalDate } from "../time-zones.ts";

export interface DailyCountsQuery {
  /** Inclusive; rounded down to its quarter hour. Absent: from the first view. */
  from?: Date | undefined;
  /** Exclusive; rounded down to its quarter hour. Absent: up to the last view. */
  to?: Date | undefined;
  /** Where an earlier page stopped (its `next`): the quarter hour to go on from. */
  startAt?: number | undefined;
}

export interface DailyCountsExport {
  /** The zone whose days the rows are: the project's. */
  timeZone: string;
  dateFrom: string | null;
  dateTo: string | null;
  /**
   * Each local day with views, oldest first, as its rows (by path, human before AI, then agent),
   * with the quarter hour the next day starts at (a cursor to go on from).
   */
  days: AsyncGenerator<{ rows: DailyCountRow[]; next: number }>;
}

/**
 * A project's counts per day of its time zone, path, class and agent, over a range, read one day
 * at a time: the next day with views is found by keyset over the stored day cells, so an export
 * of years holds one day in memory, and a range of empty days costs one lookup.
 *
 * Days follow the project's time zone exactly: every zone in use today moves its days on a
 * quarter hour (those at :30 and :45 offsets too), and counts are kept per quarter hour. A day
 * partly outside the range counts the part inside.
 */
export async function exportDailyCounts(
  db: Kysely<Database>,
  projectId: string,
  query: DailyCountsQuery,
): Promise<DailyCountsExport> {
  return dailyCountsExport(db, projectId, query, (siteId, timeZone, lo, hi) =>
    readDays(db, siteId, timeZone, lo, hi),
  );
}

/** One day's rows, with the quarter hour to go on from. */
export type DailyCountsDay = { rows: DailyCountRow[]; next: number };

/**
 * An export as both stores answer it: the project's zone and site, and the quarter hours to read
 * (`lo` inclusive, `hi` exclusive, `NO_END` without an end) from the range and the cursor, which
 * `readDays` reads a local day at a time.
 */
export async function dailyCountsExport(
  db: Kysely<Database>,
  projectId: string,
  query: DailyCountsQuery,
  readDays: (
    siteId: number,
    timeZone: string,
    lo: number,
    hi: number,
  ) => AsyncGenerator<DailyCountsDay>,
): Promise<DailyCountsExport> {
  const timeZone = await findProjectTimeZone(db, projectId);
  const siteId = await findSiteId(db, projectId);
  const lo = Math.max(0, query.from ? quarterHourOf(query.from) : 0, query.startAt ?? 0);
  const hi = query.to ? Math.max(0, quarterHourOf(query.to)) : NO_END;
  return {
    timeZone,
    dateFrom: effectiveBound(query.from),
    dateTo: effectiveBound(query.to),
    days: siteId === null ? noDays() : readDays(siteId, timeZone, lo, hi),
  };
}

async function* noDays(): AsyncGenerator<DailyCountsDay> {}

/**
 * The local day of `timeZone` that the quarter hour `first` falls in, as its date, its first
 * quarter hour (`start`), and the quarter hours of it to read: from `first` (the day's first
 * view) to the day's end or `hi`.
 */
export function localDayOf(
  first: number,
  hi: number,
  timeZone: string,
): { day: string; start: number; from: number; to: number } {
  const local = localTimeOf(first * QUARTER_HOUR_MS, timeZone);
  const dayStart = quarterHourOf(startOfLocalDate(local.year, local.month, local.day, timeZone));
  const dayEnd = quarterHourOf(startOfLocalDate(local.year, local.month, local.day + 1, timeZone));
  return {
    day: isoDate(local.year, local.month, local.day),
    start: dayStart,
    from: Math.max(dayStart, first),
    to: Math.min(dayEnd, hi),
  };
}

/** A day's rows in the export's order: by path, human before AI before crawlers, then agent. */
export function sortDailyCountRows(rows: DailyCountRow[]): DailyCountRow[] {
  return rows.sort(
    (a, b) =>
      compareCodePoints(a.path, b.path) ||
      CLASS_ORDER[a.class] - CLASS_ORDER[b.class] ||
      compareCodePoints(a.agent, b.agent),
  );
}

async function* readDays(
  db: Kysely<Database>,
  siteId: number,
  timeZone: string,
  lo: number,
  hi: number,
): AsyncGenerator<DailyCountsDay> {
  const agents = await listSiteAgents(db, siteId);
  const names = new Map<number, string>();
  let cursor = lo;
  while (cursor < hi) {
    const first = await findNextViewBucket(db, siteId, cursor, hi);
    if (first === undefined) return;
    const { day, from, to } = localDayOf(first, hi, timeZone);
    cursor = to;
    const counts = await sumStretchPerPath(db, siteId, from, to);
    if (counts.length === 0) continue;

    const unnamed = [...new Set(counts.map((c) => c.pathId))].filter((id) => !names.has(id));
    if (unnamed.length > 0) {
      // Names are kept for the export's length: a site's paths are far fewer than its views.
      for (const row of await findPaths(db, siteId, { ids: unnamed })) names.set(row.id, row.path);
    }
    if (counts.some((c) => c.kind >= AGENT_KIND && !agents.has(c.kind - AGENT_KIND))) {
      // An agent first seen after the export started.
      for (const [id, agent] of await listSiteAgents(db, siteId)) agents.set(id, agent);
    }
    const rows: DailyCountRow[] = counts.map((count) => {
      const path = names.get(count.pathId) ?? "";
      if (count.kind === 0) {
        return { day, path, class: "human", agent: "", category: "", views: count.views };
      }
      const agent = agents.get(count.kind - AGENT_KIND);
      return {
        day,
        path,
        class: agent?.category === "crawler" ? "crawler" : "ai",
        agent: agent?.name ?? "",
        category: (agent?.category ?? "") as DailyCountRow["category"],
        views: count.views,
      };
    });
    yield { rows: sortDailyCountRows(rows), next: to };
  }
}

const CLASS_ORDER = { human: 0, ai: 1, crawler: 2 } as const;

function isoDate(year: number, month: number, day: number): string {
  return `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

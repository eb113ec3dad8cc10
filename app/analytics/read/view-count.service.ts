import type { Kysely } from "kysely";
import type { PageViews } from "../../../shared/api/analytics-schemas.ts";
import type { Database } from "../../db/schema.ts";
import { compareCodePoints } from "../compare-code-points.ts";
import {
  findPathIdsWithPrefix,
  findPathNames,
  findPaths,
  findSiteId,
} from "../store/analytics.repository.ts";
import { countViewsFromHeads, countViewsPerPath } from "../store/day-cells.repository.ts";
import type { PathCounts } from "../store/path-counts.ts";
import { selectDescending } from "../store/select-descending.ts";
import { filterPathPrefix } from "../store/view-range.ts";
import { effectiveBound, quarterHourOf } from "../time-buckets.ts";

export interface ViewCountQuery {
  /** Inclusive; rounded down to its quarter hour. Absent: from the first view. */
  from?: Date | undefined;
  /** Exclusive; rounded down to its quarter hour. Absent: up to the last view. */
  to?: Date | undefined;
  /** Only pages whose path starts with this (checked by `filterPathPrefix`); totals count them alone. */
  pathPrefix?: string | undefined;
  limit: number;
  offset: number;
}

/**
 * Site-wide totals and one page of per-path counts, by `total` descending then `path` ascending
 * (code point order), with the range counted. Exact for every bound on a quarter hour. Crawler
 * views are counted beside human and AI views, outside `total`: a page only crawlers read is in
 * `totals.crawler` but not listed.
 *
 * How it stays fast at any range: the views of every path before a day boundary are one value,
 * the running totals of the last day with views before it (analytics_day_totals), so a range
 * reads two such values (a range of a day or two, each day's own counts instead, a fraction of
 * the size), plus, for a bound inside a day, that day's cells, and the pending batches not folded
 * yet, summed per path in SQL, all in one statement. The work depends on the number of paths, not
 * on the length of the range; only the paths that can fall on the page are looked up by name.
 * Most pages need not even every path: beside each value is its head (the sums and the paths with
 * the most views), and those of the range's values tell its first pages (see `countFromHeads`).
 */
export async function countViews(
  db: Kysely<Database>,
  projectId: string,
  query: ViewCountQuery,
): Promise<PageViews> {
  const prefix = filterPathPrefix(query.pathPrefix);
  const range = { dateFrom: effectiveBound(query.from), dateTo: effectiveBound(query.to) };
  const empty: PageViews = {
    totals: { human: 0, ai: 0, total: 0, crawler: 0 },
    views: [],
    hasMore: false,
    ...range,
  };
  const lo = query.from ? Math.max(0, quarterHourOf(query.from)) : null;
  const hi = query.to ? Math.max(0, quarterHourOf(query.to)) : null;
  if (lo !== null && hi !== null && lo >= hi) return empty;

  const siteId = await findSiteId(db, projectId);
  if (siteId === null) return empty;

  // Without a prefix, the heads of the values tell most pages (a few thousand paths read);
  // otherwise, or when they cannot, every path is read.
  const fromHeads =
    prefix === undefined
      ? await countViewsFromHeads(db, siteId, lo, hi, query.offset + query.limit + 1)
      : undefined;
  const [counts, matching] = fromHeads
    ? [fromHeads.paths, undefined]
    : await Promise.all([
        countViewsPerPath(db, siteId, lo, hi),
        prefix === undefined ? undefined : findPathIdsWithPrefix(db, siteId, prefix),
      ]);
  // Positions of the listed paths (those with human or AI views), their totals, and the sums.
  const { ids, human: humans, ai: ais, crawler: crawlers, size } = counts;
  const listed: number[] = [];
  const listedTotals: number[] = [];
  let human = 0;
  let ai = 0;
  let crawler = 0;
  for (let i = 0; i < size; i++) {
    if (matching && !matching.has(ids[i] as number)) continue;
    const h = humans[i] as number;
    const a = ais[i] as number;
    crawler += crawlers[i] as number;
    if (h + a <= 0) continue;
    listed.push(i);
    listedTotals.push(h + a);
    human += h;
    ai += a;
  }
  if (fromHeads) ({ human, ai, crawler } = fromHeads);
  const listedCount = listed.length;
  const views = await pageOf(db, siteId, counts, listed, listedTotals, query.offset, query.limit);
  return {
    totals: { human, ai, total: human + ai, crawler },
    views,
    hasMore: query.offset + views.length < listedCount,
    ...range,
  };
}

export interface PreviousViewsQuery {
  /** Inclusive; rounded down to its quarter hour. */
  from: Date;
  /** Exclusive; rounded down to its quarter hour. */
  to: Date;
  /** The pages whose own counts are wanted. */
  paths: readonly string[];
  /** Also the totals of the pages whose path starts with this. */
  pathPrefix?: string | undefined;
}

export interface PreviousViews {
  /** Site-wide counts over the range. */
  totals: ViewCounts;
  /** The counts of the pages under `pathPrefix` (the site's when there is none). */
  matchingTotals: ViewCounts;
  /** Each asked-for page's counts (zeros for a page without views in the range). */
  byPath: Map<string, ViewCounts>;
}

interface ViewCounts {
  human: number;
  ai: number;
  total: number;
  /** Crawler views, apart from `total`. */
  crawler: number;
}

/**
 * What a range before the one shown counted, for comparing: the site's totals, those of the
 * pages under a prefix, and the counts of given pages, from the same per-path sums as
 * `countViews` (one read, whatever the number of pages).
 */
export async function countPreviousViews(
  db: Kysely<Database>,
  projectId: string,
  query: PreviousViewsQuery,
): Promise<PreviousViews> {
  const prefix = filterPathPrefix(query.pathPrefix);
  const zero = () => ({ human: 0, ai: 0, total: 0, crawler: 0 });
  const result: PreviousViews = { totals: zero(), matchingTotals: zero(), byPath: new Map() };
  for (const path of query.paths) result.byPath.set(path, zero());
  const lo = Math.max(0, quarterHourOf(query.from));
  const hi = Math.max(0, quarterHourOf(query.to));
  const siteId = await findSiteId(db, projectId);
  if (siteId === null || lo >= hi) return result;
  const [counts, matching, named] = await Promise.all([
    countViewsPerPath(db, siteId, lo, hi),
    prefix === undefined ? undefined : findPathIdsWithPrefix(db, siteId, prefix),
    query.paths.length === 0 ? [] : findPaths(db, siteId, { paths: [...query.paths] }),
  ]);
  const add = (sum: ViewCounts, [human, ai, crawler]: readonly number[]) => {
    sum.human += human as number;
    sum.ai += ai as number;
    sum.total += (human as number) + (ai as number);
    sum.crawler += crawler as number;
  };
  for (let i = 0; i < counts.size; i++) {
    const pathCounts = [counts.human[i], counts.ai[i], counts.crawler[i]] as number[];
    add(result.totals, pathCounts);
    if (!matching || matching.has(counts.ids[i] as number)) add(result.matchingTotals, pathCounts);
  }
  for (const { id, path } of named) {
    add(result.byPath.get(path) as ViewCounts, counts.get(id));
  }
  return result;
}

/** True once the site has counted a view of this (normalised) page, in any range. */
export async function hasRecordedPath(
  db: Kysely<Database>,
  projectId: string,
  path: string,
): Promise<boolean> {
  const siteId = await findSiteId(db, projectId);
  if (siteId === null) return false;
  return (await findPaths(db, siteId, { paths: [path] })).length > 0;
}

const PATH_NAMES_READ_AHEAD = 10_000;

interface PageEntry {
  path: string;
  human: number;
  ai: number;
  total: number;
  crawler: number;
}

/**
 * The page [offset, offset + limit) of the listed positions by total descending, then path:
 * totals order everything but the paths whose total equals that of the page's first or last
 * entry, so only the paths with totals between those two are named (for a first page, about
 * `limit` of them). The two totals are found by selection in `totals` (the listed paths' totals,
 * which it rearranges), not by sorting every path, and no object is made per path.
 */
async function pageOf(
  db: Kysely<Database>,
  siteId: number,
  counts: PathCounts,
  listed: readonly number[],
  totals: number[],
  offset: number,
  limit: number,
): Promise<PageEntry[]> {
  const n = listed.length;
  if (offset >= n) return [];
  const last = Math.min(offset + limit, n) - 1;
  const lowest = selectDescending(totals, last, 0, n - 1);
  const highest = selectDescending(totals, offset, 0, last);
  const candidates: Array<PageEntry & { pathId: number }> = [];
  let above = 0;
  for (let k = 0; k < n; k++) {
    const i = listed[k] as number;
    const human = counts.human[i] as number;
    const ai = counts.ai[i] as number;
    const total = human + ai;
    if (total > highest) above++;
    else if (total >= lowest) {
      const crawler = counts.crawler[i] as number;
      candidates.push({ pathId: counts.ids[i] as number, path: "", human, ai, total, crawler });
    }
  }
  // A page of a short range ends among many paths with equal totals, different for each range:
  // when a name is not known, those of every path the range counted are read with it (up to
  // PATH_NAMES_READ_AHEAD), so later ranges find theirs known and make no second round trip.
  const nameOf = await findPathNames(
    db,
    siteId,
    candidates.map((c) => c.pathId),
    () => (n <= PATH_NAMES_READ_AHEAD ? listed.map((i) => counts.ids[i] as number) : []),
  );
  for (const candidate of candidates) candidate.path = nameOf.get(candidate.pathId) ?? "";
  candidates.sort((a, b) => b.total - a.total || compareCodePoints(a.path, b.path));
  return candidates
    .slice(offset - above, offset - above + limit)
    .map(({ path, human, ai, total, crawler }) => ({ path, human, ai, total, crawler }));
}

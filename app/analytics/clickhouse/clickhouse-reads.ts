import type { Kysely } from "kysely";
import type {
  AgentViews,
  DailyCountRow,
  PageViews,
  ReferredPages,
  ReferrerViews,
  ViewTimeseries,
} from "../../../shared/api/analytics-schemas.ts";
import type { Database } from "../../db/schema.ts";
import { aiReferrerOfHost } from "../classify/ai-referrers.ts";
import { compareCodePoints } from "../compare-code-points.ts";
import type { AgentViewsQuery } from "../read/agent-views.service.ts";
import {
  type DailyCountsDay,
  type DailyCountsExport,
  type DailyCountsQuery,
  dailyCountsExport,
  localDayOf,
  sortDailyCountRows,
} from "../read/daily-counts-export.service.ts";
import {
  type ReferredPagesQuery,
  type ReferrerViewsQuery,
  referredPagesAnswer,
  referredPagesRequest,
  referrerViewsAnswer,
  referrerViewsRequest,
} from "../read/referrer-views.service.ts";
import type {
  PreviousViews,
  PreviousViewsQuery,
  ViewCountQuery,
} from "../read/view-count.service.ts";
import {
  type ViewTimeseriesQuery,
  viewTimeseriesAnswer,
  viewTimeseriesRequest,
} from "../read/view-timeseries.service.ts";
import { findPaths, findSiteId } from "../store/analytics.repository.ts";
import {
  categoryCounts,
  filterPath,
  filterPathPrefix,
  type RangeParts,
  splitRange,
} from "../store/view-range.ts";
import { DAY_MS, effectiveBound, QUARTER_HOUR_MS, QUARTER_HOURS_PER_DAY } from "../time-buckets.ts";
import type { ClickHouseTarget } from "./clickhouse-connection.ts";
import { parseTabSeparated } from "./insert-tab-separated.ts";

/**
 * The ClickHouse store's reads: the same answers as the PostgreSQL store's services in
 * `analytics/read/`, from the rollups of `clickhouse-migrations.ts`. A range is read as the
 * quarter-hour rows of its partial days and the daily rows of its whole UTC days (a `Cover`; page
 * views also take whole months and ten-day periods from their rows), so the work follows the
 * number of paths more than the length of the range: a timeseries reads a day's
 * row wherever the day lies within one of its intervals, an export wherever a local day is a
 * whole UTC day. The site's id and its path dictionary come from PostgreSQL, as on ingestion.
 */
export class ClickHouseReads {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly target: ClickHouseTarget,
  ) {}

  private async rows<T>(query: string, params: Record<string, unknown>): Promise<T[]> {
    const result = await this.target.client.query({
      query: query.replaceAll("{db}", this.target.database),
      query_params: params,
      format: "JSONEachRow",
    });
    return result.json<T>();
  }

  /**
   * A query's rows and its `WITH TOTALS` row (absent when the query has none), as lists of
   * fields in the query's order.
   */
  private async rowsAndTotals(
    query: string,
    params: Record<string, unknown>,
  ): Promise<{ rows: string[][]; totals: string[] | undefined }> {
    const result = await this.target.client.query({
      query: query.replaceAll("{db}", this.target.database),
      query_params: params,
      format: "TabSeparated",
    });
    return parseTabSeparated(await result.text());
  }

  /**
   * A subquery over one family of rollups (`page_views`, `agent_views`, `referrer_views`) for a
   * cover: its `columns` (with `bucket` for the quarter hour a row starts, a day's
   * first), only those of the `filter`'s page or pages under its prefix (`{path: String}`,
   * `{prefix: String}`).
   */
  private rangeSource(
    family: string,
    cover: Cover,
    columns: string,
    filter: PathFilter = {},
  ): string {
    const where = `site_id = {site: UInt32}${pathCondition(filter)}`;
    const pieces = rangePieces(
      cover,
      (within) => `SELECT bucket, ${columns} FROM {db}.${family}_qh WHERE ${where} AND ${within}`,
      (days, grain, less) => {
        const rows = `{db}.${family}_${grain} WHERE ${where} AND ${days}`;
        if (!less)
          return `SELECT day * ${QUARTER_HOURS_PER_DAY} AS bucket, ${columns} FROM ${rows}`;
        if (family !== "page_views") throw new Error(`${family} has no counts to take away`);
        // The rows' counts negated, under their own names, for the columns to read as usual.
        return `SELECT day * ${QUARTER_HOURS_PER_DAY} AS bucket, ${columns} FROM (
          SELECT day, path, -human AS human, -assistant AS assistant, -search AS search,
            -training AS training, -crawler AS crawler FROM ${rows})`;
      },
    );
    if (pieces.length === 0) {
      return `SELECT toUInt32(0) AS bucket, ${columns} FROM {db}.${family}_qh WHERE 0`;
    }
    return pieces.join(" UNION ALL ");
  }

  /**
   * The site's id when the range holds quarter hours and the project has a site; otherwise null:
   * the answer is the empty one.
   */
  private async siteWithin(projectId: string, parts: RangeParts): Promise<number | null> {
    if (parts.from >= parts.to) return null;
    return findSiteId(this.db, projectId);
  }

  async countViews(projectId: string, query: ViewCountQuery): Promise<PageViews> {
    const prefix = filterPathPrefix(query.pathPrefix);
    const range = { dateFrom: effectiveBound(query.from), dateTo: effectiveBound(query.to) };
    const empty: PageViews = {
      totals: { human: 0, ai: 0, total: 0, crawler: 0, visitors: 0 },
      views: [],
      hasMore: false,
      ...range,
    };
    const parts = splitRange(query.from, query.to);
    if (query.from && query.to && parts.from >= parts.to) return empty;
    const siteId = await findSiteId(this.db, projectId);
    if (siteId === null) return empty;
    const source = this.rangeSource("page_views", periodCoverOf(parts), PATH_COUNTS, { prefix });
    // Per path, summed in ClickHouse once, with the sums over every path (`WITH TOTALS`): the
    // page by total then path (byte order of UTF-8, which is code point order) and one row past
    // it, which tells whether more follow. Paths with no views but crawlers' sort last and are
    // left out of the page. Each path's counts are at least 0, so the totals over every path are
    // those over the paths with views.
    const [page, visitors] = await Promise.all([
      this.rowsAndTotals(
        `SELECT path, sum(human) AS h, sum(ai) AS a, sum(crawler) AS c
         FROM (${source}) GROUP BY path WITH TOTALS
         ORDER BY h + a DESC, path ASC LIMIT {limit: UInt32} OFFSET {offset: UInt32}
         SETTINGS ${READ_SETTINGS}`,
        { site: siteId, prefix: prefix ?? "", limit: query.limit + 1, offset: query.offset },
      ),
      this.countVisitors(siteId, parts, prefix),
    ]);
    const counted = page.rows
      .map(([path, h, a, c]) => ({
        path: path as string,
        human: Number(h),
        ai: Number(a),
        total: Number(h) + Number(a),
        crawler: Number(c),
      }))
      .filter((row) => row.total > 0);
    const [, human, ai, crawler] = (page.totals ?? []).map(Number);
    const views = counted.slice(0, query.limit);
    return {
      totals: {
        human: human ?? 0,
        ai: ai ?? 0,
        total: (human ?? 0) + (ai ?? 0),
        crawler: crawler ?? 0,
        visitors,
      },
      views,
      hasMore: counted.length > query.limit,
      ...range,
    };
  }

  /**
   * The unique visitors of a range: each UTC day's distinct visitor hashes (they rotate daily),
   * summed. With a prefix, from the per-page sets (`visitorsQuery`). Without, whole days from
   * the site's per-day sets, through the sizes kept in `visitor_counts`: a day's kept size is
   * used while the day's event count (which every event added raises) is the one it was counted
   * at; any other day is counted from its set and its size kept. Partial days come from the raw
   * events.
   */
  private async countVisitors(
    siteId: number,
    parts: RangeParts,
    prefix: string | undefined,
  ): Promise<number> {
    const params = { site: siteId, prefix: prefix ?? "" };
    if (prefix !== undefined) {
      const [row] = await this.rows<{ n: string }>(
        `SELECT (${visitorsQuery(parts, prefix)}) AS n`,
        params,
      );
      return Number(row?.n ?? 0);
    }
    const cover = coverOf(parts);
    const hours = runsCondition("bucket", cover.quarterHours);
    const whole = runsCondition("day", cover.days);
    const [partial, days] = await Promise.all([
      hours
        ? this.rows<{ n: string }>(
            `SELECT toUInt64(sum(n)) AS n FROM (${partialDayVisitors(hours, "")})`,
            params,
          )
        : [],
      whole ? this.wholeDayVisitors(siteId, whole) : 0,
    ]);
    return Number(partial[0]?.n ?? 0) + days;
  }

  /** The site's unique visitors summed over whole UTC days (`days`, a condition on `day`). */
  private async wholeDayVisitors(siteId: number, days: string): Promise<number> {
    const where = `site_id = {site: UInt32} AND ${days}`;
    // A day with events has at least one visitor, so a size of 0 is a day not kept at this count.
    const known = await this.rows<{ day: number; visitors: string }>(
      `SELECT day, c.visitors AS visitors
       FROM (SELECT day, sum(events) AS events FROM {db}.site_visitors_day WHERE ${where}
         GROUP BY day HAVING events > 0) AS d
       LEFT JOIN (SELECT day, events, max(visitors) AS visitors FROM {db}.visitor_counts
         WHERE ${where} GROUP BY day, events) AS c USING (day, events)`,
      { site: siteId },
    );
    let sum = 0;
    const unknown: number[] = [];
    for (const row of known) {
      const visitors = Number(row.visitors);
      if (visitors > 0) sum += visitors;
      else unknown.push(Number(row.day));
    }
    if (unknown.length === 0) return sum;
    const counted = await this.rows<{ day: number; events: string; visitors: string }>(
      `SELECT day, sum(events) AS events, uniqExactMerge(visitors) AS visitors
       FROM {db}.site_visitors_day WHERE site_id = {site: UInt32} AND day IN {days: Array(UInt32)}
       GROUP BY day`,
      { site: siteId, days: unknown },
    );
    await this.target.client.insert({
      table: `${this.target.database}.visitor_counts`,
      values: counted.map((row) => ({
        site_id: siteId,
        day: Number(row.day),
        events: row.events,
        visitors: row.visitors,
      })),
      format: "JSONEachRow",
      // Kept counts are a cache: the server gathers them into a part now and then rather than
      // one part a read, and the read does not wait for it.
      clickhouse_settings: { async_insert: 1, wait_for_async_insert: 0 },
    });
    for (const row of counted) sum += Number(row.visitors);
    return sum;
  }

  /**
   * The site's totals over a range, those of the pages under a prefix, and given pages' counts, as
   * `countPreviousViews` gives them: one read of the per-path sums.
   */
  async countPreviousViews(projectId: string, query: PreviousViewsQuery): Promise<PreviousViews> {
    const prefix = filterPathPrefix(query.pathPrefix);
    const zero = () => ({ human: 0, ai: 0, total: 0, crawler: 0 });
    const result: PreviousViews = { totals: zero(), matchingTotals: zero(), byPath: new Map() };
    for (const path of query.paths) result.byPath.set(path, zero());
    const parts = splitRange(query.from, query.to);
    const siteId = await findSiteId(this.db, projectId);
    if (siteId === null || parts.from >= parts.to) return result;
    const source = this.rangeSource("page_views", periodCoverOf(parts), PATH_COUNTS);
    const rows = await this.rows<{ path: string; human: string; ai: string; crawler: string }>(
      `SELECT path, sum(human) AS human, sum(ai) AS ai, sum(crawler) AS crawler
       FROM (${source}) GROUP BY path`,
      { site: siteId },
    );
    const add = (sum: PreviousViews["totals"], row: (typeof rows)[number]) => {
      sum.human += Number(row.human);
      sum.ai += Number(row.ai);
      sum.total += Number(row.human) + Number(row.ai);
      sum.crawler += Number(row.crawler);
    };
    for (const row of rows) {
      add(result.totals, row);
      if (prefix === undefined || row.path.startsWith(prefix)) add(result.matchingTotals, row);
      const named = result.byPath.get(row.path);
      if (named) add(named, row);
    }
    return result;
  }

  /** Site-wide (or one path's) human and AI category sums over a range. */
  private async categories(siteId: number, parts: RangeParts, path: string | undefined) {
    const source = this.rangeSource(
      "page_views",
      periodCoverOf(parts),
      "human, assistant, search, training",
      {
        path,
      },
    );
    const [row] = await this.rows<Record<string, string>>(
      `SELECT sum(human) AS human, sum(assistant) AS ai_assistant, sum(search) AS ai_search,
         sum(training) AS ai_training FROM (${source})`,
      { site: siteId, path: path ?? "" },
    );
    return categoryCounts({
      human: row?.human ?? 0,
      ai_assistant: row?.ai_assistant ?? 0,
      ai_search: row?.ai_search ?? 0,
      ai_training: row?.ai_training ?? 0,
    });
  }

  async countAgentViews(projectId: string, query: AgentViewsQuery): Promise<AgentViews> {
    const path = filterPath(query.path);
    const parts = splitRange(query.from, query.to);
    const range = { dateFrom: effectiveBound(query.from), dateTo: effectiveBound(query.to) };
    const zero = categoryCounts({ human: 0, ai_assistant: 0, ai_search: 0, ai_training: 0 });
    const empty: AgentViews = {
      totals: { ...zero, crawler: 0, markdown: 0 },
      agents: [],
      hasMore: false,
      ...range,
    };
    const siteId = await this.siteWithin(projectId, parts);
    if (siteId === null) return empty;
    const source = this.rangeSource(
      "agent_views",
      coverOf(parts),
      "agent, operator, category, views",
      {
        path,
      },
    );
    const crawlers = (query.agentClass ?? "ai") === "crawler";
    const [totals, perAgent, markdownRows] = await Promise.all([
      this.categories(siteId, parts, path),
      this.rows<{ agent: string; operator: string; category: string; views: string }>(
        `SELECT agent, any(operator) AS operator, any(category) AS category, sum(views) AS views
         FROM (${source}) GROUP BY agent HAVING views > 0`,
        { site: siteId, path: path ?? "" },
      ),
      this.rows<{ views: string }>(
        `SELECT sum(markdown) AS views FROM {db}.agent_views_day
         WHERE site_id = {site: UInt32} AND category != 'crawler'
           AND day >= {fromDay: UInt32} AND day < {toDay: UInt32}`,
        {
          site: siteId,
          fromDay: Math.floor(parts.from / QUARTER_HOURS_PER_DAY),
          toDay: Math.ceil(parts.to / QUARTER_HOURS_PER_DAY),
        },
      ),
    ]);
    let crawler = 0;
    const listed: AgentViews["agents"] = [];
    for (const row of perAgent) {
      const views = Number(row.views);
      if (row.category === "crawler") crawler += views;
      if ((row.category === "crawler") !== crawlers) continue;
      listed.push({
        agent: row.agent,
        operator: row.operator,
        category: row.category as AgentViews["agents"][number]["category"],
        views,
      });
    }
    listed.sort((a, b) => b.views - a.views || compareCodePoints(a.agent, b.agent));
    const agents = listed.slice(query.offset, query.offset + query.limit);
    return {
      totals: { ...totals, crawler, markdown: Number(markdownRows[0]?.views ?? 0) },
      agents,
      hasMore: query.offset + agents.length < listed.length,
      ...range,
    };
  }

  async countReferrerViews(projectId: string, query: ReferrerViewsQuery): Promise<ReferrerViews> {
    const { path, parts, range, empty } = referrerViewsRequest(query);
    const siteId = await this.siteWithin(projectId, parts);
    if (siteId === null) return empty;
    if (path !== undefined && (await findPaths(this.db, siteId, { paths: [path] })).length === 0) {
      return empty;
    }
    const source = this.rangeSource("referrer_views", coverOf(parts), "referrer, views", { path });
    const [perHost, categories] = await Promise.all([
      this.rows<{ referrer: string; views: string }>(
        `SELECT referrer, sum(views) AS views FROM (${source}) GROUP BY referrer HAVING views > 0`,
        { site: siteId, path: path ?? "" },
      ),
      this.categories(siteId, parts, path),
    ]);
    return referrerViewsAnswer(
      query,
      range,
      categories.human,
      perHost.map((row) => ({ host: row.referrer, views: Number(row.views) })),
    );
  }

  async countReferredPages(projectId: string, query: ReferredPagesQuery): Promise<ReferredPages> {
    const { wanted, parts, range, empty } = referredPagesRequest(query);
    const siteId = await this.siteWithin(projectId, parts);
    if (siteId === null) return empty;
    const source = this.rangeSource("referrer_views", coverOf(parts), "referrer, path, views");
    const hosts =
      wanted === "ai"
        ? (
            await this.rows<{ referrer: string }>(`SELECT DISTINCT referrer FROM (${source})`, {
              site: siteId,
            })
          )
            .map((row) => row.referrer)
            .filter((host) => aiReferrerOfHost(host) !== undefined)
        : [wanted];
    if (hosts.length === 0) return empty;
    const perPath = await this.rows<{ path: string; views: string }>(
      `SELECT path, sum(views) AS views FROM (${source})
       WHERE referrer IN {hosts: Array(String)} GROUP BY path HAVING views > 0`,
      { site: siteId, hosts },
    );
    return referredPagesAnswer(
      query,
      { wanted, range },
      perPath.map((row) => ({ path: row.path, views: Number(row.views) })),
    );
  }

  async countViewTimeseries(
    projectId: string,
    query: ViewTimeseriesQuery,
  ): Promise<ViewTimeseries> {
    const siteId = await findSiteId(this.db, projectId);
    const request = await viewTimeseriesRequest(this.db, projectId, query, async () => {
      if (siteId === null) return undefined;
      const [extent] = await this.rows<{ first: number; last: number; n: string }>(
        `SELECT min(bucket) AS first, max(bucket) AS last, count() AS n
         FROM {db}.page_views_qh WHERE site_id = {site: UInt32}`,
        { site: siteId },
      );
      if (!extent || Number(extent.n) === 0) return undefined;
      return { first: Number(extent.first), last: Number(extent.last) };
    });
    if (request.intervals === null) return request.empty;
    const { parts, boundaries } = request.intervals;
    const zero = { human: 0, ai_assistant: 0, ai_search: 0, ai_training: 0, crawler: 0 };
    const sums = boundaries.slice(0, -1).map(() => ({ ...zero }));
    if (siteId !== null) {
      const source = this.rangeSource(
        "page_views",
        seriesCover(parts, boundaries),
        "human, assistant, search, training, crawler",
        { path: request.path },
      );
      const rows = await this.rows<Record<string, string>>(
        `SELECT bucket, sum(human) AS human, sum(assistant) AS assistant, sum(search) AS search,
           sum(training) AS training, sum(crawler) AS crawler FROM (${source}) GROUP BY bucket`,
        { site: siteId, path: request.path ?? "" },
      );
      for (const row of rows) {
        const key = intervalOf(boundaries, Number(row.bucket));
        const sum = sums[key];
        if (!sum) continue;
        sum.human += Number(row.human);
        sum.ai_assistant += Number(row.assistant);
        sum.ai_search += Number(row.search);
        sum.ai_training += Number(row.training);
        sum.crawler += Number(row.crawler);
      }
    }
    return viewTimeseriesAnswer(query, request, (key) => sums[key]);
  }

  async exportDailyCounts(projectId: string, query: DailyCountsQuery): Promise<DailyCountsExport> {
    return dailyCountsExport(this.db, projectId, query, (siteId, timeZone, lo, hi) =>
      this.readDays(siteId, timeZone, lo, hi),
    );
  }

  private async *readDays(
    siteId: number,
    timeZone: string,
    lo: number,
    hi: number,
  ): AsyncGenerator<DailyCountsDay> {
    let cursor = lo;
    while (cursor < hi) {
      // The next quarter hour with views: the first in the key's order, not a count of the rest.
      const [found] = await this.rows<{ bucket: number }>(
        `SELECT bucket FROM {db}.page_views_qh
         WHERE site_id = {site: UInt32} AND bucket >= {from: UInt32} AND bucket < {to: UInt32}
         ORDER BY bucket LIMIT 1`,
        { site: siteId, from: cursor, to: hi },
      );
      if (!found) return;
      const { day, start, to } = localDayOf(Number(found.bucket), hi, timeZone);
      // Read from the day's start (or the cursor): nothing before the view found, so the same
      // counts, and a local day that is a whole UTC day (a zone at UTC) reads its daily rows.
      const cover = coverOf(
        splitRange(
          new Date(Math.max(cursor, start) * QUARTER_HOUR_MS),
          new Date(to * QUARTER_HOUR_MS),
        ),
      );
      cursor = to;
      const params = { site: siteId };
      const [humans, agents] = await Promise.all([
        this.rows<{ path: string; views: string }>(
          `SELECT path, sum(human) AS views FROM (${this.rangeSource("page_views", cover, "path, human")})
           GROUP BY path HAVING views > 0`,
          params,
        ),
        this.rows<{ path: string; agent: string; category: string; views: string }>(
          `SELECT path, agent, any(category) AS category, sum(views) AS views
           FROM (${this.rangeSource("agent_views", cover, "path, agent, category, views")})
           GROUP BY path, agent HAVING views > 0`,
          params,
        ),
      ]);
      if (humans.length === 0 && agents.length === 0) continue;
      const rows: DailyCountRow[] = [
        ...humans.map(
          (row): DailyCountRow => ({
            day,
            path: row.path,
            class: "human",
            agent: "",
            category: "",
            views: Number(row.views),
          }),
        ),
        ...agents.map(
          (row): DailyCountRow => ({
            day,
            path: row.path,
            class: row.category === "crawler" ? "crawler" : "ai",
            agent: row.agent,
            category: row.category as DailyCountRow["category"],
            views: Number(row.views),
          }),
        ),
      ];
      yield { rows: sortDailyCountRows(rows), next: to };
    }
  }
}

/**
 * Settings of the reads that sum rows per path: one thread each. Their rows (at most about a
 * million) are summed faster by one thread than by two, which merge their hash tables after,
 * and a read runs its queries at once (the page and the visitors) on the other cores.
 */
const READ_SETTINGS = "max_threads = 1";

/** A page's counts, the AI ones together. */
const PATH_COUNTS = "path, human, assistant + search + training AS ai, crawler";

/** One page (`{path: String}`), or the pages under a prefix (`{prefix: String}`); absent: all. */
type PathFilter = { path?: string | undefined; prefix?: string | undefined };

/** The condition (after an AND) a filter adds to a rollup's rows. */
function pathCondition(filter: PathFilter): string {
  if (filter.path !== undefined) return " AND path = {path: String}";
  if (filter.prefix !== undefined) return " AND startsWith(path, {prefix: String})";
  return "";
}

/**
 * A scalar query for the unique visitors of a range: each UTC day's distinct visitor hashes (they
 * rotate daily), summed; whole days from `visitors_day`, partial days from the raw events (kept
 * for the retention). Its parameters are `{site: UInt32}` and, with a prefix, `{prefix: String}`.
 */
function visitorsQuery(parts: RangeParts, prefix: string | undefined): string {
  const where = `site_id = {site: UInt32}${pathCondition({ prefix })}`;
  const pieces = rangePieces(
    coverOf(parts),
    (within) => partialDayVisitors(within, pathCondition({ prefix })),
    (days) =>
      `SELECT day, uniqExactMerge(visitors) AS n FROM {db}.visitors_day
       WHERE ${where} AND ${days} GROUP BY day`,
  );
  if (pieces.length === 0) return "SELECT toUInt64(0)";
  return `SELECT toUInt64(sum(n)) FROM (${pieces.join(" UNION ALL ")})`;
}

/**
 * Each UTC day's distinct visitors among the raw events of some quarter hours (`within`, a
 * condition on `bucket`), of the site's pages (`paths`: a condition after an AND, or "").
 */
function partialDayVisitors(within: string, paths: string): string {
  return `SELECT intDiv(bucket, 96) AS day, uniqExact(visitor) AS n FROM {db}.view_events
       WHERE site_id = {site: UInt32}${paths} AND class = 'human' AND visitor != 0 AND ${within}
       GROUP BY day`;
}

/** A [from, to) run of quarter hours or of UTC days. */
export type Run = { from: number; to: number };

/**
 * What a read covers: runs of quarter hours read from the quarter-hour rollups, and runs of whole
 * UTC days read from the daily ones (a day's row sums its 96 quarter hours exactly).
 */
export interface Cover {
  quarterHours: Run[];
  days: Run[];
  /**
   * Runs of whole ten-day periods and whole months (by their first days), read from the
   * `page_views` family's rollups of those grains, which sum their days' rows exactly.
   */
  periods?: { dekad: Run[]; month: Run[] };
  /**
   * Runs of whole days, ten-day periods and months whose counts are taken away from the rest:
   * a period less the few days of it outside the range reads fewer rows than the many inside
   * it (`page_views` only).
   */
  less?: { days: Run[]; dekad: Run[]; month: Run[] };
}

/** A range's cover: its whole UTC days from the daily rollups, the rest per quarter hour. */
function coverOf(parts: RangeParts): Cover {
  return {
    quarterHours: parts.quarterHours,
    days: [{ from: parts.days.first, to: parts.days.end }],
  };
}

/**
 * A range's cover for the `page_views` rollups: its whole months from the monthly rows, and in
 * each month it starts or ends inside, the fewest rows a path among two ways: the whole ten-day
 * periods inside the range and its other days one by one, or the month less the periods and
 * days outside the range; inside a ten-day period, likewise its days or the period less the
 * days outside. The rest is read per quarter hour. A day, a period and a month are a row a path
 * each (at 100 million views a year, most paths have a view most days), so a year is at most
 * about 17 rows a path rather than 365, and 30 days at most 6.
 */
export function periodCoverOf(parts: RangeParts): Cover {
  const cover: Cover = {
    quarterHours: parts.quarterHours,
    days: [],
    periods: { dekad: [], month: [] },
    less: { days: [], dekad: [], month: [] },
  };
  const { first, end } = parts.days;
  const pieces: Piece[] = [];
  for (let cursor = first; cursor < end; ) {
    const month = { from: monthStartOf(cursor), to: nextMonthStart(cursor + 1) };
    const to = Math.min(end, month.to);
    pieces.push(...withinMonth(cursor, to, month));
    cursor = to;
  }
  pieces.sort((a, b) => a.from - b.from);
  const periods = cover.periods as NonNullable<Cover["periods"]>;
  const less = cover.less as NonNullable<Cover["less"]>;
  for (const piece of pieces) {
    const runs =
      piece.sign > 0
        ? piece.grain === "day"
          ? cover.days
          : periods[piece.grain]
        : piece.grain === "day"
          ? less.days
          : less[piece.grain];
    pushRun(runs, piece.from, piece.to);
  }
  return cover;
}

/** Days (a run of them), or one ten-day period or month, added to a cover or taken from it. */
interface Piece {
  grain: "day" | "dekad" | "month";
  from: number;
  to: number;
  sign: 1 | -1;
}

/** The rows a path the pieces read: one a day, one a period. */
function rowsOf(pieces: readonly Piece[]): number {
  return pieces.reduce(
    (rows, piece) => rows + (piece.grain === "day" ? piece.to - piece.from : 1),
    0,
  );
}

/** Of two sets of pieces with the same sum, those reading fewer rows (the first when equal). */
function fewer(first: Piece[], second: Piece[]): Piece[] {
  return rowsOf(second) < rowsOf(first) ? second : first;
}

function negated(pieces: readonly Piece[]): Piece[] {
  return pieces.map((piece) => ({ ...piece, sign: piece.sign > 0 ? -1 : 1 }));
}

/** The days [from, to) inside `month` (its first day and the next month's). */
function withinMonth(from: number, to: number, month: Run): Piece[] {
  const whole: Piece = { grain: "month", from: month.from, to: month.to, sign: 1 };
  if (from === month.from && to === month.to) return [whole];
  return fewer(byDekads(from, to), [
    whole,
    ...negated(byDekads(month.from, from)),
    ...negated(byDekads(to, month.to)),
  ]);
}

/** The days [from, to) of one month, ten-day period by ten-day period. */
function byDekads(from: number, to: number): Piece[] {
  const pieces: Piece[] = [];
  for (let cursor = from; cursor < to; ) {
    const dekad = { from: dekadStartOf(cursor), to: nextDekadStart(cursor + 1) };
    const end = Math.min(to, dekad.to);
    pieces.push(...withinDekad(cursor, end, dekad));
    cursor = end;
  }
  return pieces;
}

/** The days [from, to) inside `dekad` (its first day and the next period's). */
function withinDekad(from: number, to: number, dekad: Run): Piece[] {
  const whole: Piece = { grain: "dekad", from: dekad.from, to: dekad.to, sign: 1 };
  if (from === dekad.from && to === dekad.to) return [whole];
  const days = (start: number, stop: number): Piece[] =>
    start < stop ? [{ grain: "day", from: start, to: stop, sign: 1 }] : [];
  return fewer(days(from, to), [
    whole,
    ...negated(days(dekad.from, from)),
    ...negated(days(to, dekad.to)),
  ]);
}

/** The first day (a day number) of the month holding `day`. */
function monthStartOf(day: number): number {
  const date = new Date(day * DAY_MS);
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1) / DAY_MS;
}

/** `day` when a month starts on it, else the next month's first day. */
function nextMonthStart(day: number): number {
  const start = monthStartOf(day);
  if (start === day) return day;
  const date = new Date(day * DAY_MS);
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1) / DAY_MS;
}

/**
 * The first day of the ten-day period holding `day`: the 1st, 11th or 21st of its month (the
 * third period runs to the month's end), as `clickhouse-migrations.ts` groups them.
 */
function dekadStartOf(day: number): number {
  const date = new Date(day * DAY_MS);
  const start = Math.min(Math.floor((date.getUTCDate() - 1) / 10), 2) * 10 + 1;
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), start) / DAY_MS;
}

/** `day` when a ten-day period starts on it, else the next period's first day. */
function nextDekadStart(day: number): number {
  const start = dekadStartOf(day);
  if (start === day) return day;
  const date = new Date(day * DAY_MS);
  const next = date.getUTCDate() <= 20 ? start + 10 : nextMonthStart(day);
  return next;
}

/**
 * The selects for a cover: `quarterHours` given the condition on `bucket` for its quarter hours,
 * `days` the condition on `day` for its whole days (and, with the grain's name, for its whole
 * ten-day periods and months; `less` for those taken away); none for an empty cover.
 */
function rangePieces(
  cover: Cover,
  quarterHours: (within: string) => string,
  days: (within: string, grain: "day" | "dekad" | "month", less: boolean) => string,
): string[] {
  const pieces: string[] = [];
  const hours = runsCondition("bucket", cover.quarterHours);
  if (hours) pieces.push(quarterHours(hours));
  const whole = runsCondition("day", cover.days);
  if (whole) pieces.push(days(whole, "day", false));
  for (const grain of ["dekad", "month"] as const) {
    const runs = runsCondition("day", cover.periods?.[grain] ?? []);
    if (runs) pieces.push(days(runs, grain, false));
  }
  for (const grain of ["day", "dekad", "month"] as const) {
    const runs = runsCondition("day", cover.less?.[grain === "day" ? "days" : grain] ?? []);
    if (runs) pieces.push(days(runs, grain, true));
  }
  return pieces;
}

/** `column` in any of the runs (each a range of the rollups' primary key), or "" for none. */
function runsCondition(column: string, runs: readonly Run[]): string {
  const within = runs
    .filter((run) => run.from < run.to)
    .map((run) => `(${column} >= ${run.from} AND ${column} < ${run.to})`);
  return within.length === 0 ? "" : `(${within.join(" OR ")})`;
}

/** Appends a run, joining it to the last one when they touch. */
function pushRun(runs: Run[], from: number, to: number): void {
  if (from >= to) return;
  const last = runs.at(-1);
  if (last && last.to === from) last.to = to;
  else runs.push({ from, to });
}

/**
 * A timeseries' cover: a whole UTC day of the range from its daily row when the day lies within
 * one interval (so its row adds to one point: in UTC, every day of a daily or weekly series; in
 * other zones, the days inside a week), every other quarter hour from the quarter-hour rows.
 */
function seriesCover(parts: RangeParts, boundaries: readonly number[]): Cover {
  const cover: Cover = { quarterHours: [], days: [] };
  const hours = (from: number, to: number) => {
    if (from < to) pushRun(cover.quarterHours, from, to);
  };
  let cursor = parts.from;
  for (let day = parts.days.first; day < parts.days.end; day++) {
    const start = day * QUARTER_HOURS_PER_DAY;
    const key = intervalOf(boundaries, start);
    if (key < 0 || intervalOf(boundaries, start + QUARTER_HOURS_PER_DAY - 1) !== key) continue;
    hours(cursor, start);
    pushRun(cover.days, day, day + 1);
    cursor = start + QUARTER_HOURS_PER_DAY;
  }
  hours(cursor, parts.to);
  return cover;
}

/** The interval (index into `boundaries`' gaps) a quarter hour falls in, by binary search. */
function intervalOf(boundaries: readonly number[], bucket: number): number {
  let lo = 0;
  let hi = boundaries.length - 1;
  if (bucket < (boundaries[0] as number) || bucket >= (boundaries[hi] as number)) return -1;
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1;
    if ((boundaries[mid] as number) <= bucket) lo = mid;
    else hi = mid;
  }
  return lo;
}

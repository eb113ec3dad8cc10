import { randomBytes } from "node:crypto";
import { type Kysely, sql } from "kysely";
import { AppError } from "../../app-error.ts";
import type { Database } from "../../db/schema.ts";
import { compareCodePoints } from "../compare-code-points.ts";
import { findPaths } from "../store/analytics.repository.ts";
import {
  AGENT_KIND,
  CELL_SHARDS,
  forEachCell,
  kindOfCell,
  quarterHourOfCell,
} from "../store/count-codec.ts";
import { foldSitePendingViews } from "../store/fold-pending-views.ts";
import { QUARTER_HOURS_PER_DAY } from "../time-buckets.ts";
import { type ClickHouseTarget, openClickHouse } from "./clickhouse-connection.ts";
import { migrateClickHouse } from "./clickhouse-migrations.ts";
import { insertTabSeparated, TabSeparatedWriter } from "./insert-tab-separated.ts";

/**
 * What a copy writes in one go and records as done: a site's days not copied yet within one
 * window of DAYS_PER_CHUNK UTC days (windows counted from 1970-01-01, so the same days make the
 * same chunk in every run). A chunk per day would make a busy deployment's copy millions of small
 * inserts, which ClickHouse answers with too many parts.
 */
export interface CopyChunk {
  projectId: string;
  siteId: number;
  /** UTC days, ascending. */
  days: number[];
}

export const DAYS_PER_CHUNK = 7;

export interface CopyOptions {
  now: Date;
  /**
   * Copy into sites whose ClickHouse tables already hold views this command did not copy (those a
   * server on the ClickHouse store counted since the switch): the copy adds to them.
   */
  addToExisting?: boolean | undefined;
  /** Stop after this many chunks (`CopyChunk`); the next call goes on from there. Absent: all. */
  maxChunks?: number | undefined;
  /**
   * Called once a chunk's counts are inserted, before the chunk is recorded as copied: a copy that
   * stops there (tests make it throw) inserts the same blocks again when run again.
   */
  afterInsert?: ((chunk: CopyChunk) => void | Promise<void>) | undefined;
}

/** Where a copy stands after a call: the history's size, what was done before, what this did. */
export interface CopyStep {
  /** Projects with views in PostgreSQL. */
  projects: number;
  /** Their UTC days with views: the chunks of the whole copy. */
  days: number;
  /** Days recorded as copied when this call started. */
  daysCopiedBefore: number;
  /** What this call copied: the sites (by id) it copied days of, the days and their views. */
  copied: { sites: number[]; days: number; views: number };
  /** True when every day is copied. */
  done: boolean;
}

/**
 * Copies the PostgreSQL store's page views into the ClickHouse store's rollups, a chunk of one
 * site's days at a time (`CopyChunk`). PostgreSQL keeps counts per path, quarter hour and class
 * (and per referring host, and AI Markdown fetches per agent and day), not events: the copy writes
 * them straight into the summing tables the materialized views feed, at both grains, and leaves
 * `view_events` and `visitors_day` alone, so unique visitors and a reclassification on ClickHouse
 * cover only what was ingested there.
 *
 * Pending batches are folded first (as housekeeping would), so the day cells hold every view.
 * Each chunk's inserts carry a deduplication token made of the site's copy id and the chunk's
 * days, and its days are recorded in `copied_days` after them: a copy stopped at any point and run
 * again skips recorded days, and a chunk inserted but not recorded is inserted again under the
 * same tokens, which ClickHouse drops. The copy id is recorded (`copied_sites`) before the site's
 * first insert; a site whose ClickHouse tables hold views without one is refused unless
 * `addToExisting`. Run one copy at a time.
 */
export async function copyAnalyticsToClickHouse(
  db: Kysely<Database>,
  target: ClickHouseTarget,
  options: CopyOptions,
): Promise<CopyStep> {
  const tables = new ClickHouseCopyTables(target);
  await foldEveryPendingSite(db);
  const sites = await listSitesWithDays(db);
  const started = await tables.startedSites();
  const copiedDays = await tables.copiedDays();
  const step: CopyStep = {
    projects: sites.length,
    days: 0,
    daysCopiedBefore: 0,
    copied: { sites: [], days: 0, views: 0 },
    done: true,
  };
  const todo: Array<{ site: SiteDays; days: number[] }> = [];
  for (const site of sites) {
    step.days += site.days.length;
    const copied = copiedDays.get(site.siteId) ?? new Set<number>();
    const days = site.days.filter((day) => !copied.has(day));
    step.daysCopiedBefore += site.days.length - days.length;
    if (days.length > 0) todo.push({ site, days });
  }
  if (!options.addToExisting) {
    await refuseForeignViews(
      tables,
      todo.map((entry) => entry.site).filter((site) => !started.has(site.siteId)),
    );
  }

  let budget = options.maxChunks ?? Number.POSITIVE_INFINITY;
  for (const { site, days } of todo) {
    if (budget <= 0) {
      step.done = false;
      break;
    }
    let copyId = started.get(site.siteId);
    if (copyId === undefined) {
      copyId = randomBytes(12).toString("hex");
      await tables.recordSite(site, copyId, options.now);
    }
    const names = await readSiteNames(db, site.siteId);
    step.copied.sites.push(site.siteId);
    for (const chunkDays of windowsOf(days)) {
      if (budget <= 0) {
        step.done = false;
        break;
      }
      budget--;
      const chunk = { projectId: site.projectId, siteId: site.siteId, days: chunkDays };
      const perDay: DayRows[] = [];
      for (const day of chunkDays) perDay.push(await readDayRows(db, site.siteId, day, names));
      // The days are in the token: days a later run finds in a window copied before (views
      // PostgreSQL took after the copy) make another chunk, not a duplicate of this one.
      await tables.insertChunk(
        perDay,
        `inkwell-copy:${copyId}:${site.siteId}:${chunkDays.join(",")}`,
      );
      await options.afterInsert?.(chunk);
      await tables.recordDays(chunk, copyId, perDay, options.now);
      step.copied.days += chunkDays.length;
      for (const rows of perDay) step.copied.views += rows.views;
    }
  }
  return step;
}

/** Days (ascending) grouped by their window of DAYS_PER_CHUNK days. */
function windowsOf(days: number[]): number[][] {
  const windows: number[][] = [];
  for (const day of days) {
    const last = windows.at(-1);
    const window = Math.floor(day / DAYS_PER_CHUNK);
    if (last && Math.floor((last[0] as number) / DAYS_PER_CHUNK) === window) last.push(day);
    else windows.push([day]);
  }
  return windows;
}

/** Folds the pending batches of every site that has some, one site per transaction. */
async function foldEveryPendingSite(db: Kysely<Database>): Promise<void> {
  const pending = await sql<{ site_id: number }>`
    select distinct site_id from analytics_pending_views order by site_id
  `.execute(db);
  for (const { site_id } of pending.rows) {
    await db.transaction().execute((trx) => foldSitePendingViews(trx, site_id));
  }
}

interface SiteDays {
  siteId: number;
  projectId: string;
  /** UTC days with counts (views, or AI Markdown fetches), ascending. */
  days: number[];
}

/** Every site with views and its days, by site id. */
async function listSitesWithDays(db: Kysely<Database>): Promise<SiteDays[]> {
  const result = await sql<{ site_id: number; project_id: string; day: number }>`
    select s.id as site_id, s.project_id, d.day
    from analytics_sites s
    join (
      select site_id, day from analytics_day_cells
      union
      select site_id, day from analytics_user_agent_days
      where markdown and counted_as like 'ai:%' and views > 0
    ) as d on d.site_id = s.id
    order by s.id, d.day
  `.execute(db);
  const sites: SiteDays[] = [];
  for (const row of result.rows) {
    const last = sites.at(-1);
    if (last?.siteId === row.site_id) last.days.push(row.day);
    else sites.push({ siteId: row.site_id, projectId: row.project_id, days: [row.day] });
  }
  return sites;
}

/** A site's agents and referring hosts, by id (paths are read per day: there may be millions). */
interface SiteNames {
  agents: Map<number, { name: string; operator: string; category: string }>;
  agentsByName: Map<string, { name: string; operator: string; category: string }>;
  referrers: Map<number, string>;
}

async function readSiteNames(db: Kysely<Database>, siteId: number): Promise<SiteNames> {
  const [agents, referrers] = await Promise.all([
    db
      .selectFrom("analytics_agents")
      .select(["id", "name", "operator", "category"])
      .where("site_id", "=", siteId)
      .execute(),
    db
      .selectFrom("analytics_referrers")
      .select(["id", "host"])
      .where("site_id", "=", siteId)
      .execute(),
  ]);
  const byId = new Map(agents.map((agent) => [agent.id, agent]));
  return {
    agents: byId,
    agentsByName: new Map(agents.map((agent) => [agent.name, agent])),
    referrers: new Map(referrers.map((row) => [row.id, row.host])),
  };
}

interface PageRow {
  site_id: number;
  path: string;
  human: number;
  assistant: number;
  search: number;
  training: number;
  crawler: number;
}
interface AgentRow {
  site_id: number;
  agent: string;
  operator: string;
  category: string;
  path: string;
  views: number;
  markdown: number;
}
interface ReferrerRow {
  site_id: number;
  referrer: string;
  path: string;
  views: number;
}

/** A day's rows for each summing table, per quarter hour (`bucket`) and for the day. */
interface DayRows {
  pagesQh: Array<PageRow & { bucket: number }>;
  pagesDay: Array<PageRow & { day: number }>;
  agentsQh: Array<AgentRow & { bucket: number }>;
  agentsDay: Array<AgentRow & { day: number }>;
  referrersQh: Array<ReferrerRow & { bucket: number }>;
  referrersDay: Array<ReferrerRow & { day: number }>;
  /** Human, AI and crawler views of the day. */
  views: number;
}

/**
 * A site's day as the ClickHouse rollups hold it: its day cells decoded (every shard: the counts
 * per path, quarter hour and kind, and the referrer cells), and its AI Markdown fetches per agent
 * from the user agent days, which is where the PostgreSQL store counts them.
 */
async function readDayRows(
  db: Kysely<Database>,
  siteId: number,
  day: number,
  names: SiteNames,
): Promise<DayRows> {
  const [cells, markdown] = await Promise.all([
    db
      .selectFrom("analytics_day_cells")
      .select(["shard", "cells"])
      .where("site_id", "=", siteId)
      .where("day", "=", day)
      .orderBy("shard")
      .execute(),
    sql<{ counted_as: string; views: string | number }>`
      select counted_as, sum(views)::int8 as views from analytics_user_agent_days
      where site_id = ${siteId} and day = ${day} and markdown and counted_as like 'ai:%'
      group by counted_as
    `.execute(db),
  ]);
  const first = day * QUARTER_HOURS_PER_DAY;
  // Keyed by bucket and path id (and agent or host id): numbers, no string per cell.
  const pages = new Map<string, PageRow & { bucket: number; pathId: number }>();
  const agents = new Map<string, AgentRow & { bucket: number; pathId: number }>();
  const referrers = new Map<string, ReferrerRow & { bucket: number; pathId: number }>();
  const pathIds = new Set<number>();
  for (const row of cells) {
    const referrerShard = row.shard >= CELL_SHARDS;
    forEachCell(row.cells, (pathId, key, views) => {
      if (views === 0) return;
      pathIds.add(pathId);
      const bucket = first + quarterHourOfCell(key);
      const kind = kindOfCell(key);
      if (referrerShard) {
        const host = names.referrers.get(kind);
        if (host === undefined) throw new Error(`referrer ${kind} of site ${siteId} is unknown`);
        const id = `${bucket}:${pathId}:${kind}`;
        const entry = referrers.get(id);
        if (entry) entry.views += views;
        else
          referrers.set(id, { site_id: siteId, bucket, pathId, referrer: host, path: "", views });
        return;
      }
      const pageId = `${bucket}:${pathId}`;
      let page = pages.get(pageId);
      if (!page) {
        page = {
          site_id: siteId,
          bucket,
          pathId,
          path: "",
          human: 0,
          assistant: 0,
          search: 0,
          training: 0,
          crawler: 0,
        };
        pages.set(pageId, page);
      }
      if (kind === 0) page.human += views;
      else if (kind === 1) page.assistant += views;
      else if (kind === 2) page.search += views;
      else if (kind === 3) page.training += views;
      else {
        const agent = names.agents.get(kind - AGENT_KIND);
        if (!agent) throw new Error(`agent ${kind - AGENT_KIND} of site ${siteId} is unknown`);
        // A crawler's views are its agent cells alone; an AI view has a category cell too.
        if (agent.category === "crawler") page.crawler += views;
        const id = `${bucket}:${pathId}:${kind}`;
        const entry = agents.get(id);
        if (entry) entry.views += views;
        else
          agents.set(id, {
            site_id: siteId,
            bucket,
            pathId,
            agent: agent.name,
            operator: agent.operator,
            category: agent.category,
            path: "",
            views,
            markdown: 0,
          });
      }
    });
  }
  const paths = new Map(
    (await findPaths(db, siteId, { ids: [...pathIds] })).map((row) => [row.id, row.path]),
  );
  const pathOf = (pathId: number) => {
    const path = paths.get(pathId);
    if (path === undefined) throw new Error(`path ${pathId} of site ${siteId} is unknown`);
    return path;
  };
  const rows: DayRows = {
    pagesQh: [],
    pagesDay: [],
    agentsQh: [],
    agentsDay: [],
    referrersQh: [],
    referrersDay: [],
    views: 0,
  };
  const pageDays = new Map<number, PageRow & { day: number }>();
  for (const { pathId, bucket, ...page } of pages.values()) {
    const path = pathOf(pathId);
    rows.pagesQh.push({ ...page, bucket, path });
    rows.views += page.human + page.assistant + page.search + page.training + page.crawler;
    const sum = pageDays.get(pathId);
    if (!sum) pageDays.set(pathId, { ...page, path, day });
    else {
      sum.human += page.human;
      sum.assistant += page.assistant;
      sum.search += page.search;
      sum.training += page.training;
      sum.crawler += page.crawler;
    }
  }
  rows.pagesDay = [...pageDays.values()];
  const agentDays = new Map<string, AgentRow & { day: number }>();
  for (const { pathId, bucket, ...agent } of agents.values()) {
    const path = pathOf(pathId);
    rows.agentsQh.push({ ...agent, bucket, path });
    const id = `${pathId}:${agent.agent}`;
    const sum = agentDays.get(id);
    if (sum) sum.views += agent.views;
    else agentDays.set(id, { ...agent, path, day });
  }
  // Markdown fetches are counted per agent and day: they go on the agent's first page of the day
  // (any row of the agent would do; the reads sum them site-wide).
  const agentDayRows = [...agentDays.values()].sort(
    (a, b) => compareCodePoints(a.agent, b.agent) || compareCodePoints(a.path, b.path),
  );
  for (const row of markdown.rows) {
    const views = Number(row.views);
    const name = row.counted_as.slice("ai:".length);
    const onPage = agentDayRows.find((entry) => entry.agent === name);
    if (onPage) onPage.markdown += views;
    else {
      const agent = names.agentsByName.get(name);
      agentDayRows.push({
        site_id: siteId,
        day,
        agent: name,
        operator: agent?.operator ?? "",
        category: agent?.category ?? "assistant",
        path: "",
        views: 0,
        markdown: views,
      });
    }
  }
  rows.agentsDay = agentDayRows;
  const referrerDays = new Map<string, ReferrerRow & { day: number }>();
  for (const { pathId, bucket, ...referrer } of referrers.values()) {
    const path = pathOf(pathId);
    rows.referrersQh.push({ ...referrer, bucket, path });
    const id = `${pathId}:${referrer.referrer}`;
    const sum = referrerDays.get(id);
    if (sum) sum.views += referrer.views;
    else referrerDays.set(id, { ...referrer, path, day });
  }
  rows.referrersDay = [...referrerDays.values()];
  return rows;
}

/** The ClickHouse side of a copy: the rollups it writes and the tables that record it. */
class ClickHouseCopyTables {
  constructor(private readonly target: ClickHouseTarget) {}

  private async rows<T>(query: string, params: Record<string, unknown> = {}): Promise<T[]> {
    const result = await this.target.client.query({
      query: query.replaceAll("{db}", this.target.database),
      query_params: params,
      format: "JSONEachRow",
    });
    return result.json<T>();
  }

  private async insert(table: string, values: object[], token: string | undefined) {
    if (values.length === 0) return;
    await this.target.client.insert({
      table: `${this.target.database}.${table}`,
      values,
      format: "JSONEachRow",
      // Both settings are always sent: a connection that keeps a session (chDB's) keeps them.
      clickhouse_settings:
        token === undefined
          ? { insert_deduplicate: 0, insert_deduplication_token: "" }
          : { insert_deduplicate: 1, insert_deduplication_token: token },
    });
  }

  /** The copy id of every site whose copy has started. */
  async startedSites(): Promise<Map<number, string>> {
    // Two rows of one site (two copies started at once) keep the first id, whichever read.
    const rows = await this.rows<{ site_id: number; copy_id: string }>(
      "SELECT site_id, argMin(copy_id, started_at) AS copy_id FROM {db}.copied_sites GROUP BY site_id",
    );
    return new Map(rows.map((row) => [Number(row.site_id), row.copy_id]));
  }

  /** The days recorded as copied, by site. */
  async copiedDays(): Promise<Map<number, Set<number>>> {
    const rows = await this.rows<{ site_id: number; day: number }>(
      "SELECT DISTINCT site_id, day FROM {db}.copied_days",
    );
    const bySite = new Map<number, Set<number>>();
    for (const row of rows) {
      const site = Number(row.site_id);
      let days = bySite.get(site);
      if (!days) {
        days = new Set();
        bySite.set(site, days);
      }
      days.add(Number(row.day));
    }
    return bySite;
  }

  /** Of these sites, those whose rollups or raw events hold any row. */
  async sitesWithViews(siteIds: number[]): Promise<Set<number>> {
    if (siteIds.length === 0) return new Set();
    const tables = ["page_views_day", "agent_views_day", "referrer_views_day", "view_events"];
    const rows = await this.rows<{ site_id: number }>(
      tables
        .map(
          (table) =>
            `SELECT DISTINCT site_id FROM {db}.${table} WHERE site_id IN {sites: Array(UInt32)}`,
        )
        .join(" UNION DISTINCT "),
      { sites: siteIds },
    );
    return new Set(rows.map((row) => Number(row.site_id)));
  }

  async recordSite(site: SiteDays, copyId: string, now: Date): Promise<void> {
    await this.insert(
      "copied_sites",
      [
        {
          site_id: site.siteId,
          project_id: site.projectId,
          copy_id: copyId,
          started_at: now.getTime(),
        },
      ],
      undefined,
    );
  }

  /**
   * A chunk's rows into each summing table: one insert per table, under the chunk's token, as
   * TabSeparated like the ingestion's (`insertTabSeparated`: cheaper to write and to parse).
   */
  async insertChunk(days: DayRows[], token: string): Promise<void> {
    const all = <K extends keyof Omit<DayRows, "views">>(key: K) =>
      days.flatMap((rows): object[] => rows[key]);
    await this.insertCounts("page_views_qh", all("pagesQh"), token);
    await this.insertCounts("page_views_day", all("pagesDay"), token);
    await this.insertCounts("agent_views_qh", all("agentsQh"), token);
    await this.insertCounts("agent_views_day", all("agentsDay"), token);
    await this.insertCounts("referrer_views_qh", all("referrersQh"), token);
    await this.insertCounts("referrer_views_day", all("referrersDay"), token);
  }

  /** Rows of counts (numbers and strings only) into a summing table, deduplicated by `token`. */
  private async insertCounts(table: string, rows: object[], token: string): Promise<void> {
    const [first] = rows;
    if (!first) return;
    const columns = Object.keys(first);
    const writer = new TabSeparatedWriter(rows.length * 96);
    for (const row of rows) {
      for (const column of columns) {
        const value = (row as Record<string, unknown>)[column];
        if (typeof value === "number") writer.number(value);
        else writer.text(String(value ?? ""));
      }
      writer.endRow();
    }
    await insertTabSeparated(this.target, {
      table,
      columns,
      lines: writer.lines(),
      settings: { insert_deduplicate: 1, insert_deduplication_token: token },
    });
  }

  /** A chunk's days as copied, in one insert (so all or none of them). */
  async recordDays(chunk: CopyChunk, copyId: string, days: DayRows[], now: Date): Promise<void> {
    await this.insert(
      "copied_days",
      chunk.days.map((day, i) => ({
        site_id: chunk.siteId,
        day,
        copy_id: copyId,
        views: days[i]?.views ?? 0,
        copied_at: now.getTime(),
      })),
      undefined,
    );
  }
}

/**
 * Refuses a copy into sites whose ClickHouse tables hold views no copy recorded: a server on the
 * ClickHouse store counted them, or another copy whose record was lost did. Adding PostgreSQL's
 * history is right in the first case only, which the operator says with `--add-to-existing`.
 */
async function refuseForeignViews(tables: ClickHouseCopyTables, sites: SiteDays[]): Promise<void> {
  const holding = await tables.sitesWithViews(sites.map((site) => site.siteId));
  if (holding.size === 0) return;
  const projects = sites.filter((site) => holding.has(site.siteId)).map((site) => site.projectId);
  const listed =
    projects.length > 5
      ? `${projects.slice(0, 5).join(", ")} and ${projects.length - 5} more`
      : projects.join(", ");
  throw new AppError(
    "invalid_request",
    `ClickHouse already holds views of ${projects.length === 1 ? "project" : "projects"} ${listed} that this command did not copy, so nothing was copied. If servers on the ClickHouse store counted them after the switch, run again with --add-to-existing to add PostgreSQL's history to them; if an earlier copy wrote them, delete them from ClickHouse first, or PostgreSQL's views would count twice.`,
  );
}

/**
 * Opens CLICKHOUSE_URL for a copy and applies the ClickHouse migrations, as a server does at start:
 * the copy may run before any server has. A failure names the variable, never its value (the URL
 * holds the password).
 */
export async function openCopyTarget(clickhouse: {
  url: string;
  rawRetentionDays: number;
}): Promise<ClickHouseTarget> {
  let target: ClickHouseTarget | undefined;
  try {
    target = await openClickHouse(clickhouse.url);
    await migrateClickHouse(target, { rawRetentionDays: clickhouse.rawRetentionDays });
    return target;
  } catch (error) {
    await target?.client.close();
    throw new AppError(
      "database_unavailable",
      `Cannot reach the ClickHouse analytics store at CLICKHOUSE_URL: ${(error as Error).message}. Check that ClickHouse runs and that the URL's host, port, user and password are right.`,
      { cause: error },
    );
  }
}

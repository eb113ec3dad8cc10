import { createHash } from "node:crypto";
import type { Kysely } from "kysely";
import { AppError } from "../../app-error.ts";
import type { Database } from "../../db/schema.ts";
import type {
  ClassifiedAs,
  ReclassifyResult,
  ViewReclassifier,
} from "../ingest/reclassify-views.service.ts";
import { findSiteId } from "../store/analytics.repository.ts";
import { DAY_MS, QUARTER_HOURS_PER_DAY } from "../time-buckets.ts";
import type { ClickHouseTarget } from "./clickhouse-connection.ts";
import type { RawViewEvent } from "./clickhouse-ingest.ts";
import { SITE_VISITORS_SELECT, VISITORS_SELECT } from "./clickhouse-migrations.ts";

type ViewClassName = RawViewEvent["class"];

/** What an event counts as: its class, and the agent of an AI or crawler view. */
interface Counted {
  class: ViewClassName;
  agent: string;
  operator: string;
}

/**
 * Reclassification on the ClickHouse store, from the raw events it keeps (user agents included):
 * every event since the day asked for is classified again with the lists the server runs now,
 * and the views of each one that counts as something else move, exactly, page by page and
 * quarter hour by quarter hour. Days before the raw events' retention cannot be counted again
 * and are refused with a sentence saying from when they can.
 *
 * How: the moved events are read grouped by what they are counted under; the corrections (minus
 * under the old class, plus under the new) are inserted into every summing rollup with an insert
 * deduplication token of the change, then the raw events are updated to their new classes. A
 * run stopped between the two is run again: the same corrections are dropped as duplicates and
 * the update is made. Unique visitors, which count human views, are counted again from the raw
 * events for those days.
 */
export function clickhouseReclassifier(
  db: Kysely<Database>,
  target: ClickHouseTarget,
  options: { now: Date; rawRetentionDays: number },
): ViewReclassifier {
  return {
    async reclassify(projectId, sinceDay, classify) {
      const none: ReclassifyResult = {
        days: 0,
        userAgentsMoved: 0,
        viewsMoved: 0,
        viewsKept: 0,
        pageViewsMoved: 0,
      };
      const firstKept = Math.ceil(
        (options.now.getTime() - options.rawRetentionDays * DAY_MS) / DAY_MS,
      );
      if (sinceDay < firstKept) {
        const day = new Date(firstKept * DAY_MS).toISOString().slice(0, 10);
        throw new AppError(
          "invalid_request",
          `Raw events are kept ${options.rawRetentionDays} days (INKWELL_ANALYTICS_RAW_RETENTION_DAYS): since must be ${day} or later.`,
        );
      }
      const siteId = await findSiteId(db, projectId);
      if (siteId === null) return none;
      return reclassifySite(target, siteId, sinceDay, classify);
    },
  };
}

const KEY = "concat(toString(markdown), ':', user_agent)";

async function reclassifySite(
  target: ClickHouseTarget,
  siteId: number,
  sinceDay: number,
  classify: (userAgent: string, markdown: boolean) => ClassifiedAs,
): Promise<ReclassifyResult> {
  const { client, database } = target;
  const since = sinceDay * QUARTER_HOURS_PER_DAY;
  const query = async <T>(sql: string, params: Record<string, unknown>): Promise<T[]> =>
    (
      await client.query({
        query: sql.replaceAll("{db}", database),
        query_params: params,
        format: "JSONEachRow",
      })
    ).json<T>();
  const seen = await query<{
    user_agent: string;
    markdown: number;
    class: ViewClassName;
    agent: string;
    operator: string;
    days: number | string;
  }>(
    `SELECT user_agent, markdown, class, agent, operator, uniqExact(intDiv(bucket, 96)) AS days
     FROM {db}.view_events WHERE site_id = {site: UInt32} AND bucket >= {since: UInt32}
     GROUP BY user_agent, markdown, class, agent, operator`,
    { site: siteId, since },
  );
  const [extent] = await query<{ days: number | string }>(
    `SELECT uniqExact(intDiv(bucket, 96)) AS days FROM {db}.view_events
     WHERE site_id = {site: UInt32} AND bucket >= {since: UInt32}`,
    { site: siteId, since },
  );
  const changed = new Map<string, Counted>();
  let userAgentsMoved = 0;
  for (const row of seen) {
    const now = countedOf(classify(row.user_agent, Number(row.markdown) === 1));
    if (now.class === row.class && now.agent === row.agent && now.operator === row.operator) {
      continue;
    }
    changed.set(`${Number(row.markdown)}:${row.user_agent}`, now);
    userAgentsMoved += Number(row.days);
  }
  const days = Number(extent?.days ?? 0);
  if (changed.size === 0) {
    return { days, userAgentsMoved: 0, viewsMoved: 0, viewsKept: 0, pageViewsMoved: 0 };
  }
  const keys = [...changed.keys()].sort();
  const moved = await query<{
    bucket: number | string;
    path: string;
    referrer: string;
    markdown: number | string;
    key: string;
    class: ViewClassName;
    agent: string;
    operator: string;
    n: number | string;
  }>(
    `SELECT bucket, path, referrer, markdown, ${KEY} AS key, class, agent, operator, count() AS n
     FROM {db}.view_events
     WHERE site_id = {site: UInt32} AND bucket >= {since: UInt32} AND ${KEY} IN {keys: Array(String)}
     GROUP BY bucket, path, referrer, markdown, key, class, agent, operator`,
    { site: siteId, since, keys },
  );
  const corrections = new Corrections(siteId);
  let viewsMoved = 0;
  for (const row of moved) {
    const n = Number(row.n);
    const now = changed.get(row.key) as Counted;
    // Events of the same user agent already counted as it counts now stay as they are.
    if (now.class === row.class && now.agent === row.agent && now.operator === row.operator) {
      continue;
    }
    const at = { bucket: Number(row.bucket), path: row.path, markdown: Number(row.markdown) };
    corrections.add(at, row, row.referrer, -n);
    corrections.add(at, now, row.referrer, n);
    viewsMoved += n;
  }
  const change = createHash("sha256")
    .update(JSON.stringify([siteId, since, keys, moved.map((row) => [row.key, row.n, row.bucket])]))
    .digest("hex")
    .slice(0, 32);
  for (const [table, rows] of corrections.tables()) {
    if (rows.length === 0) continue;
    await client.insert({
      table: `${database}.${table}`,
      values: rows,
      format: "JSONEachRow",
      clickhouse_settings: {
        insert_deduplicate: 1,
        insert_deduplication_token: `${siteId}:reclassify:${change}:${table}`,
        deduplicate_blocks_in_dependent_materialized_views: 1,
      },
    });
  }
  const newOf = (field: keyof Counted) => keys.map((key) => (changed.get(key) as Counted)[field]);
  await client.command({
    query: `ALTER TABLE ${database}.view_events UPDATE
        class = CAST(transform(${KEY}, {keys: Array(String)}, {classes: Array(String)}, toString(class)) AS Enum8('bot' = 0, 'human' = 1, 'assistant' = 2, 'search' = 3, 'training' = 4, 'crawler' = 5)),
        agent = transform(${KEY}, {keys: Array(String)}, {agents: Array(String)}, toString(agent)),
        operator = transform(${KEY}, {keys: Array(String)}, {operators: Array(String)}, toString(operator))
      WHERE site_id = {site: UInt32} AND bucket >= {since: UInt32} AND ${KEY} IN {keys: Array(String)}`,
    query_params: {
      site: siteId,
      since,
      keys,
      classes: newOf("class"),
      agents: newOf("agent"),
      operators: newOf("operator"),
    },
    clickhouse_settings: { mutations_sync: "2" },
  });
  if (corrections.touchesHumans) {
    // Unique visitors are sets, not sums: the days' are counted again from the raw events.
    await client.command({
      query: `ALTER TABLE ${database}.visitors_day DELETE WHERE site_id = {site: UInt32} AND day >= {day: UInt32}`,
      query_params: { site: siteId, day: sinceDay },
      clickhouse_settings: { mutations_sync: "2" },
    });
    await client.command({
      query: `INSERT INTO ${database}.visitors_day ${VISITORS_SELECT.replaceAll(
        "{db}",
        database,
      ).replace(
        "WHERE class = 'human'",
        `WHERE site_id = ${siteId} AND bucket >= ${since} AND class = 'human'`,
      )}`,
      clickhouse_settings: { insert_deduplicate: 0, insert_deduplication_token: "" },
    });
    await recountSiteVisitors(target, siteId, sinceDay);
  }
  return { days, userAgentsMoved, viewsMoved, viewsKept: 0, pageViewsMoved: viewsMoved };
}

/**
 * The site's per-day visitor sets since `sinceDay` counted again from the raw events, and the
 * sizes kept for those days dropped. Each day's event count is set above any it had (the new
 * count plus the old, plus one), in the same row as its set, so a size kept at an earlier count
 * by a read running meanwhile is never taken for the new set's.
 */
async function recountSiteVisitors(
  target: ClickHouseTarget,
  siteId: number,
  sinceDay: number,
): Promise<void> {
  const { client, database } = target;
  const params = { site: siteId, day: sinceDay };
  const result = await client.query({
    query: `SELECT day, toString(sum(events)) AS events FROM ${database}.site_visitors_day
      WHERE site_id = {site: UInt32} AND day >= {day: UInt32} GROUP BY day`,
    query_params: params,
    format: "JSONEachRow",
  });
  const before = await result.json<{ day: number; events: string }>();
  await client.command({
    query: `ALTER TABLE ${database}.site_visitors_day DELETE WHERE site_id = {site: UInt32} AND day >= {day: UInt32}`,
    query_params: params,
    clickhouse_settings: { mutations_sync: "2" },
  });
  await client.command({
    query: `INSERT INTO ${database}.site_visitors_day
      SELECT site_id, day, visitors,
        events + transform(day, {days: Array(UInt32)}, {before: Array(UInt64)}, toUInt64(0)) + 1
      FROM (${SITE_VISITORS_SELECT.replaceAll("{db}", database).replace(
        "WHERE class = 'human'",
        "WHERE site_id = {site: UInt32} AND bucket >= {day: UInt32} * 96 AND class = 'human'",
      )})`,
    query_params: {
      ...params,
      days: before.map((row) => row.day),
      before: before.map((row) => Number(row.events)),
    },
    clickhouse_settings: { insert_deduplicate: 0, insert_deduplication_token: "" },
  });
  await client.command({
    query: `ALTER TABLE ${database}.visitor_counts DELETE WHERE site_id = {site: UInt32} AND day >= {day: UInt32}`,
    query_params: params,
    clickhouse_settings: { mutations_sync: "2" },
  });
}

function countedOf(now: ClassifiedAs): Counted {
  if (now.countedAs === "human") return { class: "human", agent: "", operator: "" };
  if (!now.agent) return { class: "bot", agent: "", operator: "" };
  return { class: now.agent.category, agent: now.agent.name, operator: now.agent.operator };
}

const CLASS_COLUMNS = {
  human: "human",
  assistant: "assistant",
  search: "search",
  training: "training",
  crawler: "crawler",
} as const;

/** Signed corrections per rollup table, summed by the table's key. */
class Corrections {
  private readonly rows = new Map<string, Map<string, Record<string, string | number>>>();
  touchesHumans = false;

  constructor(private readonly siteId: number) {}

  add(
    at: { bucket: number; path: string; markdown: number },
    counted: Counted,
    referrer: string,
    n: number,
  ): void {
    if (counted.class === "bot") return;
    const day = Math.floor(at.bucket / QUARTER_HOURS_PER_DAY);
    const grains = [
      ["qh", "bucket", at.bucket],
      ["day", "day", day],
    ] as const;
    for (const [grain, column, value] of grains) {
      const base = { site_id: this.siteId, [column]: value, path: at.path };
      const page = this.row(`page_views_${grain}`, [value, at.path], {
        ...base,
        human: 0,
        assistant: 0,
        search: 0,
        training: 0,
        crawler: 0,
      });
      page[CLASS_COLUMNS[counted.class]] = Number(page[CLASS_COLUMNS[counted.class]]) + n;
      if (counted.class === "human") {
        this.touchesHumans = true;
        if (referrer) {
          const cell = this.row(`referrer_views_${grain}`, [value, at.path, referrer], {
            ...base,
            referrer,
            views: 0,
          });
          cell.views = Number(cell.views) + n;
        }
      } else {
        const cell = this.row(
          `agent_views_${grain}`,
          [value, at.path, counted.agent, counted.operator, counted.class],
          {
            ...base,
            agent: counted.agent,
            operator: counted.operator,
            category: counted.class,
            views: 0,
            markdown: 0,
          },
        );
        cell.views = Number(cell.views) + n;
        cell.markdown = Number(cell.markdown) + (at.markdown === 1 ? n : 0);
      }
    }
  }

  private row(
    table: string,
    key: unknown[],
    fresh: Record<string, string | number>,
  ): Record<string, string | number> {
    let rows = this.rows.get(table);
    if (!rows) {
      rows = new Map();
      this.rows.set(table, rows);
    }
    const id = JSON.stringify(key);
    let row = rows.get(id);
    if (!row) {
      row = fresh;
      rows.set(id, row);
    }
    return row;
  }

  tables(): Array<[string, Array<Record<string, string | number>>]> {
    return [...this.rows].map(([table, rows]) => [table, [...rows.values()]]);
  }
}

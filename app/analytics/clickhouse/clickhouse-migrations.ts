import type { ClickHouseTarget } from "./clickhouse-connection.ts";

/** Unique visitors per day and page from raw events; the reclassification recounts with it. */
export const VISITORS_SELECT = `SELECT site_id, intDiv(bucket, 96) AS day, path, uniqExactState(visitor) AS visitors
        FROM {db}.view_events WHERE class = 'human' AND visitor != 0
        GROUP BY site_id, day, path`;

/**
 * A UTC day's ten-day period (days 1 to 10, 11 to 20, 21 to the month's end) and month, as the
 * number of the period's first day; `day` is a day number (days since 1970-01-01).
 */
const DAY_DATE = "addDays(toDate('1970-01-01'), day)";
const MONTH_START = `toUInt32(toStartOfMonth(${DAY_DATE}))`;
const DEKAD_START = `toUInt32(addDays(toStartOfMonth(${DAY_DATE}), least(intDiv(toDayOfMonth(${DAY_DATE}) - 1, 10), 2) * 10))`;

/** Unique visitors per day for the whole site from raw events, with the events they came from. */
export const SITE_VISITORS_SELECT = `SELECT site_id, intDiv(bucket, 96) AS day, uniqExactState(visitor) AS visitors,
          toUInt64(count()) AS events
        FROM {db}.view_events WHERE class = 'human' AND visitor != 0
        GROUP BY site_id, day`;

/**
 * The ClickHouse store's schema, as versioned migrations applied in order at start (like the
 * PostgreSQL ones); each is a list of statements with `{db}` for the database and `{retention}`
 * for the days raw events are kept. Statements are idempotent (IF NOT EXISTS), so two servers
 * starting at once both end on the same schema. A new version is added at the end; a released
 * one never changes.
 *
 * Layout: `view_events` keeps each event as it came (the user agent included, never the client
 * address) for INKWELL_ANALYTICS_RAW_RETENTION_DAYS; materialized views feed SummingMergeTree
 * tables per quarter hour and per UTC day (pages, agents, referring hosts) and an
 * AggregatingMergeTree of unique visitors per day and page, which reads use; page views also per
 * ten-day period and per month, and unique visitors per day for the whole site (version 3). Counts are signed, so a
 * reclassification moves views between classes by inserting corrections (`clickhouse-reclassify.ts`). Every table keeps a window
 * of recent insert tokens (`non_replicated_deduplication_window`), so a batch sent again with
 * the same token is dropped by every table, the materialized views' included.
 */
export const CLICKHOUSE_MIGRATIONS: ReadonlyArray<{
  version: number;
  name: string;
  statements: string[];
}> = [
  {
    version: 1,
    name: "view events and their rollups",
    statements: [
      `CREATE TABLE IF NOT EXISTS {db}.view_events (
        site_id UInt32,
        at DateTime64(3, 'UTC'),
        bucket UInt32,
        path String,
        class Enum8('bot' = 0, 'human' = 1, 'assistant' = 2, 'search' = 3, 'training' = 4, 'crawler' = 5),
        agent LowCardinality(String),
        operator LowCardinality(String),
        referrer LowCardinality(String),
        markdown UInt8,
        user_agent String CODEC(ZSTD(3)),
        visitor UInt64
      ) ENGINE = MergeTree
      PARTITION BY toYYYYMM(at)
      ORDER BY (site_id, bucket, path)
      TTL toDateTime(at) + toIntervalDay({retention})
      SETTINGS non_replicated_deduplication_window = 100000, ttl_only_drop_parts = 1`,
      ...rollups("qh", "bucket", "bucket"),
      ...rollups("day", "day", "intDiv(bucket, 96)"),
      `CREATE TABLE IF NOT EXISTS {db}.visitors_day (
        site_id UInt32,
        day UInt32,
        path String,
        visitors AggregateFunction(uniqExact, UInt64)
      ) ENGINE = AggregatingMergeTree
      ORDER BY (site_id, day, path)
      SETTINGS non_replicated_deduplication_window = 100000`,
      `CREATE MATERIALIZED VIEW IF NOT EXISTS {db}.visitors_day_mv TO {db}.visitors_day AS
        ${VISITORS_SELECT}`,
    ],
  },
  {
    version: 2,
    name: "what inkwell analytics copy has copied",
    // `copy-to-clickhouse.ts`: a site's copy, with the id its insert tokens carry, and each UTC
    // day copied. Both are keyed by site, so deleting a project deletes them with its views.
    statements: [
      `CREATE TABLE IF NOT EXISTS {db}.copied_sites (
        site_id UInt32, project_id String, copy_id String, started_at DateTime64(3, 'UTC')
      ) ENGINE = ReplacingMergeTree ORDER BY site_id`,
      `CREATE TABLE IF NOT EXISTS {db}.copied_days (
        site_id UInt32, day UInt32, copy_id String, views Int64, copied_at DateTime64(3, 'UTC')
      ) ENGINE = ReplacingMergeTree ORDER BY (site_id, day)`,
    ],
  },
  {
    version: 3,
    name: "page views per ten days and per month, and each day's unique visitors site-wide",
    // Reads of long ranges (`clickhouse-reads.ts`) take the whole months and ten-day periods
    // inside them from these, rather than a row per path and day. Both are fed from
    // `page_views_day` (so corrections and copies written there reach them too), and filled
    // from it here with what they lack, so running this again adds nothing.
    // `site_visitors_day` holds each day's visitor set for the whole site, and a count of the
    // human events that went into it; `visitor_counts` keeps a day's counted set size under that
    // count, which grows with every event added, so a kept size is used only while the day is
    // unchanged. Filled from `visitors_day` here: sets are unions, so again adds nothing.
    statements: [
      ...periodRollup("dekad", DEKAD_START),
      ...periodRollup("month", MONTH_START),
      `CREATE TABLE IF NOT EXISTS {db}.site_visitors_day (
        site_id UInt32,
        day UInt32,
        visitors AggregateFunction(uniqExact, UInt64),
        events SimpleAggregateFunction(sum, UInt64)
      ) ENGINE = AggregatingMergeTree
      ORDER BY (site_id, day)
      SETTINGS non_replicated_deduplication_window = 100000`,
      `CREATE MATERIALIZED VIEW IF NOT EXISTS {db}.site_visitors_day_mv TO {db}.site_visitors_day AS
        ${SITE_VISITORS_SELECT}`,
      `INSERT INTO {db}.site_visitors_day
        SELECT site_id, day, uniqExactMergeState(visitors), toUInt64(uniqExactMerge(visitors))
        FROM {db}.visitors_day GROUP BY site_id, day`,
      `CREATE TABLE IF NOT EXISTS {db}.visitor_counts (
        site_id UInt32, day UInt32, events UInt64, visitors UInt64
      ) ENGINE = ReplacingMergeTree(events) ORDER BY (site_id, day)`,
    ],
  },
];

/**
 * The page views of a period longer than a day (`grain`, whose first day is `start` of a row's
 * `day`), a materialized view feeding it from `page_views_day`, and the statement filling it
 * with what it lacks of `page_views_day`'s sums: the difference, so a second run inserts nothing
 * (and two at once insert the same block under one token, which the table drops).
 */
function periodRollup(grain: string, start: string): string[] {
  const sums =
    "sum(human) AS human, sum(assistant) AS assistant, sum(search) AS search, sum(training) AS training, sum(crawler) AS crawler";
  const fromDays = `SELECT site_id, ${start} AS period, path, ${sums} FROM {db}.page_views_day
        GROUP BY site_id, period, path`;
  return [
    `CREATE TABLE IF NOT EXISTS {db}.page_views_${grain} (
      site_id UInt32, day UInt32, path String,
      human Int64, assistant Int64, search Int64, training Int64, crawler Int64
    ) ENGINE = SummingMergeTree ORDER BY (site_id, day, path)
    SETTINGS non_replicated_deduplication_window = 100000`,
    `CREATE MATERIALIZED VIEW IF NOT EXISTS {db}.page_views_${grain}_mv TO {db}.page_views_${grain} AS
      SELECT site_id, period AS day, path, human, assistant, search, training, crawler
      FROM (${fromDays})`,
    `INSERT INTO {db}.page_views_${grain} SETTINGS insert_deduplication_token = 'migration-3-${grain}'
      SELECT site_id, period, path, d.human - p.human, d.assistant - p.assistant,
        d.search - p.search, d.training - p.training, d.crawler - p.crawler
      FROM (${fromDays}) AS d
      LEFT JOIN (SELECT site_id, day AS period, path, ${sums} FROM {db}.page_views_${grain}
        GROUP BY site_id, period, path) AS p USING (site_id, period, path)
      WHERE (d.human, d.assistant, d.search, d.training, d.crawler)
        != (p.human, p.assistant, p.search, p.training, p.crawler)
      ORDER BY site_id, period, path`,
  ];
}

/** The summing tables of one grain (quarter hour or UTC day) and their materialized views. */
function rollups(grain: string, column: string, expression: string): string[] {
  const settings = "SETTINGS non_replicated_deduplication_window = 100000";
  return [
    `CREATE TABLE IF NOT EXISTS {db}.page_views_${grain} (
      site_id UInt32, ${column} UInt32, path String,
      human Int64, assistant Int64, search Int64, training Int64, crawler Int64
    ) ENGINE = SummingMergeTree ORDER BY (site_id, ${column}, path) ${settings}`,
    `CREATE MATERIALIZED VIEW IF NOT EXISTS {db}.page_views_${grain}_mv TO {db}.page_views_${grain} AS
      SELECT site_id, ${expression} AS ${column}, path,
        toInt64(countIf(class = 'human')) AS human, toInt64(countIf(class = 'assistant')) AS assistant,
        toInt64(countIf(class = 'search')) AS search, toInt64(countIf(class = 'training')) AS training,
        toInt64(countIf(class = 'crawler')) AS crawler
      FROM {db}.view_events WHERE class != 'bot' GROUP BY site_id, ${column}, path`,
    `CREATE TABLE IF NOT EXISTS {db}.agent_views_${grain} (
      site_id UInt32, ${column} UInt32, agent String, operator String, category LowCardinality(String),
      path String, views Int64, markdown Int64
    ) ENGINE = SummingMergeTree ORDER BY (site_id, ${column}, agent, operator, category, path) ${settings}`,
    `CREATE MATERIALIZED VIEW IF NOT EXISTS {db}.agent_views_${grain}_mv TO {db}.agent_views_${grain} AS
      SELECT site_id, ${expression} AS ${column}, agent, operator, toString(class) AS category, path,
        toInt64(count()) AS views, toInt64(countIf(markdown = 1)) AS markdown
      FROM {db}.view_events WHERE class NOT IN ('bot', 'human')
      GROUP BY site_id, ${column}, agent, operator, category, path`,
    `CREATE TABLE IF NOT EXISTS {db}.referrer_views_${grain} (
      site_id UInt32, ${column} UInt32, referrer String, path String, views Int64
    ) ENGINE = SummingMergeTree ORDER BY (site_id, ${column}, referrer, path) ${settings}`,
    `CREATE MATERIALIZED VIEW IF NOT EXISTS {db}.referrer_views_${grain}_mv TO {db}.referrer_views_${grain} AS
      SELECT site_id, ${expression} AS ${column}, referrer, path, toInt64(count()) AS views
      FROM {db}.view_events WHERE class = 'human' AND referrer != ''
      GROUP BY site_id, ${column}, referrer, path`,
  ];
}

/**
 * Creates the database and applies the migrations it has not had, in order; returns the names of
 * those applied. A changed retention is applied to the raw events' TTL.
 */
export async function migrateClickHouse(
  target: ClickHouseTarget,
  options: { rawRetentionDays: number },
): Promise<string[]> {
  const { client, database } = target;
  const fill = (statement: string) =>
    statement
      .replaceAll("{db}", database)
      .replaceAll("{retention}", String(options.rawRetentionDays));
  await client.command({ query: `CREATE DATABASE IF NOT EXISTS ${database}` });
  await client.command({
    query: `CREATE TABLE IF NOT EXISTS ${database}.schema_migrations (
      version UInt32, name String, applied_at DateTime DEFAULT now()
    ) ENGINE = ReplacingMergeTree ORDER BY version`,
  });
  const done = await client.query({
    query: `SELECT version FROM ${database}.schema_migrations FINAL`,
    format: "JSONEachRow",
  });
  const applied = new Set(
    (await done.json<{ version: number }>()).map((row) => Number(row.version)),
  );
  const names: string[] = [];
  for (const migration of CLICKHOUSE_MIGRATIONS) {
    if (applied.has(migration.version)) continue;
    for (const statement of migration.statements) await client.command({ query: fill(statement) });
    await client.insert({
      table: `${database}.schema_migrations`,
      values: [{ version: migration.version, name: migration.name }],
      format: "JSONEachRow",
    });
    names.push(`${migration.version} ${migration.name}`);
  }
  await keepRetention(target, options.rawRetentionDays);
  return names;
}

/**
 * When a raw event expires: `days` after its UTC day, but never past 2106-01-01, since ClickHouse's
 * DateTime ends in February 2106 and a later expiry wraps round to 1970, which would delete the
 * event at the next merge (a retention of 36,500 days did so to every event).
 */
export function rawEventsTtl(days: number): string {
  return `toDateTime(least(toDate32(at) + ${days}, toDate32('2106-01-01')))`;
}

/**
 * Sets the raw events' TTL to the configured retention when it differs, or when the table has the
 * first migration's form (`toDateTime(at) + toIntervalDay(days)`, which wraps past 2106); the
 * new TTL is applied to the events already kept.
 */
async function keepRetention(target: ClickHouseTarget, days: number): Promise<void> {
  const { client, database } = target;
  const result = await client.query({
    query: `SELECT engine_full FROM system.tables WHERE database = {database: String} AND name = 'view_events'`,
    query_params: { database },
    format: "JSONEachRow",
  });
  const [row] = await result.json<{ engine_full: string }>();
  if (!row || row.engine_full.includes(`toDate32(at) + ${days},`)) return;
  await client.command({
    query: `ALTER TABLE ${database}.view_events MODIFY TTL ${rawEventsTtl(days)}`,
  });
}

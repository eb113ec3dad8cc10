import { type Kysely, sql } from "kysely";
import type { Database } from "../db/schema.ts";

/** Per category counts, in storage order: human, AI assistant, AI search, AI training. */
export type CategoryCounts = [number, number, number, number];

export interface QuarterHourIncrement {
  bucket: number;
  pathId: number;
  counts: CategoryCounts;
}

/** Views of a path on a day, added to analytics_day_deltas until housekeeping folds them. */
export interface DayDelta {
  day: number;
  pathId: number;
  counts: CategoryCounts;
}

export async function findSiteId(db: Kysely<Database>, projectId: string): Promise<number | null> {
  const row = await db
    .selectFrom("analytics_sites")
    .select("id")
    .where("project_id", "=", projectId)
    .executeTakeFirst();
  return row?.id ?? null;
}

export async function ensureSiteId(db: Kysely<Database>, projectId: string): Promise<number> {
  const existing = await findSiteId(db, projectId);
  if (existing !== null) return existing;
  await db
    .insertInto("analytics_sites")
    .values({ project_id: projectId })
    .onConflict((oc) => oc.column("project_id").doNothing())
    .execute();
  const created = await findSiteId(db, projectId);
  if (created === null) throw new Error(`analytics site for project ${projectId} was not created`);
  return created;
}

/**
 * Adds the paths a site has not seen yet and returns every given path's id. Nothing stays locked:
 * batches only ever add to counts, so concurrent batches on the same pages need no ordering
 * beyond that of their upserts.
 */
export async function ensurePathIds(
  db: Kysely<Database>,
  siteId: number,
  paths: string[],
): Promise<Map<string, number>> {
  await sql`
    insert into analytics_paths (site_id, path)
    select ${siteId}::int4, p from unnest(${paths}::text[]) as p
    on conflict (site_id, path) do nothing
  `.execute(db);
  // A second statement: it sees paths a concurrent batch committed while the insert waited.
  const result = await sql<{ id: number; path: string }>`
    select id, path from analytics_paths where site_id = ${siteId} and path = any(${paths}::text[])
  `.execute(db);
  return new Map(result.rows.map((row) => [row.path, row.id]));
}

export interface AgentRef {
  name: string;
  operator: string;
  category: "assistant" | "search" | "training";
}

/**
 * Adds the agents a site has not seen yet and returns every given agent's id, by name. An agent
 * keeps the operator and category it was first stored with.
 */
export async function ensureAgents(
  db: Kysely<Database>,
  siteId: number,
  agents: AgentRef[],
): Promise<Map<string, number>> {
  if (agents.length === 0) return new Map();
  await sql`
    insert into analytics_agents (site_id, name, operator, category)
    select ${siteId}::int4, * from unnest(${agents.map((a) => a.name)}::text[],
      ${agents.map((a) => a.operator)}::text[], ${agents.map((a) => a.category)}::text[])
    on conflict (site_id, name) do nothing
  `.execute(db);
  const rows = await db
    .selectFrom("analytics_agents")
    .select(["id", "name"])
    .where("site_id", "=", siteId)
    .where(
      "name",
      "in",
      agents.map((a) => a.name),
    )
    .execute();
  return new Map(rows.map((row) => [row.name, row.id]));
}

/** A site-wide rollup increment: per quarter hour (`at` is a bucket) or per day (`at` is a day). */
export interface SiteIncrement {
  at: number;
  counts: CategoryCounts;
}

export interface AgentIncrement {
  pathId: number;
  bucket: number;
  agentId: number;
  views: number;
}

export interface SiteAgentIncrement {
  at: number;
  agentId: number;
  views: number;
}

export interface BatchWrites {
  quarterHours: QuarterHourIncrement[];
  dayDeltas: DayDelta[];
  agentQuarterHours: AgentIncrement[];
  siteQuarterHours: SiteIncrement[];
  siteDays: SiteIncrement[];
  siteAgentQuarterHours: SiteAgentIncrement[];
  siteAgentDays: SiteAgentIncrement[];
}

/**
 * Every write of a batch in one statement: upsert-increments of the quarter hours, the day deltas,
 * the per-agent counts and the site-wide rollups. Each list is sorted by its key, so concurrent
 * batches take the row locks of shared rows in the same order and hold them only from this
 * statement to the commit.
 */
export async function writeBatchCounts(
  db: Kysely<Database>,
  siteId: number,
  writes: BatchWrites,
): Promise<void> {
  const [qBuckets, qPaths, qh, qa, qs, qt] = columns(writes.quarterHours, (r) => [
    r.bucket,
    r.pathId,
    ...r.counts,
  ]);
  const [dDays, dPaths, dh, da, ds, dt] = columns(writes.dayDeltas, (r) => [
    r.day,
    r.pathId,
    ...r.counts,
  ]);
  const [aPaths, aBuckets, aAgents, aViews] = columns(writes.agentQuarterHours, (r) => [
    r.pathId,
    r.bucket,
    r.agentId,
    r.views,
  ]);
  const [sqAt, sqh, sqa, sqs, sqt] = columns(writes.siteQuarterHours, (r) => [r.at, ...r.counts]);
  const [sdAt, sdh, sda, sds, sdt] = columns(writes.siteDays, (r) => [r.at, ...r.counts]);
  const [saqAt, saqAgents, saqViews] = columns(writes.siteAgentQuarterHours, (r) => [
    r.at,
    r.agentId,
    r.views,
  ]);
  const [sadAt, sadAgents, sadViews] = columns(writes.siteAgentDays, (r) => [
    r.at,
    r.agentId,
    r.views,
  ]);
  const arr = (values: number[] | undefined, type: "int4" | "int8") =>
    sql`${values ?? []}::${sql.raw(type)}[]`;
  // Data-modifying CTEs all run, once, whether or not the final SELECT reads them.
  await sql`
    with quarter_hours as (
      insert into analytics_quarter_hours
        (site_id, bucket, path_id, human, ai_assistant, ai_search, ai_training)
      select ${siteId}, * from unnest(${arr(qBuckets, "int4")}, ${arr(qPaths, "int4")},
        ${arr(qh, "int4")}, ${arr(qa, "int4")}, ${arr(qs, "int4")}, ${arr(qt, "int4")})
      on conflict (site_id, bucket, path_id) do update set
        human = analytics_quarter_hours.human + excluded.human,
        ai_assistant = analytics_quarter_hours.ai_assistant + excluded.ai_assistant,
        ai_search = analytics_quarter_hours.ai_search + excluded.ai_search,
        ai_training = analytics_quarter_hours.ai_training + excluded.ai_training
      returning 1
    ),
    day_deltas as (
      insert into analytics_day_deltas
        (site_id, day, path_id, human, ai_assistant, ai_search, ai_training)
      select ${siteId}, * from unnest(${arr(dDays, "int4")}, ${arr(dPaths, "int4")},
        ${arr(dh, "int8")}, ${arr(da, "int8")}, ${arr(ds, "int8")}, ${arr(dt, "int8")})
      on conflict (site_id, day, path_id) do update set
        human = analytics_day_deltas.human + excluded.human,
        ai_assistant = analytics_day_deltas.ai_assistant + excluded.ai_assistant,
        ai_search = analytics_day_deltas.ai_search + excluded.ai_search,
        ai_training = analytics_day_deltas.ai_training + excluded.ai_training
      returning 1
    ),
    agent_quarter_hours as (
      insert into analytics_agent_quarter_hours (site_id, path_id, bucket, agent_id, views)
      select ${siteId}, * from unnest(${arr(aPaths, "int4")}, ${arr(aBuckets, "int4")},
        ${arr(aAgents, "int4")}, ${arr(aViews, "int4")})
      on conflict (site_id, path_id, bucket, agent_id) do update set
        views = analytics_agent_quarter_hours.views + excluded.views
      returning 1
    ),
    site_quarter_hours as (
      insert into analytics_site_quarter_hours
        (site_id, bucket, human, ai_assistant, ai_search, ai_training)
      select ${siteId}, * from unnest(${arr(sqAt, "int4")}, ${arr(sqh, "int4")},
        ${arr(sqa, "int4")}, ${arr(sqs, "int4")}, ${arr(sqt, "int4")})
      on conflict (site_id, bucket) do update set
        human = analytics_site_quarter_hours.human + excluded.human,
        ai_assistant = analytics_site_quarter_hours.ai_assistant + excluded.ai_assistant,
        ai_search = analytics_site_quarter_hours.ai_search + excluded.ai_search,
        ai_training = analytics_site_quarter_hours.ai_training + excluded.ai_training
      returning 1
    ),
    site_days as (
      insert into analytics_site_days (site_id, day, human, ai_assistant, ai_search, ai_training)
      select ${siteId}, * from unnest(${arr(sdAt, "int4")}, ${arr(sdh, "int8")},
        ${arr(sda, "int8")}, ${arr(sds, "int8")}, ${arr(sdt, "int8")})
      on conflict (site_id, day) do update set
        human = analytics_site_days.human + excluded.human,
        ai_assistant = analytics_site_days.ai_assistant + excluded.ai_assistant,
        ai_search = analytics_site_days.ai_search + excluded.ai_search,
        ai_training = analytics_site_days.ai_training + excluded.ai_training
      returning 1
    ),
    site_agent_quarter_hours as (
      insert into analytics_site_agent_quarter_hours (site_id, bucket, agent_id, views)
      select ${siteId}, * from unnest(${arr(saqAt, "int4")}, ${arr(saqAgents, "int4")},
        ${arr(saqViews, "int4")})
      on conflict (site_id, bucket, agent_id) do update set
        views = analytics_site_agent_quarter_hours.views + excluded.views
      returning 1
    ),
    site_agent_days as (
      insert into analytics_site_agent_days (site_id, day, agent_id, views)
      select ${siteId}, * from unnest(${arr(sadAt, "int4")}, ${arr(sadAgents, "int4")},
        ${arr(sadViews, "int8")})
      on conflict (site_id, day, agent_id) do update set
        views = analytics_site_agent_days.views + excluded.views
      returning 1
    )
    select 1
  `.execute(db);
}

/**
 * Records an idempotency key for a batch. Returns the request hash already stored under the key
 * when there is one (the batch was committed before), or null when the key is new. A concurrent
 * batch with the same key waits here until the first one commits or rolls back.
 */
export async function claimBatchKey(
  db: Kysely<Database>,
  siteId: number,
  key: string,
  requestHash: string,
  eventCount: number,
  now: Date,
  expiredBefore: Date,
): Promise<string | null> {
  const inserted = await db
    .insertInto("analytics_batches")
    .values({
      site_id: siteId,
      key,
      request_hash: requestHash,
      event_count: eventCount,
      created_at: now,
    })
    // A key older than the retention window is taken over, as if it had never been used.
    .onConflict((oc) =>
      oc
        .columns(["site_id", "key"])
        .doUpdateSet({ request_hash: requestHash, event_count: eventCount, created_at: now })
        .where("analytics_batches.created_at", "<=", expiredBefore),
    )
    .returning("key")
    .executeTakeFirst();
  if (inserted) return null;
  const existing = await db
    .selectFrom("analytics_batches")
    .select("request_hash")
    .where("site_id", "=", siteId)
    .where("key", "=", key)
    .executeTakeFirstOrThrow();
  return existing.request_hash;
}

export async function deleteBatchKeysBefore(db: Kysely<Database>, before: Date): Promise<void> {
  await db.deleteFrom("analytics_batches").where("created_at", "<", before).execute();
}

/** Column arrays for `unnest`: one statement carries a whole batch. */
function columns<T>(rows: T[], pick: (row: T) => number[]): number[][] {
  const out: number[][] = [];
  for (const row of rows) {
    const values = pick(row);
    values.forEach((value, i) => {
      let column = out[i];
      if (!column) {
        column = [];
        out[i] = column;
      }
      column.push(value);
    });
  }
  return out;
}

import { type Kysely, sql } from "kysely";
import type { Database } from "../db/schema.ts";

/** Per category counts, in storage order: human, AI assistant, AI search, AI training. */
export type CategoryCounts = [number, number, number, number];

export interface PathState {
  id: number;
  path: string;
  firstDay: number | null;
  lastDay: number | null;
  totals: CategoryCounts;
}

export interface CumulativeRow {
  pathId: number;
  day: number;
  /** Running totals through the end of the day. */
  counts: CategoryCounts;
  /** The day's own views: human, AI. */
  ownDay: [number, number];
}

export interface CumulativeIncrement {
  pathId: number;
  fromDay: number;
  toDay: number;
  /** Added to the running totals of every row from `fromDay` to `toDay`. */
  counts: CategoryCounts;
  /** Added to the day's own counts of the row at `fromDay` only. */
  ownDay: [number, number];
}

export interface QuarterHourIncrement {
  bucket: number;
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
 * Creates the missing paths and locks every given path's row until the transaction ends, in
 * path order (the caller sorts), so concurrent batches touching the same pages queue up instead of
 * deadlocking, and each sees the totals the previous one committed.
 */
export async function lockPaths(
  db: Kysely<Database>,
  siteId: number,
  paths: string[],
): Promise<PathState[]> {
  await sql`
    insert into analytics_paths (site_id, path)
    select ${siteId}, p from unnest(${paths}::text[]) as p
    on conflict (site_id, path) do nothing
  `.execute(db);
  // FOR UPDATE takes the locks without writing a new version of every row (an upsert would).
  const result = await sql<{
    id: number;
    path: string;
    first_day: number | null;
    last_day: number | null;
    human: string | number;
    ai_assistant: string | number;
    ai_search: string | number;
    ai_training: string | number;
  }>`
    select id, path, first_day, last_day, human, ai_assistant, ai_search, ai_training
    from analytics_paths
    where site_id = ${siteId} and path = any(${paths}::text[])
    order by path
    for update
  `.execute(db);
  return result.rows.map((row) => ({
    id: row.id,
    path: row.path,
    firstDay: row.first_day,
    lastDay: row.last_day,
    totals: [
      Number(row.human),
      Number(row.ai_assistant),
      Number(row.ai_search),
      Number(row.ai_training),
    ],
  }));
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
  increments: CumulativeIncrement[];
  inserts: CumulativeRow[];
  totals: Array<{ id: number; firstDay: number; lastDay: number; totals: CategoryCounts }>;
  agentQuarterHours: AgentIncrement[];
  siteQuarterHours: SiteIncrement[];
  siteDays: SiteIncrement[];
  siteAgentQuarterHours: SiteAgentIncrement[];
  siteAgentDays: SiteAgentIncrement[];
}

/**
 * Every write of a batch in one statement: quarter-hour upsert-increments, increments of existing
 * cumulative rows, new cumulative rows, and the paths' new totals. Concurrent batches on the same
 * pages wait for each other's row locks until commit, so the fewer round trips between the first
 * lock and the commit, the higher the throughput. (The caller sorts rows for a stable lock order.)
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
  const [uPaths, uFrom, uTo, uh, ua, us, ut, udh, uda] = columns(writes.increments, (r) => [
    r.pathId,
    r.fromDay,
    r.toDay,
    ...r.counts,
    ...r.ownDay,
  ]);
  const [iPaths, iDays, ih, ia, is, it, idh, ida] = columns(writes.inserts, (r) => [
    r.pathId,
    r.day,
    ...r.counts,
    ...r.ownDay,
  ]);
  const [tIds, tFirst, tLast, th, ta, ts, tt] = columns(writes.totals, (p) => [
    p.id,
    p.firstDay,
    p.lastDay,
    ...p.totals,
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
    increased as (
      update analytics_daily_cumulative as c
      set human = c.human + r.h, ai_assistant = c.ai_assistant + r.a,
          ai_search = c.ai_search + r.s, ai_training = c.ai_training + r.t,
          day_human = c.day_human + case when c.day = r.from_day then r.dh else 0 end,
          day_ai = c.day_ai + case when c.day = r.from_day then r.da else 0 end
      from unnest(${arr(uPaths, "int4")}, ${arr(uFrom, "int4")}, ${arr(uTo, "int4")},
        ${arr(uh, "int8")}, ${arr(ua, "int8")}, ${arr(us, "int8")}, ${arr(ut, "int8")},
        ${arr(udh, "int4")}, ${arr(uda, "int4")})
        as r(path_id, from_day, to_day, h, a, s, t, dh, da)
      where c.site_id = ${siteId} and c.path_id = r.path_id
        and c.day >= r.from_day and c.day <= r.to_day
      returning 1
    ),
    added as (
      insert into analytics_daily_cumulative
        (site_id, path_id, day, human, ai_assistant, ai_search, ai_training, day_human, day_ai)
      select ${siteId}, * from unnest(${arr(iPaths, "int4")}, ${arr(iDays, "int4")},
        ${arr(ih, "int8")}, ${arr(ia, "int8")}, ${arr(is, "int8")}, ${arr(it, "int8")},
        ${arr(idh, "int4")}, ${arr(ida, "int4")})
      returning 1
    ),
    totals as (
      update analytics_paths as p
      set first_day = r.first_day, last_day = r.last_day, human = r.h, ai_assistant = r.a,
          ai_search = r.s, ai_training = r.t
      from unnest(${arr(tIds, "int4")}, ${arr(tFirst, "int4")}, ${arr(tLast, "int4")},
        ${arr(th, "int8")}, ${arr(ta, "int8")}, ${arr(ts, "int8")}, ${arr(tt, "int8")})
        as r(id, first_day, last_day, h, a, s, t)
      where p.id = r.id
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

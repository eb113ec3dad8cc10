import { type Kysely, type RawBuilder, sql } from "kysely";
import type { Database } from "../../db/schema.ts";

/** Per category counts, in storage order: human, AI assistant, AI search, AI training. */
export type CategoryCounts = [number, number, number, number];

/**
 * Views of one path in one quarter hour of one kind (0 human, 1-3 an AI category, AGENT_KIND +
 * agent id an agent's views).
 */
export interface ViewCell {
  bucket: number;
  pathId: number;
  kind: number;
  views: number;
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

/** The ids of the given paths the site has, by path. */
async function findPathIds(
  db: Kysely<Database>,
  siteId: number,
  paths: string[],
): Promise<Map<string, number>> {
  if (paths.length === 0) return new Map();
  const result = await sql<{ id: number; path: string }>`
    select id, path from analytics_paths where site_id = ${siteId} and path = any(${paths}::text[])
  `.execute(db);
  return new Map(result.rows.map((row) => [row.path, row.id]));
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
  if (paths.length === 0) return new Map();
  await sql`
    insert into analytics_paths (site_id, path)
    select ${siteId}::int4, p from unnest(${paths}::text[]) as p
    on conflict (site_id, path) do nothing
  `.execute(db);
  // A second statement: it sees paths a concurrent batch committed while the insert waited.
  return findPathIds(db, siteId, paths);
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
  return findAgentIds(db, siteId, agents);
}

async function findAgentIds(
  db: Kysely<Database>,
  siteId: number,
  agents: AgentRef[],
): Promise<Map<string, number>> {
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

export interface SiteAgentIncrement {
  at: number;
  agentId: number;
  views: number;
}

export interface SiteRollups {
  siteQuarterHours: SiteIncrement[];
  siteDays: SiteIncrement[];
  siteAgentQuarterHours: SiteAgentIncrement[];
  siteAgentDays: SiteAgentIncrement[];
}

const arr = (values: number[] | undefined, type: "int4" | "int8") =>
  sql`${values ?? []}::${sql.raw(type)}[]`;

/** An idempotency key to record with a batch (see `claimBatchKey`). */
export interface BatchClaim {
  key: string;
  requestHash: string;
  eventCount: number;
  now: Date;
  /** A key recorded before this is taken over, as if it had never been used. */
  expiredBefore: Date;
}

/**
 * A batch's views as one pending row: the only write a batch makes to the counts, so concurrent
 * batches share no row and wait for nothing. Housekeeping folds it into the day cells, the
 * running totals and the site-wide rollups (`fold-pending-views.ts`).
 *
 * With a claim, the key is recorded in the same statement, and the views are stored only if the
 * key was free: returns false (nothing stored) when it was taken.
 */
export async function insertPendingViews(
  db: Kysely<Database>,
  siteId: number,
  cells: ViewCell[],
  claim?: BatchClaim,
): Promise<boolean> {
  const [buckets, paths, kinds, views] = columns(cells, (r) => [
    r.bucket,
    r.pathId,
    r.kind,
    r.views,
  ]);
  let first = 0;
  let last = 0;
  cells.forEach((cell, i) => {
    if (i === 0 || cell.bucket < first) first = cell.bucket;
    if (i === 0 || cell.bucket > last) last = cell.bucket;
  });
  const claimed = claim ? claimStatement(siteId, claim) : sql`select 1`;
  const result = await sql<{ claimed: number }>`
    with claimed as (${claimed}),
    pending as (
      insert into analytics_pending_views
        (site_id, first_bucket, last_bucket, buckets, path_ids, kinds, views)
      select ${siteId}, ${first}, ${last}, ${arr(buckets, "int4")}, ${arr(paths, "int4")},
        ${arr(kinds, "int4")}, ${arr(views, "int4")}
      where ${cells.length} > 0 and exists (select 1 from claimed)
      returning 1
    )
    select count(*)::int4 as claimed from claimed
  `.execute(db);
  return Number(result.rows[0]?.claimed ?? 0) > 0;
}

/** The request hash recorded under a batch's idempotency key. */
export async function findBatchHash(
  db: Kysely<Database>,
  siteId: number,
  key: string,
): Promise<string | undefined> {
  const row = await db
    .selectFrom("analytics_batches")
    .select("request_hash")
    .where("site_id", "=", siteId)
    .where("key", "=", key)
    .executeTakeFirst();
  return row?.request_hash;
}

/**
 * In one round trip: the project's site, and the ids of the given paths and agents it has (null
 * and empty maps when it has no site yet).
 */
export async function findBatchIds(
  db: Kysely<Database>,
  projectId: string,
  paths: string[],
  agentNames: string[],
): Promise<{ siteId: number | null; paths: Map<string, number>; agents: Map<string, number> }> {
  const site = sql`(select id from analytics_sites where project_id = ${projectId})`;
  const result = await sql<{ kind: "site" | "path" | "agent"; name: string | null; id: number }>`
    select 'site' as kind, null::text as name, id from analytics_sites
    where project_id = ${projectId}
    union all
    select 'path', path, id from analytics_paths
    where site_id = ${site} and path = any(${paths}::text[])
    union all
    select 'agent', name, id from analytics_agents
    where site_id = ${site} and name = any(${agentNames}::text[])
  `.execute(db);
  const found = {
    siteId: null as number | null,
    paths: new Map<string, number>(),
    agents: new Map<string, number>(),
  };
  for (const row of result.rows) {
    if (row.kind === "site") found.siteId = row.id;
    else if (row.kind === "path") found.paths.set(row.name as string, row.id);
    else found.agents.set(row.name as string, row.id);
  }
  return found;
}

/**
 * Upsert-increments of the site-wide rollups, in one statement. Each list is sorted by its key,
 * so writers take the row locks of shared rows in the same order.
 */
export async function addSiteRollups(
  db: Kysely<Database>,
  siteId: number,
  writes: SiteRollups,
): Promise<void> {
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
  // Data-modifying CTEs all run, once, whether or not the final SELECT reads them.
  await sql`
    with site_quarter_hours as (
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
 * Records a batch's idempotency key: one row when the key is new (a key older than the retention
 * window is taken over, as if it had never been used), none when it is taken.
 */
function claimStatement(siteId: number, claim: BatchClaim): RawBuilder<unknown> {
  return sql`
    insert into analytics_batches (site_id, key, request_hash, event_count, created_at)
    values (${siteId}, ${claim.key}, ${claim.requestHash}, ${claim.eventCount}, ${claim.now})
    on conflict (site_id, key) do update set request_hash = excluded.request_hash,
      event_count = excluded.event_count, created_at = excluded.created_at
    where analytics_batches.created_at <= ${claim.expiredBefore}
    returning 1
  `;
}

/**
 * Records an idempotency key for a batch. Returns the request hash already stored under the key
 * when there is one (the batch was committed before), or null when the key is new. A concurrent
 * batch with the same key waits here until the first one commits or rolls back.
 */
export async function claimBatchKey(
  db: Kysely<Database>,
  siteId: number,
  claim: BatchClaim,
): Promise<string | null> {
  const inserted = await claimStatement(siteId, claim).execute(db);
  if (inserted.rows.length > 0) return null;
  const existing = await findBatchHash(db, siteId, claim.key);
  if (existing === undefined)
    throw new Error(`batch key ${claim.key} was neither claimed nor found`);
  return existing;
}

/**
 * Takes the import mark of an access log for this transaction (concurrent imports of the same log
 * queue here) and moves it to `throughLine + 1`. Returns the lines imported before: lines below it
 * were counted already.
 */
export async function advanceImportMark(
  db: Kysely<Database>,
  siteId: number,
  fileKey: string,
  throughLine: number,
  now: Date,
): Promise<number> {
  await db
    .insertInto("analytics_import_marks")
    .values({ site_id: siteId, file_key: fileKey, lines: 0, updated_at: now })
    .onConflict((oc) => oc.columns(["site_id", "file_key"]).doNothing())
    .execute();
  const row = await db
    .selectFrom("analytics_import_marks")
    .select("lines")
    .where("site_id", "=", siteId)
    .where("file_key", "=", fileKey)
    .forUpdate()
    .executeTakeFirstOrThrow();
  const before = Number(row.lines);
  if (throughLine + 1 > before) {
    await db
      .updateTable("analytics_import_marks")
      .set({ lines: throughLine + 1, updated_at: now })
      .where("site_id", "=", siteId)
      .where("file_key", "=", fileKey)
      .execute();
  }
  return before;
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

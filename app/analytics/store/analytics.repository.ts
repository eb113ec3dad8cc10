import { createHash } from "node:crypto";
import { type Kysely, type RawBuilder, sql } from "kysely";
import type { Database } from "../../db/schema.ts";

/**
 * A site's dictionaries (the project's site, its paths and its agents, each known by a small id)
 * and the idempotency keys of its batches.
 */

/** The site of a project, as SQL: the one lookup every statement and `findSiteId` use. */
export function siteIdOf(projectId: string): RawBuilder<number> {
  return sql<number>`(select id from analytics_sites where project_id = ${projectId})`;
}

/**
 * What a database has said of its sites and paths that cannot change: a project's site id, and
 * a path's name by id. Ids come from identity columns and are never given again, a project id is
 * random and never reused, and neither a site nor a path is renamed; a row is only ever deleted
 * with its project, whose requests are refused from then on. So nothing here goes stale, and
 * reads spend no round trip on it. Bounded: past the limit the oldest entries are dropped.
 */
interface KnownIds {
  sites: Map<string, number>;
  /** Path names by site, then path id: a page's names are found without a key built for each. */
  pathNames: Map<number, Map<number, string>>;
  /** How many names `pathNames` holds, over all its sites. */
  pathNameCount: number;
  /**
   * Ids by name, in groups by `site:kind` (kind `p` a path, `a` an agent, `r` a referring host),
   * so a batch's hundreds of names are looked up without a key built for each.
   */
  named: Map<string, Map<string, number>>;
  /** How many names `named` holds, over all its groups. */
  namedCount: number;
}

const MAX_KNOWN_SITES = 10_000;
const MAX_KNOWN_PATH_NAMES = 200_000;
const MAX_KNOWN_NAMES = 200_000;
const knownIds = new WeakMap<Kysely<Database>, KnownIds>();

function knownIdsOf(db: Kysely<Database>): KnownIds {
  let known = knownIds.get(db);
  if (!known) {
    known = {
      sites: new Map(),
      pathNames: new Map(),
      pathNameCount: 0,
      named: new Map(),
      namedCount: 0,
    };
    knownIds.set(db, known);
  }
  return known;
}

function remember<V>(map: Map<string, V>, key: string, value: V, max: number): void {
  if (map.size >= max) map.delete(map.keys().next().value as string);
  map.set(key, value);
}

/** `remember` for a named id: past the limit, the oldest name of the oldest group is dropped. */
function rememberName(known: KnownIds, group: string, name: string, id: number): void {
  if (known.namedCount >= MAX_KNOWN_NAMES) {
    const [oldestGroup, oldest] = known.named.entries().next().value as [
      string,
      Map<string, number>,
    ];
    oldest.delete(oldest.keys().next().value as string);
    known.namedCount--;
    if (oldest.size === 0) known.named.delete(oldestGroup);
  }
  let names = known.named.get(group);
  if (!names) {
    names = new Map();
    known.named.set(group, names);
  }
  if (!names.has(name)) known.namedCount++;
  names.set(name, id);
}

/** The project's site, or null before its first view. */
export async function findSiteId(db: Kysely<Database>, projectId: string): Promise<number | null> {
  const known = knownIdsOf(db);
  const cached = known.sites.get(projectId);
  if (cached !== undefined) return cached;
  const result = await sql<{ id: number | null }>`select ${siteIdOf(projectId)} as id`.execute(db);
  const id = result.rows[0]?.id ?? null;
  // Only a site that exists: the first view creates it.
  if (id !== null) remember(known.sites, projectId, id, MAX_KNOWN_SITES);
  return id;
}

/**
 * The names of the site's paths with these ids, by id (ids of no path are left out). When some
 * are not known yet, those of `alsoRead` (ids the next reads will likely want) are read with them
 * (a function: only called then).
 */
export async function findPathNames(
  db: Kysely<Database>,
  siteId: number,
  ids: readonly number[],
  alsoRead: () => readonly number[] = () => [],
): Promise<Map<number, string>> {
  const known = knownIdsOf(db);
  const names = new Map<number, string>();
  const unknown: number[] = [];
  const siteNames = known.pathNames.get(siteId);
  for (const id of ids) {
    const name = siteNames?.get(id);
    if (name === undefined) unknown.push(id);
    else names.set(id, name);
  }
  if (unknown.length > 0) {
    const wanted = new Set(unknown);
    for (const id of alsoRead()) if (!siteNames?.has(id)) wanted.add(id);
    for (const row of await findPaths(db, siteId, { ids: [...wanted] })) {
      names.set(row.id, row.path);
      rememberPathName(known, siteId, row.id, row.path);
    }
  }
  return names;
}

/** `remember` for a path's name: past the limit, the oldest name of the oldest site is dropped. */
function rememberPathName(known: KnownIds, siteId: number, id: number, path: string): void {
  let siteNames = known.pathNames.get(siteId);
  if (siteNames?.has(id)) return;
  if (known.pathNameCount >= MAX_KNOWN_PATH_NAMES) {
    const [oldestSite, oldest] = known.pathNames.entries().next().value as [
      number,
      Map<number, string>,
    ];
    oldest.delete(oldest.keys().next().value as number);
    known.pathNameCount--;
    if (oldest.size === 0) known.pathNames.delete(oldestSite);
    siteNames = known.pathNames.get(siteId);
  }
  if (!siteNames) {
    siteNames = new Map();
    known.pathNames.set(siteId, siteNames);
  }
  siteNames.set(id, path);
  known.pathNameCount++;
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

/** The site's paths with these names or these ids, each with its id. */
export async function findPaths(
  db: Kysely<Database>,
  siteId: number,
  which: { paths: string[] } | { ids: number[] },
): Promise<{ id: number; path: string }[]> {
  const filter =
    "paths" in which
      ? sql`path = any(${which.paths}::text[])`
      : sql`id = any(${which.ids}::int4[])`;
  const result = await sql<{ id: number; path: string }>`
    select id, path from analytics_paths where site_id = ${siteId} and ${filter}
  `.execute(db);
  return result.rows;
}

/**
 * The ids of the site's paths that start with `prefix`. Paths are compared byte by byte (collation
 * "C"), so the unique (site_id, path) index serves the range and `starts_with` keeps it exact.
 */
export async function findPathIdsWithPrefix(
  db: Kysely<Database>,
  siteId: number,
  prefix: string,
): Promise<Set<number>> {
  const result = await sql<{ id: number }>`
    select id from analytics_paths
    where site_id = ${siteId} and path >= ${prefix} and starts_with(path, ${prefix})
  `.execute(db);
  return new Set(result.rows.map((row) => row.id));
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
  const rows = await findPaths(db, siteId, { paths });
  return new Map(rows.map((row) => [row.path, row.id]));
}

export interface AgentRef {
  name: string;
  operator: string;
  category: "assistant" | "search" | "training" | "crawler";
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

/**
 * The ids of a site's crawlers (agents of category `crawler`): their agent cells are the per-page
 * crawler counts. An agent's category never changes, so a set read once stays right for its ids.
 */
export async function findCrawlerAgentIds(
  db: Kysely<Database>,
  siteId: number | RawBuilder<number>,
): Promise<Set<number>> {
  const rows = await db
    .selectFrom("analytics_agents")
    .select("id")
    .where("site_id", "=", siteId)
    .where("category", "=", "crawler")
    .execute();
  return new Set(rows.map((row) => row.id));
}

/**
 * Adds the referring hosts a site has not seen yet and returns every given host's id.
 */
export async function ensureReferrers(
  db: Kysely<Database>,
  siteId: number,
  hosts: string[],
): Promise<Map<string, number>> {
  if (hosts.length === 0) return new Map();
  await sql`
    insert into analytics_referrers (site_id, host)
    select ${siteId}::int4, h from unnest(${hosts}::text[]) as h
    on conflict (site_id, host) do nothing
  `.execute(db);
  const rows = await sql<{ id: number; host: string }>`
    select id, host from analytics_referrers where site_id = ${siteId} and host = any(${hosts}::text[])
  `.execute(db);
  return new Map(rows.rows.map((row) => [row.host, row.id]));
}

/** What a batch needs to know of its site before it writes. */
export interface BatchIds {
  siteId: number | null;
  paths: Map<string, number>;
  agents: Map<string, number>;
  referrers: Map<string, number>;
}

/**
 * In one round trip: the project's site, and the ids of the given paths, agents and referring
 * hosts it has (null and empty maps when it has no site yet). None at all when this process has
 * seen every one of them (ids never change: see KnownIds), as it has for most batches of a site
 * that is being viewed; when it has seen some, only the others are read.
 */
export async function findBatchIds(
  db: Kysely<Database>,
  projectId: string,
  paths: string[],
  agentNames: string[],
  referrerHosts: string[] = [],
): Promise<BatchIds> {
  const known = knownIdsOf(db);
  const siteId = known.sites.get(projectId);
  let ids: BatchIds | undefined;
  const unseen = { paths, agents: agentNames, referrers: referrerHosts };
  if (siteId !== undefined) {
    const seen: BatchIds = { siteId, paths: new Map(), agents: new Map(), referrers: new Map() };
    // The names not known here, by kind.
    const lookUp = (names: string[], kind: string, into: Map<string, number>): string[] => {
      const group = names.length === 0 ? undefined : known.named.get(`${siteId}:${kind}`);
      if (!group) return names;
      const missing: string[] = [];
      for (const name of names) {
        const id = group.get(name);
        if (id === undefined) missing.push(name);
        else into.set(name, id);
      }
      return missing;
    };
    unseen.paths = lookUp(paths, "p", seen.paths);
    unseen.agents = lookUp(agentNames, "a", seen.agents);
    unseen.referrers = lookUp(referrerHosts, "r", seen.referrers);
    if (unseen.paths.length + unseen.agents.length + unseen.referrers.length === 0) return seen;
    ids = seen;
  }
  const found = await readBatchIds(db, projectId, unseen.paths, unseen.agents, unseen.referrers);
  if (found.siteId !== null) {
    const site = found.siteId;
    remember(known.sites, projectId, site, MAX_KNOWN_SITES);
    const add = (kind: string, from: Map<string, number>) => {
      for (const [name, id] of from) rememberName(known, `${site}:${kind}`, name, id);
    };
    add("p", found.paths);
    add("a", found.agents);
    add("r", found.referrers);
  }
  if (!ids || found.siteId !== ids.siteId) return found;
  // What was known, and what was read.
  for (const [name, id] of found.paths) ids.paths.set(name, id);
  for (const [name, id] of found.agents) ids.agents.set(name, id);
  for (const [name, id] of found.referrers) ids.referrers.set(name, id);
  return ids;
}

async function readBatchIds(
  db: Kysely<Database>,
  projectId: string,
  paths: string[],
  agentNames: string[],
  referrerHosts: string[],
): Promise<BatchIds> {
  const site = siteIdOf(projectId);
  const referrers =
    referrerHosts.length === 0
      ? sql``
      : sql`
    union all
    select 'referrer', host, id from analytics_referrers
    where site_id = ${site} and host = any(${referrerHosts}::text[])`;
  const result = await sql<{
    kind: "site" | "path" | "agent" | "referrer";
    name: string | null;
    id: number;
  }>`
    select 'site' as kind, null::text as name, ${site} as id
    union all
    select 'path', path, id from analytics_paths
    where site_id = ${site} and path = any(${paths}::text[])
    union all
    select 'agent', name, id from analytics_agents
    where site_id = ${site} and name = any(${agentNames}::text[])${referrers}
  `.execute(db);
  const found: BatchIds = {
    siteId: null,
    paths: new Map(),
    agents: new Map(),
    referrers: new Map(),
  };
  for (const row of result.rows) {
    if (row.kind === "site") found.siteId = row.id;
    else if (row.kind === "path") found.paths.set(row.name as string, row.id);
    else if (row.kind === "agent") found.agents.set(row.name as string, row.id);
    else found.referrers.set(row.name as string, row.id);
  }
  return found;
}

/** An idempotency key to record with a batch (see `claimBatchKey`). */
export interface BatchClaim {
  key: string;
  requestHash: string;
  eventCount: number;
  now: Date;
  /** A key recorded before this is taken over, as if it had never been used. */
  expiredBefore: Date;
}

/** The first 16 bytes of the SHA-256 of an idempotency key, in hex: what analytics_batches keeps. */
function keyDigest(key: string): string {
  return createHash("sha256").update(key, "utf8").digest("hex").slice(0, 32);
}

/**
 * The statement that records a batch's idempotency key: one row when the key is new (a key older
 * than the retention window is taken over, as if it had never been used), none when it is taken.
 */
export function batchKeyClaim(
  siteId: number,
  claim: BatchClaim,
  /** A query of the same statement: the key is recorded only if it gives a row. */
  onlyIf?: RawBuilder<unknown>,
): RawBuilder<unknown> {
  return sql`
    insert into analytics_batches (site_id, key_digest, request_digest, event_count, created_at)
    ${onlyIf ? sql`select ` : sql`values (`}${siteId}::int4, decode(${keyDigest(claim.key)}, 'hex'),
      decode(${claim.requestHash}, 'hex'), ${claim.eventCount}::int4, ${claim.now}::timestamptz
    ${onlyIf ? sql`where exists (${onlyIf})` : sql`)`}
    on conflict (site_id, key_digest) do update set request_digest = excluded.request_digest,
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
  const inserted = await batchKeyClaim(siteId, claim).execute(db);
  if (inserted.rows.length > 0) return null;
  const existing = await findBatchHash(db, siteId, claim.key);
  if (existing === undefined) throw new Error("a batch key was neither claimed nor found");
  return existing;
}

/** The request hash (hex) recorded under a batch's idempotency key. */
export async function findBatchHash(
  db: Kysely<Database>,
  siteId: number,
  key: string,
): Promise<string | undefined> {
  const result = await sql<{ hash: string }>`
    select encode(request_digest, 'hex') as hash from analytics_batches
    where site_id = ${siteId} and key_digest = decode(${keyDigest(key)}, 'hex')
  `.execute(db);
  return result.rows[0]?.hash;
}

export async function deleteBatchKeysBefore(db: Kysely<Database>, before: Date): Promise<void> {
  await db.deleteFrom("analytics_batches").where("created_at", "<", before).execute();
}

/** The project's time zone (an IANA name; UTC when the project is unknown). */
export async function findProjectTimeZone(
  db: Kysely<Database>,
  projectId: string,
): Promise<string> {
  const row = await db
    .selectFrom("projects")
    .select("time_zone")
    .where("id", "=", projectId)
    .executeTakeFirst();
  return row?.time_zone ?? "UTC";
}

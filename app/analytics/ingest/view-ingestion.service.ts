import { createHash } from "node:crypto";
import type { Kysely } from "kysely";
import type { IngestResult } from "../../../shared/api/analytics-schemas.ts";
import type { ErrorDetail } from "../../../shared/api/error-schema.ts";
import { IDEMPOTENCY_WINDOW_MS } from "../../../shared/api/idempotency.ts";
import { AppError } from "../../app-error.ts";
import type { Database } from "../../db/schema.ts";
import {
  consumeRateLimit,
  rateLimitOutcome,
  rateLimitTake,
} from "../../rate-limits/rate-limit.repository.ts";
import type { RateLimitTaking } from "../../rate-limits/rate-limit.service.ts";
import { inSpan } from "../../tracing.ts";
import {
  CLASSIFIED_USER_AGENT_LENGTH,
  classifyUserAgent,
  countedAs as countedAsOf,
  prefersMarkdown,
  type ViewClass,
} from "../classify/classify-user-agent.ts";
import { utmSourceHostOf } from "../classify/referrer-host.ts";
import { compareCodePoints } from "../compare-code-points.ts";
import {
  type AgentRef,
  type BatchClaim,
  type BatchIds,
  claimBatchKey,
  ensureAgents,
  ensurePathIds,
  ensureReferrers,
  ensureSiteId,
  findBatchHash,
  findBatchIds,
} from "../store/analytics.repository.ts";
import { AGENT_KIND } from "../store/count-codec.ts";
import {
  insertPendingViews,
  insertPendingViewsAfter,
  type ViewCell,
} from "../store/pending-views.repository.ts";
import { UserAgentTally } from "../store/user-agent-days.repository.ts";
import { dayOfQuarterHour, quarterHourOf } from "../time-buckets.ts";
import { applyPathAdmission, type PathAdmission, planPathAdmission } from "./admit-view-paths.ts";
import {
  NEW_REFERRERS_PER_DAY,
  OTHER_REFERRER,
  planReferrerAdmission,
} from "./admit-view-referrers.ts";
import { checkViewEvent, invalidEventsError } from "./check-view-event.ts";

export interface ViewEventInput {
  path: string;
  userAgent: string;
  /** ISO 8601 (or `YYYY-MM-DD`), or an instant; absent means now. */
  timestamp?: string | Date | undefined;
  accept?: string | undefined;
  /** The request's Referer header; only its host is kept. */
  referrer?: string | null | undefined;
  /** The visitor's address: hashed for unique visitors by the ClickHouse store, never stored. */
  clientAddress?: string | undefined;
}

export interface IngestOptions {
  now: Date;
  /** A client's key for this batch: a retry with the same key and body is counted once. */
  idempotencyKey?: string | undefined;
  /**
   * New paths the project may add per UTC day; views of further new paths count under
   * OVERFLOW_PATH. Undefined: no limit (an operator's import).
   */
  newPathsPerDay?: number | undefined;
  /**
   * New referring hosts the project may add per UTC day (default NEW_REFERRERS_PER_DAY); views
   * from further new hosts count under OTHER_REFERRER. Null: no limit (an operator's import).
   */
  newReferrersPerDay?: number | null | undefined;
  /** Events older than this many days are refused. Undefined: any age after 1970. */
  maxEventAgeDays?: number | undefined;
  /**
   * The rate limit the batch takes its units from (`prepareRateLimit`): taken before anything is
   * stored, in the statement that stores the batch when its names are known already, so the
   * counter and the views commit together. Undefined: no limit (an operator's import).
   */
  rateLimit?: RateLimitTaking | undefined;
}

const CATEGORY_INDEX = { human: 0, assistant: 1, search: 2, training: 3 } as const;

/**
 * A view ready for storage: its normalised path, quarter hour, category (0 human, 1-3 AI, null a
 * crawler) and, for an AI or crawler view, the agent; for a human view, the host that referred it.
 */
export interface ClassifiedView {
  path: string;
  bucket: number;
  /** Null for a crawler's view: it is counted only under its agent, in no category. */
  category: 0 | 1 | 2 | 3 | null;
  agent?: AgentRef | undefined;
  referrer?: string | undefined;
}

/**
 * Counts a batch of page view events for a project (the events route), all or nothing: the
 * promise resolves only once the counts are committed. Invalid events reject the whole batch with
 * a 400 that names every problem of every event.
 *
 * A batch of paths and agents the site has already seen is one statement (its pending row, with
 * its idempotency key); new paths or agents take a transaction.
 */
export function ingestViewEvents(
  db: Kysely<Database>,
  projectId: string,
  events: readonly ViewEventInput[],
  options: IngestOptions,
): Promise<IngestResult> {
  return inSpan(
    "analytics ingest",
    { "inkwell.project_id": projectId, "inkwell.events": events.length },
    async (span) => {
      const result = await ingestBatch(db, projectId, events, options);
      span.setAttributes({
        "inkwell.views.human": result.human,
        "inkwell.views.ai": result.ai,
        "inkwell.duplicate": result.duplicate,
      });
      return result;
    },
  );
}

async function ingestBatch(
  db: Kysely<Database>,
  projectId: string,
  events: readonly ViewEventInput[],
  options: IngestOptions,
): Promise<IngestResult> {
  const rateLimit = options.rateLimit;
  // The limit's answer comes first, as when it was taken before anything else.
  if (rateLimit?.oversized) rateLimit.settle(rateLimitOutcome(rateLimit.request, undefined));
  const userAgents = new UserAgentTally();
  let views: ClassifiedView[];
  try {
    views = classifyEvents(events, options, userAgents);
  } catch (error) {
    // A refused batch takes its units too, and a spent limit answers before its events' faults.
    if (rateLimit && error instanceof AppError) await takeAlone(db, rateLimit);
    throw error;
  }
  const result = summarizeViews(events.length, events.length, views);
  const key = options.idempotencyKey;
  const claim: BatchClaim | undefined =
    key === undefined
      ? undefined
      : {
          key,
          requestHash: hashBatch(events),
          eventCount: events.length,
          now: options.now,
          expiredBefore: new Date(options.now.getTime() - IDEMPOTENCY_WINDOW_MS),
        };
  const duplicateOf = (stored: string | undefined): IngestResult => {
    if (stored !== claim?.requestHash) {
      throw new AppError(
        "idempotency_key_reused",
        "This Idempotency-Key was used for a different batch; use a new key for new events.",
      );
    }
    return { ...result, duplicate: true };
  };

  const names = namesOf(views);
  const found = await findBatchIds(db, projectId, names.paths, names.agents, names.referrers);
  const ids = { pathIds: found.paths, agentIds: found.agents, referrerIds: found.referrers };
  const take = rateLimit && rateLimitTake(rateLimit.request);
  if (take && found.siteId !== null && isKnown(ids, views)) {
    // What the batch's site has seen already: the limit's take, the key and the views are one
    // statement, one round trip and one commit.
    const siteId = found.siteId;
    const { taken, stored } = await insertPendingViewsAfter(
      db,
      take,
      siteId,
      cellsOf(views, ids),
      claim,
      userAgents.rows(),
    );
    rateLimit.settle(rateLimitOutcome(rateLimit.request, taken));
    if (!stored && claim) return duplicateOf(await findBatchHash(db, siteId, claim.key));
    return result;
  }
  // Before any write: the limit, the site, and which new paths and hosts it may add.
  if (rateLimit) await takeAlone(db, rateLimit);
  const plan = await completePlan(db, projectId, views, names, found, options);
  const siteId = plan.siteId;

  if (isKnown(plan, views)) {
    const stored = await insertPendingViews(
      db,
      siteId,
      cellsOf(views, plan),
      claim,
      userAgents.rows(),
    );
    if (!stored && claim) return duplicateOf(await findBatchHash(db, siteId, claim.key));
    return result;
  }
  return db.transaction().execute(async (trx): Promise<IngestResult> => {
    if (claim) {
      const stored = await claimBatchKey(trx, siteId, claim);
      if (stored !== null) return duplicateOf(stored);
    }
    await storeViews(trx, views, plan, userAgents);
    return result;
  });
}

/** Takes a batch's units from its rate limit in a statement of their own. */
async function takeAlone(db: Kysely<Database>, rateLimit: RateLimitTaking): Promise<void> {
  rateLimit.settle(await consumeRateLimit(db, rateLimit.request));
}

/** What a batch's answer says of it: `counted` events gave the `stored` views, the rest were bots. */
export function summarizeViews(
  received: number,
  counted: number,
  stored: ClassifiedView[],
): IngestResult {
  let human = 0;
  let crawler = 0;
  for (const view of stored) {
    if (view.category === 0) human++;
    else if (view.category === null) crawler++;
  }
  return {
    received,
    human,
    ai: stored.length - human - crawler,
    crawler,
    ignored: counted - stored.length,
    duplicate: false,
  };
}

/**
 * A batch's site, the ids of the paths and agents it has already, and the admission of its new
 * paths.
 */
export interface BatchPlan {
  siteId: number;
  pathIds: ReadonlyMap<string, number>;
  agentIds: ReadonlyMap<string, number>;
  referrerIds: ReadonlyMap<string, number>;
  admission: PathAdmission;
  /** New referring hosts past the day's allowance: their views count under OTHER_REFERRER. */
  refusedReferrers: ReadonlySet<string>;
}

/**
 * Paths the site already has need no admission: one lookup finds their ids, with the site's and
 * the agents'. The others are admitted while the project's new-path allowance lasts (see
 * `planPathAdmission`).
 */
export async function planBatch(
  db: Kysely<Database>,
  projectId: string,
  views: ClassifiedView[],
  options: Pick<IngestOptions, "newPathsPerDay" | "newReferrersPerDay" | "now">,
): Promise<BatchPlan> {
  const names = namesOf(views);
  const found = await findBatchIds(db, projectId, names.paths, names.agents, names.referrers);
  return completePlan(db, projectId, views, names, found, options);
}

/** The distinct paths, agents and referring hosts of a batch's views. */
interface BatchNames {
  paths: string[];
  agents: string[];
  referrers: string[];
}

function namesOf(views: ClassifiedView[]): BatchNames {
  const pathSet = new Set<string>();
  const agentSet = new Set<string>();
  const referrerSet = new Set<string>();
  for (const view of views) {
    pathSet.add(view.path);
    if (view.agent) agentSet.add(view.agent.name);
    if (view.referrer) referrerSet.add(view.referrer);
  }
  return { paths: [...pathSet], agents: [...agentSet], referrers: [...referrerSet] };
}

/** `planBatch` from the ids found of the batch's names: the site made, the admissions planned. */
async function completePlan(
  db: Kysely<Database>,
  projectId: string,
  views: ClassifiedView[],
  names: BatchNames,
  foundFirst: BatchIds,
  options: Pick<IngestOptions, "newPathsPerDay" | "newReferrersPerDay" | "now">,
): Promise<BatchPlan> {
  let found = foundFirst;
  if (found.siteId === null) {
    await ensureSiteId(db, projectId);
    found = await findBatchIds(db, projectId, names.paths, names.agents, names.referrers);
  }
  const siteId = found.siteId;
  if (siteId === null) throw new Error(`analytics site for project ${projectId} was not created`);
  const day = dayOfQuarterHour(quarterHourOf(options.now));
  const unknown = views.filter((view) => !found.paths.has(view.path));
  const admission =
    unknown.length === 0
      ? { admit: [], refused: new Set<string>() }
      : await planPathAdmission(db, siteId, unknown, {
          newPathsPerDay: options.newPathsPerDay,
          day,
        });
  const newHosts = new Map<string, number>();
  for (const view of views) {
    if (view.referrer && !found.referrers.has(view.referrer)) {
      newHosts.set(view.referrer, (newHosts.get(view.referrer) ?? 0) + 1);
    }
  }
  const perDay = options.newReferrersPerDay;
  const refusedReferrers =
    newHosts.size === 0
      ? new Set<string>()
      : await planReferrerAdmission(db, siteId, newHosts, {
          perDay: perDay === null ? undefined : (perDay ?? NEW_REFERRERS_PER_DAY),
          day,
        });
  return {
    siteId,
    pathIds: found.paths,
    agentIds: found.agents,
    referrerIds: found.referrers,
    admission,
    refusedReferrers,
  };
}

/** Whether every path, agent and referring host of the views has an id already. */
function isKnown(
  plan: Pick<BatchPlan, "pathIds" | "agentIds" | "referrerIds">,
  views: ClassifiedView[],
): boolean {
  return views.every(
    (view) =>
      plan.pathIds.has(view.path) &&
      (!view.agent || plan.agentIds.has(view.agent.name)) &&
      (!view.referrer || plan.referrerIds.has(view.referrer)),
  );
}

/** Sorted so that every transaction adds the same paths in the same order. */
function distinctPaths(views: ClassifiedView[]): string[] {
  return [...new Set(views.map((view) => view.path))].sort(compareCodePoints);
}

/**
 * The events checked (every problem of every event in one 400), their paths normalised and their
 * user agents classified; other bots are left out.
 */
export function classifyEvents(
  events: readonly ViewEventInput[],
  rules: { now: Date; maxEventAgeDays?: number | undefined },
  userAgents?: UserAgentTally,
): ClassifiedView[] {
  const now = rules.now;
  const problems: ErrorDetail[] = [];
  const views: ClassifiedView[] = [];
  // A batch repeats a few user agents: each is cleaned and classified once per batch.
  const seen = new Map<string, BatchUserAgent>();
  // And a few referrers: each is read for its host once per batch.
  const hosts = new Map<string, string | undefined | null>();
  events.forEach((event, index) => {
    const checked = checkViewEvent(event, index, rules, problems, hosts);
    if (!checked || problems.length > 0) return;
    const markdown = checked.page.markdown || prefersMarkdown(event.accept);
    let agent = seen.get(event.userAgent);
    if (!agent) {
      agent = { userAgent: classifiedUserAgent(event.userAgent), counted: [undefined, undefined] };
      seen.set(event.userAgent, agent);
    }
    const as = markdown ? 1 : 0;
    let counted = agent.counted[as];
    if (!counted) {
      counted = countedViewOf(
        classifyUserAgent({ userAgent: agent.userAgent, markdownPath: markdown }),
      );
      agent.counted[as] = counted;
    }
    const bucket = quarterHourOf(checked.at ?? now);
    userAgents?.add(dayOfQuarterHour(bucket), agent.userAgent, markdown, counted.countedAs);
    if (counted.category === undefined) return;
    const path = checked.page.path;
    if (counted.category !== 0) {
      views.push({ path, bucket, category: counted.category, agent: counted.agent });
      return;
    }
    const referrer = checked.referrer ?? utmSourceHostOf(event.path);
    views.push(
      referrer === undefined
        ? { path, bucket, category: 0 }
        : { path, bucket, category: 0, referrer },
    );
  });
  if (problems.length > 0) throw invalidEventsError(problems);
  return views;
}

/** A user agent of a batch: what is classified and kept of it, and what it counts as. */
interface BatchUserAgent {
  userAgent: string;
  /** Without, then with, a Markdown request; worked out when first needed. */
  counted: [CountedView | undefined, CountedView | undefined];
}

/** What a verdict makes of a view: its category (undefined: no view) and agent. */
interface CountedView {
  countedAs: string;
  category: ClassifiedView["category"] | undefined;
  agent?: AgentRef | undefined;
}

/**
 * What is classified is what the day's record keeps, so a reclassification reads the same
 * string: the classified length, as text PostgreSQL stores (no NUL, no lone surrogate).
 */
function classifiedUserAgent(userAgent: string): string {
  return userAgent
    .slice(0, CLASSIFIED_USER_AGENT_LENGTH)
    .replaceAll(String.fromCharCode(0), "\uFFFD")
    .replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, "\uFFFD");
}

function countedViewOf(verdict: ViewClass): CountedView {
  const countedAs = countedAsOf(verdict);
  switch (verdict.kind) {
    case "bot":
      return { countedAs, category: undefined };
    case "human":
      return { countedAs, category: 0 };
    case "crawler":
      return {
        countedAs,
        category: null,
        agent: { name: verdict.agent, operator: verdict.operator, category: "crawler" },
      };
    case "ai":
      return {
        countedAs,
        category: CATEGORY_INDEX[verdict.category],
        agent: { name: verdict.agent, operator: verdict.operator, category: verdict.category },
      };
  }
}

/**
 * Adds a batch's views to the counts, inside the caller's transaction: its new paths and agents,
 * then one pending row with its cells. The write is the same whatever the events' dates and
 * whatever came before; the day cells and running totals catch up when housekeeping folds the
 * pending rows (`fold-pending-views.ts`).
 */
export async function storeViews(
  db: Kysely<Database>,
  batch: ClassifiedView[],
  plan: BatchPlan,
  userAgents?: UserAgentTally,
): Promise<void> {
  if (batch.length === 0) {
    const seen = userAgents?.rows() ?? [];
    if (seen.length > 0) await insertPendingViews(db, plan.siteId, [], undefined, seen);
    return;
  }
  const siteId = plan.siteId;
  let views = batch;
  const pathIds = new Map(plan.pathIds);
  if (plan.admission.admit.length > 0 || plan.admission.refused.size > 0) {
    views = await applyPathAdmission(db, siteId, batch, plan.admission);
  }
  const unknown = distinctPaths(views).filter((path) => !pathIds.has(path));
  if (unknown.length > 0) {
    for (const [path, id] of await ensurePathIds(db, siteId, unknown)) pathIds.set(path, id);
  }
  const agentIds = new Map(plan.agentIds);
  const newAgents = distinctAgents(views).filter((agent) => !agentIds.has(agent.name));
  if (newAgents.length > 0) {
    for (const [name, id] of await ensureAgents(db, siteId, newAgents)) agentIds.set(name, id);
  }
  if (plan.refusedReferrers.size > 0) {
    views = views.map((view) =>
      view.referrer && plan.refusedReferrers.has(view.referrer)
        ? { ...view, referrer: OTHER_REFERRER }
        : view,
    );
  }
  const referrerIds = new Map(plan.referrerIds);
  const newHosts = [...new Set(views.flatMap((view) => (view.referrer ? [view.referrer] : [])))]
    .filter((host) => !referrerIds.has(host))
    .sort(compareCodePoints);
  if (newHosts.length > 0) {
    for (const [host, id] of await ensureReferrers(db, siteId, newHosts)) referrerIds.set(host, id);
  }
  await insertPendingViews(
    db,
    siteId,
    cellsOf(views, { pathIds, agentIds, referrerIds }),
    undefined,
    userAgents?.rows() ?? [],
  );
}

/**
 * A batch's cells: its views per quarter hour, path and kind (a category, an agent, or minus a
 * referring host's id).
 */
function cellsOf(
  views: ClassifiedView[],
  ids: Pick<BatchPlan, "pathIds" | "agentIds" | "referrerIds">,
): ViewCell[] {
  const idOf = (ofKind: ReadonlyMap<string, number>, name: string): number => {
    const id = ofKind.get(name);
    if (id === undefined) throw new Error(`${name} was not stored`);
    return id;
  };
  const cells: ViewCell[] = [];
  // By quarter hour, path and kind: no key is built per view.
  const index = new Map<number, Map<number, Map<number, ViewCell>>>();
  const count = (bucket: number, pathId: number, kind: number) => {
    let byPath = index.get(bucket);
    if (!byPath) {
      byPath = new Map();
      index.set(bucket, byPath);
    }
    let byKind = byPath.get(pathId);
    if (!byKind) {
      byKind = new Map();
      byPath.set(pathId, byKind);
    }
    const cell = byKind.get(kind);
    if (cell) cell.views += 1;
    else {
      const added = { bucket, pathId, kind, views: 1 };
      byKind.set(kind, added);
      cells.push(added);
    }
  };
  for (const view of views) {
    const pathId = idOf(ids.pathIds, view.path);
    if (view.category !== null) count(view.bucket, pathId, view.category);
    if (view.agent) count(view.bucket, pathId, AGENT_KIND + idOf(ids.agentIds, view.agent.name));
    if (view.referrer) count(view.bucket, pathId, -idOf(ids.referrerIds, view.referrer));
  }
  return cells;
}

function distinctAgents(views: ClassifiedView[]): AgentRef[] {
  const byName = new Map<string, AgentRef>();
  for (const view of views) {
    if (view.agent && !byName.has(view.agent.name)) byName.set(view.agent.name, view.agent);
  }
  return [...byName.values()].sort((a, b) => compareCodePoints(a.name, b.name));
}

/** A batch's hash for its idempotency key: the same events give the same hash on either store. */
export function hashBatch(events: readonly ViewEventInput[]): string {
  const canonical = events.map((e) => [
    e.path,
    e.userAgent,
    e.timestamp instanceof Date ? e.timestamp.toISOString() : (e.timestamp ?? null),
    e.accept ?? null,
    // Present only when given, so a batch without referrers keeps the key it had before.
    ...(e.referrer ? [e.referrer] : []),
  ]);
  return createHash("sha256").update(JSON.stringify(canonical)).digest("hex");
}

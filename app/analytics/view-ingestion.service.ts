import { createHash } from "node:crypto";
import type { Kysely } from "kysely";
import { type IngestResult, MAX_EVENT_FUTURE_MINUTES } from "../../shared/api/analytics-schemas.ts";
import type { ErrorDetail } from "../../shared/api/error-schema.ts";
import { IDEMPOTENCY_WINDOW_MS } from "../../shared/api/idempotency.ts";
import { AppError } from "../app-error.ts";
import type { Database } from "../db/schema.ts";
import {
  type AgentIncrement,
  type AgentRef,
  type CategoryCounts,
  claimBatchKey,
  type DayDelta,
  ensureAgents,
  ensurePathIds,
  ensureSiteId,
  type QuarterHourIncrement,
  type SiteAgentIncrement,
  type SiteIncrement,
  writeBatchCounts,
} from "./analytics.repository.ts";
import { classifyUserAgent } from "./classify-user-agent.ts";
import { normalizeViewPath } from "./normalize-view-path.ts";
import { parseInstant } from "./parse-instant.ts";
import { DAY_MS, dayOfQuarterHour, quarterHourOf } from "./time-buckets.ts";

export interface ViewEventInput {
  path: string;
  userAgent: string;
  /** ISO 8601 (or `YYYY-MM-DD`), or an instant; absent means now. */
  timestamp?: string | Date | undefined;
  accept?: string | undefined;
}

export interface IngestOptions {
  now: Date;
  /** A client's key for this batch: a retry with the same key and body is counted once. */
  idempotencyKey?: string | undefined;
  /** Refuse events dated more than this many days before `now`. Absent: any date after 1970. */
  maxEventAgeDays?: number | undefined;
}

export type { IngestResult };

const CATEGORY_INDEX = { human: 0, assistant: 1, search: 2, training: 3 } as const;

/**
 * A view ready for storage: its normalised path, quarter hour, category (0 human, 1-3 AI) and,
 * for an AI view, the agent.
 */
export interface ClassifiedView {
  path: string;
  bucket: number;
  category: 0 | 1 | 2 | 3;
  agent?: AgentRef | undefined;
}

/**
 * Counts a batch of page view events for a project, all or nothing, in one transaction: the
 * promise resolves only once the counts are committed. Invalid events reject the whole batch with
 * a 400 that names each index at fault.
 */
export async function ingestViewEvents(
  db: Kysely<Database>,
  projectId: string,
  events: readonly ViewEventInput[],
  options: IngestOptions,
): Promise<IngestResult> {
  const views = classifyEvents(events, options.now, options.maxEventAgeDays);
  const result: IngestResult = {
    received: events.length,
    human: views.filter((v) => v.category === 0).length,
    ai: views.filter((v) => v.category !== 0).length,
    ignored: events.length - views.length,
    duplicate: false,
  };
  return db.transaction().execute(async (trx) => {
    const siteId = await ensureSiteId(trx, projectId);
    if (options.idempotencyKey !== undefined) {
      const hash = hashBatch(events);
      const stored = await claimBatchKey(
        trx,
        siteId,
        options.idempotencyKey,
        hash,
        events.length,
        options.now,
        new Date(options.now.getTime() - IDEMPOTENCY_WINDOW_MS),
      );
      if (stored !== null) {
        if (stored !== hash) {
          throw new AppError(
            "idempotency_key_reused",
            "This Idempotency-Key was used for a different batch; use a new key for new events.",
          );
        }
        return { ...result, duplicate: true };
      }
    }
    if (views.length > 0) await storeViews(trx, siteId, views);
    return result;
  });
}

/**
 * Stores views that are already classified, in one transaction: the storage half of
 * `ingestViewEvents`, also used to bulk-load generated data in the benchmark.
 */
export async function storeClassifiedViews(
  db: Kysely<Database>,
  projectId: string,
  views: ClassifiedView[],
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const siteId = await ensureSiteId(trx, projectId);
    if (views.length > 0) await storeViews(trx, siteId, views);
  });
}

function classifyEvents(
  events: readonly ViewEventInput[],
  now: Date,
  maxAgeDays: number | undefined,
): ClassifiedView[] {
  const details: ErrorDetail[] = [];
  const views: ClassifiedView[] = [];
  const latest = now.getTime() + MAX_EVENT_FUTURE_MINUTES * 60_000;
  const earliest = maxAgeDays === undefined ? 0 : now.getTime() - maxAgeDays * DAY_MS;
  events.forEach((event, index) => {
    const normalized = normalizeViewPath(event.path);
    if (!normalized) {
      details.push({ field: `events.${index}.path`, message: "not a usable page path" });
    }
    let at = now;
    if (event.timestamp !== undefined) {
      const parsed =
        event.timestamp instanceof Date ? event.timestamp : parseInstant(event.timestamp);
      if (!parsed || Number.isNaN(parsed.getTime()) || parsed.getTime() < 0) {
        details.push({
          field: `events.${index}.timestamp`,
          message: "must be an ISO 8601 date-time (with an offset or Z) after 1970",
        });
        return;
      }
      if (parsed.getTime() < earliest) {
        details.push({
          field: `events.${index}.timestamp`,
          message: `is more than ${maxAgeDays} days old (import older logs with \`inkwell analytics import\`)`,
        });
        return;
      }
      if (parsed.getTime() > latest) {
        details.push({
          field: `events.${index}.timestamp`,
          message: `is more than ${MAX_EVENT_FUTURE_MINUTES} minutes in the future`,
        });
        return;
      }
      at = parsed;
    }
    if (!normalized) return;
    const verdict = classifyUserAgent({
      userAgent: event.userAgent,
      markdownPath: normalized.markdown,
      accept: event.accept,
    });
    if (verdict.kind === "bot") return;
    views.push(
      verdict.kind === "human"
        ? { path: normalized.path, bucket: quarterHourOf(at), category: 0 }
        : {
            path: normalized.path,
            bucket: quarterHourOf(at),
            category: CATEGORY_INDEX[verdict.category],
            agent: { name: verdict.agent, operator: verdict.operator, category: verdict.category },
          },
    );
  });
  if (details.length > 0) {
    throw new AppError(
      "invalid_request",
      `${details.length} event(s) are invalid; nothing from this batch was stored.`,
      { details },
    );
  }
  return views;
}

/**
 * Adds a batch's views to the counts. Every write is an increment of a row keyed by its own
 * quarter hour or day, so an event costs the same whatever its date and whatever came before:
 * the running totals catch up when housekeeping folds the day deltas (`fold-day-deltas.ts`).
 */
async function storeViews(
  db: Kysely<Database>,
  siteId: number,
  views: ClassifiedView[],
): Promise<void> {
  // Sorted so that every transaction adds the same paths and agents in the same order.
  const paths = [...new Set(views.map((view) => view.path))].sort(compareCodePoints);
  const pathIds = await ensurePathIds(db, siteId, paths);
  const pathIdOf = (path: string): number => {
    const id = pathIds.get(path);
    if (id === undefined) throw new Error(`path ${path} was not stored`);
    return id;
  };
  const agentIds = await ensureAgents(db, siteId, distinctAgents(views));
  const agentIdOf = (agent: AgentRef): number => {
    const id = agentIds.get(agent.name);
    if (id === undefined) throw new Error(`agent ${agent.name} was not stored`);
    return id;
  };

  const quarterHours = new Map<string, QuarterHourIncrement>();
  const dayDeltas = new Map<string, DayDelta>();
  for (const view of views) {
    const pathId = pathIdOf(view.path);
    const day = dayOfQuarterHour(view.bucket);
    countInto(quarterHours, `${view.bucket}:${pathId}`, { bucket: view.bucket, pathId }, view);
    countInto(dayDeltas, `${day}:${pathId}`, { day, pathId }, view);
  }
  await writeBatchCounts(db, siteId, {
    quarterHours: [...quarterHours.values()].sort(
      (a, b) => a.bucket - b.bucket || a.pathId - b.pathId,
    ),
    dayDeltas: [...dayDeltas.values()].sort((a, b) => a.day - b.day || a.pathId - b.pathId),
    ...planRollups(views, pathIdOf, agentIdOf),
  });
}

function countInto<K extends object>(
  map: Map<string, K & { counts: CategoryCounts }>,
  key: string,
  fields: K,
  view: ClassifiedView,
): void {
  let entry = map.get(key);
  if (!entry) {
    entry = { ...fields, counts: [0, 0, 0, 0] };
    map.set(key, entry);
  }
  entry.counts[view.category] += 1;
}

function distinctAgents(views: ClassifiedView[]): AgentRef[] {
  const byName = new Map<string, AgentRef>();
  for (const view of views) {
    if (view.agent && !byName.has(view.agent.name)) byName.set(view.agent.name, view.agent);
  }
  return [...byName.values()].sort((a, b) => compareCodePoints(a.name, b.name));
}

/**
 * The per-agent counts and the site-wide rollups of a batch, each sorted by its key so that
 * concurrent batches lock shared rows in the same order.
 */
function planRollups(
  views: ClassifiedView[],
  pathIdOf: (path: string) => number,
  agentIdOf: (agent: AgentRef) => number,
): {
  agentQuarterHours: AgentIncrement[];
  siteQuarterHours: SiteIncrement[];
  siteDays: SiteIncrement[];
  siteAgentQuarterHours: SiteAgentIncrement[];
  siteAgentDays: SiteAgentIncrement[];
} {
  const agentQuarterHours = new Map<string, AgentIncrement>();
  const siteQuarterHours = new Map<number, SiteIncrement>();
  const siteDays = new Map<number, SiteIncrement>();
  const siteAgentQuarterHours = new Map<string, SiteAgentIncrement>();
  const siteAgentDays = new Map<string, SiteAgentIncrement>();
  const countSite = (map: Map<number, SiteIncrement>, at: number, category: number) => {
    let entry = map.get(at);
    if (!entry) {
      entry = { at, counts: [0, 0, 0, 0] };
      map.set(at, entry);
    }
    entry.counts[category as 0 | 1 | 2 | 3] += 1;
  };
  const countAgent = (map: Map<string, SiteAgentIncrement>, at: number, agentId: number) => {
    const key = `${at}:${agentId}`;
    const entry = map.get(key);
    if (entry) entry.views += 1;
    else map.set(key, { at, agentId, views: 1 });
  };
  for (const view of views) {
    const day = dayOfQuarterHour(view.bucket);
    countSite(siteQuarterHours, view.bucket, view.category);
    countSite(siteDays, day, view.category);
    if (!view.agent) continue;
    const agentId = agentIdOf(view.agent);
    const pathId = pathIdOf(view.path);
    const key = `${pathId}:${view.bucket}:${agentId}`;
    const entry = agentQuarterHours.get(key);
    if (entry) entry.views += 1;
    else agentQuarterHours.set(key, { pathId, bucket: view.bucket, agentId, views: 1 });
    countAgent(siteAgentQuarterHours, view.bucket, agentId);
    countAgent(siteAgentDays, day, agentId);
  }
  const byAt = (a: { at: number }, b: { at: number }) => a.at - b.at;
  const byAtAgent = (a: SiteAgentIncrement, b: SiteAgentIncrement) =>
    a.at - b.at || a.agentId - b.agentId;
  return {
    agentQuarterHours: [...agentQuarterHours.values()].sort(
      (a, b) => a.pathId - b.pathId || a.bucket - b.bucket || a.agentId - b.agentId,
    ),
    siteQuarterHours: [...siteQuarterHours.values()].sort(byAt),
    siteDays: [...siteDays.values()].sort(byAt),
    siteAgentQuarterHours: [...siteAgentQuarterHours.values()].sort(byAtAgent),
    siteAgentDays: [...siteAgentDays.values()].sort(byAtAgent),
  };
}

function compareCodePoints(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function hashBatch(events: readonly ViewEventInput[]): string {
  const canonical = events.map((e) => [
    e.path,
    e.userAgent,
    e.timestamp instanceof Date ? e.timestamp.toISOString() : (e.timestamp ?? null),
    e.accept ?? null,
  ]);
  return createHash("sha256").update(JSON.stringify(canonical)).digest("hex");
}

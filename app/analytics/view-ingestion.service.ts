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
  type CumulativeIncrement,
  type CumulativeRow,
  claimBatchKey,
  ensureAgents,
  ensureSiteId,
  lockPaths,
  type PathState,
  type QuarterHourIncrement,
  type SiteAgentIncrement,
  type SiteIncrement,
  writeBatchCounts,
} from "./analytics.repository.ts";
import { classifyUserAgent } from "./classify-user-agent.ts";
import { normalizeViewPath } from "./normalize-view-path.ts";
import { parseInstant } from "./parse-instant.ts";
import { dayOfQuarterHour, quarterHourOf } from "./time-buckets.ts";

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
  const views = classifyEvents(events, options.now);
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

function classifyEvents(events: readonly ViewEventInput[], now: Date): ClassifiedView[] {
  const details: ErrorDetail[] = [];
  const views: ClassifiedView[] = [];
  const latest = now.getTime() + MAX_EVENT_FUTURE_MINUTES * 60_000;
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

async function storeViews(
  db: Kysely<Database>,
  siteId: number,
  views: ClassifiedView[],
): Promise<void> {
  const agentIds = await ensureAgents(db, siteId, distinctAgents(views));
  const agentIdOf = (agent: AgentRef): number => {
    const id = agentIds.get(agent.name);
    if (id === undefined) throw new Error(`agent ${agent.name} was not stored`);
    return id;
  };
  // Per path: counts per quarter hour and per day.
  const byPath = new Map<string, { buckets: Map<number, CategoryCounts> }>();
  for (const view of views) {
    let entry = byPath.get(view.path);
    if (!entry) {
      entry = { buckets: new Map() };
      byPath.set(view.path, entry);
    }
    let counts = entry.buckets.get(view.bucket);
    if (!counts) {
      counts = [0, 0, 0, 0];
      entry.buckets.set(view.bucket, counts);
    }
    counts[view.category] += 1;
  }
  // Sorted so that every transaction locks rows in the same order.
  const paths = [...byPath.keys()].sort(compareCodePoints);
  const states = await lockPaths(db, siteId, paths);

  const quarterHours: QuarterHourIncrement[] = [];
  const inserts: CumulativeRow[] = [];
  const increments: CumulativeIncrement[] = [];
  const totals: Array<{ id: number; firstDay: number; lastDay: number; totals: CategoryCounts }> =
    [];
  for (const state of states) {
    const buckets = byPath.get(state.path)?.buckets;
    if (!buckets) throw new Error(`path ${state.path} came back from the database unasked`);
    const perDay = new Map<number, CategoryCounts>();
    for (const [bucket, counts] of buckets) {
      quarterHours.push({ bucket, pathId: state.id, counts });
      const day = dayOfQuarterHour(bucket);
      perDay.set(day, add(perDay.get(day) ?? [0, 0, 0, 0], counts));
    }
    totals.push(planCumulative(state, perDay, inserts, increments));
  }
  quarterHours.sort((a, b) => a.bucket - b.bucket || a.pathId - b.pathId);
  inserts.sort((a, b) => a.day - b.day || a.pathId - b.pathId);

  const pathIds = new Map(states.map((state) => [state.path, state.id]));
  const rollups = planRollups(views, (path) => pathIds.get(path) as number, agentIdOf);
  await writeBatchCounts(db, siteId, { quarterHours, increments, inserts, totals, ...rollups });
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

/**
 * Plans the cumulative rows of one path. Rows stay dense from the path's first to its last day:
 * days before the old first day and after the old last day are inserted (carrying the running
 * total), and existing rows from each event's day on are increased by what came before them.
 */
export function planCumulative(
  state: PathState,
  perDay: Map<number, CategoryCounts>,
  inserts: CumulativeRow[],
  increments: CumulativeIncrement[],
): { id: number; firstDay: number; lastDay: number; totals: CategoryCounts } {
  const days = [...perDay.keys()].sort((a, b) => a - b);
  const minDay = days[0] as number;
  const maxDay = days[days.length - 1] as number;
  const first = state.firstDay;
  const last = state.lastDay;
  // prefix(d): this batch's views of the path up to the end of day d.
  const ownDay = (day: number): [number, number] => {
    const c = perDay.get(day);
    return c ? [c[0], c[1] + c[2] + c[3]] : [0, 0];
  };
  const prefix = (day: number): CategoryCounts => {
    let sum: CategoryCounts = [0, 0, 0, 0];
    for (const d of days) {
      if (d > day) break;
      sum = add(sum, perDay.get(d) as CategoryCounts);
    }
    return sum;
  };

  if (first === null || last === null) {
    for (let day = minDay; day <= maxDay; day++) {
      inserts.push({ pathId: state.id, day, counts: prefix(day), ownDay: ownDay(day) });
    }
  } else {
    for (let day = minDay; day < first; day++) {
      inserts.push({ pathId: state.id, day, counts: prefix(day), ownDay: ownDay(day) });
    }
    // Existing rows: the increase only changes on a day with events, so a few ranges cover them.
    const breaks = [first, ...days.filter((d) => d > first && d <= last)];
    breaks.forEach((from, i) => {
      const to = i + 1 < breaks.length ? (breaks[i + 1] as number) - 1 : last;
      const counts = prefix(from);
      if (counts.some((c) => c !== 0)) {
        increments.push({
          pathId: state.id,
          fromDay: from,
          toDay: to,
          counts,
          ownDay: ownDay(from),
        });
      }
    });
    for (let day = last + 1; day <= maxDay; day++) {
      inserts.push({
        pathId: state.id,
        day,
        counts: add(state.totals, prefix(day)),
        ownDay: ownDay(day),
      });
    }
  }
  return {
    id: state.id,
    firstDay: first === null ? minDay : Math.min(first, minDay),
    lastDay: last === null ? maxDay : Math.max(last, maxDay),
    totals: add(state.totals, prefix(maxDay)),
  };
}

function add(a: CategoryCounts, b: CategoryCounts): CategoryCounts {
  return [a[0] + b[0], a[1] + b[1], a[2] + b[2], a[3] + b[3]];
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

import { createHash } from "node:crypto";
import { type Kysely, sql } from "kysely";
import type { IngestResult } from "../../../shared/api/analytics-schemas.ts";
import type { ErrorDetail } from "../../../shared/api/error-schema.ts";
import { IDEMPOTENCY_WINDOW_MS } from "../../../shared/api/idempotency.ts";
import { AppError } from "../../app-error.ts";
import type { Database } from "../../db/schema.ts";
import {
  CLASSIFIED_USER_AGENT_LENGTH,
  classifyUserAgent,
  prefersMarkdown,
  type ViewClass,
} from "../classify/classify-user-agent.ts";
import { utmSourceHostOf } from "../classify/referrer-host.ts";
import { compareCodePoints } from "../compare-code-points.ts";
import { advanceImportMark } from "../import/import-mark.repository.ts";
import type { ImportedLines, ImportResult } from "../import/import-view-events.ts";
import { applyPathAdmission } from "../ingest/admit-view-paths.ts";
import { OTHER_REFERRER } from "../ingest/admit-view-referrers.ts";
import { checkViewEvent, invalidEventsError } from "../ingest/check-view-event.ts";
import {
  type BatchPlan,
  type ClassifiedView,
  hashBatch,
  type IngestOptions,
  planBatch,
  summarizeViews,
  type ViewEventInput,
} from "../ingest/view-ingestion.service.ts";
import { claimBatchKey, ensurePathIds, ensureReferrers } from "../store/analytics.repository.ts";
import { quarterHourOf } from "../time-buckets.ts";
import type { ClickHouseTarget } from "./clickhouse-connection.ts";
import { insertTabSeparated, TabSeparatedWriter } from "./insert-tab-separated.ts";
import { visitorHasher } from "./visitor-hash.ts";

const CATEGORY_INDEX = { human: 0, assistant: 1, search: 2, training: 3 } as const;

/** One event as `view_events` keeps it. */
export interface RawViewEvent {
  site_id: number;
  at: number;
  bucket: number;
  path: string;
  class: "bot" | "human" | "assistant" | "search" | "training" | "crawler";
  agent: string;
  operator: string;
  referrer: string;
  markdown: 0 | 1;
  user_agent: string;
  visitor: string;
}

export interface ClickHouseIngestOptions extends IngestOptions {
  /** The secret the daily salts are derived from. */
  visitorSecret?: string | undefined;
}

/**
 * Counts a batch on the ClickHouse store, with the same checks, classification, path and referrer
 * admission and answer as the PostgreSQL store: the site, its path and referrer dictionaries, the
 * daily allowances and the idempotency keys stay in PostgreSQL (small, transactional), and the
 * events go to ClickHouse, one insert per batch.
 *
 * Retries: a batch with an Idempotency-Key already recorded answers as a duplicate without a
 * write. Otherwise its events are inserted with an insert deduplication token made of the site,
 * the key and the batch's hash, then the key is recorded: a retry after a failure between the two
 * (or a concurrent copy of the same batch) inserts the same block again, which ClickHouse drops
 * in `view_events` and in every table its materialized views feed. Without a key, as on
 * PostgreSQL, every batch counts.
 */
export async function ingestToClickHouse(
  db: Kysely<Database>,
  target: ClickHouseTarget,
  projectId: string,
  events: readonly ViewEventInput[],
  options: ClickHouseIngestOptions,
): Promise<IngestResult> {
  const classified = classifyAll(events, options);
  const views = classified.flatMap((event) => (event.view ? [event.view] : []));
  const result = summarizeViews(events.length, events.length, views);
  const plan = await planBatch(db, projectId, views, options);
  const siteId = plan.siteId;
  const key = options.idempotencyKey;
  const requestHash = key === undefined ? undefined : hashBatch(events);
  const duplicateOf = (stored: string): IngestResult => {
    if (stored !== requestHash) {
      throw new AppError(
        "idempotency_key_reused",
        "This Idempotency-Key was used for a different batch; use a new key for new events.",
      );
    }
    return { ...result, duplicate: true };
  };
  const expiredBefore = new Date(options.now.getTime() - IDEMPOTENCY_WINDOW_MS);
  if (key !== undefined) {
    const stored = await findLiveBatchHash(db, siteId, key, expiredBefore);
    if (stored !== undefined) return duplicateOf(stored);
  }

  await storeEvents(db, target, plan, classified, {
    token:
      requestHash === undefined
        ? undefined
        : `${siteId}:${keyDigest(key as string)}:${requestHash}`,
    visitorSecret: options.visitorSecret,
  });
  if (key !== undefined && requestHash !== undefined) {
    const stored = await claimBatchKey(db, siteId, {
      key,
      requestHash,
      eventCount: events.length,
      now: options.now,
      expiredBefore,
    });
    if (stored !== null) return duplicateOf(stored);
  }
  return result;
}

/**
 * Writes a batch's dictionary entries to PostgreSQL (admitted paths, refused ones moved to the
 * overflow path, new referring hosts) and its events to ClickHouse, deduplicated by `token`.
 */
async function storeEvents(
  db: Kysely<Database>,
  target: ClickHouseTarget,
  plan: BatchPlan,
  classified: ClassifiedEvent[],
  options: {
    token: string | undefined;
    visitorSecret?: string | undefined;
  },
): Promise<void> {
  const siteId = plan.siteId;
  let admitted = classified;
  if (plan.admission.admit.length > 0 || plan.admission.refused.size > 0) {
    admitted = await applyPathAdmission(db, siteId, classified, plan.admission);
  }
  const newPaths = [
    ...new Set(admitted.flatMap((event) => (event.view ? [event.path] : []))),
  ].filter((path) => !plan.pathIds.has(path));
  if (newPaths.length > 0) await ensurePathIds(db, siteId, newPaths.sort(compareCodePoints));
  const hostOf = (host: string | undefined) =>
    host && plan.refusedReferrers.has(host) ? OTHER_REFERRER : (host ?? "");
  const newHosts = [
    ...new Set(admitted.map((event) => hostOf(event.view?.referrer)).filter(Boolean)),
  ].filter((host) => !plan.referrerIds.has(host));
  if (newHosts.length > 0) await ensureReferrers(db, siteId, newHosts.sort(compareCodePoints));
  // A visitor is the day's salted hash of the address and user agent; neither is kept with it.
  const visitorHash = options.visitorSecret
    ? visitorHasher(options.visitorSecret, siteId)
    : undefined;
  const visitorOf = (event: ClassifiedEvent) =>
    event.clientAddress && visitorHash
      ? visitorHash(event.at, event.clientAddress, event.userAgent)
      : "0";
  const rows: RawViewEvent[] = admitted.map((event) => ({
    site_id: siteId,
    at: event.at,
    bucket: quarterHourOf(event.at),
    path: event.path,
    class: event.class,
    agent: event.view?.agent?.name ?? "",
    operator: event.view?.agent?.operator ?? "",
    referrer: event.class === "human" ? hostOf(event.view?.referrer) : "",
    markdown: event.markdown ? 1 : 0,
    user_agent: event.userAgent,
    visitor: visitorOf(event),
  }));
  if (rows.length > 0) await insertViewEvents(target, rows, options.token);
}

/**
 * Counts a batch read from an access log on the ClickHouse store, as `importViewEvents` does on
 * PostgreSQL: no daily allowances, and the log's import mark moves in a PostgreSQL transaction
 * that commits only once ClickHouse has the events. Lines counted before are left out; a retry
 * after the insert but before the commit inserts the same block, which ClickHouse drops.
 */
export async function importToClickHouse(
  db: Kysely<Database>,
  target: ClickHouseTarget,
  projectId: string,
  events: readonly ViewEventInput[],
  options: { now: Date; imported: ImportedLines },
): Promise<ImportResult> {
  const { now, imported } = options;
  if (imported.lines.length !== events.length) {
    throw new Error("imported.lines must give one line number per event");
  }
  const classified = classifyAll(events, { now });
  const views = classified.flatMap((event) => (event.view ? [event.view] : []));
  const plan = await planBatch(db, projectId, views, {
    newPathsPerDay: undefined,
    newReferrersPerDay: null,
    now,
  });
  return db.transaction().execute(async (trx) => {
    const through = Math.max(-1, ...imported.lines);
    const before = await advanceImportMark(trx, plan.siteId, imported.fileKey, through, now);
    const fresh = classified.filter((_, i) => (imported.lines[i] as number) >= before);
    const freshViews = fresh.flatMap((event) => (event.view ? [event.view] : []));
    const lines = createHash("sha256").update(imported.lines.join(",")).digest("hex").slice(0, 32);
    await storeEvents(trx, target, plan, fresh, {
      token: `${plan.siteId}:import:${keyDigest(imported.fileKey)}:${before}:${lines}`,
    });
    return {
      ...summarizeViews(events.length, fresh.length, freshViews),
      alreadyImported: events.length - fresh.length,
    };
  });
}

const VIEW_EVENT_COLUMNS = [
  "site_id",
  "at",
  "bucket",
  "path",
  "class",
  "agent",
  "operator",
  "referrer",
  "markdown",
  "user_agent",
  "visitor",
] as const;

/** Inserts events into `view_events` (and so into every rollup), deduplicated by `token`. */
export async function insertViewEvents(
  target: ClickHouseTarget,
  rows: readonly RawViewEvent[],
  token: string | undefined,
): Promise<void> {
  await insertTabSeparated(target, {
    table: "view_events",
    columns: VIEW_EVENT_COLUMNS,
    lines: viewEventLines(rows),
    settings: {
      // Events of a batch may span many months: one insert, whatever their dates.
      throw_on_max_partitions_per_insert_block: 0,
      // The materialized views' blocks are grouped by their tables' keys already: merging each
      // block as it is written would find nothing to add up, for a sixth of the insert's time.
      optimize_on_insert: 0,
      // Without a token every insert counts, as every keyless batch does on PostgreSQL: the
      // tables' deduplication window would otherwise drop a batch identical to a recent one.
      ...(token === undefined
        ? { insert_deduplicate: 0, insert_deduplication_token: "" }
        : {
            insert_deduplicate: 1,
            insert_deduplication_token: token,
            deduplicate_blocks_in_dependent_materialized_views: 1,
          }),
    },
  });
}

/** Events as TabSeparated lines, in `VIEW_EVENT_COLUMNS`' order. */
function viewEventLines(rows: readonly RawViewEvent[]): Buffer {
  const writer = new TabSeparatedWriter(rows.length * 160);
  for (const row of rows) {
    writer
      .number(row.site_id)
      .dateTime(row.at)
      .number(row.bucket)
      .text(row.path)
      .text(row.class)
      .text(row.agent)
      .text(row.operator)
      .text(row.referrer)
      .digit(row.markdown)
      .text(row.user_agent)
      .text(row.visitor)
      .endRow();
  }
  return writer.lines();
}

/** An event checked and classified, with what `view_events` keeps of it. */
interface ClassifiedEvent {
  /** The visitor's address, when the event gave it: hashed, never stored. */
  clientAddress: string | undefined;
  path: string;
  at: number;
  class: RawViewEvent["class"];
  markdown: boolean;
  userAgent: string;
  /** What the PostgreSQL store would count; absent for a bot. */
  view: ClassifiedView | undefined;
}

/** Every event checked (all problems in one 400) and classified as the PostgreSQL store does. */
function classifyAll(
  events: readonly ViewEventInput[],
  rules: { now: Date; maxEventAgeDays?: number | undefined },
): ClassifiedEvent[] {
  const problems: ErrorDetail[] = [];
  const out: ClassifiedEvent[] = [];
  const now = rules.now;
  events.forEach((event, index) => {
    const checked = checkViewEvent(event, index, rules, problems);
    if (!checked || problems.length > 0) return;
    const markdown = checked.page.markdown || prefersMarkdown(event.accept);
    const userAgent = classifiedUserAgent(event.userAgent);
    const verdict = classifyUserAgent({ userAgent, markdownPath: markdown });
    const at = (checked.at ?? now).getTime();
    const path = checked.page.path;
    const clientAddress = event.clientAddress?.trim() || undefined;
    const base = { clientAddress, path, at, markdown, userAgent };
    out.push({ ...base, class: classOf(verdict), view: viewOf(verdict, path, at, checked, event) });
  });
  if (problems.length > 0) throw invalidEventsError(problems);
  return out;
}

function classOf(verdict: ViewClass): RawViewEvent["class"] {
  if (verdict.kind === "ai") return verdict.category;
  return verdict.kind;
}

function viewOf(
  verdict: ViewClass,
  path: string,
  at: number,
  checked: { referrer: string | undefined },
  event: ViewEventInput,
): ClassifiedView | undefined {
  const bucket = quarterHourOf(at);
  switch (verdict.kind) {
    case "bot":
      return undefined;
    case "crawler":
      return {
        path,
        bucket,
        category: null,
        agent: { name: verdict.agent, operator: verdict.operator, category: "crawler" },
      };
    case "ai":
      return {
        path,
        bucket,
        category: CATEGORY_INDEX[verdict.category],
        agent: { name: verdict.agent, operator: verdict.operator, category: verdict.category },
      };
    case "human": {
      const referrer = checked.referrer ?? utmSourceHostOf(event.path);
      return referrer === undefined
        ? { path, bucket, category: 0 }
        : { path, bucket, category: 0, referrer };
    }
  }
}

/** The classified part of a user agent, as the PostgreSQL store keeps it. */
function classifiedUserAgent(userAgent: string): string {
  return userAgent
    .slice(0, CLASSIFIED_USER_AGENT_LENGTH)
    .replaceAll(String.fromCharCode(0), "\uFFFD")
    .replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, "\uFFFD");
}

/** The request hash recorded under an idempotency key still inside its window. */
async function findLiveBatchHash(
  db: Kysely<Database>,
  siteId: number,
  key: string,
  expiredBefore: Date,
): Promise<string | undefined> {
  const result = await sql<{ hash: string }>`
    select encode(request_digest, 'hex') as hash from analytics_batches
    where site_id = ${siteId} and key_digest = decode(${keyDigest(key)}, 'hex')
      and created_at > ${expiredBefore}
  `.execute(db);
  return result.rows[0]?.hash;
}

function keyDigest(key: string): string {
  return createHash("sha256").update(key, "utf8").digest("hex").slice(0, 32);
}

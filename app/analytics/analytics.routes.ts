import type { Context } from "hono";
import type { ZodError } from "zod";
import {
  type IngestResult,
  MAX_EVENTS_PER_BATCH,
  type ViewEventBatch,
  ViewEventBatchSchema,
} from "../../shared/api/analytics-schemas.ts";
import type { ErrorDetail } from "../../shared/api/error-schema.ts";
import type { AppContext } from "../app-context.ts";
import { AppError } from "../app-error.ts";
import type { HttpApp } from "../http/create-http-app.ts";
import type { HttpEnv } from "../http/http-env.ts";
import { readBodyText } from "../http/json-body.ts";
import { setQuotaHeaders } from "../http/quota-headers.ts";
import { validationDetails, validationError } from "../http/validation-error.ts";
import { prepareRateLimit } from "../rate-limits/rate-limit.service.ts";
import {
  agentsRoute,
  defineEventsRoute,
  EVENT_BATCH_MAX_BYTES,
  eventBatchBody,
  exportRoute,
  IdempotencyHeaders,
  rangeOf,
  referredPagesRoute,
  referrersRoute,
  timeseriesRoute,
  viewsRoute,
} from "./analytics.contract.ts";
import { type AnalyticsStore, analyticsStoreOf } from "./analytics-store.ts";
import {
  checkViewEvent,
  type EventTimeRules,
  invalidEventsError,
} from "./ingest/check-view-event.ts";
import { isNdjsonContentType, nameLinesOf, parseNdjsonBatch } from "./ingest/ndjson-batch.ts";
import { plainEventBatch } from "./ingest/plain-event-batch.ts";
import type { ViewEventInput } from "./ingest/view-ingestion.service.ts";
import { EXPORT_MEDIA_TYPES, exportHeader, exportLines } from "./read/daily-count-lines.ts";
import { canonicalTimeZone } from "./time-zones.ts";

/**
 * JSON as clients send it, which both the body reader and the documented route's media types
 * accept.
 */
const PLAIN_JSON_MEDIA_TYPE = /^application\/json(?:;\s*charset=utf-8)?$/i;

export function registerAnalyticsRoutes(
  app: HttpApp,
  ctx: Pick<AppContext, "db" | "clock" | "config" | "metrics"> & {
    analytics?: AnalyticsStore | undefined;
  },
): void {
  const limits = ctx.config.analyticsLimits;
  const store = analyticsStoreOf(ctx);
  app.openapi(viewsRoute, async (c) => {
    const { projectId } = c.req.valid("param");
    const query = c.req.valid("query");
    const page = await store.countViews(projectId, {
      ...rangeOf(query),
      pathPrefix: query.pathPrefix,
      limit: query.limit ?? 50,
      offset: query.offset ?? 0,
    });
    return c.json(page, 200);
  });

  app.openapi(agentsRoute, async (c) => {
    const { projectId } = c.req.valid("param");
    const query = c.req.valid("query");
    const page = await store.countAgentViews(projectId, {
      ...rangeOf(query),
      path: query.path,
      agentClass: query.class ?? "ai",
      limit: query.limit ?? 50,
      offset: query.offset ?? 0,
    });
    return c.json(page, 200);
  });

  app.openapi(referrersRoute, async (c) => {
    const { projectId } = c.req.valid("param");
    const query = c.req.valid("query");
    const page = await store.countReferrerViews(projectId, {
      ...rangeOf(query),
      path: query.path,
      source: query.source ?? "all",
      limit: query.limit ?? 50,
      offset: query.offset ?? 0,
    });
    return c.json(page, 200);
  });

  app.openapi(referredPagesRoute, async (c) => {
    const { projectId } = c.req.valid("param");
    const query = c.req.valid("query");
    const page = await store.countReferredPages(projectId, {
      ...rangeOf(query),
      referrer: query.referrer,
      limit: query.limit ?? 50,
      offset: query.offset ?? 0,
    });
    return c.json(page, 200);
  });

  app.openapi(timeseriesRoute, async (c) => {
    const { projectId } = c.req.valid("param");
    const query = c.req.valid("query");
    const series = await store.countViewTimeseries(projectId, {
      ...rangeOf(query),
      interval: query.interval ?? "day",
      path: query.path,
      timeZone: query.timeZone === undefined ? undefined : canonicalTimeZone(query.timeZone),
    });
    return c.json(series, 200);
  });

  app.openapi(exportRoute, async (c) => {
    const { projectId } = c.req.valid("param");
    const query = c.req.valid("query");
    const format = query.format ?? "csv";
    const exported = await store.exportDailyCounts(projectId, rangeOf(query));
    const encoder = new TextEncoder();
    let started = false;
    // Pulled as the client reads: one day's rows in memory at a time, whatever the range.
    const body = new ReadableStream<Uint8Array>({
      async pull(controller) {
        if (!started) {
          started = true;
          const header = exportHeader(format);
          if (header) {
            controller.enqueue(encoder.encode(header));
            return;
          }
        }
        const next = await exported.days.next();
        if (next.done) controller.close();
        else controller.enqueue(encoder.encode(exportLines(format, next.value.rows)));
      },
      async cancel() {
        await exported.days.return(undefined);
      },
    });
    const media = EXPORT_MEDIA_TYPES[format];
    const span = [exported.dateFrom, exported.dateTo].map((bound) => bound?.slice(0, 10) ?? "all");
    c.header("Content-Type", media.type);
    c.header(
      "Content-Disposition",
      `attachment; filename="inkwell-${projectId}-daily-counts-${span[0]}-to-${span[1]}.${media.extension}"`,
    );
    c.header("Inkwell-Time-Zone", exported.timeZone);
    c.header("Cache-Control", "no-store");
    // The declared 200 is text; this is its streamed body.
    return c.body(body, 200) as never;
  });

  /** Counts a checked batch: the project's rate limit, then the same ingestion for every form. */
  const acceptEvents = async (
    c: Context<HttpEnv>,
    projectId: string,
    events: ViewEventInput[],
    idempotencyKey: string | undefined,
  ) => {
    const now = ctx.clock.now();
    // Taken by the ingestion, in the statement that stores the batch when it can be.
    const rateLimit = prepareRateLimit(ctx, "pageViewEvents", {
      per: projectId,
      cost: Math.max(1, events.length),
    });
    let result: IngestResult;
    try {
      result = await store.ingest(projectId, events, {
        now,
        idempotencyKey,
        newPathsPerDay: limits.newPathsPerDay,
        maxEventAgeDays: limits.maxEventAgeDays,
        rateLimit,
      });
    } finally {
      // Every answer after a take carries what is left, a refusal of the batch's events too.
      if (rateLimit.quota) setQuotaHeaders(c, rateLimit.quota);
    }
    ctx.metrics?.recordAnalyticsIngest("api", result);
    return c.json(result, 202);
  };

  /** A batch's events, checked in one pass when plainly well formed, else by the schema. */
  const checkedEvents = (body: unknown): ViewEventInput[] => {
    const plain = plainEventBatch(body);
    if (plain) return plain;
    const batch = ViewEventBatchSchema.safeParse(body);
    if (batch.success) return batch.data.events;
    throw eventBatchError(batch.error, body, {
      now: ctx.clock.now(),
      maxEventAgeDays: limits.maxEventAgeDays,
    });
  };

  // Before the documented route, JSON sent as plain `application/json` (what clients send) and
  // NDJSON, with the route's steps in its order (the body, the headers, then the batch) and its
  // answers: a batch of the usual shape needs no pass of the schema. Other JSON media types go on
  // to the route; anything else is its 415.
  app.post("/v1/analytics/:projectId/events", async (c, next) => {
    const contentType = c.req.header("content-type");
    const projectId = c.req.param("projectId");
    const idempotencyKey = () => {
      const headers = IdempotencyHeaders.safeParse({
        "idempotency-key": c.req.header("idempotency-key"),
      });
      if (!headers.success) throw validationError(headers.error, "header");
      return headers.data["idempotency-key"];
    };
    if (PLAIN_JSON_MEDIA_TYPE.test(contentType ?? "")) {
      await eventBatchBody(c, async () => {});
      const body: unknown = await c.req.json();
      const key = idempotencyKey();
      return acceptEvents(c, projectId, checkedEvents(body), key);
    }
    // NDJSON: every problem is named by its line.
    if (!isNdjsonContentType(contentType)) return next();
    const key = idempotencyKey();
    const { events, lines } = parseNdjsonBatch(
      await readBodyText(c.req.raw, EVENT_BATCH_MAX_BYTES),
    );
    let checked: ViewEventInput[];
    try {
      checked = checkedEvents({ events });
    } catch (error) {
      throw error instanceof AppError ? nameLinesOf(error, lines) : error;
    }
    try {
      return await acceptEvents(c, projectId, checked, key);
    } catch (error) {
      if (error instanceof AppError && error.code === "invalid_request") {
        throw nameLinesOf(error, lines);
      }
      throw error;
    }
  });

  app.openapi(
    defineEventsRoute(limits),
    async (c) => {
      const { projectId } = c.req.valid("param");
      // NDJSON never gets here (the route above answers it): the body is the JSON batch.
      const { events } = c.req.valid("json") as ViewEventBatch;
      return acceptEvents(c, projectId, events, c.req.valid("header")["idempotency-key"]);
    },
    (result, c) => {
      if (result.success) return undefined;
      if (result.target !== "json") throw validationError(result.error, result.target);
      const error = result.error;
      // The body was read and parsed once already (jsonBody); this reads Hono's cached copy.
      return c.req.json().then((body: unknown): never => {
        throw eventBatchError(error, body, {
          now: ctx.clock.now(),
          maxEventAgeDays: limits.maxEventAgeDays,
        });
      });
    },
  );
}

/**
 * A batch whose shape is wrong is also checked against the events' own rules (paths, timestamps),
 * so that one answer names every problem and the caller fixes them in one round.
 */
function eventBatchError(error: ZodError, body: unknown, rules: EventTimeRules): AppError {
  const problems = validationDetails(error, "json");
  const named = new Set(problems.map((p) => p.field));
  const events =
    typeof body === "object" &&
    body !== null &&
    Array.isArray((body as { events?: unknown }).events)
      ? (body as { events: unknown[] }).events
      : [];
  const more: ErrorDetail[] = [];
  // An over-long batch is refused whatever it holds; its first events are checked like any other.
  events.slice(0, MAX_EVENTS_PER_BATCH).forEach((event, index) => {
    if (typeof event === "object" && event !== null) checkViewEvent(event, index, rules, more);
  });
  problems.push(...more.filter((p) => !named.has(p.field)));
  return invalidEventsError(problems);
}

// The analytics API's contract: each route's parameters, bodies, answers and errors, as the
// OpenAPI reference states them; analytics.routes.ts answers them.
import { createRoute, z } from "@hono/zod-openapi";
import {
  AGENT_CLASSES,
  AgentViewsSchema,
  DAILY_COUNT_COLUMNS,
  EXPORT_FORMATS,
  IngestResultSchema,
  PageViewsSchema,
  REFERRER_SOURCES,
  ReferredPagesSchema,
  ReferrerViewsSchema,
  TIMESERIES_INTERVALS,
  ViewEventBatchSchema,
  ViewTimeseriesSchema,
} from "../../shared/api/analytics-schemas.ts";
import { IDEMPOTENCY_WINDOW_HOURS } from "../../shared/api/idempotency.ts";
import type { AnalyticsLimits } from "../config.ts";
import { jsonBody } from "../http/json-body.ts";
import { errorResponses, idempotencyHeaders, ProjectParams } from "../http/route-schemas.ts";
import { OVERFLOW_PATH } from "./ingest/admit-view-paths.ts";
import { NEW_REFERRERS_PER_DAY, OTHER_REFERRER } from "./ingest/admit-view-referrers.ts";
import { parseInstant } from "./parse-instant.ts";
import { isTimeZone } from "./time-zones.ts";

export const EVENT_BATCH_MAX_BYTES = 5 * 1024 * 1024;

const dateBound = (name: string, rule: string) =>
  z
    .string()
    .refine((value) => parseInstant(value) !== undefined, {
      error: `${name} must be a date (YYYY-MM-DD) or an ISO 8601 date-time, such as 2026-11-01 or 2026-11-01T00:00:00+05:30`,
    })
    .optional()
    .meta({
      description: `${rule} \`YYYY-MM-DD\` is midnight UTC; a date-time's offset (or \`Z\`) is honoured, and one without an offset is UTC. Counts are exact on quarter hours: a finer time is rounded down to its quarter hour. Absent: no bound.`,
      example: "2026-11-01",
    });

const integerParam = (name: string, min: number, max: number, fallback: number) =>
  z
    .string()
    .regex(/^\d+$/, {
      error: `${name} must be an integer from ${min}${max < Number.MAX_SAFE_INTEGER ? ` to ${max}` : " up"}`,
    })
    .transform(Number)
    .pipe(
      z
        .number()
        .int()
        .min(min, { error: `${name} must be at least ${min}` })
        .max(max, { error: `${name} must be at most ${max}` }),
    )
    .optional()
    .meta({
      type: "integer",
      description: `${min} to ${max < Number.MAX_SAFE_INTEGER ? max : "any"} (default ${fallback}).`,
    });

/** A date range: each query's `dateFrom` and `dateTo`, the end after the start. */
const rangeFields = {
  dateFrom: dateBound("dateFrom", "Inclusive start of the range."),
  dateTo: dateBound("dateTo", "Exclusive end of the range: views before it, not at it."),
};

const rangeRefinement = (
  query: { dateFrom?: string | undefined; dateTo?: string | undefined },
  issues: z.RefinementCtx,
) => {
  const { from, to } = rangeOf(query);
  if (from && to && from.getTime() >= to.getTime()) {
    issues.addIssue({
      code: "custom",
      path: ["dateTo"],
      message: "dateTo must be later than dateFrom (dateTo is exclusive)",
    });
  }
};

/** The range a query names, as instants (absent bounds stay open). */
export function rangeOf(query: { dateFrom?: string | undefined; dateTo?: string | undefined }) {
  return {
    from: query.dateFrom === undefined ? undefined : parseInstant(query.dateFrom),
    to: query.dateTo === undefined ? undefined : parseInstant(query.dateTo),
  };
}

const pageFields = {
  limit: integerParam("limit", 1, 250, 50),
  offset: integerParam("offset", 0, Number.MAX_SAFE_INTEGER, 0),
};

const pathFilter = z
  .string()
  .min(1, { error: "path must not be empty" })
  .max(4096, { error: "path must be at most 4096 characters" })
  .optional()
  .meta({
    description:
      "Only this page's views. Normalised as event paths are: query and fragment are dropped, `/x.md` means `/x`. Absent: the whole site.",
    example: "/docs/install",
  });

const ViewsQuerySchema = z
  .object({
    ...rangeFields,
    pathPrefix: z
      .string()
      .min(1, { error: "pathPrefix must not be empty" })
      .max(2048, { error: "pathPrefix must be at most 2,048 characters" })
      .optional()
      .meta({
        description:
          "Only pages whose path starts with this, compared as written (case matters; `/docs/` leaves out `/docs-old`); a leading `/` is added. `totals` then counts these pages alone. Absent: every page.",
        example: "/docs/api/",
      }),
    ...pageFields,
  })
  .superRefine(rangeRefinement);

const AgentsQuerySchema = z
  .object({
    ...rangeFields,
    path: pathFilter,
    class: z.enum(AGENT_CLASSES, { error: "class must be ai or crawler" }).optional().meta({
      description:
        "`crawler`: the crawlers that are no AI agent (Googlebot, bingbot, Slackbot, …), each by name. Default: `ai`.",
    }),
    ...pageFields,
  })
  .superRefine(rangeRefinement);

const ReferrersQuerySchema = z
  .object({
    ...rangeFields,
    path: pathFilter,
    source: z.enum(REFERRER_SOURCES, { error: "source must be all or ai" }).optional().meta({
      description:
        "`ai`: only AI assistants and AI search products (ChatGPT, Claude, Perplexity, …). Default: all.",
    }),
    ...pageFields,
  })
  .superRefine(rangeRefinement);

const ReferredPagesQuerySchema = z
  .object({
    ...rangeFields,
    referrer: z
      .string({ error: "referrer is required: ai, or a host such as chatgpt.com" })
      .min(1, { error: "referrer must not be empty" })
      .max(2048, { error: "referrer must be at most 2,048 characters" })
      .meta({
        description:
          "`ai` for every AI assistant and AI search product together, or one referring host (a URL counts for its host).",
        example: "ai",
      }),
    ...pageFields,
  })
  .superRefine(rangeRefinement);

const TimeseriesQuerySchema = z
  .object({
    ...rangeFields,
    interval: z
      .enum(TIMESERIES_INTERVALS, { error: "interval must be hour, day or week" })
      .optional()
      .meta({
        description:
          "The length of each point: an hour, or a day or week (from Monday) of `timeZone`. Default: day.",
      }),
    path: pathFilter,
    timeZone: z
      .string()
      .max(64)
      .refine(isTimeZone, {
        error: "timeZone must be an IANA time zone name such as Europe/Paris, Asia/Kolkata or UTC",
      })
      .optional()
      .meta({
        description:
          "The IANA time zone whose days and weeks the points follow (daylight saving time included: a day is 23 or 25 hours when clocks change). Default: the project's time zone (`inkwell projects update --time-zone`), else UTC. Zones whose offsets are :30 or :45 (Asia/Kolkata, Asia/Kathmandu) are exact too: every such day starts on a quarter hour.",
        example: "Europe/Paris",
      }),
  })
  .superRefine(rangeRefinement);

/** How every export counts its range, as its description ends. */
const BOUNDS =
  "Bounds are exact on every quarter hour; a finer bound is rounded down to its quarter hour, and the answer's `dateFrom` and `dateTo` give the range actually counted, in UTC.";

export const IdempotencyHeaders = idempotencyHeaders(
  `Any unique string per batch. A retry with the same key and body within ${IDEMPOTENCY_WINDOW_HOURS} hours answers 202 again without counting the batch twice.`,
);

const ERROR_DESCRIPTIONS: Record<number, string> = {
  400: "The request breaks a rule. `details` names every problem found, each by its field (for events: `events.<index>.<field>`, the batch's shape and the events' paths and timestamps checked together), at most 100; `detailsOmitted` counts the rest.",
  401: "No API key, or a key that is malformed, unknown, expired or revoked.",
  403: "The key belongs to another project, or lacks the scope.",
  413: "The body is over 5 MiB.",
  415: "The body is neither `application/json` nor `application/x-ndjson`.",
  422: "The Idempotency-Key was used with a different batch.",
};

const errors = (...statuses: number[]) => errorResponses(ERROR_DESCRIPTIONS, ...statuses);

export const viewsRoute = createRoute({
  method: "get",
  path: "/v1/analytics/{projectId}/views",
  operationId: "getViews",
  summary: "Export page views",
  description: `Site-wide totals and per-page counts over a date range, each split into human and AI traffic (\`total = human + ai\`), with crawler views beside them (\`crawler\`: search engines, link previews, SEO tools and monitors, not part of \`total\`; a page only crawlers read counts in \`totals.crawler\` but is not listed; other bots are not views). \`views\` is ordered by \`total\` descending, then \`path\` ascending, so walking \`offset += limit\` while \`hasMore\` is true yields every page exactly once; \`totals\` always covers the whole range. \`pathPrefix\` narrows both to the pages under a path, read server-side from the same counts, so a site of any number of pages answers as fast. ${BOUNDS}`,
  tags: ["Page view analytics"],
  request: { params: ProjectParams, query: ViewsQuerySchema },
  responses: {
    200: {
      description: "Totals and one page of per-page counts.",
      content: { "application/json": { schema: PageViewsSchema } },
    },
    ...errors(400, 401, 403),
  },
});

export const agentsRoute = createRoute({
  method: "get",
  path: "/v1/analytics/{projectId}/agents",
  operationId: "getAgentViews",
  summary: "Export AI views per agent",
  description: `AI views per agent (\`ChatGPT-User\`, \`ClaudeBot\`, …) with who runs it and its category, or with \`class=crawler\` the views of each crawler that is no AI agent (\`Googlebot\`, \`bingbot\`, …), over a date range, for the whole site or one page. \`agents\` is ordered by \`views\` descending, then \`agent\` ascending, so walking \`offset += limit\` while \`hasMore\` is true yields every agent exactly once; \`totals\` always covers the whole range. ${BOUNDS}`,
  tags: ["Page view analytics"],
  request: { params: ProjectParams, query: AgentsQuerySchema },
  responses: {
    200: {
      description: "Totals and one page of per-agent counts.",
      content: { "application/json": { schema: AgentViewsSchema } },
    },
    ...errors(400, 401, 403),
  },
});

export const timeseriesRoute = createRoute({
  method: "get",
  path: "/v1/analytics/{projectId}/timeseries",
  operationId: "getTimeseries",
  summary: "Export page views over time",
  description: `Human, AI, per-category and crawler views (\`crawler\`, not part of \`total\`) per hour, day or week of the project's time zone (or \`timeZone\`; the answer states the zone used), for the whole site or one page, for charts. One point per interval, zeros included; the first and last points count only the part of their interval inside the range. Without \`dateFrom\` (\`dateTo\`) the points start (end) at the first (last) interval with views. At most 10,000 points. ${BOUNDS}`,
  tags: ["Page view analytics"],
  request: { params: ProjectParams, query: TimeseriesQuerySchema },
  responses: {
    200: {
      description: "The points, oldest first.",
      content: { "application/json": { schema: ViewTimeseriesSchema } },
    },
    ...errors(400, 401, 403),
  },
});

export const referrersRoute = createRoute({
  method: "get",
  path: "/v1/analytics/{projectId}/referrers",
  operationId: "getReferrers",
  summary: "Export referrers",
  description: `Human views per referring host (the \`Referer\` of each view, host only), each marked with the AI assistant or AI search product it belongs to, over a date range, for the whole site or one page; with how many human views came with a referrer, from AI, and with none. \`referrers\` is ordered by \`views\` descending, then \`referrer\` ascending; walk \`offset += limit\` while \`hasMore\`. Whether a host is an AI product is decided when counts are read, from Inkwell's list. ${BOUNDS}`,
  tags: ["Page view analytics"],
  request: { params: ProjectParams, query: ReferrersQuerySchema },
  responses: {
    200: {
      description: "Totals and one page of per-referrer counts.",
      content: { "application/json": { schema: ReferrerViewsSchema } },
    },
    ...errors(400, 401, 403),
  },
});

export const referredPagesRoute = createRoute({
  method: "get",
  path: "/v1/analytics/{projectId}/referrers/pages",
  operationId: "getReferredPages",
  summary: "Export the pages a referrer sent people to",
  description: `Human views per page that one referring host, or every AI assistant and AI search product together (\`referrer=ai\`), sent over a date range: how many people arrived from AI, and to which pages. \`pages\` is ordered by \`views\` descending, then \`path\` ascending. ${BOUNDS}`,
  tags: ["Page view analytics"],
  request: { params: ProjectParams, query: ReferredPagesQuerySchema },
  responses: {
    200: {
      description: "Totals and one page of per-page counts.",
      content: { "application/json": { schema: ReferredPagesSchema } },
    },
    ...errors(400, 401, 403),
  },
});

const ExportQuerySchema = z
  .object({
    ...rangeFields,
    format: z.enum(EXPORT_FORMATS, { error: "format must be csv or ndjson" }).optional().meta({
      description:
        "`csv` (a header, then RFC 4180 rows) or `ndjson` (one JSON object per line). Default: csv.",
    }),
  })
  .superRefine(rangeRefinement);

export const exportRoute = createRoute({
  method: "get",
  path: "/v1/analytics/{projectId}/export",
  operationId: "exportDailyCounts",
  summary: "Export daily counts in bulk",
  description: `Every count of a range, one row per day, path, class (\`human\`, \`ai\` or \`crawler\`) and agent: the columns are ${DAILY_COUNT_COLUMNS.map((c) => `\`${c}\``).join(", ")}. Days are those of the project's time zone (named in the \`Inkwell-Time-Zone\` header), exact whatever the zone's offset; a day partly outside the range counts the part inside. Rows come by day, then path (code point order), human before AI before crawlers, then agent; days without views have none. The answer is streamed as it is read, one day at a time, so any range can be exported (without bounds: everything); it comes as a file (\`Content-Disposition: attachment\`). The \`analytics_daily_counts\` SQL view holds the same rows for BI tools. ${BOUNDS}`,
  tags: ["Page view analytics"],
  request: { params: ProjectParams, query: ExportQuerySchema },
  responses: {
    200: {
      description: "The rows, streamed.",
      content: {
        "text/csv": {
          schema: z.string().meta({
            example:
              "day,path,class,agent,category,views\r\n2026-11-02,/docs/install,human,,,120\r\n2026-11-02,/docs/install,ai,ChatGPT-User,assistant,7\r\n",
          }),
        },
        "application/x-ndjson": {
          schema: z.string().meta({
            example:
              '{"day":"2026-11-02","path":"/docs/install","class":"human","agent":"","category":"","views":120}\n',
          }),
        },
      },
    },
    ...errors(400, 401, 403),
  },
});

const EVENTS_MEDIA_TYPES =
  "Send the events as JSON (Content-Type: application/json, an object with events or a bare array) or as NDJSON (Content-Type: application/x-ndjson, one event per line)";

/**
 * How the events route reads a JSON body: an object with events, or a bare array of them (what
 * log shippers send), which becomes the batch's events.
 */
export const eventBatchBody = jsonBody({
  maxBytes: EVENT_BATCH_MAX_BYTES,
  unsupportedMessage: EVENTS_MEDIA_TYPES,
  reshape: (value) => (Array.isArray(value) ? { events: value } : value),
});

/** The events route, described with the server's own limits so the API reference states them. */
export function defineEventsRoute(limits: AnalyticsLimits) {
  const n = (value: number) => value.toLocaleString("en-US");
  return createRoute({
    method: "post",
    path: "/v1/analytics/{projectId}/events",
    operationId: "sendEvents",
    summary: "Report page views",
    description: [
      "Up to 1,000 page view events from the docs site's server, edge function or log shipper. All or nothing: an invalid event rejects the batch, and the 400 names every problem of every event at once. **202** only once the batch is committed; after a 5xx or a lost connection, retry (with the same `Idempotency-Key` to be sure nothing is counted twice).",
      'The body is `{"events": [...]}`, a bare JSON array of events, or NDJSON (`Content-Type: application/x-ndjson`, one event per line): what Vector, Fluent Bit and rsyslog\'s HTTP outputs send. The same rules apply to each; for NDJSON, problems are named by line (`lines.<line>.<field>`, lines counted from 1), and a line that is not JSON is a 400 naming it.',
      `Flood control: at most ${n(limits.eventsPerMinute)} events per project per minute; timestamps at most ${n(limits.maxEventAgeDays)} days old; at most ${n(limits.newPathsPerDay)} new paths per project per UTC day, past which the views of further new paths count under \`${OVERFLOW_PATH}\`; at most ${n(NEW_REFERRERS_PER_DAY)} new referring hosts per project per UTC day (AI products' hosts always count), past which further new hosts count as \`${OTHER_REFERRER}\`.`,
    ].join(" "),
    tags: ["Page view analytics"],
    middleware: [eventBatchBody],
    request: {
      params: ProjectParams,
      headers: IdempotencyHeaders,
      body: {
        required: true,
        content: {
          "application/json": { schema: ViewEventBatchSchema },
          "application/x-ndjson": {
            schema: z.string().meta({
              description: "One ViewEvent per line.",
              example:
                '{"path":"/docs/install","userAgent":"Mozilla/5.0 …","timestamp":"2026-11-22T09:30:00Z"}\n{"path":"/docs/api","userAgent":"ChatGPT-User/1.0","timestamp":"2026-11-22T09:30:02Z"}\n',
            }),
          },
        },
      },
    },
    responses: {
      202: {
        description:
          "The batch is committed. `RateLimit-*` tells how many events are left this minute.",
        content: { "application/json": { schema: IngestResultSchema } },
      },
      ...errorResponses(
        {
          ...ERROR_DESCRIPTIONS,
          429: `Rate limit: ${n(limits.eventsPerMinute)} events per project per minute (a batch counts its events, so one larger than that is always refused). See \`Retry-After\`.`,
        },
        400,
        401,
        403,
        413,
        415,
        422,
        429,
      ),
    },
  });
}

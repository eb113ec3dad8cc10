import { z } from "zod";

const Count = z.number().int().nonnegative();

const ViewCountsSchema = z.object({ human: Count, ai: Count, total: Count });

/**
 * The range an answer counted, in UTC, after its bounds were rounded down to their quarter hours:
 * a caller who asked from `00:14:59` sees that counting started at `00:00`.
 */
const EffectiveRangeShape = {
  dateFrom: z.iso.datetime().nullable().meta({
    description:
      "The start counted from (inclusive), in UTC: `dateFrom` rounded down to its quarter hour. Null when none was given.",
    example: "2026-11-01T00:00:00.000Z",
  }),
  dateTo: z.iso.datetime().nullable().meta({
    description:
      "The end counted to (exclusive), in UTC: `dateTo` rounded down to its quarter hour. Null when none was given.",
    example: "2026-11-08T00:00:00.000Z",
  }),
};
export type EffectiveRange = { dateFrom: string | null; dateTo: string | null };

/** Crawler views beside human and AI views: a class of its own, outside `total`. */
const CrawlerCount = Count.meta({
  description:
    "Views by crawlers that are no AI agent (search engines, link previews, SEO tools, monitors): a class of its own, not part of `total`.",
});

const PageCountsSchema = ViewCountsSchema.extend({ crawler: CrawlerCount });

export const PageViewsSchema = z
  .object({
    totals: PageCountsSchema.extend({
      visitors: Count.optional().meta({
        description:
          "Unique visitors over the range (site-wide, or of the pages under `pathPrefix`), counted per UTC day from a daily-salted hash of each human view's `clientAddress` and user agent: a visitor on two days counts twice. Present only where the ClickHouse analytics store is on.",
      }),
    }).meta({
      description:
        "Counts over the whole range: site-wide, or of the pages under `pathPrefix` when given. `crawler` counts every such page's crawler views, those of pages only crawlers read included.",
    }),
    views: z.array(PageCountsSchema.extend({ path: z.string() })).meta({
      description:
        "Per-page counts, by `total` descending, then `path` ascending. Only pages with human or AI views are listed: a page only crawlers read is counted in `totals.crawler` alone.",
    }),
    hasMore: z.boolean().meta({ description: "True when more pages follow this one." }),
    ...EffectiveRangeShape,
  })
  .meta({ id: "PageViews" });
export type PageViews = z.infer<typeof PageViewsSchema>;

export const MAX_EVENTS_PER_BATCH = 1000;

/** The largest event batch body the events route reads, in bytes. */
export const MAX_EVENT_BATCH_BYTES = 5 * 1024 * 1024;

/** How far ahead of the server's clock an event may be dated: clocks drift, but nobody reads a page in the future. */
export const MAX_EVENT_FUTURE_MINUTES = 5;

/** The longest page path counted, in characters, once the query and fragment are dropped. */
export const MAX_PAGE_PATH_LENGTH = 2048;

/** A type error that says whether the field is missing or of the wrong type, in a sentence. */
const missingOr =
  (missing: string, wrongType: string) =>
  (issue: { input?: unknown }): string =>
    issue.input === undefined ? missing : wrongType;

export const ViewEventSchema = z
  .object(
    {
      path: z
        .string({
          error: missingOr(
            "path is required: the page's path or URL",
            "path must be a string: the page's path or URL",
          ),
        })
        .min(1, { error: "path must not be empty" })
        .max(4096, { error: "path must be at most 4,096 characters" })
        .meta({
          description: `The page requested, at most 4,096 characters. Query and fragment are dropped, and what is left must be at most ${MAX_PAGE_PATH_LENGTH.toLocaleString("en-US")} characters; \`/x.md\` and \`/x.mdx\` count as page \`/x\` (a Markdown fetch).`,
          example: "/docs/install",
        }),
      userAgent: z
        .string({
          error: missingOr(
            "userAgent is required: the request's User-Agent header, or an empty string if it had none",
            "userAgent must be a string: the request's User-Agent header, or an empty string",
          ),
        })
        .max(2048, { error: "userAgent must be at most 2,048 characters" })
        .meta({ description: "The request's User-Agent header, as received." }),
      timestamp: z
        .string({
          error: "timestamp must be a string: an ISO 8601 date-time with an offset or Z",
        })
        .max(64, { error: "timestamp must be at most 64 characters" })
        .optional()
        .meta({
          description: `When the page was served: an ISO 8601 date-time with an offset or \`Z\` (a date, or a time without an offset, is refused: it names a different instant in every time zone). Default: when the batch arrives. At most ${MAX_EVENT_FUTURE_MINUTES} minutes ahead of the server's clock.`,
          example: "2026-11-22T09:30:00Z",
        }),
      accept: z
        .string({ error: "accept must be a string: the request's Accept header" })
        .max(1024, { error: "accept must be at most 1,024 characters" })
        .optional()
        .meta({
          description: "The request's Accept header, if known (a Markdown preference counts).",
        }),
      referrer: z
        .string({ error: "referrer must be a string: the request's Referer header" })
        .max(2048, { error: "referrer must be at most 2,048 characters" })
        .nullable()
        .optional()
        .meta({
          description:
            "The request's Referer header, if it had one (an http(s) URL or a host name). Only its host is kept, without `www.`; a referrer that is not a web page (`android-app://…`) counts as none. Referrers are counted for human views. Without one, a `utm_source` an AI product adds to its links (in `path`) names the referrer.",
          example: "https://chatgpt.com/",
        }),
      clientAddress: z
        .string({ error: "clientAddress must be a string: the visitor's IP address" })
        .max(64, { error: "clientAddress must be at most 64 characters" })
        .optional()
        .meta({
          description:
            "The visitor's IP address as your server saw it, for unique visitors where the ClickHouse analytics store is on: hashed there with the day's salt and the user agent, and never stored. Other stores ignore it.",
          example: "203.0.113.7",
        }),
    },
    { error: "Each event must be an object with at least path and userAgent" },
  )
  .meta({ id: "ViewEvent" });

export const ViewEventBatchSchema = z
  .object(
    {
      events: z
        .array(ViewEventSchema, {
          error: missingOr(
            'events is required: an array of page view events, such as [{"path": "/docs", "userAgent": "..."}]',
            "events must be an array of page view events",
          ),
        })
        .max(MAX_EVENTS_PER_BATCH, {
          error: `A batch holds at most ${MAX_EVENTS_PER_BATCH.toLocaleString("en-US")} events; send the rest in another batch`,
        }),
    },
    { error: 'The body must be a JSON object: {"events": [...]}' },
  )
  .meta({ id: "ViewEventBatch" });
export type ViewEventBatch = z.infer<typeof ViewEventBatchSchema>;

export const IngestResultSchema = z
  .object({
    received: Count.meta({ description: "Events in the batch." }),
    human: Count.meta({ description: "Counted as human views." }),
    ai: Count.meta({ description: "Counted as AI views." }),
    crawler: Count.meta({
      description:
        "Counted as crawler views: search engines, link previews, SEO tools, monitors (not AI).",
    }),
    ignored: Count.meta({
      description: "Automated clients that name no crawler (HTTP libraries): not counted.",
    }),
    duplicate: z.boolean().meta({
      description:
        "True when this Idempotency-Key was already committed: nothing was counted twice.",
    }),
  })
  .meta({ id: "IngestResult" });
export type IngestResult = z.infer<typeof IngestResultSchema>;

export const TIMESERIES_INTERVALS = ["hour", "day", "week"] as const;
export type TimeseriesInterval = (typeof TIMESERIES_INTERVALS)[number];

/** The most points one timeseries answer holds: 400 days of hours fit. */
export const MAX_TIMESERIES_POINTS = 10_000;

/** Human and AI views, and the AI views by category (`ai = assistant + search + training`). */
export const CategoryCountsSchema = ViewCountsSchema.extend({
  assistant: Count.meta({ description: "AI views by assistants fetching a page for a person." }),
  search: Count.meta({ description: "AI views by AI search and answer crawlers." }),
  training: Count.meta({ description: "AI views by training-data crawlers." }),
});
export type CategoryCounts = z.infer<typeof CategoryCountsSchema>;

export const AGENT_CLASSES = ["ai", "crawler"] as const;
export type AgentClass = (typeof AGENT_CLASSES)[number];

export const AgentViewsSchema = z
  .object({
    totals: CategoryCountsSchema.extend({
      crawler: CrawlerCount,
      markdown: Count.meta({
        description:
          "AI views that read the Markdown surface: a page's `.md`/`.mdx` source, an `Accept: text/markdown` request, or `llms.txt`/`llms-full.txt` (part of `ai`). Site-wide whatever `path`, and counted by whole UTC days: a range's partial first and last days count whole.",
      }),
    }).meta({
      description: "Counts over the whole range (for the path, if one is given).",
    }),
    agents: z
      .array(
        z.object({
          agent: z.string().meta({ description: "The agent's name, as Inkwell's list has it." }),
          operator: z.string().meta({ description: "Who runs the agent." }),
          category: z.enum(["assistant", "search", "training", "crawler"]).meta({
            description: "An AI agent's category; `crawler` for every agent of `class=crawler`.",
          }),
          views: Count,
        }),
      )
      .meta({
        description:
          "Views per agent of the class asked for (AI agents by default, crawlers with `class=crawler`), by `views` descending, then `agent` ascending.",
      }),
    hasMore: z.boolean().meta({ description: "True when more agents follow this page." }),
    ...EffectiveRangeShape,
  })
  .meta({ id: "AgentViews" });
export type AgentViews = z.infer<typeof AgentViewsSchema>;

export const ViewTimeseriesSchema = z
  .object({
    interval: z.enum(TIMESERIES_INTERVALS),
    timeZone: z.string().meta({
      description:
        "The IANA time zone whose hours, days and weeks the points follow: the `timeZone` asked for, else the project's (default `UTC`).",
      example: "Europe/Paris",
    }),
    points: z
      .array(
        CategoryCountsSchema.extend({
          crawler: CrawlerCount,
          start: z.string().meta({
            description:
              "Start of the interval, as an instant in UTC: local midnight of the day (or of the Monday of the week) in `timeZone`.",
            example: "2026-11-16T00:00:00.000Z",
          }),
        }),
      )
      .meta({
        description:
          "One point per interval, oldest first, zeros included. The first and last points count only the part of their interval inside the range.",
      }),
    ...EffectiveRangeShape,
  })
  .meta({ id: "ViewTimeseries" });
export type ViewTimeseries = z.infer<typeof ViewTimeseriesSchema>;

export const REFERRER_SOURCES = ["all", "ai"] as const;

const AiReferrerSchema = z
  .object({
    name: z.string().meta({ description: "The AI product, as Inkwell's list names it." }),
    operator: z.string().meta({ description: "Who runs it." }),
    category: z.enum(["assistant", "search"]),
  })
  .nullable()
  .meta({
    description: "The AI assistant or AI search product the host belongs to; null for others.",
  });

const ReferrerTotalsSchema = z.object({
  human: Count.meta({ description: "Human views in the range (for the path, if one is given)." }),
  referred: Count.meta({ description: "Human views that arrived with a referrer." }),
  direct: Count.meta({ description: "Human views without one: `human - referred`." }),
  fromAi: Count.meta({
    description: "Human views an AI assistant or AI search product sent (part of `referred`).",
  }),
});

export const ReferrerViewsSchema = z
  .object({
    totals: ReferrerTotalsSchema,
    referrers: z
      .array(
        z.object({
          referrer: z.string().meta({
            description:
              "The referring host, without `www.` (`(other)`: hosts past the project's daily allowance of new hosts).",
            example: "chatgpt.com",
          }),
          ai: AiReferrerSchema,
          views: Count,
        }),
      )
      .meta({
        description: "Human views per referring host, by `views` descending, then `referrer`.",
      }),
    hasMore: z.boolean().meta({ description: "True when more referrers follow this page." }),
    ...EffectiveRangeShape,
  })
  .meta({ id: "ReferrerViews" });
export type ReferrerViews = z.infer<typeof ReferrerViewsSchema>;

export const ReferredPagesSchema = z
  .object({
    referrer: z.string().meta({
      description: "What was counted: `ai` (every AI assistant and AI search product) or a host.",
    }),
    totals: z.object({ views: Count }).meta({ description: "Human views it sent in the range." }),
    pages: z
      .array(z.object({ path: z.string(), views: Count }))
      .meta({ description: "Human views it sent per page, by `views` descending, then `path`." }),
    hasMore: z.boolean().meta({ description: "True when more pages follow this one." }),
    ...EffectiveRangeShape,
  })
  .meta({ id: "ReferredPages" });
export type ReferredPages = z.infer<typeof ReferredPagesSchema>;

export const EXPORT_FORMATS = ["csv", "ndjson"] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** The columns of a bulk export, in order: the CSV header and each NDJSON object's keys. */
export const DAILY_COUNT_COLUMNS = ["day", "path", "class", "agent", "category", "views"] as const;

export const DailyCountRowSchema = z
  .object({
    day: z.iso.date().meta({
      description: "The day in the project's time zone (`timeZone` of the export).",
      example: "2026-11-02",
    }),
    path: z.string().meta({ example: "/docs/install" }),
    class: z.enum(["human", "ai", "crawler"]).meta({
      description:
        "`crawler`: a crawler that is no AI agent (search engine, link preview, monitor).",
    }),
    agent: z.string().meta({
      description:
        "The AI agent (`ChatGPT-User`, `GPTBot`, …) or crawler (`Googlebot`, …); empty for human views.",
      example: "ChatGPT-User",
    }),
    category: z.enum(["", "assistant", "search", "training", "crawler"]).meta({
      description: "The agent's AI category, or `crawler`; empty for human views.",
    }),
    views: Count.meta({ example: 42 }),
  })
  .meta({ id: "DailyCountRow" });
export type DailyCountRow = z.infer<typeof DailyCountRowSchema>;

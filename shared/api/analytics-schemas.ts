import { z } from "zod";

const Count = z.number().int().nonnegative();

export const ViewCountsSchema = z.object({ human: Count, ai: Count, total: Count });

export const PageViewsSchema = z
  .object({
    totals: ViewCountsSchema.meta({ description: "Site-wide counts over the whole range." }),
    views: z.array(ViewCountsSchema.extend({ path: z.string() })).meta({
      description: "Per-page counts, by `total` descending, then `path` ascending.",
    }),
    hasMore: z.boolean().meta({ description: "True when more pages follow this one." }),
  })
  .meta({ id: "PageViews" });
export type PageViews = z.infer<typeof PageViewsSchema>;

export const MAX_EVENTS_PER_BATCH = 1000;

/** The largest event batch body the events route reads, in bytes. */
export const MAX_EVENT_BATCH_BYTES = 5 * 1024 * 1024;

/** How far ahead of the server's clock an event may be dated: clocks drift, but nobody reads a page in the future. */
export const MAX_EVENT_FUTURE_MINUTES = 5;

export const ViewEventSchema = z.object({
  path: z
    .string({ error: "path must be a string" })
    .min(1, { error: "path must not be empty" })
    .max(4096, { error: "path must be at most 4096 characters" })
    .meta({
      description:
        "The page requested. Query and fragment are dropped; `/x.md` and `/x.mdx` count as page `/x` (a Markdown fetch).",
      example: "/docs/install",
    }),
  userAgent: z
    .string({ error: "userAgent must be a string (empty if the request had none)" })
    .max(2048, { error: "userAgent must be at most 2048 characters" })
    .meta({ description: "The request's User-Agent header, as received." }),
  timestamp: z
    .string({ error: "timestamp must be an ISO 8601 string" })
    .max(64, { error: "timestamp must be at most 64 characters" })
    .optional()
    .meta({
      description: `When the page was served: ISO 8601 with an offset or \`Z\` (UTC without one). Default: when the batch arrives. At most ${MAX_EVENT_FUTURE_MINUTES} minutes ahead.`,
      example: "2026-11-22T09:30:00Z",
    }),
  accept: z
    .string({ error: "accept must be a string" })
    .max(1024, { error: "accept must be at most 1024 characters" })
    .optional()
    .meta({ description: "The request's Accept header, if known (a Markdown preference counts)." }),
});

export const ViewEventBatchSchema = z
  .object({
    events: z
      .array(ViewEventSchema, { error: "events must be an array" })
      .max(MAX_EVENTS_PER_BATCH, { error: `events must hold at most ${MAX_EVENTS_PER_BATCH}` }),
  })
  .meta({ id: "ViewEventBatch" });
export type ViewEventBatch = z.infer<typeof ViewEventBatchSchema>;

export const IngestResultSchema = z
  .object({
    received: Count.meta({ description: "Events in the batch." }),
    human: Count.meta({ description: "Counted as human views." }),
    ai: Count.meta({ description: "Counted as AI views." }),
    ignored: Count.meta({ description: "Other bots (search engines, monitors...): not views." }),
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

export const AgentViewsSchema = z
  .object({
    totals: CategoryCountsSchema.meta({
      description: "Counts over the whole range (for the path, if one is given).",
    }),
    agents: z
      .array(
        z.object({
          agent: z.string().meta({ description: "The agent's name, as Inkwell's list has it." }),
          operator: z.string().meta({ description: "Who runs the agent." }),
          category: z.enum(["assistant", "search", "training"]),
          views: Count,
        }),
      )
      .meta({ description: "AI views per agent, by `views` descending, then `agent` ascending." }),
    hasMore: z.boolean().meta({ description: "True when more agents follow this page." }),
  })
  .meta({ id: "AgentViews" });
export type AgentViews = z.infer<typeof AgentViewsSchema>;

export const ViewTimeseriesSchema = z
  .object({
    interval: z.enum(TIMESERIES_INTERVALS),
    points: z
      .array(
        CategoryCountsSchema.extend({
          start: z.string().meta({
            description: "Start of the interval (UTC; weeks start on Monday).",
            example: "2026-11-16T00:00:00.000Z",
          }),
        }),
      )
      .meta({
        description:
          "One point per interval, oldest first, zeros included. The first and last points count only the part of their interval inside the range.",
      }),
  })
  .meta({ id: "ViewTimeseries" });
export type ViewTimeseries = z.infer<typeof ViewTimeseriesSchema>;

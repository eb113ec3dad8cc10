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

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

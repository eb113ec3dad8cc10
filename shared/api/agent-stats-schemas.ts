import { z } from "zod";
import { jobStatuses } from "./job-schemas.ts";

/** What became of the pull requests Inkwell opened, as the stats count them. */
export const pullRequestOutcomes = [
  "merged_as_is",
  "merged_after_follow_ups",
  "merged_after_human_commits",
  "closed_unmerged",
] as const;

const count = z.number().int().min(0);

export const AgentStatsSchema = z
  .object({
    projectId: z.string(),
    dateFrom: z.iso
      .datetime()
      .nullable()
      .meta({ description: "Start of the period (inclusive), UTC; null: no bound." }),
    dateTo: z.iso
      .datetime()
      .nullable()
      .meta({ description: "End of the period (exclusive), UTC; null: no bound." }),
    jobs: z
      .object(
        Object.fromEntries(jobStatuses.map((status) => [status, count])) as Record<
          (typeof jobStatuses)[number],
          typeof count
        >,
      )
      .extend({ total: count })
      .meta({ description: "Jobs created in the period, by their status now." }),
    pullRequests: z
      .object({
        closed: count.meta({
          description: "Pull requests Inkwell opened that closed in the period, merged or not.",
        }),
        mergedAsIs: count.meta({
          description: "Merged with no commit after Inkwell's last, and no follow-up run.",
        }),
        mergedAfterFollowUps: count.meta({
          description:
            "Merged with Inkwell's last commit as the head, after one or more follow-up runs (`@inkwell` comments or follow-up messages).",
        }),
        mergedAfterHumanCommits: count.meta({
          description:
            "Merged with a head that is not Inkwell's last commit: someone pushed to the branch after Inkwell.",
        }),
        closedUnmerged: count,
      })
      .meta({ description: "Pull requests by outcome, counted when GitHub reports them closed." }),
    mergedAsIsRate: z
      .number()
      .min(0)
      .max(1)
      .nullable()
      .meta({ description: "mergedAsIs / closed; null when none closed." }),
    mergedRate: z.number().min(0).max(1).nullable().meta({
      description:
        "Merged (any way) / closed; the figure GitHub reports for Copilot's pull requests. Null when none closed.",
    }),
    medianTimeToMergeSeconds: z
      .number()
      .min(0)
      .nullable()
      .meta({ description: "From opening to merge, over the merged ones; null when none merged." }),
    tokens: z.object({ input: count, cachedInput: count, output: count }).meta({
      description:
        "Model tokens of the jobs created in the period (cached input is part of input).",
    }),
    estimatedCostUsd: z.number().min(0).nullable().meta({
      description: "The tokens at the server's INKWELL_MODEL_PRICE; null when it is not set.",
    }),
  })
  .meta({ id: "AgentStats" });

export type AgentStats = z.infer<typeof AgentStatsSchema>;

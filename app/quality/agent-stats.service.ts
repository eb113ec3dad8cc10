import type { AgentStats } from "../../shared/api/agent-stats-schemas.ts";
import { jobStatuses } from "../../shared/api/job-schemas.ts";
import type { AppContext } from "../app-context.ts";
import {
  countPullRequestOutcomes,
  type Period,
  summarizeJobs,
} from "./pull-request-outcome.repository.ts";

const ratio = (part: number, whole: number) => (whole === 0 ? null : part / whole);

/**
 * A project's agent figures for a period: jobs created in it by status and their tokens (and
 * cost, at the configured price), and the pull requests that closed in it by outcome, with the
 * merged-as-is rate and the median time to merge.
 */
export async function readAgentStats(
  ctx: Pick<AppContext, "db" | "config">,
  projectId: string,
  period: Period,
): Promise<AgentStats> {
  const [jobs, pulls] = await Promise.all([
    summarizeJobs(ctx.db, projectId, period),
    countPullRequestOutcomes(ctx.db, projectId, period),
  ]);
  const outcome = (name: Parameters<typeof pulls.counts.get>[0]) => pulls.counts.get(name) ?? 0;
  const pullRequests = {
    mergedAsIs: outcome("merged_as_is"),
    mergedAfterFollowUps: outcome("merged_after_follow_ups"),
    mergedAfterHumanCommits: outcome("merged_after_human_commits"),
    closedUnmerged: outcome("closed_unmerged"),
  };
  const merged =
    pullRequests.mergedAsIs +
    pullRequests.mergedAfterFollowUps +
    pullRequests.mergedAfterHumanCommits;
  const closed = merged + pullRequests.closedUnmerged;
  const byStatus = Object.fromEntries(
    jobStatuses.map((status) => [status, jobs.byStatus.get(status) ?? 0]),
  ) as Record<(typeof jobStatuses)[number], number>;
  const price = ctx.config.modelPrice;
  const { tokens } = jobs;
  return {
    projectId,
    dateFrom: period.from?.toISOString() ?? null,
    dateTo: period.to?.toISOString() ?? null,
    jobs: { ...byStatus, total: Object.values(byStatus).reduce((a, b) => a + b, 0) },
    pullRequests: { closed, ...pullRequests },
    mergedAsIsRate: ratio(pullRequests.mergedAsIs, closed),
    mergedRate: ratio(merged, closed),
    medianTimeToMergeSeconds: pulls.medianMergeSeconds,
    tokens,
    estimatedCostUsd: price
      ? ((tokens.input - tokens.cachedInput) * price.input +
          tokens.cachedInput * price.cachedInput +
          tokens.output * price.output) /
        1e6
      : null,
  };
}

import { startAgentWorker } from "./agent/worker/agent-worker.ts";
import { replyToComments } from "./agent/worker/reply-to-comments.ts";
import { analyticsSweeps } from "./analytics/store/analytics-sweeps.ts";
import type { AppContext, Sweep } from "./app-context.ts";
import { dashboardSweeps } from "./dashboard/dashboard-sweeps.ts";
import type { ProjectRow } from "./db/schema.ts";
import { findInstallationId } from "./github/find-installation.ts";
import type { GitHubApp } from "./github/github-app.ts";
import { githubSweeps } from "./github/github-sweeps.ts";
import { jobSweeps } from "./jobs/job-sweeps.ts";
import { rateLimitSweeps } from "./rate-limits/rate-limit-sweeps.ts";
import { startHousekeeping } from "./start-housekeeping.ts";

/** Every room's sweeps of expired rows, which housekeeping runs. */
export const EXPIRED_ROW_SWEEPS: readonly Sweep[] = [
  ...rateLimitSweeps,
  ...jobSweeps,
  ...analyticsSweeps,
  ...dashboardSweeps,
  ...githubSweeps,
];

export interface BackgroundWork {
  /** Looks for a job now instead of at the next poll (one was just queued in this process). */
  wake(): void;
  /**
   * Stops: the agent worker stops claiming, its runs abort their model call and give their lease
   * back (a publication under way is finished first); housekeeping ends its pass and lets its
   * lease go.
   */
  stop(): Promise<void>;
  /** Gives back the leases of runs that have not ended yet, for a process that must exit now. */
  releaseLeases(): Promise<void>;
}

/**
 * What a process does besides answering HTTP: the agent worker (runs jobs, in any number of
 * processes) and housekeeping (done by one process of the deployment at a time).
 */
export function startBackgroundWork(
  ctx: AppContext,
  deps: { github: GitHubApp | undefined },
): BackgroundWork {
  const { github } = deps;
  const worker = startAgentWorker({ ctx, github });
  const housekeeping = startHousekeeping(ctx, {
    sweeps: EXPIRED_ROW_SWEEPS,
    replyToComments: github
      ? () =>
          replyToComments(
            {
              db: ctx.db,
              clock: ctx.clock,
              github,
              findInstallationId: (project: ProjectRow) => findInstallationId(ctx, github, project),
            },
            ctx.log.child({ component: "housekeeping" }),
          )
      : undefined,
  });
  return {
    wake: worker.wake,
    releaseLeases: () => worker.releaseLeases(),
    async stop() {
      await Promise.all([worker.stop(), housekeeping.stop()]);
    },
  };
}

import type { IncomingMessage, ServerResponse } from "node:http";
import { getRequestListener } from "@hono/node-server";
import type { ApplicationFunction } from "probot";
import { startAgentWorker } from "./agent/worker/agent-worker.ts";
import { registerAnalyticsRoutes } from "./analytics/analytics.routes.ts";
import type { AppContext } from "./app-context.ts";
import { registerDashboardRoutes } from "./dashboard/dashboard.routes.tsx";
import { appInstallationUrl } from "./github/app-installation-url.ts";
import { createGitHubApp } from "./github/github-app.ts";
import { registerInstallationWebhooks } from "./github/installation-webhooks.ts";
import { createHttpApp } from "./http/create-http-app.ts";
import { registerHomePage } from "./http/home-page.ts";
import { registerJobRoutes } from "./jobs/job.routes.ts";
import { OpenEventStreams } from "./jobs/job-event-stream.ts";
import { failJobsOfRemovedApp, registerJobWebhooks } from "./jobs/job-webhooks.ts";
import { jobQueueSource, registerMetricsRoutes } from "./metrics/metrics.routes.ts";
import { registerAgentStatsRoutes } from "./quality/agent-stats.routes.ts";
import { recordPullRequestOutcome } from "./quality/pull-request-outcome.ts";
import { startHousekeeping } from "./start-housekeeping.ts";

export interface InkwellApp {
  /** The Probot application function: webhooks, the HTTP API, the agent worker. */
  applicationFunction: ApplicationFunction;
  /**
   * Stops background work: the agent worker (running jobs abort their model call and stop at their
   * next step, giving their lease back), housekeeping.
   */
  stop(): Promise<void>;
  /** Gives back the leases of runs that have not ended yet, for a process that must exit now. */
  releaseLeases(): Promise<void>;
  /** Ends the open event streams, which would otherwise keep the HTTP server from closing. */
  closeStreams(): void;
  /** The HTTP app as a Node request listener, once the application function has run. */
  requestListener(): ((req: IncomingMessage, res: ServerResponse) => Promise<void>) | undefined;
}

export function createApp(ctx: AppContext): InkwellApp {
  const stoppers: (() => Promise<void>)[] = [];
  const leaseReleasers: (() => Promise<void>)[] = [];
  const eventStreams = new OpenEventStreams(ctx.config.eventStreams);
  let httpListener: ReturnType<InkwellApp["requestListener"]>;
  return {
    applicationFunction: (probot, { addHandler }) => {
      const github = ctx.config.github ? createGitHubApp(probot) : undefined;
      const worker = startAgentWorker({ ctx, github });
      stoppers.push(() => worker.stop());
      leaseReleasers.push(() => worker.releaseLeases());
      const onJobQueued = () => worker.wake();
      registerJobWebhooks(probot, ctx, {
        github,
        onJobQueued,
        onPullRequestClosed: (job, pull) => recordPullRequestOutcome(ctx, job, pull),
      });
      registerInstallationWebhooks(probot, ctx, {
        onAppRemoved: (projectIds, at) => failJobsOfRemovedApp(ctx.db, projectIds, at),
      });
      const http = createHttpApp(ctx, [
        (app) => registerJobRoutes(app, { ...ctx, github, onJobQueued, eventStreams }),
        (app) => registerAnalyticsRoutes(app, ctx),
        (app) => registerAgentStatsRoutes(app, ctx),
        (app) => registerDashboardRoutes(app, { ...ctx, github, onJobQueued, eventStreams }),
        (app) => registerMetricsRoutes(app, ctx),
        // Without an app Probot's registration page has `/`.
        (app) => {
          if (github) {
            registerHomePage(app, {
              config: ctx.config,
              installationUrl: appInstallationUrl(github),
            });
          }
        },
      ]);
      ctx.metrics?.addScrapeSource(jobQueueSource(ctx));
      // Probot's own middleware (the webhook path) runs before this handler and reads the raw
      // body for the signature check; nothing here parses a body in front of it.
      const listener = getRequestListener(http.fetch);
      httpListener = listener;
      addHandler(async (req, res) => {
        await listener(req, res);
        return true;
      });
      stoppers.push(startHousekeeping(ctx));
    },
    closeStreams() {
      eventStreams.closeAll();
    },
    requestListener() {
      return httpListener;
    },
    async stop() {
      for (const stop of stoppers.splice(0)) await stop();
    },
    async releaseLeases() {
      await Promise.all(leaseReleasers.map((release) => release()));
    },
  };
}

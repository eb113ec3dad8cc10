import type { IncomingMessage, ServerResponse } from "node:http";
import { getRequestListener } from "@hono/node-server";
import type { ApplicationFunction } from "probot";
import { registerAnalyticsRoutes } from "./analytics/analytics.routes.ts";
import type { AnalyticsStore } from "./analytics/analytics-store.ts";
import type { AppContext } from "./app-context.ts";
import { registerDashboardRoutes } from "./dashboard/dashboard.routes.tsx";
import { appInstallationUrl } from "./github/app-installation-url.ts";
import type { GitHubApp } from "./github/github-app.ts";
import { registerInstallationWebhooks } from "./github/installation-webhooks.ts";
import { createKeyMinterCheck } from "./github/key-minter-access.ts";
import { createHttpApp } from "./http/create-http-app.ts";
import { registerHomePage } from "./http/home-page.ts";
import { registerSiteAssets } from "./http/site-assets.ts";
import { registerJobRoutes } from "./jobs/job.routes.ts";
import { OpenEventStreams } from "./jobs/job-event-stream.ts";
import { failJobsOfRemovedApp, registerJobWebhooks } from "./jobs/job-webhooks.ts";
import {
  foldBacklogSource,
  jobQueueSource,
  registerMetricsRoutes,
} from "./metrics/metrics.routes.ts";
import { registerAgentStatsRoutes } from "./quality/agent-stats.routes.ts";
import { recordPullRequestOutcome } from "./quality/pull-request-outcome.ts";
import { createRefusedBodyLimit } from "./rate-limits/refused-body-limit.ts";

export interface InkwellAppDeps {
  /** Absent when the GitHub App is not configured. */
  github: GitHubApp | undefined;
  /** A job was queued by this process: the agent worker, if this process runs one, looks now. */
  onJobQueued: () => void;
  /** The analytics store opened at start; absent: the PostgreSQL one. */
  analytics?: AnalyticsStore | undefined;
}

export interface InkwellApp {
  /** The Probot application function: the webhook handlers, and nothing else. */
  webhooks: ApplicationFunction;
  /** The HTTP API, the dashboard and the pages, as a Node request listener. */
  requestListener: (req: IncomingMessage, res: ServerResponse) => Promise<void>;
  /** Ends the open event streams, which would otherwise keep the HTTP server from closing. */
  closeStreams(): void;
}

/** Wires Inkwell's webhooks and routes; starts nothing (the process owner starts background work). */
export function createApp(ctx: AppContext, deps: InkwellAppDeps): InkwellApp {
  const { github, onJobQueued, analytics } = deps;
  const eventStreams = new OpenEventStreams(ctx.config.eventStreams);
  const http = createHttpApp(
    ctx,
    [
      (app) => registerJobRoutes(app, { ...ctx, github, onJobQueued, eventStreams }),
      (app) => registerAnalyticsRoutes(app, { ...ctx, analytics }),
      (app) => registerAgentStatsRoutes(app, ctx),
      (app) =>
        registerDashboardRoutes(app, { ...ctx, github, onJobQueued, eventStreams, analytics }),
      (app) => registerMetricsRoutes(app, ctx),
      (app) => registerSiteAssets(app),
      // Without an app the setup pages have `/`.
      (app) => {
        if (github) {
          registerHomePage(app, {
            config: ctx.config,
            installationUrl: appInstallationUrl(github),
          });
        }
      },
    ],
    {
      checkKeyHolder: github ? createKeyMinterCheck(ctx, github, ctx.log) : undefined,
      refusedBodies: createRefusedBodyLimit(ctx),
    },
  );
  ctx.metrics?.addScrapeSource(jobQueueSource(ctx));
  ctx.metrics?.addScrapeSource(foldBacklogSource(ctx));
  return {
    webhooks: (probot) => {
      registerJobWebhooks(probot, ctx, {
        github,
        onJobQueued,
        onPullRequestClosed: (job, pull) => recordPullRequestOutcome(ctx, job, pull),
      });
      registerInstallationWebhooks(probot, ctx, {
        onAppRemoved: (projectIds, at) => failJobsOfRemovedApp(ctx.db, projectIds, at),
      });
    },
    requestListener: getRequestListener(http.fetch),
    closeStreams() {
      eventStreams.closeAll();
    },
  };
}

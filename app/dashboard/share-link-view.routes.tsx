import { Hono } from "hono";
import { createMiddleware } from "hono/factory";
import type { AnalyticsStore } from "../analytics/analytics-store.ts";
import { AppError } from "../app-error.ts";
import type { HttpApp } from "../http/create-http-app.ts";
import { httpStatusOf } from "../http/render-error.ts";
import type { JobServiceDeps } from "../jobs/job.service.ts";
import { openShareLink } from "../projects/share-link.service.ts";
import { takeRateLimit } from "../rate-limits/rate-limit.service.ts";
import { renderAnalyticsPage } from "./analytics-pages.routes.tsx";
import { type DashboardEnv, dashboardHeaders, renderPage } from "./dashboard-http.ts";
import { sharedPath } from "./share-link-pages.routes.tsx";
import { SharedErrorPage } from "./views/share-links-page.tsx";

const TITLES: Partial<Record<number, string>> = {
  400: "That did not work",
  404: "This link does not open",
  429: "Too many requests",
};

const GONE =
  "This link does not open: it may have been revoked or have expired, or it was copied incompletely. Ask whoever shared it for a new one.";

/**
 * The dashboard's headers, then these: a shared page is never indexed, and never tells another
 * site its address (the token is in it), not even through a link followed from it.
 */
const sharedHeaders = createMiddleware<DashboardEnv>(async (c, next) => {
  await next();
  c.header("X-Robots-Tag", "noindex, nofollow");
  c.header("Referrer-Policy", "no-referrer");
});

/**
 * `GET /share/{token}`: a project's analytics page, read-only, for whoever holds a live share
 * link. No session is read and no dashboard link is shown; each link has its own rate limit.
 * Unknown, revoked and expired links answer the same 404.
 */
export function registerShareLinkView(
  app: HttpApp,
  deps: Pick<JobServiceDeps, "db" | "clock" | "log" | "config"> & {
    analytics?: AnalyticsStore | undefined;
  },
): void {
  const shared = new Hono<DashboardEnv>();
  shared.use("*", sharedHeaders);
  shared.use("*", dashboardHeaders);
  shared.onError((error, c) => {
    if (!(error instanceof AppError)) {
      deps.log.error(
        { err: error, requestId: c.get("requestId"), method: c.req.method },
        "shared analytics request failed",
      );
      return renderPage(
        c,
        <SharedErrorPage
          status={500}
          title="Something went wrong"
          message="Something went wrong on our side; it has been logged. Try again later."
        />,
        500,
      );
    }
    const status = httpStatusOf(error.code);
    if (error.retryAfter !== undefined) {
      c.header("Retry-After", String(Math.max(0, Math.ceil(error.retryAfter))));
    }
    return renderPage(
      c,
      <SharedErrorPage
        status={status}
        title={TITLES[status] ?? "That did not work"}
        message={error.message}
      />,
      status,
    );
  });

  shared.get("/:token", async (c) => {
    const token = c.req.param("token");
    const opened = await openShareLink(deps.db, token, deps.clock.now());
    if (!opened) throw new AppError("not_found", GONE);
    await takeRateLimit(deps, "sharedAnalyticsViews", { per: opened.link.id });
    return renderAnalyticsPage(deps, c, {
      // Only what the page shows of the project: its id names the rows, its name the page.
      project: {
        id: opened.project.id,
        name: opened.project.name,
        permission: "read",
        current: "analytics",
      },
      shared: {
        base: sharedPath(token),
        expiresAt: opened.link.expires_at?.toISOString() ?? null,
      },
    });
  });

  shared.all("*", () => {
    throw new AppError("not_found", GONE);
  });

  app.route("/share", shared);
}

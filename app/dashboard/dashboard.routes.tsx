import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { csrf } from "hono/csrf";
import { createMiddleware } from "hono/factory";
import type { AnalyticsStore } from "../analytics/analytics-store.ts";
import { AppError } from "../app-error.ts";
import { createGitHubOAuth } from "../github/github-oauth.ts";
import { createGitHubUserApi } from "../github/github-user-api.ts";
import type { HttpApp } from "../http/create-http-app.ts";
import type { JobServiceDeps } from "../jobs/job.service.ts";
import type { OpenEventStreams } from "../jobs/job-event-stream.ts";
import { registerAnalyticsPages } from "./analytics-pages.routes.tsx";
import { registerApiKeyPages } from "./api-key-pages.routes.tsx";
import { dashboardAssets } from "./dashboard-assets.ts";
import { registerDashboardAuthRoutes, registerSignOutRoute } from "./dashboard-auth.routes.tsx";
import {
  callbackUrl,
  type DashboardEnv,
  dashboardHeaders,
  formText,
  publicOrigin,
  readForm,
  renderPage,
  sessionCookie,
  signedInUser,
} from "./dashboard-http.ts";
import { type DashboardDeps, findSession, sameSecret } from "./dashboard-session.service.ts";
import { registerJobPages } from "./job-pages.routes.tsx";
import { registerProjectPages } from "./project-pages.routes.tsx";
import { listProjectSummaries } from "./project-summary.service.ts";
import { registerProjectTimeZonePages } from "./project-time-zone.routes.tsx";
import { renderDashboardError } from "./render-dashboard-error.tsx";
import { registerShareLinkPages } from "./share-link-pages.routes.tsx";
import { registerShareLinkView } from "./share-link-view.routes.tsx";
import { createTokenCipher } from "./token-cipher.ts";
import type { SignedInUser } from "./views/dashboard-layout.tsx";
import { ErrorPage, SetupPage } from "./views/message-pages.tsx";
import { ProjectsPage } from "./views/projects-page.tsx";

/** Forms carry at most a 20,000-character instruction; anything far larger is not ours. */
const FORM_MAX_BYTES = 512 * 1024;

/** Builds what the dashboard needs from the config; undefined while it is not configured. */
function createDashboardDeps(deps: JobServiceDeps): DashboardDeps | undefined {
  const settings = deps.config.dashboard;
  if (!settings) return undefined;
  return {
    db: deps.db,
    clock: deps.clock,
    log: deps.log,
    oauth: createGitHubOAuth(settings, deps.config.githubHost),
    userApi: createGitHubUserApi(deps.config.githubHost),
    cipher: createTokenCipher(settings.secret),
  };
}

/**
 * The web dashboard under /app: server-rendered pages and plain forms, signed in with GitHub.
 * Every page asks GitHub (through a one-minute cache) what the user may do on the project's
 * repository; every form is checked for its origin and its session's CSRF token.
 */
export function registerDashboardRoutes(
  app: HttpApp,
  deps: JobServiceDeps & {
    eventStreams: OpenEventStreams;
    analytics?: AnalyticsStore | undefined;
  },
): void {
  registerShareLinkView(app, deps);
  const dashboard = new Hono<DashboardEnv>();
  dashboard.onError((error, c) => renderDashboardError(deps, c, error));
  dashboard.use("*", dashboardHeaders);

  dashboard.get("/static/:name", (c) => {
    const asset = dashboardAssets.get(c.req.param("name"));
    if (!asset) throw new AppError("not_found", "No such file.");
    const versioned = c.req.query("v") !== undefined;
    c.header("Cache-Control", versioned ? "public, max-age=31536000, immutable" : "no-cache");
    c.header("ETag", asset.etag);
    if (c.req.header("if-none-match") === asset.etag) return c.body(null, 304);
    c.header("Content-Type", asset.contentType);
    return c.body(asset.body);
  });

  const dashboardDeps = createDashboardDeps(deps);
  if (!dashboardDeps) {
    dashboard.all("*", (c) =>
      renderPage(c, <SetupPage callbackUrl={callbackUrl(deps.config, c)} />, 503),
    );
    app.route("/app", dashboard);
    return;
  }
  const withConfig = { ...dashboardDeps, config: deps.config };
  registerDashboardAuthRoutes(dashboard, withConfig);

  // Everything below needs a signed-in user; forms also pass two CSRF checks.
  dashboard.use(
    "*",
    createMiddleware<DashboardEnv>(async (c, next) => {
      const session = await findSession(dashboardDeps, sessionCookie(c));
      if (!session) throw new AppError("unauthorized", "Sign in to use the dashboard.");
      c.set("session", session);
      await next();
    }),
  );
  dashboard.on(["POST", "PUT", "PATCH", "DELETE"], "*", (c, next) =>
    bodyLimit({
      maxSize: FORM_MAX_BYTES,
      onError: () => {
        throw new AppError("payload_too_large", "The form is too large.");
      },
    })(c, next),
  );
  // The browser's word on where the form came from (Sec-Fetch-Site, or Origin)...
  dashboard.on(
    ["POST", "PUT", "PATCH", "DELETE"],
    "*",
    csrf({
      origin: (origin, c) =>
        origin === publicOrigin(deps.config, c) || origin === new URL(c.req.url).origin,
    }),
  );
  // ...and a token only this session's pages hold.
  dashboard.on(["POST", "PUT", "PATCH", "DELETE"], "*", async (c, next) => {
    const form = await readForm(c);
    if (!sameSecret(formText(form, "_csrf"), c.get("session").csrf_token)) {
      throw new AppError(
        "forbidden",
        "This form is out of date or did not come from your session: reload the page and try again.",
      );
    }
    await next();
  });

  registerSignOutRoute(dashboard, withConfig);

  dashboard.get("/", async (c) => {
    const projects = await listProjectSummaries(
      { ...dashboardDeps, config: deps.config, analytics: deps.analytics },
      c.get("session"),
    );
    return renderPage(
      c,
      <ProjectsPage
        user={signedInUser(c) as SignedInUser}
        projects={projects}
        now={deps.clock.now()}
      />,
    );
  });

  const pageDeps = { ...deps, dashboard: dashboardDeps };
  // Before the job pages, whose `/projects/:projectId` would take `/projects/new`.
  registerProjectPages(dashboard, pageDeps);
  registerJobPages(dashboard, pageDeps);
  registerApiKeyPages(dashboard, pageDeps);
  registerAnalyticsPages(dashboard, pageDeps);
  registerProjectTimeZonePages(dashboard, pageDeps);
  registerShareLinkPages(dashboard, pageDeps);

  dashboard.all("*", (c) =>
    renderPage(
      c,
      <ErrorPage
        status={404}
        title="Not found"
        message="There is no such page in the dashboard."
        requestId={c.get("requestId")}
        user={signedInUser(c)}
      />,
      404,
    ),
  );

  app.route("/app", dashboard);
}

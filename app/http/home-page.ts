import { html } from "hono/html";
import type { AppContext } from "../app-context.ts";
import { inkwellVersion } from "../version.ts";
import type { HttpApp } from "./create-http-app.ts";
import { FAVICON_URL, SITE_STYLESHEET_URL } from "./site-assets.ts";

export interface HomePageDeps {
  config: AppContext["config"];
  /** The page on GitHub where the app is installed on repositories, when it can be found. */
  installationUrl(): Promise<string | undefined>;
}

/**
 * `/` once the GitHub App is configured: a short status page for whoever opens the server's address
 * (what runs, what is configured, where to go next). It shows no secret and no path; before the
 * app is configured, the setup pages have `/`.
 */
export function registerHomePage(app: HttpApp, deps: HomePageDeps): void {
  app.get("/", async (c) => {
    const { config } = deps;
    const installUrl = await deps.installationUrl().catch(() => undefined);
    const rows: [string, string][] = [
      ["Version", inkwellVersion()],
      [
        "GitHub App",
        config.github ? `configured (app id ${config.github.appId})` : "not configured",
      ],
      [
        "Model",
        config.model
          ? config.model.id
          : config.modelProblem
            ? `not usable: ${config.modelProblem}`
            : "not configured: jobs are refused until INKWELL_MODEL is set",
      ],
      // The kind only: where the data lives is no business of a visitor.
      ["Database", config.databaseUrl ? "PostgreSQL" : "embedded (PGlite)"],
      [
        "Dashboard",
        config.dashboard
          ? "on"
          : "off (set GITHUB_CLIENT_ID, GITHUB_CLIENT_SECRET, INKWELL_SECRET)",
      ],
    ];
    const links: [string, string][] = [
      ["/docs", "API reference"],
      ["/openapi.json", "OpenAPI document"],
      ...(config.dashboard ? ([["/app", "Dashboard"]] as [string, string][]) : []),
      ...(installUrl
        ? ([[installUrl, "Install the GitHub App on a repository"]] as [string, string][])
        : []),
      ["/healthz", "Health check"],
    ];
    c.header("Cache-Control", "no-store");
    return c.html(html`<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Inkwell</title>
    <link rel="stylesheet" href="${SITE_STYLESHEET_URL}" />
    <link rel="icon" href="${FAVICON_URL}" type="image/svg+xml" />
  </head>
  <body>
    <h1>Inkwell is running</h1>
    <p>AI agent jobs and page view analytics for documentation projects.</p>
    <table>
      ${rows.map(([name, value]) => html`<tr><th scope="row">${name}</th><td>${value}</td></tr>`)}
    </table>
    <ul>
      ${links.map(([href, text]) => html`<li><a href="${href}">${text}</a></li>`)}
    </ul>
  </body>
</html>`);
  });
}

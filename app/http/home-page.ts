import { html } from "hono/html";
import type { AppContext } from "../app-context.ts";
import { inkwellVersion } from "../version.ts";
import type { HttpApp } from "./create-http-app.ts";

export interface HomePageDeps {
  config: AppContext["config"];
  /** The page on GitHub where the app is installed on repositories, when it can be found. */
  installationUrl(): Promise<string | undefined>;
}

/**
 * `/` once the GitHub App is configured: a short status page for whoever opens the server's address
 * (what runs, what is configured, where to go next). It shows no secret and no path; before the
 * app is configured, Probot's registration page has `/`.
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
    <style>
      body { font: 16px/1.5 system-ui, sans-serif; max-width: 40rem; margin: 3rem auto; padding: 0 1rem; color: #1f2328; }
      th { text-align: left; padding-right: 1.5rem; font-weight: 600; }
      td, th { padding-block: 0.2rem; vertical-align: top; }
    </style>
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

import { createPublicKey } from "node:crypto";
import { describe, expect, it } from "vitest";
import { oneDatabaseKind } from "#testkit/database/test-database.ts";
import { useServerOnGitHubDouble } from "#testkit/github/dashboard-server.ts";
import { TEST_APP_ID, testPrivateKey } from "#testkit/github/github-app-credentials.ts";
import { appInstallationUrl } from "../../app/github/app-installation-url.ts";
import type { GitHubApp } from "../../app/github/github-app.ts";
import { inkwellVersion } from "../../app/version.ts";

describe.each(oneDatabaseKind())("the home page on %s", (kind) => {
  const { server, github } = useServerOnGitHubDouble(kind, {
    env: { INKWELL_MODEL: "anthropic:claude-sonnet-4-5", ANTHROPIC_API_KEY: "sk-ant-test-secret" },
    register: (double) =>
      double.registerApp({
        id: Number(TEST_APP_ID),
        slug: "acme-inkwell",
        clientId: "Iv23liHomePage",
        clientSecret: "",
        callbackUrls: [],
        publicKey: createPublicKey(testPrivateKey()),
      }),
  });
  const appPageAsks = () => github.takeRequests().filter((r) => r.path === "/api/v3/app").length;

  it("is a short status page with the version, the configuration and where to go next", async () => {
    const appPage = `http://${github.host}/apps/acme-inkwell`;

    const res = await server.request("/");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/html");
    const page = await res.text();
    expect(page).toContain(`<th scope="row">Version</th><td>${inkwellVersion()}</td>`);
    expect(page).toMatch(/<th scope="row">GitHub App<\/th><td>configured \(app id \d+\)<\/td>/);
    expect(page).toContain("<td>anthropic:claude-sonnet-4-5</td>");
    expect(page).toContain('<a href="/docs">API reference</a>');
    expect(page).toContain(
      `<a href="${appPage}/installations/new">Install the GitHub App on a repository</a>`,
    );
    // Configuration, never secrets or where the data lives.
    expect(page).not.toContain("sk-ant-test-secret");
    expect(page).not.toContain("PRIVATE KEY");
    expect(page).not.toMatch(/\/tmp|postgres:\/\//);
    expect(appPageAsks()).toBe(1);

    // Asked once: the second visit makes no request to GitHub.
    const again = await (await server.request("/")).text();
    expect(again).toContain(`${appPage}/installations/new`);
    expect(appPageAsks()).toBe(0);
  });
});

describe("the status page's look", () => {
  // No app is registered on this GitHub: it refuses the app's JWT, and the page does without.
  const { server } = useServerOnGitHubDouble("pglite", { register: () => {} });

  it("loads its stylesheet and icon from this server, as its own content security policy allows", async () => {
    const res = await server.request("/");
    const page = await res.text();
    const policy = res.headers.get("content-security-policy") ?? "";
    // An inline <style> would be blocked by `style-src 'self'`: the page has none.
    expect(policy).toContain("style-src 'self'");
    expect(page).not.toContain("<style");
    expect(page).not.toMatch(/\sstyle=/);
    const stylesheet = /<link rel="stylesheet" href="([^"]+)"/.exec(page)?.[1] ?? "";
    expect(stylesheet).toMatch(/^\/assets\/inkwell\.css\?v=[\w-]+$/);
    const css = await server.request(stylesheet);
    expect(css.status).toBe(200);
    expect(css.headers.get("content-type")).toContain("text/css");
    expect(css.headers.get("cache-control")).toContain("immutable");
    expect(await css.text()).toContain("font:");

    const icon = /<link rel="icon" href="([^"]+)"/.exec(page)?.[1] ?? "";
    const favicon = await server.request(icon);
    expect(favicon.status).toBe(200);
    expect(favicon.headers.get("content-type")).toBe("image/svg+xml");
    expect((await server.request("/favicon.ico")).status).toBe(200);
  });
});

describe("the app's installation page", () => {
  it("is asked of GitHub again only five minutes after a failure", async () => {
    let calls = 0;
    let fail = true;
    let time = 0;
    const github = {
      appOctokit: async () => ({
        request: async () => {
          calls++;
          if (fail) throw new Error("GitHub is down");
          return { data: { html_url: "https://ghe.example.com/github-apps/docs-bot" } };
        },
      }),
    } as unknown as GitHubApp;
    const find = appInstallationUrl(github, () => time);

    expect(await find()).toBeUndefined();
    time += 60_000;
    expect(await find()).toBeUndefined();
    expect(calls).toBe(1);
    fail = false;
    time += 4 * 60_000;
    expect(await find()).toBe("https://ghe.example.com/github-apps/docs-bot/installations/new");
    expect(await find()).toBe("https://ghe.example.com/github-apps/docs-bot/installations/new");
    expect(calls).toBe(2);
  });
});

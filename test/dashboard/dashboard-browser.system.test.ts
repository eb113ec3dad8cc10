import { randomBytes } from "node:crypto";
import nock from "nock";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { useTestServer } from "#testkit/app/test-server.ts";
import { seedPageViews } from "#testkit/database/analytics-views.ts";
import { createProjectWithKey } from "#testkit/database/seed.ts";
import { oneDatabaseKind } from "#testkit/database/test-database.ts";
import {
  dashboardEnv,
  type FakeUser,
  newTokens,
  nockExchangeCode,
  nockGetUser,
  nockUserInstallations,
} from "#testkit/github/dashboard-github.ts";
import {
  type AxeSummary,
  checkAccessibility,
  confineToServer,
  hasChromium,
  launchChromium,
  NO_CHROMIUM_MESSAGE,
  type PageWeight,
  saveFigures,
  saveScreenshot,
  weighPage,
} from "#testkit/system/browser.ts";
import { RunTranscript } from "../../app/agent/run/run-transcript.ts";
import { ViewTimeseriesSchema } from "../../shared/api/analytics-schemas.ts";

const maintainer: FakeUser = {
  id: 4242,
  login: "mona",
  repositories: [
    { id: 1, fullName: "acme/docs", permission: "admin" },
    { id: 2, fullName: "acme/handbook", permission: "maintain" },
  ],
};

if (!hasChromium()) {
  describe("dashboard in a browser", () => {
    it.skip(NO_CHROMIUM_MESSAGE, () => {});
  });
}

// One browser for the file; each database gets its own server and browser context.
let browser: Browser | undefined;
beforeAll(async () => {
  if (hasChromium()) browser = await launchChromium();
}, 60_000);
afterAll(async () => {
  await browser?.close();
});

describe.skipIf(!hasChromium()).each(oneDatabaseKind())("dashboard in Chromium on %s", (kind) => {
  const { server } = useTestServer(kind, { env: dashboardEnv });
  let context: BrowserContext;
  let page: Page;
  let projectId: string;
  let apiKey: string;
  let refused: string[];
  const problems: string[] = [];
  const axeResults: AxeSummary[] = [];
  const weights: PageWeight[] = [];
  const screenshots = kind === "pglite";

  beforeAll(async () => {
    const owner = await createProjectWithKey(server.ctx, { repo: "acme/docs" });
    projectId = owner.project.id;
    apiKey = owner.key;
    await seedPageViews(server.ctx, projectId, {
      end: new Date("2026-11-02T00:00:00Z"),
      days: 40,
      paths: 30,
    });
    await server.ctx.db
      .updateTable("projects")
      .set({ installation_id: 77, name: "Acme docs", docs_path: "docs" })
      .where("id", "=", projectId)
      .execute();
    if (!browser) throw new Error("no browser");
    context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await context.grantPermissions(["clipboard-read", "clipboard-write"], {
      origin: server.url,
    });
    // GitHub's authorize page: the user approves at once, and GitHub sends the browser back.
    refused = await confineToServer(context, server.url, (url) => {
      if (url.origin !== "https://github.com" || url.pathname !== "/login/oauth/authorize") {
        return undefined;
      }
      const code = randomBytes(8).toString("hex");
      const tokens = newTokens();
      nockExchangeCode({
        code,
        codeChallenge: url.searchParams.get("code_challenge") ?? "",
        tokens,
        date: server.clock.now(),
      });
      nockGetUser(tokens.accessToken, maintainer);
      nockUserInstallations(tokens.accessToken, maintainer, { persist: true });
      const state = url.searchParams.get("state") ?? "";
      return { redirectTo: `${url.searchParams.get("redirect_uri")}?code=${code}&state=${state}` };
    });
    page = await context.newPage();
    page.on("console", (message) => {
      // A CSP refusal or a script error; a page answered with its own error status is not one.
      if (message.type() === "error" && !message.text().startsWith("Failed to load resource")) {
        problems.push(message.text());
      }
    });
    page.on("pageerror", (error) => problems.push(error.message));
  });
  afterAll(async () => {
    await context?.close();
    nock.cleanAll();
    if (screenshots) await saveFigures("figures.json", { axe: axeResults, weights });
  });

  /** Every page: no accessibility violation, no CSP report or script error, at 375 px too. */
  async function checkPage(name: string) {
    const summary = await checkAccessibility(page, name);
    axeResults.push(summary);
    expect(summary.violations, name).toEqual([]);
    expect(problems, name).toEqual([]);
    if (screenshots) await saveScreenshot(page, name);
    await page.setViewportSize({ width: 375, height: 740 });
    const overflow = await page.evaluate(
      "document.documentElement.scrollWidth - document.documentElement.clientWidth",
    );
    expect(overflow, `${name} scrolls sideways at 375 px`).toBe(0);
    const narrow = await checkAccessibility(page, `${name} at 375 px`);
    axeResults.push(narrow);
    expect(narrow.violations, `${name} at 375 px: ${JSON.stringify(narrow.violations)}`).toEqual(
      [],
    );
    if (screenshots) await saveScreenshot(page, `${name}-375`);
    await page.setViewportSize({ width: 1280, height: 800 });
  }

  /** Runs what opens a page, waits for that page, and records what it weighed. */
  async function visit(name: string, action: () => Promise<unknown>, url: RegExp) {
    const weigh = weighPage(page);
    await action();
    await page.waitForURL(url, { waitUntil: "load" });
    weights.push({ page: name, ...(await weigh()) });
  }

  it("signs in with GitHub and lands on the projects page", async () => {
    await visit("sign-in", () => page.goto(`${server.url}/app`), /\/app\/sign-in/);
    expect(new URL(page.url()).pathname).toBe("/app/sign-in");
    await checkPage("sign-in");

    // Keyboard first: the skip link, then the sign-in button.
    await page.keyboard.press("Tab");
    expect(await page.evaluate("document.activeElement.textContent.trim()")).toBe(
      "Skip to content",
    );
    await visit(
      "projects",
      () => page.getByRole("link", { name: "Sign in with GitHub" }).click(),
      /\/app$/,
    );
    await expect(page.getByText("Signed in as")).toBeTruthy();
    expect(await page.getByRole("row", { name: /Acme docs/ }).textContent()).toContain("acme/docs");
    await checkPage("projects");
  });

  it("starts a job from the jobs page and watches its steps arrive", async () => {
    await visit("jobs", () => page.getByRole("link", { name: "Acme docs" }).click(), /\/jobs$/);
    await checkPage("jobs");
    await page.getByLabel("Instruction for the agent").fill("Document the --dry-run flag");
    await visit(
      "job",
      () => page.getByRole("button", { name: "Start job" }).click(),
      /\/jobs\/job_\w+\?done=created$/,
    );
    expect(await page.getByRole("status").first().textContent()).toContain("Job started");
    expect(await page.locator("pre.prompt").textContent()).toBe("Document the --dry-run flag");

    // The run records its steps as the worker would; the open page shows each as it arrives.
    const jobId = /\/jobs\/(job_\w+)/.exec(page.url())?.[1] ?? "";
    const steps = page.getByRole("log", { name: "Steps" }).getByRole("listitem");
    await page.getByText("Following the run").waitFor();
    expect(await steps.count()).toBe(0);
    const transcript = new RunTranscript(
      { db: server.ctx.db, clock: server.clock, log: server.ctx.log },
      jobId,
    );
    await transcript.start({ attempt: 1, model: "scripted:model" });
    await steps.filter({ hasText: "Run 1 started (attempt 1)" }).waitFor();
    await transcript.step({
      step: 1,
      startedAt: server.clock.now(),
      durationMs: 2100,
      finishReason: "tool-calls",
      text: "Reading the CLI reference first.",
      usage: { inputTokens: 1800, outputTokens: 95, cachedInputTokens: 0 },
      tools: [
        {
          id: "call_1",
          name: "read_file",
          input: { path: "docs/cli.md" },
          output: "# CLI",
          error: false,
          durationMs: 12,
        },
      ],
    });
    await steps.filter({ hasText: "read_file (step 1)" }).waitFor();
    expect(await steps.count()).toBe(3);
    expect(await steps.nth(1).textContent()).toContain("Reading the CLI reference first.");
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(
      "Document the --dry-run flag",
    );
    expect(await page.locator("#job-status").textContent()).toContain("Active");
    expect(await page.locator("#job-pull-request").textContent()).toBe("Not yet");

    // The run stops at its step limit with a draft: the header follows without a reload.
    const prLink = "https://github.com/acme/docs/pull/12";
    await transcript.end({
      outcome: "stopped early",
      ending: "stopped_early",
      prLink,
      draft: true,
      stoppedEarly: "The agent reached its step limit.",
      summary: "Documented --dry-run.",
    });
    await server.ctx.db
      .updateTable("jobs")
      .set({
        status: "completed",
        pr_link: prLink,
        pr_state: "draft",
        run_ending: "stopped_early",
      })
      .where("id", "=", jobId)
      .execute();
    const outcome = "Stopped early: the changes so far are in a draft pull request";
    await page.getByText(`The job ended: ${outcome}.`).waitFor();
    expect(await steps.count()).toBe(4);
    expect(await steps.last().textContent()).toContain(`Run 1: ${outcome}`);
    expect(await page.locator("#job-status").textContent()).toContain("Completed");
    expect(await page.locator("#job-outcome").textContent()).toBe(outcome);
    const pullRequest = page.locator("#job-pull-request");
    expect(await pullRequest.getByRole("link").getAttribute("href")).toBe(prLink);
    expect(await pullRequest.textContent()).toBe("acme/docs#12Draft");
    await checkPage("job");
  });

  it("shows the analytics page, whose chart and table agree with the API for the same range", async () => {
    await visit(
      "analytics",
      () => page.getByRole("link", { name: "Analytics" }).click(),
      /\/analytics$/,
    );
    await checkPage("analytics");
    await page.getByRole("link", { name: "Last 7 days" }).click();
    await page.waitForURL(/\/analytics\?range=7d$/);
    const api = await server.request(
      `/v1/analytics/${projectId}/timeseries?dateFrom=2026-10-27&dateTo=2026-11-03&interval=day`,
      { headers: { authorization: `Bearer ${apiKey}` } },
    );
    const expected = ViewTimeseriesSchema.parse(await api.json()).points;
    const bars = (await page.evaluate(
      `[...document.querySelectorAll("svg.chart-svg g.bar")].map((g) => [g.dataset.start, Number(g.dataset.human), Number(g.dataset.ai), Math.round(g.getBoundingClientRect().height)])`,
    )) as [string, number, number, number][];
    expect(bars.map(([start, human, ai]) => [start, human, ai])).toEqual(
      expected.map((point) => [point.start, point.human, point.ai]),
    );
    // Drawn heights follow the numbers: the busiest day's bar is the tallest on screen.
    const busiest = expected.reduce((a, b) => (b.total > a.total ? b : a));
    const tallest = bars.reduce((a, b) => (b[3] > a[3] ? b : a));
    expect(tallest[0]).toBe(busiest.start);
    await page.getByText("The chart's numbers").click();
    const table = page.getByRole("table", { name: "Human and AI views per day" });
    const rows = (await table
      .locator("tbody tr")
      .evaluateAll((trs) =>
        trs.map((tr) => [...tr.children].map((cell) => cell.textContent?.trim() ?? "")),
      )) as string[][];
    expect(rows).toEqual(
      expected.map((point) => [
        point.start.slice(0, 10),
        point.human.toLocaleString("en-US"),
        point.ai.toLocaleString("en-US"),
        point.total.toLocaleString("en-US"),
        point.crawler.toLocaleString("en-US"),
      ]),
    );

    await page.getByLabel("From", { exact: true }).fill("2026-10-01");
    await page.getByLabel("To (included)", { exact: true }).fill("2026-10-10");
    await page.getByRole("button", { name: "Show these days" }).click();
    await page.waitForURL(/\/analytics\?from=2026-10-01&to=2026-10-10$/);
    expect(await page.getByText("2026-10-01 to 2026-10-10 (UTC)").count()).toBe(1);
    expect(await page.locator("svg.chart-svg g.bar").count()).toBe(10);
  });

  it("opens a page's own view from the top pages, and filters the pages by path prefix", async () => {
    await visit(
      "analytics-page",
      () => page.goto(`${server.url}/app/projects/${projectId}/analytics?range=30d`),
      /\/analytics\?range=30d$/,
    );
    await page.getByLabel("Pages whose path starts with").fill("/docs/page-1");
    await page.getByRole("button", { name: "Filter pages" }).click();
    await page.waitForURL(/prefix=%2Fdocs%2Fpage-1/);
    const listed = await page
      .getByRole("table", { name: /Pages by views/ })
      .locator("tbody th")
      .allTextContents();
    expect(listed).toHaveLength(10);
    expect(listed.every((path) => path.startsWith("/docs/page-1"))).toBe(true);
    const top = listed[0] ?? "";
    await visit(
      "analytics-page",
      () => page.getByRole("link", { name: top, exact: true }).click(),
      /path=/,
    );
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(
      `Acme docs: analytics of ${top}`,
    );
    expect(await page.getByRole("table", { name: /AI views by agent/ }).count()).toBe(1);
    expect(await page.getByRole("heading", { name: "Where people came from" }).count()).toBe(1);
    expect(await page.locator("dd.change").first().textContent()).toContain("vs previous 30 days");
    await checkPage("analytics-page");
  });

  it("changes the project's time zone from the analytics page, and the page follows it", async () => {
    await visit(
      "project-time-zone",
      () => page.getByRole("link", { name: "change the time zone" }).click(),
      /\/time-zone$/,
    );
    await checkPage("project-time-zone");
    await page.getByLabel("Time zone (IANA name)").fill("Asia/Kolkata");
    await visit(
      "project-time-zone",
      () => page.getByRole("button", { name: "Save time zone" }).click(),
      /\/time-zone\?done=saved$/,
    );
    expect(await page.getByRole("status").textContent()).toContain("Time zone saved");
    await page.getByRole("link", { name: "Back to the analytics" }).click();
    await page.waitForURL(/\/analytics$/);
    expect(await page.locator("#time-zone").textContent()).toBe("Asia/Kolkata");
    expect(await page.locator("#range-label").textContent()).toContain(
      "(2026-10-04 to 2026-11-02, Asia/Kolkata)",
    );
  });

  it("creates a key, copies it, and revokes it", async () => {
    await visit("api-keys", () => page.getByRole("link", { name: "API keys" }).click(), /\/keys$/);
    await checkPage("api-keys");
    await page.getByLabel("Name").fill("docs site");
    await page.getByLabel("read (GET: poll jobs, read analytics)").uncheck();
    await page.getByLabel("write (create jobs, send page views)").check();
    await page.getByLabel("Expires").selectOption("90");
    await visit(
      "api-key-created",
      () => page.getByRole("button", { name: "Create key" }).click(),
      /\/keys\?done=created$/,
    );
    const key = await page.getByLabel("New API key").inputValue();
    expect(key).toMatch(/^ink_[0-9A-Za-z]{40}$/);
    const keysBefore = await server.ctx.db.selectFrom("api_keys").select("id").execute();
    await page.getByRole("button", { name: "Copy key" }).click();
    await page.getByText("Copied to the clipboard.").waitFor();
    expect(await page.evaluate("navigator.clipboard.readText()")).toBe(key);
    await checkPage("api-key-created");

    const created = await server.request(`/v2/agent/${projectId}/job`, {
      method: "POST",
      headers: { authorization: `Bearer ${key}`, "content-type": "application/json" },
      body: JSON.stringify({ prompt: "Fix typos" }),
    });
    expect(created.status).toBe(201);

    // The key came from a redirect: reloading asks for the page again and makes no second key,
    // and the key, shown once, is gone.
    await page.reload({ waitUntil: "load" });
    expect(await page.getByLabel("New API key").count()).toBe(0);
    expect(await server.ctx.db.selectFrom("api_keys").select("id").execute()).toHaveLength(
      keysBefore.length,
    );

    page.once("dialog", (dialog) => void dialog.accept());
    await page.getByRole("button", { name: "Revoke docs site" }).click();
    await page.waitForURL(/keys\?done=revoked$/);
    expect(await page.getByRole("row", { name: /docs site/ }).textContent()).toContain("Revoked");
    const refusedKey = await server.request(`/v2/agent/${projectId}/jobs`, {
      headers: { authorization: `Bearer ${key}` },
    });
    expect(refusedKey.status).toBe(401);
  });

  it("shares the analytics through a link, opens it signed out, and revokes it", async () => {
    await visit(
      "share-links",
      () => page.goto(`${server.url}/app/projects/${projectId}/sharing`),
      /\/sharing$/,
    );
    await checkPage("share-links");
    await page.getByLabel("Name").fill("support team");
    await page.getByLabel("Expires").selectOption("30");
    await visit(
      "share-link-created",
      () => page.getByRole("button", { name: "Create link" }).click(),
      /\/sharing\?done=created$/,
    );
    const link = await page.getByLabel("New share link").inputValue();
    expect(link).toMatch(/\/share\/shr_[0-9A-Za-z]{32}$/);
    await checkPage("share-link-created");

    // Someone without an account opens it: a context of its own holds no session.
    const visitor = await browser?.newContext({ viewport: { width: 1280, height: 800 } });
    if (!visitor) throw new Error("no browser");
    const outside = await confineToServer(visitor, server.url, () => undefined);
    const shared = await visitor.newPage();
    try {
      const answer = await shared.goto(link, { waitUntil: "load" });
      expect(answer?.status()).toBe(200);
      expect(answer?.headers()["x-robots-tag"]).toBe("noindex, nofollow");
      expect(await shared.locator('a[href^="/app"]').count()).toBe(0);
      expect(await shared.getByRole("link", { name: /Download CSV/ }).count()).toBe(0);
      await shared.getByRole("link", { name: "Last 7 days" }).click();
      await shared.waitForURL(/\/share\/shr_\w+\?range=7d$/);
      expect(await shared.locator("svg.chart-svg g.bar").count()).toBe(7);
      // The same checks as every page, on the visitor's page.
      const signedIn = page;
      page = shared;
      try {
        await checkPage("shared-analytics");
      } finally {
        page = signedIn;
      }
      expect(outside).toEqual([]);
    } finally {
      await visitor.close();
    }

    page.once("dialog", (dialog) => void dialog.accept());
    await page.getByRole("button", { name: "Revoke support team" }).click();
    await page.waitForURL(/sharing\?done=revoked$/);
    const gone = await server.request(new URL(link).pathname);
    expect(gone.status).toBe(404);
  });

  it("creates a project for another repository and changes its settings", async () => {
    await page.goto(`${server.url}/app`, { waitUntil: "load" });
    await visit(
      "new-project",
      () => page.getByRole("link", { name: "New project" }).click(),
      /\/app\/projects\/new$/,
    );
    await checkPage("new-project");
    await page.getByLabel("Repository").selectOption({ label: "acme/handbook" });
    await page.getByLabel("Name").fill("Handbook");
    await page.getByLabel("Branch").fill("main");
    await page.getByLabel("Docs path").fill("docs");
    await visit(
      "project-settings",
      () => page.getByRole("button", { name: "Create project" }).click(),
      /\/settings\?done=created$/,
    );
    expect(await page.getByRole("link", { name: "create an API key" }).count()).toBe(1);
    await checkPage("project-settings");
    await page.getByLabel("Docs path").fill("handbook");
    await page.getByLabel("Files the agent may never write").fill("generated/**");
    await page.getByRole("button", { name: "Save settings" }).click();
    await page.waitForURL(/\/settings\?done=saved$/);
    const row = await server.ctx.db
      .selectFrom("projects")
      .selectAll()
      .where("github_repo_id", "=", 2)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      name: "Handbook",
      base_ref: "main",
      docs_path: "handbook",
      write_deny: ["generated/**"],
    });
  });

  it("shows a page that does not exist as an accessible 404 page", async () => {
    await visit(
      "not-found",
      () => page.goto(`${server.url}/app/projects/${projectId}/nothing`),
      /\/nothing$/,
    );
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Not found");
    await checkPage("not-found");
  });

  it("talked to no address but the server's", () => {
    expect(refused).toEqual([]);
  });
});

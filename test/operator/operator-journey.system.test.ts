import { readFileSync, rmSync, statSync } from "node:fs";
import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseEnv } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { readServerSentEvents } from "#testkit/app/sse-reader.ts";
import {
  createEmbeddedDataDir,
  type EmbeddedDataDir,
} from "#testkit/database/embedded-data-dir.ts";
import { type GitHubDouble, startGitHubDouble } from "#testkit/github/github-double.ts";
import {
  type ScriptedModelServer,
  startScriptedModelServer,
} from "#testkit/model/scripted-model-server.ts";
import { CookieBrowser, fieldValue, formAction } from "#testkit/system/cookie-browser.ts";
import { freePort } from "#testkit/system/free-port.ts";
import { type ServerProcess, startServerProcess } from "#testkit/system/server-process.ts";
import { createViewCollector } from "../../shared/collector/index.ts";

const OPERATOR = { id: 5101, login: "dana", repositories: { "acme/handbook": "admin" as const } };
const INSTALL_PAGE = "# Install\n\nInstal the command line tool, then run `acme init`.\n";
const MODEL_KEY = "sk-journey-0123456789";

/**
 * The operator's first day, as getting started tells it, with every piece a real process or a real
 * HTTP server: `inkwell serve` from the sources (bin/inkwell.js) in an empty folder, the GitHub
 * double as a GitHub Enterprise Server (GHE_HOST), and an OpenAI-compatible model that plays a
 * script. The browser is fetch with a cookie jar; nothing is seeded in the database.
 */
describe("the operator's journey from nothing to a pull request and counted views", () => {
  let folder = "";
  let github: GitHubDouble | undefined;
  let model: ScriptedModelServer | undefined;
  let server: ServerProcess | undefined;
  let data: EmbeddedDataDir | undefined;

  afterAll(async () => {
    await server?.stop();
    await data?.remove();
    await github?.close();
    await model?.close();
    if (folder) rmSync(folder, { recursive: true, force: true });
  });

  it("registers the app, restarts on the written .env, installs, signs in, runs a job and counts views", {
    timeout: 120_000,
  }, async () => {
    folder = await mkdtemp(path.join(tmpdir(), "inkwell-journey-"));
    github = await startGitHubDouble();
    github.addRepository("acme", "handbook", [
      { path: "mkdocs.yml", content: "site_name: Handbook\nnav:\n  - index.md\n  - install.md\n" },
      { path: "docs/index.md", content: "# Handbook\n\nStart with [the install](install.md).\n" },
      { path: "docs/install.md", content: INSTALL_PAGE },
    ]);
    github.signInOnGitHub(OPERATOR);
    model = await startScriptedModelServer(
      [
        {
          calls: [
            [
              "replace_in_file",
              { path: "install.md", oldText: "Instal the", newText: "Install the" },
            ],
          ],
        },
        { calls: [["finish", { summary: "Fixed a typo.", prTitle: "Fix a typo in Install" }]] },
      ],
      { apiKey: MODEL_KEY },
    );
    // Where GitHub is, and a port that stays the same across restarts (the app's URLs name it).
    const port = await freePort();
    // A migrated embedded database, as the first start leaves one (its making is tested elsewhere).
    data = await createEmbeddedDataDir();
    const env = {
      INKWELL_DATA_DIR: data.dir,
      GHE_HOST: github.host,
      GHE_PROTOCOL: "http",
      PORT: String(port),
      INKWELL_AGENT_CONCURRENCY: "1",
    };
    const browser = new CookieBrowser();

    // 1. Nothing configured: the server starts, and its home page is the registration page.
    server = await startServerProcess({ cwd: folder, env });
    const base = server.url;
    const registration = await browser.page(`${base}/`);
    expect(registration.url).toBe(`${base}/probot`);
    const manifest = JSON.parse(fieldValue(registration.html, "manifest")) as {
      callback_urls: string[];
      hook_attributes: { url: string };
    };
    expect(manifest.callback_urls).toEqual([`${base}/app/auth/callback`]);
    expect(manifest.hook_attributes.url).toBe(`${base}/api/github/webhooks`);

    // 2. Register: the form goes to GitHub, which sends the browser back to confirm.
    const toGitHub = formAction(registration.html, /\/settings\/apps\/new/);
    expect(new URL(toGitHub).host).toBe(github.host);
    const confirm = await browser.submit(registration.url, toGitHub, {
      manifest: fieldValue(registration.html, "manifest"),
    });
    expect(confirm.res.status).toBe(200);
    expect(new URL(confirm.url).pathname).toBe("/probot/setup");
    const confirmPage = await confirm.res.text();
    const registered = await browser.submit(confirm.url, "/probot/setup", {
      code: fieldValue(confirmPage, "code"),
      state: fieldValue(confirmPage, "state"),
    });
    const [app] = github.apps();
    if (!app) throw new Error(`GitHub registered no app:\n${server.output()}`);
    // GitHub's installation page is where the browser lands (the double has no such page).
    expect(registered.url).toBe(`http://${github.host}/apps/${app.slug}/installations/new`);
    const envFile = path.join(folder, ".env");
    const written = parseEnv(readFileSync(envFile, "utf8"));
    expect(written).toMatchObject({
      APP_ID: String(app.id),
      WEBHOOK_SECRET: app.webhookSecret,
      GITHUB_CLIENT_ID: app.clientId,
      GITHUB_CLIENT_SECRET: app.clientSecret,
    });
    expect(written.PRIVATE_KEY).toContain("BEGIN RSA PRIVATE KEY");
    expect(written.INKWELL_SECRET?.length).toBeGreaterThanOrEqual(32);
    expect(statSync(envFile).mode & 0o777).toBe(0o600);

    // 3. Restart, with the model set as getting started says: the server takes the written .env.
    expect(await server.stop()).toBe(0);
    server = await startServerProcess({
      cwd: folder,
      env: {
        ...env,
        INKWELL_MODEL: "openai-compatible:docs-model",
        INKWELL_MODEL_BASE_URL: model.baseUrl,
        INKWELL_MODEL_API_KEY: MODEL_KEY,
      },
    });
    expect(server.url).toBe(base);
    const status = await browser.page(`${base}/`);
    // The install link comes from GET /app, which the double answers only to the app's own JWT.
    expect(status.html).toContain(`http://${github.host}/apps/${app.slug}/installations/new`);

    // 4. Install the app: GitHub delivers the signed installation webhook to the manifest's URL.
    const installed = await github.installApp("acme", ["acme/handbook"]);
    expect(installed.status).toBe(200);

    // 5. Sign in to the dashboard through GitHub, then create a project and a key from its forms.
    const signIn = await browser.page(`${base}/app`);
    expect(signIn.url).toMatch(/\/app\/sign-in/);
    const signedIn = await browser.page(`${base}/app/auth/github`);
    expect(new URL(signedIn.url).pathname).toBe("/app");
    expect(signedIn.html).toContain(OPERATOR.login);

    const newProject = await browser.page(`${base}/app/projects/new`);
    const repositoryId = github.repositoryId("acme", "handbook");
    expect(newProject.html).toMatch(
      new RegExp(`<option value="${repositoryId}"[^>]*>acme/handbook</option>`),
    );
    const created = await browser.submit(newProject.url, "/app/projects", {
      _csrf: fieldValue(newProject.html, "_csrf"),
      repositoryId: String(repositoryId),
      name: "",
      branch: "",
      docsPath: "docs",
    });
    expect(created.res.status).toBe(200);
    const projectId = /\/app\/projects\/(prj_\w+)\/settings/.exec(created.url)?.[1] ?? "";
    expect(projectId).not.toBe("");
    await created.res.arrayBuffer();

    const keysPage = await browser.page(`${base}/app/projects/${projectId}/keys`);
    const keyCreated = await browser.submit(keysPage.url, `/app/projects/${projectId}/keys`, {
      _csrf: fieldValue(keysPage.html, "_csrf"),
      name: "docs site",
      scopes: ["read", "write"],
      expires: "never",
      expiresOn: "",
    });
    const keyPage = await keyCreated.res.text();
    expect(keyCreated.res.status, keyPage).toBe(200);
    const key = /value="(ink_[^"]+)"/.exec(keyPage)?.[1] ?? "";
    expect(key).not.toBe("");

    // 6. A job with the key, through the API; the agent opens a pull request on GitHub.
    const api = { authorization: `Bearer ${key}`, "content-type": "application/json" };
    const job = await fetch(`${base}/v2/agent/${projectId}/job`, {
      method: "POST",
      headers: api,
      body: JSON.stringify({ prompt: "Fix the typos in the install guide" }),
    });
    expect(job.status, await job.clone().text()).toBe(201);
    const { id: jobId } = (await job.json()) as { id: string };
    const done = await waitForJob(base, projectId, jobId, key, server);
    expect(done, server.output()).toMatchObject({ status: "completed" });
    const pull = github.pullFor("acme", "handbook", `inkwell/${jobId}`);
    expect(pull).toMatchObject({ state: "open", title: "Fix a typo in Install", draft: false });
    expect(github.filesAt("acme", "handbook", `inkwell/${jobId}`)?.get("docs/install.md")).toBe(
      INSTALL_PAGE.replace("Instal the", "Install the"),
    );
    expect(done.prLink).toBe(`http://${github.host}/acme/handbook/pull/${pull?.number}`);

    // 7. The job's page in the dashboard shows the pull request.
    const jobPage = await browser.page(`${base}/app/projects/${projectId}/jobs/${jobId}`);
    expect(jobPage.html).toContain(`href="${done.prLink}"`);

    // 8. The docs site's collector reports views; the analytics page counts them at once.
    const collector = createViewCollector({ apiUrl: base, projectId, apiKey: key });
    const human = "Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0";
    const agent = "Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; GPTBot/1.2)";
    collector.record({ path: "/install/", userAgent: human, accept: "text/html" });
    collector.record({ path: "/install/", userAgent: human, accept: "text/html" });
    collector.record({ path: "/", userAgent: agent, accept: "text/html" });
    await collector.close({ timeoutMs: 10_000 });
    expect(collector.stats()).toMatchObject({ sent: 3, lastError: undefined });
    const analytics = await browser.page(`${base}/app/projects/${projectId}/analytics`);
    const table = tableOf(analytics.html);
    const today = new Date().toISOString().slice(0, 10);
    // Today's human, AI and total views; each page's; the AI agent by name.
    expect(table).toContainEqual([today, "2", "1", "3"]);
    expect(table).toContainEqual(["/install", "2", "0", "2", "0", "new"]);
    expect(table).toContainEqual(["/", "0", "1", "1", "0", "new"]);
    expect(table).toContainEqual(["GPTBot", "OpenAI", "Training", "1"]);
    expect(server.output()).not.toContain(written.WEBHOOK_SECRET);
    expect(server.output()).not.toContain(key);
  });
});

interface ApiJob {
  status: string;
  prLink?: string | null;
  error?: unknown;
}

/**
 * Follows the job's run transcript as a client does (server-sent events) until its `end`, then
 * reads the job: the agent runs in the server process.
 */
async function waitForJob(
  base: string,
  projectId: string,
  jobId: string,
  key: string,
  server: ServerProcess,
): Promise<ApiJob> {
  const url = `${base}/v2/agent/${projectId}/job/${jobId}`;
  const headers = { authorization: `Bearer ${key}` };
  const stream = await fetch(`${url}/events`, {
    headers: { ...headers, accept: "text/event-stream" },
  });
  expect(stream.headers.get("content-type")).toContain("text/event-stream");
  const events = readServerSentEvents(stream);
  try {
    for (;;) {
      const event = await events.nextEvent(60_000);
      if (!event) throw new Error(`the job's stream closed without its end:\n${server.output()}`);
      if (event.event === "end") break;
    }
  } finally {
    await events.cancel();
  }
  return (await (await fetch(url, { headers })).json()) as ApiJob;
}

/** The rows of a page's tables, each as its cells' text. */
function tableOf(html: string): string[][] {
  return [...html.matchAll(/<tr[^>]*>([\s\S]*?)<\/tr>/g)].map((row) =>
    [...(row[1] as string).matchAll(/<t[dh][^>]*>([\s\S]*?)<\/t[dh]>/g)].map((cell) =>
      (cell[1] as string)
        .replace(/<[^>]+>/g, "")
        .replace(/\s+/g, " ")
        .trim(),
    ),
  );
}

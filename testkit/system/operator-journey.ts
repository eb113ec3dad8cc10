import assert from "node:assert/strict";
import { readFileSync, statSync } from "node:fs";
import { parseEnv } from "node:util";
import { createViewCollector } from "../../packages/collector/src/index.ts";
import { readServerSentEvents } from "../app/sse-reader.ts";
import { startGitHubDouble } from "../github/github-double.ts";
import { startScriptedModelServer } from "../model/scripted-model-server.ts";
import { CookieBrowser, fieldValue, formAction } from "./cookie-browser.ts";
import { freePort } from "./free-port.ts";

/** `inkwell serve` started by the journey, wherever it runs (the sources, a built image). */
export interface JourneyServer {
  output(): string;
  /** SIGTERM, then the exit code. */
  stop(): Promise<number | null>;
}

export interface OperatorJourneyOptions {
  /**
   * Starts `inkwell serve` with this environment (the GitHub host, the port, the public URL and,
   * after registration, the model) in the working folder whose `.env` is `envFile`, and resolves
   * once it listens on 127.0.0.1 at PORT.
   */
  start(env: Record<string, string>): Promise<JourneyServer>;
  /** The working folder's `.env`, as this machine reads it. */
  envFile: string;
  /** Told of each step once it holds. */
  step?(what: string): void;
}

const OPERATOR = { id: 5101, login: "dana", repositories: { "acme/handbook": "admin" as const } };
const INSTALL_PAGE = "# Install\n\nInstal the command line tool, then run `acme init`.\n";
const MODEL_KEY = "sk-journey-0123456789";
const HUMAN = "Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0";
const GPTBOT = "Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; GPTBot/1.2)";

/**
 * The operator's first day as getting started tells it, against a real server process, the GitHub
 * double (as a GitHub Enterprise Server, GHE_HOST) and an OpenAI-compatible model that plays a
 * script, all over HTTP, with a browser that is fetch and a cookie jar: start with no GitHub App →
 * register it from the setup page (the manifest flow) → restart on the written `.env`, model set →
 * GitHub installs the app and delivers the signed webhook → sign in to the dashboard through
 * GitHub → create a project and a key from its forms → a job with the key through the API → the
 * agent's pull request on GitHub → the job's page shows it → the collector reports views → the
 * analytics page counts them. Nothing is seeded; every check failing throws, naming the step.
 */
export async function walkOperatorJourney(options: OperatorJourneyOptions): Promise<void> {
  const step = options.step ?? (() => {});
  const github = await startGitHubDouble();
  const model = await startScriptedModelServer(
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
  let server: JourneyServer | undefined;
  try {
    github.addRepository("acme", "handbook", [
      { path: "mkdocs.yml", content: "site_name: Handbook\nnav:\n  - index.md\n  - install.md\n" },
      { path: "docs/index.md", content: "# Handbook\n\nStart with [the install](install.md).\n" },
      { path: "docs/install.md", content: INSTALL_PAGE },
    ]);
    github.signInOnGitHub(OPERATOR);
    // The address GitHub reaches, the same across restarts (the app's URLs name it).
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const env = {
      GHE_HOST: github.host,
      GHE_PROTOCOL: "http",
      PORT: String(port),
      INKWELL_PUBLIC_URL: base,
      INKWELL_AGENT_CONCURRENCY: "1",
    };
    const browser = new CookieBrowser();

    // Nothing configured: the server starts, and its home page is the registration page.
    server = await options.start(env);
    const registration = await browser.page(`${base}/`);
    assert.equal(registration.url, `${base}/probot`);
    const manifest = JSON.parse(fieldValue(registration.html, "manifest")) as {
      callback_urls: string[];
      hook_attributes: { url: string };
    };
    assert.deepEqual(manifest.callback_urls, [`${base}/app/auth/callback`]);
    assert.equal(manifest.hook_attributes.url, `${base}/api/github/webhooks`);
    step("setup mode: the home page is the registration page, its manifest names this server");

    // Register: the form goes to GitHub, which sends the browser back to confirm.
    const toGitHub = formAction(registration.html, /\/settings\/apps\/new/);
    assert.equal(new URL(toGitHub).host, github.host);
    const confirm = await browser.submit(registration.url, toGitHub, {
      manifest: fieldValue(registration.html, "manifest"),
    });
    const confirmPage = await confirm.res.text();
    assert.equal(confirm.res.status, 200, confirmPage);
    assert.equal(new URL(confirm.url).pathname, "/probot/setup");
    const registered = await browser.submit(confirm.url, "/probot/setup", {
      code: fieldValue(confirmPage, "code"),
      state: fieldValue(confirmPage, "state"),
    });
    const [app] = github.apps();
    if (!app) throw new Error(`GitHub registered no app:\n${server.output()}`);
    // The browser goes on to GitHub's page for installing the app (the double has none).
    assert.equal(registered.url, `http://${github.host}/apps/${app.slug}/installations/new`);
    const written = parseEnv(readFileSync(options.envFile, "utf8"));
    assert.equal(written.APP_ID, String(app.id));
    assert.equal(written.WEBHOOK_SECRET, app.webhookSecret);
    assert.equal(written.GITHUB_CLIENT_ID, app.clientId);
    assert.equal(written.GITHUB_CLIENT_SECRET, app.clientSecret);
    assert.match(written.PRIVATE_KEY ?? "", /BEGIN RSA PRIVATE KEY/);
    assert.ok((written.INKWELL_SECRET ?? "").length >= 32, "INKWELL_SECRET is written");
    assert.equal(statSync(options.envFile).mode & 0o777, 0o600);
    step("registered through the manifest flow: .env holds the app and INKWELL_SECRET, mode 0600");

    // Restart, with the model set as getting started says: the server takes the written .env.
    assert.equal(await server.stop(), 0, server.output());
    server = await options.start({
      ...env,
      INKWELL_MODEL: "openai-compatible:docs-model",
      INKWELL_MODEL_BASE_URL: model.baseUrl,
      INKWELL_MODEL_API_KEY: MODEL_KEY,
    });
    const status = await browser.page(`${base}/`);
    // The install link comes from GET /app, which the double answers only to the app's own JWT.
    assert.ok(
      status.html.includes(`http://${github.host}/apps/${app.slug}/installations/new`),
      status.html,
    );
    step("restarted on the written .env: the home page links to the app's installation page");

    // Install: GitHub delivers the signed installation webhook to the manifest's URL.
    const installed = await github.installApp("acme", ["acme/handbook"]);
    assert.equal(installed.status, 200, server.output());
    step("installed: the signed installation webhook is accepted");

    // Sign in to the dashboard through GitHub, then create a project and a key from its forms.
    const signIn = await browser.page(`${base}/app`);
    assert.match(signIn.url, /\/app\/sign-in/);
    const signedIn = await browser.page(`${base}/app/auth/github`);
    assert.equal(new URL(signedIn.url).pathname, "/app");
    assert.ok(signedIn.html.includes(OPERATOR.login), signedIn.html);
    step("signed in to the dashboard through GitHub's web flow");

    const newProject = await browser.page(`${base}/app/projects/new`);
    const repositoryId = github.repositoryId("acme", "handbook");
    assert.match(
      newProject.html,
      new RegExp(`<option value="${repositoryId}"[^>]*>acme/handbook</option>`),
    );
    const created = await browser.submit(newProject.url, "/app/projects", {
      _csrf: fieldValue(newProject.html, "_csrf"),
      repositoryId: String(repositoryId),
      name: "",
      branch: "",
      docsPath: "docs",
    });
    await created.res.arrayBuffer();
    assert.equal(created.res.status, 200);
    const projectId = /\/app\/projects\/(prj_\w+)\/settings/.exec(created.url)?.[1] ?? "";
    assert.notEqual(projectId, "", created.url);

    const keysPage = await browser.page(`${base}/app/projects/${projectId}/keys`);
    const keyCreated = await browser.submit(keysPage.url, `/app/projects/${projectId}/keys`, {
      _csrf: fieldValue(keysPage.html, "_csrf"),
      name: "docs site",
      scopes: ["read", "write"],
      expires: "never",
      expiresOn: "",
    });
    const keyPage = await keyCreated.res.text();
    assert.equal(keyCreated.res.status, 200, keyPage);
    const key = /value="(ink_[^"]+)"/.exec(keyPage)?.[1] ?? "";
    assert.notEqual(key, "", keyPage);
    step("a project and an API key created from the dashboard's forms");

    // A job with the key, through the API; the agent opens a pull request on GitHub.
    const api = { authorization: `Bearer ${key}`, "content-type": "application/json" };
    const job = await fetch(`${base}/v2/agent/${projectId}/job`, {
      method: "POST",
      headers: api,
      body: JSON.stringify({ prompt: "Fix the typos in the install guide" }),
    });
    const jobBody = (await job.json()) as { id: string };
    assert.equal(job.status, 201, JSON.stringify(jobBody));
    const done = await followJob(base, projectId, jobBody.id, key, server);
    assert.equal(done.status, "completed", `${JSON.stringify(done)}\n${server.output()}`);
    const pull = github.pullFor("acme", "handbook", `inkwell/${jobBody.id}`);
    assert.ok(pull, "the agent opened a pull request");
    assert.equal(pull.state, "open");
    assert.equal(pull.draft, false);
    assert.equal(pull.title, "Fix a typo in Install");
    const changed = github.filesAt("acme", "handbook", `inkwell/${jobBody.id}`);
    assert.equal(
      changed?.get("docs/install.md"),
      INSTALL_PAGE.replace("Instal the", "Install the"),
    );
    assert.equal(done.prLink, `http://${github.host}/acme/handbook/pull/${pull.number}`);
    step("a job with the key: the agent opened its pull request and the job completed");

    const jobPage = await browser.page(`${base}/app/projects/${projectId}/jobs/${jobBody.id}`);
    assert.ok(jobPage.html.includes(`href="${done.prLink}"`), jobPage.html);
    step("the job's page in the dashboard links its pull request");

    // The docs site's collector reports views; the analytics page counts them at once.
    const collector = createViewCollector({ apiUrl: base, projectId, apiKey: key });
    collector.record({ path: "/install/", userAgent: HUMAN, accept: "text/html" });
    collector.record({ path: "/install/", userAgent: HUMAN, accept: "text/html" });
    collector.record({ path: "/", userAgent: GPTBOT, accept: "text/html" });
    await collector.close({ timeoutMs: 10_000 });
    const sent = collector.stats();
    assert.equal(sent.sent, 3, JSON.stringify(sent));
    const analytics = await browser.page(`${base}/app/projects/${projectId}/analytics`);
    const rows = tableRows(analytics.html).map((row) => row.join(" | "));
    const today = new Date().toISOString().slice(0, 10);
    // Today's human, AI, total and crawler views; each page's, with its previous total (a path
    // counts without its trailing slash); the AI agent by name.
    for (const row of [
      `${today} | 2 | 1 | 3 | 0`,
      "/install | 2 | 0 | 2 | 0 | 0 | new",
      "/ | 0 | 1 | 1 | 0 | 0 | new",
      "GPTBot | OpenAI | Training | 1",
    ]) {
      assert.ok(rows.includes(row), `no row ${row} in the analytics page:\n${rows.join("\n")}`);
    }
    step("the collector's views are counted on the analytics page, human and AI");

    for (const secret of [app.webhookSecret, app.clientSecret, key, MODEL_KEY]) {
      assert.ok(!server.output().includes(secret), "a secret reached the server's log");
    }
  } finally {
    await server?.stop();
    await github.close();
    await model.close();
  }
}

interface ApiJob {
  status: string;
  prLink?: string | null;
}

/**
 * Follows the job's run transcript as a client does (server-sent events) until its `end`, then
 * reads the job.
 */
async function followJob(
  base: string,
  projectId: string,
  jobId: string,
  key: string,
  server: JourneyServer,
): Promise<ApiJob> {
  const url = `${base}/v2/agent/${projectId}/job/${jobId}`;
  const headers = { authorization: `Bearer ${key}` };
  const stream = await fetch(`${url}/events`, {
    headers: { ...headers, accept: "text/event-stream" },
  });
  assert.match(stream.headers.get("content-type") ?? "", /text\/event-stream/);
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
function tableRows(html: string): string[][] {
  return [...html.matchAll(/<tr[^>]*>([\s\S]*?)<\/tr>/g)].map((row) =>
    [...(row[1] as string).matchAll(/<t[dh][^>]*>([\s\S]*?)<\/t[dh]>/g)].map((cell) =>
      (cell[1] as string)
        .replace(/<[^>]+>/g, "")
        .replace(/\s+/g, " ")
        .trim(),
    ),
  );
}

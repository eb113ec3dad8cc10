import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import express from "express";
import Fastify from "fastify";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestClock } from "#testkit/app/test-clock.ts";
import { useTestServer } from "#testkit/app/test-server.ts";
import { createProjectWithKey, type ProjectWithKey } from "#testkit/database/seed.ts";
import { oneDatabaseKind } from "#testkit/database/test-database.ts";
import { reportPageViews as expressViews } from "../../examples/collector/express-views.ts";
import { reportPageViews as fastifyViews } from "../../examples/collector/fastify-views.ts";
import { reportPageViews as honoViews } from "../../examples/collector/hono-views.ts";
import {
  createViewCollector,
  type ViewCollectorOptions,
} from "../../packages/collector/src/index.ts";

// Next.js is not installed: this stands in for the one call the proxy recipe makes, answering as
// Next.js does (a response that tells Next.js to go on to the page).
vi.mock("next/server", () => ({
  NextResponse: { next: () => new Response(null, { headers: { "x-middleware-next": "1" } }) },
}));

const ROOT = path.resolve(import.meta.dirname, "../..");
const TSX = pathToFileURL(path.join(ROOT, "node_modules/tsx/dist/loader.mjs")).href;
const CHROME =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const CLAUDE_USER =
  "Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; Claude-User/1.0; +Claude-User@anthropic.com)";

interface PageCounts {
  path: string;
  human: number;
  ai: number;
  total: number;
  crawler: number;
}

/** A small static docs site: two pages, a stylesheet. */
async function writeSite(dir: string): Promise<void> {
  await mkdir(path.join(dir, "site/docs"), { recursive: true });
  await writeFile(path.join(dir, "site/index.html"), "<h1>Docs</h1>");
  await writeFile(path.join(dir, "site/docs/install.html"), "<h1>Install</h1>");
  await writeFile(path.join(dir, "site/style.css"), "h1 { color: navy }");
}

describe.each(oneDatabaseKind())("the collector recipes against the real server on %s", (kind) => {
  // The recipes stamp views with the real time, so the server's clock starts at the real time too.
  const { server } = useTestServer(kind, { clock: createTestClock(new Date()) });
  let tmp: string;

  beforeAll(async () => {
    tmp = await mkdtemp(path.join(os.tmpdir(), "inkwell-recipes-"));
    await writeSite(tmp);
  });
  afterAll(async () => {
    await rm(tmp, { recursive: true, force: true });
  });

  function collectorFor(owner: ProjectWithKey, options: Partial<ViewCollectorOptions> = {}) {
    return createViewCollector({
      apiUrl: server.url,
      projectId: owner.project.id,
      apiKey: owner.key,
      ...options,
    });
  }

  async function pagesOf(owner: ProjectWithKey): Promise<PageCounts[]> {
    const res = await server.request(`/v1/analytics/${owner.project.id}/views`, {
      headers: { authorization: `Bearer ${owner.key}` },
    });
    expect(res.status).toBe(200);
    return ((await res.json()) as { views: PageCounts[] }).views;
  }

  function inkwellEnv(owner: ProjectWithKey) {
    return {
      INKWELL_URL: server.url,
      INKWELL_PROJECT_ID: owner.project.id,
      INKWELL_KEY: owner.key,
    };
  }

  describe("Next.js proxy", () => {
    it("reports a page, hands the send to waitUntil, and lets Next.js go on to the page", async () => {
      const owner = await createProjectWithKey(server.ctx);
      Object.assign(process.env, inkwellEnv(owner));
      vi.resetModules();
      const { proxy, config } = await import("../../examples/collector/next-proxy.ts");
      const { NextRequest, NextFetchEvent } = nextStandIns();
      const waiting: Promise<unknown>[] = [];
      const event = new NextFetchEvent((promise) => waiting.push(promise));
      const request = new NextRequest("https://docs.example.com/docs/install?from=search", {
        headers: { "user-agent": CLAUDE_USER, accept: "text/markdown" },
      });

      const response = proxy(request, event);

      expect(response.headers.get("x-middleware-next")).toBe("1");
      expect(waiting).toHaveLength(1);
      await Promise.all(waiting);
      expect(await pagesOf(owner)).toEqual([
        { path: "/docs/install", human: 0, ai: 1, total: 1, crawler: 0 },
      ]);
      expect(config.matcher).toEqual(["/((?!_next/|api/|favicon.ico).*)"]);
    });

    it("loads without INKWELL_URL, says so once, and still lets every page through", async () => {
      const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
      try {
        for (const name of ["INKWELL_URL", "INKWELL_PROJECT_ID", "INKWELL_KEY"]) {
          delete process.env[name];
        }
        vi.resetModules();
        const { proxy } = await import("../../examples/collector/next-proxy.ts");
        const { NextRequest, NextFetchEvent } = nextStandIns();
        const waiting: Promise<unknown>[] = [];
        const event = new NextFetchEvent((promise) => waiting.push(promise));
        const responses = ["/docs/install", "/docs/deploy"].map((pathname) =>
          proxy(
            new NextRequest(`https://docs.example.com${pathname}`, {
              headers: { "user-agent": CHROME },
            }),
            event,
          ),
        );

        expect(responses.map((res) => res.headers.get("x-middleware-next"))).toEqual(["1", "1"]);
        const stats = await Promise.all(waiting);
        expect(stats.at(-1)).toMatchObject({ sent: 0, dropped: { misconfigured: 2 } });
        expect(warn.mock.calls).toEqual([
          [
            "Inkwell view collector: apiUrl is required: the Inkwell server's base URL, e.g. https://inkwell.example.com. Page views are not reported until this is fixed.",
          ],
        ]);
      } finally {
        warn.mockRestore();
      }
    });
  });

  describe("Cloudflare Worker", () => {
    let origin: Server;
    let originUrl: string;
    beforeAll(async () => {
      // The docs site behind the Worker's route.
      origin = createServer((req, res) => {
        if (req.url?.startsWith("/docs/install")) {
          res
            .writeHead(200, { "content-type": "text/html; charset=utf-8" })
            .end("<h1>Install</h1>");
        } else if (req.url === "/style.css") {
          res.writeHead(200, { "content-type": "text/css" }).end("h1 {}");
        } else res.writeHead(404, { "content-type": "text/html" }).end("<h1>Not found</h1>");
      });
      origin.listen(0, "127.0.0.1");
      await once(origin, "listening");
      originUrl = `http://127.0.0.1:${(origin.address() as { port: number }).port}`;
    });
    afterAll(() => {
      origin.close();
    });

    it("passes every answer through and reports pages only, sending within waitUntil", async () => {
      const owner = await createProjectWithKey(server.ctx);
      const { default: worker } = await import("../../examples/collector/cloudflare-worker.ts");
      const env = inkwellEnv(owner);
      const waiting: Promise<unknown>[] = [];
      const ctx = { waitUntil: (promise: Promise<unknown>) => void waiting.push(promise) };
      const visit = (pathname: string, userAgent: string) =>
        worker.fetch(
          new Request(`${originUrl}${pathname}`, { headers: { "user-agent": userAgent } }),
          env,
          ctx,
        );

      const page = await visit("/docs/install?ref=newsletter", CHROME);
      const style = await visit("/style.css", CHROME);
      const missing = await visit("/nope", CHROME);
      const again = await visit("/docs/install", CLAUDE_USER);

      expect([page.status, style.status, missing.status, again.status]).toEqual([
        200, 200, 404, 200,
      ]);
      expect(await page.text()).toBe("<h1>Install</h1>");
      expect(waiting).toHaveLength(2);
      await Promise.all(waiting);
      expect(await pagesOf(owner)).toEqual([
        { path: "/docs/install", human: 1, ai: 1, total: 2, crawler: 0 },
      ]);
    });
  });

  describe("Express", () => {
    it("reports pages once they are served, and sends the queue on SIGTERM", async () => {
      const owner = await createProjectWithKey(server.ctx);
      const site = await startExpressServer(tmp, inkwellEnv(owner));
      try {
        const visits = [
          ["/docs/install", CHROME],
          ["/docs/install?utm_source=mail", CLAUDE_USER],
          ["/", CHROME],
          ["/style.css", CHROME],
          ["/nope", CHROME],
        ] as const;
        const statuses = [];
        for (const [pathname, userAgent] of visits) {
          const res = await fetch(`${site.url}${pathname}`, {
            headers: { "user-agent": userAgent },
          });
          await res.arrayBuffer();
          statuses.push(res.status);
        }
        expect(statuses).toEqual([200, 200, 200, 200, 404]);
      } finally {
        site.child.kill("SIGTERM");
      }
      const [code] = await once(site.child, "exit");

      expect(code).toBe(0);
      expect(site.output()).toContain("Inkwell: 3 views sent, 0 not sent");
      expect(await pagesOf(owner)).toEqual([
        { path: "/docs/install", human: 1, ai: 1, total: 2, crawler: 0 },
        { path: "/", human: 1, ai: 0, total: 1, crawler: 0 },
      ]);
    });

    it("sends the queue on Ctrl-C (SIGINT) as on SIGTERM", async () => {
      const owner = await createProjectWithKey(server.ctx);
      const site = await startExpressServer(tmp, inkwellEnv(owner));
      try {
        const res = await fetch(`${site.url}/docs/install`, { headers: { "user-agent": CHROME } });
        expect(await res.text()).toBe("<h1>Install</h1>");
      } finally {
        site.child.kill("SIGINT");
      }
      const [code] = await once(site.child, "exit");

      expect(code).toBe(0);
      expect(site.output()).toContain("Inkwell: 1 views sent, 0 not sent");
      expect(await pagesOf(owner)).toEqual([
        { path: "/docs/install", human: 1, ai: 0, total: 1, crawler: 0 },
      ]);
    });

    it("answers the page at once even when Inkwell does not answer at all", async () => {
      const owner = await createProjectWithKey(server.ctx);
      const collector = collectorFor(owner, { fetch: () => new Promise<Response>(() => {}) });
      const app = express();
      app.use(expressViews(collector));
      app.get("/docs/install", (_req, res) => {
        res.type("html").send("<h1>Install</h1>");
      });
      const listening = app.listen(0, "127.0.0.1");
      await once(listening, "listening");
      try {
        const port = (listening.address() as { port: number }).port;
        const res = await fetch(`http://127.0.0.1:${port}/docs/install`);
        expect(await res.text()).toBe("<h1>Install</h1>");
        await vi.waitFor(() => expect(collector.stats().queued).toBe(1));
      } finally {
        listening.close();
      }
    });
  });

  describe("Fastify", () => {
    it("reports pages from onResponse and sends the queue when the server closes", async () => {
      const owner = await createProjectWithKey(server.ctx);
      const collector = collectorFor(owner, { flushIntervalMs: 60_000 });
      const app = Fastify();
      fastifyViews(app, collector);
      app.get("/docs/install", async (_request, reply) =>
        reply.type("text/html").send("<h1>Install</h1>"),
      );
      app.get("/api/search", async () => ({ results: [] }));
      app.get("/app.js", async (_request, reply) => reply.type("text/javascript").send("1"));
      const address = await app.listen({ port: 0, host: "127.0.0.1" });

      for (const [pathname, userAgent] of [
        ["/docs/install?q=1", CHROME],
        ["/docs/install", CLAUDE_USER],
        ["/api/search", CHROME],
        ["/app.js", CHROME],
        ["/nope", CHROME],
      ] as const) {
        const res = await fetch(`${address}${pathname}`, { headers: { "user-agent": userAgent } });
        await res.arrayBuffer();
      }
      await vi.waitFor(() => expect(collector.stats().queued).toBe(2));
      expect(collector.stats().sent).toBe(0);
      await app.close();

      expect(collector.stats()).toMatchObject({ queued: 0, sent: 2 });
      expect(await pagesOf(owner)).toEqual([
        { path: "/docs/install", human: 1, ai: 1, total: 2, crawler: 0 },
      ]);
    });
  });

  describe("Hono", () => {
    it("reports pages after the handlers answer, and not other answers", async () => {
      const owner = await createProjectWithKey(server.ctx);
      const collector = collectorFor(owner, { flushIntervalMs: 60_000 });
      const app = new Hono();
      app.use(honoViews(collector));
      app.get("/docs/:page", (c) => c.html(`<h1>${c.req.param("page")}</h1>`));
      app.get("/api/search", (c) => c.json({ results: [] }));

      const responses = await Promise.all([
        app.request("/docs/install?ref=x", { headers: { "user-agent": CHROME } }),
        app.request("/docs/install.md", { headers: { "user-agent": "python-httpx/0.28.1" } }),
        app.request("/api/search", { headers: { "user-agent": CHROME } }),
        app.request("/missing", { headers: { "user-agent": CHROME } }),
      ]);
      expect(responses.map((r) => r.status)).toEqual([200, 200, 200, 404]);
      await collector.flush();

      expect(await pagesOf(owner)).toEqual([
        { path: "/docs/install", human: 1, ai: 1, total: 2, crawler: 0 },
      ]);
    });
  });
});

/** The two `next/server` classes the proxy receives, built as Next.js builds them for a request. */
function nextStandIns() {
  class NextRequest extends Request {
    readonly nextUrl: URL;
    constructor(input: string, init?: RequestInit) {
      super(input, init);
      this.nextUrl = new URL(input);
    }
  }
  class NextFetchEvent {
    constructor(private readonly keep: (promise: Promise<unknown>) => void) {}
    waitUntil(promise: Promise<unknown>): void {
      this.keep(promise);
    }
  }
  return { NextRequest, NextFetchEvent };
}

/** Runs examples/collector/express-server.ts as its own process, in a folder holding `site/`. */
async function startExpressServer(cwd: string, env: Record<string, string>) {
  const child: ChildProcess = spawn(
    process.execPath,
    ["--import", TSX, path.join(ROOT, "examples/collector/express-server.ts")],
    {
      cwd,
      // The package name resolves to its sources through the repository's tsconfig paths.
      env: {
        PATH: process.env.PATH,
        PORT: "0",
        TSX_TSCONFIG_PATH: path.join(ROOT, "tsconfig.json"),
        ...env,
      },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  let output = "";
  child.stdout?.on("data", (chunk) => {
    output += String(chunk);
  });
  child.stderr?.on("data", (chunk) => {
    output += String(chunk);
  });
  await vi.waitFor(() => expect(output).toMatch(/Docs on http:\/\/localhost:\d+/), {
    timeout: 20_000,
    interval: 50,
  });
  const port = /localhost:(\d+)/.exec(output)?.[1];
  return { child, url: `http://127.0.0.1:${port}`, output: () => output };
}

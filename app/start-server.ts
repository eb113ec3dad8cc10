import type { Server as HttpServer } from "node:http";
import { createRequire } from "node:module";
import { type AddressInfo, createServer as createNetServer } from "node:net";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { Probot, Server } from "probot";
import type { AppContext } from "./app-context.ts";
import { probotOptions } from "./github/github-app.ts";
import { pickRequestId } from "./http/request-id.ts";
import { createApp } from "./index.ts";

const KEEP_ALIVE_TIMEOUT_MS = 65_000;

/** Probot's default webhook path, where GitHub is told to deliver. */
const WEBHOOK_PATH = "/api/github/webhooks";

export interface RunningServer {
  url: string;
  port: number;
  /**
   * Drains and stops: `/healthz` answers 503 and responses close their connection; the agent
   * worker aborts its model calls and gives its leases back; then the server stops listening and
   * lets the requests in flight finish. After `timeoutMs`, leases still held are given back and
   * the remaining connections are closed: `timedOut` tells that it came to this.
   */
  stop(options?: { timeoutMs?: number }): Promise<{ timedOut: boolean }>;
}

/** Starts Probot's server with Inkwell loaded into it. The caller owns (and closes) the database. */
export async function startServer(ctx: AppContext): Promise<RunningServer> {
  const { config, log } = ctx;
  const server = new Server({
    host: config.host,
    // Probot treats port 0 as "unset" (3000), so "any free port" is resolved here.
    port: config.port === 0 ? await findFreePort(config.host) : config.port,
    log,
    Probot: Probot.defaults(probotOptions(config.github, log)),
  });
  if (!config.github) await server.loadHandlerFactory(await loadProbotSetupPage(ctx));
  const draining = new AbortController();
  const app = createApp({ ...ctx, draining: draining.signal });
  await server.load(app.applicationFunction);
  const httpServer: HttpServer = await server.start();
  // Longer than the idle timeouts of clients and proxies (60 s for most load balancers), so it is
  // always the client that closes an idle connection: a server closing it first races the next
  // request sent on it, which then fails. The header deadline must exceed it, or Node cuts short.
  httpServer.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  httpServer.headersTimeout = KEEP_ALIVE_TIMEOUT_MS + 1000;
  // Every response, Probot's webhook answers included, carries the request id.
  httpServer.prependListener("request", (req, res) => {
    const id = pickRequestId(req.headers["x-request-id"]);
    req.headers["x-request-id"] = id;
    res.setHeader("X-Request-Id", id);
  });
  // While draining, every response ends its connection, so keep-alive clients reconnect elsewhere.
  httpServer.prependListener("request", (_req, res) => {
    if (draining.signal.aborted) res.setHeader("Connection", "close");
  });
  // Probot answers its webhook path itself, so that route is named here.
  ctx.metrics?.observeServer(httpServer, (path) =>
    path === WEBHOOK_PATH ? WEBHOOK_PATH : undefined,
  );
  const { port } = httpServer.address() as AddressInfo;
  const host = config.host === "0.0.0.0" || config.host === "::" ? "localhost" : config.host;
  return {
    url: `http://${host.includes(":") ? `[${host}]` : host}:${port}`,
    port,
    async stop(options = {}) {
      draining.abort();
      // A connection whose request began before the drain turns idle after its answer: close it
      // then, or keep-alive would hold the server open for a minute.
      const closeIdle = setInterval(() => httpServer.closeIdleConnections(), 100);
      closeIdle.unref();
      const drained = (async () => {
        await app.stop();
        await server.stop();
      })().finally(() => clearInterval(closeIdle));
      if (options.timeoutMs === undefined) {
        await drained;
        return { timedOut: false };
      }
      let timer: NodeJS.Timeout | undefined;
      const deadline = new Promise<"deadline">((resolve) => {
        timer = setTimeout(() => resolve("deadline"), options.timeoutMs);
      });
      const first = await Promise.race([drained.then(() => "drained" as const), deadline]);
      clearTimeout(timer);
      if (first === "drained") return { timedOut: false };
      clearInterval(closeIdle);
      await app.releaseLeases();
      httpServer.closeAllConnections();
      return { timedOut: true };
    },
  };
}

function findFreePort(host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createNetServer();
    probe.once("error", reject);
    probe.listen(0, host, () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Probot's GitHub App registration page (manifest flow, from app.yml). Probot serves it only from
 * `run()`, which cannot host other routes beside it, so its factory is loaded from the package.
 */
async function loadProbotSetupPage(ctx: AppContext) {
  const probotLib = path.dirname(createRequire(import.meta.url).resolve("probot"));
  const { setupAppFactory } = (await import(
    pathToFileURL(path.join(probotLib, "apps", "setup.js")).href
  )) as {
    setupAppFactory: (options: {
      host: string;
      port: number;
      log: AppContext["log"];
    }) => Parameters<Server["loadHandlerFactory"]>[0];
  };
  return setupAppFactory({
    host: ctx.config.host,
    port: ctx.config.port,
    log: ctx.log.child({ name: "setup" }),
  });
}

import type { Server as HttpServer } from "node:http";
import { createRequire } from "node:module";
import { type AddressInfo, createServer as createNetServer } from "node:net";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { Probot, Server } from "probot";
import type { AppContext } from "./app-context.ts";
import { probotOptions } from "./github/github-app.ts";
import { frontDoor, WEBHOOK_PATH } from "./http/front-door.ts";
import { createApp } from "./index.ts";

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
  /** The Node server underneath, for its settings (timeouts) and its connections. */
  httpServer: HttpServer;
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
  setServerTimeouts(httpServer);
  // Probot's own listener (access log, webhooks, then Inkwell's routes) runs behind the front door.
  const probotListeners = httpServer.listeners("request") as Parameters<typeof frontDoor>[1][];
  httpServer.removeAllListeners("request");
  httpServer.on(
    "request",
    frontDoor({ webhooksEnabled: Boolean(config.github?.webhookSecret), log }, (req, res) => {
      for (const listener of probotListeners) listener.call(httpServer, req, res);
    }),
  );
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
    httpServer,
    async stop(options = {}) {
      draining.abort();
      const drained = (async () => {
        await app.stop();
        await server.stop();
      })();
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
      await app.releaseLeases();
      httpServer.closeAllConnections();
      return { timedOut: true };
    },
  };
}

/**
 * Node's defaults let a client hold a request open for five minutes and close idle keep-alive
 * connections after five seconds, shorter than most load balancers keep theirs (60 s), which then
 * reuse a connection the server has just closed. Headers must arrive within 30 s (slow-header
 * clients), a whole request within 2 min (a 25 MiB webhook at 2 Mbit/s), and idle connections are
 * kept for 65 s, longer than the proxy in front.
 */
export const SERVER_TIMEOUTS = {
  headersTimeout: 30_000,
  requestTimeout: 120_000,
  keepAliveTimeout: 65_000,
} as const;

function setServerTimeouts(httpServer: HttpServer): void {
  httpServer.headersTimeout = SERVER_TIMEOUTS.headersTimeout;
  httpServer.requestTimeout = SERVER_TIMEOUTS.requestTimeout;
  httpServer.keepAliveTimeout = SERVER_TIMEOUTS.keepAliveTimeout;
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

import type { Server as HttpServer } from "node:http";
import { type AddressInfo, createServer as createNetServer } from "node:net";
import path from "node:path";
import { Probot, Server } from "probot";
import { SmeeClient } from "smee-client";
import type { AppContext } from "./app-context.ts";
import { WEBHOOK_PATH } from "./config.ts";
import { probotOptions } from "./github/github-app.ts";
import { createSetupHandler, createSetupToken } from "./github/setup-mode.ts";
import { type FrontDoorHandlers, frontDoor } from "./http/front-door.ts";
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
  /** In setup mode (no GitHub App yet): the token that opens the setup pages to other machines. */
  setupToken: string | undefined;
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
    Probot: Probot.defaults(probotOptions(config, log)),
  });
  const setupToken = config.github ? undefined : createSetupToken();
  if (setupToken) {
    const setup = await createSetupHandler({
      config,
      log: log.child({ name: "setup" }),
      token: setupToken,
      envFile: path.resolve(".env"),
    });
    await server.loadHandlerFactory(() => setup);
  }
  const draining = new AbortController();
  const app = createApp({ ...ctx, draining: draining.signal });
  await server.load(app.applicationFunction);
  const httpServer: HttpServer = await server.start();
  setServerTimeouts(httpServer);
  // Probot's own listener (access log, webhooks, then Inkwell's routes) runs behind the front door.
  const probotListeners = httpServer.listeners("request") as FrontDoorHandlers["probot"][];
  httpServer.removeAllListeners("request");
  httpServer.on(
    "request",
    frontDoor(
      {
        webhooksEnabled: Boolean(config.github?.webhookSecret),
        webhookSecret: config.github?.webhookSecret,
        log,
      },
      {
        probot: (req, res) => {
          for (const listener of probotListeners) listener.call(httpServer, req, res);
        },
        // In setup mode Probot's server serves the setup pages in front of Inkwell's app.
        inkwell: setupToken ? undefined : app.requestListener(),
      },
    ),
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
  const url = `http://${host.includes(":") ? `[${host}]` : host}:${port}`;
  const webhookProxy = config.webhookProxyUrl
    ? await startWebhookProxy(config.webhookProxyUrl, `${url}${WEBHOOK_PATH}`, log)
    : undefined;
  return {
    url,
    port,
    setupToken,
    httpServer,
    async stop(options = {}) {
      draining.abort();
      // Live event streams never end on their own; ending them lets the server close.
      app.closeStreams();
      // A connection whose request began before the drain turns idle after its answer: close it
      // then, or keep-alive would hold the server open for a minute.
      const closeIdle = setInterval(() => httpServer.closeIdleConnections(), 100);
      closeIdle.unref();
      const drained = (async () => {
        await webhookProxy?.stop();
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
 * Forwards the deliveries of a webhook relay (smee.io) to this server's webhook route, as Probot
 * apps do in development: the smee client is a dependency, never fetched at run time.
 */
async function startWebhookProxy(
  source: string,
  target: string,
  log: AppContext["log"],
): Promise<SmeeClient> {
  const proxyLog = log.child({ name: "webhook-proxy" });
  const client = new SmeeClient({
    source,
    target,
    logger: {
      info: (...args: unknown[]) => proxyLog.info(args.map(String).join(" ")),
      error: (...args: unknown[]) => proxyLog.error(args.map(String).join(" ")),
    },
  });
  // Not awaited: an unreachable relay is logged and retried by the client, never a failed start.
  client.start().catch((error: unknown) => {
    proxyLog.warn({ err: error }, "the webhook relay cannot be reached");
  });
  return client;
}

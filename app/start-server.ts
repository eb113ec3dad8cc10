import { createServer, type Server as HttpServer } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { getRequestListener } from "@hono/node-server";
import { sql } from "kysely";
import { createNodeMiddleware, type Probot } from "probot";
import { SmeeClient } from "smee-client";
import type { AppContext } from "./app-context.ts";
import { WEBHOOK_PATH } from "./config.ts";
import { createSetupApp, createSetupToken, isSetupPath } from "./github/setup-mode.tsx";
import { frontDoor } from "./http/front-door.ts";
import { BASE_SECURITY_HEADERS } from "./http/security-headers.ts";
import { FAVICON_URL, SITE_STYLESHEET_URL } from "./http/site-assets.ts";
import type { InkwellApp } from "./index.ts";

export interface RunningServer {
  url: string;
  port: number;
  /**
   * Stops listening and lets the requests in flight finish (the caller has begun draining:
   * `/healthz` answers 503 and responses close their connection); event streams are ended.
   */
  stop(): Promise<void>;
  /** In setup mode (no GitHub App yet): the token that opens the setup pages to other machines. */
  setupToken: string | undefined;
  /** The Node server underneath, for its settings (timeouts) and its connections. */
  httpServer: HttpServer;
}

export interface StartServerOptions {
  app: InkwellApp;
  /** Checks the signatures of webhooks and calls the app's handlers. */
  probot: Probot;
  /** Aborted when the process begins to stop. */
  draining: AbortSignal;
  /** Where setup mode writes a registered app's credentials; `.env` in the working folder. */
  envFile?: string;
}

/**
 * Inkwell's HTTP server: a Node server whose every request passes the front door
 * (`http/front-door.ts`: request id, security headers, the webhook route's limits, the access
 * line), which hands webhook deliveries to Probot's documented node middleware and everything
 * else to Inkwell's app (and, before a GitHub App is configured, the setup pages first).
 */
export async function startServer(
  ctx: AppContext,
  options: StartServerOptions,
): Promise<RunningServer> {
  const { config, log } = ctx;
  const { app, draining } = options;
  const webhooks = await createNodeMiddleware(app.webhooks, {
    probot: options.probot,
    webhooksPath: WEBHOOK_PATH,
  });
  let url = "";
  const setupToken = config.github ? undefined : createSetupToken();
  const setup = setupToken
    ? getRequestListener(
        createSetupApp({
          config,
          log: log.child({ name: "setup" }),
          token: setupToken,
          envFile: options.envFile ?? path.resolve(".env"),
          env: process.env,
          localUrl: () => url,
          assets: { stylesheetUrl: SITE_STYLESHEET_URL, iconUrl: FAVICON_URL },
        }).fetch,
      )
    : undefined;
  const httpServer = createServer(
    frontDoor(
      {
        webhooksEnabled: Boolean(config.github?.webhookSecret),
        webhookSecret: config.github?.webhookSecret,
        log,
      },
      {
        webhooks: (req, res) => {
          void webhooks(req, res, () => {
            if (!res.headersSent) res.writeHead(404).end();
          });
        },
        inkwell: (req, res, pathname) => {
          if (setup && pathname !== undefined && isSetupPath(pathname)) void setup(req, res);
          else void app.requestListener(req, res);
        },
      },
    ),
  );
  setServerTimeouts(httpServer);
  // While draining, every response ends its connection, so keep-alive clients reconnect elsewhere.
  httpServer.prependListener("request", (_req, res) => {
    if (draining.aborted) res.setHeader("Connection", "close");
  });
  ctx.metrics?.observeServer(httpServer, (path) =>
    path === WEBHOOK_PATH ? WEBHOOK_PATH : undefined,
  );
  await new Promise<void>((resolve, reject) => {
    httpServer.once("error", reject);
    httpServer.listen(config.port, config.host, () => {
      httpServer.off("error", reject);
      resolve();
    });
  });
  const { port } = httpServer.address() as AddressInfo;
  const host = config.host === "0.0.0.0" || config.host === "::" ? "localhost" : config.host;
  url = `http://${host.includes(":") ? `[${host}]` : host}:${port}`;
  const webhookProxy = config.webhookProxyUrl
    ? startWebhookProxy(config.webhookProxyUrl, `${url}${WEBHOOK_PATH}`, log)
    : undefined;
  return {
    url,
    port,
    setupToken,
    httpServer,
    async stop() {
      // Live event streams never end on their own; ending them lets the server close.
      app.closeStreams();
      // A connection whose request began before the drain turns idle after its answer: close it
      // then, or keep-alive would hold the server open for a minute.
      const closeIdle = setInterval(() => httpServer.closeIdleConnections(), 100);
      closeIdle.unref();
      try {
        await webhookProxy?.stop();
        await new Promise<void>((resolve) => httpServer.close(() => resolve()));
      } finally {
        clearInterval(closeIdle);
      }
    },
  };
}

/**
 * A process without the HTTP server (`inkwell worker`) can still be watched: `GET /healthz` on
 * its own port answers as the server's does (200 with the database reachable, 503 once draining
 * or when the database is not), and nothing else is served there.
 */
export async function startHealthServer(
  ctx: AppContext,
  port: number,
  draining: AbortSignal,
): Promise<{ url: string; stop(): Promise<void> }> {
  const httpServer = createServer((req, res) => {
    const answer = (status: number, body: object) => {
      res.writeHead(status, { "Content-Type": "application/json", ...BASE_SECURITY_HEADERS });
      res.end(JSON.stringify(body));
    };
    const path = (req.url ?? "/").split("?")[0];
    if (path !== "/healthz")
      return answer(404, { error: "Only /healthz is served here", code: "not_found" });
    if (req.method !== "GET" && req.method !== "HEAD") {
      return answer(405, { error: "Use GET /healthz", code: "method_not_allowed" });
    }
    if (draining.aborted) return answer(503, { status: "draining" });
    sql`select 1`.execute(ctx.db).then(
      () => answer(200, { status: "ok", database: "ok" }),
      (error: unknown) => {
        ctx.log.error({ err: error }, "health check: database unreachable");
        answer(503, { error: "The database is unreachable", code: "database_unavailable" });
      },
    );
  });
  httpServer.keepAliveTimeout = SERVER_TIMEOUTS.keepAliveTimeout;
  await new Promise<void>((resolve, reject) => {
    httpServer.once("error", reject);
    httpServer.listen(port, ctx.config.host, () => {
      httpServer.off("error", reject);
      resolve();
    });
  });
  const { port: bound } = httpServer.address() as AddressInfo;
  const host =
    ctx.config.host === "0.0.0.0" || ctx.config.host === "::" ? "localhost" : ctx.config.host;
  return {
    url: `http://${host.includes(":") ? `[${host}]` : host}:${bound}`,
    async stop() {
      httpServer.closeIdleConnections();
      await new Promise<void>((resolve) => httpServer.close(() => resolve()));
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

/**
 * Forwards the deliveries of a webhook relay (smee.io) to this server's webhook route, as Probot
 * apps do in development: the smee client is a dependency, never fetched at run time.
 */
function startWebhookProxy(source: string, target: string, log: AppContext["log"]): SmeeClient {
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

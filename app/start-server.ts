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

export interface RunningServer {
  url: string;
  port: number;
  /** Stops taking requests, lets the ones in flight finish, then stops background work. */
  stop(): Promise<void>;
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
  const app = createApp(ctx);
  await server.load(app.applicationFunction);
  const httpServer: HttpServer = await server.start();
  // Every response, Probot's webhook answers included, carries the request id.
  httpServer.prependListener("request", (req, res) => {
    const id = pickRequestId(req.headers["x-request-id"]);
    req.headers["x-request-id"] = id;
    res.setHeader("X-Request-Id", id);
  });
  const { port } = httpServer.address() as AddressInfo;
  const host = config.host === "0.0.0.0" || config.host === "::" ? "localhost" : config.host;
  return {
    url: `http://${host.includes(":") ? `[${host}]` : host}:${port}`,
    port,
    async stop() {
      app.closeStreams();
      await server.stop();
      await app.stop();
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

import type { Server } from "node:http";
import { Probot } from "probot";
import {
  adminSocketPath,
  listenForAdminCommands,
  removeAdminSocket,
} from "./admin/listen-for-admin-commands.ts";
import { createAgentModel } from "./agent/model/create-agent-model.ts";
import type { AnalyticsStore } from "./analytics/analytics-store.ts";
import { openAnalyticsStore } from "./analytics/clickhouse/open-analytics-store.ts";
import { type AppContext, systemClock } from "./app-context.ts";
import { AppMetrics } from "./app-metrics.ts";
import { startBackgroundWork } from "./background-work.ts";
import { describeListenError, findPortProblem } from "./check-port-free.ts";
import { ConfigError, loadConfig } from "./config.ts";
import { createLogger } from "./create-logger.ts";
import { DataDirBusyError } from "./db/data-dir-lock.ts";
import { openAppDatabase } from "./db/open-app-database.ts";
import { createGitHubApp, probotOptions } from "./github/github-app.ts";
import { createApp } from "./index.ts";
import { loadEnvFile } from "./load-env-file.ts";
import { configuredSecrets } from "./log-redaction.ts";
import { databasePoolSource } from "./metrics/metrics.routes.ts";
import { type RunningServer, startHealthServer, startServer } from "./start-server.ts";
import { type RunningTracing, startTracing } from "./start-tracing.ts";
import { inkwellVersion } from "./version.ts";

/** How long a repeated stop signal counts as the same request. */
const REPEATED_SIGNAL_MS = 2000;

export interface StartOptions {
  /** The HTTP server: the API, webhooks, the dashboard and the pages. */
  http: boolean;
  /** The agent worker and housekeeping. */
  background: boolean;
  /** Without the HTTP server: a port that answers `/healthz` only. */
  healthPort?: number | undefined;
  /** Where setup mode writes a registered app's credentials (`.env` in the working folder). */
  envFile?: string;
}

export interface RunningInkwell {
  /** The HTTP server, when this process runs one. */
  server: RunningServer | undefined;
  /** The health port's address, when a process without the HTTP server has one. */
  healthUrl: string | undefined;
  /** The analytics store opened at start (INKWELL_ANALYTICS_STORE), closed by `stop`. */
  analytics: AnalyticsStore;
  /**
   * Drains and stops: `/healthz` answers 503 and responses close their connection; the agent
   * worker aborts its model calls and gives its leases back, housekeeping lets its lease go; the
   * server stops listening and lets the requests in flight finish. After `timeoutMs`, leases still
   * held are given back and the remaining connections are closed: `timedOut` tells that it came
   * to this.
   */
  stop(options?: { timeoutMs?: number }): Promise<{ timedOut: boolean }>;
}

/**
 * Starts what this process runs, on an open database: the HTTP server, the background work, or
 * both (`inkwell serve`); `inkwell worker` runs the background work alone, and a server with
 * INKWELL_BACKGROUND=false the HTTP server alone. Importing a module starts nothing: this does.
 */
export async function startInkwell(
  ctx: AppContext,
  options: StartOptions,
): Promise<RunningInkwell> {
  const draining = new AbortController();
  const live: AppContext = { ...ctx, draining: draining.signal };
  const analytics = await openAnalyticsStore(ctx);
  const probot = new Probot(probotOptions(ctx.config, ctx.log));
  const github = ctx.config.github ? createGitHubApp(probot) : undefined;
  const background = options.background ? startBackgroundWork(live, { github }) : undefined;
  let server: RunningServer | undefined;
  let health: Awaited<ReturnType<typeof startHealthServer>> | undefined;
  try {
    if (options.http) {
      const app = createApp(live, { github, onJobQueued: () => background?.wake(), analytics });
      server = await startServer(live, {
        app,
        probot,
        draining: draining.signal,
        ...(options.envFile ? { envFile: options.envFile } : {}),
      });
    } else if (options.healthPort !== undefined) {
      health = await startHealthServer(live, options.healthPort, draining.signal);
    }
  } catch (error) {
    draining.abort();
    await background?.stop();
    await analytics.close();
    throw error;
  }
  return {
    server,
    analytics,
    healthUrl: health?.url,
    async stop(stopOptions = {}) {
      draining.abort();
      // The server keeps answering (503 on /healthz) while the runs give their jobs back, so a
      // load balancer sees the drain rather than a refused connection.
      const stopped = (async () => {
        await background?.stop();
        await Promise.all([server?.stop(), health?.stop()]);
        await analytics.close();
      })();
      if (stopOptions.timeoutMs === undefined) {
        await stopped;
        return { timedOut: false };
      }
      let timer: NodeJS.Timeout | undefined;
      const deadline = new Promise<"deadline">((resolve) => {
        timer = setTimeout(() => resolve("deadline"), stopOptions.timeoutMs);
      });
      const first = await Promise.race([stopped.then(() => "stopped" as const), deadline]);
      clearTimeout(timer);
      if (first === "stopped") return { timedOut: false };
      await background?.releaseLeases();
      server?.httpServer.closeAllConnections();
      return { timedOut: true };
    },
  };
}

/**
 * Owns the process: reads the configuration, opens and migrates the database, starts what `mode`
 * asks for, and on SIGTERM/SIGINT drains within INKWELL_SHUTDOWN_TIMEOUT_SECONDS: health checks
 * fail, agent runs abort their model calls and give their jobs back, requests in flight finish,
 * then it exits.
 */
export async function main(
  env: NodeJS.ProcessEnv = process.env,
  mode: { http: boolean; background: boolean } = { http: true, background: true },
): Promise<void> {
  const startedAt = performance.now();
  if (env === process.env) loadEnvFile(env);
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const log = createLogger({
    level: config.logLevel,
    secrets: configuredSecrets(config),
    format: config.logFormat ?? (process.stdout.isTTY ? "pretty" : "json"),
  });
  // Before anything that makes spans: off (and free) unless an OTLP endpoint is configured.
  const tracing: RunningTracing | undefined = config.tracing
    ? startTracing(config.tracing, inkwellVersion())
    : undefined;
  if (config.tracing) {
    log.info(
      { collector: new URL(config.tracing.tracesUrl).origin },
      "tracing: spans are exported over OTLP",
    );
  }
  const listenPort = mode.http ? config.port : (config.workerHealthPort ?? 0);
  const portVariable = mode.http ? "PORT" : "INKWELL_WORKER_HEALTH_PORT";
  const portProblem = await findPortProblem(config.host, listenPort, portVariable);
  if (portProblem) {
    console.error(portProblem);
    process.exit(1);
  }

  let database: Awaited<ReturnType<typeof openAppDatabase>>;
  try {
    database = await openAppDatabase(
      config,
      "server",
      (error) => log.error({ err: error }, "database connection lost"),
      { migrate: config.migrateOnStart },
    );
  } catch (error) {
    if (error instanceof DataDirBusyError) {
      console.error(`${error.message}. Stop it first, or set INKWELL_DATA_DIR to another folder.`);
      process.exit(1);
    }
    console.error(
      `Cannot open the database (${config.databaseUrl ? "DATABASE_URL" : config.dataDir}): ${(error as Error).message}`,
    );
    process.exit(1);
  }
  if (database.applied.length > 0) log.info({ migrations: database.applied }, "database migrated");

  const ctx: AppContext = {
    config,
    db: database.db,
    clock: systemClock,
    log,
    agentModel: config.model ? createAgentModel(config.model) : undefined,
    metrics: new AppMetrics({ version: inkwellVersion() }),
  };
  ctx.metrics?.addScrapeSource(databasePoolSource(database.poolStats));
  const parts = { http: mode.http, background: mode.background && config.runBackgroundWork };
  let running: RunningInkwell;
  try {
    running = await startInkwell(ctx, {
      ...parts,
      healthPort: mode.http ? undefined : config.workerHealthPort,
    });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    // Taken between the check above and now: still one line, not a stack trace.
    if (code !== "EADDRINUSE" && code !== "EACCES") throw error;
    console.error(
      describeListenError(error as NodeJS.ErrnoException, config.host, listenPort, portVariable),
    );
    await database.close();
    process.exit(1);
  }

  let adminServer: Server | undefined;
  if (database.lock) {
    const socketPath = await adminSocketPath(config.dataDir);
    process.once("exit", () => removeAdminSocket(socketPath));
    adminServer = await listenForAdminCommands(
      {
        ...ctx,
        dumpDatabase: database.dumpDataDir,
        github: config.github ? createGitHubApp(new Probot(probotOptions(config, log))) : undefined,
        openAnalytics: async () => running.analytics,
      },
      socketPath,
      log,
    );
    database.lock.setAdminSocket(socketPath);
  }

  const elapsed = Math.round(performance.now() - startedAt);
  const where = { database: database.kind, location: database.location, startupMs: elapsed };
  const { server } = running;
  if (server) {
    log.info(
      { ...where, background: parts.background },
      `Inkwell listening on ${server.url} (API reference: ${server.url}/docs)${parts.background ? "" : "; no agent worker or housekeeping in this process (INKWELL_BACKGROUND=false)"}`,
    );
  } else {
    log.info(
      { ...where, health: running.healthUrl },
      `Inkwell worker running (agent jobs and housekeeping, no HTTP server)${running.healthUrl ? `; health check on ${running.healthUrl}/healthz` : ""}`,
    );
  }
  if (config.modelProblem) log.warn(config.modelProblem);
  if (server?.setupToken) {
    log.warn(
      `No GitHub App configured: open ${server.url} on this machine to register one (analytics and the API work meanwhile); webhooks are refused until then`,
    );
    // Shown to the operator, never logged: it opens the setup pages to other machines.
    process.stderr.write(
      `Setup from another machine: ${config.publicUrl ?? server.url}/probot?token=${server.setupToken}\n`,
    );
  }

  let stoppingSince: number | undefined;
  const shutdown = async (signal: string) => {
    if (stoppingSince !== undefined) {
      // A signal to the whole process group comes with the parent's relay of it (npm, a shell):
      // both ask for the same drain. A repeat some time later is someone insisting.
      if (Date.now() - stoppingSince < REPEATED_SIGNAL_MS) return;
      log.warn(`${signal} again: exiting now`);
      process.exit(1);
    }
    stoppingSince = Date.now();
    const deadlineMs = config.shutdownTimeoutSeconds * 1000;
    log.info({ timeoutSeconds: config.shutdownTimeoutSeconds }, `${signal}: draining`);
    // Whatever hangs (a database that does not answer), the process is gone by the deadline.
    setTimeout(() => {
      log.error("shutdown deadline passed: exiting");
      process.exit(1);
    }, deadlineMs).unref();
    try {
      adminServer?.close();
      // The server's own deadline comes first, to leave time for closing the database.
      const { timedOut } = await running.stop({
        timeoutMs: Math.max(deadlineMs / 2, deadlineMs - 2000),
      });
      await database.close();
      // The last spans, flushed within the exporter's timeout.
      await tracing?.stop().catch((error: unknown) => log.warn({ err: error }, "spans not sent"));
      if (timedOut) {
        log.warn("stopped at the deadline: unfinished runs gave their jobs back");
        process.exit(1);
      }
      log.info("stopped");
      process.exit(0);
    } catch (error) {
      log.error({ err: error }, "shutdown failed");
      process.exit(1);
    }
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await main();
}

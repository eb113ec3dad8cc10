import { existsSync } from "node:fs";
import type { Server } from "node:http";
import {
  adminSocketPath,
  listenForAdminCommands,
  removeAdminSocket,
} from "./admin/listen-for-admin-commands.ts";
import { createAgentModel } from "./agent/model/create-agent-model.ts";
import { type AppContext, systemClock } from "./app-context.ts";
import { AppMetrics } from "./app-metrics.ts";
import { describeListenError, findPortProblem } from "./check-port-free.ts";
import { ConfigError, loadConfig } from "./config.ts";
import { createLogger } from "./create-logger.ts";
import { DataDirBusyError } from "./db/data-dir-lock.ts";
import { openAppDatabase } from "./db/open-app-database.ts";
import { configuredSecrets } from "./log-redaction.ts";
import { databasePoolSource } from "./metrics/metrics.routes.ts";
import { startServer } from "./start-server.ts";

/** How long a repeated stop signal counts as the same request. */
const REPEATED_SIGNAL_MS = 2000;

/**
 * Owns the process: reads the configuration, opens and migrates the database, starts the server,
 * and on SIGTERM/SIGINT drains within INKWELL_SHUTDOWN_TIMEOUT_SECONDS: health checks fail, agent
 * runs abort their model calls and give their jobs back, requests in flight finish, then it exits.
 */
export async function main(env: NodeJS.ProcessEnv = process.env): Promise<void> {
  const startedAt = performance.now();
  if (env === process.env && existsSync(".env")) process.loadEnvFile(".env");
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
  const log = createLogger({ level: config.logLevel, secrets: configuredSecrets(config) });
  const portProblem = await findPortProblem(config.host, config.port);
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
    metrics: new AppMetrics(),
  };
  ctx.metrics?.addScrapeSource(databasePoolSource(database.poolStats));
  let server: Awaited<ReturnType<typeof startServer>>;
  try {
    server = await startServer(ctx);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    // Taken between the check above and now: still one line, not a stack trace.
    if (code !== "EADDRINUSE" && code !== "EACCES") throw error;
    console.error(describeListenError(error as NodeJS.ErrnoException, config.host, config.port));
    await database.close();
    process.exit(1);
  }

  let adminServer: Server | undefined;
  if (database.lock) {
    const socketPath = await adminSocketPath(config.dataDir);
    process.once("exit", () => removeAdminSocket(socketPath));
    adminServer = await listenForAdminCommands(
      { ...ctx, dumpDatabase: database.dumpDataDir },
      socketPath,
      log,
    );
    database.lock.setAdminSocket(socketPath);
  }

  const elapsed = Math.round(performance.now() - startedAt);
  log.info(
    { database: database.kind, location: database.location, startupMs: elapsed },
    `Inkwell listening on ${server.url} (API reference: ${server.url}/docs)`,
  );
  if (server.setupToken) {
    log.warn(
      `No GitHub App configured: open ${server.url} on this machine to register one (analytics and the API work meanwhile); webhooks are refused until then`,
    );
    // Shown to the operator, never logged: it opens the setup pages to other machines.
    process.stderr.write(
      `Setup from another machine: ${server.url}/probot?token=${server.setupToken}\n`,
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
      const { timedOut } = await server.stop({
        timeoutMs: Math.max(deadlineMs / 2, deadlineMs - 2000),
      });
      await database.close();
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

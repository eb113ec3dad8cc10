import { existsSync } from "node:fs";
import type { Server } from "node:http";
import pino from "pino";
import { adminSocketPath, listenForAdminCommands } from "./admin/listen-for-admin-commands.ts";
import { createAgentModel } from "./agent/create-agent-model.ts";
import { type AppContext, systemClock } from "./app-context.ts";
import { describeListenError, findPortProblem } from "./check-port-free.ts";
import { ConfigError, loadConfig } from "./config.ts";
import { DataDirBusyError } from "./db/data-dir-lock.ts";
import { openAppDatabase } from "./db/open-app-database.ts";
import { logRedaction } from "./log-redaction.ts";
import { startServer } from "./start-server.ts";

/**
 * Owns the process: reads the configuration, opens and migrates the database, starts the server,
 * and on SIGTERM/SIGINT stops taking requests, drains, stops the worker and closes the database.
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
  const log = pino({ name: "inkwell", level: config.logLevel, redact: logRedaction });
  const portProblem = await findPortProblem(config.host, config.port);
  if (portProblem) {
    console.error(portProblem);
    process.exit(1);
  }

  let database: Awaited<ReturnType<typeof openAppDatabase>>;
  try {
    database = await openAppDatabase(config, "server", (error) =>
      log.error({ err: error }, "database connection lost"),
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
  };
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
    const socketPath = adminSocketPath(config.dataDir);
    adminServer = await listenForAdminCommands(ctx, socketPath, log);
    database.lock.setAdminSocket(socketPath);
  }

  const elapsed = Math.round(performance.now() - startedAt);
  log.info(
    { database: database.kind, location: database.location, startupMs: elapsed },
    `Inkwell listening on ${server.url} (API reference: ${server.url}/docs)`,
  );
  if (!config.github) {
    log.warn(
      `No GitHub App configured: open ${server.url} to register one (analytics and the API work meanwhile)`,
    );
  }

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) {
      log.warn(`${signal} again: exiting now`);
      process.exit(1);
    }
    stopping = true;
    log.info(`${signal}: draining`);
    try {
      adminServer?.close();
      await server.stop();
      await database.close();
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

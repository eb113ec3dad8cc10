import { existsSync } from "node:fs";
import type { Server } from "node:http";
import { adminSocketPath, listenForAdminCommands } from "./admin/listen-for-admin-commands.ts";
import { createAgentModel } from "./agent/create-agent-model.ts";
import { type AppContext, systemClock } from "./app-context.ts";
import { ConfigError, loadConfig } from "./config.ts";
import { createLogger } from "./create-logger.ts";
import { DataDirBusyError } from "./db/data-dir-lock.ts";
import { openAppDatabase } from "./db/open-app-database.ts";
import { configuredSecrets } from "./log-redaction.ts";
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
  const log = createLogger({ level: config.logLevel, secrets: configuredSecrets(config) });

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
  const server = await startServer(ctx);

  let adminServer: Server | undefined;
  if (database.lock) {
    const socketPath = await adminSocketPath(config.dataDir);
    adminServer = await listenForAdminCommands(ctx, socketPath, log);
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

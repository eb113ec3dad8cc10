import { existsSync } from "node:fs";
import {
  type AdminCommandArgList,
  type AdminCommandArgs,
  type AdminCommandName,
  type AdminCommandResult,
  runAdminCommandOn,
} from "../admin/admin-commands.ts";
import { systemClock } from "../app-context.ts";
import { AppError } from "../app-error.ts";
import { type Config, ConfigError, loadConfig } from "../config.ts";
import { DataDirBusyError } from "../db/data-dir-lock.ts";
import { openAppDatabase } from "../db/open-app-database.ts";
import { AdminCommandError, sendAdminCommand } from "./send-admin-command.ts";

/** A failure to show the operator as it is, without a stack trace. */
export class CliError extends Error {
  override name = "CliError";
}

export interface CliRuntime {
  env: NodeJS.ProcessEnv;
  isTTY: boolean;
  json(): boolean;
  /** Prints `data` as JSON with --json, else the human text. */
  output(data: unknown, human: () => string): void;
  /** Progress for people: on a terminal only, and never with --json. */
  progress(line: string): void;
  config(): Readonly<Config>;
  runAdminCommand<N extends AdminCommandName>(
    name: N,
    ...args: AdminCommandArgList<N>
  ): Promise<AdminCommandResult<N>>;
}

export function createCliRuntime(env: NodeJS.ProcessEnv, isJson: () => boolean): CliRuntime {
  let config: Readonly<Config> | undefined;
  const runtime: CliRuntime = {
    env,
    isTTY: Boolean(process.stderr.isTTY),
    json: isJson,
    output(data, human) {
      process.stdout.write(isJson() ? `${JSON.stringify(data, null, 2)}\n` : `${human()}\n`);
    },
    progress(line) {
      if (runtime.isTTY && !isJson()) process.stderr.write(`\r\x1b[2K${line}`);
    },
    config() {
      if (!config) {
        if (env === process.env && existsSync(".env")) process.loadEnvFile(".env");
        try {
          config = loadConfig(env);
        } catch (error) {
          if (error instanceof ConfigError) throw new CliError(error.message);
          throw error;
        }
      }
      return config;
    },
    async runAdminCommand<N extends AdminCommandName>(
      name: N,
      ...argList: AdminCommandArgList<N>
    ): Promise<AdminCommandResult<N>> {
      const args = argList[0] as AdminCommandArgs<N>;
      const cfg = runtime.config();
      let database: Awaited<ReturnType<typeof openAppDatabase>>;
      try {
        database = await openAppDatabase(cfg, "cli");
      } catch (error) {
        if (
          error instanceof DataDirBusyError &&
          error.holder.role === "server" &&
          error.holder.adminSocket
        ) {
          return viaServer(error, name, args);
        }
        if (error instanceof DataDirBusyError) throw new CliError(error.message);
        throw new CliError(
          `Cannot open the database (${cfg.databaseUrl ? "DATABASE_URL" : cfg.dataDir}): ${(error as Error).message}`,
        );
      }
      try {
        return (await runAdminCommandOn(
          { db: database.db, config: cfg, clock: systemClock, appliedOnOpen: database.applied },
          name,
          args,
        )) as AdminCommandResult<N>;
      } catch (error) {
        if (error instanceof AppError) throw new CliError(error.message);
        throw error;
      } finally {
        await database.close();
      }
    },
  };
  return runtime;
}

/** The server owns the embedded database: it runs the command, so the data is never opened twice. */
async function viaServer<N extends AdminCommandName>(
  busy: DataDirBusyError,
  name: N,
  args: AdminCommandArgs<N>,
): Promise<AdminCommandResult<N>> {
  try {
    return (await sendAdminCommand(
      busy.holder.adminSocket as string,
      name,
      args,
    )) as AdminCommandResult<N>;
  } catch (error) {
    if (error instanceof AdminCommandError) throw new CliError(error.message);
    throw new CliError(
      `${busy.message}, but it does not answer on ${busy.holder.adminSocket}: stop it and retry`,
    );
  }
}

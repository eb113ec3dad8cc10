import { existsSync } from "node:fs";
import path from "node:path";
import type {
  AdminCommandArgList,
  AdminCommandArgs,
  AdminCommandName,
  AdminCommandResult,
} from "../admin/admin-commands.ts";
import type { AnalyticsStore } from "../analytics/analytics-store.ts";
import { AppError } from "../app-error.ts";
import { type Config, ConfigError, loadConfig } from "../config.ts";
import { loadEnvFile } from "../load-env-file.ts";
import { CliError } from "./cli-error.ts";
import type { CliIo } from "./cli-io.ts";
import { terminalSafe, terminalSafeJson } from "./terminal-safe.ts";

export { CliError, type CliErrorCode, usageError } from "./cli-error.ts";

export interface CliRuntime {
  env: NodeJS.ProcessEnv;
  io: CliIo;
  isTTY: boolean;
  json(): boolean;
  /**
   * Prints `data` as JSON with --json, else the human text. Whatever is printed here, by
   * `progress` and by `notice` passes through `terminalSafe`: much of it came from outside.
   */
  output(data: unknown, human: () => string): void;
  /** Progress for people: on a terminal only, and never with --json. */
  progress(line: string): void;
  /** A remark for people on stderr (never with --json), such as a new database being created. */
  notice(line: string): void;
  config(): Readonly<Config>;
  /** The database the commands work on, in words, without a password. */
  databaseName(): string;
  runAdminCommand<N extends AdminCommandName>(
    name: N,
    ...args: AdminCommandArgList<N>
  ): Promise<AdminCommandResult<N>>;
  /** Closes the database if a command opened it; the program calls it when the command ends. */
  close(): Promise<void>;
}

/**
 * Commands that may start a new embedded database. Every other one works on data that must already
 * exist, so a command run from the wrong folder says so instead of answering from an empty database.
 */
const MAY_CREATE_DATA = new Set<AdminCommandName>(["migrate", "projects.create"]);

export function createCliRuntime(
  env: NodeJS.ProcessEnv,
  isJson: () => boolean,
  io: CliIo,
): CliRuntime {
  let config: Readonly<Config> | undefined;
  let session: Promise<AdminSession> | undefined;
  const runtime: CliRuntime = {
    env,
    io,
    isTTY: Boolean(io.stderr.isTTY),
    json: isJson,
    output(data, human) {
      io.stdout.write(isJson() ? `${terminalSafeJson(data, 2)}\n` : `${terminalSafe(human())}\n`);
    },
    progress(line) {
      if (runtime.isTTY && !isJson()) io.stderr.write(`\r\x1b[2K${terminalSafe(line)}`);
    },
    notice(line) {
      if (!isJson()) io.stderr.write(`${terminalSafe(line)}\n`);
    },
    config() {
      if (!config) {
        if (env === process.env) loadEnvFile(env);
        try {
          config = loadConfig(env, io.cwd);
        } catch (error) {
          if (error instanceof ConfigError) {
            throw new CliError(error.message, { code: "invalid_configuration" });
          }
          throw error;
        }
      }
      return config;
    },
    databaseName() {
      return describeDatabase(runtime.config(), io.cwd);
    },
    async runAdminCommand<N extends AdminCommandName>(
      name: N,
      ...argList: AdminCommandArgList<N>
    ): Promise<AdminCommandResult<N>> {
      const args = argList[0] as AdminCommandArgs<N>;
      const cfg = runtime.config();
      const where = describeDatabase(cfg, io.cwd);
      try {
        if (!session) {
          const fresh = !cfg.databaseUrl && !hasEmbeddedData(cfg.dataDir);
          if (fresh && !MAY_CREATE_DATA.has(name)) {
            throw new CliError(
              `No Inkwell data in ${displayPath(cfg.dataDir, io.cwd)}: run it where the server runs, or set INKWELL_DATA_DIR or DATABASE_URL`,
              { code: "no_data" },
            );
          }
          if (fresh)
            runtime.notice(
              `Creating a new embedded database in ${displayPath(cfg.dataDir, io.cwd)}`,
            );
          session = openSession(cfg, io.cwd);
        }
        return await (await session).run(name, args);
      } catch (error) {
        if (error instanceof AppError || error instanceof CliError) {
          const code = error.code;
          // A missing row says where it was looked for: the wrong folder is the usual cause.
          const message =
            code === "not_found" ? `${error.message} (looked in ${where})` : error.message;
          throw new CliError(message, { code, cause: error });
        }
        throw error;
      }
    },
    async close() {
      const open = session;
      session = undefined;
      await (await open?.catch(() => undefined))?.close();
    },
  };
  return runtime;
}

/** Where a command's admin commands run: on the database this process opened, or by the server. */
interface AdminSession {
  run<N extends AdminCommandName>(
    name: N,
    args: AdminCommandArgs<N>,
  ): Promise<AdminCommandResult<N>>;
  close(): Promise<void>;
}

/**
 * Opens the database once per command (an import sends many batches). Its modules load only here:
 * the commands that need no database start faster.
 */
async function openSession(cfg: Readonly<Config>, cwd: string): Promise<AdminSession> {
  const [{ openAppDatabase }, { DataDirBusyError }, { runAdminCommandOn }, { systemClock }] =
    await Promise.all([
      import("../db/open-app-database.ts"),
      import("../db/data-dir-lock.ts"),
      import("../admin/admin-commands.ts"),
      import("../app-context.ts"),
    ]);
  let database: Awaited<ReturnType<typeof openAppDatabase>>;
  try {
    database = await openAppDatabase(cfg, "cli");
  } catch (error) {
    if (
      error instanceof DataDirBusyError &&
      error.holder.role === "server" &&
      error.holder.adminSocket
    ) {
      return serverSession(error.message, error.holder.adminSocket);
    }
    if (error instanceof DataDirBusyError) {
      throw new CliError(error.message, { code: "database_busy" });
    }
    throw new CliError(`Cannot open ${describeDatabase(cfg, cwd)}: ${(error as Error).message}`, {
      code: "database_unavailable",
    });
  }
  // The ClickHouse store is opened only by a command that reads or writes page views.
  let analytics: Promise<AnalyticsStore> | undefined;
  const ctx = {
    db: database.db,
    config: cfg,
    clock: systemClock,
    appliedOnOpen: database.applied,
    dumpDatabase: database.dumpDataDir,
    github: cfg.github ? await cliGitHubApp(cfg) : undefined,
    openAnalytics: () => {
      analytics ??= import("../analytics/clickhouse/open-analytics-store.ts").then(
        ({ openAnalyticsStore }) => openAnalyticsStore({ config: cfg, db: database.db }),
      );
      return analytics;
    },
  };
  return {
    run: (name, args) => runAdminCommandOn(ctx, name, args),
    close: async () => {
      await (await analytics?.catch(() => undefined))?.close();
      await database.close();
    },
  };
}

/** The server owns the embedded database: it runs the commands, so the data is never opened twice. */
async function serverSession(busyMessage: string, socketPath: string): Promise<AdminSession> {
  const { AdminCommandError, sendAdminCommand } = await import("./send-admin-command.ts");
  return {
    async run<N extends AdminCommandName>(name: N, args: AdminCommandArgs<N>) {
      try {
        return (await sendAdminCommand(socketPath, name, args)) as AdminCommandResult<N>;
      } catch (error) {
        if (error instanceof AdminCommandError) {
          throw new CliError(error.message, { code: error.code ?? "internal_error" });
        }
        throw new CliError(
          `${busyMessage}, but it does not answer on ${socketPath}: stop it and retry`,
          { code: "database_unavailable" },
        );
      }
    },
    close: async () => {},
  };
}

/** An embedded database exists in the folder once PostgreSQL's data files are there. */
function hasEmbeddedData(dataDir: string): boolean {
  return existsSync(path.join(dataDir, "pgdata", "PG_VERSION"));
}

/** The folder as the operator would type it: relative to here when it is below here. */
export function displayPath(dir: string, cwd = process.cwd()): string {
  const relative = path.relative(cwd, dir);
  if (relative === "") return ".";
  if (relative.startsWith("..") || path.isAbsolute(relative)) return dir;
  return `./${relative}`;
}

/** "the embedded database in ./.inkwell" or "PostgreSQL database docs on db.internal:5432". */
export function describeDatabase(
  cfg: Pick<Config, "databaseUrl" | "dataDir">,
  cwd?: string,
): string {
  if (!cfg.databaseUrl) return `the embedded database in ${displayPath(cfg.dataDir, cwd)}`;
  try {
    const url = new URL(cfg.databaseUrl);
    const database = decodeURIComponent(url.pathname.replace(/^\//, "")) || "postgres";
    const host = url.hostname || url.searchParams.get("host") || "localhost";
    return `PostgreSQL database ${database} on ${host}:${url.port || "5432"}`;
  } catch {
    return "the PostgreSQL database of DATABASE_URL";
  }
}

/** The GitHub App from the configured credentials, as the server builds it (no log of its own). */
async function cliGitHubApp(cfg: Readonly<Config>) {
  const [{ default: pino }, { Probot }, { createGitHubApp, probotOptions }] = await Promise.all([
    import("pino"),
    import("probot"),
    import("../github/github-app.ts"),
  ]);
  return createGitHubApp(new Probot(probotOptions(cfg, pino({ level: "silent" }))));
}

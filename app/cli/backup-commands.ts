import { existsSync } from "node:fs";
import type { Command } from "commander";
import { AppError } from "../app-error.ts";
import { formatBytes } from "../format-bytes.ts";
import { resolveFromCwd } from "./cli-io.ts";
import { CliError, type CliRuntime, displayPath } from "./cli-runtime.ts";

/**
 * `inkwell backup FILE` and `inkwell restore FILE` for the embedded database. A backup is taken
 * by the running server when there is one (it owns the data), so it needs no downtime; a restore
 * needs the server stopped. PostgreSQL is backed up with its own tools (pg_dump, pg_restore).
 */
export function registerBackupCommands(program: Command, cli: CliRuntime): void {
  program
    .command("backup")
    .description("Copy the embedded database to FILE (a .tar.gz), even while the server runs")
    .argument("<file>", "the backup to write; it must not exist yet")
    .action(async (file: string) => {
      if (cli.config().databaseUrl) {
        throw new CliError(
          "inkwell backup copies the embedded database; with DATABASE_URL, back up PostgreSQL with pg_dump (docs/operations.md, Backups)",
          { code: "invalid_request" },
        );
      }
      const target = resolveFromCwd(cli.io, file);
      if (existsSync(target)) {
        throw new CliError(`${file} already exists: choose a new name for the backup`, {
          code: "invalid_request",
        });
      }
      const outcome = await cli.runAdminCommand("backup", { file: target });
      cli.output(
        outcome,
        () =>
          `Backed up ${cli.databaseName()} to ${displayPath(outcome.file)} (${formatBytes(outcome.bytes)}).`,
      );
    });

  program
    .command("restore")
    .description("Fill the embedded database from a backup (stop the server first)")
    .argument("<file>", "a backup written by inkwell backup")
    .option("--replace", "move the database already there aside (pgdata.replaced-…) and restore")
    .action(async (file: string, options: { replace?: boolean }) => {
      const { restoreEmbeddedBackup } = await import("../db/embedded-backup.ts");
      let outcome: Awaited<ReturnType<typeof restoreEmbeddedBackup>>;
      try {
        outcome = await restoreEmbeddedBackup(cli.config(), resolveFromCwd(cli.io, file), {
          replace: options.replace === true,
          now: new Date(),
        });
      } catch (error) {
        if (error instanceof AppError) throw new CliError(error.message, { code: error.code });
        throw error;
      }
      cli.output(outcome, () =>
        [
          `Restored ${displayPath(outcome.file)} into ${cli.databaseName()}.`,
          outcome.replacedDir
            ? `The database that was there is kept in ${displayPath(outcome.replacedDir)}.`
            : "",
          outcome.pendingMigrations.length > 0
            ? `It lacks ${outcome.pendingMigrations.length} migration(s): the server applies them when it starts (or run inkwell migrate).`
            : "",
        ]
          .filter(Boolean)
          .join("\n"),
      );
    });
}

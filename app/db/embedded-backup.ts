import { existsSync } from "node:fs";
import { open, readFile, rename, rm, stat } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { createGunzip } from "node:zlib";
import { sql } from "kysely";
import { extract } from "tar-stream";
import { AppError } from "../app-error.ts";
import type { Config } from "../config.ts";
import { acquireDataDirLock, DataDirBusyError } from "./data-dir-lock.ts";
import { pendingMigrations } from "./migrate-to-latest.ts";
import { openDatabase } from "./open-database.ts";

/** Where PGlite keeps PostgreSQL's files inside INKWELL_DATA_DIR. */
const PGDATA = "pgdata";

/** What a backup or a restore tells the operator. */
export interface BackupOutcome {
  file: string;
  bytes: number;
}

export interface RestoreOutcome extends BackupOutcome {
  dataDir: string;
  /** Where the database that was there before now is, when `replace` moved it aside. */
  replacedDir: string | undefined;
  /** Migrations the restored database lacks; the next `inkwell migrate` or start applies them. */
  pendingMigrations: string[];
}

/**
 * Writes the embedded database's backup to `file` (a gzipped tar of its folder), readable by this
 * user only. It goes to a temporary name first, so a failed backup never leaves a partial file
 * under the name a restore would read.
 */
export async function writeEmbeddedBackup(
  dump: (() => Promise<Blob>) | undefined,
  file: string,
): Promise<BackupOutcome> {
  if (!dump) {
    throw new AppError(
      "invalid_request",
      "inkwell backup copies the embedded database; with DATABASE_URL, back up PostgreSQL with pg_dump (docs/operations.md, Backups)",
    );
  }
  if (!path.isAbsolute(file))
    throw new AppError("invalid_request", "the backup file must be an absolute path");
  const bytes = new Uint8Array(await (await dump()).arrayBuffer());
  const partial = `${file}.partial-${process.pid}`;
  const handle = await open(partial, "wx", 0o600);
  try {
    await handle.writeFile(bytes);
    await handle.sync();
  } finally {
    await handle.close();
  }
  await rename(partial, file);
  return { file, bytes: bytes.byteLength };
}

/**
 * Restores a backup made by `inkwell backup` into INKWELL_DATA_DIR. No server may be running on
 * that folder (the lock says so). A folder that already holds a database is refused unless
 * `replace`, which moves that database aside instead of deleting it. The restored database is
 * opened once to check that it is Inkwell's.
 */
export async function restoreEmbeddedBackup(
  config: Pick<Config, "dataDir" | "databaseUrl">,
  file: string,
  options: { replace: boolean; now: Date },
): Promise<RestoreOutcome> {
  if (config.databaseUrl) {
    throw new AppError(
      "invalid_request",
      "inkwell restore fills the embedded database; with DATABASE_URL, restore PostgreSQL with pg_restore (docs/operations.md, Backups)",
    );
  }
  const backup = await readBackup(file);
  let lock: Awaited<ReturnType<typeof acquireDataDirLock>>;
  try {
    lock = await acquireDataDirLock(config.dataDir, "cli");
  } catch (error) {
    if (error instanceof DataDirBusyError) {
      throw new AppError(
        "invalid_request",
        `${error.message}: stop it before restoring, so no write is lost or mixed in`,
      );
    }
    throw error;
  }
  try {
    const target = path.join(config.dataDir, PGDATA);
    let replacedDir: string | undefined;
    if (existsSync(target)) {
      if (!options.replace) {
        throw new AppError(
          "invalid_request",
          `${config.dataDir} already holds a database: pass --replace to move it aside and restore in its place`,
        );
      }
      replacedDir = `${target}.replaced-${options.now.toISOString().replace(/[:.]/g, "-")}`;
      await rename(target, replacedDir);
    }
    try {
      const pending = await loadBackup(target, backup);
      return {
        file,
        bytes: backup.size,
        dataDir: config.dataDir,
        replacedDir,
        pendingMigrations: pending,
      };
    } catch (error) {
      await rm(target, { recursive: true, force: true });
      if (replacedDir) await rename(replacedDir, target);
      throw error;
    }
  } finally {
    lock.release();
  }
}

async function readBackup(file: string): Promise<Blob> {
  let bytes: Buffer;
  try {
    if (!(await stat(file)).isFile()) throw new Error("not a file");
    bytes = await readFile(file);
  } catch (error) {
    throw new AppError(
      "invalid_request",
      `cannot read the backup ${file}: ${(error as Error).message}`,
      {
        cause: error,
      },
    );
  }
  // PGlite fails on a damaged archive outside any promise the caller holds: check it here first.
  if (!(await holdsPostgresFolder(bytes))) {
    throw new AppError(
      "invalid_request",
      `${file} is not a backup made by inkwell backup (a gzipped tar of the database folder)`,
    );
  }
  return new Blob([bytes]);
}

/** True when `bytes` are a gzipped tar of a PostgreSQL data folder (PG_VERSION at its top). */
async function holdsPostgresFolder(bytes: Buffer): Promise<boolean> {
  let found = false;
  const entries = extract();
  entries.on("entry", (header, stream, next) => {
    if (/^(\.?\/)?PG_VERSION$/.test(header.name)) found = true;
    stream.on("end", next);
    stream.resume();
  });
  try {
    await pipeline(Readable.from([bytes]), createGunzip(), entries);
    return found;
  } catch {
    return false;
  }
}

/** Opens a new database from the backup and checks it holds Inkwell's schema. */
async function loadBackup(target: string, backup: Blob): Promise<string[]> {
  let handle: Awaited<ReturnType<typeof openDatabase>>;
  try {
    handle = await openDatabase({ dataDir: target, loadDataDir: backup });
  } catch (error) {
    throw new AppError(
      "invalid_request",
      `the file is not a backup made by inkwell backup: ${(error as Error).message}`,
      { cause: error },
    );
  }
  try {
    const tables = await sql<{ name: string }>`
      select table_name as name from information_schema.tables where table_name = 'projects'
    `.execute(handle.db);
    if (tables.rows.length === 0) {
      throw new AppError(
        "invalid_request",
        "the backup holds no Inkwell database (no projects table)",
      );
    }
    return await pendingMigrations(handle.db);
  } finally {
    await handle.close();
  }
}

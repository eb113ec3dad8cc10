import path from "node:path";
import type { Config } from "../config.ts";
import { acquireDataDirLock, type DataDirLock, type DataDirLockInfo } from "./data-dir-lock.ts";
import { migrateToLatest, pendingMigrations } from "./migrate-to-latest.ts";
import { type DatabaseHandle, openDatabase } from "./open-database.ts";

export interface AppDatabase extends DatabaseHandle {
  /** Held while the embedded database is open; null on PostgreSQL. */
  lock: DataDirLock | null;
  applied: string[];
}

/** The database schema is behind the code and the server was told not to migrate it. */
export class PendingMigrationsError extends Error {
  override name = "PendingMigrationsError";
}

/**
 * The database a process runs on: PostgreSQL when DATABASE_URL is set, else the embedded one under
 * INKWELL_DATA_DIR, locked to this process. Runs pending migrations, unless `migrate` is false
 * (they run as a deploy step): then pending migrations are refused with `PendingMigrationsError`.
 */
export async function openAppDatabase(
  config: Readonly<Config>,
  role: DataDirLockInfo["role"],
  onPoolError?: (error: Error) => void,
  options: { migrate?: boolean } = {},
): Promise<AppDatabase> {
  const migrate = options.migrate ?? true;
  if (config.databaseUrl) {
    const handle = await openDatabase({
      databaseUrl: config.databaseUrl,
      onPoolError,
      poolSize: config.databasePoolSize,
    });
    return withMigrations(handle, null, migrate);
  }
  const lock = await acquireDataDirLock(config.dataDir, role);
  try {
    const handle = await openDatabase({ dataDir: path.join(config.dataDir, "pgdata") });
    return await withMigrations(handle, lock, migrate);
  } catch (error) {
    lock.release();
    throw error;
  }
}

async function withMigrations(
  handle: DatabaseHandle,
  lock: DataDirLock | null,
  migrate: boolean,
): Promise<AppDatabase> {
  try {
    let applied: string[] = [];
    if (migrate) ({ applied } = await migrateToLatest(handle.db));
    else {
      const pending = await pendingMigrations(handle.db);
      if (pending.length > 0) {
        throw new PendingMigrationsError(
          `${pending.length} database migration(s) are pending (${pending.join(", ")}) and INKWELL_MIGRATE=false: run \`inkwell migrate\` first`,
        );
      }
    }
    return {
      ...handle,
      lock,
      applied,
      async close() {
        try {
          await handle.close();
        } finally {
          lock?.release();
        }
      },
    };
  } catch (error) {
    await handle.close().catch(() => {});
    throw error;
  }
}

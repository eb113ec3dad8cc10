import path from "node:path";
import type { Config } from "../config.ts";
import { acquireDataDirLock, type DataDirLock, type DataDirLockInfo } from "./data-dir-lock.ts";
import { migrateToLatest } from "./migrate-to-latest.ts";
import { type DatabaseHandle, openDatabase } from "./open-database.ts";

export interface AppDatabase extends DatabaseHandle {
  /** Held while the embedded database is open; null on PostgreSQL. */
  lock: DataDirLock | null;
  applied: string[];
}

/**
 * The database a process runs on: PostgreSQL when DATABASE_URL is set, else the embedded one under
 * INKWELL_DATA_DIR, locked to this process. Runs pending migrations either way.
 */
export async function openAppDatabase(
  config: Readonly<Config>,
  role: DataDirLockInfo["role"],
  onPoolError?: (error: Error) => void,
): Promise<AppDatabase> {
  if (config.databaseUrl) {
    const handle = await openDatabase({ databaseUrl: config.databaseUrl, onPoolError });
    return withMigrations(handle, null);
  }
  const lock = await acquireDataDirLock(config.dataDir, role);
  try {
    const handle = await openDatabase({ dataDir: path.join(config.dataDir, "pgdata") });
    return await withMigrations(handle, lock);
  } catch (error) {
    lock.release();
    throw error;
  }
}

async function withMigrations(
  handle: DatabaseHandle,
  lock: DataDirLock | null,
): Promise<AppDatabase> {
  try {
    const { applied } = await migrateToLatest(handle.db);
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

import {
  closeSync,
  openSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
  writeSync,
} from "node:fs";
import { mkdir } from "node:fs/promises";
import path from "node:path";

/**
 * PGlite is one process's database: two processes opening the same folder would corrupt it. The
 * process that opens it holds this lock file; a server also records where its admin socket is, so
 * the CLI can ask it to do the work instead.
 */
export interface DataDirLockInfo {
  pid: number;
  role: "server" | "cli";
  adminSocket: string | null;
  since: string;
}

export interface DataDirLock {
  info: DataDirLockInfo;
  /** Records the server's admin socket in the lock file. */
  setAdminSocket(socketPath: string): void;
  release(): void;
}

export class DataDirBusyError extends Error {
  override name = "DataDirBusyError";
  constructor(
    readonly dataDir: string,
    readonly holder: DataDirLockInfo,
  ) {
    super(
      holder.role === "server"
        ? `The embedded database in ${dataDir} is used by a running Inkwell server (pid ${holder.pid})`
        : `The embedded database in ${dataDir} is used by another inkwell command (pid ${holder.pid}); wait for it to finish`,
    );
  }
}

export function lockFilePath(dataDir: string): string {
  return path.join(dataDir, "inkwell.lock");
}

export async function acquireDataDirLock(
  dataDir: string,
  role: DataDirLockInfo["role"],
): Promise<DataDirLock> {
  await mkdir(dataDir, { recursive: true });
  const file = lockFilePath(dataDir);
  const info: DataDirLockInfo = {
    pid: process.pid,
    role,
    adminSocket: null,
    since: new Date().toISOString(),
  };
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = openSync(file, "wx", 0o600);
      writeSync(fd, JSON.stringify(info));
      closeSync(fd);
      return {
        info,
        setAdminSocket(socketPath) {
          info.adminSocket = socketPath;
          // Replaced atomically: the lock file never disappears while this process holds it.
          writeFileSync(`${file}.${process.pid}`, JSON.stringify(info), { mode: 0o600 });
          renameSync(`${file}.${process.pid}`, file);
        },
        release() {
          const current = readDataDirLock(dataDir);
          if (current?.pid === process.pid) rmSync(file, { force: true });
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const holder = readDataDirLock(dataDir);
      if (holder && isAlive(holder.pid) && holder.pid !== process.pid)
        throw new DataDirBusyError(dataDir, holder);
      // The holder died without cleaning up: the lock is stale.
      rmSync(file, { force: true });
    }
  }
  throw new Error(`Could not lock ${file}: it keeps reappearing`);
}

/** The live holder of the lock, if any. */
export function readDataDirLock(dataDir: string): DataDirLockInfo | undefined {
  try {
    const info = JSON.parse(readFileSync(lockFilePath(dataDir), "utf8")) as DataDirLockInfo;
    return typeof info.pid === "number" ? info : undefined;
  } catch {
    return undefined;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

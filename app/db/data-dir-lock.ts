import { existsSync, linkSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { chmod, mkdir, readdir } from "node:fs/promises";
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
  await makePrivateDir(dataDir);
  const file = lockFilePath(dataDir);
  const info: DataDirLockInfo = {
    pid: process.pid,
    role,
    adminSocket: null,
    since: new Date().toISOString(),
  };
  const lock: DataDirLock = {
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
  for (let attempt = 0; attempt < 50; attempt++) {
    if (createWithContent(file, info)) return lock;
    const holder = readDataDirLock(dataDir);
    if (holder && holder.pid !== process.pid && isAlive(holder.pid)) {
      throw new DataDirBusyError(dataDir, holder);
    }
    if (takeOverStaleLock(dataDir, info)) return lock;
    // Another process is taking the stale lock over: see who won.
    await new Promise((resolve) => setTimeout(resolve, 5 + Math.random() * 20));
  }
  throw new Error(`Could not lock ${file}: it keeps changing hands`);
}

/**
 * Creates `file` holding `info`, or returns false if it exists. The content is written to a file
 * of this process first and linked into place, so no reader ever sees an empty lock file (which
 * would look abandoned).
 */
function createWithContent(file: string, info: DataDirLockInfo): boolean {
  const own = `${file}.${process.pid}.new`;
  writeFileSync(own, JSON.stringify(info), { mode: 0o600 });
  try {
    linkSync(own, file);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    return false;
  } finally {
    rmSync(own, { force: true });
  }
}

/**
 * Replaces a lock whose holder died. Deleting it and creating a new one is not atomic: two
 * processes that both saw the dead holder could each delete the other's new lock. So one process
 * at a time takes over, holding `inkwell.lock.takeover`; it checks the holder again and swaps the
 * file in one rename, so the lock file exists throughout and nobody can create it meanwhile.
 * Returns false when another process is taking over.
 */
function takeOverStaleLock(dataDir: string, info: DataDirLockInfo): boolean {
  const file = lockFilePath(dataDir);
  const mutex = `${file}.takeover`;
  if (!createWithContent(mutex, info)) {
    const taker = readLockFile(mutex);
    // A process that died while taking over leaves its mark behind: cleared for the next try.
    if (taker && !isAlive(taker.pid)) rmSync(mutex, { force: true });
    return false;
  }
  try {
    const holder = readDataDirLock(dataDir);
    if (holder && holder.pid !== process.pid && isAlive(holder.pid)) {
      throw new DataDirBusyError(dataDir, holder);
    }
    if (!existsSync(file)) return createWithContent(file, info);
    const own = `${file}.${process.pid}.new`;
    writeFileSync(own, JSON.stringify(info), { mode: 0o600 });
    renameSync(own, file);
    return true;
  } finally {
    rmSync(mutex, { force: true });
  }
}

/**
 * The data folder, and everything already in it, readable by this user only. Files the process
 * creates later (the database's own) are private too: the process's umask is narrowed.
 */
async function makePrivateDir(dataDir: string): Promise<void> {
  await mkdir(dataDir, { recursive: true, mode: 0o700 });
  process.umask(0o077);
  await restrictTree(dataDir);
}

async function restrictTree(dir: string): Promise<void> {
  await chmod(dir, 0o700);
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const child = path.join(dir, entry.name);
    try {
      if (entry.isDirectory()) await restrictTree(child);
      else if (entry.isFile()) await chmod(child, 0o600);
    } catch (error) {
      // Another process's passing file (a lock being written) may be gone already.
      if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    }
  }
}

/** The live holder of the lock, if any. */
function readDataDirLock(dataDir: string): DataDirLockInfo | undefined {
  return readLockFile(lockFilePath(dataDir));
}

function readLockFile(file: string): DataDirLockInfo | undefined {
  try {
    const info = JSON.parse(readFileSync(file, "utf8")) as DataDirLockInfo;
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

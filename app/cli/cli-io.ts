import path from "node:path";
import type { Readable, Writable } from "node:stream";

/**
 * Where a command reads and writes, and the folder its relative paths start from: the process's
 * own for `inkwell`, or streams of a caller's (the tests run the CLI in process this way).
 */
export interface CliIo {
  stdout: Writable;
  stderr: Writable & { isTTY?: boolean };
  stdin: Readable & { isTTY?: boolean };
  cwd: string;
}

export function processIo(): CliIo {
  return {
    stdout: process.stdout,
    stderr: process.stderr,
    stdin: process.stdin,
    cwd: process.cwd(),
  };
}

/** A path the user typed, from the command's folder. */
export function resolveFromCwd(io: CliIo, file: string): string {
  return path.resolve(io.cwd, file);
}

import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);
export const REPO_ROOT = path.resolve(import.meta.dirname, "../..");
const BIN = path.join(REPO_ROOT, "bin/inkwell.js");

export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** `inkwell <args>` as a user runs it: a new Node process with only the given environment. */
export async function runInkwell(
  args: string[],
  env: Record<string, string>,
  options: { cwd?: string; input?: string } = {},
): Promise<CliResult> {
  const child = run(process.execPath, [BIN, ...args], {
    env: { PATH: process.env.PATH, HOME: process.env.HOME, LOG_LEVEL: "warn", ...env },
    cwd: options.cwd ?? REPO_ROOT,
  });
  if (options.input !== undefined) child.child.stdin?.end(options.input);
  try {
    const { stdout, stderr } = await child;
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

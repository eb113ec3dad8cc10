import { type ChildProcess, spawn } from "node:child_process";
import path from "node:path";

const BIN = path.resolve(import.meta.dirname, "../../bin/inkwell.js");

export interface ServerProcess {
  /** `http://127.0.0.1:PORT`, as the server printed it. */
  url: string;
  /** Everything it wrote to stdout and stderr so far. */
  output(): string;
  /** Waits until the output matches, or fails with the output when the process exits first. */
  waitFor(pattern: RegExp, timeoutMs?: number): Promise<RegExpExecArray>;
  /** SIGTERM, then the exit code. */
  stop(): Promise<number | null>;
}

/**
 * `inkwell serve` as an operator runs it: `bin/inkwell.js` in a new Node process, in the folder
 * and with only the environment given (plus PATH and HOME), on a port of its own choosing.
 */
export async function startServerProcess(options: {
  cwd: string;
  env: Record<string, string>;
  args?: string[];
}): Promise<ServerProcess> {
  const child: ChildProcess = spawn(process.execPath, [BIN, ...(options.args ?? ["serve"])], {
    cwd: options.cwd,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      PORT: "0",
      HOST: "127.0.0.1",
      LOG_FORMAT: "json",
      ...options.env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  let exited: number | null | undefined;
  const listeners = new Set<() => void>();
  const changed = () => {
    for (const listener of listeners) listener();
  };
  child.stdout?.on("data", (chunk) => {
    output += chunk;
    changed();
  });
  child.stderr?.on("data", (chunk) => {
    output += chunk;
    changed();
  });
  const exit = new Promise<number | null>((resolve) => {
    child.once("exit", (code) => {
      exited = code;
      changed();
      resolve(code);
    });
  });

  const waitFor = (pattern: RegExp, timeoutMs = 90_000) =>
    new Promise<RegExpExecArray>((resolve, reject) => {
      const timer = setTimeout(() => {
        listeners.delete(check);
        reject(new Error(`no ${pattern} in the server's output:\n${output}`));
      }, timeoutMs);
      function check() {
        const match = pattern.exec(output);
        if (match || exited !== undefined) {
          listeners.delete(check);
          clearTimeout(timer);
          if (match) resolve(match);
          else reject(new Error(`the server exited (${exited}):\n${output}`));
        }
      }
      listeners.add(check);
      check();
    });

  let match: RegExpExecArray;
  try {
    match = await waitFor(/listening on (http:\/\/127\.0\.0\.1:\d+)/);
  } catch (error) {
    child.kill("SIGKILL");
    throw error;
  }
  return {
    url: match[1] as string,
    output: () => output,
    waitFor,
    async stop() {
      if (exited !== undefined) return exited;
      child.kill("SIGTERM");
      return exit;
    },
  };
}

import { type ChildProcess, execFile, spawn } from "node:child_process";
import { closeSync, mkdtempSync, openSync, readFileSync, realpathSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { freePort } from "#testkit/system/free-port.ts";
import { serverNodeFlags } from "./server-node-flags.ts";

const ROOT = path.resolve(import.meta.dirname, "..");
/**
 * Inside the checkout, so the compiled modules find their dependencies as build/ does, and not
 * inside node_modules: worktrees that share one node_modules would build over each other's code.
 */
const BUILD_DIR = path.join(ROOT, "bench", ".data", "server-build");

let built: Promise<string> | undefined;

/** Compiles the server once per benchmark run (a stale build/ would measure old code). */
function buildServer(log: (line: string) => void): Promise<string> {
  built ??= (async () => {
    log("compiling the server (npm run build) into a scratch folder");
    await promisify(execFile)(
      process.execPath,
      ["scripts/build-server.mjs", "--out-dir", BUILD_DIR],
      { cwd: ROOT },
    );
    // Its real path: a checkout reached through a symlink would otherwise give main.js a path
    // other than its import.meta.url, and it would not see itself as the entry point.
    return realpathSync(path.join(BUILD_DIR, "app", "main.js"));
  })();
  return built;
}

export type Runtime = "tsx" | "built";

export interface ServerProcess {
  url: string;
  pid: number;
  /** From spawning the process to the first 200 from /healthz. */
  readyMs: number;
  /** Resident memory now, from /proc. */
  rssBytes(): number;
  /** CPU time the process has used so far (user and system), from /proc. */
  cpuMs(): number;
  stop(): Promise<void>;
}

/**
 * The server as production runs it, in a process of its own: `node --import tsx app/main.ts`
 * (npm start) or `node build/app/main.js` (npm run start:prod), with their Node.js flags. Its log
 * goes to a file, as a supervisor would keep it.
 */
export async function startServerProcess(
  runtime: Runtime,
  env: Record<string, string>,
  log: (line: string) => void,
  nodeArgs: string[] = [],
): Promise<ServerProcess> {
  const entry = [
    ...serverNodeFlags(),
    ...nodeArgs,
    ...(runtime === "built" ? [await buildServer(log)] : ["--import", "tsx", "app/main.ts"]),
  ];
  const port = await freePort();
  const logDir = mkdtempSync(path.join(tmpdir(), "inkwell-bench-log-"));
  const logFile = path.join(logDir, "server.log");
  const out = openSync(logFile, "a");
  const started = performance.now();
  const child: ChildProcess = spawn(process.execPath, entry, {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", ...env, PORT: String(port) },
    stdio: ["ignore", out, out],
  });
  closeSync(out);
  const exited = new Promise<number | null>((resolve) => child.once("exit", resolve));
  let gone = false;
  void exited.then(() => {
    gone = true;
  });
  const url = `http://127.0.0.1:${port}`;
  for (;;) {
    if (gone) {
      throw new Error(`the server exited before it was ready:\n${readFileSync(logFile, "utf8")}`);
    }
    try {
      const res = await fetch(`${url}/healthz`);
      if (res.status === 200) break;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const readyMs = performance.now() - started;
  const pid = child.pid as number;
  return {
    url,
    pid,
    readyMs,
    rssBytes: () => {
      const status = readFileSync(`/proc/${pid}/status`, "utf8");
      return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
    },
    cpuMs: () => {
      const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
      // utime and stime, in clock ticks (100 a second on Linux).
      return (Number(fields[11]) + Number(fields[12])) * 10;
    },
    async stop() {
      if (!gone) child.kill("SIGTERM");
      await exited;
      rmSync(logDir, { recursive: true, force: true });
    },
  };
}

import { type ChildProcess, spawn } from "node:child_process";
import { createHmac, randomUUID } from "node:crypto";
import {
  copyFileSync,
  cpSync,
  existsSync,
  linkSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  symlinkSync,
} from "node:fs";
import path from "node:path";

export { freePort } from "./free-port.ts";

const ROOT = path.resolve(import.meta.dirname, "../..");

/** Runs `command` in this checkout with this process's environment (awaited, never blocking). */
const inRoot =
  (command: string): Launcher =>
  (args) => ({ command, args, env: process.env, cwd: ROOT });

/** The files `npm pack` publishes (package.json's `files`), but build/, which the caller compiles. */
export async function publishedSourceFiles(): Promise<string[]> {
  const packed = await runCommand(
    inRoot("npm"),
    ["pack", "--dry-run", "--json", "--ignore-scripts"],
    {},
  );
  if (packed.code !== 0) throw new Error(`npm pack --dry-run failed:\n${packed.stderr}`);
  const [pack] = JSON.parse(packed.stdout) as { files: { path: string }[] }[];
  return (pack?.files ?? []).map((file) => file.path).filter((file) => !file.startsWith("build/"));
}

/**
 * Lays out in `target` what a production install is: the published files, `build/` compiled by
 * `npm run build`, and the packages `npm ci --omit=dev` installs (the lock file's entries not
 * marked dev), hard-linked from this checkout's node_modules so no network is needed. A package
 * that resolves from here resolves in production; one left out (a dev dependency) cannot be found.
 */
export async function layOutProductionInstall(target: string): Promise<{ packages: string[] }> {
  for (const file of await publishedSourceFiles()) {
    mkdirSync(path.dirname(path.join(target, file)), { recursive: true });
    copyFileSync(path.join(ROOT, file), path.join(target, file));
  }
  copyFileSync(path.join(ROOT, "package-lock.json"), path.join(target, "package-lock.json"));
  const built = await runCommand(
    inRoot(process.execPath),
    ["scripts/build-server.mjs", "--out-dir", path.join(target, "build")],
    {},
  );
  if (built.code !== 0) throw new Error(`npm run build failed:\n${built.stdout}${built.stderr}`);
  return { packages: linkProductionPackages(target) };
}

interface LockEntry {
  dev?: boolean;
  optional?: boolean;
  devOptional?: boolean;
  link?: boolean;
}

function linkProductionPackages(target: string): string[] {
  const lock = JSON.parse(readFileSync(path.join(ROOT, "package-lock.json"), "utf8")) as {
    packages: Record<string, LockEntry>;
  };
  const packages: string[] = [];
  for (const [location, entry] of Object.entries(lock.packages)) {
    if (!location.startsWith("node_modules/") || entry.dev || entry.link) continue;
    const from = path.join(ROOT, location);
    if (!existsSync(from)) {
      // Optional packages for other platforms (native binaries) are not installed here either.
      if (entry.optional || entry.devOptional) continue;
      throw new Error(`${location} is a production dependency missing from node_modules: npm ci`);
    }
    linkTree(from, path.join(target, location));
    packages.push(location.replace(/^.*node_modules\//, ""));
  }
  return packages;
}

/** Hard-links one package's files; its own node_modules are other lock entries, linked on their own. */
function linkTree(from: string, to: string): void {
  for (const file of readdirSync(from, { recursive: true, withFileTypes: true })) {
    const source = path.join(file.parentPath, file.name);
    const relative = path.relative(from, source);
    if (relative === "node_modules" || relative.startsWith(`node_modules${path.sep}`)) continue;
    const destination = path.join(to, relative);
    if (file.isDirectory()) {
      mkdirSync(destination, { recursive: true });
    } else if (file.isSymbolicLink()) {
      mkdirSync(path.dirname(destination), { recursive: true });
      symlinkSync(readlinkSync(source), destination);
    } else {
      mkdirSync(path.dirname(destination), { recursive: true });
      try {
        linkSync(source, destination);
      } catch {
        cpSync(source, destination);
      }
    }
  }
}

/** How to run `inkwell ARGS…` with an environment: plainly, or in a chroot as the image's user. */
export type Launcher = (
  args: string[],
  env: Record<string, string>,
) => { command: string; args: string[]; env: NodeJS.ProcessEnv; cwd?: string };

export interface CommandResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

export function runCommand(
  launch: Launcher,
  args: string[],
  env: Record<string, string>,
): Promise<CommandResult> {
  const { command, args: argv, env: processEnv, cwd } = launch(args, env);
  const child = spawn(command, argv, { env: processEnv, cwd, stdio: ["ignore", "pipe", "pipe"] });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk) => {
    stdout += chunk;
  });
  child.stderr.on("data", (chunk) => {
    stderr += chunk;
  });
  return new Promise((resolve, reject) => {
    child.once("error", reject);
    child.once("close", (code) => resolve({ code, stdout, stderr }));
  });
}

/** `inkwell … --json`, parsed; fails with the command's stderr. */
export async function runJsonCommand<T>(
  launch: Launcher,
  args: string[],
  env: Record<string, string>,
): Promise<T> {
  const result = await runCommand(launch, [...args, "--json"], env);
  if (result.code !== 0) {
    throw new Error(`inkwell ${args.join(" ")} exited ${result.code}:\n${result.stderr}`);
  }
  return JSON.parse(result.stdout) as T;
}

export interface ServerProcess {
  baseUrl: string;
  child: ChildProcess;
  /** Milliseconds from the spawn to the first `/healthz` that answered 200. */
  coldStartMs: number;
  output(): string;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
}

/** Starts the server on `port` and waits (at most `timeoutMs`) until `/healthz` answers 200. */
export async function startServerProcess(
  launch: Launcher,
  args: string[],
  env: Record<string, string>,
  port: number,
  timeoutMs = 60_000,
): Promise<ServerProcess> {
  const { command, args: argv, env: processEnv, cwd } = launch(args, env);
  const startedAt = performance.now();
  const child = spawn(command, argv, { env: processEnv, cwd, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout?.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    output += chunk;
  });
  let ended = false;
  const exited = new Promise<number | null>((resolve) =>
    child.once("exit", (code) => {
      ended = true;
      resolve(code);
    }),
  );
  const baseUrl = `http://127.0.0.1:${port}`;
  while (performance.now() - startedAt < timeoutMs) {
    if (ended) throw new Error(`the server exited before answering /healthz:\n${output}`);
    const healthy = await fetch(`${baseUrl}/healthz`).then(
      (res) => res.status === 200,
      () => false,
    );
    if (healthy) {
      const coldStartMs = Math.round(performance.now() - startedAt);
      return { baseUrl, child, coldStartMs, output: () => output, exited };
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  child.kill("SIGKILL");
  throw new Error(`/healthz did not answer 200 within ${timeoutMs} ms:\n${output}`);
}

/**
 * Delivers a signed `installation.created` webhook for `repository`, as GitHub does when the app is
 * installed: the project of that repository can run jobs from then on, with no call to GitHub.
 */
export async function deliverInstallation(
  baseUrl: string,
  webhookSecret: string,
  repository: { fullName: string; id: number },
  installationId: number,
): Promise<Response> {
  const [owner = "", name = ""] = repository.fullName.split("/");
  const body = JSON.stringify({
    action: "created",
    installation: { id: installationId, account: { login: owner, id: 1, type: "Organization" } },
    repositories: [
      { id: repository.id, name, full_name: repository.fullName, private: false, node_id: "R_1" },
    ],
    sender: { login: owner, id: 1, type: "User" },
  });
  return fetch(`${baseUrl}/api/github/webhooks`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "x-github-event": "installation",
      "x-github-delivery": randomUUID(),
      "x-hub-signature-256": `sha256=${createHmac("sha256", webhookSecret).update(body).digest("hex")}`,
    },
    body,
  });
}

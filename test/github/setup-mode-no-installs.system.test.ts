import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "../..");

/**
 * Loaded before the server: every way Node starts a process writes a line to the log first, for
 * the server's own code and its dependencies (Probot's setup once ran `npx` for a smee client).
 */
const WATCH = `
import childProcess from "node:child_process";
import { appendFileSync } from "node:fs";
import { syncBuiltinESMExports } from "node:module";
const log = process.env.INKWELL_TEST_PROCESS_LOG;
for (const name of ["spawn", "spawnSync", "exec", "execSync", "execFile", "execFileSync", "fork"]) {
  const real = childProcess[name];
  childProcess[name] = function (...args) {
    appendFileSync(log, name + " " + String(args[0]) + "\\n");
    return real.apply(this, args);
  };
}
syncBuiltinESMExports();
appendFileSync(log + ".ready", "watching\\n");
`;

describe("setup mode starts no process", () => {
  let server: ChildProcess | undefined;
  let folder: string | undefined;

  afterEach(() => {
    server?.kill("SIGKILL");
    if (folder) rmSync(folder, { recursive: true, force: true });
  });

  it("serves the registration pages and refuses webhooks without running npx or anything else", async () => {
    folder = mkdtempSync(path.join(tmpdir(), "inkwell-setup-"));
    const watch = path.join(folder, "watch-processes.mjs");
    const log = path.join(folder, "processes.log");
    writeFileSync(watch, WATCH);
    writeFileSync(log, "");
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      PORT: "0",
      HOST: "127.0.0.1",
      INKWELL_DATA_DIR: path.join(folder, "data"),
      DATABASE_URL: "",
      INKWELL_PUBLIC_URL: "https://inkwell.example.com",
      INKWELL_AGENT_CONCURRENCY: "0",
      INKWELL_TEST_PROCESS_LOG: log,
    };
    for (const name of ["APP_ID", "PRIVATE_KEY", "PRIVATE_KEY_PATH", "WEBHOOK_SECRET"]) {
      delete env[name];
    }
    server = spawn(process.execPath, ["--import", "tsx", "--import", watch, "app/main.ts"], {
      cwd: ROOT,
      env,
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    server.stdout?.on("data", (chunk) => {
      output += chunk;
    });
    server.stderr?.on("data", (chunk) => {
      output += chunk;
    });
    const port = await new Promise<number>((resolve, reject) => {
      const timer = setInterval(() => {
        const match = /listening on http:\/\/127\.0\.0\.1:(\d+)/.exec(output);
        if (match) {
          clearInterval(timer);
          resolve(Number(match[1]));
        }
      }, 100);
      server?.once("exit", (code) => {
        clearInterval(timer);
        reject(new Error(`the server exited (${code}) before listening:\n${output}`));
      });
    });
    const base = `http://127.0.0.1:${port}`;
    // The registration pages, as the loopback client they are served to.
    for (const page of ["/", "/probot", "/probot/success"]) {
      const res = await fetch(`${base}${page}`);
      expect(res.status, page).toBeLessThan(500);
      await res.text();
    }
    const webhook = await fetch(`${base}/api/github/webhooks`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "x-github-event": "ping",
        "x-github-delivery": "setup-no-installs",
        "x-hub-signature-256": "sha256=00",
      },
      body: "{}",
    });
    expect(webhook.status).toBe(503);
    expect(output).toMatch(/listening on/);
    expect(readFileSync(`${log}.ready`, "utf8")).toBe("watching\n");
    expect(readFileSync(log, "utf8")).toBe("");
  }, 60_000);
});

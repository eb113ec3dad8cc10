import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { connect, type Socket } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import {
  TEST_APP_ID,
  TEST_WEBHOOK_SECRET,
  testPrivateKey,
} from "#testkit/github/github-app-credentials.ts";

const ROOT = path.resolve(import.meta.dirname, "../..");

interface Started {
  npm: ChildProcess;
  port: number;
  output: () => string;
  exited: Promise<number | null>;
}

/** `npm start` as a supervisor runs it: in a process group of its own, on a fresh data folder. */
async function startInOwnGroup(dataDir: string): Promise<Started> {
  const npm = spawn("npm", ["start"], {
    cwd: ROOT,
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      ...process.env,
      PORT: "0",
      HOST: "127.0.0.1",
      INKWELL_DATA_DIR: dataDir,
      DATABASE_URL: "",
      APP_ID: TEST_APP_ID,
      PRIVATE_KEY: testPrivateKey(),
      WEBHOOK_SECRET: TEST_WEBHOOK_SECRET,
      INKWELL_AGENT_CONCURRENCY: "0",
      INKWELL_SHUTDOWN_TIMEOUT_SECONDS: "30",
    },
  });
  let output = "";
  npm.stdout?.on("data", (chunk) => {
    output += chunk;
  });
  npm.stderr?.on("data", (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => npm.once("exit", (code) => resolve(code)));
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setInterval(() => {
      const match = /Inkwell listening on http:\/\/127\.0\.0\.1:(\d+)/.exec(output);
      if (match) {
        clearInterval(timer);
        resolve(Number(match[1]));
      }
    }, 100);
    void exited.then((code) => {
      clearInterval(timer);
      reject(new Error(`npm start exited (${code}) before listening:\n${output}`));
    });
  });
  return { npm, port, output: () => output, exited };
}

/** A webhook delivery whose body is still on its way: the server holds the request open. */
function holdRequest(port: number): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1", () => {
      socket.write(
        [
          "POST /api/github/webhooks HTTP/1.1",
          "Host: 127.0.0.1",
          "Content-Type: application/json",
          "X-GitHub-Event: ping",
          "X-GitHub-Delivery: 00000000-0000-0000-0000-000000000001",
          "X-Hub-Signature-256: sha256=0000",
          "Content-Length: 20",
          "",
          '{"zen":',
        ].join("\r\n"),
      );
      resolve(socket);
    });
    socket.once("error", reject);
  });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

describe("npm start under a supervisor", () => {
  let started: Started | undefined;
  let dataDir: string | undefined;

  afterEach(() => {
    if (started?.npm.pid && isAlive(started.npm.pid)) process.kill(-started.npm.pid, "SIGKILL");
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it("drains on SIGTERM to its whole process group: it exits after the request in flight, not at once", async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), "inkwell-signals-"));
    started = await startInOwnGroup(dataDir);
    const pid = started.npm.pid as number;
    const socket = await holdRequest(started.port);
    let answer = "";
    socket.on("data", (chunk) => {
      answer += chunk;
    });
    const closed = new Promise<void>((resolve) => socket.once("close", () => resolve()));
    await new Promise((resolve) => setTimeout(resolve, 300));

    process.kill(-pid, "SIGTERM");
    await new Promise((resolve) => setTimeout(resolve, 1500));
    // The group leader is what a supervisor watches: it must wait for the server's drain.
    expect(isAlive(pid)).toBe(true);
    expect(answer).toBe("");

    // The rest of the 20 bytes announced.
    socket.write(' "ok"}       ');
    await closed;
    expect(answer).toMatch(/^HTTP\/1\.1 \d{3} /);
    const code = await started.exited;
    const output = started.output();
    expect(code, output).toBe(0);
    expect(output).toMatch(/SIGTERM: draining/);
    expect(output).toMatch(/"msg":"stopped"/);
    expect(output).not.toMatch(/exiting now/);
  }, 180_000);
});

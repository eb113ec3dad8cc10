import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
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
  server: ChildProcess;
  port: number;
  stdout: () => string;
  exited: Promise<number | null>;
}

/** The server as `npm start` runs it, its standard output a pipe (as under a supervisor). */
async function startServer(dataDir: string, env: Record<string, string>): Promise<Started> {
  const server = spawn(process.execPath, ["--import", "tsx", "app/main.ts"], {
    cwd: ROOT,
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
      // Unset unless the test sets it: the default is what is tested.
      LOG_FORMAT: undefined,
      ...env,
    },
  });
  let stdout = "";
  let stderr = "";
  server.stdout?.on("data", (chunk) => {
    stdout += chunk;
  });
  server.stderr?.on("data", (chunk) => {
    stderr += chunk;
  });
  const exited = new Promise<number | null>((resolve) =>
    server.once("exit", (code) => resolve(code)),
  );
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setInterval(() => {
      const match = /listening on http:\/\/127\.0\.0\.1:(\d+)/.exec(stdout);
      if (match) {
        clearInterval(timer);
        resolve(Number(match[1]));
      }
    }, 100);
    void exited.then((code) => {
      clearInterval(timer);
      reject(new Error(`the server exited (${code}) before listening:\n${stdout}${stderr}`));
    });
  });
  return { server, port, stdout: () => stdout, exited };
}

/** Until the access line of a request has been written (after its response). */
async function waitForLine(started: Started, pattern: RegExp): Promise<void> {
  for (let i = 0; i < 100 && !pattern.test(started.stdout()); i++) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe("the server's log lines", () => {
  let started: Started | undefined;
  let folder: string | undefined;

  afterEach(async () => {
    started?.server.kill("SIGTERM");
    await started?.exited;
    started = undefined;
    if (folder) rmSync(folder, { recursive: true, force: true });
  });

  it("are JSON objects when nobody reads them at a terminal, with 'listening' once and no headers on the access line", async () => {
    folder = mkdtempSync(path.join(tmpdir(), "inkwell-logs-"));
    started = await startServer(path.join(folder, "data"), {});
    const res = await fetch(`http://127.0.0.1:${started.port}/healthz`, {
      headers: { "x-request-id": "log-format-json", cookie: "inkwell_session=secret-cookie" },
    });
    expect(res.status).toBe(200);
    await waitForLine(started, /log-format-json.*GET \/healthz 200/);
    const lines = started
      .stdout()
      .split("\n")
      .filter((line) => line.trim() !== "");
    for (const line of lines) expect(() => JSON.parse(line), line).not.toThrow();
    const parsed = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(parsed.filter((line) => /listening on/i.test(String(line.msg)))).toHaveLength(1);
    const access = parsed.find(
      (line) => line.requestId === "log-format-json" && line.name === "http",
    );
    expect(access?.req).toEqual({
      id: "log-format-json",
      method: "GET",
      url: "/healthz",
      remoteAddress: expect.any(String),
      remotePort: expect.any(Number),
    });
    expect(access?.res).toEqual({ statusCode: 200 });
    expect(started.stdout()).not.toContain("secret-cookie");
  }, 60_000);

  it("are lines a person reads with LOG_FORMAT=pretty, with the same redactions", async () => {
    folder = mkdtempSync(path.join(tmpdir(), "inkwell-logs-"));
    started = await startServer(path.join(folder, "data"), { LOG_FORMAT: "pretty" });
    const res = await fetch(`http://127.0.0.1:${started.port}/healthz?code=one-time-code`, {
      headers: { "x-request-id": "log-format-pretty" },
    });
    expect(res.status).toBe(200);
    await waitForLine(started, /GET \/healthz/);
    const lines = started
      .stdout()
      .split("\n")
      .filter((line) => line.trim() !== "");
    for (const line of lines) expect(line.startsWith("{"), line).toBe(false);
    expect(lines.filter((line) => /listening on/i.test(line))).toHaveLength(1);
    expect(lines.find((line) => /listening on/i.test(line))).toMatch(/INFO.*Inkwell listening on/);
    expect(started.stdout()).not.toContain("one-time-code");
  }, 60_000);
});

import { type ChildProcess, spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "../..");

describe("the admin socket's folder", () => {
  const made: string[] = [];
  const servers: ChildProcess[] = [];
  afterEach(() => {
    for (const server of servers.splice(0)) if (server.exitCode === null) server.kill("SIGKILL");
    for (const folder of made.splice(0)) rmSync(folder, { recursive: true, force: true });
  });

  it("is removed when the server exits, when a long data folder put it in the temp folder", async () => {
    // A temp folder of the test's own, so that what the server leaves in it can be listed.
    const temp = mkdtempSync(path.join(tmpdir(), "inkwell-cleanup-"));
    made.push(temp);
    // Too long a path for a socket beside the data: the server makes a folder in the temp folder.
    const dataDir = path.join(temp, "d".repeat(120));
    mkdirSync(dataDir);
    const server = spawn(process.execPath, ["--import", "tsx", "app/main.ts"], {
      cwd: ROOT,
      stdio: ["ignore", "pipe", "pipe"],
      env: {
        ...process.env,
        TMPDIR: temp,
        PORT: "0",
        HOST: "127.0.0.1",
        INKWELL_DATA_DIR: dataDir,
        DATABASE_URL: "",
        INKWELL_AGENT_CONCURRENCY: "0",
        LOG_LEVEL: "info",
      },
    });
    servers.push(server);
    let output = "";
    server.stdout.on("data", (chunk) => {
      output += chunk;
    });
    server.stderr.on("data", (chunk) => {
      output += chunk;
    });
    const exited = new Promise<number | null>((resolve) => server.once("exit", resolve));
    await new Promise<void>((resolve, reject) => {
      const timer = setInterval(() => {
        if (output.includes("Inkwell listening on")) {
          clearInterval(timer);
          resolve();
        }
      }, 100);
      void exited.then((code) => {
        clearInterval(timer);
        reject(new Error(`the server exited (${code}) before listening:\n${output}`));
      });
    });
    const socketFolders = () =>
      readdirSync(temp).filter((name) => name.startsWith("inkwell-admin-"));
    expect(socketFolders()).toHaveLength(1);

    server.kill("SIGTERM");
    expect(await exited).toBe(0);
    expect(socketFolders()).toEqual([]);
  }, 120_000);
});

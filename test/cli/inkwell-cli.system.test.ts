import { type ChildProcess, execFile, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { type AddressInfo, createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createEmbeddedDataDir,
  type EmbeddedDataDir,
} from "#testkit/database/embedded-data-dir.ts";

const run = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, "../..");
const BIN = path.join(ROOT, "bin/inkwell.js");

interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

function cleanEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    LOG_LEVEL: "warn",
    ...extra,
  };
  return env;
}

async function inkwell(
  args: string[],
  env: Record<string, string>,
  cwd = ROOT,
): Promise<CliResult> {
  try {
    const { stdout, stderr } = await run(process.execPath, [BIN, ...args], {
      env: cleanEnv(env),
      cwd,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

// biome-ignore lint/suspicious/noExplicitAny: tests assert the shape of what they read
async function inkwellJson<T = any>(args: string[], env: Record<string, string>): Promise<T> {
  const result = await inkwell([...args, "--json"], env);
  expect(result.stderr).toBe("");
  expect(result.code).toBe(0);
  return JSON.parse(result.stdout) as T;
}

// Each command is a new Node process opening the database: slow on a busy machine, hence the timeouts.
// The folder holds a migrated database, as `inkwell migrate` leaves one (the production build's
// test and the operator's journey create theirs from nothing).
describe("the inkwell CLI on the embedded database", { timeout: 180_000 }, () => {
  let data: EmbeddedDataDir;
  let dataDir: string;
  let env: Record<string, string>;

  beforeAll(async () => {
    data = await createEmbeddedDataDir();
    dataDir = data.dir;
    env = { INKWELL_DATA_DIR: dataDir };
  });
  afterAll(async () => {
    await data.remove();
  });

  it("creates and lists projects and keys, with --json for scripts", async () => {
    const project = await inkwellJson(
      ["projects", "create", "--repo", "acme/docs", "--docs-path", "docs/"],
      env,
    );
    expect(project).toMatchObject({ repository: "acme/docs", docsPath: "docs", baseRef: null });
    expect(project.id).toMatch(/^prj_[0-9A-Za-z]{22}$/);

    const projects = await inkwellJson(["projects", "list"], env);
    expect(projects.map((p: { id: string }) => p.id)).toEqual([project.id]);

    const key = await inkwellJson(
      ["keys", "create", "--project", project.id, "--name", "ci", "--scope", "read"],
      env,
    );
    expect(key.key).toMatch(/^ink_[0-9A-Za-z]{40}$/);
    expect(key).toMatchObject({ name: "ci", scopes: ["read"], revokedAt: null });

    const keys = await inkwellJson(["keys", "list", "--project", project.id], env);
    expect(keys).toHaveLength(1);
    expect(JSON.stringify(keys)).not.toContain(key.key);

    const revoked = await inkwellJson(["keys", "revoke", key.id], env);
    expect(revoked.revokedAt).not.toBeNull();

    const human = await inkwell(["keys", "list", "--project", project.id], env);
    expect(human.stdout).toContain("revoked");
  });

  it("explains bad input in one line and exits 1, with no stack trace", async () => {
    const result = await inkwell(
      ["projects", "create", "--repo", "not a repo", "--docs-path", "docs"],
      env,
    );
    expect(result.code).toBe(1);
    expect(result.stderr).toBe(
      'error: --repo must be OWNER/NAME of a GitHub repository, got "not a repo"\n',
    );
    const unknown = await inkwell(["keys", "create", "--project", "prj_missing"], env);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain("No project has the id prj_missing");
  });

  it("refuses to open the embedded database while another inkwell command holds it", async () => {
    const lock = path.join(dataDir, "inkwell.lock");
    await writeFile(
      lock,
      JSON.stringify({ pid: process.pid, role: "cli", adminSocket: null, since: "now" }),
    );
    try {
      const result = await inkwell(["projects", "list"], env);
      expect(result.code).toBe(1);
      expect(result.stderr).toContain(`used by another inkwell command (pid ${process.pid})`);
    } finally {
      await rm(lock);
    }
  });

  it("takes over a lock left by a process that died", async () => {
    const lock = path.join(dataDir, "inkwell.lock");
    await writeFile(
      lock,
      JSON.stringify({ pid: 2 ** 22 + 12345, role: "server", adminSocket: null, since: "then" }),
    );
    const projects = await inkwellJson(["projects", "list"], env);
    expect(projects).toHaveLength(1);
  });
});

describe("the inkwell CLI while the server owns the embedded database", {
  timeout: 120_000,
}, () => {
  let data: EmbeddedDataDir;
  let dataDir: string;
  let env: Record<string, string>;
  let server: ChildProcess;
  let url: string;
  let serverLog = "";

  // The first describe creates a data folder from nothing; this one starts from a migrated copy.
  beforeAll(async () => {
    data = await createEmbeddedDataDir();
    dataDir = data.dir;
    env = { INKWELL_DATA_DIR: dataDir, PORT: "0", HOST: "127.0.0.1" };
    server = spawn(process.execPath, [BIN, "serve"], {
      env: cleanEnv({ ...env, LOG_LEVEL: "info" }),
      cwd: ROOT,
    });
    url = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`server did not start:\n${serverLog}`)),
        110_000,
      );
      server.stdout?.on("data", (chunk: Buffer) => {
        serverLog += chunk.toString();
        const match = /Inkwell listening on (http:\/\/[^ ]+)/.exec(serverLog);
        if (match?.[1]) {
          clearTimeout(timer);
          resolve(match[1]);
        }
      });
      server.stderr?.on("data", (chunk: Buffer) => {
        serverLog += chunk.toString();
      });
    });
  }, 120_000);
  afterAll(async () => {
    if (server.exitCode === null) server.kill("SIGKILL");
    await data.remove();
  });

  it("goes through the server, whose API then accepts the new key at once", async () => {
    const project = await inkwellJson(
      ["projects", "create", "--repo", "acme/served", "--docs-path", "docs"],
      env,
    );
    const key = await inkwellJson(["keys", "create", "--project", project.id], env);
    const res = await fetch(`${url}/v2/agent/${project.id}/jobs`, {
      headers: { authorization: `Bearer ${key.key}` },
    });
    expect(res.status).toBe(200);
    await inkwellJson(["keys", "revoke", key.id], env);
    const after = await fetch(`${url}/v2/agent/${project.id}/jobs`, {
      headers: { authorization: `Bearer ${key.key}` },
    });
    expect(after.status).toBe(401);
  });

  it("refuses a second server on the same data folder, saying why", async () => {
    const second = await inkwell(["serve"], env);
    expect(second.code).toBe(1);
    expect(second.stderr).toContain("used by a running Inkwell server");
    expect(second.stderr).toContain("INKWELL_DATA_DIR");
  });

  it("drains on SIGTERM, releases the folder, and keeps every row", async () => {
    const exited = new Promise<number | null>((resolve) =>
      server.once("exit", (code) => resolve(code)),
    );
    server.kill("SIGTERM");
    expect(await exited).toBe(0);
    await expect(readFile(path.join(dataDir, "inkwell.lock"))).rejects.toThrow();
    const projects = await inkwellJson(["projects", "list"], env);
    expect(projects.map((p: { repository: string }) => p.repository)).toEqual(["acme/served"]);
  });
});

describe("the server's start-up checks", { timeout: 60_000 }, () => {
  it("stops with a message naming a malformed variable", async () => {
    const result = await inkwell(["serve"], { PORT: "not-a-port", INKWELL_DATA_DIR: os.tmpdir() });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain("PORT");
    expect(result.stderr).not.toMatch(/\n\s+at /);
  });
});

describe("a server on a busy port", { timeout: 120_000 }, () => {
  it("stops with one line and exit code 1, before it creates or migrates any database", async () => {
    const holder = createServer();
    await new Promise<void>((resolve) => holder.listen(0, "127.0.0.1", resolve));
    const { port } = holder.address() as AddressInfo;
    const folder = await mkdtemp(path.join(os.tmpdir(), "inkwell-busy-"));
    try {
      const dataDir = path.join(folder, "data");
      const result = await inkwell(["serve"], {
        INKWELL_DATA_DIR: dataDir,
        PORT: String(port),
        HOST: "127.0.0.1",
      });
      expect(result.code).toBe(1);
      expect(result.stderr).toBe(
        `Port ${port} on 127.0.0.1 is already in use (another Inkwell server?): stop it, or set PORT to a free port\n`,
      );
      expect(existsSync(dataDir)).toBe(false);
    } finally {
      holder.close();
      await rm(folder, { recursive: true, force: true });
    }
  });
});

describe.skipIf(!process.env.DATABASE_URL)(
  "the inkwell CLI on PostgreSQL",
  { timeout: 120_000 },
  () => {
    it("works on the server named by DATABASE_URL, in its own schema", async () => {
      const schema = `cli_${Date.now()}`;
      const base = process.env.DATABASE_URL as string;
      const pg = await import("pg");
      const admin = new pg.default.Client({ connectionString: base });
      await admin.connect();
      await admin.query(`create schema ${schema}`);
      try {
        const databaseUrl = `${base}${base.includes("?") ? "&" : "?"}options=${encodeURIComponent(`-c search_path=${schema}`)}`;
        const env = { DATABASE_URL: databaseUrl };
        const migrated = await inkwellJson(["migrate"], env);
        expect(migrated.applied.length).toBeGreaterThan(0);
        const project = await inkwellJson(
          ["projects", "create", "--repo", "acme/pg", "--docs-path", "docs"],
          env,
        );
        const listed = await inkwellJson(["projects", "list"], env);
        expect(listed.map((p: { id: string }) => p.id)).toEqual([project.id]);
        const rows = await admin.query(`select count(*)::int as n from ${schema}.projects`);
        expect(rows.rows[0].n).toBe(1);
      } finally {
        await admin.query(`drop schema ${schema} cascade`);
        await admin.end();
      }
    });
  },
);

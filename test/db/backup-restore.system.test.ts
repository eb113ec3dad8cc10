import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, rmSync, statSync } from "node:fs";
import type { Server } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import pg from "pg";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestClock } from "#testkit/app/test-clock.ts";
import { startTestServer } from "#testkit/app/test-server.ts";
import { runInkwell } from "#testkit/cli/inkwell-cli.ts";
import { HUMAN_AGENT } from "#testkit/database/analytics-views.ts";
import { createProjectWithKey, seedJob } from "#testkit/database/seed.ts";
import { createTestDatabase } from "#testkit/database/test-database.ts";
import {
  adminSocketPath,
  listenForAdminCommands,
} from "../../app/admin/listen-for-admin-commands.ts";
import { ingestViewEvents } from "../../app/analytics/ingest/view-ingestion.service.ts";
import { loadConfig } from "../../app/config.ts";
import { openAppDatabase } from "../../app/db/open-app-database.ts";
import { openDatabase } from "../../app/db/open-database.ts";

const run = promisify(execFile);
/** Each test runs Node.js processes (the CLI, the server), slow on a loaded machine. */
const PROCESS_TIMEOUT_MS = 120_000;
const clock = createTestClock("2026-11-20T12:00:00Z");
const jobId = "job_Backup0Restore0Test0001";
const NOT_A_BACKUP = path.resolve(import.meta.dirname, "../../LICENSE");

interface Served {
  job: unknown;
  views: unknown;
}

/** A project with a key, a job and page views: what a backup must bring back. */
async function seedData(db: Parameters<typeof seedJob>[0]) {
  const { project, key } = await createProjectWithKey({ db, clock }, { repo: "acme/handbook" });
  await seedJob(db, {
    id: jobId,
    projectId: project.id,
    prompt: "Document the new retry option",
    repository: "https://github.com/acme/handbook",
    at: new Date("2026-11-20T09:00:00Z"),
  });
  const events = [
    { path: "/guide", userAgent: HUMAN_AGENT, timestamp: "2026-11-19T10:00:00Z" },
    { path: "/guide", userAgent: HUMAN_AGENT, timestamp: "2026-11-19T11:00:00Z" },
    { path: "/api.md", userAgent: "python-httpx/0.28.1", timestamp: "2026-11-19T12:00:00Z" },
  ];
  await ingestViewEvents(db, project.id, events, { now: clock.now(), idempotencyKey: undefined });
  return { projectId: project.id, key };
}

/** The job and the views as the API serves them from `db`. */
async function served(
  db: Parameters<typeof startTestServer>[0],
  projectId: string,
  key: string,
): Promise<Served> {
  const server = await startTestServer(db, { clock });
  try {
    const headers = { authorization: `Bearer ${key}` };
    const job = await server.request(`/v2/agent/${projectId}/job/${jobId}`, { headers });
    const views = await server.request(`/v1/analytics/${projectId}/views`, { headers });
    expect([job.status, views.status]).toEqual([200, 200]);
    return { job: await job.json(), views: await views.json() };
  } finally {
    await server.stop();
  }
}

describe("inkwell backup and restore (the embedded database)", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "inkwell-backup-"));
  const original = path.join(dir, "original");
  const restored = path.join(dir, "restored");
  const backup = path.join(dir, "inkwell-backup.tar.gz");
  let seeded: { projectId: string; key: string };
  let before: Served;

  beforeAll(async () => {
    // A running server owns the original: it holds the lock and answers the CLI on its socket.
    const database = await openAppDatabase(loadConfig({ INKWELL_DATA_DIR: original }), "server");
    let admin: Server | undefined;
    try {
      seeded = await seedData(database.db);
      before = await served(database, seeded.projectId, seeded.key);
      const socket = await adminSocketPath(original);
      admin = await listenForAdminCommands(
        {
          db: database.db,
          config: loadConfig({ INKWELL_DATA_DIR: original }),
          clock,
          dumpDatabase: database.dumpDataDir,
        },
        socket,
        pino({ level: "silent" }),
      );
      database.lock?.setAdminSocket(socket);
      const result = await runInkwell(["backup", backup], { INKWELL_DATA_DIR: original });
      expect(result.stderr).toBe("");
      expect(result.code).toBe(0);
    } finally {
      admin?.close();
      await database.close();
    }
  }, 120_000);

  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it(
    "writes the backup through the running server, readable by this user only",
    () => {
      expect(statSync(backup).mode & 0o777).toBe(0o600);
      expect(statSync(backup).size).toBeGreaterThan(0);
    },
    PROCESS_TIMEOUT_MS,
  );

  it(
    "restores into an empty folder a database that serves the same job and views",
    async () => {
      const result = await runInkwell(["restore", backup], { INKWELL_DATA_DIR: restored });
      expect(result.code).toBe(0);
      expect(result.stdout).toContain("Restored");
      const database = await openAppDatabase(loadConfig({ INKWELL_DATA_DIR: restored }), "server");
      try {
        expect(database.applied).toEqual([]);
        const after = await served(database, seeded.projectId, seeded.key);
        expect(after).toEqual(before);
        expect(after.views).toMatchObject({ totals: { human: 2, ai: 1, total: 3 } });
      } finally {
        await database.close();
      }
    },
    PROCESS_TIMEOUT_MS,
  );

  it(
    "refuses to restore over a database unless told to move it aside",
    async () => {
      const refused = await runInkwell(["restore", backup], { INKWELL_DATA_DIR: restored });
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain("already holds a database: pass --replace");
      const replaced = await runInkwell(["restore", backup, "--replace", "--json"], {
        INKWELL_DATA_DIR: restored,
      });
      expect(replaced.code).toBe(0);
      const outcome = JSON.parse(replaced.stdout) as { replacedDir: string };
      expect(existsSync(path.join(outcome.replacedDir, "PG_VERSION"))).toBe(true);
    },
    PROCESS_TIMEOUT_MS,
  );

  it(
    "refuses a file that is not a backup, and leaves the folder empty",
    async () => {
      const empty = path.join(dir, "empty");
      const result = await runInkwell(["restore", NOT_A_BACKUP], {
        INKWELL_DATA_DIR: empty,
      });
      expect(result.code).toBe(1);
      expect(result.stderr).toContain("is not a backup made by inkwell backup");
      expect(existsSync(path.join(empty, "pgdata"))).toBe(false);
    },
    PROCESS_TIMEOUT_MS,
  );

  it(
    "refuses to overwrite an existing file, and points PostgreSQL users to pg_dump",
    async () => {
      const existing = await runInkwell(["backup", backup], { INKWELL_DATA_DIR: restored });
      expect(existing.code).toBe(1);
      expect(existing.stderr).toContain("already exists");
      const postgres = await runInkwell(["backup", path.join(dir, "pg.tar.gz")], {
        DATABASE_URL: "postgres://inkwell@127.0.0.1:1/inkwell",
      });
      expect(postgres.code).toBe(1);
      expect(postgres.stderr).toContain("pg_dump");
    },
    PROCESS_TIMEOUT_MS,
  );
});

/**
 * The PostgreSQL backup docs/operations.md gives: `pg_dump --format=custom`, then `pg_restore
 * --no-owner` into a new database. Run on a test database, restored into a new database of its own.
 */
describe.runIf(process.env.DATABASE_URL)("pg_dump and pg_restore (PostgreSQL)", () => {
  it("restore a database that serves the same job and views", async () => {
    const url = process.env.DATABASE_URL as string;
    const source = await createTestDatabase("postgres");
    const dir = mkdtempSync(path.join(tmpdir(), "inkwell-pg-backup-"));
    const dump = path.join(dir, "inkwell.dump");
    const name = `inkwell_restore_${randomBytes(4).toString("hex")}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      const seeded = await seedData(source.db);
      const before = await served(source, seeded.projectId, seeded.key);
      await run("pg_dump", ["--format=custom", `--file=${dump}`, source.url as string]);
      await admin.query(`create database ${name}`);
      const target = new URL(url);
      target.pathname = `/${name}`;
      await run("pg_restore", ["--no-owner", `--dbname=${target.href}`, dump]);
      const restored = await openDatabase({ databaseUrl: target.href });
      try {
        expect(await served(restored, seeded.projectId, seeded.key)).toEqual(before);
      } finally {
        await restored.close();
      }
    } finally {
      await source.close();
      await admin.query(`drop database if exists ${name}`);
      await admin.end();
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});

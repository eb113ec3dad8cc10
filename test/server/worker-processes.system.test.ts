import { type ChildProcess, spawn } from "node:child_process";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "#testkit/database/test-database.ts";
import {
  TEST_APP_ID,
  TEST_WEBHOOK_SECRET,
  testPrivateKey,
} from "#testkit/github/github-app-credentials.ts";

const ROOT = path.resolve(import.meta.dirname, "../..");

interface Child {
  name: string;
  process: ChildProcess;
  lines: () => { msg?: string; [key: string]: unknown }[];
  exited: Promise<number | null>;
}

/** `inkwell <command>` in a process of its own, on the test's PostgreSQL database, logging JSON. */
function startInkwellProcess(
  name: string,
  command: "worker" | "serve",
  databaseUrl: string,
  env: Record<string, string> = {},
): Child {
  const child = spawn(process.execPath, ["--import", "tsx", "app/cli/main.ts", command], {
    cwd: ROOT,
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      HOST: "127.0.0.1",
      PORT: "0",
      LOG_FORMAT: "json",
      LOG_LEVEL: "info",
      APP_ID: TEST_APP_ID,
      PRIVATE_KEY: testPrivateKey(),
      WEBHOOK_SECRET: TEST_WEBHOOK_SECRET,
      INKWELL_AGENT_CONCURRENCY: "0",
      ...env,
    },
  });
  let output = "";
  child.stdout?.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) =>
    child.once("exit", (code) => resolve(code)),
  );
  return {
    name,
    process: child,
    exited,
    lines: () =>
      output
        .split("\n")
        .filter((line) => line.startsWith("{"))
        .map((line) => JSON.parse(line) as { msg?: string }),
  };
}

async function waitFor<T>(
  what: string,
  probe: () => T | undefined | false | Promise<T | undefined | false>,
): Promise<T> {
  for (let i = 0; i < 600; i++) {
    const found = await probe();
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
}

const tookOver = (child: Child) =>
  child.lines().filter((line) => line.msg === "housekeeping taken on by this process").length;

describe.skipIf(!process.env.DATABASE_URL)("worker processes on one PostgreSQL", () => {
  let database: TestDatabase;
  let databaseUrl = "";
  const children: Child[] = [];

  beforeAll(async () => {
    database = await createTestDatabase("postgres");
    databaseUrl = database.url as string;
  });

  afterAll(async () => {
    for (const child of children) child.process.kill("SIGKILL");
    await database?.close();
  });

  it("run housekeeping in one process at a time, hand it over when that one stops, and leave an HTTP-only server out of it", async () => {
    // A rate-limit window that ended long ago: housekeeping deletes it.
    await database.db
      .insertInto("rate_limit_counters")
      .values({ bucket: "jobs:old", window_start: new Date("2020-01-01T00:00:00Z"), count: 3 })
      .execute();
    const workers = ["a", "b", "c"].map((name) =>
      startInkwellProcess(name, "worker", databaseUrl, { INKWELL_WORKER_HEALTH_PORT: "0" }),
    );
    const httpOnly = startInkwellProcess("http", "serve", databaseUrl, {
      INKWELL_BACKGROUND: "false",
    });
    children.push(...workers, httpOnly);

    // Each worker answers its health port; the HTTP-only server its whole API.
    for (const worker of workers) {
      const running = await waitFor(`worker ${worker.name} to run`, () =>
        worker.lines().find((line) => /^Inkwell worker running/.test(line.msg ?? "")),
      );
      const health = await fetch(`${running.health as string}/healthz`);
      expect(health.status).toBe(200);
      const elsewhere = await fetch(`${running.health as string}/v2/agent/x/jobs`);
      expect(elsewhere.status).toBe(404);
    }
    const listening = await waitFor("the HTTP-only server", () =>
      httpOnly.lines().find((line) => /^Inkwell listening on/.test(line.msg ?? "")),
    );
    expect(listening.msg).toContain("no agent worker or housekeeping in this process");
    const port = /127\.0\.0\.1:(\d+)/.exec(listening.msg ?? "")?.[1];
    expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).toBe(200);

    // One of the three takes housekeeping on and sweeps; the others keep out of it.
    const leader = await waitFor("a process to take housekeeping on", () =>
      workers.find((worker) => tookOver(worker) > 0),
    );
    await waitFor("the ended window to be swept", async () => {
      const left = await database.db.selectFrom("rate_limit_counters").select("bucket").execute();
      return left.length === 0;
    });
    // Several passes (every 2 s) of every process, then the count.
    await new Promise((resolve) => setTimeout(resolve, 6000));
    expect(workers.map(tookOver)).toEqual(workers.map((worker) => (worker === leader ? 1 : 0)));
    const lease = await database.db.selectFrom("process_leases").selectAll().execute();
    const owner = leader
      .lines()
      .find((line) => line.msg === "housekeeping taken on by this process")?.owner;
    expect(lease.map((row) => row.owner)).toEqual([owner]);

    // The holder stops: it lets the lease go, and exactly one of the other two takes it over.
    leader.process.kill("SIGTERM");
    expect(await leader.exited).toBe(0);
    const others = workers.filter((worker) => worker !== leader);
    await waitFor("another process to take housekeeping over", () =>
      others.some((worker) => tookOver(worker) > 0),
    );
    await new Promise((resolve) => setTimeout(resolve, 6000));
    expect(others.map(tookOver).sort()).toEqual([0, 1]);

    // The HTTP-only server never ran either.
    const background = httpOnly
      .lines()
      .filter((line) => line.component === "housekeeping" || line.component === "agent-worker");
    expect(background).toEqual([]);

    for (const child of [...others, httpOnly]) child.process.kill("SIGTERM");
    for (const child of [...others, httpOnly]) expect(await child.exited).toBe(0);
  }, 180_000);
});

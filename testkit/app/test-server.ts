import nock from "nock";
import { afterAll, beforeAll } from "vitest";
import type { AgentModel, AppContext } from "../../app/app-context.ts";
import { AppMetrics } from "../../app/app-metrics.ts";
import { loadConfig } from "../../app/config.ts";
import { createLogger } from "../../app/create-logger.ts";
import type { DatabaseKind } from "../../app/db/open-database.ts";
import { configuredSecrets } from "../../app/log-redaction.ts";
import { startInkwell } from "../../app/main.ts";
import type { RunningServer } from "../../app/start-server.ts";
import { inkwellVersion } from "../../app/version.ts";
import { createTestDatabase, standIn, type TestDatabase } from "../database/test-database.ts";
import {
  TEST_APP_ID,
  TEST_WEBHOOK_SECRET,
  testPrivateKey,
} from "../github/github-app-credentials.ts";
import { isolateNetwork } from "../github/nock-github.ts";
import { testAgentModel } from "../model/scripted-model.ts";
import { createTestClock, type TestClock } from "./test-clock.ts";

export interface LogLine {
  level: number;
  msg: string;
  [key: string]: unknown;
}

export interface TestServerOptions {
  /**
   * Extra environment for loadConfig; GitHub App credentials are set unless `withoutGitHubApp`. A
   * function is read when the server starts (for addresses known only then, as a double's).
   */
  env?: Record<string, string> | (() => Record<string, string>);
  withoutGitHubApp?: boolean;
  /** `null` runs with no model configured. */
  agentModel?: AgentModel | null;
  clock?: TestClock;
  /**
   * Runs the agent worker and housekeeping in the server's process too, as `inkwell serve` does;
   * off by default, so a test's database changes only by what the test asks.
   */
  background?: boolean;
}

export interface TestServer extends Omit<RunningServer, "stop"> {
  /** Drains and stops, as SIGTERM does (see `RunningInkwell.stop`). */
  stop(options?: { timeoutMs?: number }): Promise<{ timedOut: boolean }>;
  ctx: AppContext;
  clock: TestClock;
  logs: LogLine[];
  /** The log lines exactly as written, for checks that parsing would hide (duplicate keys). */
  rawLogs: string[];
  /** fetch against this server, with a path. */
  request(path: string, init?: RequestInit): Promise<Response>;
}

/** The real server, as `npm start` runs it, on a test database, a test clock and a captured log. */
export async function startTestServer(
  database: { db: AppContext["db"] },
  options: TestServerOptions = {},
): Promise<TestServer> {
  const env: Record<string, string> = {
    PORT: "0",
    HOST: "127.0.0.1",
    LOG_LEVEL: "warn",
    ...(options.withoutGitHubApp
      ? {}
      : {
          APP_ID: TEST_APP_ID,
          PRIVATE_KEY: testPrivateKey(),
          WEBHOOK_SECRET: TEST_WEBHOOK_SECRET,
        }),
    ...(typeof options.env === "function" ? options.env() : options.env),
  };
  const config = loadConfig(env);
  const logs: LogLine[] = [];
  const rawLogs: string[] = [];
  const log = createLogger(
    { level: config.logLevel, secrets: configuredSecrets(config) },
    {
      write: (line: string) => {
        rawLogs.push(line);
        logs.push(JSON.parse(line) as LogLine);
      },
    },
  );
  const clock = options.clock ?? createTestClock();
  const ctx: AppContext = {
    config,
    db: database.db,
    clock,
    log,
    agentModel: options.agentModel === null ? undefined : (options.agentModel ?? testAgentModel()),
    metrics: new AppMetrics({ processMetrics: false, version: inkwellVersion() }),
  };
  const running = await startInkwell(ctx, { http: true, background: options.background ?? false });
  const server = running.server;
  if (!server) throw new Error("the test server did not start its HTTP server");
  return {
    ...server,
    stop: running.stop,
    ctx,
    clock,
    logs,
    rawLogs,
    request: (path, init) => fetch(`${server.url}${path}`, init),
  };
}

/**
 * A server of its own for the enclosing `describe`, on a fresh database of the given kind, with
 * GitHub reachable only through nock: started before its tests, stopped after them. Use what it
 * returns inside tests and hooks: they stand for the server and its database once they run.
 */
export function useTestServer(
  kind: DatabaseKind,
  options: TestServerOptions = {},
): { server: TestServer; database: TestDatabase } {
  let database: TestDatabase | undefined;
  let server: TestServer | undefined;
  beforeAll(async () => {
    isolateNetwork();
    database = await createTestDatabase(kind);
    server = await startTestServer(database, options);
  });
  afterAll(async () => {
    // As SIGTERM does, with a deadline: a test that left a response body unread holds its
    // connection open, and the drain would wait on it for ever.
    await server?.stop({ timeoutMs: 5_000 });
    await database?.close();
    nock.cleanAll();
  });
  return {
    server: standIn("the test server", () => server),
    database: standIn("the test database", () => database),
  };
}

/** A response body as JSON, loosely typed: tests assert its shape themselves. */
// biome-ignore lint/suspicious/noExplicitAny: test assertions check the shape
export async function json(res: Response): Promise<any> {
  return res.json();
}

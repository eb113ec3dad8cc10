import type { LanguageModel } from "ai";
import { MockLanguageModelV3 } from "ai/test";
import pino from "pino";
import type { AgentModel, AppContext } from "../../app/app-context.ts";
import { loadConfig } from "../../app/config.ts";
import type { DatabaseKind } from "../../app/db/open-database.ts";
import { createApiKey } from "../../app/projects/api-key.service.ts";
import { createProject, type Project } from "../../app/projects/project.service.ts";
import { type RunningServer, startServer } from "../../app/start-server.ts";
import { TEST_APP_ID, TEST_WEBHOOK_SECRET, testPrivateKey } from "./github-app-credentials.ts";
import { createTestClock, type TestClock } from "./test-clock.ts";
import { createTestDatabase, type TestDatabase } from "./test-database.ts";

export interface LogLine {
  level: number;
  msg: string;
  [key: string]: unknown;
}

export interface TestServerOptions {
  /** Extra environment for loadConfig; GitHub App credentials are set unless `withoutGitHubApp`. */
  env?: Record<string, string>;
  withoutGitHubApp?: boolean;
  /** `null` runs with no model configured. */
  agentModel?: AgentModel | null;
  clock?: TestClock;
  /** Share a database with another test server (a second process on the same PostgreSQL). */
  database?: { db: AppContext["db"] };
}

export interface TestServer extends RunningServer {
  ctx: AppContext;
  clock: TestClock;
  logs: LogLine[];
  /** fetch against this server, with a path. */
  request(path: string, init?: RequestInit): Promise<Response>;
}

export function scriptedModel(
  languageModel: LanguageModel = new MockLanguageModelV3(),
): AgentModel {
  return { id: "test:scripted-model", languageModel };
}

export async function startTestServer(
  database: { db: AppContext["db"] },
  options: TestServerOptions = {},
): Promise<TestServer> {
  const env: Record<string, string> = {
    PORT: "0",
    HOST: "127.0.0.1",
    LOG_LEVEL: "warn",
    INKWELL_AGENT_CONCURRENCY: "0",
    ...(options.withoutGitHubApp
      ? {}
      : {
          APP_ID: TEST_APP_ID,
          PRIVATE_KEY: testPrivateKey(),
          WEBHOOK_SECRET: TEST_WEBHOOK_SECRET,
        }),
    ...options.env,
  };
  const config = loadConfig(env);
  const logs: LogLine[] = [];
  const log = pino(
    { level: config.logLevel },
    { write: (line: string) => void logs.push(JSON.parse(line) as LogLine) },
  );
  const clock = options.clock ?? createTestClock();
  const ctx: AppContext = {
    config,
    db: database.db,
    clock,
    log,
    agentModel: options.agentModel === null ? undefined : (options.agentModel ?? scriptedModel()),
  };
  const running = await startServer(ctx);
  return {
    ...running,
    ctx,
    clock,
    logs,
    request: (path, init) => fetch(`${running.url}${path}`, init),
  };
}

export interface ProjectWithKey {
  project: Project;
  key: string;
  keyId: string;
}

export async function createProjectWithKey(
  ctx: Pick<AppContext, "db" | "clock">,
  options: { repo?: string; scopes?: ("read" | "write")[]; expiresAt?: Date } = {},
): Promise<ProjectWithKey> {
  const project = await createProject(ctx.db, { repo: options.repo ?? "acme/docs" });
  const created = await createApiKey(ctx.db, {
    projectId: project.id,
    scopes: options.scopes,
    expiresAt: options.expiresAt,
    now: ctx.clock.now(),
  });
  return { project, key: created.key, keyId: created.id };
}

export { createTestDatabase, type DatabaseKind, type TestDatabase };

/** A response body as JSON, loosely typed: tests assert its shape themselves. */
// biome-ignore lint/suspicious/noExplicitAny: test assertions check the shape
export async function json(res: Response): Promise<any> {
  return res.json();
}

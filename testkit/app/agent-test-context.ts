import nock from "nock";
import pino from "pino";
import { afterAll, afterEach, beforeAll, beforeEach } from "vitest";
import {
  type AgentWorker,
  type AgentWorkerOptions,
  startAgentWorker,
} from "../../app/agent/worker/agent-worker.ts";
import type { AgentModel, AppContext } from "../../app/app-context.ts";
import { type AgentLimits, loadConfig } from "../../app/config.ts";
import type { DatabaseKind } from "../../app/db/open-database.ts";
import type { JobRow } from "../../app/db/schema.ts";
import { seedJob, seedProject } from "../database/seed.ts";
import { createTestDatabase, standIn, type TestDatabase } from "../database/test-database.ts";
import { testRepo } from "../docs-sites/docs-repository.ts";
import {
  type GitHubDouble,
  type GitHubDoubleOptions,
  startGitHubDouble,
} from "../github/github-double.ts";
import { isolateNetwork } from "../github/nock-github.ts";
import { doubleGitHubApp } from "../github/test-github-app.ts";
import { createTestClock, type TestClock } from "./test-clock.ts";

export interface AgentTestContext {
  database: TestDatabase;
  clock: TestClock;
  ctx: (model: AgentModel | undefined) => AppContext;
  projectId: string;
  insertJob(input: { id: string; prompt: string; baseRef?: string | null }): Promise<void>;
  /** A job the agent has finished, with its pull request open (as webhooks find it). */
  insertCompletedJob(input: { id: string; prompt: string; prNumber: number }): Promise<void>;
  /** Empties the queue and lifts GitHub rate limits between tests (the database is made once per file). */
  resetJobs(): Promise<void>;
}

/** A fresh database with one project (acme/docs, docs root `docs`, installed as 42). */
async function createAgentTestContext(kind: DatabaseKind): Promise<AgentTestContext> {
  const database = await createTestDatabase(kind);
  const clock = createTestClock("2026-11-22T10:00:00Z");
  const projectId = await seedProject(database.db, {
    id: "prj_test",
    name: "Acme docs",
    repo_owner: testRepo.owner,
    repo_name: testRepo.repo,
    github_repo_id: 1001,
    base_ref: "main",
    docs_path: "docs",
    installation_id: 42,
    created_at: clock.now(),
    updated_at: clock.now(),
  });
  const config = loadConfig({});
  const log = pino({ level: "silent" });
  const insertJob: AgentTestContext["insertJob"] = ({ id, prompt, baseRef = "main" }) =>
    seedJob(database.db, {
      id,
      projectId,
      prompt,
      baseRef,
      repository: `https://github.com/${testRepo.owner}/${testRepo.repo}`,
      at: clock.now(),
    });
  return {
    database,
    clock,
    projectId,
    ctx: (agentModel) => ({ config, db: database.db, clock, log, agentModel }),
    async resetJobs() {
      await database.db.deleteFrom("jobs").execute();
      await database.db.deleteFrom("webhook_deliveries").execute();
      await database.db.deleteFrom("installation_throttles").execute();
    },
    insertJob,
    async insertCompletedJob({ id, prompt, prNumber }) {
      await insertJob({ id, prompt });
      await database.db
        .updateTable("jobs")
        .set({
          status: "completed",
          pr_number: prNumber,
          pr_link: `https://github.com/${testRepo.owner}/${testRepo.repo}/pull/${prNumber}`,
        })
        .where("id", "=", id)
        .execute();
      await database.db
        .updateTable("job_messages")
        .set({ processed_at: clock.now() })
        .where("job_id", "=", id)
        .execute();
    },
  };
}

/**
 * The agent test context for the enclosing `describe`, made before its tests (GitHub reachable
 * only through nock) and dropped after them.
 */
export function useAgentTestContext(kind: DatabaseKind): AgentTestContext {
  let context: AgentTestContext | undefined;
  beforeAll(async () => {
    isolateNetwork();
    context = await createAgentTestContext(kind);
  });
  afterAll(async () => {
    nock.cleanAll();
    await context?.database.close();
  });
  return standIn("the agent test context", () => context);
}

/** The limits of a test's agent runs: ten steps, and room enough for any fixture. */
export const testAgentLimits: AgentLimits = {
  maxSteps: 10,
  timeoutSeconds: 300,
  maxFileBytes: 100_000,
  maxFilesChanged: 20,
  maxRunTokens: 2_000_000,
};

/**
 * An agent worker on the context's database and clock, with the given model and the GitHub
 * double: one job at a time, the test limits, polling every 5 ms, a 60 s lease, and no real waits
 * between retries.
 * `options` overrides any of it.
 */
export function startDoubleWorker(
  context: AgentTestContext,
  github: GitHubDouble,
  languageModel: AgentModel["languageModel"],
  options: Partial<Omit<AgentWorkerOptions, "github">> = {},
): AgentWorker {
  return startAgentWorker({
    ctx: context.ctx({ id: "scripted:model", languageModel }),
    github: doubleGitHubApp(github),
    concurrency: 1,
    pollIntervalMs: 5,
    leaseMs: 60_000,
    workerId: "worker-a",
    limits: testAgentLimits,
    sleep: async () => {},
    ...options,
  });
}

export interface DoubleRepository {
  /** This test's GitHub double, holding the test repository. */
  readonly github: GitHubDouble;
  /** The test repository's first commit on this test's double. */
  readonly baseSha: string;
  /** Starts a worker as `startDoubleWorker` does; every worker started is stopped after the test. */
  startWorker(
    languageModel: AgentModel["languageModel"],
    options?: Partial<Omit<AgentWorkerOptions, "github">>,
  ): AgentWorker;
}

/**
 * For each test: an empty queue, a new GitHub double holding `files` as the test repository, and
 * the worker the test starts on it, stopped (then the double closed) after the test.
 */
export function useDoubleRepository(
  context: AgentTestContext,
  files: Parameters<GitHubDouble["addRepository"]>[2],
  options: GitHubDoubleOptions = {},
): DoubleRepository {
  let github: GitHubDouble | undefined;
  let baseSha: string | undefined;
  let workers: AgentWorker[] = [];
  beforeEach(async () => {
    await context.resetJobs();
    github = await startGitHubDouble(options);
    baseSha = github.addRepository(testRepo.owner, testRepo.repo, files);
  });
  afterEach(async () => {
    await Promise.all(workers.map((worker) => worker.stop()));
    workers = [];
    await github?.close();
    github = undefined;
  });
  const current = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`${what} exists only inside a test`);
    return value;
  };
  return {
    get github() {
      return current(github, "the GitHub double");
    },
    get baseSha() {
      return current(baseSha, "the test repository");
    },
    startWorker(languageModel, workerOptions = {}) {
      const worker = startDoubleWorker(
        context,
        current(github, "the GitHub double"),
        languageModel,
        workerOptions,
      );
      workers.push(worker);
      return worker;
    },
  };
}

/** Polls the job until it leaves `active` (or reaches `status`), failing after `timeoutMs` of real time (generous: a loaded machine runs the first job of a file slowly). */
export async function waitForJob(
  context: AgentTestContext,
  jobId: string,
  until: (row: JobRow) => boolean = (row) => row.status !== "active",
  timeoutMs = 20_000,
) {
  const started = Date.now();
  for (;;) {
    const row = await context.database.db
      .selectFrom("jobs")
      .selectAll()
      .where("id", "=", jobId)
      .executeTakeFirstOrThrow();
    if (until(row)) return row;
    if (Date.now() - started > timeoutMs) {
      throw new Error(`job ${jobId} still ${row.status} after ${timeoutMs} ms`);
    }
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

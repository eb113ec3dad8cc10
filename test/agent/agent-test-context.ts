import pino from "pino";
import type { AgentModel, AppContext, Clock } from "../../app/app-context.ts";
import { loadConfig } from "../../app/config.ts";
import type { DatabaseKind } from "../../app/db/open-database.ts";
import type { JobRow } from "../../app/db/schema.ts";
import { createTestDatabase, type TestDatabase } from "../helpers/test-database.ts";

export interface MovableClock extends Clock {
  advance(ms: number): void;
}

export function movableClock(start = new Date("2026-11-22T10:00:00Z")): MovableClock {
  let now = start.getTime();
  return { now: () => new Date(now), advance: (ms) => (now += ms) };
}

export const testRepo = { owner: "acme", repo: "docs" };

export interface AgentTestContext {
  database: TestDatabase;
  clock: MovableClock;
  ctx: (model: AgentModel | undefined) => AppContext;
  projectId: string;
  insertJob(input: { id: string; prompt: string; baseRef?: string | null }): Promise<void>;
  /** Empties the queue between tests (the database itself is made once per file). */
  resetJobs(): Promise<void>;
}

/** A fresh database with one project (acme/docs, docs root `docs`, installed as 42). */
export async function createAgentTestContext(kind: DatabaseKind): Promise<AgentTestContext> {
  const database = await createTestDatabase(kind);
  const clock = movableClock();
  const projectId = "prj_test";
  await database.db
    .insertInto("projects")
    .values({
      id: projectId,
      name: "Acme docs",
      repo_owner: testRepo.owner,
      repo_name: testRepo.repo,
      github_repo_id: 1001,
      base_ref: "main",
      docs_path: "docs",
      installation_id: 42,
      created_at: clock.now(),
      updated_at: clock.now(),
    })
    .execute();
  const config = loadConfig({});
  const log = pino({ level: "silent" });
  return {
    database,
    clock,
    projectId,
    ctx: (agentModel) => ({ config, db: database.db, clock, log, agentModel }),
    async resetJobs() {
      await database.db.deleteFrom("jobs").execute();
      await database.db.deleteFrom("webhook_deliveries").execute();
    },
    async insertJob({ id, prompt, baseRef = "main" }) {
      const now = clock.now();
      await database.db
        .insertInto("jobs")
        .values({
          id,
          project_id: projectId,
          status: "active",
          model: "scripted:model",
          source_repository: `https://github.com/${testRepo.owner}/${testRepo.repo}`,
          source_ref: `inkwell/${id}`,
          base_ref: baseRef,
          branch: `inkwell/${id}`,
          run_after: now,
          created_at: now,
          updated_at: now,
        })
        .execute();
      await database.db
        .insertInto("job_messages")
        .values({ job_id: id, prompt, origin: "api", created_at: now })
        .execute();
    },
  };
}

/** Polls the job until it leaves `active` (or reaches `status`), failing after `timeoutMs` of real time. */
export async function waitForJob(
  context: AgentTestContext,
  jobId: string,
  until: (row: JobRow) => boolean = (row) => row.status !== "active",
  timeoutMs = 5000,
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

import { randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import type { Clock } from "../../app/app-context.ts";
import type { Database, NewProjectRow } from "../../app/db/schema.ts";
import { createApiKey } from "../../app/projects/api-key.service.ts";
import type { ApiScope } from "../../app/projects/api-scope.ts";
import { createProject, type Project } from "../../app/projects/project.service.ts";

/**
 * Rows written straight into the database, for tests and benchmarks that need a project or queued
 * jobs in a given state without going through the API. Anything a test is about is passed in.
 */

/** A project row (acme/docs unless told otherwise); returns its id. */
export async function seedProject(
  db: Kysely<Database>,
  project: Partial<NewProjectRow> = {},
): Promise<string> {
  const row = await db
    .insertInto("projects")
    .values({
      id: `prj_${randomBytes(8).toString("hex")}`,
      name: "Acme docs",
      repo_owner: "acme",
      repo_name: "docs",
      github_repo_id: null,
      base_ref: "main",
      installation_id: null,
      ...project,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

export interface SeededJob {
  id: string;
  projectId: string;
  prompt: string;
  /** The repository URL the job reports. */
  repository: string;
  at: Date;
  baseRef?: string | null;
  model?: string;
}

/** An active job, due at once, with its first instruction: what the create route would queue. */
export async function seedJob(db: Kysely<Database>, job: SeededJob): Promise<void> {
  const branch = `inkwell/${job.id}`;
  await db
    .insertInto("jobs")
    .values({
      id: job.id,
      project_id: job.projectId,
      status: "active",
      model: job.model ?? "scripted:model",
      source_repository: job.repository,
      source_ref: branch,
      base_ref: job.baseRef === undefined ? "main" : job.baseRef,
      branch,
      run_after: job.at,
      created_at: job.at,
      updated_at: job.at,
    })
    .execute();
  await db
    .insertInto("job_messages")
    .values({ job_id: job.id, prompt: job.prompt, origin: "api", created_at: job.at })
    .execute();
}

export interface ProjectWithKey {
  project: Project;
  key: string;
  keyId: string;
}

/** A project and an API key for it, made by the services the CLI uses (so the key is real). */
export async function createProjectWithKey(
  ctx: { db: Kysely<Database>; clock: Clock },
  options: { repo?: string; scopes?: ApiScope[]; expiresAt?: Date } = {},
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

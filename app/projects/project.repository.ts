import type { Kysely } from "kysely";
import type { Database, NewProjectRow, ProjectRow } from "../db/schema.ts";

export async function insertProject(db: Kysely<Database>, row: NewProjectRow): Promise<ProjectRow> {
  return db.insertInto("projects").values(row).returningAll().executeTakeFirstOrThrow();
}

export async function findProjectById(
  db: Kysely<Database>,
  id: string,
): Promise<ProjectRow | undefined> {
  return db.selectFrom("projects").selectAll().where("id", "=", id).executeTakeFirst();
}

export async function listProjectRows(db: Kysely<Database>): Promise<ProjectRow[]> {
  return db.selectFrom("projects").selectAll().orderBy("created_at").orderBy("id").execute();
}

export async function updateProjectInstallation(
  db: Kysely<Database>,
  projectId: string,
  installation: { installationId: number | null; githubRepoId?: number | null; checkedAt: Date },
): Promise<void> {
  await db
    .updateTable("projects")
    .set({
      installation_id: installation.installationId,
      installation_checked_at: installation.checkedAt,
      ...(installation.githubRepoId !== undefined
        ? { github_repo_id: installation.githubRepoId }
        : {}),
      updated_at: installation.checkedAt,
    })
    .where("id", "=", projectId)
    .execute();
}

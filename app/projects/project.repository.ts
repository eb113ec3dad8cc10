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

/** Projects of a repository; GitHub names are case-insensitive, so these compare that way. */
export async function findProjectsByRepository(
  db: Kysely<Database>,
  owner: string,
  name: string,
): Promise<ProjectRow[]> {
  return db
    .selectFrom("projects")
    .selectAll()
    .where((eb) => eb(eb.fn("lower", ["repo_owner"]), "=", owner.toLowerCase()))
    .where((eb) => eb(eb.fn("lower", ["repo_name"]), "=", name.toLowerCase()))
    .orderBy("created_at")
    .execute();
}

export async function updateProjectRow(
  db: Kysely<Database>,
  id: string,
  changes: Partial<
    Pick<
      ProjectRow,
      | "name"
      | "base_ref"
      | "docs_path"
      | "write_allow"
      | "write_deny"
      | "time_zone"
      | "issue_label"
      | "close_issues"
    >
  > & { updated_at: Date },
): Promise<ProjectRow | undefined> {
  return db
    .updateTable("projects")
    .set(changes)
    .where("id", "=", id)
    .returningAll()
    .executeTakeFirst();
}

/** What deleting a project takes with it: every table below cascades from `projects`. */
export async function countProjectData(
  db: Kysely<Database>,
  id: string,
): Promise<{ keys: number; jobs: number; activeJobs: number }> {
  const [keys, jobs] = await Promise.all([
    db
      .selectFrom("api_keys")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("project_id", "=", id)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom("jobs")
      .select((eb) => [
        eb.fn.countAll<number>().as("n"),
        eb.fn.count<number>("id").filterWhere("status", "=", "active").as("active"),
      ])
      .where("project_id", "=", id)
      .executeTakeFirstOrThrow(),
  ]);
  return { keys: Number(keys.n), jobs: Number(jobs.n), activeJobs: Number(jobs.active) };
}

export async function deleteProjectRow(db: Kysely<Database>, id: string): Promise<boolean> {
  const result = await db.deleteFrom("projects").where("id", "=", id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

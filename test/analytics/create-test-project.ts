import { randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "../../app/db/schema.ts";

/** A project row for analytics tests (analytics counts belong to a project). */
export async function createTestProject(db: Kysely<Database>): Promise<string> {
  const id = `prj_${randomBytes(8).toString("hex")}`;
  await db
    .insertInto("projects")
    .values({
      id,
      name: "Docs",
      repo_owner: "acme",
      repo_name: "docs",
      github_repo_id: 1,
      base_ref: "main",
      installation_id: null,
      created_at: new Date(),
      updated_at: new Date(),
    })
    .execute();
  return id;
}

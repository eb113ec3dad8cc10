import { type Kysely, sql } from "kysely";
import type { Database } from "../db/schema.ts";

export interface InstalledRepository {
  id: number;
  /** `owner/name` */
  fullName: string;
}

const matchesRepository = (repository: InstalledRepository) =>
  sql<boolean>`(github_repo_id = ${repository.id} or (lower(repo_owner) = lower(${repository.fullName.split("/")[0]}) and lower(repo_name) = lower(${repository.fullName.split("/")[1]})))`;

/** Records that the app is installed on these repositories; returns the projects it serves. */
export async function recordInstallation(
  db: Kysely<Database>,
  input: { installationId: number; repositories: InstalledRepository[]; now: Date },
): Promise<string[]> {
  const ids: string[] = [];
  for (const repository of input.repositories) {
    const rows = await db
      .updateTable("projects")
      .set({
        installation_id: input.installationId,
        github_repo_id: repository.id,
        installation_checked_at: input.now,
        updated_at: input.now,
      })
      .where(matchesRepository(repository))
      .returning("id")
      .execute();
    ids.push(...rows.map((row) => row.id));
  }
  return ids;
}

/**
 * Records that the installation is gone (deleted, suspended) or no longer covers these
 * repositories; returns the projects that lost it.
 */
export async function forgetInstallation(
  db: Kysely<Database>,
  input: { installationId: number; repositories?: InstalledRepository[]; now: Date },
): Promise<string[]> {
  let query = db
    .updateTable("projects")
    .set({ installation_id: null, installation_checked_at: input.now, updated_at: input.now })
    .where("installation_id", "=", input.installationId);
  if (input.repositories) {
    if (input.repositories.length === 0) return [];
    const repositories = input.repositories;
    query = query.where((eb) =>
      eb.or(repositories.map((repository) => eb(matchesRepository(repository), "=", true))),
    );
  }
  const rows = await query.returning("id").execute();
  return rows.map((row) => row.id);
}

/** Drops the cached "not installed" answer of an account's projects, so the next lookup asks GitHub. */
export async function forgetAbsentInstallations(
  db: Kysely<Database>,
  account: string,
): Promise<void> {
  await db
    .updateTable("projects")
    .set({ installation_checked_at: null })
    .where("installation_id", "is", null)
    .where(sql<boolean>`lower(repo_owner) = lower(${account})`)
    .execute();
}

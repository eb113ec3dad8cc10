import { type Kysely, sql } from "kysely";
import type { Database } from "../db/schema.ts";
import {
  type GitHubRepository,
  isProjectRepositorySql,
  splitFullName,
} from "./project-repository.ts";

/**
 * The installation cached on each project (`installation_id`, and `installation_checked_at` for
 * "not installed" answers): every write to it is here, from a lookup or from a webhook.
 */

/**
 * Records what GitHub answered about one project's installation (null: not installed), and the
 * repository's id when GitHub told it and the project had none: once set, it never changes here.
 */
export async function recordInstallationLookup(
  db: Kysely<Database>,
  projectId: string,
  lookup: { installationId: number | null; checkedAt: Date; repositoryId?: number | undefined },
): Promise<void> {
  const repositoryId = lookup.repositoryId;
  await db
    .updateTable("projects")
    .set({
      installation_id: lookup.installationId,
      installation_checked_at: lookup.checkedAt,
      updated_at: lookup.checkedAt,
      ...(repositoryId === undefined
        ? {}
        : { github_repo_id: sql<number>`coalesce(projects.github_repo_id, ${repositoryId})` }),
    })
    .where("id", "=", projectId)
    .execute();
}

/**
 * Records that the app is installed on these repositories; returns the projects it serves. Each
 * project learns its repository's id, and takes the repository's current name (after a rename or
 * a transfer, found by that id).
 */
export async function recordInstallation(
  db: Kysely<Database>,
  input: { installationId: number; repositories: GitHubRepository[]; now: Date },
): Promise<string[]> {
  const ids: string[] = [];
  for (const repository of input.repositories) {
    const [owner, name] = splitFullName(repository.fullName);
    const rows = await db
      .updateTable("projects")
      .set({
        installation_id: input.installationId,
        github_repo_id: repository.id,
        repo_owner: owner,
        repo_name: name,
        installation_checked_at: input.now,
        updated_at: input.now,
      })
      .where(isProjectRepositorySql(repository))
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
  input: { installationId: number; repositories?: GitHubRepository[]; now: Date },
): Promise<string[]> {
  let query = db
    .updateTable("projects")
    .set({ installation_id: null, installation_checked_at: input.now, updated_at: input.now })
    .where("installation_id", "=", input.installationId);
  if (input.repositories) {
    if (input.repositories.length === 0) return [];
    const repositories = input.repositories;
    query = query.where((eb) =>
      eb.or(repositories.map((repository) => eb(isProjectRepositorySql(repository), "=", true))),
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

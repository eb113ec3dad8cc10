import { type RawBuilder, sql } from "kysely";
import type { ProjectRow } from "../db/schema.ts";

/** A repository as GitHub names it in an event or an answer. */
export interface GitHubRepository {
  id: number;
  /** `owner/name`, in any case. */
  fullName: string;
}

export type ProjectRepository = Pick<ProjectRow, "github_repo_id" | "repo_owner" | "repo_name">;

/**
 * Whether this repository is the project's. Once GitHub has told Inkwell the repository's id, only
 * the id counts: the project follows its repository through a rename or a transfer, and a
 * repository created later under the old name is another one. Before that, the name does (GitHub
 * compares names without case).
 */
export function isProjectRepository(
  project: ProjectRepository,
  repository: GitHubRepository,
): boolean {
  if (project.github_repo_id !== null) return project.github_repo_id === repository.id;
  return (
    `${project.repo_owner}/${project.repo_name}`.toLowerCase() === repository.fullName.toLowerCase()
  );
}

/** `isProjectRepository` in SQL, on the columns of the `projects` table. */
export function isProjectRepositorySql(repository: GitHubRepository): RawBuilder<boolean> {
  const [owner = "", name = ""] = splitFullName(repository.fullName);
  return sql<boolean>`(case when projects.github_repo_id is not null
    then projects.github_repo_id = ${repository.id}
    else lower(projects.repo_owner) = lower(${owner}) and lower(projects.repo_name) = lower(${name})
  end)`;
}

/** `owner/name` as its two parts (a name never holds a slash). */
export function splitFullName(fullName: string): [owner: string, name: string] {
  const slash = fullName.indexOf("/");
  return slash < 0 ? [fullName, ""] : [fullName.slice(0, slash), fullName.slice(slash + 1)];
}

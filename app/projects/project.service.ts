import type { Kysely } from "kysely";
import { AppError } from "../app-error.ts";
import { checkIdentifier } from "../check-identifier.ts";
import type { Database, ProjectRow } from "../db/schema.ts";
import { randomBase62 } from "../random-base62.ts";
import { findProjectById, insertProject, listProjectRows } from "./project.repository.ts";

export interface Project {
  id: string;
  name: string;
  repository: string;
  githubRepoId: number | null;
  baseRef: string | null;
  docsPath: string;
  installationId: number | null;
  createdAt: string;
  updatedAt: string;
}

export interface CreateProjectInput {
  repo: string;
  name?: string | undefined;
  ref?: string | undefined;
  docsPath?: string | undefined;
}

const OWNER = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})$/;
const REPO = /^[A-Za-z0-9._-]{1,100}$/;

export function parseRepository(repo: string): { owner: string; name: string } {
  const trimmed = repo
    .trim()
    .replace(/^https?:\/\/[^/]+\//, "")
    .replace(/\.git$/, "");
  const [owner, name, ...rest] = trimmed.split("/");
  if (
    !owner ||
    !name ||
    rest.length > 0 ||
    !OWNER.test(owner) ||
    !REPO.test(name) ||
    name === "." ||
    name === ".."
  ) {
    throw new AppError(
      "invalid_request",
      `--repo must be OWNER/NAME of a GitHub repository, got "${repo}"`,
    );
  }
  return { owner, name };
}

/** A docs root inside the repository: relative, no `..`, no leading or trailing slash. */
export function normalizeDocsPath(docsPath: string | undefined): string {
  if (docsPath === undefined) return "";
  const parts = docsPath.split("/").filter((part) => part !== "" && part !== ".");
  if (docsPath.startsWith("/") || parts.some((part) => part === ".." || part === ".git")) {
    throw new AppError(
      "invalid_request",
      `--docs-path must be a folder inside the repository (relative, without ".."), got "${docsPath}"`,
    );
  }
  return parts.join("/");
}

function checkRef(ref: string | undefined): string | null {
  if (ref === undefined || ref.trim() === "") return null;
  // git check-ref-format, the parts that matter for a branch name typed by a person.
  if (/[\s~^:?*[\\]|\.\.|@\{|\/\/|^\/|\/$|\.lock$|^-|\.$/.test(ref) || ref.length > 255) {
    throw new AppError("invalid_request", `--ref must be a branch name, got "${ref}"`);
  }
  return ref.replace(/^refs\/heads\//, "");
}

export async function createProject(
  db: Kysely<Database>,
  input: CreateProjectInput,
): Promise<Project> {
  const { owner, name } = parseRepository(input.repo);
  const projectName = input.name?.trim() || `${owner}/${name}`;
  if (projectName.length > 200) {
    throw new AppError("invalid_request", "--name must be at most 200 characters");
  }
  const row = await insertProject(db, {
    id: `prj_${randomBase62(22)}`,
    name: projectName,
    repo_owner: owner,
    repo_name: name,
    base_ref: checkRef(input.ref),
    docs_path: normalizeDocsPath(input.docsPath),
  });
  return toProject(row);
}

export async function listProjects(db: Kysely<Database>): Promise<Project[]> {
  return (await listProjectRows(db)).map(toProject);
}

/** The project with this id; `not_found`, pointing the operator to the list, when there is none. */
export async function requireProject(db: Kysely<Database>, id: string): Promise<Project> {
  checkIdentifier("projectId", id);
  const row = await findProjectById(db, id);
  if (!row) {
    throw new AppError("not_found", `No project has the id ${id}: see \`inkwell projects list\``);
  }
  return toProject(row);
}

export function toProject(row: ProjectRow): Project {
  return {
    id: row.id,
    name: row.name,
    repository: `${row.repo_owner}/${row.repo_name}`,
    githubRepoId: row.github_repo_id,
    baseRef: row.base_ref,
    docsPath: row.docs_path,
    installationId: row.installation_id,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

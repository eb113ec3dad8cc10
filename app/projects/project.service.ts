import type { Kysely } from "kysely";
import { AppError } from "../app-error.ts";
import { checkIdentifier } from "../check-identifier.ts";
import type { Database, ProjectRow } from "../db/schema.ts";
import { randomBase62 } from "../random-base62.ts";
import {
  countProjectData,
  deleteProjectRow,
  findProjectById,
  findProjectsByRepository,
  insertProject,
  listProjectRows,
  updateProjectRow,
} from "./project.repository.ts";

export interface Project {
  id: string;
  name: string;
  repository: string;
  githubRepoId: number | null;
  baseRef: string | null;
  docsPath: string;
  installationId: number | null;
  /** Globs, relative to the docs root, the agent may write beyond documentation files. */
  writeAllow: string[];
  /** Globs, relative to the docs root, the agent may never write; they win over `writeAllow`. */
  writeDeny: string[];
  /** The IANA time zone the project's analytics days and weeks follow (default UTC). */
  timeZone: string;
  /** The label that starts a job from an issue when someone who can write adds it. */
  issueLabel: string;
  /** Whether a job's pull request closes the issue it came from, not only refers to it. */
  closeIssues: boolean;
  createdAt: string;
  updatedAt: string;
}

export interface CreateProjectInput {
  repo: string;
  /** GitHub's id of the repository, when it is known (the dashboard asks GitHub). */
  githubRepoId?: number | undefined;
  name?: string | undefined;
  ref?: string | undefined;
  docsPath?: string | undefined;
}

const OWNER = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})$/;
const REPO = /^[A-Za-z0-9._-]{1,100}$/;

function parseRepository(repo: string): { owner: string; name: string } {
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
function normalizeDocsPath(docsPath: string | undefined): string {
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
  if (ref === undefined) return null;
  if (ref.trim() === "") {
    throw new AppError(
      "invalid_request",
      "--ref must be a branch name; leave it out to target the repository's default branch",
    );
  }
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
  const projectName = checkName(input.name) ?? `${owner}/${name}`;
  const baseRef = checkRef(input.ref);
  const docsPath = normalizeDocsPath(input.docsPath);
  const row = await insertProject(db, {
    id: `prj_${randomBase62(22)}`,
    name: projectName,
    repo_owner: owner,
    repo_name: name,
    github_repo_id: input.githubRepoId ?? null,
    base_ref: baseRef,
    docs_path: docsPath,
  });
  return toProject(row);
}

/**
 * Refuses a second project for a repository, naming the first: creating one twice is most often a
 * mistake. A second docs site in one repository is possible (the operator says --force).
 */
export async function refuseSecondProject(db: Kysely<Database>, repo: string): Promise<void> {
  const { owner, name } = parseRepository(repo);
  const [existing] = await findProjectsByRepository(db, owner, name);
  if (existing) {
    throw new AppError(
      "invalid_request",
      `${existing.repo_owner}/${existing.repo_name} already has project ${existing.id} (${existing.name}): use it, or pass --force to create another one`,
    );
  }
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

function checkName(name: string | undefined): string | undefined {
  if (name === undefined) return undefined;
  const trimmed = name.trim();
  if (trimmed === "") throw new AppError("invalid_request", "--name must not be empty");
  if (trimmed.length > 200) {
    throw new AppError("invalid_request", "--name must be at most 200 characters");
  }
  return trimmed;
}

/** The longest write-policy glob a project may hold; as long as the agent's own globs may be. */
const MAX_WRITE_GLOB_LENGTH = 300;
const MAX_WRITE_GLOBS = 100;

/** A write-policy glob: relative to the docs root, without `..`, of a bounded length. */
function checkWriteGlob(glob: string, option: "--allow" | "--deny"): string {
  const trimmed = glob.trim();
  if (trimmed === "" || trimmed.length > MAX_WRITE_GLOB_LENGTH) {
    throw new AppError(
      "invalid_request",
      `${option} must be a glob of 1 to ${MAX_WRITE_GLOB_LENGTH} characters, got "${glob}"`,
    );
  }
  if (trimmed.startsWith("/") || trimmed.split("/").includes("..")) {
    throw new AppError(
      "invalid_request",
      `${option} globs are relative to the docs root, without a leading / or "..", got "${glob}"`,
    );
  }
  return trimmed;
}

export interface UpdateProjectInput {
  name?: string | undefined;
  /** A branch name, or null for the repository's default branch. */
  ref?: string | null | undefined;
  docsPath?: string | undefined;
  /** Globs added to, then removed from, the write policy's lists. */
  allow?: string[] | undefined;
  deny?: string[] | undefined;
  remove?: string[] | undefined;
  /** Whole lists that replace the write policy's (a form shows them whole); `remove` then applies. */
  writeAllow?: string[] | undefined;
  writeDeny?: string[] | undefined;
  /** An IANA time zone name, such as Europe/Paris. */
  timeZone?: string | undefined;
  /** The label that starts a job from an issue (GitHub's label rules: 1 to 50 characters). */
  issueLabel?: string | undefined;
  /** Whether pull requests close the issues their jobs came from ("Closes #N") or refer to them. */
  closeIssues?: boolean | undefined;
}

/** A label name as GitHub allows it: 1 to 50 characters, without surrounding spaces. */
export function checkIssueLabel(label: string): string {
  const trimmed = label.trim();
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing them is the point
  if (trimmed === "" || [...trimmed].length > 50 || /[\u0000-\u001F\u007F]/.test(trimmed)) {
    throw new AppError(
      "invalid_request",
      `--issue-label must be a GitHub label name of 1 to 50 characters, got "${label.slice(0, 80)}"`,
      { details: [{ field: "issueLabel", message: "issueLabel must be 1 to 50 characters" }] },
    );
  }
  return trimmed;
}

/** The canonical name of an IANA time zone, or a 400 that says what is expected. */
export function checkTimeZone(name: string): string {
  const trimmed = name.trim();
  if (/^[A-Za-z][A-Za-z0-9_+\-/]{0,63}$/.test(trimmed)) {
    try {
      new Intl.DateTimeFormat("en-US", { timeZone: trimmed });
      // The listed spelling (`asia/kolkata` → `Asia/Kolkata`); a name it lacks stays as given.
      const lower = trimmed.toLowerCase();
      return Intl.supportedValuesOf("timeZone").find((z) => z.toLowerCase() === lower) ?? trimmed;
    } catch {
      // Unknown: the error below.
    }
  }
  throw new AppError(
    "invalid_request",
    `--time-zone must be an IANA time zone name such as Europe/Paris, America/New_York, Asia/Kolkata or UTC; got "${trimmed.slice(0, 80)}"`,
    {
      details: [
        {
          field: "timeZone",
          message: "timeZone must be an IANA time zone name such as Europe/Paris",
        },
      ],
    },
  );
}

/** Changes what the operator may change of a project; the repository stays (a new project moves it). */
export async function updateProject(
  db: Kysely<Database>,
  id: string,
  input: UpdateProjectInput,
  now: Date,
): Promise<Project> {
  const project = await requireProject(db, id);
  const name = checkName(input.name);
  const baseRef =
    input.ref === undefined ? undefined : input.ref === null ? null : checkRef(input.ref);
  const docsPath = input.docsPath === undefined ? undefined : normalizeDocsPath(input.docsPath);
  const timeZone = input.timeZone === undefined ? undefined : checkTimeZone(input.timeZone);
  const issueLabel = input.issueLabel === undefined ? undefined : checkIssueLabel(input.issueLabel);
  const removed = new Set((input.remove ?? []).map((glob) => glob.trim()));
  const merge = (current: string[], added: string[] | undefined, option: "--allow" | "--deny") =>
    [...new Set([...current, ...(added ?? []).map((glob) => checkWriteGlob(glob, option))])].filter(
      (glob) => !removed.has(glob),
    );
  // A whole list given replaces the current one, and is checked glob by glob as additions are.
  const writeAllow =
    input.writeAllow === undefined
      ? merge(project.writeAllow, input.allow, "--allow")
      : merge([], [...input.writeAllow, ...(input.allow ?? [])], "--allow");
  const writeDeny =
    input.writeDeny === undefined
      ? merge(project.writeDeny, input.deny, "--deny")
      : merge([], [...input.writeDeny, ...(input.deny ?? [])], "--deny");
  const unknown = [...removed].filter(
    (glob) => !project.writeAllow.includes(glob) && !project.writeDeny.includes(glob),
  );
  if (unknown.length > 0) {
    throw new AppError(
      "invalid_request",
      `--remove: the write policy has no glob ${unknown.map((glob) => `"${glob}"`).join(", ")}; it has ${describeGlobs(project)}`,
    );
  }
  if (writeAllow.length + writeDeny.length > MAX_WRITE_GLOBS) {
    throw new AppError(
      "invalid_request",
      `A project holds at most ${MAX_WRITE_GLOBS} write-policy globs`,
    );
  }
  const row = await updateProjectRow(db, id, {
    ...(name !== undefined ? { name } : {}),
    ...(baseRef !== undefined ? { base_ref: baseRef } : {}),
    ...(docsPath !== undefined ? { docs_path: docsPath } : {}),
    ...(timeZone !== undefined ? { time_zone: timeZone } : {}),
    ...(issueLabel !== undefined ? { issue_label: issueLabel } : {}),
    ...(input.closeIssues !== undefined ? { close_issues: input.closeIssues } : {}),
    write_allow: writeAllow,
    write_deny: writeDeny,
    updated_at: now,
  });
  // Deleted meanwhile: requireProject says so.
  if (!row) return requireProject(db, id);
  return toProject(row);
}

function describeGlobs(project: Project): string {
  const all = [...project.writeAllow, ...project.writeDeny];
  return all.length === 0 ? "none" : all.map((glob) => `"${glob}"`).join(", ");
}

export interface ProjectData {
  keys: number;
  jobs: number;
  activeJobs: number;
}

/** The project and what deleting it would delete with it. */
export async function describeProjectData(
  db: Kysely<Database>,
  id: string,
): Promise<{ project: Project; data: ProjectData }> {
  const project = await requireProject(db, id);
  return { project, data: await countProjectData(db, id) };
}

/** Deletes a project with its keys, jobs, transcripts and page view counts (the rows cascade). */
export async function deleteProject(
  db: Kysely<Database>,
  id: string,
): Promise<{ project: Project; deleted: ProjectData }> {
  return db.transaction().execute(async (trx) => {
    const { project, data } = await describeProjectData(trx, id);
    await deleteProjectRow(trx, id);
    return { project, deleted: data };
  });
}

function toProject(row: ProjectRow): Project {
  return {
    id: row.id,
    name: row.name,
    repository: `${row.repo_owner}/${row.repo_name}`,
    githubRepoId: row.github_repo_id,
    baseRef: row.base_ref,
    docsPath: row.docs_path,
    installationId: row.installation_id,
    writeAllow: row.write_allow,
    writeDeny: row.write_deny,
    timeZone: row.time_zone,
    issueLabel: row.issue_label,
    closeIssues: row.close_issues,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

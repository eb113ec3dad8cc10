import { AppError } from "../app-error.ts";
import type { DashboardSessionRow, ProjectRow, RepositoryAccess } from "../db/schema.ts";
import { UserTokenRejected } from "../github/github-user-api.ts";
import { isProjectRepository, type ProjectRepository } from "../github/project-repository.ts";
import { listProjectRows } from "../projects/project.repository.ts";
import { saveRepositoryAccess } from "./dashboard-session.repository.ts";
import {
  type DashboardDeps,
  endRejectedSession,
  gitHubUnavailable,
  userAccessToken,
} from "./dashboard-session.service.ts";

export type Permission = RepositoryAccess["permission"];

/** How long GitHub's answer about a user's access is believed. */
const ACCESS_CACHE_MS = 60_000;

const RANK: Record<Permission, number> = { read: 1, triage: 2, write: 3, maintain: 4, admin: 5 };

/** What each part of the dashboard asks of the user's permission on the project's repository. */
export const REQUIRED_PERMISSION = {
  /** Projects, analytics, jobs and job pages. */
  view: "read",
  /** Starting, following up and archiving jobs. */
  runJobs: "write",
  /** The API keys page and what it does. */
  manageKeys: "maintain",
  /** Creating a project, its settings (its time zone among them), and its share links. */
  manageProject: "maintain",
} as const satisfies Record<string, Permission>;

export type DashboardAction = keyof typeof REQUIRED_PERMISSION;

export function allows(permission: Permission | null, action: DashboardAction): boolean {
  return permission !== null && RANK[permission] >= RANK[REQUIRED_PERMISSION[action]];
}

/**
 * What the user may access on GitHub: the repositories of this app's installations they can
 * reach, each with their permission. Asked of GitHub with the user's token, then believed for a
 * minute (kept on the session, so every server process shares it).
 */
async function repositoryAccess(
  deps: DashboardDeps,
  session: DashboardSessionRow,
): Promise<RepositoryAccess[]> {
  const now = deps.clock.now();
  if (
    session.repository_access &&
    session.access_checked_at &&
    now.getTime() - session.access_checked_at.getTime() < ACCESS_CACHE_MS
  ) {
    return session.repository_access;
  }
  const token = await userAccessToken(deps, session);
  let access: RepositoryAccess[];
  try {
    access = await deps.userApi.listRepositoryAccess(token);
  } catch (error) {
    if (error instanceof UserTokenRejected) {
      throw await endRejectedSession(deps, session, error.message);
    }
    throw gitHubUnavailable(deps, error);
  }
  await saveRepositoryAccess(deps.db, session.id, access, now);
  return access;
}

/** The user's permission on the project's repository (see `isProjectRepository`). */
function permissionOnProject(
  access: RepositoryAccess[],
  project: ProjectRepository,
): Permission | null {
  return access.find((repository) => isProjectRepository(project, repository))?.permission ?? null;
}

/**
 * The repositories of the app's installations on which the user may do `action`, each with the
 * projects already made for it: where the dashboard lets them create a project.
 */
export async function repositoriesAllowing(
  deps: DashboardDeps,
  session: DashboardSessionRow,
  action: DashboardAction,
): Promise<Array<RepositoryAccess & { projects: ProjectRow[] }>> {
  const access = await repositoryAccess(deps, session);
  const projects = await listProjectRows(deps.db);
  return access
    .filter((repository) => allows(repository.permission, action))
    .sort((a, b) => a.fullName.localeCompare(b.fullName))
    .map((repository) => ({
      ...repository,
      projects: projects.filter((project) => isProjectRepository(project, repository)),
    }));
}

/** The user's access to one repository of the app's installations, by its GitHub id. */
export async function accessToRepository(
  deps: DashboardDeps,
  session: DashboardSessionRow,
  repositoryId: number,
): Promise<RepositoryAccess | undefined> {
  return (await repositoryAccess(deps, session)).find(
    (repository) => repository.id === repositoryId,
  );
}

export interface VisibleProject {
  project: ProjectRow;
  permission: Permission;
}

/** Every project whose repository the user can at least read. */
export async function visibleProjects(
  deps: DashboardDeps,
  session: DashboardSessionRow,
): Promise<VisibleProject[]> {
  const access = await repositoryAccess(deps, session);
  const projects = await listProjectRows(deps.db);
  return projects.flatMap((project) => {
    const permission = permissionOnProject(access, project);
    return permission && allows(permission, "view") ? [{ project, permission }] : [];
  });
}

/**
 * The project, if the user may do `action` on it. A project the user cannot see at all is "not
 * found", whether or not it exists; one they see but may not act on names the permission needed.
 */
export async function requireProjectAccess(
  deps: DashboardDeps,
  session: DashboardSessionRow,
  project: ProjectRow | undefined,
  action: DashboardAction,
): Promise<VisibleProject> {
  const notFound = new AppError(
    "not_found",
    "No such project, or your GitHub account cannot access its repository.",
  );
  if (!project) throw notFound;
  const permission = permissionOnProject(await repositoryAccess(deps, session), project);
  if (!permission || !allows(permission, "view")) throw notFound;
  if (!allows(permission, action)) {
    const needed = REQUIRED_PERMISSION[action];
    throw new AppError(
      "forbidden",
      `This needs ${needed} access to ${project.repo_owner}/${project.repo_name} on GitHub; you have ${permission}.`,
    );
  }
  return { project, permission };
}

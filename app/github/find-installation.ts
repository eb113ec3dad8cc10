import type { AppContext } from "../app-context.ts";
import { AppError } from "../app-error.ts";
import type { ProjectRow } from "../db/schema.ts";
import type { GitHubApp } from "./github-app.ts";
import { recordInstallationLookup } from "./installation-cache.repository.ts";

/** How long "not installed" is believed before GitHub is asked again; webhooks correct it sooner. */
const ABSENT_FOR_MS = 60_000;

/**
 * The installation of the app on the project's repository, from the cache on the project row or
 * from GitHub (`GET /repos/{owner}/{repo}/installation` as the app). Null when not installed.
 * GitHub is asked by name; when the project knows its repository's id, the repository found must
 * have that id, so one created later under the name does not inherit the project.
 */
export async function findInstallationId(
  ctx: Pick<AppContext, "db" | "clock" | "log">,
  github: GitHubApp,
  project: ProjectRow,
): Promise<number | null> {
  if (project.installation_id !== null) return project.installation_id;
  const now = ctx.clock.now();
  const checkedAt = project.installation_checked_at;
  if (checkedAt && now.getTime() - checkedAt.getTime() < ABSENT_FOR_MS) return null;
  let answer: LookupAnswer;
  try {
    answer = await askGitHub(ctx, github, project);
  } catch (error) {
    ctx.log.error({ err: error, projectId: project.id }, "GitHub installation lookup failed");
    throw new AppError(
      "github_unavailable",
      "GitHub did not answer the installation lookup; try again in a minute",
      { retryAfter: 30, cause: error },
    );
  }
  if (answer.installationId === undefined) {
    ctx.log.warn(
      { projectId: project.id, repositoryId: project.github_repo_id },
      "the repository under the project's name is not the project's repository",
    );
  }
  const found = answer.installationId ?? null;
  await recordInstallationLookup(ctx.db, project.id, {
    installationId: found,
    checkedAt: now,
    repositoryId: answer.repositoryId,
  });
  return found;
}

interface LookupAnswer {
  /** The installation (null: none), or undefined when the name now belongs to another repository. */
  installationId: number | null | undefined;
  /** The repository's id, seen for the first time (the project knew none). */
  repositoryId?: number | undefined;
}

async function askGitHub(
  ctx: Pick<AppContext, "log">,
  github: GitHubApp,
  project: ProjectRow,
): Promise<LookupAnswer> {
  const where = { owner: project.repo_owner, repo: project.repo_name };
  const installationId = await nullWhenNotFound(async () => {
    const { data } = await (await github.appOctokit()).request(
      "GET /repos/{owner}/{repo}/installation",
      where,
    );
    return data.id;
  });
  if (installationId === null) return { installationId };
  if (project.github_repo_id === null) {
    // First sight: the project keeps this repository's id from now on, so a repository created
    // later under its name (or an installation event naming one) never takes it. When GitHub does
    // not tell the id now, the next lookup or installation event records it.
    try {
      return { installationId, repositoryId: await repositoryIdOf(github, installationId, where) };
    } catch (error) {
      ctx.log.warn({ err: error, projectId: project.id }, "could not read the repository's id");
      return { installationId };
    }
  }
  const repositoryId = await nullWhenNotFound(() => repositoryIdOf(github, installationId, where));
  if (repositoryId === null) return { installationId: null };
  return { installationId: repositoryId === project.github_repo_id ? installationId : undefined };
}

async function repositoryIdOf(
  github: GitHubApp,
  installationId: number,
  where: { owner: string; repo: string; request?: { signal: AbortSignal } },
): Promise<number> {
  const { data } = await (await github.installationOctokit(installationId)).request(
    "GET /repos/{owner}/{repo}",
    where,
  );
  return Number(data.id);
}

const BINDING_TIMEOUT_MS = 10_000;

/**
 * The repository's id and installation, asked of GitHub by name as the app: for a project created
 * while the app is installed, so it is bound to this repository from its first moment. Null when
 * the app is not installed on a repository of that name (or there is none).
 */
export async function findRepositoryBinding(
  github: GitHubApp,
  owner: string,
  repo: string,
): Promise<{ installationId: number; repositoryId: number } | null> {
  // A person waits on this (`inkwell projects create`): a GitHub that does not answer is given up.
  const where = { owner, repo, request: { signal: AbortSignal.timeout(BINDING_TIMEOUT_MS) } };
  const installationId = await nullWhenNotFound(async () => {
    const { data } = await (await github.appOctokit()).request(
      "GET /repos/{owner}/{repo}/installation",
      where,
    );
    return data.id;
  });
  if (installationId === null) return null;
  const repositoryId = await nullWhenNotFound(() => repositoryIdOf(github, installationId, where));
  return repositoryId === null ? null : { installationId, repositoryId };
}

async function nullWhenNotFound<T>(ask: () => Promise<T>): Promise<T | null> {
  try {
    return await ask();
  } catch (error) {
    if ((error as { status?: number }).status === 404) return null;
    throw error;
  }
}

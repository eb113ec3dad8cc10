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
  let installationId: number | null | undefined;
  try {
    installationId = await askGitHub(github, project);
  } catch (error) {
    ctx.log.error({ err: error, projectId: project.id }, "GitHub installation lookup failed");
    throw new AppError(
      "github_unavailable",
      "GitHub did not answer the installation lookup; try again in a minute",
      { retryAfter: 30, cause: error },
    );
  }
  if (installationId === undefined) {
    ctx.log.warn(
      { projectId: project.id, repositoryId: project.github_repo_id },
      "the repository under the project's name is not the project's repository",
    );
  }
  const found = installationId ?? null;
  await recordInstallationLookup(ctx.db, project.id, { installationId: found, checkedAt: now });
  return found;
}

/** The installation (null: none), or undefined when the name now belongs to another repository. */
async function askGitHub(
  github: GitHubApp,
  project: ProjectRow,
): Promise<number | null | undefined> {
  const where = { owner: project.repo_owner, repo: project.repo_name };
  const installationId = await nullWhenNotFound(async () => {
    const { data } = await (await github.appOctokit()).request(
      "GET /repos/{owner}/{repo}/installation",
      where,
    );
    return data.id;
  });
  if (installationId === null || project.github_repo_id === null) return installationId;
  const repositoryId = await nullWhenNotFound(async () => {
    const { data } = await (await github.installationOctokit(installationId)).request(
      "GET /repos/{owner}/{repo}",
      where,
    );
    return data.id;
  });
  if (repositoryId === null) return null;
  return repositoryId === project.github_repo_id ? installationId : undefined;
}

async function nullWhenNotFound<T>(ask: () => Promise<T>): Promise<T | null> {
  try {
    return await ask();
  } catch (error) {
    if ((error as { status?: number }).status === 404) return null;
    throw error;
  }
}

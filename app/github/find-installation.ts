import type { AppContext } from "../app-context.ts";
import { AppError } from "../app-error.ts";
import type { ProjectRow } from "../db/schema.ts";
import { updateProjectInstallation } from "../projects/project.repository.ts";
import type { GitHubApp } from "./github-app.ts";

/** How long "not installed" is believed before GitHub is asked again; webhooks correct it sooner. */
const ABSENT_FOR_MS = 60_000;

/**
 * The installation of the app on the project's repository, from the cache on the project row or
 * from GitHub (`GET /repos/{owner}/{repo}/installation` as the app). Null when not installed.
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
  let installationId: number | null;
  try {
    const octokit = await github.appOctokit();
    const { data } = await octokit.request("GET /repos/{owner}/{repo}/installation", {
      owner: project.repo_owner,
      repo: project.repo_name,
    });
    installationId = data.id;
  } catch (error) {
    if ((error as { status?: number }).status === 404) {
      installationId = null;
    } else {
      ctx.log.error({ err: error, projectId: project.id }, "GitHub installation lookup failed");
      throw new AppError(
        "github_unavailable",
        "GitHub did not answer the installation lookup; try again in a minute",
        { retryAfter: 30, cause: error },
      );
    }
  }
  await updateProjectInstallation(ctx.db, project.id, { installationId, checkedAt: now });
  return installationId;
}

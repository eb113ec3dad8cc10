import { AppError } from "../app-error.ts";
import type { JobRow, ProjectRow } from "../db/schema.ts";
import { findInstallationId } from "../github/find-installation.ts";
import type { JobServiceDeps } from "./job.service.ts";

/** A GitHub request that takes longer is given up: the caller may archive again to retry. */
const REQUEST_TIMEOUT_MS = 15_000;

/**
 * Closes the job's pull request on GitHub as the project's installation, before the job is
 * archived, so that a failure leaves both as they were and the caller can try again. A pull request
 * GitHub no longer has, or one already merged or closed, needs nothing; a refusal says what to do.
 * True when the pull request is closed now (or was).
 */
export async function closeJobPullRequest(
  deps: JobServiceDeps,
  project: ProjectRow,
  job: JobRow,
): Promise<boolean> {
  if (job.pr_number === null || job.pr_state === "merged") return false;
  if (job.pr_state === "closed") return true;
  if (!deps.github) {
    throw new AppError(
      "github_app_not_configured",
      "The GitHub App is not configured on this server, so it cannot close the pull request: archive without closePullRequest, or configure the app (APP_ID, PRIVATE_KEY, WEBHOOK_SECRET)",
    );
  }
  const installationId = await findInstallationId(deps, deps.github, project);
  if (installationId === null) {
    throw new AppError(
      "app_not_installed",
      `The Inkwell GitHub App is not installed on ${project.repo_owner}/${project.repo_name}, so it cannot close the pull request: archive without closePullRequest and close it on GitHub`,
    );
  }
  const octokit = await deps.github.installationOctokit(installationId);
  try {
    await octokit.request("PATCH /repos/{owner}/{repo}/pulls/{pull_number}", {
      owner: project.repo_owner,
      repo: project.repo_name,
      pull_number: job.pr_number,
      state: "closed",
      request: { signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) },
    });
    return true;
  } catch (error) {
    const status = (error as { status?: unknown }).status;
    // Gone, or merged meanwhile (GitHub will not close a merged pull request): nothing to close.
    if (status === 404 || status === 410 || status === 422) return false;
    if (status === 403) {
      throw new AppError(
        "forbidden",
        `GitHub refused to let the Inkwell GitHub App close pull request #${job.pr_number}: check that the app has the pull requests write permission on ${project.repo_owner}/${project.repo_name}, or archive without closePullRequest`,
        { cause: error },
      );
    }
    deps.log.warn({ err: error, jobId: job.id }, "could not close the job's pull request");
    throw new AppError(
      "github_unavailable",
      "GitHub did not close the pull request; the job is not archived: try again in a minute",
      { retryAfter: 30, cause: error },
    );
  }
}

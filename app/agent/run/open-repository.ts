import type { ProbotOctokit } from "probot";
import type { Clock } from "../../app-context.ts";
import type { ProjectRow } from "../../db/schema.ts";
import { applyRequestPolicy, type GitHubRequestStats } from "../../github/github-request-policy.ts";
import { createRepositoryClient, type RepositoryClient } from "../../github/repository-client.ts";
import { RunFailure } from "../agent-errors.ts";

/** The part of the GitHub App a run needs: a client acting as the repository's installation. */
export interface InstallationClients {
  installationOctokit(installationId: number): Promise<ProbotOctokit>;
}

export interface OpenRepositoryDeps {
  clock: Clock;
  sleep: (ms: number) => Promise<void>;
  github: InstallationClients;
  findInstallationId: (project: ProjectRow) => Promise<number | null>;
}

/**
 * The project's repository as its installation sees it, with the request policy that retries,
 * waits and counts every GitHub request of the run. Fails the run when the app is not installed.
 */
export async function openRepository(
  deps: OpenRepositoryDeps,
  project: ProjectRow,
): Promise<{ client: RepositoryClient; stats: GitHubRequestStats }> {
  const installationId = await deps.findInstallationId(project);
  if (installationId === null) {
    throw new RunFailure(
      `The Inkwell GitHub App is not installed on ${project.repo_owner}/${project.repo_name} (or was removed); install it on the repository, then send a follow-up message to run the job again.`,
    );
  }
  const octokit = await deps.github.installationOctokit(installationId);
  const stats = applyRequestPolicy(octokit, { clock: deps.clock, sleep: deps.sleep });
  const client = createRepositoryClient(octokit, {
    owner: project.repo_owner,
    repo: project.repo_name,
  });
  return { client, stats };
}

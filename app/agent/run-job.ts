import type { Kysely } from "kysely";
import type { Logger } from "pino";
import type { ProbotOctokit } from "probot";
import type { AgentModel, Clock } from "../app-context.ts";
import type { AgentLimits } from "../config.ts";
import type { Database, JobPublication, JobRow, ProjectRow } from "../db/schema.ts";
import { applyRequestPolicy, type GitHubRequestStats } from "../github/github-request-policy.ts";
import { createRepositoryClient, type RepositoryClient } from "../github/repository-client.ts";
import { listJobMessages, savePublication } from "../jobs/job-queue.repository.ts";
import { RunFailure, RunStopped } from "./agent-errors.ts";
import {
  buildInstructionPrompt,
  buildSystemPrompt,
  conventionFileNames,
} from "./agent-system-prompt.ts";
import { normalizeDocsRoot, toDocsRelative } from "./docs-path.ts";
import {
  buildPullRequestBody,
  createChangeCommit,
  ensurePullRequest,
  mergeChangedFiles,
  moveBranchToCommit,
} from "./publish-changes.ts";
import { runAgentLoop } from "./run-agent.ts";
import { WorkingTree } from "./working-tree.ts";

/** The part of the GitHub App a run needs: a client acting as the repository's installation. */
export interface InstallationClients {
  installationOctokit(installationId: number): Promise<ProbotOctokit>;
}

export interface JobRunDeps {
  db: Kysely<Database>;
  clock: Clock;
  log: Logger;
  model: AgentModel;
  github: InstallationClients;
  findInstallationId: (project: ProjectRow) => Promise<number | null>;
  limits: AgentLimits;
  sleep: (ms: number) => Promise<void>;
  modelStepTimeoutMs: number;
  /** This worker's lease owner id: every write of the run is conditional on still holding it. */
  leaseOwner: string;
  /** Throws `RunStopped` when the job was archived, the lease lost, or the worker is stopping. */
  checkContinue: () => Promise<void>;
}

export interface RunStats {
  steps: number;
  inputTokens: number;
  outputTokens: number;
  github: GitHubRequestStats;
}

export interface JobRunOutcome {
  summary: string;
  prNumber: number | null;
  prLink: string | null;
  publication: JobPublication | null;
  messageIds: number[];
}

const MAX_CONVENTION_FILE_CHARS = 20_000;

/**
 * One run of a job: pins the commit, lets the agent work on an overlay of the tree, commits all
 * changes at once and opens (or updates) the pull request. The commit is saved on the job before
 * the branch moves, so a run retried after a crash finishes publishing it rather than starting
 * over: there is never a second branch (its name is the job's) nor a second pull request.
 */
export async function runJob(
  deps: JobRunDeps,
  job: JobRow,
  stats: RunStats,
): Promise<JobRunOutcome> {
  const project = await deps.db
    .selectFrom("projects")
    .selectAll()
    .where("id", "=", job.project_id)
    .executeTakeFirstOrThrow();
  const repository = `${project.repo_owner}/${project.repo_name}`;
  const installationId = await deps.findInstallationId(project);
  if (installationId === null) {
    throw new RunFailure(
      `The Inkwell GitHub App is not installed on ${repository} (or was removed); install it on the repository, then send a follow-up message to run the job again.`,
    );
  }
  const octokit = await deps.github.installationOctokit(installationId);
  stats.github = applyRequestPolicy(octokit, { clock: deps.clock, sleep: deps.sleep });
  const client = createRepositoryClient(octokit, {
    owner: project.repo_owner,
    repo: project.repo_name,
  });

  const messages = await listJobMessages(deps.db, job.id);
  const publication = job.publication;
  if (publication?.pending) {
    deps.log.info(
      { jobId: job.id, commit: publication.commitSha },
      "resuming an interrupted publication",
    );
    return publish(
      deps,
      client,
      job,
      messages.map((m) => m.prompt),
      publication,
      undefined,
    );
  }

  const pending = messages.filter((message) => message.processed_at === null);
  const earlier = messages.filter((message) => message.processed_at !== null);
  if (pending.length === 0) {
    return {
      summary: job.summary ?? "Nothing to do: every instruction was already handled.",
      prNumber: job.pr_number,
      prLink: job.pr_link,
      publication,
      messageIds: [],
    };
  }

  const branchHead = await client.getBranchHead(job.branch);
  const baseRef = job.base_ref ?? publication?.baseRef ?? (await client.getDefaultBranch());
  const parentSha = branchHead ?? (await client.getBranchHead(baseRef));
  if (parentSha === null) {
    throw new RunFailure(`The base branch ${baseRef} does not exist in ${repository}.`);
  }
  const baseTreeSha = await client.getCommitTreeSha(parentSha);
  const { entries, truncated } = await client.getRecursiveTree(baseTreeSha);
  if (truncated) {
    throw new RunFailure(
      `The repository ${repository} is too large for GitHub to list in one call; set the project's docs path to the folder that holds the docs.`,
    );
  }
  const docsRoot = normalizeDocsRoot(project.docs_path);
  const tree = new WorkingTree(entries, {
    docsRoot,
    maxFileBytes: deps.limits.maxFileBytes,
    maxFilesChanged: deps.limits.maxFilesChanged,
    loadBlob: (sha) => client.getBlob(sha),
  });

  const started = deps.clock.now();
  const result = await runAgentLoop({
    model: deps.model.languageModel,
    tree,
    system: buildSystemPrompt({
      repository,
      baseRef,
      docsRoot,
      files: tree.listFiles().map((path) => toDocsRelative(docsRoot, path)),
      conventionFiles: await readConventionFiles(tree, docsRoot),
    }),
    prompt: buildInstructionPrompt({
      newInstructions: pending.map((message) => message.prompt),
      earlierInstructions: earlier.map((message) => message.prompt),
    }),
    maxSteps: deps.limits.maxSteps,
    deadline: new Date(started.getTime() + deps.limits.timeoutSeconds * 1000),
    timeoutSeconds: deps.limits.timeoutSeconds,
    clock: deps.clock,
    checkContinue: deps.checkContinue,
    modelStepTimeoutMs: deps.modelStepTimeoutMs,
  });
  stats.steps = result.steps;
  stats.inputTokens = result.usage.inputTokens;
  stats.outputTokens = result.usage.outputTokens;

  const summary =
    result.finish?.summary || result.finalText || "The agent finished without a summary.";
  const messageIds = pending.map((message) => message.id);
  const changedFiles = tree.changedFiles();
  if (changedFiles.length === 0) {
    return {
      summary: `No files changed. ${summary}`,
      prNumber: job.pr_number,
      prLink: job.pr_link,
      publication,
      messageIds,
    };
  }

  // Last look before anything becomes visible on GitHub.
  await deps.checkContinue();
  const prTitle = result.finish?.prTitle || defaultTitle(pending[0]?.prompt ?? "Update docs");
  const commitSha = await createChangeCommit(client, {
    baseTreeSha,
    parentSha,
    entries: tree.treeEntries(),
    message: `${prTitle}\n\n${summary}\n\nInkwell job ${job.id}`,
  });
  const next: JobPublication = {
    pending: true,
    commitSha,
    parentSha,
    baseRef,
    prTitle: publication?.prTitle ?? prTitle,
    summary,
    changedFiles: mergeChangedFiles(publication?.changedFiles ?? [], changedFiles),
    messageIds,
  };
  if (
    !(await savePublication(deps.db, {
      jobId: job.id,
      owner: deps.leaseOwner,
      publication: next,
      baseRef,
    }))
  ) {
    throw new RunStopped("lease_lost");
  }
  return publish(
    deps,
    client,
    job,
    messages.map((m) => m.prompt),
    next,
    branchHead,
  );
}

async function publish(
  _deps: JobRunDeps,
  client: RepositoryClient,
  job: JobRow,
  instructions: string[],
  publication: JobPublication,
  /** The branch head read at the start of this run; undefined when resuming (read it again). */
  knownHead: string | null | undefined,
): Promise<JobRunOutcome> {
  await moveBranchToCommit(client, {
    knownHead,
    branch: job.branch,
    commitSha: publication.commitSha,
    parentSha: publication.parentSha,
  });
  const pull = await ensurePullRequest(client, {
    branch: job.branch,
    baseRef: publication.baseRef,
    title: publication.prTitle,
    body: buildPullRequestBody({
      jobId: job.id,
      instructions,
      summary: publication.summary,
      changedFiles: publication.changedFiles,
    }),
  });
  return {
    summary: publication.summary,
    prNumber: pull.number,
    prLink: pull.htmlUrl,
    publication: { ...publication, pending: false },
    messageIds: publication.messageIds,
  };
}

/** Navigation and site config from the docs root and the repository root, read-only context. */
async function readConventionFiles(
  tree: WorkingTree,
  docsRoot: string,
): Promise<{ path: string; content: string }[]> {
  const folders = docsRoot === "" ? [""] : [docsRoot, ""];
  const found: { path: string; content: string }[] = [];
  for (const folder of folders) {
    for (const name of conventionFileNames) {
      const path = folder ? `${folder}/${name}` : name;
      if (!tree.exists(path)) continue;
      try {
        const content = await tree.read(path);
        found.push({
          path,
          content:
            content.length > MAX_CONVENTION_FILE_CHARS
              ? `${content.slice(0, MAX_CONVENTION_FILE_CHARS)}\n… (truncated)`
              : content,
        });
      } catch {
        // A symlinked or oversized config is simply not shown.
      }
    }
  }
  return found;
}

function defaultTitle(prompt: string): string {
  const firstLine = prompt.split("\n")[0]?.trim() ?? "";
  return firstLine.length > 72 ? `${firstLine.slice(0, 69)}…` : firstLine || "Update docs";
}

import type { Kysely } from "kysely";
import type { Logger } from "pino";
import type { AgentModel, Clock } from "../app-context.ts";
import type { AgentLimits } from "../config.ts";
import type { Database, JobRow, ProjectRow } from "../db/schema.ts";
import type { GitHubRequestStats } from "../github/github-request-policy.ts";
import { listJobMessages } from "../jobs/job-queue.repository.ts";
import { findProjectById } from "../projects/project.repository.ts";
import { type InstallationClients, openRepository } from "./open-repository.ts";
import { pinWorkspace } from "./pin-workspace.ts";
import { finishPublication, type JobRunOutcome, publishNewCommit } from "./publish-run.ts";
import type { SnapshotStats } from "./repository-snapshot.ts";
import type { RunUsage } from "./run-agent.ts";
import { runAgentOnWorkspace } from "./run-agent-on-workspace.ts";
import type { RunTranscript } from "./run-transcript.ts";

export type { JobRunOutcome };

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
  /** Aborted when the worker stops: a model call under way is cut short and the run stops. */
  stopSignal?: AbortSignal | undefined;
  /** The server's public URL, to link a pull request to its job's transcript. */
  publicUrl: string | undefined;
}

/** What a run cost, filled in as it goes so a run that fails still reports it. */
export interface RunStats {
  steps: number;
  usage: RunUsage;
  github: GitHubRequestStats;
  /** How the docs' contents were fetched, once they were. */
  snapshot: SnapshotStats | undefined;
}

/**
 * One run of a job: pins the commit, lets the agent work on an overlay of the tree, commits all
 * changes at once and opens (or updates) the pull request. A run that finds a commit saved but not
 * yet published (its predecessor crashed) publishes that one instead: there is never a second
 * branch (its name is the job's) nor a second pull request.
 */
export async function runJob(
  deps: JobRunDeps,
  job: JobRow,
  stats: RunStats,
  transcript: RunTranscript,
): Promise<JobRunOutcome> {
  const project = await findProjectById(deps.db, job.project_id);
  if (!project) throw new Error(`project ${job.project_id} of job ${job.id} does not exist`);
  const repository = await openRepository(deps, project);
  stats.github = repository.stats;
  const { client } = repository;
  const messages = await listJobMessages(deps.db, job.id);
  const instructions = messages.map((message) => message.prompt);

  if (job.publication?.pending) {
    deps.log.info(
      { jobId: job.id, commit: job.publication.commitSha },
      "resuming an interrupted publication",
    );
    return finishPublication(client, job, instructions, job.publication, undefined, deps.publicUrl);
  }

  const pending = messages.filter((message) => message.processed_at === null);
  if (pending.length === 0) {
    return {
      summary: job.summary ?? "Nothing to do: every instruction was already handled.",
      prNumber: job.pr_number,
      prLink: job.pr_link,
      publication: job.publication,
      messageIds: [],
    };
  }

  const workspace = await pinWorkspace(client, job, project, deps.limits, deps.log);
  await transcript.note("workspace", {
    commit: workspace.parentSha,
    baseRef: workspace.baseRef,
    files: workspace.tree.listFiles().length,
    snapshot: {
      strategy: workspace.snapshot.plan.strategy,
      files: workspace.snapshot.plan.paths.size,
      bytes: workspace.snapshot.plan.bytes,
    },
  });
  const earlier = messages.filter((message) => message.processed_at !== null);
  let result: Awaited<ReturnType<typeof runAgentOnWorkspace>>;
  try {
    result = await runAgentOnWorkspace(
      deps,
      workspace,
      { pending, earlier },
      {
        usage: stats.usage,
        onStep: async (step) => {
          stats.steps = step.step;
          await transcript.step(step);
        },
      },
    );
  } finally {
    stats.snapshot = workspace.snapshot.stats;
  }
  stats.steps = result.steps;

  const summary =
    result.finish?.summary || result.finalText || "The agent finished without a summary.";
  const messageIds = pending.map((message) => message.id);
  const changedFiles = workspace.tree.changedFiles();
  if (changedFiles.length === 0) {
    return {
      summary: `No files changed. ${summary}`,
      prNumber: job.pr_number,
      prLink: job.pr_link,
      publication: job.publication,
      messageIds,
      changedFiles: [],
    };
  }

  // Last look before anything becomes visible on GitHub.
  await deps.checkContinue();
  const prTitle = result.finish?.prTitle || defaultTitle(pending[0]?.prompt ?? "Update docs");
  const published = await publishNewCommit(deps, client, job, {
    workspace,
    changedFiles,
    summary,
    prTitle,
    instructions,
    messageIds,
  });
  return { ...published, changedFiles };
}

function defaultTitle(prompt: string): string {
  const firstLine = prompt.split("\n")[0]?.trim() ?? "";
  return firstLine.length > 72 ? `${firstLine.slice(0, 69)}…` : firstLine || "Update docs";
}

import * as core from "@actions/core";
import * as github from "@actions/github";
import type { Job } from "../shared/api/job-schemas.ts";
import { describeClientError, InkwellApiError } from "../shared/client/inkwell-api-error.ts";
import { type ActionInputName, actionInputNames, parseActionInputs } from "./action-inputs.ts";
import { toActionOutputs } from "./action-outputs.ts";
import type { ChangedFile } from "./build-commit-context.ts";
import { describeQuestion, type MainDependencies, main, type WorkflowRun } from "./main.ts";
import { renderFailureSummary, renderJobSummary } from "./render-job-summary.ts";

export type RunOptions = Pick<MainDependencies, "fetch" | "sleep" | "now" | "random" | "signal">;

/** The action's shell: reads inputs and the run's context, calls `main`, writes outputs, summary and failure. */
export async function run(options: RunOptions = {}): Promise<void> {
  let createdJobId: string | undefined;
  try {
    const raw: Partial<Record<ActionInputName, string>> = {};
    for (const name of actionInputNames) raw[name] = core.getInput(name);
    // Masked before anything can print it, even when the inputs turn out invalid.
    if (raw["api-key"]) core.setSecret(raw["api-key"]);
    if (raw["github-token"]) core.setSecret(raw["github-token"]);
    const inputs = parseActionInputs(raw);
    const result = await main(inputs, workflowRunFromContext(github.context), {
      ...options,
      log: (line) => core.info(line),
      warn: (line) => core.warning(line),
      listPullRequestFiles: pullRequestFileLister(github.context, inputs["github-token"]),
      compareCommits: commitComparer(github.context, inputs["github-token"]),
      onJobCreated: (job) => {
        createdJobId = job.id;
        setOutputs(job);
      },
    });
    setOutputs(result.job);
    await writeSummary(renderJobSummary(result, inputs.prompt)).catch(warnSummaryFailed);
    if (result.failure) core.setFailed(result.failure);
    else if (result.outcome === "completed") core.info(`Pull request: ${result.job.prLink}`);
    else if (result.outcome === "needs_input") core.warning(describeQuestion(result.job));
  } catch (error) {
    const message = describeActionError(error, createdJobId);
    await writeSummary(renderFailureSummary(message)).catch(warnSummaryFailed);
    core.setFailed(message);
  }
}

/** A summary that cannot be written is worth a warning, never a failed step. */
function warnSummaryFailed(error: unknown): void {
  core.warning(
    `Could not write the job summary: ${error instanceof Error ? error.message : String(error)}`,
  );
}

function setOutputs(job: Job): void {
  for (const [name, value] of Object.entries(toActionOutputs(job))) core.setOutput(name, value);
}

function workflowRunFromContext(context: typeof github.context): WorkflowRun {
  const repository = process.env.GITHUB_REPOSITORY ?? "";
  const inRun = Boolean(repository) && Number.isInteger(context.runId);
  return {
    eventName: context.eventName ?? "",
    payload: context.payload as Record<string, unknown>,
    repository,
    sha: context.sha ?? "",
    identity: inRun
      ? {
          repository,
          runId: context.runId,
          runAttempt: Number.isInteger(context.runAttempt) ? context.runAttempt : 1,
          job: context.job ?? "",
          step: context.action ?? "",
        }
      : undefined,
  };
}

/**
 * Lists a pull request's files with the github-token input (the workflow's token unless set), or
 * GITHUB_TOKEN from the step's env where the action runs without the runner's defaults.
 */
function pullRequestFileLister(context: typeof github.context, tokenInput: string | undefined) {
  const token = tokenInput || process.env.GITHUB_TOKEN;
  if (!token) return undefined;
  return async (pullNumber: number): Promise<ChangedFile[]> => {
    const octokit = github.getOctokit(token);
    const { data } = await octokit.rest.pulls.listFiles({
      ...context.repo,
      pull_number: pullNumber,
      per_page: 100,
    });
    return data.map(toChangedFile);
  };
}

/** Lists the files two commits differ by, with their diffs, with the same token. */
function commitComparer(context: typeof github.context, tokenInput: string | undefined) {
  const token = tokenInput || process.env.GITHUB_TOKEN;
  if (!token) return undefined;
  return async (base: string, head: string): Promise<ChangedFile[]> => {
    const octokit = github.getOctokit(token);
    const { data } = await octokit.rest.repos.compareCommitsWithBasehead({
      ...context.repo,
      basehead: `${base}...${head}`,
      per_page: 100,
    });
    return (data.files ?? []).map(toChangedFile);
  };
}

function toChangedFile(file: {
  filename: string;
  status: string;
  additions: number;
  deletions: number;
  patch?: string | undefined;
}): ChangedFile {
  return {
    path: file.filename,
    status: file.status,
    additions: file.additions,
    deletions: file.deletions,
    patch: file.patch,
  };
}

const hints: Record<string, string> = {
  unauthorized:
    "Check the api-key input: it must be a current Inkwell API key (ink_…) of this project, passed from a secret.",
  forbidden: "Check that api-key belongs to the project named by project-id.",
  not_found: "Check project-id and api-url.",
  app_not_installed: "Install the Inkwell GitHub App on the project's repository.",
};

function describeActionError(error: unknown, jobId: string | undefined): string {
  const onJob = jobId ? ` (job ${jobId})` : "";
  if (error instanceof InkwellApiError && error.code === "unexpected_response") {
    return `Inkwell's answer cannot be used${onJob}: ${describeClientError(error)}`;
  }
  if (error instanceof InkwellApiError) {
    const hint = Object.hasOwn(hints, error.code) ? ` ${hints[error.code]}` : "";
    return `Inkwell refused the request${onJob}: ${describeClientError(error)}.${hint}`;
  }
  if (error instanceof Error && error.name === "AbortError") {
    return `Cancelled${onJob}; the job goes on on the server.`;
  }
  return `${describeClientError(error)}${onJob}`;
}

async function writeSummary(html: string): Promise<void> {
  if (!process.env.GITHUB_STEP_SUMMARY) return;
  await core.summary.addRaw(html).write();
}

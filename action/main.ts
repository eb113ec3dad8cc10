import { describeJobOutcome } from "../shared/api/describe-job-outcome.ts";
import { type Job, PROMPT_MAX_LENGTH } from "../shared/api/job-schemas.ts";
import { createInkwellClient } from "../shared/client/create-inkwell-client.ts";
import { formatDuration } from "../shared/client/format-duration.ts";
import { describeClientError } from "../shared/client/inkwell-api-error.ts";
import { sleep as realSleep, type Sleep } from "../shared/client/sleep.ts";
import { toSingleLine } from "../shared/client/to-single-line.ts";
import { JobWaitTimeoutError } from "../shared/client/wait-for-job.ts";
import type { ActionInputs } from "./action-inputs.ts";
import {
  buildCommitContext,
  COMMIT_CONTEXT_MAX_CHARS,
  type CommitContextSources,
  type RunEvent,
} from "./build-commit-context.ts";
import { createProgressReporter, sleepReportingProgress } from "./create-progress-reporter.ts";
import { deriveIdempotencyKey, type RunIdentity } from "./idempotency-key.ts";

/** What the action knows about the workflow run it is part of. */
export interface WorkflowRun extends RunEvent {
  /** Absent outside a workflow run: the client then makes a random idempotency key. */
  identity: RunIdentity | undefined;
}

export interface MainDependencies extends CommitContextSources {
  fetch?: typeof fetch;
  sleep?: Sleep;
  now?: () => number;
  random?: () => number;
  signal?: AbortSignal;
  /** Lines for the step's log (each one line: text from the server cannot start a line of its own). */
  log?: (line: string) => void;
  /** Warnings the workflow author should see. */
  warn?: (line: string) => void;
  /** Called once the job exists, before waiting, so its id is known even if waiting fails. */
  onJobCreated?: (job: Job) => void;
}

export type ActionOutcome =
  | "created"
  | "completed"
  | "completed_without_changes"
  | "needs_input"
  | "failed"
  | "archived"
  | "timed_out";

export interface ActionResult {
  job: Job;
  outcome: ActionOutcome;
  /** An earlier try of this step (the same run and attempt) created the job; this one followed it. */
  reused: boolean;
  /** From the creation request to the last answer. */
  durationMs: number;
  /** Set when the step should fail, saying why. */
  failure: string | undefined;
}

/**
 * Creates the job and, unless `wait` is false, polls it to the end. Returns what happened; throws
 * the client's errors when the API refuses (InkwellApiError) or cannot be reached.
 */
export async function main(
  inputs: ActionInputs,
  run: WorkflowRun,
  deps: MainDependencies = {},
): Promise<ActionResult> {
  const now = deps.now ?? Date.now;
  const log = (line: string) => deps.log?.(toSingleLine(line, 4_000));
  const warn = (line: string) => (deps.warn ?? log)(toSingleLine(line, 4_000));
  const startedAt = now();
  const deadline = startedAt + inputs["wait-timeout-minutes"] * 60_000;
  const progress = createProgressReporter({ now, startedAt, log });
  const client = createInkwellClient({
    apiUrl: inputs["api-url"],
    apiKey: inputs["api-key"],
    allowInsecureHttp: inputs["allow-insecure-http"],
    insecureHttpSetting: "the allow-insecure-http input",
    userAgent: "inkwell-action",
    ...(deps.fetch && { fetch: deps.fetch }),
    sleep: sleepReportingProgress(deps.sleep ?? realSleep, progress, now),
    ...(deps.random && { random: deps.random }),
    now,
    onRetry: ({ attempt, delayMs, error }) => {
      progress.retrying();
      log(
        `Attempt ${attempt} failed (${describeClientError(error)}); retrying in ${formatDuration(delayMs)}`,
      );
    },
  });
  // Waits report as they go (see sleepReportingProgress); this also covers a request that hangs.
  const ticker = setInterval(() => progress.reportIfDue(), 1_000);
  ticker.unref();
  try {
    const prompt = await composePrompt(inputs, run, deps, warn);
    const projectId = inputs["project-id"];
    const { job: created, reused } = await client.createJob(projectId, prompt, {
      idempotencyKey: run.identity ? deriveIdempotencyKey(run.identity) : undefined,
      baseBranch: inputs["base-branch"],
      signal: deps.signal,
      deadline,
    });
    log(
      reused && run.identity
        ? `Reused Inkwell job ${created.id} (${created.status}): an earlier try of this step in run ${run.identity.runId}, attempt ${run.identity.runAttempt}, created it, and one run attempt never makes a second job (re-run the workflow for a new one)`
        : `Created Inkwell job ${created.id} (${created.status})`,
    );
    progress.created(created);
    deps.onJobCreated?.(created);
    if (!inputs.wait) {
      return {
        job: created,
        outcome: "created",
        reused,
        durationMs: now() - startedAt,
        failure: undefined,
      };
    }

    let job: Job;
    try {
      job = await client.waitForJob(projectId, created.id, {
        intervalMs: inputs["poll-interval-seconds"] * 1000,
        timeoutMs: Math.max(0, deadline - now()),
        signal: deps.signal,
        onProgress: ({ job: seen }) => progress.saw(seen),
      });
    } catch (error) {
      if (!(error instanceof JobWaitTimeoutError)) throw error;
      const failure = `${error.message}. It goes on on the server; raise wait-timeout-minutes (now ${inputs["wait-timeout-minutes"]}) to wait longer.`;
      const last = error.lastJob ?? created;
      return { job: last, outcome: "timed_out", reused, durationMs: now() - startedAt, failure };
    }
    const durationMs = now() - startedAt;
    return { job, reused, durationMs, ...judgeOutcome(job, inputs) };
  } finally {
    clearInterval(ticker);
  }
}

function judgeOutcome(
  job: Job,
  inputs: Pick<ActionInputs, "fail-on-no-changes" | "fail-on-draft" | "fail-on-question">,
): Pick<ActionResult, "outcome" | "failure"> {
  switch (job.status) {
    case "failed":
      return {
        outcome: "failed",
        failure: `Job ${job.id} failed: ${toSingleLine(job.error ?? "no reason given", 1_000)}`,
      };
    case "needs_input":
      return {
        outcome: "needs_input",
        failure: inputs["fail-on-question"]
          ? `${describeQuestion(job)}, and fail-on-question is true`
          : undefined,
      };
    case "archived":
      return {
        outcome: "archived",
        failure: `Job ${job.id} was archived before it finished (archived from the API, or its pull request was closed)`,
      };
    case "completed":
      if (job.prLink) {
        return {
          outcome: "completed",
          failure:
            inputs["fail-on-draft"] && job.prState === "draft"
              ? `Job ${job.id}: ${describeJobOutcome(job)}, and fail-on-draft is true`
              : undefined,
        };
      }
      return {
        outcome: "completed_without_changes",
        failure: inputs["fail-on-no-changes"]
          ? `Job ${job.id} completed without changing any file, and fail-on-no-changes is true`
          : undefined,
      };
    default:
      throw new Error(`waitForJob returned a job that is still ${job.status}`);
  }
}

/** A job's question in one line, with how to answer it: the step's warning or failure. */
export function describeQuestion(job: Job): string {
  const question = toSingleLine(job.question?.text ?? "see the job", 1_000);
  const answer = job.prLink
    ? "an `@inkwell` comment on its pull request, `inkwell job message`, the API or the dashboard"
    : "`inkwell job message`, the API or the dashboard";
  return `Job ${job.id} needs an answer before the agent changes anything: ${question} Answer with ${answer}`;
}

async function composePrompt(
  inputs: ActionInputs,
  run: WorkflowRun,
  sources: CommitContextSources,
  warn: (line: string) => void,
): Promise<string> {
  if (inputs.context === "none") return inputs.prompt;
  const separator = "\n\n";
  const room = Math.min(
    COMMIT_CONTEXT_MAX_CHARS,
    PROMPT_MAX_LENGTH - inputs.prompt.length - separator.length,
  );
  if (room < 200) {
    warn("context: commits left out: the prompt leaves no room for it within 20,000 characters");
    return inputs.prompt;
  }
  const context = await buildCommitContext(run, sources, room);
  for (const note of context.notes) warn(note);
  return context.text ? `${inputs.prompt}${separator}${context.text}` : inputs.prompt;
}

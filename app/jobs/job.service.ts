import { createHash } from "node:crypto";
import { IDEMPOTENCY_WINDOW_HOURS, IDEMPOTENCY_WINDOW_MS } from "../../shared/api/idempotency.ts";
import type { Job, JobStatus } from "../../shared/api/job-schemas.ts";
import type { AppContext } from "../app-context.ts";
import { AppError, type Quota } from "../app-error.ts";
import { checkIdentifier, identifierProblem } from "../check-identifier.ts";
import type { JobRow, ProjectRow } from "../db/schema.ts";
import { findInstallationId } from "../github/find-installation.ts";
import type { GitHubApp } from "../github/github-app.ts";
import { createRepositoryClient } from "../github/repository-client.ts";
import { findProjectById } from "../projects/project.repository.ts";
import { randomBase62 } from "../random-base62.ts";
import { takeRateLimit } from "../rate-limits/rate-limit.service.ts";
import { currentTraceParent } from "../tracing.ts";
import { closeJobPullRequest } from "./close-job-pull-request.ts";
import {
  claimIdempotencyKey,
  findIdempotentJob,
  findJob,
  findPolledJob,
  insertJobWithMessage,
  listJobRows,
  markJobArchived,
  reopenJobWithMessage,
} from "./job.repository.ts";

export interface JobServiceDeps extends AppContext {
  /** Absent when the GitHub App is not configured. */
  github: GitHubApp | undefined;
  /** Told when work was queued, so this process's worker starts it without waiting for its poll. */
  onJobQueued?: (() => void) | undefined;
}

export function toApiJob(row: JobRow): Job {
  return {
    id: row.id,
    status: row.status,
    source: { repository: row.source_repository, ref: row.source_ref },
    model: row.model,
    prLink: row.pr_link,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
    archivedAt: row.archived_at?.toISOString() ?? null,
    error: row.error,
    summary: row.summary,
    prState: row.pr_state,
    ending: row.run_ending,
    openFindings: row.open_findings,
    // Kept on the row after the answer arrives (the next run reads it), shown only while asked.
    question: row.status === "needs_input" ? row.question : null,
    notDone: row.not_done,
    usage:
      row.input_tokens === null && row.output_tokens === null
        ? null
        : {
            inputTokens: row.input_tokens ?? 0,
            outputTokens: row.output_tokens ?? 0,
            cachedInputTokens: row.cached_input_tokens ?? 0,
          },
  };
}

export interface CreateJobResult {
  job: Job;
  /** True when an earlier request with the same Idempotency-Key made this job. */
  replayed: boolean;
  /** The project's job rate limit after this request; absent when the request took none of it. */
  quota: Quota | undefined;
}

export interface CreateJobInput {
  projectId: string;
  prompt: string;
  idempotencyKey: string | undefined;
  /** The branch to start from and target; the project's branch when absent. Checked on GitHub. */
  baseBranch?: string | undefined;
  /** Where the instruction came from: the API (default), the dashboard, or an issue. */
  origin?: "api" | "dashboard" | "issue" | undefined;
  /** The issue the job is started from, and whether its pull request closes it. */
  sourceIssue?: { number: number; closes: boolean } | undefined;
}

export async function createJob(
  deps: JobServiceDeps,
  input: CreateJobInput,
): Promise<CreateJobResult> {
  const project = await requireProject(deps, input.projectId);
  // A key used with the same prompt and no base branch keeps the hash it had before there was one.
  const requestHash = createHash("sha256")
    .update(
      JSON.stringify(
        input.baseBranch === undefined
          ? { prompt: input.prompt }
          : { prompt: input.prompt, baseBranch: input.baseBranch },
      ),
    )
    .digest("hex");
  const now = deps.clock.now();
  const since = new Date(now.getTime() - IDEMPOTENCY_WINDOW_MS);
  const { idempotencyKey } = input;
  const replay = () =>
    idempotencyKey
      ? replayIdempotent(deps, input.projectId, idempotencyKey, requestHash, since)
      : Promise.resolve(undefined);

  const earlier = await replay();
  if (earlier) return { job: earlier, replayed: true, quota: undefined };

  const { model, installationId } = await requireRunnable(deps, project);
  if (input.baseBranch !== undefined) {
    await requireBranch(deps, project, installationId, input.baseBranch);
  }
  const quota = await takeJobRateLimit(deps, project.id);
  const jobId = `job_${randomBase62(22)}`;
  const branch = `inkwell/${jobId}`;
  const created = await deps.db
    .transaction()
    .execute(async (trx) => {
      const row = await insertJobWithMessage(
        trx,
        {
          id: jobId,
          project_id: project.id,
          model,
          source_repository: `${deps.config.githubHost.webUrl}/${project.repo_owner}/${project.repo_name}`,
          source_ref: branch,
          base_ref: input.baseBranch ?? project.base_ref,
          branch,
          created_at: now,
          source_issue: input.sourceIssue?.number ?? null,
          closes_issue: input.sourceIssue?.closes ?? false,
          trace_parent: currentTraceParent() ?? null,
        },
        input.prompt,
        input.origin ?? "api",
      );
      if (idempotencyKey) {
        const claimed = await claimIdempotencyKey(
          trx,
          {
            project_id: project.id,
            key: idempotencyKey,
            request_hash: requestHash,
            job_id: jobId,
            created_at: now,
          },
          since,
        );
        // A concurrent request with the same key won: undo this job and answer with that one.
        if (!claimed) throw new RolledBack();
      }
      return row;
    })
    .catch((error: unknown) => {
      if (error instanceof RolledBack) return undefined;
      throw error;
    });
  if (!created) {
    const winner = await replay();
    if (winner) return { job: winner, replayed: true, quota };
  }
  if (!created) throw new Error("job insert returned no row");
  deps.log.info({ projectId: project.id, jobId }, "job created");
  deps.onJobQueued?.();
  return { job: toApiJob(created), replayed: false, quota };
}

class RolledBack extends Error {}

async function replayIdempotent(
  deps: JobServiceDeps,
  projectId: string,
  key: string,
  requestHash: string,
  since: Date,
): Promise<Job | undefined> {
  const existing = await findIdempotentJob(deps.db, projectId, key, since);
  if (!existing) return undefined;
  if (existing.request_hash !== requestHash) {
    throw new AppError(
      "idempotency_key_reused",
      `This Idempotency-Key was already used with a different body in the last ${IDEMPOTENCY_WINDOW_HOURS} hours; use a new key for a new job`,
    );
  }
  const row = await findJob(deps.db, projectId, existing.job_id);
  return row ? toApiJob(row) : undefined;
}

export async function getJob(deps: AppContext, projectId: string, jobId: string): Promise<Job> {
  checkIdentifier("id", jobId);
  const row = await findPolledJob(deps.db, { projectId, jobId });
  if (!row) throw jobNotFound(jobId);
  return toApiJob(row);
}

export interface ListJobsInput {
  projectId: string;
  status: JobStatus | undefined;
  limit: number;
  cursor: string | undefined;
}

export async function listJobs(
  deps: AppContext,
  input: ListJobsInput,
): Promise<{ jobs: Job[]; nextCursor: string | null }> {
  const after = input.cursor === undefined ? undefined : decodeCursor(input.cursor);
  const rows = await listJobRows(deps.db, {
    projectId: input.projectId,
    status: input.status,
    limit: input.limit + 1,
    after,
  });
  const page = rows.slice(0, input.limit);
  const last = page.at(-1);
  return {
    jobs: page.map(toApiJob),
    nextCursor: rows.length > input.limit && last ? encodeCursor(last) : null,
  };
}

export interface FollowUpInput {
  projectId: string;
  jobId: string;
  prompt: string;
  origin: "api" | "comment" | "review_comment" | "issue_comment" | "dashboard";
  /**
   * The comment the instruction came from (on the pull request for origin `comment`, a review
   * comment for `review_comment`, on the job's issue for `issue_comment`), replied to when its run
   * ends.
   */
  commentId?: number;
}

export async function addFollowUp(
  deps: JobServiceDeps,
  input: FollowUpInput,
): Promise<{ job: Job; quota: Quota }> {
  checkIdentifier("id", input.jobId);
  const project = await requireProject(deps, input.projectId);
  const existing = await findJob(deps.db, project.id, input.jobId);
  if (!existing) throw jobNotFound(input.jobId);
  if (existing.status === "archived") throw jobArchived(input.jobId);
  await requireRunnable(deps, project);
  const quota = await takeJobRateLimit(deps, project.id);
  const row = await deps.db.transaction().execute((trx) =>
    reopenJobWithMessage(
      trx,
      { projectId: project.id, jobId: input.jobId },
      {
        prompt: input.prompt,
        origin: input.origin,
        at: deps.clock.now(),
        commentId: input.commentId ?? null,
        traceParent: currentTraceParent(),
      },
    ),
  );
  // Archived between the read above and the update.
  if (!row) throw jobArchived(input.jobId);
  deps.log.info(
    { projectId: project.id, jobId: input.jobId, origin: input.origin },
    "follow-up queued",
  );
  return { job: toApiJob(row), quota };
}

export interface ArchiveOptions {
  /** Also close the job's pull request on GitHub (by default it stays open). */
  closePullRequest?: boolean | undefined;
}

export async function archiveJob(
  deps: JobServiceDeps,
  projectId: string,
  jobId: string,
  options: ArchiveOptions = {},
): Promise<Job> {
  checkIdentifier("id", jobId);
  let closed = false;
  if (options.closePullRequest) {
    const job = await findJob(deps.db, projectId, jobId);
    if (!job) throw jobNotFound(jobId);
    closed = await closeJobPullRequest(deps, await requireProject(deps, projectId), job);
  }
  const row = await markJobArchived(deps.db, projectId, jobId, deps.clock.now(), {
    prState: closed ? "closed" : undefined,
  });
  if (!row) throw jobNotFound(jobId);
  if (closed) deps.log.info({ projectId, jobId }, "job archived and its pull request closed");
  return toApiJob(row);
}

async function requireProject(deps: AppContext, projectId: string): Promise<ProjectRow> {
  const project = await findProjectById(deps.db, projectId);
  // Authentication already tied the key to this project; a missing row means it was just deleted.
  if (!project)
    throw new AppError("forbidden", "This API key does not give access to that project");
  return project;
}

/** 503 when the app or the model is not configured, 409 when the app is not installed on the repo. */
async function requireRunnable(
  deps: JobServiceDeps,
  project: ProjectRow,
): Promise<{ model: string; installationId: number }> {
  if (!deps.github) {
    throw new AppError(
      "github_app_not_configured",
      "The GitHub App is not configured on this server: set APP_ID, PRIVATE_KEY (or PRIVATE_KEY_PATH) and WEBHOOK_SECRET, or open the server's home page to register the app",
    );
  }
  if (!deps.agentModel) {
    throw new AppError(
      "model_not_configured",
      deps.config.modelProblem ??
        "No model is configured to run agent jobs: set INKWELL_MODEL (e.g. anthropic:claude-sonnet-4-5) and the provider's API key",
    );
  }
  const installationId = await findInstallationId(deps, deps.github, project);
  if (installationId === null) {
    throw new AppError(
      "app_not_installed",
      `The Inkwell GitHub App is not installed on ${project.repo_owner}/${project.repo_name}: install it on that repository, then retry`,
    );
  }
  return { model: deps.agentModel.id, installationId };
}

/**
 * 422 unless the branch exists in the project's repository, asked of GitHub as the installation:
 * a job on a branch that is not there would only fail later, in the worker.
 */
async function requireBranch(
  deps: JobServiceDeps,
  project: ProjectRow,
  installationId: number,
  branch: string,
): Promise<void> {
  const repository = `${project.repo_owner}/${project.repo_name}`;
  let head: string | null;
  try {
    const octokit = await (deps.github as GitHubApp).installationOctokit(installationId);
    head = await createRepositoryClient(octokit, {
      owner: project.repo_owner,
      repo: project.repo_name,
    }).getBranchHead(branch);
  } catch (error) {
    deps.log.warn({ err: error, projectId: project.id }, "could not look up the base branch");
    throw new AppError(
      "github_unavailable",
      `GitHub did not say whether ${repository} has a branch "${branch}"; retry in a minute`,
      { cause: error },
    );
  }
  if (head === null) {
    throw new AppError(
      "unknown_branch",
      `${repository} has no branch "${branch}": baseBranch must name an existing branch (leave it out to use ${project.base_ref ? `the project's branch, ${project.base_ref}` : "the repository's default branch"})`,
      { details: [{ field: "baseBranch", message: `no branch "${branch}" in ${repository}` }] },
    );
  }
}

function takeJobRateLimit(deps: AppContext, projectId: string): Promise<Quota> {
  return takeRateLimit(deps, "jobs", { per: projectId });
}

export function jobNotFound(jobId: string): AppError {
  return new AppError("not_found", `No job ${jobId} in this project`);
}

function jobArchived(jobId: string): AppError {
  return new AppError(
    "job_archived",
    `Job ${jobId} is archived and takes no more messages; create a new job`,
  );
}

function encodeCursor(row: JobRow): string {
  return Buffer.from(JSON.stringify([row.created_at.toISOString(), row.id])).toString("base64url");
}

/** Every job was made between these; a cursor dated outside them was not made by this API. */
const CURSOR_EARLIEST = 0;
const CURSOR_LATEST = Date.UTC(9999, 11, 31);

function decodeCursor(cursor: string): { createdAt: Date; id: string } {
  try {
    const [createdAt, id] = JSON.parse(
      Buffer.from(cursor, "base64url").toString("utf8"),
    ) as unknown[];
    const date = new Date(String(createdAt));
    const time = date.getTime();
    if (typeof id !== "string" || identifierProblem(id) !== undefined) throw new Error("bad id");
    // Out of range dates are valid in JavaScript but not in PostgreSQL.
    if (!(time >= CURSOR_EARLIEST && time <= CURSOR_LATEST)) throw new Error("bad date");
    return { createdAt: date, id };
  } catch {
    throw new AppError(
      "invalid_request",
      "cursor is not valid: pass the nextCursor of a previous page",
      {
        details: [{ field: "cursor", message: "cursor must be the nextCursor of a previous page" }],
      },
    );
  }
}

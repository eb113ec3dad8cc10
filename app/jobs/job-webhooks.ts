import type { Kysely } from "kysely";
import type { Probot } from "probot";
import { PromptSchema } from "../../shared/api/job-schemas.ts";
import type { AppContext } from "../app-context.ts";
import { AppError } from "../app-error.ts";
import type { Database } from "../db/schema.ts";
import type { GitHubApp } from "../github/github-app.ts";
import { oncePerDelivery } from "../github/once-per-delivery.ts";
import {
  createRepositoryPermission,
  type RepositoryPermission,
} from "../github/repository-permission.ts";
import { createCommentAnswer } from "./comment-answer.ts";
import { type CommentRefusal, commentUrl } from "./comment-reply-body.ts";
import {
  failActiveJobsOfProjects,
  findJobByBranch,
  findJobByPullRequest,
  hasMessageFromComment,
  markJobArchived,
} from "./job.repository.ts";
import { addFollowUp } from "./job.service.ts";

export interface JobWebhookDeps {
  github: GitHubApp | undefined;
  /** Told when a comment queued work, so this process's worker starts without waiting for its poll. */
  onJobQueued?: () => void;
  /** Who may write to a repository; by default asked of GitHub and kept for a minute. */
  permission?: RepositoryPermission;
}

const BRANCH_PREFIX = "inkwell/";
// `@inkwell` then whitespace: `@inkwellfoo`, `@inkwell-bot` or `@inkwell:` name someone else.
const COMMAND = /^\s*@inkwell(?=\s)/i;
const APP_REMOVED =
  "The Inkwell GitHub App was removed from this repository (or suspended); reinstall it, then send a follow-up message to run the job again.";

/**
 * What happens to jobs on GitHub: closing or merging a job's pull request archives the job, and an
 * `@inkwell` comment on it from someone who can write is a follow-up, acknowledged with an 👀
 * reaction; a refused one is answered with the reason. Each handler does a little database work
 * and a GitHub request or two, and returns: agent runs happen in the worker.
 */
export function registerJobWebhooks(probot: Probot, ctx: AppContext, deps: JobWebhookDeps): void {
  const log = ctx.log.child({ component: "webhooks" });
  // Only people who can write may instruct the agent from a comment: on a public repository anyone
  // can comment, and a comment must not be a way to push changes into a pull request.
  const permission = deps.permission ?? createRepositoryPermission({ clock: ctx.clock });

  probot.on("pull_request.closed", (context) =>
    oncePerDelivery(ctx, context, async () => {
      const pull = context.payload.pull_request;
      const ref = pull.head.ref;
      // A fork can name a branch anything: only a branch of the repository itself is a job's.
      if (!ref.startsWith(BRANCH_PREFIX) || pull.head.repo?.id !== context.payload.repository.id)
        return;
      const job = await findJobByBranch(ctx.db, ref);
      if (!job || !sameRepository(job, context.payload.repository)) return;
      await markJobArchived(ctx.db, job.project_id, job.id, ctx.clock.now());
      log.info(
        { jobId: job.id, pr: pull.number, merged: pull.merged },
        "pull request closed: job archived",
      );
    }),
  );

  probot.on("issue_comment.created", (context) =>
    oncePerDelivery(ctx, context, async () => {
      const { issue, comment, repository, installation } = context.payload;
      if (!issue.pull_request || !COMMAND.test(comment.body)) return;
      // Bots never instruct the agent, so no app (Inkwell included) can answer itself in a loop.
      if (!comment.user || comment.user.type === "Bot") return;
      const [owner = "", name = ""] = repository.full_name.split("/");
      const job = await findJobByPullRequest(ctx.db, {
        repositoryId: repository.id,
        owner,
        name,
        number: issue.number,
      });
      if (!job) return;
      // The same comment can arrive under two delivery ids (two webhooks, a manual redelivery):
      // it is handled once, like a delivery, and a follow-up remembers its comment besides.
      const once = { id: `comment:${comment.id}`, name: "issue_comment" as const };
      await oncePerDelivery(ctx, once, async () => {
        if (await hasMessageFromComment(ctx.db, comment.id)) return;
        if (!deps.github || !installation) {
          log.warn({ jobId: job.id }, "@inkwell comment ignored: the GitHub App is not configured");
          return;
        }
        const octokit = await deps.github.installationOctokit(installation.id);
        const answer = createCommentAnswer(
          { ...ctx, log },
          octokit,
          { owner, name, number: issue.number, jobId: job.id },
          { id: comment.id, url: commentUrl(job.source_repository, issue.number, comment.id) },
        );
        const user = { id: comment.user?.id ?? 0, login: comment.user?.login ?? "" };
        const where = { id: repository.id, owner, name };
        if (!(await permission.canWrite(octokit, where, user))) {
          log.info(
            { jobId: job.id, pr: issue.number, user: user.login },
            "@inkwell comment refused: the author cannot write to the repository",
          );
          await answer.refuse({ reason: "no_permission" });
          return;
        }
        const instruction = comment.body.replace(COMMAND, "");
        const checked = PromptSchema.safeParse(instruction);
        if (!checked.success) {
          const problem = (checked.error.issues[0]?.message ?? "is not valid").replace(
            /^prompt /,
            "",
          );
          log.info({ jobId: job.id, pr: issue.number, problem }, "@inkwell comment refused");
          await answer.refuse({ reason: "invalid_instruction", problem });
          return;
        }
        try {
          await addFollowUp(
            { ...ctx, github: deps.github },
            {
              projectId: job.project_id,
              jobId: job.id,
              prompt: instruction.trim(),
              origin: "comment",
              commentId: comment.id,
            },
          );
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
          log.warn(
            { jobId: job.id, code: error.code },
            `@inkwell comment not queued: ${error.message}`,
          );
          await answer.refuse(refusalFor(error));
          return;
        }
        deps.onJobQueued?.();
        await answer.acknowledge();
      });
    }),
  );
}

/** What the commenter is told when the follow-up could not be queued, by the error's code. */
function refusalFor(error: AppError): CommentRefusal {
  switch (error.code) {
    case "job_archived":
      return { reason: "archived" };
    case "rate_limited":
      return { reason: "rate_limited", retryAfterSeconds: error.retryAfter };
    case "github_unavailable":
    case "database_unavailable":
      return { reason: "unavailable", retryable: true };
    default:
      // Not installed, not configured: the details are for whoever runs the server, not the PR.
      return { reason: "unavailable", retryable: false };
  }
}

/** The app left these projects' repositories: their active jobs fail now, with a way forward. */
export async function failJobsOfRemovedApp(
  db: Kysely<Database>,
  projectIds: string[],
  at: Date,
): Promise<void> {
  await failActiveJobsOfProjects(db, { projectIds, now: at, error: APP_REMOVED });
}

function sameRepository(
  job: { repo_owner: string; repo_name: string; github_repo_id: number | null },
  repository: { id: number; full_name: string },
): boolean {
  if (job.github_repo_id !== null) return job.github_repo_id === repository.id;
  return `${job.repo_owner}/${job.repo_name}`.toLowerCase() === repository.full_name.toLowerCase();
}

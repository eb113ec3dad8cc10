import type { Kysely } from "kysely";
import type { Probot } from "probot";
import type { AppContext } from "../app-context.ts";
import { AppError } from "../app-error.ts";
import type { Database } from "../db/schema.ts";
import type { GitHubApp } from "../github/github-app.ts";
import { oncePerDelivery } from "../github/once-per-delivery.ts";
import {
  failActiveJobsOfProjects,
  findJobByBranch,
  findJobByPullRequest,
  markJobArchived,
} from "./job.repository.ts";
import { addFollowUp } from "./job.service.ts";

export interface JobWebhookDeps {
  github: GitHubApp | undefined;
  /** Told when a comment queued work, so this process's worker starts without waiting for its poll. */
  onJobQueued?: () => void;
}

const BRANCH_PREFIX = "inkwell/";
const COMMAND = /^\s*@inkwell\b[:,]?\s*/i;
// Only people with write access may instruct the agent from a comment: on a public repository
// anyone can comment, and a comment must not be a way to push changes into a pull request.
const TRUSTED_ASSOCIATIONS = new Set(["OWNER", "MEMBER", "COLLABORATOR"]);
const APP_REMOVED =
  "The Inkwell GitHub App was removed from this repository (or suspended); reinstall it, then send a follow-up message to run the job again.";

/**
 * What happens to jobs on GitHub: closing or merging a job's pull request archives the job, and an
 * `@inkwell` comment on it is a follow-up. Each handler does a little database work and returns:
 * agent runs happen in the worker.
 */
export function registerJobWebhooks(probot: Probot, ctx: AppContext, deps: JobWebhookDeps): void {
  const log = ctx.log.child({ component: "webhooks" });

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
      const { issue, comment, repository } = context.payload;
      if (!issue.pull_request || !COMMAND.test(comment.body)) return;
      if (comment.user?.type === "Bot" || !TRUSTED_ASSOCIATIONS.has(comment.author_association)) {
        log.info(
          { pr: issue.number, user: comment.user?.login },
          "@inkwell comment ignored: author lacks write access",
        );
        return;
      }
      const prompt = comment.body.replace(COMMAND, "").trim();
      if (!prompt) return;
      const [owner = "", name = ""] = repository.full_name.split("/");
      const job = await findJobByPullRequest(ctx.db, {
        repositoryId: repository.id,
        owner,
        name,
        number: issue.number,
      });
      if (!job) return;
      try {
        await addFollowUp(
          { ...ctx, github: deps.github },
          { projectId: job.project_id, jobId: job.id, prompt, origin: "comment" },
        );
        deps.onJobQueued?.();
      } catch (error) {
        // Archived job, rate limit, app not runnable: nothing to retry; the delivery is done.
        if (!(error instanceof AppError)) throw error;
        log.warn(
          { jobId: job.id, code: error.code },
          `@inkwell comment not queued: ${error.message}`,
        );
      }
    }),
  );
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

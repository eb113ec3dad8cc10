import type { Context, Probot } from "probot";
import type { AppContext } from "../app-context.ts";
import { AppError } from "../app-error.ts";
import { markJobArchived } from "../jobs/job.repository.ts";
import { addFollowUp } from "../jobs/job.service.ts";
import {
  failActiveJobsOfProjects,
  findJobByBranch,
  findJobByPullRequest,
} from "../jobs/job-queue.repository.ts";
import type { GitHubApp } from "./github-app.ts";
import {
  forgetAbsentInstallations,
  forgetInstallation,
  type InstalledRepository,
  recordInstallation,
} from "./installation-cache.repository.ts";

export interface WebhookDeps {
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
 * Inkwell's webhook handlers. Each does a little database work and returns: agent runs happen in
 * the worker. A delivery seen before (same X-GitHub-Delivery, e.g. a redelivery) is ignored.
 */
export function registerWebhooks(probot: Probot, ctx: AppContext, deps: WebhookDeps): void {
  const log = ctx.log.child({ component: "webhooks" });

  probot.on("pull_request.closed", (context) =>
    once(ctx, context, async () => {
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
    once(ctx, context, async () => {
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

  probot.on("installation", (context) =>
    once(ctx, context, async () => {
      const { action, installation } = context.payload;
      const now = ctx.clock.now();
      if (action === "created") {
        const repositories = toInstalled(context.payload.repositories ?? []);
        await recordInstallation(ctx.db, { installationId: installation.id, repositories, now });
      } else if (action === "deleted" || action === "suspend") {
        const projectIds = await forgetInstallation(ctx.db, {
          installationId: installation.id,
          now,
        });
        await failActiveJobsOfProjects(ctx.db, { projectIds, now, error: APP_REMOVED });
      } else if (action === "unsuspend" || action === "new_permissions_accepted") {
        const account = installation.account as { login?: string; slug?: string } | null;
        const login = account?.login ?? account?.slug;
        if (login) await forgetAbsentInstallations(ctx.db, login);
      }
    }),
  );

  probot.on("installation_repositories", (context) =>
    once(ctx, context, async () => {
      const { installation } = context.payload;
      const now = ctx.clock.now();
      await recordInstallation(ctx.db, {
        installationId: installation.id,
        repositories: toInstalled(context.payload.repositories_added),
        now,
      });
      const projectIds = await forgetInstallation(ctx.db, {
        installationId: installation.id,
        repositories: toInstalled(context.payload.repositories_removed),
        now,
      });
      await failActiveJobsOfProjects(ctx.db, { projectIds, now, error: APP_REMOVED });
    }),
  );
}

/**
 * Runs a handler once per delivery: the delivery id is recorded first (a duplicate stops there),
 * and forgotten again if the handler fails, so GitHub's redelivery can try again.
 */
async function once(ctx: AppContext, context: Context, handle: () => Promise<void>): Promise<void> {
  const inserted = await ctx.db
    .insertInto("webhook_deliveries")
    .values({ id: context.id, event: context.name, received_at: ctx.clock.now() })
    .onConflict((oc) => oc.column("id").doNothing())
    .returning("id")
    .executeTakeFirst();
  if (!inserted) {
    ctx.log.info(
      { delivery: context.id, event: context.name },
      "duplicate webhook delivery ignored",
    );
    return;
  }
  try {
    await handle();
  } catch (error) {
    await ctx.db.deleteFrom("webhook_deliveries").where("id", "=", context.id).execute();
    throw error;
  }
}

function sameRepository(
  job: { repo_owner: string; repo_name: string; github_repo_id: number | null },
  repository: { id: number; full_name: string },
): boolean {
  if (job.github_repo_id !== null) return job.github_repo_id === repository.id;
  return `${job.repo_owner}/${job.repo_name}`.toLowerCase() === repository.full_name.toLowerCase();
}

function toInstalled(
  repositories: { id?: number | undefined; full_name?: string | undefined }[],
): InstalledRepository[] {
  return repositories.flatMap((repository) =>
    repository.id !== undefined && repository.full_name
      ? [{ id: repository.id, fullName: repository.full_name }]
      : [],
  );
}

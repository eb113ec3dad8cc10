import type { Kysely } from "kysely";
import type { Probot } from "probot";
import type { AppContext } from "../app-context.ts";
import type { Database, JobRow } from "../db/schema.ts";
import type { GitHubApp } from "../github/github-app.ts";
import { oncePerDelivery } from "../github/once-per-delivery.ts";
import { isProjectRepository, splitFullName } from "../github/project-repository.ts";
import {
  createRepositoryPermission,
  type RepositoryPermission,
} from "../github/repository-permission.ts";
import {
  followUpFromComment,
  type InkwellComment,
  instructionOf,
} from "./follow-up-from-comment.ts";
import {
  failActiveJobsOfProjects,
  findJobByBranch,
  findJobByIssue,
  findJobByPullRequest,
  markJobArchived,
  setPullRequestState,
} from "./job.repository.ts";
import { startJobFromIssue } from "./job-from-issue.ts";
import { pullRequestKeepsInkwellChange } from "./pull-request-change.ts";

export interface JobWebhookDeps {
  github: GitHubApp | undefined;
  /** Told when a comment queued work, so this process's worker starts without waiting for its poll. */
  onJobQueued?: () => void;
  /** Who may write to a repository; by default asked of GitHub and kept for a minute. */
  permission?: RepositoryPermission;
  /** Told when a job's pull request closed (merged or not), after the job is archived. */
  onPullRequestClosed?: (job: JobRow, pull: ClosedPullRequestEvent) => Promise<unknown>;
  /** The app's bot login (`<slug>[bot]`); by default asked of GitHub (`GET /app`) once. */
  botLogin?: () => Promise<string | undefined>;
}

/** What the close webhook says of a job's pull request. */
export interface ClosedPullRequestEvent {
  number: number;
  merged: boolean;
  headSha: string;
  commits: number | undefined;
  createdAt: string | undefined;
  closedAt: string | undefined;
  /**
   * When merged with a head other than Inkwell's last commit: whether the pull request still
   * changes exactly what that commit did (the base merged in by "Update branch"); undefined when
   * not asked or GitHub could not tell.
   */
  keepsInkwellChange?: boolean | undefined;
}

const BRANCH_PREFIX = "inkwell/";
const APP_REMOVED =
  "The Inkwell GitHub App was removed from this repository (or suspended); reinstall it, then send a follow-up message to run the job again.";

/**
 * What happens to jobs on GitHub: closing or merging a job's pull request archives the job, and an
 * `@inkwell` comment on it (on the conversation, or a review comment on a line of the diff) from
 * someone who can write is a follow-up, acknowledged with an 👀
 * reaction; a refused one gets a reply with the reason. Each handler does a little database work
 * and a GitHub request or two, and returns: agent runs happen in the worker.
 */
export function registerJobWebhooks(probot: Probot, ctx: AppContext, deps: JobWebhookDeps): void {
  const log = ctx.log.child({ component: "webhooks" });
  // Only people who can write may instruct the agent from a comment: on a public repository anyone
  // can comment, and a comment must not be a way to push changes into a pull request.
  const permission = deps.permission ?? createRepositoryPermission({ clock: ctx.clock });
  const botLogin = deps.botLogin ?? askBotLogin(deps.github, log);

  probot.on("pull_request.closed", (context) =>
    oncePerDelivery(ctx, context, async () => {
      const pull = context.payload.pull_request;
      const ref = pull.head.ref;
      // A fork can name a branch anything: only a branch of the repository itself is a job's.
      if (!ref.startsWith(BRANCH_PREFIX) || pull.head.repo?.id !== context.payload.repository.id)
        return;
      const job = await findJobByBranch(ctx.db, ref);
      const { repository } = context.payload;
      if (!job || !isProjectRepository(job, { id: repository.id, fullName: repository.full_name }))
        return;
      await markJobArchived(ctx.db, job.project_id, job.id, ctx.clock.now(), {
        prState: pull.merged ? "merged" : "closed",
      });
      const publication = job.publication;
      const keepsInkwellChange =
        pull.merged === true &&
        publication &&
        !publication.pending &&
        publication.commitSha !== pull.head.sha
          ? await pullRequestKeepsInkwellChange(
              context.octokit,
              { owner: repository.owner.login, repo: repository.name },
              pull.number,
              publication.commitSha,
              publication.changedFiles,
            ).catch((error: unknown) => {
              log.warn({ err: error, jobId: job.id }, "could not compare the merged pull request");
              return undefined;
            })
          : undefined;
      await deps.onPullRequestClosed?.(job, {
        number: pull.number,
        merged: pull.merged === true,
        headSha: pull.head.sha,
        commits: typeof pull.commits === "number" ? pull.commits : undefined,
        createdAt: typeof pull.created_at === "string" ? pull.created_at : undefined,
        closedAt: typeof pull.closed_at === "string" ? pull.closed_at : undefined,
        keepsInkwellChange,
      });
      log.info(
        { jobId: job.id, pr: pull.number, merged: pull.merged },
        "pull request closed: job archived",
      );
    }),
  );

  // Someone marks the pull request ready, or turns it back into a draft: the job says so.
  probot.on(["pull_request.ready_for_review", "pull_request.converted_to_draft"], (context) =>
    oncePerDelivery(ctx, context, async () => {
      const pull = context.payload.pull_request;
      const { repository } = context.payload;
      if (!pull.head.ref.startsWith(BRANCH_PREFIX) || pull.head.repo?.id !== repository.id) return;
      const job = await findJobByBranch(ctx.db, pull.head.ref);
      if (!job || !isProjectRepository(job, { id: repository.id, fullName: repository.full_name }))
        return;
      await setPullRequestState(ctx.db, job.id, pull.draft ? "draft" : "open");
    }),
  );

  /**
   * Queues the follow-up of an `@inkwell` comment on a job's pull request, or on the issue a job
   * was started from, once per comment.
   */
  async function followUpOnPullRequest(
    comment: Omit<
      InkwellComment,
      "repository" | "pullNumber" | "installationId" | "user" | "thread"
    > & {
      user: { id: number; login: string; type?: string | undefined } | null | undefined;
    },
    repository: { id: number; full_name: string },
    pullNumber: number,
    installation: { id: number } | undefined,
    thread: "pull" | "issue" = "pull",
  ): Promise<void> {
    // Bots never instruct the agent, so no app (Inkwell included) can reply to itself in a loop.
    if (!comment.user || comment.user.type === "Bot") return;
    const [owner, name] = splitFullName(repository.full_name);
    const where = {
      repository: { id: repository.id, fullName: repository.full_name },
      number: pullNumber,
    };
    const job =
      thread === "issue"
        ? await findJobByIssue(ctx.db, where)
        : await findJobByPullRequest(ctx.db, where);
    if (!job) return;
    if (!deps.github || !installation) {
      log.warn({ jobId: job.id }, "@inkwell comment ignored: the GitHub App is not configured");
      return;
    }
    const followUp: InkwellComment = {
      ...comment,
      user: { id: comment.user.id, login: comment.user.login },
      repository: { id: repository.id, owner, name },
      pullNumber,
      thread,
      installationId: installation.id,
    };
    const followUpDeps = {
      ...ctx,
      log,
      github: deps.github,
      permission,
      onJobQueued: deps.onJobQueued,
    };
    // The same comment can arrive under two delivery ids (two webhooks, a manual redelivery):
    // it is handled once, like a delivery (and its follow-up remembers the comment besides).
    const key =
      comment.kind === "review" ? `review-comment:${comment.id}` : `comment:${comment.id}`;
    // A comment on an issue and one on a pull request share GitHub's numbering: one key serves.
    const event = comment.kind === "review" ? "pull_request_review_comment" : "issue_comment";
    await oncePerDelivery(ctx, { id: key, name: event }, () =>
      followUpFromComment(followUpDeps, job, followUp),
    );
  }

  probot.on("issue_comment.created", (context) =>
    oncePerDelivery(ctx, context, async () => {
      const { issue, comment, repository, installation } = context.payload;
      const instruction = instructionOf(comment.body);
      if (instruction === undefined) return;
      // On a pull request, the job that opened it; on an issue, the job the issue started.
      await followUpOnPullRequest(
        { id: comment.id, kind: "issue", instruction, user: comment.user },
        repository,
        issue.number,
        installation,
        issue.pull_request ? "pull" : "issue",
      );
    }),
  );

  // The project's label added to an issue, or the app's bot assigned to it, starts a job.
  probot.on(["issues.labeled", "issues.assigned"], (context) =>
    oncePerDelivery(ctx, context, async () => {
      const { issue, repository, installation, sender } = context.payload;
      const payload = context.payload as {
        label?: { name?: unknown } | null;
        assignee?: { login?: unknown } | null;
      };
      const by =
        context.payload.action === "labeled"
          ? typeof payload.label?.name === "string"
            ? { label: payload.label.name }
            : undefined
          : typeof payload.assignee?.login === "string"
            ? { assignee: payload.assignee.login }
            : undefined;
      if (!by || !sender) return;
      if (!deps.github || !installation) {
        log.warn({ issue: issue.number }, "issue ignored: the GitHub App is not configured");
        return;
      }
      const [owner, name] = splitFullName(repository.full_name);
      await startJobFromIssue(
        { ...ctx, log, github: deps.github, permission, botLogin, onJobQueued: deps.onJobQueued },
        {
          by,
          issue: {
            id: issue.id,
            number: issue.number,
            title: issue.title,
            body: issue.body ?? null,
            isPullRequest: issue.pull_request !== undefined,
          },
          repository: { id: repository.id, owner, name },
          sender: { id: sender.id, login: sender.login, type: sender.type },
          installationId: installation.id,
        },
      );
    }),
  );

  // A review comment on a line of the diff is an instruction too, under the same rules, and
  // carries its file and line.
  probot.on("pull_request_review_comment.created", (context) =>
    oncePerDelivery(ctx, context, async () => {
      const { pull_request: pull, comment, repository, installation } = context.payload;
      const instruction = instructionOf(comment.body);
      if (instruction === undefined) return;
      await followUpOnPullRequest(
        {
          id: comment.id,
          kind: "review",
          on: { path: comment.path, line: comment.line ?? comment.original_line ?? null },
          instruction,
          user: comment.user,
        },
        repository,
        pull.number,
        installation,
      );
    }),
  );
}

/**
 * The app's bot login, asked of GitHub once (`GET /app` as the app) and kept; undefined while
 * GitHub does not say, so an assignment is then ignored rather than guessed at.
 */
function askBotLogin(
  github: GitHubApp | undefined,
  log: AppContext["log"],
): () => Promise<string | undefined> {
  let login: string | undefined;
  return async () => {
    if (login !== undefined || !github) return login;
    try {
      const { data } = await (await github.appOctokit()).request("GET /app");
      if (data?.slug) login = `${data.slug}[bot]`;
    } catch (error) {
      log.warn({ err: error }, "could not read the app's slug: assignments are ignored for now");
    }
    return login;
  };
}

/** The app left these projects' repositories: their active jobs fail now, with a way forward. */
export async function failJobsOfRemovedApp(
  db: Kysely<Database>,
  projectIds: string[],
  at: Date,
): Promise<void> {
  await failActiveJobsOfProjects(db, { projectIds, now: at, error: APP_REMOVED });
}

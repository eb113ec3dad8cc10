import type { ProbotOctokit } from "probot";
import type { AppContext } from "../app-context.ts";
import type { CommentReplyRow, ProjectRow } from "../db/schema.ts";
import { findProjectById } from "../projects/project.repository.ts";
import {
  claimDueReplies,
  findReplyOrigin,
  markReplyPosted,
  releaseReply,
} from "./comment-reply.repository.ts";
import { commentKindOf, commentUrl, repliesOnIssue, runReplyBody } from "./comment-reply-body.ts";
import { findJobById } from "./job.repository.ts";

export interface PostCommentRepliesDeps extends Pick<AppContext, "db" | "clock" | "log"> {
  /** A client acting as the project's installation; null when the app is no longer installed. */
  octokitFor(project: ProjectRow): Promise<ProbotOctokit | null>;
  /** A GitHub request that takes longer is given up (15 s by default). */
  requestTimeoutMs?: number;
}

/** How long one poster holds a reply before another may take it. */
const HOLD_MS = 2 * 60_000;
/** Tries before a reply is given up on (GitHub refusing it, the pull request gone). */
const MAX_ATTEMPTS = 5;
const BATCH = 20;
// A hung request must not hold the worker that posts (nor its shutdown): the reply is tried again.
const REQUEST_TIMEOUT_MS = 15_000;

/**
 * Posts the replies to `@inkwell` comments that settled runs queued: of one job, or of any job
 * (a pass at start-up picks up what a crash left). Each reply is posted once: it is held while
 * posted and marked when done; a poster that crashed in between comes back to a reply it may
 * already have posted, so a later attempt first looks for its hidden marker on the pull request.
 */
export async function postCommentReplies(
  deps: PostCommentRepliesDeps,
  options: { jobId?: string } = {},
): Promise<number> {
  const replies = await claimDueReplies(deps.db, {
    now: deps.clock.now(),
    holdMs: HOLD_MS,
    maxAttempts: MAX_ATTEMPTS,
    limit: BATCH,
    ...options,
  });
  let posted = 0;
  for (const reply of replies) {
    const log = deps.log.child({ jobId: reply.job_id, commentId: reply.comment_id });
    try {
      if (await postReply(deps, reply)) posted++;
      await markReplyPosted(deps.db, reply.id, deps.clock.now());
    } catch (error) {
      const last = reply.attempts >= MAX_ATTEMPTS;
      log.warn(
        { err: error, attempt: reply.attempts },
        last
          ? "could not reply to the @inkwell comment; giving up"
          : "could not reply to the @inkwell comment; will retry",
      );
      if (!last) await releaseReply(deps.db, reply.id);
    }
  }
  return posted;
}

/** Posts one reply; false when there is nothing to post it on, or it was posted before. */
async function postReply(deps: PostCommentRepliesDeps, reply: CommentReplyRow): Promise<boolean> {
  const job = await findJobById(deps.db, reply.job_id);
  const project = job && (await findProjectById(deps.db, job.project_id));
  if (!job || !project) return false;
  const origin = (await findReplyOrigin(deps.db, reply.message_id)) ?? "comment";
  // The issue's own text and comments on it are replied to on the issue; the rest on the pull request.
  const onIssue = repliesOnIssue(origin);
  const number = onIssue ? job.source_issue : job.pr_number;
  if (number === null) return false;
  const octokit = await deps.octokitFor(project);
  if (!octokit) return false;
  const where = { owner: project.repo_owner, repo: project.repo_name, issue_number: number };
  const marker = `inkwell-reply ${reply.job_id} ${reply.id}`;
  const request = { signal: AbortSignal.timeout(deps.requestTimeoutMs ?? REQUEST_TIMEOUT_MS) };
  if (
    reply.attempts > 1 &&
    (await findPostedReply(octokit, { ...where, request }, marker, reply.created_at))
  ) {
    return false;
  }
  const link = {
    commentUrl: commentUrl(
      job.source_repository,
      number,
      origin === "issue" ? null : reply.comment_id,
      commentKindOf(origin),
      onIssue ? "issue" : "pull",
    ),
    subject: origin === "issue" ? ("issue" as const) : ("comment" as const),
    onIssue,
  };
  await octokit.request("POST /repos/{owner}/{repo}/issues/{issue_number}/comments", {
    ...where,
    body: runReplyBody(reply.detail, link, marker),
    request,
  });
  return true;
}

/** True when a bot's comment on the pull request since `since` carries the reply's marker. */
async function findPostedReply(
  octokit: ProbotOctokit,
  where: { owner: string; repo: string; issue_number: number; request: { signal: AbortSignal } },
  marker: string,
  since: Date,
): Promise<boolean> {
  const comments = await octokit.paginate(
    "GET /repos/{owner}/{repo}/issues/{issue_number}/comments",
    {
      ...where,
      // A margin for the difference between this server's clock and GitHub's.
      since: new Date(since.getTime() - 10 * 60_000).toISOString(),
      per_page: 100,
    },
  );
  return comments.some(
    (comment) =>
      comment.user?.type === "Bot" && (comment.body ?? "").includes(`<!-- ${marker} -->`),
  );
}

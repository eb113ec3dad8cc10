import type { ProbotOctokit } from "probot";
import type { AppContext } from "../app-context.ts";
import { AppError } from "../app-error.ts";
import { takeRateLimit } from "../rate-limits/rate-limit.service.ts";
import { type CommentKind, type CommentRefusal, refusalReplyBody } from "./comment-reply-body.ts";

// Inside GitHub's 10 seconds for the whole delivery, the permission lookup included.
const REQUEST_TIMEOUT_MS = 8_000;

export interface CommentReplier {
  /** The 👀 reaction on the comment: its follow-up is queued. */
  acknowledge(): Promise<void>;
  /** A reply on the pull request saying why the comment was not acted on. */
  refuse(refusal: CommentRefusal): Promise<void>;
}

/**
 * Replies to one `@inkwell` comment as the installation (a reaction or a comment). Both are courtesy: the follow-up is
 * queued (or refused) whether or not GitHub takes them, so a failure is logged, not thrown.
 */
export function createCommentReplier(
  deps: Pick<AppContext, "db" | "clock" | "log" | "config">,
  octokit: ProbotOctokit,
  /** Where the comment is (a pull request or an issue), and what refusals are counted by. */
  pull: { owner: string; name: string; number: number; jobId: string },
  /** The comment; `id: null` is the issue itself, labeled or assigned to start a job. */
  comment: { id: number | null; url: string; kind: CommentKind },
): CommentReplier {
  // The caller's log already names the job, the pull request and the comment.
  const { log } = deps;
  return {
    async acknowledge() {
      try {
        const common = {
          owner: pull.owner,
          repo: pull.name,
          content: "eyes" as const,
          request: { signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) },
        };
        if (comment.id === null) {
          await octokit.request("POST /repos/{owner}/{repo}/issues/{issue_number}/reactions", {
            ...common,
            issue_number: pull.number,
          });
          return;
        }
        const reaction = { ...common, comment_id: comment.id };
        if (comment.kind === "review") {
          await octokit.request(
            "POST /repos/{owner}/{repo}/pulls/comments/{comment_id}/reactions",
            reaction,
          );
        } else {
          await octokit.request(
            "POST /repos/{owner}/{repo}/issues/comments/{comment_id}/reactions",
            reaction,
          );
        }
      } catch (error) {
        log.warn({ err: error }, "could not react to the @inkwell comment");
      }
    },

    async refuse(refusal) {
      try {
        await takeRateLimit(deps, "commentRefusals", { per: pull.jobId });
      } catch (error) {
        if (!(error instanceof AppError) || error.code !== "rate_limited") throw error;
        log.info(
          { reason: refusal.reason },
          "refusal not replied to: too many on this pull request",
        );
        return;
      }
      try {
        await octokit.request("POST /repos/{owner}/{repo}/issues/{issue_number}/comments", {
          owner: pull.owner,
          repo: pull.name,
          issue_number: pull.number,
          body: refusalReplyBody(refusal, {
            commentUrl: comment.url,
            subject: comment.id === null ? "issue" : "comment",
          }),
          request: { signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) },
        });
      } catch (error) {
        log.warn({ err: error, reason: refusal.reason }, "could not reply to the @inkwell comment");
      }
    },
  };
}

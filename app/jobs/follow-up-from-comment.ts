import { PromptSchema } from "../../shared/api/job-schemas.ts";
import type { AppContext } from "../app-context.ts";
import { AppError } from "../app-error.ts";
import type { JobRow } from "../db/schema.ts";
import type { GitHubApp } from "../github/github-app.ts";
import type { RepositoryPermission } from "../github/repository-permission.ts";
import { createCommentReplier } from "./comment-replier.ts";
import {
  type CommentKind,
  type CommentRefusal,
  commentOrigin,
  commentUrl,
} from "./comment-reply-body.ts";
import { hasMessageFromComment } from "./job.repository.ts";
import { addFollowUp } from "./job.service.ts";

// `@inkwell` then whitespace: `@inkwellfoo`, `@inkwell-bot` or `@inkwell:` name someone else.
const COMMAND = /^\s*@inkwell(?=\s)/i;

/** The text after `@inkwell` when the comment is addressed to Inkwell, else undefined. */
export function instructionOf(body: string): string | undefined {
  return COMMAND.test(body) ? body.replace(COMMAND, "") : undefined;
}

export interface CommentFollowUpDeps extends AppContext {
  github: GitHubApp;
  permission: RepositoryPermission;
  onJobQueued?: (() => void) | undefined;
}

/** An `@inkwell` comment on a job's pull request, as the webhook delivered it. */
export interface InkwellComment {
  id: number;
  /** A comment on the conversation, or a review comment on a line of the diff. */
  kind: CommentKind;
  /** Where a review comment sits: the file and the line of the diff's new side (when it has one). */
  on?: { path: string; line: number | null } | undefined;
  instruction: string;
  user: { id: number; login: string };
  repository: { id: number; owner: string; name: string };
  /** The number of the pull request, or of the issue the job was started from, it is on. */
  pullNumber: number;
  /** On the job's pull request (the default), or on the issue the job was started from. */
  thread?: "pull" | "issue" | undefined;
  installationId: number;
}

/**
 * Turns an `@inkwell` comment into a follow-up of its job: a comment already acted on is skipped,
 * its author must be able to write to the repository, its instruction must pass the API's rules,
 * and the follow-up is queued as the API queues one. The comment gets an 👀 reaction when queued,
 * or a reply saying why not.
 */
export async function followUpFromComment(
  deps: CommentFollowUpDeps,
  job: JobRow,
  comment: InkwellComment,
): Promise<void> {
  const thread = comment.thread ?? "pull";
  const origin = commentOrigin(comment.kind, thread);
  if (await hasMessageFromComment(deps.db, comment.id, origin)) return;
  const log = deps.log.child({ jobId: job.id, pr: comment.pullNumber, commentId: comment.id });
  const octokit = await deps.github.installationOctokit(comment.installationId);
  const replier = createCommentReplier(
    { ...deps, log },
    octokit,
    { ...comment.repository, number: comment.pullNumber, jobId: job.id },
    {
      id: comment.id,
      kind: comment.kind,
      url: commentUrl(job.source_repository, comment.pullNumber, comment.id, comment.kind, thread),
    },
  );

  if (!(await deps.permission.canWrite(octokit, comment.repository, comment.user))) {
    log.info({ user: comment.user.login }, "@inkwell comment refused: the author cannot write");
    await replier.refuse({ reason: "no_permission" });
    return;
  }

  const checked = PromptSchema.safeParse(comment.instruction);
  if (!checked.success) {
    // The schema speaks of the API's `prompt`; here it is the comment's instruction.
    const problem = (checked.error.issues[0]?.message ?? "is not valid").replace(/^prompt /, "");
    log.info({ problem }, "@inkwell comment refused: invalid instruction");
    await replier.refuse({ reason: "invalid_instruction", problem });
    return;
  }

  try {
    await addFollowUp(deps, {
      projectId: job.project_id,
      jobId: job.id,
      prompt: withLocation(comment.instruction.trim(), comment.on),
      origin,
      commentId: comment.id,
    });
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    log.warn({ code: error.code }, `@inkwell comment not queued: ${error.message}`);
    await replier.refuse(refusalFor(error));
    return;
  }
  deps.onJobQueued?.();
  await replier.acknowledge();
}

/**
 * A review comment's instruction with the line it was left on, which it often refers to ("reword
 * this"). The location is GitHub's, not the commenter's text.
 */
function withLocation(
  instruction: string,
  on: { path: string; line: number | null } | undefined,
): string {
  if (!on) return instruction;
  const where = on.line === null ? `\`${on.path}\`` : `\`${on.path}:${on.line}\``;
  return `(A review comment on ${where}.)\n${instruction}`;
}

/** What the commenter is told when the follow-up could not be queued, by the error's code. */
export function refusalFor(error: AppError): CommentRefusal {
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

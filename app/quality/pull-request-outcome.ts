import type { AppContext } from "../app-context.ts";
import type { JobRow, PullRequestOutcome } from "../db/schema.ts";
import { savePullRequestOutcome } from "./pull-request-outcome.repository.ts";

/** What the `pull_request.closed` webhook says of the pull request, as the outcome needs it. */
export interface ClosedPullRequest {
  number: number;
  merged: boolean;
  headSha: string;
  /** Commits on the pull request, as GitHub counts them. */
  commits: number | undefined;
  createdAt: string | undefined;
  closedAt: string | undefined;
  /** Whether a head other than Inkwell's commit still changes only what that commit did. */
  keepsInkwellChange?: boolean | undefined;
}

/**
 * How a pull request Inkwell opened ended. Inkwell pushes only the commits it records, so a head
 * other than its last commit means someone else pushed after it: no commit list is needed.
 * Human commits outrank follow-ups: a change a person had to finish by hand was not merged as is.
 * A head that only merged the base branch in ("Update branch") keeps Inkwell's change: the trees
 * are compared (`keepsInkwellChange`), not the head commits.
 */
export function classifyPullRequestOutcome(input: {
  merged: boolean;
  headSha: string;
  inkwellCommitSha: string | null;
  runs: number;
  keepsInkwellChange?: boolean | undefined;
}): PullRequestOutcome {
  if (!input.merged) return "closed_unmerged";
  if (
    input.inkwellCommitSha === null ||
    (input.headSha !== input.inkwellCommitSha && input.keepsInkwellChange !== true)
  ) {
    return "merged_after_human_commits";
  }
  return input.runs > 1 ? "merged_after_follow_ups" : "merged_as_is";
}

function instant(text: string | undefined, fallback: Date): Date {
  const parsed = text === undefined ? Number.NaN : Date.parse(text);
  return Number.isNaN(parsed) ? fallback : new Date(parsed);
}

/**
 * Records what became of a job's pull request when GitHub reports it closed, and counts it in the
 * process's metrics. Called from the close webhook, once per delivery.
 */
export async function recordPullRequestOutcome(
  ctx: Pick<AppContext, "db" | "clock" | "metrics">,
  job: JobRow,
  pull: ClosedPullRequest,
): Promise<PullRequestOutcome> {
  const publication = job.publication;
  const inkwellCommitSha = publication && !publication.pending ? publication.commitSha : null;
  const runs = Math.max(1, publication?.runs?.length ?? 1);
  const outcome = classifyPullRequestOutcome({
    merged: pull.merged,
    headSha: pull.headSha,
    inkwellCommitSha,
    runs,
    keepsInkwellChange: pull.keepsInkwellChange,
  });
  const closedAt = instant(pull.closedAt, ctx.clock.now());
  await savePullRequestOutcome(ctx.db, {
    job_id: job.id,
    project_id: job.project_id,
    pr_number: pull.number,
    outcome,
    head_sha: pull.headSha,
    inkwell_commit_sha: inkwellCommitSha,
    runs,
    pr_commits: pull.commits ?? null,
    opened_at: instant(pull.createdAt, job.created_at),
    closed_at: closedAt,
  });
  ctx.metrics?.recordPullRequestOutcome(outcome);
  return outcome;
}

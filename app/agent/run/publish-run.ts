import type { Kysely } from "kysely";
import type { RunEnding } from "../../../shared/api/job-schemas.ts";
import type {
  ChangedFile,
  Database,
  JobPublication,
  JobRow,
  PublishedFinding,
  PublishedRun,
} from "../../db/schema.ts";
import type { RepositoryClient } from "../../github/repository-client.ts";
import { savePublication } from "../../jobs/job-run.repository.ts";
import { RunStopped } from "../agent-errors.ts";
import type { AgentQuestion } from "../model/tools/finishing-tools.ts";
import { heldForReview } from "./held-for-review.ts";
import type { Workspace } from "./pin-workspace.ts";
import {
  createChangeCommit,
  ensurePullRequest,
  mergeChangedFiles,
  moveBranchToCommit,
} from "./publish-changes.ts";
import { buildCommitMessage, buildPullRequestBody, pullRequestTitle } from "./pull-request-body.ts";

/**
 * What a run leaves on the job: the summary, the pull request, what is now published, and how
 * the run went (its timeline entry: findings left, stopped early, assumptions, sources, not done),
 * so that anything reporting on the run can say so.
 */
export interface JobRunOutcome {
  summary: string;
  prNumber: number | null;
  prLink: string | null;
  publication: JobPublication | null;
  messageIds: number[];
  /** What this run itself changed; absent when not known (a publication resumed after a crash). */
  changedFiles?: ChangedFile[];
  /** Whether the pull request is left a draft by this run. */
  draft: boolean;
  /** This run as the pull request's timeline tells it; null when it published nothing. */
  run: PublishedRun | null;
  /** How the run ended. */
  ending: RunEnding;
  /** Problems the docs check leaves open on the pull request's whole change; null when unknown. */
  openFindings: number | null;
  /** What the agent asks instead of changing anything (the ending is then `asked`). */
  question?: AgentQuestion;
  /** What the run's agent said it did not do; absent when not known (a resumed publication). */
  notDone?: string[];
}

/**
 * Publishes the workspace's changes: one commit, saved on the job before the branch moves (so a
 * run retried after a crash finishes publishing it instead of starting over), then the branch and
 * the pull request, whose body gains this run's entry.
 */
export async function publishNewCommit(
  deps: { db: Kysely<Database>; leaseOwner: string; publicUrl: string | undefined },
  client: RepositoryClient,
  job: JobRow,
  change: {
    workspace: Workspace;
    prTitle: string;
    /** On a follow-up, whether `prTitle` replaces the pull request's title. */
    retitle: boolean;
    run: PublishedRun;
    draft: boolean;
    /** The whole pull request's problems after a follow-up, when they were checked. */
    openFindings: PublishedFinding[] | undefined;
    /** Every instruction of the job, oldest first (for a publication saved before timelines). */
    instructions: string[];
    messageIds: number[];
  },
): Promise<JobRunOutcome> {
  const { workspace, run } = change;
  const earlier = job.publication;
  const commitSha = await createChangeCommit(client, {
    baseTreeSha: workspace.baseTreeSha,
    parentSha: workspace.parentSha,
    entries: workspace.tree.treeEntries(),
    message: buildCommitMessage(change.prTitle, run.summary, job.id),
  });
  const earlierRuns = earlier
    ? publishedRuns(
        earlier,
        change.instructions.slice(0, change.instructions.length - run.instructions.length),
      )
    : [];
  const retitled = earlier !== null && change.retitle && change.prTitle !== earlier.prTitle;
  const publication: JobPublication = {
    pending: true,
    commitSha,
    parentSha: workspace.parentSha,
    baseRef: workspace.baseRef,
    prTitle: earlier && !retitled ? earlier.prTitle : change.prTitle,
    summary: run.summary,
    changedFiles: mergeChangedFiles(earlier?.changedFiles ?? [], run.changedFiles),
    messageIds: change.messageIds,
    draft: change.draft,
    runs: [...earlierRuns, run],
    // The first run starts the branch from the pinned commit; later runs keep that commit.
    ...(earlier
      ? earlier.forkSha
        ? { forkSha: earlier.forkSha }
        : {}
      : { forkSha: workspace.parentSha }),
    ...(change.openFindings ? { openFindings: change.openFindings } : {}),
    earlierDraft: earlier ? (earlier.draft ?? false) : false,
    ...(retitled ? { retitled: true } : {}),
  };
  const saved = await savePublication(deps.db, {
    jobId: job.id,
    owner: deps.leaseOwner,
    publication,
    baseRef: workspace.baseRef,
  });
  if (!saved) throw new RunStopped("lease_lost");
  return finishPublication(
    client,
    job,
    change.instructions,
    publication,
    workspace.branchHead,
    deps.publicUrl,
  );
}

/**
 * Points the job's branch at the saved commit and opens or updates its pull request. Safe to repeat:
 * this is also how a run interrupted after saving its commit resumes.
 */
export async function finishPublication(
  client: RepositoryClient,
  job: JobRow,
  instructions: string[],
  publication: JobPublication,
  /** The branch head read at the start of this run; undefined when resuming (read it again). */
  knownHead: string | null | undefined,
  /** The server's public URL, for the link to the job's transcript. */
  publicUrl: string | undefined,
): Promise<JobRunOutcome> {
  await moveBranchToCommit(client, {
    knownHead,
    branch: job.branch,
    commitSha: publication.commitSha,
    parentSha: publication.parentSha,
  });
  const runs = publishedRuns(publication, instructions);
  const pull = await ensurePullRequest(client, {
    branch: job.branch,
    baseRef: publication.baseRef,
    title: pullRequestTitle(publication.prTitle),
    retitle: publication.retitled ?? false,
    draft: publication.draft ?? false,
    // Ready again only when Inkwell left it a draft before: a draft someone else made stays one.
    mayMarkReady:
      publication.earlierDraft ?? (runs.length > 1 && leftDraft(runs.at(-2) as PublishedRun)),
    body: buildPullRequestBody({
      jobId: job.id,
      transcript: transcriptLink(publicUrl, job),
      runs,
      changedFiles: publication.changedFiles,
      openFindings: publication.openFindings,
      issue:
        job.source_issue === null ? null : { number: job.source_issue, closes: job.closes_issue },
    }),
  });
  return {
    summary: publication.summary,
    prNumber: pull.number,
    prLink: pull.htmlUrl,
    publication: { ...publication, pending: false },
    messageIds: publication.messageIds,
    draft: publication.draft ?? false,
    run: runs.at(-1) ?? null,
    ending: runs.at(-1)?.stoppedEarly ? "stopped_early" : "finished",
    openFindings: openFindingsOf(publication, runs.at(-1)),
  };
}

/**
 * The runs of a publication; one saved before the body was a timeline stands as a single run
 * with the instructions handled so far and nothing known of its checks.
 */
function publishedRuns(publication: JobPublication, instructions: string[]): PublishedRun[] {
  if (publication.runs) return publication.runs;
  return [
    {
      instructions,
      summary: publication.summary,
      changedFiles: publication.changedFiles as ChangedFile[],
      findings: null,
      checksNote: null,
      assumptions: [],
      sources: [],
      notDone: [],
      stoppedEarly: null,
    },
  ];
}

/** The whole pull request's open problems when known, else those of its last run. */
function openFindingsOf(publication: JobPublication, run: PublishedRun | undefined): number | null {
  const open = publication.openFindings ?? run?.findings;
  return open ? open.length : null;
}

/**
 * Whether a run leaves the pull request a draft: it left check findings, or it is held for
 * review for another reason (`heldForReview`).
 */
export function leftDraft(run: PublishedRun): boolean {
  return heldForReview(run) || (run.findings?.length ?? 0) > 0;
}

/** Where the job's run transcript can be read: the API route, absolute when the server's URL is known. */
function transcriptLink(publicUrl: string | undefined, job: JobRow): string {
  const route = `/v2/agent/${job.project_id}/job/${job.id}/events`;
  return publicUrl ? `${publicUrl}${route}` : route;
}

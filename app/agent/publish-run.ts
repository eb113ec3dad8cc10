import type { Kysely } from "kysely";
import type { ChangedFile, Database, JobPublication, JobRow } from "../db/schema.ts";
import type { RepositoryClient } from "../github/repository-client.ts";
import { savePublication } from "../jobs/job-queue.repository.ts";
import { RunStopped } from "./agent-errors.ts";
import type { Workspace } from "./pin-workspace.ts";
import {
  buildPullRequestBody,
  createChangeCommit,
  ensurePullRequest,
  mergeChangedFiles,
  moveBranchToCommit,
} from "./publish-changes.ts";

/** What a run leaves on the job: the summary, the pull request, and what is now published. */
export interface JobRunOutcome {
  summary: string;
  prNumber: number | null;
  prLink: string | null;
  publication: JobPublication | null;
  messageIds: number[];
  /** What this run itself changed; absent when not known (a publication resumed after a crash). */
  changedFiles?: ChangedFile[];
}

/**
 * Publishes the workspace's changes: one commit, saved on the job before the branch moves (so a
 * run retried after a crash finishes publishing it instead of starting over), then the branch and
 * the pull request.
 */
export async function publishNewCommit(
  deps: { db: Kysely<Database>; leaseOwner: string; publicUrl: string | undefined },
  client: RepositoryClient,
  job: JobRow,
  change: {
    workspace: Workspace;
    changedFiles: ChangedFile[];
    summary: string;
    prTitle: string;
    instructions: string[];
    messageIds: number[];
  },
): Promise<JobRunOutcome> {
  const { workspace } = change;
  const earlier = job.publication;
  const commitSha = await createChangeCommit(client, {
    baseTreeSha: workspace.baseTreeSha,
    parentSha: workspace.parentSha,
    entries: workspace.tree.treeEntries(),
    message: `${change.prTitle}\n\n${change.summary}\n\nInkwell job ${job.id}`,
  });
  const publication: JobPublication = {
    pending: true,
    commitSha,
    parentSha: workspace.parentSha,
    baseRef: workspace.baseRef,
    prTitle: earlier?.prTitle ?? change.prTitle,
    summary: change.summary,
    changedFiles: mergeChangedFiles(earlier?.changedFiles ?? [], change.changedFiles),
    messageIds: change.messageIds,
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
  const pull = await ensurePullRequest(client, {
    branch: job.branch,
    baseRef: publication.baseRef,
    title: publication.prTitle,
    body: buildPullRequestBody({
      jobId: job.id,
      transcript: transcriptLink(publicUrl, job),
      instructions,
      summary: publication.summary,
      changedFiles: publication.changedFiles,
    }),
  });
  return {
    summary: publication.summary,
    prNumber: pull.number,
    prLink: pull.htmlUrl,
    publication: { ...publication, pending: false },
    messageIds: publication.messageIds,
  };
}

/** Where the job's run transcript can be read: the API route, absolute when the server's URL is known. */
function transcriptLink(publicUrl: string | undefined, job: JobRow): string {
  const route = `/v2/agent/${job.project_id}/job/${job.id}/events`;
  return publicUrl ? `${publicUrl}${route}` : route;
}

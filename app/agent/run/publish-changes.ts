import { AppError } from "../../app-error.ts";
import type { ChangedFile } from "../../db/schema.ts";
import type { PullRequestSummary, RepositoryClient } from "../../github/repository-client.ts";
import { RunFailure, TransientFailure } from "../agent-errors.ts";

/** Makes one commit of the whole overlay: one tree request (contents inline) and one commit request. */
export async function createChangeCommit(
  client: RepositoryClient,
  input: {
    baseTreeSha: string;
    parentSha: string;
    entries: Parameters<RepositoryClient["createTree"]>[1];
    message: string;
  },
): Promise<string> {
  const treeSha = await client.createTree(input.baseTreeSha, input.entries);
  return client.createCommit({ message: input.message, treeSha, parentSha: input.parentSha });
}

/**
 * Points the job's branch at the commit: creates it, or fast-forwards it from the commit's parent.
 * Safe to repeat after a crash: a branch already at the commit is left alone.
 */
export async function moveBranchToCommit(
  client: RepositoryClient,
  input: {
    branch: string;
    commitSha: string;
    parentSha: string;
    knownHead?: string | null | undefined;
  },
): Promise<void> {
  const head =
    input.knownHead !== undefined ? input.knownHead : await client.getBranchHead(input.branch);
  if (head === input.commitSha) return;
  try {
    if (head === null) await client.createBranch(input.branch, input.commitSha);
    else await client.fastForwardBranch(input.branch, input.commitSha);
  } catch (error) {
    if ((error as { status?: number }).status !== 422) throw error;
    // The branch moved under us (another push, or our own earlier request that did succeed).
    const now = await client.getBranchHead(input.branch);
    if (now === input.commitSha) return;
    throw new TransientFailure(
      `The branch ${input.branch} changed while Inkwell was publishing; the run starts again from its new head`,
      undefined,
      { cause: error },
    );
  }
}

/**
 * Finds the job's pull request (open or closed) or opens it; an existing one gets the new body,
 * and becomes a draft when this run leaves one (or ready again when `mayMarkReady`: Inkwell made
 * it a draft, not a person). A repository that takes no drafts gets a ready one: the body says
 * what is left.
 */
export async function ensurePullRequest(
  client: RepositoryClient,
  input: {
    branch: string;
    baseRef: string;
    title: string;
    /** Whether an existing pull request takes `title` (a follow-up retitled it). */
    retitle?: boolean;
    body: string;
    draft: boolean;
    mayMarkReady: boolean;
  },
): Promise<PullRequestSummary> {
  const existing = await client.findPullRequest(input.branch);
  if (existing) {
    if (existing.state === "closed") {
      throw new RunFailure(
        `The pull request #${existing.number} of this job was ${existing.merged ? "merged" : "closed"}; start a new job for further changes.`,
      );
    }
    const retitle = input.retitle && existing.title !== input.title;
    await client.updatePullRequestBody(
      existing.number,
      input.body,
      retitle ? input.title : undefined,
    );
    if (existing.draft !== input.draft && (input.draft || input.mayMarkReady)) {
      await setDraft(client, existing.nodeId, input.draft);
    }
    return existing;
  }
  const open = (draft: boolean) =>
    client.createPullRequest({
      title: input.title,
      body: input.body,
      head: input.branch,
      base: input.baseRef,
      draft,
    });
  try {
    return await open(input.draft);
  } catch (error) {
    if ((error as { status?: number }).status !== 422) throw error;
    // "A pull request already exists": an earlier attempt's request went through.
    const found = await client.findPullRequest(input.branch);
    if (found) return found;
    if (input.draft) return open(false);
    throw error;
  }
}

/** Changes the draft state; a repository that refuses it keeps the state it has (the body tells). */
async function setDraft(client: RepositoryClient, nodeId: string, draft: boolean): Promise<void> {
  try {
    await client.setPullRequestDraft(nodeId, draft);
  } catch (error) {
    if (error instanceof AppError) throw error;
  }
}

/** This run's changes merged into what the pull request already changed. */
export function mergeChangedFiles(earlier: ChangedFile[], now: ChangedFile[]): ChangedFile[] {
  const byPath = new Map(earlier.map((file) => [file.path, file]));
  for (const file of now) {
    const before = byPath.get(file.path)?.change;
    if (before === "added" && file.change === "deleted") byPath.delete(file.path);
    else if (before === "added") continue;
    else if (before === "deleted" && file.change === "added") {
      byPath.set(file.path, { path: file.path, change: "modified" });
    } else byPath.set(file.path, file);
  }
  return [...byPath.values()].sort((a, b) => a.path.localeCompare(b.path));
}

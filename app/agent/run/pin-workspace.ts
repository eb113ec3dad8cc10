import type { Logger } from "pino";
import type { AgentLimits } from "../../config.ts";
import type { JobRow, ProjectRow } from "../../db/schema.ts";
import type { RepositoryClient } from "../../github/repository-client.ts";
import { RunFailure } from "../agent-errors.ts";
import { contextFilePaths } from "../context/repository-context.ts";
import { normalizeDocsRoot } from "../workspace/docs-path.ts";
import { planSnapshot, RepositorySnapshot } from "../workspace/repository-snapshot.ts";
import { WorkingTree } from "../workspace/working-tree.ts";

/** The snapshot keeps at most this much of the docs in memory per run; more is fetched on demand. */
const SNAPSHOT_MAX_BYTES = 64 * 1024 * 1024;
/** Files larger than this are read by range on demand rather than fetched ahead. */
const SNAPSHOT_MIN_FILE_BYTES = 1024 * 1024;

/** The repository at the commit a run works from, and the overlay the agent edits. */
export interface Workspace {
  /** `owner/name`, for messages and the prompt. */
  repository: string;
  baseRef: string;
  /** The head of the job's branch at the start of the run; null before its first commit. */
  branchHead: string | null;
  /** The pinned commit: the branch head, else the head of the base branch. */
  parentSha: string;
  baseTreeSha: string;
  docsRoot: string;
  tree: WorkingTree;
  /** The docs' contents, fetched in bulk the first time any are needed. */
  snapshot: RepositorySnapshot;
}

/**
 * Pins the commit the run works from (the job's branch if it exists, a follow-up; else the base
 * branch) and reads its tree once, recursively: the tree is the source of truth for paths, modes,
 * symlinks and submodules. Contents come later, in bulk, the first time any are needed (see
 * repository-snapshot.ts for how the way is chosen).
 */
export async function pinWorkspace(
  client: RepositoryClient,
  job: JobRow,
  project: ProjectRow,
  limits: Pick<AgentLimits, "maxFileBytes" | "maxFilesChanged">,
  log?: Logger,
): Promise<Workspace> {
  const repository = `${project.repo_owner}/${project.repo_name}`;
  const branchHead = await client.getBranchHead(job.branch);
  const baseRef = job.base_ref ?? job.publication?.baseRef ?? (await client.getDefaultBranch());
  const parentSha = branchHead ?? (await client.getBranchHead(baseRef));
  if (parentSha === null) {
    throw new RunFailure(`The base branch ${baseRef} does not exist in ${repository}.`);
  }
  const baseTreeSha = await client.getCommitTreeSha(parentSha);
  const { entries, truncated } = await client.getRecursiveTree(baseTreeSha);
  if (truncated) {
    throw new RunFailure(
      `The repository ${repository} is too large for GitHub to list in one call; set the project's docs path to the folder that holds the docs.`,
    );
  }
  const docsRoot = normalizeDocsRoot(project.docs_path);
  const paths = new Set(
    entries.filter((entry) => entry.type === "blob").map((entry) => entry.path),
  );
  const plan = planSnapshot(entries, docsRoot, contextFilePaths(paths, docsRoot), {
    maxFileBytes: Math.max(limits.maxFileBytes, SNAPSHOT_MIN_FILE_BYTES),
    maxTotalBytes: SNAPSHOT_MAX_BYTES,
  });
  const snapshot = new RepositorySnapshot(
    plan,
    {
      openArchive: () => client.openArchive(parentSha),
      getBlobTexts: (shas) => client.getBlobTexts(shas),
    },
    log,
  );
  const tree = new WorkingTree(entries, {
    docsRoot,
    maxFileBytes: limits.maxFileBytes,
    maxFilesChanged: limits.maxFilesChanged,
    loadBlob: (sha) => client.getBlob(sha),
    snapshot,
    writeGlobs: { allow: project.write_allow, deny: project.write_deny },
    // Source read to document it shares the snapshot's budget with the docs, which come first.
    sourceSearchBytes: Math.max(0, SNAPSHOT_MAX_BYTES - plan.bytes),
  });
  return { repository, baseRef, branchHead, parentSha, baseTreeSha, docsRoot, tree, snapshot };
}

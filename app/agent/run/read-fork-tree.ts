import type { AgentLimits } from "../../config.ts";
import type { RepositoryClient } from "../../github/repository-client.ts";
import { WorkingTree } from "../workspace/working-tree.ts";
import type { Workspace } from "./pin-workspace.ts";

/**
 * The tree of the commit a follow-up's branch started from, read as the run reads its own start:
 * the commit's tree (two requests), with blobs taken from the run's snapshot where it holds them.
 * Undefined when GitHub truncates the tree (the callers then have nothing to compare with).
 */
export async function readForkTree(
  limits: Pick<AgentLimits, "maxFileBytes" | "maxFilesChanged">,
  client: RepositoryClient,
  forkSha: string,
  workspace: Workspace,
): Promise<WorkingTree | undefined> {
  const treeSha = await client.getCommitTreeSha(forkSha);
  const { entries, truncated } = await client.getRecursiveTree(treeSha);
  if (truncated) return undefined;
  return new WorkingTree(entries, {
    docsRoot: workspace.docsRoot,
    maxFileBytes: limits.maxFileBytes,
    maxFilesChanged: limits.maxFilesChanged,
    loadBlob: (sha) => client.getBlob(sha),
    snapshot: workspace.snapshot,
  });
}

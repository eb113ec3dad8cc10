import type { Logger } from "pino";
import type { AgentLimits } from "../../config.ts";
import type { JobPublication } from "../../db/schema.ts";
import { isPagePath } from "../../docs-site/repo-path.ts";
import type { RepositoryClient } from "../../github/repository-client.ts";
import type { EarlierPage } from "../review/superseded-content.ts";
import type { Workspace } from "./pin-workspace.ts";
import { readForkTree } from "./read-fork-tree.ts";

/**
 * The pages earlier runs of a follow-up's pull request changed, each at the commit the branch
 * started from and as this run found it: what the earlier runs wrote. Reads the starting commit's
 * tree (two requests) and the blobs the run's snapshot does not hold; empty when the publication
 * has no starting commit on record or reading fails (the check then has nothing to compare).
 */
export async function readEarlierPages(
  deps: { log: Logger; limits: Pick<AgentLimits, "maxFileBytes" | "maxFilesChanged"> },
  client: RepositoryClient,
  earlier: JobPublication,
  workspace: Workspace,
): Promise<EarlierPage[]> {
  if (!earlier.forkSha) return [];
  try {
    const start = await readForkTree(deps.limits, client, earlier.forkSha, workspace);
    if (!start) return [];
    const pages: EarlierPage[] = [];
    for (const { path } of earlier.changedFiles) {
      if (!isPagePath(path)) continue;
      pages.push({
        path,
        atFork: await start.baseText(path),
        atStart: await workspace.tree.baseText(path),
      });
    }
    return pages;
  } catch (error) {
    deps.log.warn({ err: error }, "the pages earlier runs changed could not be read");
    return [];
  }
}

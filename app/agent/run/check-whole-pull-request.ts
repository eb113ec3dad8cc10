import type { Logger } from "pino";
import type { AgentLimits } from "../../config.ts";
import type { JobPublication, PublishedFinding } from "../../db/schema.ts";
import { checkDocsChange } from "../../docs-check/check-docs-change.ts";
import { loadStyleRules } from "../../docs-check/style/load-style-rules.ts";
import type { RepositoryClient } from "../../github/repository-client.ts";
import { changelogFindingsOf } from "../review/changelog-placement.ts";
import { toDocsRelative } from "../workspace/docs-path.ts";
import type { Workspace } from "./pin-workspace.ts";
import { readForkTree } from "./read-fork-tree.ts";

/**
 * What the docs check reports on a follow-up's pull request as a whole: every file the runs
 * changed, the branch as this run leaves it against the commit the branch started from. A run's
 * own check compares with the branch as the run found it, so it cannot see a problem an earlier
 * run left; this is what decides whether the pull request is a draft. It reads the starting
 * commit's tree (two requests) and the blobs the run's snapshot does not hold. Undefined when
 * there is nothing to compare with (a publication older than the starting commit's record) or
 * the check failed: the run's own findings then stand in.
 */
export async function checkWholePullRequest(
  deps: { log: Logger; limits: Pick<AgentLimits, "maxFileBytes" | "maxFilesChanged"> },
  client: RepositoryClient,
  earlier: JobPublication,
  workspace: Workspace,
): Promise<PublishedFinding[] | undefined> {
  if (!earlier.forkSha) return undefined;
  try {
    const start = await readForkTree(deps.limits, client, earlier.forkSha, workspace);
    if (!start) return undefined;
    const changedPaths = new Set(earlier.changedFiles.map((file) => file.path));
    for (const path of workspace.tree.changedPaths()) changedPaths.add(path);
    const root = workspace.docsRoot;
    // The rules of the commit the branch started from, as each run's own check reads its start.
    const style = await loadStyleRules(
      {
        files: start.repositoryFiles(),
        text: (path) => start.baseText(path),
        prefetch: (paths) => start.prefetch(paths),
      },
      root,
    );
    const result = await checkDocsChange({
      style,
      base: start.atBase(),
      head: workspace.tree.atHead(),
      changedPaths: [...changedPaths],
      showPath: (path) =>
        root === "" || path.startsWith(`${root}/`) ? toDocsRelative(root, path) : path,
    });
    // Where the runs wrote in a changelog, as each run's own check judges it.
    const findings = [
      ...result.findings,
      ...(await changelogFindingsOf(
        changedPaths,
        (path) => start.baseText(path),
        workspace.tree.atHead().read,
      )),
    ];
    return findings.map(({ path, line, rule, message }) => ({ path, line, rule, message }));
  } catch (error) {
    deps.log.warn(
      { err: error },
      "the docs check of the whole pull request failed; the run's own check stands in",
    );
    return undefined;
  }
}

import type { WorkingTree } from "../workspace/working-tree.ts";
import type { FileChange } from "./change-diff.ts";
import { addedLines } from "./line-diff.ts";
import { historyPage } from "./stale-values.ts";

/** At most this many flags are named. */
const MAX_ITEMS = 4;
const pagePath = /\.(md|mdx|markdown|rst|txt)$/i;
const flagPattern = /(?<![\w-])--[a-zA-Z][\w-]*\w/g;

/**
 * Flags the change documents (a `--flag` on an added line that the page did not hold; changelogs
 * and release notes are left out) that a file
 * of the repository outside the docs pages defines (its source code), when the agent read none of
 * those files: what the docs now say the flag does and defaults to was not checked against the
 * code. Files the run's snapshot does not hold are fetched within the run's source search budget.
 * One sentence each.
 */
export async function findUnreadSources(
  tree: WorkingTree,
  changes: readonly FileChange[],
): Promise<string[]> {
  const flags = new Set<string>();
  for (const change of changes) {
    // A changelog names what changed; what the flag does is the reference page's to say.
    if (change.after === undefined || change.movedFrom || historyPage.test(change.path)) continue;
    for (const line of addedLines(change.before, change.after))
      for (const match of line.matchAll(flagPattern))
        if (!(change.before ?? "").includes(match[0])) flags.add(match[0]);
  }
  if (flags.size === 0) return [];
  const changed = new Set(changes.map((change) => change.path));
  const sources = [...tree.repositoryFiles()].filter(
    (path) => !pagePath.test(path) && !changed.has(path),
  );
  await tree.holdTexts(sources);
  const found: string[] = [];
  for (const flag of flags) {
    const defining = sources.filter((path) => {
      const text = tree.peekBaseText(path);
      return typeof text === "string" && new RegExp(`${flag}(?![\\w-])`).test(text);
    });
    if (defining.length === 0 || defining.some((path) => tree.readByModel.has(path))) continue;
    found.push(
      `the change documents \`${flag}\`, which \`${defining[0]}\` defines${defining.length > 1 ? ` (and ${defining.length - 1} more files)` : ""}, and the agent read none of them`,
    );
  }
  return found.slice(0, MAX_ITEMS);
}

/** The self-review's part on flags documented without reading their source; "" when none. */
export function renderUnreadSources(items: readonly string[]): string {
  if (items.length === 0) return "";
  return `Read the source of what you document: check each against the file that defines it (read it with read_file, with a leading / for a path outside the docs root), or say under notDone why not (the pull request lists these for the reviewer):\n${items.map((item) => `- ${item}`).join("\n")}`;
}

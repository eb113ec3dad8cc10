import type { ProbotOctokit } from "probot";
import type { ChangedFile } from "../db/schema.ts";

/** A file of a pull request, as GitHub lists it: its path now, how it changed, its blob. */
export interface PullRequestFile {
  filename: string;
  status: string;
  sha: string | null;
  previous_filename?: string;
}

/** Beyond this many files the comparison is not made (the list would need several pages). */
const MAX_FILES = 100;

/**
 * Whether a pull request changes exactly what Inkwell's last commit on it changed: the same paths,
 * each with the blob that commit holds. A head other than Inkwell's commit then came from merging
 * the base branch in ("Update branch"), not from a person editing the change.
 */
export function sameChangeAs(
  files: readonly PullRequestFile[],
  inkwellBlobs: ReadonlyMap<string, string>,
  changed: readonly ChangedFile[],
): boolean {
  const expected = new Set(changed.map((file) => file.path));
  const seen = new Set<string>();
  for (const file of files) {
    seen.add(file.filename);
    if (file.previous_filename) seen.add(file.previous_filename);
    if (!expected.has(file.filename)) return false;
    if (file.status === "removed") {
      if (inkwellBlobs.has(file.filename)) return false;
    } else if (file.sha === null || inkwellBlobs.get(file.filename) !== file.sha) {
      return false;
    }
  }
  return [...expected].every((path) => seen.has(path));
}

/**
 * Asks GitHub whether the pull request still changes only what Inkwell's commit did (two
 * requests: its files and that commit's tree). Undefined when it cannot tell.
 */
export async function pullRequestKeepsInkwellChange(
  octokit: ProbotOctokit,
  repository: { owner: string; repo: string },
  pullNumber: number,
  inkwellCommitSha: string,
  changed: readonly ChangedFile[],
): Promise<boolean | undefined> {
  if (changed.length === 0 || changed.length > MAX_FILES) return undefined;
  const files = await octokit.request("GET /repos/{owner}/{repo}/pulls/{pull_number}/files", {
    ...repository,
    pull_number: pullNumber,
    per_page: MAX_FILES,
  });
  if (files.data.length >= MAX_FILES) return undefined;
  const tree = await octokit.request("GET /repos/{owner}/{repo}/git/trees/{tree_sha}", {
    ...repository,
    tree_sha: inkwellCommitSha,
    recursive: "1",
  });
  if (tree.data.truncated) return undefined;
  const blobs = new Map(
    tree.data.tree.flatMap((entry) =>
      entry.type === "blob" && entry.path && entry.sha ? [[entry.path, entry.sha] as const] : [],
    ),
  );
  return sameChangeAs(files.data as PullRequestFile[], blobs, changed);
}

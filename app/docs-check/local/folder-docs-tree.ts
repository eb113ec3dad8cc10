import { lstat, readdir, readFile, realpath } from "node:fs/promises";
import path from "node:path";
import type { DocsTree } from "../../docs-site/docs-tree.ts";
import { decodeText, MAX_FILE_BYTES } from "./decode-text.ts";
import { runGit, splitNul } from "./run-git.ts";

/** A folder walked without git lists at most this many files: a docs site, not a disk. */
const MAX_WALKED_FILES = 200_000;

/**
 * Files on disk under `root` as a docs tree, listed by the caller. A file is read only when it is a
 * regular file whose real path stays inside `root`: a symbolic link to elsewhere (`/etc/passwd`, a
 * key in the home folder) is listed, so links to it resolve, but never read.
 */
export function folderDocsTree(root: string, files: readonly string[], docsRoot: string): DocsTree {
  const sorted = [...files].sort();
  let realRoot: Promise<string> | undefined;
  return {
    docsRoot,
    listFiles: () => sorted,
    read: async (file) => {
      const full = path.join(root, ...file.split("/"));
      try {
        realRoot ??= realpath(root);
        const [stat, real, inside] = await Promise.all([lstat(full), realpath(full), realRoot]);
        if (!stat.isFile() || stat.size > MAX_FILE_BYTES) return undefined;
        if (!real.startsWith(inside + path.sep)) return undefined;
        return decodeText(await readFile(full));
      } catch {
        return undefined;
      }
    },
  };
}

/**
 * The files of a git working tree as repository paths: tracked and new files that are not ignored,
 * without those deleted on disk, so that the tree is what the next commit would hold.
 */
export async function workingTreeFiles(top: string): Promise<string[]> {
  const [listed, deleted] = await Promise.all([
    runGit(top, ["ls-files", "-z", "--cached", "--others", "--exclude-standard"]),
    runGit(top, ["ls-files", "-z", "--deleted"]),
  ]);
  const gone = new Set(splitNul(deleted));
  return [...new Set(splitNul(listed))].filter((file) => !gone.has(file));
}

/**
 * The files under a folder that is not in a git repository, skipping hidden entries and
 * `node_modules`, as a build tool would, and not following symbolic links to folders.
 */
export async function walkFolder(root: string): Promise<string[]> {
  const files: string[] = [];
  const pending = [""];
  for (let folder = pending.pop(); folder !== undefined; folder = pending.pop()) {
    const entries = await readdir(path.join(root, ...folder.split("/")), { withFileTypes: true });
    for (const entry of entries) {
      if (entry.name.startsWith(".") || entry.name === "node_modules") continue;
      const file = folder === "" ? entry.name : `${folder}/${entry.name}`;
      if (entry.isDirectory()) pending.push(file);
      else if (entry.isFile() || entry.isSymbolicLink()) files.push(file);
      if (files.length > MAX_WALKED_FILES) {
        throw new Error(
          `${root} holds more than ${MAX_WALKED_FILES} files: check the docs folder itself`,
        );
      }
    }
  }
  return files;
}

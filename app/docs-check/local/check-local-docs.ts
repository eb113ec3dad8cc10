import { readFile, realpath, stat } from "node:fs/promises";
import path from "node:path";
import type { DocsTree } from "../../docs-site/docs-tree.ts";
import { memoryDocsTree } from "../../docs-site/memory-docs-tree.ts";
import { sharedPageParser } from "../../docs-site/parse-pages-off-thread.ts";
import { checkDocsChange, checkWholeDocs, type DocsCheckResult } from "../check-docs-change.ts";
import {
  checkExternalLinks,
  type ExternalLinkOptions,
  type ExternalLinkReport,
} from "../check-external-links.ts";
import { loadStyleRules, type StyleRules } from "../style/load-style-rules.ts";
import { folderDocsTree, walkFolder, workingTreeFiles } from "./folder-docs-tree.ts";
import { gitCommitTree } from "./git-commit-tree.ts";
import { GitError, runGit, splitNul } from "./run-git.ts";

export interface LocalDocsCheckOptions {
  /** The docs folder, or any folder of the repository; the check looks at the sites under it. */
  dir: string;
  /** A revision (branch, tag, commit): only what the working tree changed since it is reported. */
  base?: string | undefined;
  /** The folder a relative `dir` is resolved from; the process's working folder by default. */
  cwd?: string | undefined;
  /**
   * Set: the external links of the pages checked (the changed ones, with `base`) are requested too
   * (`check-external-links.ts`); unset, the check uses no network.
   */
  checkExternal?: ExternalLinkOptions | undefined;
}

export interface LocalDocsCheckResult extends DocsCheckResult {
  /** The folder paths are relative to: the repository's top level, or `dir` outside git. */
  root: string;
  /** `dir` as a path under `root` ("" when they are the same folder). */
  docsRoot: string;
  /** The commit the change was measured from (the merge base of `base` and HEAD), if any. */
  baseCommit: string | undefined;
  /** Files the change touched (with `base`), or every file checked. */
  changedPaths: string[];
}

/** Something about the arguments or the folder that the person running the check must fix. */
export class LocalDocsCheckError extends Error {
  override name = "LocalDocsCheckError";
}

/**
 * Checks the docs on disk. Whole, every page of the sites under `dir` is checked and every problem
 * reported; with `base`, the working tree (committed, staged and not yet staged changes, and new
 * files git does not ignore) is compared with the merge base of `base` and HEAD, and only the
 * problems the change introduced are reported, as the agent's checks do.
 */
export async function checkLocalDocs(
  options: LocalDocsCheckOptions,
): Promise<LocalDocsCheckResult & { external?: Omit<ExternalLinkReport, "findings"> }> {
  const result = await checkOnDisk(options);
  if (!options.checkExternal) return result;
  const links: { path: string; line: number; url: string }[] = [];
  for (const file of result.changedPaths.filter((file) => /\.mdx?$/i.test(file))) {
    const text = await readFile(path.join(result.root, file), "utf8").catch(() => undefined);
    if (text === undefined) continue;
    const page = await sharedPageParser().parse(text, {
      ...EMPTY_PAGE_OPTIONS,
      mdx: file.toLowerCase().endsWith(".mdx"),
    });
    for (const reference of page?.references ?? []) {
      if (reference.kind === "link" || reference.kind === "image") {
        links.push({ path: file, line: reference.line, url: reference.url });
      }
    }
  }
  const { findings, ...external } = await checkExternalLinks(links, options.checkExternal);
  return {
    ...result,
    findings: [...result.findings, ...findings].sort((a, b) =>
      a.path < b.path ? -1 : a.path > b.path ? 1 : a.line - b.line,
    ),
    external,
  };
}

async function checkOnDisk(options: LocalDocsCheckOptions): Promise<LocalDocsCheckResult> {
  const given = path.resolve(options.cwd ?? process.cwd(), options.dir);
  const info = await stat(given).catch(() => undefined);
  if (!info?.isDirectory()) throw new LocalDocsCheckError(`${options.dir} is not a folder`);
  const dir = await realpath(given);
  // The parser's thread loads its modules while git lists the files: it is ready when pages are.
  // A thread that cannot start fails the first page's parse, which reports it.
  sharedPageParser()
    .parse("", EMPTY_PAGE_OPTIONS)
    .catch(() => undefined);
  const top = await gitTopLevel(dir);
  if (top === undefined) {
    if (options.base !== undefined) {
      throw new LocalDocsCheckError(
        `${options.dir} is not in a git repository: --base compares commits, run it in a clone`,
      );
    }
    const files = await walkFolder(dir);
    const head = folderDocsTree(dir, files, "");
    const style = await styleOf(head, "");
    const result = await checkWholeDocs({ base: memoryDocsTree({}), head, style });
    return { ...result, root: dir, docsRoot: "", baseCommit: undefined, changedPaths: files };
  }
  const docsRoot = path.relative(top, dir).split(path.sep).join("/");
  const head = folderDocsTree(top, await workingTreeFiles(top), docsRoot);
  if (options.base === undefined) {
    const style = await styleOf(head, docsRoot);
    const result = await checkWholeDocs({ base: memoryDocsTree({}, docsRoot), head, style });
    const changedPaths = head.listFiles().filter((file) => isUnder(docsRoot, file));
    return { ...result, root: top, docsRoot, baseCommit: undefined, changedPaths };
  }
  const baseCommit = await mergeBase(top, options.base);
  const changedPaths = await changedSince(top, baseCommit);
  const base = await gitCommitTree(top, baseCommit, docsRoot);
  try {
    // The change is judged by the rules of the commit it starts from, as the agent's runs are.
    const style = await styleOf(base, docsRoot);
    const result = await checkDocsChange({ base, head, changedPaths, style });
    return { ...result, root: top, docsRoot, baseCommit, changedPaths };
  } finally {
    base.close();
  }
}

/** The Vale rules of a tree: the config nearest the docs folder, and its styles. */
function styleOf(tree: DocsTree, docsRoot: string): Promise<StyleRules | undefined> {
  return loadStyleRules(
    { files: new Set(tree.listFiles()), text: (file) => tree.read(file) },
    docsRoot,
  );
}

const EMPTY_PAGE_OPTIONS = {
  mdx: false,
  slugStyles: [],
  explicitHeadingIds: false,
  mkdocsBlocks: false,
  mdbookIncludes: false,
  htmlComments: false,
};

async function gitTopLevel(dir: string): Promise<string | undefined> {
  try {
    const output = await runGit(dir, ["rev-parse", "--show-toplevel"]);
    return path.resolve(output.toString("utf8").trim());
  } catch (error) {
    if (error instanceof GitError && /not installed/.test(error.message)) throw error;
    return undefined;
  }
}

/** Where the branch left `base`: what `base` gained since is not the change's doing. */
async function mergeBase(top: string, base: string): Promise<string> {
  if (base === "" || base.startsWith("-") || /[\0\n]/.test(base)) {
    throw new LocalDocsCheckError(`--base ${JSON.stringify(base)} is not a revision`);
  }
  let commit: string;
  try {
    commit = (await runGit(top, ["rev-parse", "--verify", "--end-of-options", `${base}^{commit}`]))
      .toString("utf8")
      .trim();
  } catch {
    throw new LocalDocsCheckError(
      `--base ${base} is not a commit of this repository (fetch it first, e.g. git fetch origin ${base})`,
    );
  }
  try {
    const output = await runGit(top, ["merge-base", "--end-of-options", commit, "HEAD"]);
    return output.toString("utf8").trim();
  } catch {
    // No common history (or no HEAD yet): the change is everything since `base` itself.
    return commit;
  }
}

/** Paths the working tree changed since the commit, and the new files git does not ignore. */
async function changedSince(top: string, commit: string): Promise<string[]> {
  const [diff, added] = await Promise.all([
    runGit(top, ["diff", "--name-only", "-z", "--no-renames", "--no-ext-diff", commit, "--"]),
    runGit(top, ["ls-files", "-z", "--others", "--exclude-standard"]),
  ]);
  return [...new Set([...splitNul(diff), ...splitNul(added)])];
}

function isUnder(folder: string, file: string): boolean {
  return folder === "" || file.startsWith(`${folder}/`);
}

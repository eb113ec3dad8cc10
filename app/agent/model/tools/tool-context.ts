import { ToolRefusal } from "../../agent-errors.ts";
import { resolveDocsPath, resolveReadPath, toModelPath } from "../../workspace/docs-path.ts";
import { compileGlob } from "../../workspace/safe-pattern.ts";
import { isSecretPath } from "../../workspace/secret-files.ts";
import type { WorkingTree } from "../../workspace/working-tree.ts";

/** What every family of tools shares within one run. */
export interface ToolContext {
  tree: WorkingTree;
  /** A path the model gave, confined to the docs root, as a repository path: for changes. */
  toRepo(path: string): string;
  /**
   * A path the model gave for reading, as a repository path: relative to the docs root, or to
   * the repository root with a leading `/`; never a secret file.
   */
  toReadable(path: string): string;
  /** A repository path as the model sees it: relative to the docs root, else with a leading `/`. */
  show(repoPath: string): string;
  /** Files this run has read or written: only those may be overwritten whole. */
  seen: Set<string>;
  /** Runs a change after the changes before it (calls of one step run concurrently). */
  inTurn<T>(change: () => Promise<T>): Promise<T>;
  /** A change's answer, with what the docs check says of the touched paths. */
  checked(answer: string, ...paths: string[]): Promise<string>;
  /**
   * Files under a folder matching a glob, as repository paths. A folder or glob with a leading
   * `/` looks at the whole repository (the glob then matches paths from its root), else only at
   * the docs root (the glob matching paths relative to it). Secret files are never among them.
   */
  filesMatching(folder: string | undefined, glob: string | undefined): Promise<string[]>;
}

export function createToolContext(
  tree: WorkingTree,
  afterChange: ((paths: readonly string[]) => Promise<string>) | undefined,
): ToolContext {
  const root = tree.docsRoot;
  const show = (repoPath: string) => toModelPath(root, repoPath);
  // Calls of one step run concurrently: a change reads the file, then writes it, and two changes
  // to the same file in one step would each write over the other. Changes take turns.
  let changing: Promise<unknown> = Promise.resolve();
  return {
    tree,
    toRepo: (path) => resolveDocsPath(root, path),
    toReadable: (path) => resolveReadPath(root, path),
    show,
    seen: new Set<string>(),
    inTurn<T>(change: () => Promise<T>): Promise<T> {
      const turn = changing.then(change, change);
      changing = turn.catch(() => undefined);
      return turn;
    },
    checked: async (answer, ...paths) => answer + ((await afterChange?.(paths)) ?? ""),
    // Gives the event loop a turn while it matches: a large tree must not stall the server.
    async filesMatching(folder, glob) {
      const wholeRepository = folder?.trim().startsWith("/") || glob?.startsWith("/");
      const base = folder
        ? resolveReadPath(root, folder, { allowRoot: true })
        : wholeRepository
          ? ""
          : root;
      let matches: ((path: string) => boolean) | undefined;
      if (glob) {
        if (glob.split("/").includes("..")) {
          throw new ToolRefusal(
            `glob "${glob}" must not contain "..": start it with / for the repository root`,
          );
        }
        // Over the whole repository a glob matches repository paths; else docs-relative ones.
        const compiled = compileGlob(glob.startsWith("/") ? glob.slice(1) : glob);
        matches = wholeRepository ? compiled : (path) => compiled(show(path));
      }
      const candidates = wholeRepository ? tree.listRepositoryFiles() : tree.listFiles();
      const found: string[] = [];
      let sliceStart = performance.now();
      for (const path of candidates) {
        if (base !== "" && !path.startsWith(`${base}/`)) continue;
        if (isSecretPath(path)) continue;
        if (matches && !matches(path)) continue;
        found.push(path);
        if (performance.now() - sliceStart > 8) {
          await new Promise<void>((resolve) => setImmediate(resolve));
          sliceStart = performance.now();
        }
      }
      return found;
    },
  };
}

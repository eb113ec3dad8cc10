import type { DocsSites } from "../docs-site/detect-docs-sites.ts";
import { withoutExtension } from "../docs-site/repo-path.ts";
import type { TreeView } from "../docs-site/tree-view.ts";

/** What the change did, as far as messages need it: only the head side of a check has one. */
export interface ChangeFacts {
  /** Base paths the change moved, to their new paths. */
  moved: ReadonlyMap<string, string>;
  /** The files of the base tree, to tell a page the change deleted from one that never existed. */
  baseFiles: ReadonlySet<string>;
  /** The base itself, for what a removed page was (its front matter, whether it was listed). */
  base: TreeView;
  /**
   * Base pages that were never published: a pull request's earlier commits added them, so moving
   * or deleting them leaves no URL behind and needs no redirect.
   */
  unpublished?: ReadonlySet<string> | undefined;
}

/** One side of a check: its files, its sites, and how messages name files. */
export interface CheckContext {
  view: TreeView;
  sites: DocsSites;
  show: (path: string) => string;
  facts: ChangeFacts | undefined;
}

/** Files every repository may have that are not pages of the site (upper case by convention). */
const REPOSITORY_FILES =
  /^(?:CHANGELOG|CONTRIBUTING|CODE_OF_CONDUCT|LICENSE|SECURITY|AGENTS|CLAUDE)(?:\.[a-z]+)?$/;

export function isRepositoryFile(path: string): boolean {
  return REPOSITORY_FILES.test(path.slice(path.lastIndexOf("/") + 1));
}

/** How the change treated a base path: moved (to where), deleted, or neither. */
export function fateOf(
  facts: ChangeFacts | undefined,
  view: TreeView,
  candidates: readonly string[],
): { path: string; movedTo: string | undefined } | undefined {
  if (!facts) return undefined;
  for (const candidate of candidates) {
    if (!facts.baseFiles.has(candidate) || view.has(candidate)) continue;
    return { path: candidate, movedTo: facts.moved.get(candidate) };
  }
  return undefined;
}

/** " (looked for guides/setup.mdx or .md)": the paths a reference could have meant. */
export function lookedFor(candidates: readonly string[], show: (path: string) => string): string {
  const [first, second] = candidates;
  if (first === undefined) return "";
  const alternative =
    second !== undefined && withoutExtension(second) === withoutExtension(first)
      ? ` or ${second.slice(withoutExtension(second).length)}`
      : "";
  return ` (looked for ${show(first)}${alternative})`;
}

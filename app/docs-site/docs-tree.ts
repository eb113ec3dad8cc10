/**
 * One side of a docs check: the files of a repository at a commit, or the working tree after an
 * edit. Paths are repository paths ("docs/guides/setup.mdx"), forward slashes, no leading slash.
 */
export interface DocsTree {
  /**
   * The docs folder as a repository path ("" for the repository root). Pages and assets are judged
   * only inside it: a link that leaves it points at files the tree does not list.
   */
  readonly docsRoot: string;
  /** Every file of the tree (at least those inside `docsRoot`), as repository paths. */
  listFiles(): readonly string[];
  /** The file's text; undefined when it does not exist or cannot be read as text. */
  read(path: string): Promise<string | undefined>;
}

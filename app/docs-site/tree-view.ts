import type { DocsTree } from "./docs-tree.ts";
import type { PageParseOptions, ParsedPage } from "./parse-page.ts";
import { sharedPageParser } from "./parse-pages-off-thread.ts";
import { type FrontMatter, readFrontMatter } from "./read-front-matter.ts";
import { isInside, parentOf } from "./repo-path.ts";

const MAX_PAGE_CHARACTERS = 1_000_000;

/**
 * One side of a check with everything read or parsed kept for the rest of the check: each file is
 * read at most once and each page parsed at most once, whichever rule asks first.
 */
export class TreeView {
  readonly files: ReadonlySet<string>;
  readonly docsRoot: string;
  readonly counts = { filesRead: 0, pagesParsed: 0 };
  private readonly texts = new Map<string, Promise<string | undefined>>();
  private readonly pages = new Map<string, Promise<ParsedPage | undefined>>();
  private readonly frontMatters = new Map<string, Promise<FrontMatter | undefined>>();
  private folders: Map<string, string[]> | undefined;
  private names: Map<string, string[]> | undefined;
  private readonly allFolders = new Set<string>();

  constructor(private readonly tree: DocsTree) {
    this.files = new Set(tree.listFiles());
    this.docsRoot = tree.docsRoot;
  }

  has(path: string): boolean {
    return this.files.has(path);
  }

  /** Whether a path lies where this tree's file list is authoritative. */
  isJudged(path: string): boolean {
    return isInside(this.docsRoot, path);
  }

  text(path: string): Promise<string | undefined> {
    let text = this.texts.get(path);
    if (!text) {
      if (!this.files.has(path)) return Promise.resolve(undefined);
      this.counts.filesRead++;
      text = this.tree.read(path);
      this.texts.set(path, text);
    }
    return text;
  }

  frontMatter(path: string): Promise<FrontMatter | undefined> {
    let frontMatter = this.frontMatters.get(path);
    if (!frontMatter) {
      frontMatter = this.text(path).then((text) =>
        text === undefined ? undefined : readFrontMatter(text),
      );
      this.frontMatters.set(path, frontMatter);
    }
    return frontMatter;
  }

  /** The page parsed with its site's options (a path belongs to one site, so one parse serves). */
  page(path: string, options: PageParseOptions): Promise<ParsedPage | undefined> {
    let page = this.pages.get(path);
    if (!page) {
      page = this.text(path).then((text) => {
        // Larger files are generated or data, not pages anyone edits by hand: not parsed.
        if (text === undefined || text.length > MAX_PAGE_CHARACTERS) return undefined;
        this.counts.pagesParsed++;
        return sharedPageParser().parse(text, options);
      });
      this.pages.set(path, page);
    }
    return page;
  }

  /** The files directly inside a folder, sorted. */
  filesIn(folder: string): string[] {
    if (!this.folders) {
      this.folders = new Map();
      for (const path of [...this.files].sort()) {
        const parent = parentOf(path);
        const list = this.folders.get(parent);
        if (list) list.push(path);
        else this.folders.set(parent, [path]);
        for (
          let folder = parent;
          folder !== "" && !this.allFolders.has(folder);
          folder = parentOf(folder)
        ) {
          this.allFolders.add(folder);
        }
      }
    }
    return this.folders.get(folder) ?? [];
  }

  /** The files with this file name, anywhere in the tree. */
  filesNamed(name: string): string[] {
    if (!this.names) {
      this.names = new Map();
      for (const path of this.files) {
        const own = path.slice(path.lastIndexOf("/") + 1);
        const list = this.names.get(own);
        if (list) list.push(path);
        else this.names.set(own, [path]);
      }
    }
    return this.names.get(name) ?? [];
  }

  /** Whether any file lies under the folder. */
  hasFolder(folder: string): boolean {
    if (folder === "") return this.files.size > 0;
    this.filesIn(folder);
    return this.allFolders.has(folder);
  }
}

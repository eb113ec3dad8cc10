import type { DocsSite } from "./docs-site.ts";
import { DOCS_SITE_DEFAULTS, plainSite } from "./docs-site-defaults.ts";
import { readDocusaurusSite, SIDEBAR_FILES } from "./read-docusaurus-site.ts";
import { readMdbookSite } from "./read-mdbook-site.ts";
import { readMintlifySite } from "./read-mintlify-site.ts";
import { readMkdocsSite } from "./read-mkdocs-site.ts";
import { baseName, isInside, joinPath, parentOf } from "./repo-path.ts";
import type { TreeView } from "./tree-view.ts";

const DOCUSAURUS_FILES = new Set([...SIDEBAR_FILES, ...DOCS_SITE_DEFAULTS.docusaurus.configFiles]);

/** Sites in a tree and the page each file belongs to. */
export interface DocsSites {
  sites: DocsSite[];
  /** The site a file belongs to: the one with the deepest folder holding it, else the plain site. */
  siteOf(path: string): DocsSite;
}

/**
 * Finds every site in the tree from the files that define them (docs.json or mint.json,
 * mkdocs.yml, book.toml or SUMMARY.md, Docusaurus sidebars or config), reading only those.
 * Files that belong to none form a plain site rooted at the docs root, with no navigation.
 */
export async function detectDocsSites(
  view: TreeView,
  show: (path: string) => string,
): Promise<DocsSites> {
  const found: Promise<DocsSite>[] = [];
  const claimed = new Set<string>();
  const byFolder = new Map<string, Set<string>>();
  for (const path of view.files) {
    if (path.split("/").some((part) => part === "node_modules" || part.startsWith("."))) continue;
    const folder = parentOf(path);
    const names = byFolder.get(folder) ?? new Set<string>();
    names.add(baseName(path));
    byFolder.set(folder, names);
  }
  const folderOf = (folder: string, name: string) => joinPath(folder, name) as string;
  for (const [folder, names] of byFolder) {
    if (names.has("docs.json"))
      found.push(readMintlifySite(view, show, folderOf(folder, "docs.json")));
    else if (names.has("mint.json"))
      found.push(readMintlifySite(view, show, folderOf(folder, "mint.json")));
    else if (names.has("mkdocs.yml"))
      found.push(readMkdocsSite(view, show, folderOf(folder, "mkdocs.yml")));
    else if (names.has("mkdocs.yaml"))
      found.push(readMkdocsSite(view, show, folderOf(folder, "mkdocs.yaml")));
    else if (names.has("book.toml")) {
      const site = readMdbookSite(view, show, folderOf(folder, "book.toml"), undefined);
      found.push(site);
      claimed.add((await site).root);
    } else if ([...names].some((name) => DOCUSAURUS_FILES.has(name))) {
      found.push(readDocusaurusSite(view, show, folder));
    }
  }
  // A SUMMARY.md that no book.toml points at is a book of its own (its folder is `src`).
  for (const [folder, names] of byFolder) {
    if (
      names.has("SUMMARY.md") &&
      !claimed.has(folder) &&
      !byFolder.get(folder)?.has("book.toml")
    ) {
      found.push(readMdbookSite(view, show, undefined, folderOf(folder, "SUMMARY.md")));
    }
  }
  const sites = await Promise.all(found);
  const plain = plainSite(view.docsRoot);
  // A site owns its root and its docs folder, which may lie outside it (Docusaurus `path: "../docs"`).
  const owned = sites
    .flatMap((site) => [...new Set([site.root, site.navRoot])].map((folder) => ({ folder, site })))
    .sort((a, b) => b.folder.length - a.folder.length);
  return {
    sites,
    siteOf: (path) => owned.find(({ folder }) => isInside(folder, path))?.site ?? plain,
  };
}

/** Pages outside any recognised site: links are checked, nothing else is assumed. */

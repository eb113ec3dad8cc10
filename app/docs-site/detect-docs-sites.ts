import type { DocsSite } from "./docs-site.ts";
import { DOCS_SITE_DEFAULTS, plainSite } from "./docs-site-defaults.ts";
import { readDocusaurusSite, SIDEBAR_FILES } from "./read-docusaurus-site.ts";
import { readMdbookSite } from "./read-mdbook-site.ts";
import { readMintlifySite } from "./read-mintlify-site.ts";
import { readMkdocsSite } from "./read-mkdocs-site.ts";
import { baseName, foldersUp, isInside, joinPath, parentOf } from "./repo-path.ts";
import { siteFileNames, siteFileOf } from "./site-files.ts";
import type { TreeView } from "./tree-view.ts";

const DOCUSAURUS_FILES = new Set([...SIDEBAR_FILES, ...DOCS_SITE_DEFAULTS.docusaurus.configFiles]);
/** The configuration files of Mintlify, MkDocs and mdBook, in the order a folder is read by. */
const CONFIG_FILES = siteFileNames(
  (file) => file.role === "config" && ["mintlify", "mkdocs", "mdbook"].includes(file.generator),
);

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
  for (const [folder, names] of byFolder) {
    const site = readSiteIn(view, show, folder, names);
    if (!site) continue;
    found.push(site);
    if ((await site).kind === "mdbook") claimed.add((await site).root);
  }
  // A SUMMARY.md that no book.toml points at is a book of its own (its folder is `src`).
  for (const [folder, names] of byFolder) {
    if (
      names.has("SUMMARY.md") &&
      !claimed.has(folder) &&
      !byFolder.get(folder)?.has("book.toml")
    ) {
      found.push(readMdbookSite(view, show, undefined, joinPath(folder, "SUMMARY.md") as string));
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

/**
 * The site a folder defines, from the names of the files in it: docs.json or mint.json, mkdocs.yml,
 * book.toml, then Docusaurus sidebars or config, in that order. A SUMMARY.md alone is left to the
 * caller, since a book.toml elsewhere may claim it.
 */
function readSiteIn(
  view: TreeView,
  show: (path: string) => string,
  folder: string,
  names: ReadonlySet<string>,
): Promise<DocsSite> | undefined {
  const at = (name: string) => joinPath(folder, name) as string;
  for (const name of CONFIG_FILES) {
    if (!names.has(name)) continue;
    const generator = siteFileOf(name)?.generator;
    if (generator === "mintlify") return readMintlifySite(view, show, at(name));
    if (generator === "mkdocs") return readMkdocsSite(view, show, at(name));
    if (generator === "mdbook") return readMdbookSite(view, show, at(name), undefined);
  }
  if ([...names].some((name) => DOCUSAURUS_FILES.has(name)))
    return readDocusaurusSite(view, show, folder);
  return undefined;
}

/** The names of the files that define a site, as `readSiteIn` looks for them. */
const DEFINING_FILES = [...CONFIG_FILES, ...DOCUSAURUS_FILES, "SUMMARY.md"];

/**
 * The files that define the site a docs root belongs to: those in the docs root, or else in the
 * nearest folder above it that has any (MkDocs and Docusaurus keep theirs beside the docs folder).
 */
export function siteFilesNear(files: ReadonlySet<string>, docsRoot: string): string[] {
  for (const folder of foldersUp(docsRoot)) {
    const found = DEFINING_FILES.map((name) => joinPath(folder, name) as string).filter((path) =>
      files.has(path),
    );
    if (found.length > 0) return found;
  }
  return [];
}

/**
 * The site a docs root belongs to, read by the same reader the checker uses for it: the one
 * defined in the docs root or the nearest folder above it. Undefined when there is none.
 */
export async function readSiteNear(
  view: TreeView,
  show: (path: string) => string,
  docsRoot: string,
): Promise<DocsSite | undefined> {
  const found = siteFilesNear(view.files, docsRoot);
  const first = found[0];
  if (first === undefined) return undefined;
  const names = new Set(found.map(baseName));
  const site = readSiteIn(view, show, parentOf(first), names);
  if (site) return site;
  // A lone SUMMARY.md: the book of a book.toml above it whose `src` it is, or a book of its own.
  const bookFolder = parentOf(first);
  const above = bookFolder === "" ? [] : foldersUp(parentOf(bookFolder));
  for (const folder of above) {
    const config = joinPath(folder, "book.toml") as string;
    if (!view.has(config)) continue;
    const book = await readMdbookSite(view, show, config, undefined);
    if (book.root === bookFolder) return book;
  }
  return readMdbookSite(view, show, undefined, first);
}

/** Pages outside any recognised site: links are checked, nothing else is assumed. */

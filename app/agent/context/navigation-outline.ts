import { readSiteNear } from "../../docs-site/detect-docs-sites.ts";
import type { DocsSite, NavItem, SiteKind, SiteNavigation } from "../../docs-site/docs-site.ts";
import { isInside, isPagePath } from "../../docs-site/repo-path.ts";
import { TreeView } from "../../docs-site/tree-view.ts";
import { outlineHeadings } from "./heading-outline.ts";

/** What the outline reads: repository files at the pinned commit. */
export interface NavigationSource {
  /** Every file of the repository (repository paths). */
  files: ReadonlySet<string>;
  text(path: string): Promise<string | undefined>;
}

export type OutlineNode =
  | { kind: "group"; label: string; children: OutlineNode[] }
  | { kind: "page"; ref: string; path: string | undefined; title: string | undefined }
  | { kind: "link"; label: string; href: string }
  | { kind: "draft"; label: string };

export interface NavigationOutline {
  /** The file that defines the navigation (repository path). */
  source: string;
  format: Exclude<SiteKind, "plain">;
  /** False when part of the navigation is not plain data (a function call in sidebars.js). */
  complete: boolean;
  roots: OutlineNode[];
  /** Page entries, and how many name no existing file. */
  pages: number;
  missing: number;
}

/** Page titles are looked for in this much of a page. */
const TITLE_SEARCH_CHARS = 20_000;

/**
 * The navigation of the site the docs root belongs to, as an outline of groups, pages (with the
 * label the navigation gives them, else their title from front matter or the first heading) and
 * links. The site is read by the docs checker's reader for its format (Mintlify, MkDocs, mdBook,
 * Docusaurus), so the model sees the navigation the checks enforce: the same entries, resolved to
 * the same pages. Undefined when the docs root belongs to no site with a navigation.
 */
export async function readNavigationOutline(
  source: NavigationSource,
  docsRoot: string,
): Promise<NavigationOutline | undefined> {
  const view = new TreeView({
    docsRoot: "",
    listFiles: () => [...source.files],
    read: (path) => source.text(path),
  });
  const site = await readSiteNear(view, (path) => path, docsRoot);
  const navigation = site?.navigation;
  const first = navigation?.files[0];
  if (!site || site.kind === "plain" || !navigation || first === undefined) return undefined;
  const roots = await outlineNodes(navigation.outline, { view, site, navigation });
  const { pages, missing } = countEntries(roots);
  return {
    source: first,
    format: site.kind,
    complete: navigation.complete,
    roots,
    pages,
    missing,
  };
}

interface OutlineSite {
  view: TreeView;
  site: DocsSite;
  navigation: SiteNavigation;
}

async function outlineNodes(items: NavItem[], at: OutlineSite): Promise<OutlineNode[]> {
  const nodes: OutlineNode[] = [];
  for (const item of items) {
    if (item.kind === "group") {
      nodes.push({
        kind: "group",
        label: item.label,
        children: await outlineNodes(item.items, at),
      });
    } else if (item.kind === "page") {
      const path = await at.navigation.resolve(item.entry);
      nodes.push({
        kind: "page",
        ref: item.entry.ref,
        path,
        title: item.label ?? (path === undefined ? undefined : await titleOf(path, at)),
      });
    } else if (item.kind === "folder") {
      const children: OutlineNode[] = [];
      for (const path of [...at.view.files].sort()) {
        if (!isInside(item.folder, path) || !isPagePath(path) || at.site.isPartial(path)) continue;
        const ref = path.slice(item.folder === "" ? 0 : item.folder.length + 1);
        children.push({ kind: "page", ref, path, title: await titleOf(path, at) });
      }
      nodes.push({ kind: "group", label: item.label, children });
    } else {
      nodes.push(item);
    }
  }
  return nodes;
}

/** A page's label where its entry gives none: the site's front matter fields, else its first heading. */
async function titleOf(
  path: string,
  { view, navigation }: OutlineSite,
): Promise<string | undefined> {
  const fields = (await view.frontMatter(path))?.fields;
  for (const name of navigation.titleFields) {
    const value = fields?.[name];
    if ((typeof value === "string" && value.trim() !== "") || typeof value === "number")
      return String(value).trim();
  }
  const text = await view.text(path);
  if (text === undefined) return undefined;
  return outlineHeadings(path, text.slice(0, TITLE_SEARCH_CHARS))[0]?.title;
}

function countEntries(nodes: OutlineNode[]): { pages: number; missing: number } {
  let pages = 0;
  let missing = 0;
  for (const node of nodes) {
    if (node.kind === "group") {
      const inner = countEntries(node.children);
      pages += inner.pages;
      missing += inner.missing;
    } else if (node.kind === "page") {
      pages++;
      if (node.path === undefined) missing++;
    }
  }
  return { pages, missing };
}

/**
 * The outline as indented lines: `- Group: Guides (12 pages)`, `- guides/install.mdx: Install`.
 * Paths are shown relative to the docs root; pages that name no file say so.
 */
export function renderOutlineLines(
  outline: NavigationOutline,
  show: (path: string) => string,
): { depth: number; text: string; kind: OutlineNode["kind"] }[] {
  const lines: { depth: number; text: string; kind: OutlineNode["kind"] }[] = [];
  const walk = (nodes: OutlineNode[], depth: number) => {
    for (const node of nodes) {
      const indent = "  ".repeat(depth);
      if (node.kind === "group") {
        lines.push({
          depth,
          kind: "group",
          text: `${indent}- ${node.label} (${countEntries(node.children).pages} pages)`,
        });
        walk(node.children, depth + 1);
      } else if (node.kind === "link") {
        lines.push({ depth, kind: "link", text: `${indent}- ${node.label} → ${node.href}` });
      } else if (node.kind === "draft") {
        lines.push({ depth, kind: "draft", text: `${indent}- ${node.label} (draft: no file yet)` });
      } else {
        const where = node.path ? show(node.path) : `${node.ref} (no such file)`;
        lines.push({
          depth,
          kind: "page",
          text: `${indent}- ${where}${node.title ? `: ${node.title}` : ""}`,
        });
      }
    }
  };
  walk(outline.roots, 0);
  return lines;
}

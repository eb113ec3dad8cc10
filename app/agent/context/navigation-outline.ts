import { parse as parseYaml } from "yaml";
import type { DocsSite } from "../../docs-check/docs-site.ts";
import {
  readDocusaurusSite,
  readSidebarsValue,
  SIDEBAR_FILES,
} from "../../docs-check/read-docusaurus-site.ts";
import { readMdbookSite } from "../../docs-check/read-mdbook-site.ts";
import { readMintlifySite } from "../../docs-check/read-mintlify-site.ts";
import { readMkdocsSite } from "../../docs-check/read-mkdocs-site.ts";
import { TreeView } from "../../docs-check/tree-view.ts";
import { pageTitle } from "./heading-outline.ts";

/** What the outline reads: repository files at the pinned commit. */
export interface NavigationSource {
  /** Every file of the repository (repository paths). */
  files: ReadonlySet<string>;
  text(path: string): Promise<string | undefined>;
}

export type OutlineNode =
  | { kind: "group"; label: string; children: OutlineNode[] }
  | { kind: "page"; ref: string; path: string | undefined; title: string | undefined }
  | { kind: "link"; label: string; href: string };

export interface NavigationOutline {
  /** The file that defines the navigation (repository path). */
  source: string;
  format: "mintlify" | "mkdocs" | "mdbook" | "docusaurus";
  roots: OutlineNode[];
  /** Page entries, and how many name no existing file. */
  pages: number;
  missing: number;
  /** Repository paths of the pages listed. */
  listed: Set<string>;
}

/** `$ref`s followed at most this deep, and navigation files read at most this large. */
const MAX_REF_DEPTH = 8;
const MAX_NAVIGATION_FILE_CHARS = 5_000_000;

/**
 * The navigation files Inkwell reads, looked for in the docs root and then each folder above it
 * (MkDocs and Docusaurus keep theirs beside the docs folder): the first folder that has any wins.
 */
export function findNavigationFiles(files: ReadonlySet<string>, docsRoot: string): string[] {
  const folders = ancestors(docsRoot);
  for (const folder of folders) {
    const found = [
      "docs.json",
      "mint.json",
      "mkdocs.yml",
      "mkdocs.yaml",
      "book.toml",
      ...SIDEBAR_FILES,
      "SUMMARY.md",
    ]
      .map((name) => join(folder, name))
      .filter((path) => files.has(path));
    if (found.length > 0) return found;
  }
  return [];
}

/** The docs root and each folder above it, nearest first, the repository root ("") last. */
export function ancestors(docsRoot: string): string[] {
  const parts = docsRoot === "" ? [] : docsRoot.split("/");
  const folders: string[] = [];
  for (let length = parts.length; length >= 0; length--) {
    folders.push(parts.slice(0, length).join("/"));
  }
  return folders;
}

/**
 * Reads the site's navigation into an outline of groups, pages (with their titles, from front
 * matter or the first heading) and links: Mintlify's docs.json or mint.json (tabs, anchors,
 * groups, versions …, following `$ref`s), MkDocs's `nav`, mdBook's SUMMARY.md, and Docusaurus
 * sidebars (JSON, or the literal a .js or .ts file exports). Where the pages live, how an entry
 * names a page and how the site's files are parsed are the docs checker's readers' answers, so
 * the model sees the navigation the checks enforce. Undefined when none is found or none parses.
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
  for (const path of findNavigationFiles(source.files, docsRoot)) {
    const outline = await readOne(source, view, path).catch(() => undefined);
    if (outline) return finishOutline(source, outline);
  }
  return undefined;
}

async function readOne(
  source: NavigationSource,
  view: TreeView,
  path: string,
): Promise<Omit<NavigationOutline, "pages" | "missing" | "listed"> | undefined> {
  const name = path.slice(path.lastIndexOf("/") + 1);
  const text = await source.text(path);
  if (text === undefined || text.length > MAX_NAVIGATION_FILE_CHARS) return undefined;
  const show = (file: string) => file;
  if (name === "docs.json" || name === "mint.json") {
    const pages = await pagesOfEntries(await readMintlifySite(view, show, path));
    const config = JSON.parse(text) as unknown;
    if (!isRecord(config)) return undefined;
    // Only the navigation: the top level's `name` is the site's, not a tab's.
    const navigation = {
      navigation: config.navigation,
      tabs: config.tabs,
      anchors: config.anchors,
    };
    const roots = await readMintlify(source, path, navigation, 0, new Set([path]), pages);
    return { source: path, format: "mintlify", roots };
  }
  if (name === "mkdocs.yml" || name === "mkdocs.yaml") {
    const config = parseYaml(text, { logLevel: "silent" }) as Record<string, unknown> | null;
    if (!config || !Array.isArray(config.nav)) return undefined;
    const site = await readMkdocsSite(view, show, path);
    return {
      source: path,
      format: "mkdocs",
      roots: readMkDocs(config.nav, await pagesOfEntries(site)),
    };
  }
  if (name === "book.toml") {
    // The book's folder is book.toml's `book.src`, as the checker parses it (TOML).
    const site = await readMdbookSite(view, show, path, undefined);
    const summary = site.navigation?.files[0];
    if (summary === undefined) return undefined;
    const summaryText = await source.text(summary);
    if (summaryText === undefined) return undefined;
    return {
      source: summary,
      format: "mdbook",
      roots: readSummary(summaryText, dirname(summary), source.files),
    };
  }
  if (name === "SUMMARY.md") {
    return {
      source: path,
      format: "mdbook",
      roots: readSummary(text, dirname(path), source.files),
    };
  }
  if ((SIDEBAR_FILES as readonly string[]).includes(name)) {
    // Read as the checker reads it: JSON, or the exported literal of a .js or .ts file, never run;
    // the docs folder from docusaurus.config, doc ids by path, number prefixes and front matter.
    const data = readSidebarsValue(text, name.slice(name.lastIndexOf(".")));
    if (!isRecord(data)) return undefined;
    const site = await readDocusaurusSite(view, show, dirname(path));
    const pages = await pagesOfEntries(site);
    const roots = Object.entries(data).map(
      ([sidebar, items]): OutlineNode => ({
        kind: "group",
        label: `Sidebar: ${sidebar}`,
        children: readDocusaurusItems(items, site.navRoot, source.files, pages),
      }),
    );
    return { source: path, format: "docusaurus", roots };
  }
  return undefined;
}

/** What each navigation entry names, as the checker resolves it: a page, or undefined for none. */
type EntryPages = ReadonlyMap<string, string | undefined>;

async function pagesOfEntries(site: DocsSite): Promise<EntryPages> {
  const pages = new Map<string, string | undefined>();
  const navigation = site.navigation;
  if (!navigation) return pages;
  for (const entry of navigation.entries) {
    if (!pages.has(entry.ref) || pages.get(entry.ref) === undefined) {
      pages.set(entry.ref, await navigation.resolve(entry));
    }
  }
  return pages;
}

/** Keys whose value names a navigation level, and how the outline labels it. */
const mintlifyLevels: [key: string, label: string][] = [
  ["group", "Group"],
  ["tab", "Tab"],
  ["anchor", "Anchor"],
  ["dropdown", "Dropdown"],
  ["version", "Version"],
  ["language", "Language"],
  ["product", "Product"],
  ["item", "Item"],
  ["name", "Tab"],
];
const mintlifyChildren = [
  "navigation",
  "tabs",
  "anchors",
  "dropdowns",
  "versions",
  "languages",
  "products",
  "menu",
  "groups",
  "pages",
];

async function readMintlify(
  source: NavigationSource,
  file: string,
  value: unknown,
  depth: number,
  seen: Set<string>,
  pages: EntryPages,
): Promise<OutlineNode[]> {
  if (typeof value === "string") return [pageNode(value, pages.get(value))];
  if (Array.isArray(value)) {
    const nodes: OutlineNode[] = [];
    for (const item of value)
      nodes.push(...(await readMintlify(source, file, item, depth, seen, pages)));
    return nodes;
  }
  if (!isRecord(value)) return [];
  const ref = value.$ref;
  if (typeof ref === "string") {
    const target = normalize(join(dirname(file), ref));
    if (depth >= MAX_REF_DEPTH || seen.has(target) || !source.files.has(target)) return [];
    const text = await source.text(target);
    if (text === undefined || text.length > MAX_NAVIGATION_FILE_CHARS) return [];
    seen.add(target);
    const { $ref: _ref, ...rest } = value;
    const merged = { ...(JSON.parse(text) as Record<string, unknown>), ...rest };
    return readMintlify(source, target, merged, depth + 1, seen, pages);
  }
  const children: OutlineNode[] = [];
  for (const key of mintlifyChildren) {
    if (key in value)
      children.push(...(await readMintlify(source, file, value[key], depth, seen, pages)));
  }
  const level = mintlifyLevels.find(([key]) => typeof value[key] === "string");
  if (level) {
    const [key, label] = level;
    if (children.length === 0 && typeof value.href === "string") {
      return [{ kind: "link", label: `${label}: ${value[key]}`, href: value.href }];
    }
    if (children.length === 0 && typeof value.url === "string" && key === "name") {
      return [{ kind: "link", label: `${label}: ${value[key]}`, href: value.url }];
    }
    return [{ kind: "group", label: `${label}: ${value[key]}`, children }];
  }
  if (typeof value.page === "string") return [pageNode(value.page, pages.get(value.page))];
  return children;
}

function readMkDocs(items: unknown[], pages: EntryPages): OutlineNode[] {
  const nodes: OutlineNode[] = [];
  for (const item of items) {
    if (typeof item === "string") {
      nodes.push(mkDocsEntry(undefined, item, pages));
      continue;
    }
    if (!isRecord(item)) continue;
    for (const [label, value] of Object.entries(item)) {
      if (Array.isArray(value)) {
        nodes.push({ kind: "group", label, children: readMkDocs(value, pages) });
      } else if (typeof value === "string") {
        nodes.push(mkDocsEntry(label, value, pages));
      }
    }
  }
  return nodes;
}

function mkDocsEntry(label: string | undefined, target: string, pages: EntryPages): OutlineNode {
  if (/^[a-z][a-z0-9+.-]*:/i.test(target))
    return { kind: "link", label: label ?? target, href: target };
  return { kind: "page", ref: target, path: pages.get(target), title: label };
}

/** mdBook: `# Part` headers, `- [Title](page.md)` nested by indent, prefix and suffix chapters. */
function readSummary(text: string, folder: string, files: ReadonlySet<string>): OutlineNode[] {
  const roots: OutlineNode[] = [];
  // Each open list level, with the node whose children it collects.
  const stack: { indent: number; children: OutlineNode[] }[] = [{ indent: -1, children: roots }];
  let part: OutlineNode[] = roots;
  for (const raw of text.split("\n")) {
    const line = raw.replace(/\r$/, "");
    const header = /^#{1,6}\s+(.+)$/.exec(line);
    if (header && !/^#\s+Summary\s*$/i.test(line)) {
      const group: OutlineNode = {
        kind: "group",
        label: (header[1] as string).trim(),
        children: [],
      };
      roots.push(group);
      part = group.children;
      stack.length = 1;
      stack[0] = { indent: -1, children: part };
      continue;
    }
    const entry = /^(\s*)(?:[-*]\s+)?\[([^\]]*)\]\(([^)]*)\)/.exec(line);
    if (!entry) continue;
    const indent = (entry[1] as string).replace(/\t/g, "    ").length;
    while (stack.length > 1 && (stack.at(-1) as { indent: number }).indent >= indent) stack.pop();
    const target = (entry[3] as string).trim();
    const path = target === "" ? undefined : normalize(join(folder, decodeURI(target)));
    const node: OutlineNode = {
      kind: "page",
      ref: target || "(draft)",
      path: path && files.has(path) ? path : undefined,
      title: (entry[2] as string).trim(),
    };
    const parent = (stack.at(-1) as { children: OutlineNode[] }).children;
    // A chapter with sub-chapters becomes a group that starts with its own page.
    const group: OutlineNode = { kind: "group", label: node.title ?? node.ref, children: [node] };
    parent.push(group);
    stack.push({ indent, children: group.children });
  }
  return flattenSingletons(roots);
}

/** Groups that hold only their own page are shown as that page. */
function flattenSingletons(nodes: OutlineNode[]): OutlineNode[] {
  return nodes.map((node) => {
    if (node.kind !== "group") return node;
    const children = flattenSingletons(node.children);
    if (children.length === 1 && children[0]?.kind === "page" && children[0].title === node.label) {
      return children[0];
    }
    return { ...node, children };
  });
}

function readDocusaurusItems(
  items: unknown,
  docsDir: string,
  files: ReadonlySet<string>,
  pages: EntryPages,
): OutlineNode[] {
  if (isRecord(items) && !("type" in items)) {
    // Shorthand: { "Category label": [items] }.
    return Object.entries(items).map(([label, value]) => ({
      kind: "group",
      label,
      children: readDocusaurusItems(value, docsDir, files, pages),
    }));
  }
  if (!Array.isArray(items))
    return isRecord(items) ? readDocusaurusItems([items], docsDir, files, pages) : [];
  const nodes: OutlineNode[] = [];
  for (const item of items) {
    if (typeof item === "string") {
      nodes.push(pageNode(item, pages.get(item)));
      continue;
    }
    if (!isRecord(item)) continue;
    const label = typeof item.label === "string" ? item.label : undefined;
    if (item.type === "category") {
      const children = readDocusaurusItems(item.items, docsDir, files, pages);
      const link =
        isRecord(item.link) && typeof item.link.id === "string" ? item.link.id : undefined;
      if (link) children.unshift(pageNode(link, pages.get(link)));
      nodes.push({ kind: "group", label: label ?? "(category)", children });
    } else if ((item.type === "doc" || item.type === "ref") && typeof item.id === "string") {
      const node = pageNode(item.id, pages.get(item.id));
      nodes.push(label && node.kind === "page" ? { ...node, title: label } : node);
    } else if (item.type === "link" && typeof item.href === "string") {
      nodes.push({ kind: "link", label: label ?? item.href, href: item.href });
    } else if (item.type === "autogenerated" && typeof item.dirName === "string") {
      const folder = normalize(join(docsDir, item.dirName));
      const pages = [...files]
        .filter(
          (path) => path.startsWith(folder === "" ? "" : `${folder}/`) && /\.mdx?$/.test(path),
        )
        .sort();
      nodes.push({
        kind: "group",
        label: `(every page under ${item.dirName})`,
        children: pages.map((path) => pageNode(path.slice(docsDir.length + 1), path)),
      });
    } else if (!("type" in item)) {
      nodes.push(...readDocusaurusItems(item, docsDir, files, pages));
    }
  }
  return nodes;
}

function pageNode(ref: string, path: string | undefined): OutlineNode {
  return { kind: "page", ref, path, title: undefined };
}

/** Fills in titles from the pages themselves and counts the entries. */
async function finishOutline(
  source: NavigationSource,
  outline: Omit<NavigationOutline, "pages" | "missing" | "listed">,
): Promise<NavigationOutline> {
  let pages = 0;
  let missing = 0;
  const listed = new Set<string>();
  const visit = async (nodes: OutlineNode[]) => {
    for (const [index, node] of nodes.entries()) {
      if (node.kind === "group") await visit(node.children);
      if (node.kind !== "page") continue;
      pages++;
      if (!node.path) {
        missing++;
        continue;
      }
      listed.add(node.path);
      if (node.title === undefined) {
        const text = await source.text(node.path);
        nodes[index] = {
          ...node,
          title: text === undefined ? undefined : pageTitle(node.path, text),
        };
      }
    }
  };
  await visit(outline.roots);
  return { ...outline, pages, missing, listed };
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
          text: `${indent}- ${node.label} (${countPages(node.children)} pages)`,
        });
        walk(node.children, depth + 1);
      } else if (node.kind === "link") {
        lines.push({ depth, kind: "link", text: `${indent}- ${node.label} → ${node.href}` });
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

function countPages(nodes: OutlineNode[]): number {
  let count = 0;
  for (const node of nodes) {
    if (node.kind === "page") count++;
    else if (node.kind === "group") count += countPages(node.children);
  }
  return count;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function dirname(path: string): string {
  const slash = path.lastIndexOf("/");
  return slash < 0 ? "" : path.slice(0, slash);
}

function join(folder: string, path: string): string {
  return folder === "" ? path : `${folder}/${path}`;
}

/** Resolves `.` and `..` segments; a path that climbs above the repository stays at its root. */
function normalize(path: string): string {
  const out: string[] = [];
  for (const segment of path.split("/")) {
    if (segment === "" || segment === ".") continue;
    if (segment === "..") out.pop();
    else out.push(segment);
  }
  return out.join("/");
}

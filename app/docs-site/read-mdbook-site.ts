import { parse as parseToml } from "smol-toml";
import type { DocsSite, NavEntry, NavItem } from "./docs-site.ts";
import { DOCS_SITE_DEFAULTS, plainSite } from "./docs-site-defaults.ts";
import { pathNavigation } from "./path-navigation.ts";
import {
  baseName,
  joinPath,
  parentOf,
  pathBelow,
  relativePath,
  withoutExtension,
} from "./repo-path.ts";
import type { TreeView } from "./tree-view.ts";

const SUMMARY_LINK = /\[((?:[^\]\\]|\\.)*)\]\(\s*<?([^)>\s]*)>?(?:\s+"[^"]*")?\s*\)/g;
const SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/**
 * An mdBook (or GitBook) site: chapters under `src` (book.toml's `book.src`), listed by the links
 * of SUMMARY.md, relative to it. mdBook builds only the chapters SUMMARY.md lists.
 */
export async function readMdbookSite(
  view: TreeView,
  show: (path: string) => string,
  configFile: string | undefined,
  summaryFile: string | undefined,
): Promise<DocsSite> {
  let root = summaryFile ? parentOf(summaryFile) : "";
  let redirectMap = new Map<string, unknown>();
  let configName = "book.toml";
  let configText = "";
  if (configFile) {
    configName = show(configFile);
    let book: Record<string, unknown> = {};
    try {
      configText = (await view.text(configFile)) ?? "";
      book = parseToml(configText) as Record<string, unknown>;
    } catch {
      // its syntax is reported by the config check; mdBook's defaults apply meanwhile
    }
    const src = (book.book as { src?: unknown } | undefined)?.src;
    root =
      joinPath(
        parentOf(configFile),
        typeof src === "string" ? src : DOCS_SITE_DEFAULTS.mdbook.src,
      ) ?? parentOf(configFile);
    const redirect = (book.output as { html?: { redirect?: unknown } } | undefined)?.html?.redirect;
    if (redirect !== null && typeof redirect === "object")
      redirectMap = new Map(Object.entries(redirect));
  }
  const summary = summaryFile ?? (joinPath(root, "SUMMARY.md") as string);

  let navigation: DocsSite["navigation"];
  const text = await view.text(summary);
  if (text !== undefined) {
    const { entries, outline } = readSummary(text, summary, root);
    navigation = pathNavigation(view, {
      files: [summary],
      where: show(summary),
      entries,
      outline,
      titleFields: [],
      complete: true,
      entryFor: (page) => `- [${titleOf(page)}](${pathBelow(root, page)})`,
      lineOf: (entry) => entry.line ?? 1,
    });
  }

  const urlOf = (page: string): string => `/${withoutExtension(pathBelow(root, page))}.html`;
  const plain = plainSite(root);
  return {
    ...plain,
    kind: "mdbook",
    configFile: configFile ?? summaryFile,
    parseOptions: { ...plain.parseOptions, mdbookIncludes: true },
    navigation,
    urlOf,
    // mdBook renders 404.md as the not-found page, outside the chapters.
    isPartial: (page) => page === summary || page === joinPath(root, "404.md"),
    isRedirected: (page) => redirectMap.has(urlOf(page)),
    isRedirectedUrl: (url) => redirectMap.has(url),
    redirectHint: (from, to) => {
      if (!configFile) return undefined;
      const key = urlOf(from);
      if (redirectMap.has(key)) return undefined;
      const target =
        to === undefined
          ? "<the page that replaces it>"
          : relativePath(parentOf(from), `${withoutExtension(to)}.html`).replace(/^\.\//, "");
      return `add "${key}" = "${target}" under [output.html.redirect] in ${configName} so old links keep working`;
    },
    // Without book.toml there is no place for a redirect.
    redirects: configFile
      ? {
          file: configFile,
          line: tomlLine(configText, /^\s*\[output\.html\.redirect\]/) ?? 1,
          complete: true,
          editable: true,
          entries: [...redirectMap].flatMap(([source, destination]) =>
            typeof destination === "string"
              ? [{ source, destination, file: configFile, line: redirectLine(configText, source) }]
              : [],
          ),
          destinationOf: async (entry) => {
            const destination = entry.destination.trim().split("#")[0] ?? "";
            if (SCHEME.test(destination) || destination.startsWith("//") || destination === "")
              return { status: "unchecked" };
            // Relative destinations are resolved from the folder of the old page.
            const from = destination.startsWith("/")
              ? root
              : joinPath(root, parentOf(entry.source.replace(/^\/+/, "")));
            const html = from === undefined ? undefined : joinPath(from, destination);
            if (html === undefined || !/\.html?$/i.test(html)) return { status: "unchecked" };
            const page = withoutExtension(html);
            const candidates = /(?:^|\/)index$/.test(page)
              ? [`${page}.md`, `${parentOf(page) ? `${parentOf(page)}/` : ""}README.md`]
              : [`${page}.md`];
            return candidates.some((candidate) => view.has(candidate))
              ? { status: "found" }
              : { status: "missing", candidates, certain: true };
          },
        }
      : undefined,
  };
}

/** A chapter and the chapters nested under it, while SUMMARY.md is read. */
interface Chapter {
  item: NavItem;
  indent: number;
  children: Chapter[];
}

/** The first line of a TOML text that matches. */
function tomlLine(text: string, pattern: RegExp): number | undefined {
  const index = text.split("\n").findIndex((line) => pattern.test(line));
  return index < 0 ? undefined : index + 1;
}

/** The line of a key under [output.html.redirect], found by its quoted text. */
function redirectLine(text: string, key: string): number {
  const quoted = new RegExp(`^\\s*["']${key.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}["']\\s*=`);
  return tomlLine(text, quoted) ?? tomlLine(text, /^\s*\[output\.html\.redirect\]/) ?? 1;
}

/**
 * SUMMARY.md is a list of links, one chapter each; reading it line by line keeps each entry's line
 * and costs little even for thousands of chapters. Its outline: `#` headings start parts (the
 * first one, before any chapter, is the summary's title), chapters nest by indent, and a chapter
 * with sub-chapters is a group that starts with its own page.
 */
function readSummary(
  text: string,
  file: string,
  root: string,
): { entries: NavEntry[]; outline: NavItem[] } {
  const entries: NavEntry[] = [];
  const parts: { label: string | undefined; chapters: Chapter[] }[] = [
    { label: undefined, chapters: [] },
  ];
  // The open chapters of the current part, outermost first.
  let open: Chapter[] = [];
  let fence: string | undefined;
  let seenChapter = false;
  for (const [index, raw] of text.split("\n").entries()) {
    const line = raw.replace(/\r$/, "");
    const fenceMark = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (fenceMark) {
      fence = fence === undefined ? fenceMark : fenceMark.startsWith(fence) ? undefined : fence;
      continue;
    }
    if (fence) continue;
    const heading = /^#{1,6}\s+(.+?)\s*#*\s*$/.exec(line)?.[1];
    if (heading !== undefined && line.search(SUMMARY_LINK) < 0) {
      if (seenChapter || parts.length > 1) parts.push({ label: heading, chapters: [] });
      else parts[0] = { label: undefined, chapters: [] };
      open = [];
      continue;
    }
    const indent = (/^\s*/.exec(line)?.[0] ?? "").replace(/\t/g, "    ").length;
    for (const match of line.matchAll(SUMMARY_LINK)) {
      const label = (match[1] ?? "").replace(/\\(.)/g, "$1").trim();
      const ref = match[2] ?? "";
      const item = summaryItem(label, ref, file, index + 1, root);
      if (item === undefined) continue;
      if (item.kind === "page") entries.push(item.entry);
      seenChapter = true;
      while (open.length > 0 && (open.at(-1) as Chapter).indent >= indent) open.pop();
      const chapter: Chapter = { item, indent, children: [] };
      const parent = open.at(-1);
      if (parent) parent.children.push(chapter);
      else (parts.at(-1) as { chapters: Chapter[] }).chapters.push(chapter);
      open.push(chapter);
    }
  }
  const toItems = (chapters: Chapter[]): NavItem[] =>
    chapters.map((chapter) =>
      chapter.children.length === 0
        ? chapter.item
        : {
            kind: "group",
            label: itemLabel(chapter.item),
            items: [chapter.item, ...toItems(chapter.children)],
          },
    );
  const outline = parts.flatMap((part): NavItem[] =>
    part.label === undefined
      ? toItems(part.chapters)
      : [{ kind: "group", label: part.label, items: toItems(part.chapters) }],
  );
  return { entries, outline };
}

/** One link of SUMMARY.md: a chapter, a draft chapter (no file yet), or nothing mdBook lists. */
function summaryItem(
  label: string,
  ref: string,
  file: string,
  line: number,
  root: string,
): NavItem | undefined {
  if (ref === "") return { kind: "draft", label };
  if (SCHEME.test(ref) || ref.startsWith("#")) return undefined;
  let decoded = ref;
  try {
    decoded = decodeURIComponent(ref);
  } catch {
    // keep it as written
  }
  const path = joinPath(root, decoded.split("#")[0] ?? "");
  if (path === undefined) return undefined;
  return {
    kind: "page",
    label: label || undefined,
    entry: { ref, file, line, pointer: undefined, candidates: [path], docId: undefined },
  };
}

function itemLabel(item: NavItem): string {
  return item.kind === "page" ? (item.label ?? item.entry.ref) : item.label;
}

function titleOf(page: string): string {
  const name = withoutExtension(baseName(page)).replace(/[-_]+/g, " ");
  return name.charAt(0).toUpperCase() + name.slice(1);
}

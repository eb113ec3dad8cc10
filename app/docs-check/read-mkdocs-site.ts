import picomatch from "picomatch";
import { isMap, isScalar, isSeq, LineCounter, type Node, parseDocument } from "yaml";
import type { DocsSite, NavEntry } from "./docs-site.ts";
import { pathNavigation } from "./path-navigation.ts";
import { joinPath, parentOf, pathBelow } from "./repo-path.ts";
import type { TreeView } from "./tree-view.ts";

const SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/**
 * An MkDocs site: pages under `docs_dir` (default `docs`), listed by `nav` as paths relative to it.
 * mkdocs.yml uses Python tags (`!!python/name:…`, `!ENV`); they are kept as plain values, since
 * only the structure matters here. Without `nav`, MkDocs lists every page, so there is nothing to
 * check.
 */
export async function readMkdocsSite(
  view: TreeView,
  show: (path: string) => string,
  configFile: string,
): Promise<DocsSite> {
  const text = (await view.text(configFile)) ?? "";
  const lines = new LineCounter();
  const document = parseDocument(text, { lineCounter: lines, prettyErrors: false });
  const config = (
    document.errors.length === 0 ? document.toJS({ maxAliasCount: 100 }) : {}
  ) as Record<string, unknown> | null;
  const settings = config !== null && typeof config === "object" ? config : {};
  const docsDir = typeof settings.docs_dir === "string" ? settings.docs_dir : "docs";
  const root = joinPath(parentOf(configFile), docsDir) ?? parentOf(configFile);
  const configName = show(configFile);

  const entries: NavEntry[] = [];
  const addEntry = (ref: string, node: Node): void => {
    const trimmed = ref.trim();
    if (trimmed === "" || SCHEME.test(trimmed) || trimmed.startsWith("!") || trimmed.endsWith("/"))
      return;
    const path = joinPath(root, trimmed.replace(/^\/+/, ""));
    if (path === undefined) return;
    const line = node.range ? lines.linePos(node.range[0]).line : 1;
    entries.push({
      ref,
      file: configFile,
      line,
      pointer: undefined,
      candidates: [path],
      docId: undefined,
    });
  };
  const walk = (node: unknown): void => {
    if (isSeq(node)) for (const item of node.items) walk(item);
    else if (isScalar(node) && typeof node.value === "string") addEntry(node.value, node);
    else if (isMap(node)) {
      for (const pair of node.items) {
        if (isScalar(pair.value) && typeof pair.value.value === "string")
          addEntry(pair.value.value, pair.value);
        else walk(pair.value);
      }
    }
  };

  const nav = isMap(document.contents) ? document.contents.get("nav", true) : undefined;
  const notInNav =
    typeof settings.not_in_nav === "string" ? notInNavMatcher(settings.not_in_nav) : () => false;
  let navigation: DocsSite["navigation"];
  if (nav !== undefined && document.errors.length === 0) {
    walk(nav);
    navigation = pathNavigation(view, {
      files: [configFile],
      where: `the nav of ${configName}`,
      entries,
      complete: true,
      covers: (page) => notInNav(pathBelow(root, page)),
      entryFor: (page) => pathBelow(root, page),
      lineOf: (entry) => entry.line ?? 1,
    });
  }

  const redirectMaps = findRedirectMaps(settings.plugins);
  const sitePath = typeof settings.site_url === "string" ? urlPath(settings.site_url) : "";
  const urlOf = (page: string): string => pathBelow(root, page);
  return {
    kind: "mkdocs",
    root,
    configFile,
    urlRoot: root,
    assetRoot: root,
    urlPrefix: sitePath,
    routeBase: undefined,
    navRoot: root,
    mdxForMd: false,
    // pymdownx.slugs and other slugify settings vary: accept GitHub's form as well.
    slugStyles: ["python-markdown", "github"],
    parseOptions: { explicitHeadingIds: true, mkdocsBlocks: true, mdbookIncludes: false },
    navigation,
    configFindings: [],
    urlOf,
    isPartial: () => false,
    redirectHint: (from, to) => {
      const key = urlOf(from);
      if (redirectMaps?.has(key)) return undefined;
      const target = to === undefined ? "<the page that replaces it>" : urlOf(to);
      const plugin = redirectMaps ? "" : " (enable the mkdocs-redirects plugin for that)";
      return `add '${key}': '${target}' to redirect_maps of the redirects plugin in ${configName}${plugin} so old links keep working`;
    },
  };
}

/** MkDocs `not_in_nav`: one gitignore-style pattern a line, relative to docs_dir. */
function notInNavMatcher(patterns: string): (path: string) => boolean {
  const matchers = patterns
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line !== "" && !line.startsWith("#"))
    .map((pattern) => {
      const anchored = pattern.startsWith("/");
      const glob = pattern.replace(/^\/+/, "").replace(/\/$/, "/**");
      return picomatch(anchored ? glob : [glob, `**/${glob}`], { dot: true });
    });
  return (path) => matchers.some((match) => match(path));
}

function findRedirectMaps(plugins: unknown): Set<string> | undefined {
  if (!Array.isArray(plugins)) return undefined;
  for (const plugin of plugins) {
    if (plugin === "redirects") return new Set();
    if (plugin !== null && typeof plugin === "object" && "redirects" in plugin) {
      const maps = (plugin as { redirects?: { redirect_maps?: unknown } }).redirects?.redirect_maps;
      return new Set(maps !== null && typeof maps === "object" ? Object.keys(maps) : []);
    }
  }
  return undefined;
}

function urlPath(siteUrl: string): string {
  try {
    return new URL(siteUrl).pathname.replace(/\/+$/, "");
  } catch {
    return "";
  }
}

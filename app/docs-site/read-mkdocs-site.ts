import { isMap, isScalar, isSeq, LineCounter, type Node, parseDocument } from "yaml";
import type { DocsSite, NavEntry, NavItem } from "./docs-site.ts";
import { DOCS_SITE_DEFAULTS, plainSite } from "./docs-site-defaults.ts";
import { gitignoreMatcher } from "./gitignore-matcher.ts";
import { pathNavigation } from "./path-navigation.ts";
import { isInside, joinPath, parentOf, pathBelow } from "./repo-path.ts";
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
  const docsDir =
    typeof settings.docs_dir === "string" ? settings.docs_dir : DOCS_SITE_DEFAULTS.mkdocs.docsDir;
  const root = joinPath(parentOf(configFile), docsDir) ?? parentOf(configFile);
  const configName = show(configFile);

  const entries: NavEntry[] = [];
  /** An entry `label: target` (or a bare target): a page, a link out, or nothing the nav lists. */
  const addEntry = (label: string | undefined, ref: string, node: Node): NavItem[] => {
    const trimmed = ref.trim();
    if (SCHEME.test(trimmed)) return [{ kind: "link", label: label ?? trimmed, href: trimmed }];
    if (trimmed === "" || trimmed.startsWith("!") || trimmed.endsWith("/")) return [];
    const path = joinPath(root, trimmed.replace(/^\/+/, ""));
    if (path === undefined) return [];
    const line = node.range ? lines.linePos(node.range[0]).line : 1;
    const entry: NavEntry = {
      ref,
      file: configFile,
      line,
      pointer: undefined,
      candidates: [path],
      docId: undefined,
    };
    entries.push(entry);
    return [{ kind: "page", label, entry }];
  };
  /** A nav list: each item a page (`- page.md`, `- Label: page.md`) or a section (`- Label: [...]`). */
  const walk = (node: unknown): NavItem[] => {
    if (isSeq(node)) return node.items.flatMap((item) => walk(item));
    if (isScalar(node) && typeof node.value === "string")
      return addEntry(undefined, node.value, node);
    if (!isMap(node)) return [];
    return node.items.flatMap((pair): NavItem[] => {
      const label = isScalar(pair.key) ? String(pair.key.value) : undefined;
      if (isScalar(pair.value) && typeof pair.value.value === "string")
        return addEntry(label, pair.value.value, pair.value);
      const items = walk(pair.value);
      return label !== undefined && isSeq(pair.value) ? [{ kind: "group", label, items }] : items;
    });
  };

  const nav = isMap(document.contents) ? document.contents.get("nav", true) : undefined;
  const excluded =
    typeof settings.exclude_docs === "string"
      ? gitignoreMatcher(settings.exclude_docs)
      : () => false;
  const notInNav =
    typeof settings.not_in_nav === "string" ? gitignoreMatcher(settings.not_in_nav) : () => false;
  const plugins = pluginOptions(settings.plugins);
  // Blog posts are listed by the blog plugin; other plugins build the nav from elsewhere.
  const blog = plugins.get("blog") ?? plugins.get("material/blog");
  const blogPosts = blog
    ? joinPath(root, `${typeof blog.blog_dir === "string" ? blog.blog_dir : "blog"}/posts`)
    : undefined;
  const navFromPlugin = ["awesome-pages", "awesome-nav", "literate-nav"].some((name) =>
    plugins.has(name),
  );
  let navigation: DocsSite["navigation"];
  if (nav !== undefined && document.errors.length === 0) {
    const outline = walk(nav);
    navigation = pathNavigation(view, {
      files: [configFile],
      where: `the nav of ${configName}`,
      entries,
      outline,
      titleFields: ["title"],
      complete: !navFromPlugin,
      covers: (page) =>
        notInNav(pathBelow(root, page)) || (blogPosts !== undefined && isInside(blogPosts, page)),
      entryFor: (page) => pathBelow(root, page),
      lineOf: (entry) => entry.line ?? 1,
    });
  }

  const redirectPlugin = plugins.get("redirects");
  const maps = redirectPlugin?.redirect_maps;
  const redirectMaps = redirectPlugin
    ? new Map(
        maps !== null && typeof maps === "object"
          ? Object.entries(maps as Record<string, unknown>)
          : [],
      )
    : undefined;
  const mapLines = redirectMapLines(document, lines);
  const sitePath = typeof settings.site_url === "string" ? urlPath(settings.site_url) : "";
  const urlOf = (page: string): string => pathBelow(root, page);
  const isRedirectedUrl = (url: string): boolean =>
    redirectMaps?.has(url.replace(/^\/+/, "")) ?? false;
  const plain = plainSite(root);
  return {
    ...plain,
    kind: "mkdocs",
    configFile,
    urlPrefix: sitePath,
    // pymdownx.slugs and other slugify settings vary: accept GitHub's form as well.
    slugStyles: ["python-markdown", "github"],
    parseOptions: { ...plain.parseOptions, mkdocsBlocks: true },
    navigation,
    urlOf,
    isIgnored: (path) => isInside(root, path) && excluded(pathBelow(root, path)),
    isRedirected: (page) => isRedirectedUrl(urlOf(page)),
    isRedirectedUrl,
    redirectHint: (from, to) => {
      const key = urlOf(from);
      if (redirectMaps?.has(key)) return undefined;
      // Enabling a plugin changes the build (it must be installed): that is the team's decision.
      if (!redirectMaps)
        return `say in checksNote why ${key} may stop working (${configName} has no redirects plugin, and adding mkdocs-redirects is the docs team's decision)`;
      const target = to === undefined ? "<the page that replaces it>" : urlOf(to);
      return `add '${key}': '${target}' to \`redirect_maps\` of the redirects plugin in ${configName} so old links keep working`;
    },
    redirects: {
      file: configFile,
      line: mapLines.section,
      complete: true,
      editable: redirectMaps !== undefined,
      entries: [...(redirectMaps ?? [])].flatMap(([source, destination]) =>
        typeof destination === "string"
          ? [{ source, destination, file: configFile, line: mapLines.of(source) }]
          : [],
      ),
      destinationOf: async (entry) => {
        const destination = entry.destination.trim().split("#")[0] ?? "";
        if (SCHEME.test(destination) || destination.startsWith("//") || destination === "")
          return { status: "unchecked" };
        const path = joinPath(root, destination.replace(/^\/+/, ""));
        if (path === undefined) return { status: "unchecked" };
        const candidates = destination.endsWith("/")
          ? [`${path}/index.md`, `${path}/README.md`]
          : [path];
        return candidates.some((candidate) => view.has(candidate))
          ? { status: "found" }
          : { status: "missing", candidates, certain: true };
      },
    },
  };
}

/**
 * The lines of the redirects plugin's `redirect_maps` (where a new entry goes: the map, else the
 * plugin list, else the top) and of each of its keys.
 */
function redirectMapLines(
  document: ReturnType<typeof parseDocument>,
  lines: LineCounter,
): { section: number; of: (source: string) => number } {
  const lineOf = (node: { range?: [number, number, number] | null } | null | undefined) =>
    node?.range ? lines.linePos(node.range[0]).line : undefined;
  const keys = new Map<string, number>();
  let section: number | undefined;
  const top = isMap(document.contents) ? document.contents : undefined;
  const pluginsPair = top?.items.find((pair) => isScalar(pair.key) && pair.key.value === "plugins");
  const plugins = pluginsPair?.value;
  if (isSeq(plugins)) {
    section = lineOf(pluginsPair?.key as Node | undefined);
    for (const item of plugins.items) {
      const options = isMap(item) ? item.get("redirects", true) : undefined;
      const mapPair = isMap(options)
        ? options.items.find((pair) => isScalar(pair.key) && pair.key.value === "redirect_maps")
        : undefined;
      if (!mapPair) continue;
      section = lineOf(mapPair.key as Node | undefined) ?? section;
      if (!isMap(mapPair.value)) continue;
      for (const pair of mapPair.value.items) {
        if (isScalar(pair.key)) keys.set(String(pair.key.value), lineOf(pair.key) ?? 1);
      }
    }
  }
  return { section: section ?? 1, of: (source) => keys.get(source) ?? section ?? 1 };
}

/** Each configured plugin's options (empty for a plugin listed by name alone). */
function pluginOptions(plugins: unknown): Map<string, Record<string, unknown>> {
  const options = new Map<string, Record<string, unknown>>();
  if (!Array.isArray(plugins)) return options;
  for (const plugin of plugins) {
    if (typeof plugin === "string") options.set(plugin, {});
    else if (plugin !== null && typeof plugin === "object") {
      for (const [name, value] of Object.entries(plugin)) {
        options.set(
          name,
          value !== null && typeof value === "object" ? (value as Record<string, unknown>) : {},
        );
      }
    }
  }
  return options;
}

function urlPath(siteUrl: string): string {
  try {
    return new URL(siteUrl).pathname.replace(/\/+$/, "");
  } catch {
    return "";
  }
}

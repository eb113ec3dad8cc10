import { RE2JS } from "re2js";
import type { KeyedFinding } from "./docs-finding.ts";
import type {
  DocsSite,
  NavEntry,
  NavItem,
  RedirectDestination,
  RedirectEntry,
} from "./docs-site.ts";
import { DOCS_SITE_DEFAULTS, plainSite } from "./docs-site-defaults.ts";
import { gitignoreMatcher } from "./gitignore-matcher.ts";
import { createJsonLocator } from "./json-locator.ts";
import { pathNavigation } from "./path-navigation.ts";
import {
  baseName,
  isInside,
  isPagePath,
  joinPath,
  parentOf,
  pathBelow,
  withoutExtension,
} from "./repo-path.ts";
import type { TreeView } from "./tree-view.ts";

/** Strings in `pages` that name OpenAPI operations rather than files. */
const OPENAPI_ENTRY = /^(?:GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS|TRACE|WEBHOOK)\s/i;
const SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/**
 * A Mintlify site (`docs.json`, or the older `mint.json`): pages are listed, without extension,
 * in `pages` arrays and group `root`s anywhere under `navigation` (groups, tabs, anchors,
 * dropdowns, products, versions, languages, menus), and any object may be a `$ref` to another
 * JSON file, resolved from the file that holds it.
 */
export async function readMintlifySite(
  view: TreeView,
  show: (path: string) => string,
  configFile: string,
): Promise<DocsSite> {
  const root = parentOf(configFile);
  const configName = show(configFile);
  const texts = new Map<string, string>();
  const locators = new Map<string, ReturnType<typeof createJsonLocator>>();
  const entries: NavEntry[] = [];
  const files = [configFile];
  const configFindings: KeyedFinding[] = [];
  const redirectSources = new Set<string>();
  const redirectPatterns: string[] = [];
  let complete = true;

  const locate = (file: string, pointer: (string | number)[], value?: string): number => {
    let locator = locators.get(file);
    if (!locator) {
      locator = createJsonLocator(texts.get(file) ?? "");
      locators.set(file, locator);
    }
    return locator(pointer, value);
  };

  const load = async (file: string): Promise<unknown> => {
    const text = await view.text(file);
    if (text === undefined) return undefined;
    texts.set(file, text);
    try {
      return JSON.parse(text);
    } catch {
      return undefined; // its syntax is reported by the config check
    }
  };

  /** Follows `$ref`s; returns the value to walk, with the file it came from. */
  const dereference = async (
    value: Record<string, unknown>,
    pointer: (string | number)[],
    file: string,
    chain: string[],
  ): Promise<{ value: unknown; file: string; chain: string[] } | undefined> => {
    const ref = value.$ref;
    if (typeof ref !== "string") return { value, file, chain };
    const target = joinPath(parentOf(file), ref);
    const problem = (message: string): undefined => {
      // Part of the navigation is unknown: no page can be called unlisted.
      complete = false;
      configFindings.push({
        path: file,
        line: locate(file, [...pointer, "$ref"], ref),
        rule: "config-json",
        subject: `$ref ${ref}`,
        message,
      });
      return undefined;
    };
    if (target === undefined || !isInside(root, target)) {
      return problem(
        `"$ref": "${ref}" leaves the folder of ${baseName(configFile)}: Mintlify only follows references inside it.`,
      );
    }
    if (!view.has(target)) {
      return problem(
        `"$ref": "${ref}" points to ${show(target)}, which does not exist: create it or fix the path (it is resolved from the folder of ${show(file)}).`,
      );
    }
    if (chain.includes(target)) {
      return problem(
        `"$ref": "${ref}" refers back to a file that includes it (${[...chain, target].map(show).join(" → ")}): remove the cycle.`,
      );
    }
    files.push(target);
    const loaded = await load(target);
    if (loaded === undefined) complete = false;
    if (loaded !== null && typeof loaded === "object" && !Array.isArray(loaded)) {
      // Sibling keys of a `$ref` object are laid over what it refers to.
      const { $ref: _ref, ...siblings } = value;
      return {
        value: { ...(loaded as object), ...siblings },
        file: target,
        chain: [...chain, target],
      };
    }
    return { value: loaded, file: target, chain: [...chain, target] };
  };

  const addEntry = (ref: string, file: string, pointer: (string | number)[]): NavItem[] => {
    if (OPENAPI_ENTRY.test(ref) || SCHEME.test(ref) || ref.trim() === "") return [];
    const base = joinPath(root, ref.trim().replace(/^\/+/, ""));
    if (base === undefined) return [];
    const candidates = isPagePath(base) ? [base] : [`${base}.mdx`, `${base}.md`];
    const entry: NavEntry = { ref, file, line: undefined, pointer, candidates, docId: undefined };
    entries.push(entry);
    return [{ kind: "page", label: undefined, entry }];
  };

  /** The items under a node, in the order written; a `$ref` is followed where it stands. */
  const walk = async (
    node: unknown,
    pointer: (string | number)[],
    file: string,
    chain: string[],
  ): Promise<NavItem[]> => {
    if (Array.isArray(node)) {
      const items: NavItem[] = [];
      for (const [index, item] of node.entries())
        items.push(...(await walk(item, [...pointer, index], file, chain)));
      return items;
    }
    if (node === null || typeof node !== "object") return [];
    const resolved = await dereference(node as Record<string, unknown>, pointer, file, chain);
    if (!resolved) return [];
    // A `$ref` to another file restarts pointers at that file's top.
    const here = resolved.file === file ? pointer : [];
    if (
      Array.isArray(resolved.value) ||
      resolved.value === null ||
      typeof resolved.value !== "object"
    ) {
      return resolved.file !== file
        ? walk(resolved.value, here, resolved.file, resolved.chain)
        : [];
    }
    const object = resolved.value as Record<string, unknown>;
    const items: NavItem[] = [];
    for (const [key, value] of Object.entries(object)) {
      if (key === "$ref") continue;
      if (key === "pages" && Array.isArray(value)) {
        for (const [index, item] of value.entries()) {
          if (typeof item === "string")
            items.push(...addEntry(item, resolved.file, [...here, key, index]));
          else
            items.push(...(await walk(item, [...here, key, index], resolved.file, resolved.chain)));
        }
      } else if (key === "root" && typeof value === "string") {
        // A group's own page comes before its pages.
        items.unshift(...addEntry(value, resolved.file, [...here, key]));
      } else if (typeof value === "object") {
        items.push(...(await walk(value, [...here, key], resolved.file, resolved.chain)));
      }
    }
    return levelOf(object, items);
  };

  const redirectEntries: RedirectEntry[] = [];
  const readRedirects = async (
    node: unknown,
    file: string,
    pointer: (string | number)[],
  ): Promise<void> => {
    if (node === null || typeof node !== "object") return;
    if (!Array.isArray(node)) {
      const resolved = await dereference(node as Record<string, unknown>, pointer, file, [file]);
      if (resolved && resolved.file !== file)
        await readRedirects(resolved.value, resolved.file, []);
      return;
    }
    for (const [index, item] of node.entries()) {
      const { source, destination } = (item ?? {}) as { source?: unknown; destination?: unknown };
      if (typeof source !== "string") continue;
      if (source.includes(":") || source.includes("*"))
        redirectPatterns.push(redirectPatternSource(source));
      else redirectSources.add(normalizeUrl(source));
      if (typeof destination === "string") {
        redirectEntries.push({
          source,
          destination,
          file,
          line: locate(file, [...pointer, index, "destination"], destination),
        });
      }
    }
  };

  const config = await load(configFile);
  let navigation: DocsSite["navigation"];
  if (config !== null && typeof config === "object" && !Array.isArray(config)) {
    const { navigation: nav, redirects } = config as { navigation?: unknown; redirects?: unknown };
    if (nav !== undefined) {
      const outline = await walk(nav, ["navigation"], configFile, [configFile]);
      navigation = pathNavigation(view, {
        files,
        where: `the navigation in ${configName}`,
        entries,
        outline,
        titleFields: ["sidebarTitle", "title"],
        complete,
        entryFor: (page) => pathBelow(root, withoutExtension(page)),
        lineOf: (entry) => entry.line ?? locate(entry.file, entry.pointer ?? [], entry.ref),
      });
    }
    await readRedirects(redirects, configFile, ["redirects"]);
  }

  const ignoreFile = joinPath(root, ".mintignore") as string;
  const ignored = view.has(ignoreFile)
    ? gitignoreMatcher((await view.text(ignoreFile)) ?? "")
    : () => false;
  const snippets =
    joinPath(root, DOCS_SITE_DEFAULTS.mintlify.snippetsDir) ??
    DOCS_SITE_DEFAULTS.mintlify.snippetsDir;
  const readme = joinPath(root, "README.md");

  const urlOf = (page: string): string => {
    const below = pathBelow(root, isPagePath(page) ? withoutExtension(page) : page);
    return `/${below.replace(/(?:^|\/)index$/, "")}`;
  };

  // Every pattern in one expression: a path is read once, however many redirects the site has.
  const anyRedirectPattern =
    redirectPatterns.length > 0
      ? RE2JS.compile(redirectPatterns.map((source) => `(?:${source})`).join("|"), RE2JS.DOTALL)
      : undefined;
  const isRedirectedUrl = (url: string): boolean => {
    const normalized = normalizeUrl(url);
    return redirectSources.has(normalized) || (anyRedirectPattern?.testExact(normalized) ?? false);
  };
  // Navigation built from an OpenAPI or AsyncAPI spec makes pages that no file holds: a redirect
  // to one cannot be checked.
  const declaresOpenApi = [...texts].some(([file, text]) =>
    generatesPages(parsedOrUndefined(text), file === configFile),
  );

  const plain = plainSite(root);
  return {
    ...plain,
    kind: "mintlify",
    configFile,
    mdxForMd: true,
    looseAnchors: true,
    parseOptions: { ...plain.parseOptions, explicitHeadingIds: false },
    navigation,
    configFindings,
    urlOf,
    isPartial: (page) => isInside(snippets, page) || page === readme,
    isIgnored: (path) => isInside(root, path) && ignored(pathBelow(root, path)),
    isRedirected: (page) => isRedirectedUrl(urlOf(page)),
    isRedirectedUrl,
    redirectHint: (from, to) => {
      const source = urlOf(from);
      if (isRedirectedUrl(source)) return undefined;
      const destination = to === undefined ? "<the page that replaces it>" : urlOf(to);
      return `add { "source": "${source}", "destination": "${destination}" } to "redirects" in ${configName} so old links keep working`;
    },
    redirects: {
      file: configFile,
      line: locate(configFile, ["redirects"]),
      complete: true,
      editable: true,
      entries: redirectEntries,
      destinationOf: async (entry): Promise<RedirectDestination> => {
        const destination = entry.destination.trim();
        // External URLs and `:param` substitutions cannot be checked against files.
        if (SCHEME.test(destination) || destination.startsWith("//") || destination.includes(":"))
          return { status: "unchecked" };
        const url = normalizeUrl(destination);
        const below = joinPath(root, url.replace(/^\/+/, ""));
        if (below === undefined) return { status: "unchecked" };
        const candidates =
          url === "/"
            ? [`${below}/index.mdx`, `${below}/index.md`].map((path) => path.replace(/^\//, ""))
            : [`${below}.mdx`, `${below}.md`, `${below}/index.mdx`, `${below}/index.md`];
        if (candidates.some((candidate) => view.has(candidate))) return { status: "found" };
        // A destination that is itself redirected still leads somewhere.
        if (isRedirectedUrl(url)) return { status: "found" };
        return { status: "missing", candidates, certain: !declaresOpenApi };
      },
    },
  };
}

function parsedOrUndefined(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * Whether a config (or a file it refers to) makes pages from a spec: an `openapi` or `asyncapi`
 * field on a tab, anchor, group or any level of it, or a `pages` entry naming an operation
 * (`"GET /payouts"`). The top-level `api` settings of docs.json name the spec the playground and
 * pages' `openapi` front matter read; they make no page of their own.
 */
function generatesPages(node: unknown, top: boolean): boolean {
  if (Array.isArray(node)) return node.some((item) => generatesPages(item, false));
  if (node === null || typeof node !== "object") return false;
  return Object.entries(node).some(([key, value]) => {
    if (top && key === "api") return false;
    if (key === "openapi" || key === "asyncapi") return true;
    const operation = (page: unknown) => typeof page === "string" && OPENAPI_ENTRY.test(page);
    if (key === "pages" && Array.isArray(value) && value.some(operation)) return true;
    return generatesPages(value, false);
  });
}

/** Keys whose value names a level of the navigation, and how a level of each is labelled. */
const LEVELS: [key: string, label: string][] = [
  ["group", "Group"],
  ["tab", "Tab"],
  ["anchor", "Anchor"],
  ["dropdown", "Dropdown"],
  ["version", "Version"],
  ["language", "Language"],
  ["product", "Product"],
  ["item", "Item"],
];

/** A group's name without the level its label starts with: "Guides" of "Group: Guides". */
export function mintlifyGroupName(label: string): string {
  const level = LEVELS.find(([, name]) => label.startsWith(`${name}: `));
  return level ? label.slice(level[1].length + 2) : label;
}

/**
 * A navigation object that names a level (a tab, a group …) holds its items as a labelled group,
 * or is a link when it holds none and has an `href`; any other object only passes its items on.
 */
function levelOf(object: Record<string, unknown>, items: NavItem[]): NavItem[] {
  const level = LEVELS.find(([key]) => typeof object[key] === "string");
  if (!level) return items;
  const label = `${level[1]}: ${object[level[0]] as string}`;
  if (items.length === 0 && typeof object.href === "string")
    return [{ kind: "link", label, href: object.href }];
  return [{ kind: "group", label, items }];
}

/**
 * A Mintlify redirect source with `:param`, `:param*` and `*` parts, as a pattern (RE2 syntax) matched in
 * linear time (RE2 semantics through re2js): the source comes from the repository, and a
 * backtracking expression for `/************X` stalls on a long path.
 */
function redirectPatternSource(source: string): string {
  const path = normalizeUrl(source);
  return path
    .split("/")
    .map((part) =>
      part.startsWith(":")
        ? part.endsWith("*")
          ? ".*"
          : "[^/]+"
        : part
            // A run of stars matches what one does: `.*.*.*` only multiplies the matcher's states.
            .split(/\*+/)
            .map((piece) => (piece === "" ? "" : RE2JS.quote(piece)))
            .join(".*"),
    )
    .join("/");
}

function normalizeUrl(url: string): string {
  const path = url.split(/[?#]/)[0] ?? "";
  const trimmed = path.replace(/\/+$/, "");
  return trimmed.startsWith("/") ? trimmed || "/" : `/${trimmed}`;
}

import { detectDocsSites } from "../docs-site/detect-docs-sites.ts";
import type { DocsFinding, KeyedFinding } from "../docs-site/docs-finding.ts";
import type { DocsSite } from "../docs-site/docs-site.ts";
import type { DocsTree } from "../docs-site/docs-tree.ts";
import {
  baseName,
  isInside,
  isPagePath,
  isPublished,
  parentOf,
  withoutExtension,
} from "../docs-site/repo-path.ts";
import { TreeView } from "../docs-site/tree-view.ts";
import { checkConfigFile, isConfigPath } from "./check-config-file.ts";
import type { ChangeFacts, CheckContext } from "./check-context.ts";
import { checkNavigationEntries, checkUnlistedPages } from "./check-navigation.ts";
import { checkPage, parsedPage } from "./check-page.ts";
import { checkRedirects } from "./check-redirects.ts";
import { findMoves } from "./find-moves.ts";
import { changedLines } from "./style/changed-lines.ts";
import { checkPageStyle, type StyleFinding } from "./style/check-page-style.ts";
import type { StyleRules } from "./style/load-style-rules.ts";
import { type SideFinding, subtractExisting } from "./subtract-existing.ts";

export interface DocsCheckInput {
  /** The docs at the commit the change starts from. */
  base: DocsTree;
  /** The docs with the change applied. */
  head: DocsTree;
  /** How messages name files; repository paths unless given (e.g. paths relative to the docs root). */
  showPath?: (path: string) => string;
  /** The repository's Vale rules (`loadStyleRules`); absent, only the Markdown conventions apply. */
  style?: StyleRules | undefined;
  /**
   * Base pages never published (an earlier commit of the same pull request added them): moving
   * or deleting them needs no redirect.
   */
  unpublished?: ReadonlySet<string> | undefined;
}

export interface DocsChangeInput extends DocsCheckInput {
  /** Every path the change wrote, deleted, or moved from or to. */
  changedPaths: readonly string[];
  /**
   * Moves the change is known to have made (an editor's own record), told as moves even when the
   * moved file was rewritten past recognition.
   */
  knownMoves?: ReadonlyMap<string, string> | undefined;
  /**
   * Style of the changed pages' whole text, not only of the lines the change wrote (the change
   * was asked to bring the pages in line with the house style): what the kept lines still break
   * is listed among the warnings.
   */
  wholePageStyle?: boolean;
}

export interface DocsCheckResult {
  /** Problems the change introduced, by path then line: error-level style findings among them. */
  findings: DocsFinding[];
  /** Style findings of the warning and suggestion levels, by path then line: listed, never blocking. */
  warnings: StyleFinding[];
  /** What the check cost: files read and pages parsed on each side. */
  stats: {
    base: { filesRead: number; pagesParsed: number };
    head: { filesRead: number; pagesParsed: number };
  };
}

/**
 * Which checks a path gets: a page's own problems, whether it is listed, its syntax, its entries,
 * and (for the file that declares a site's redirects) whether removed pages keep their URLs.
 */
type Check = "page" | "unlisted" | "config" | "nav" | "redirects";
type Scope = Map<string, Set<Check>>;

/** Reads and parses run this many at a time: reads may be network requests. */
const CONCURRENCY = 8;

/**
 * The problems a change introduced into a docs site, looking only at what it can affect: the
 * changed files; pages whose links may point at a page or heading the change moved or deleted
 * (found by searching raw text before parsing anything); the navigation when pages came or went;
 * and, for anchors, the pages linked to. Problems the base already had are not reported.
 */
export async function checkDocsChange(input: DocsChangeInput): Promise<DocsCheckResult> {
  const sides = await openSides(input);
  const changed = [...new Set(input.changedPaths)].filter(
    (path) => sides.head.view.has(path) || sides.base.view.has(path),
  );
  const deleted = changed.filter((path) => !sides.head.view.has(path));
  const added = changed.filter((path) => !sides.base.view.has(path));
  const known = [...(input.knownMoves ?? [])].filter(
    ([from, to]) => deleted.includes(from) && added.includes(to),
  );
  const moved = await findMoves(
    sides.base.view,
    sides.head.view,
    deleted.filter((path) => !known.some(([from]) => from === path)),
    added.filter((path) => !known.some(([, to]) => to === path)),
  );
  for (const [from, to] of known) moved.set(from, to);
  const head = sides.contextFor(moved);
  const scope = await planChange(head, sides.base.view, changed);
  const styled = changed.filter((path) => scope.get(path)?.has("page") && isStyled(head, path));
  return finish(sides, head, scope, moved, {
    paths: styled,
    changedLinesOnly: true,
    keptLines: input.wholePageStyle === true,
  });
}

/**
 * The same question asked of every file: each page of the head is parsed and checked, and the base
 * is read only for the files where the head has findings. Costs about one parse of every page; use
 * it when the changed paths are not known, or to double-check.
 */
export async function checkWholeDocs(input: DocsCheckInput): Promise<DocsCheckResult> {
  const sides = await openSides(input);
  const headFiles = sides.head.view.files;
  const baseFiles = sides.base.view.files;
  const moved = await findMoves(
    sides.base.view,
    sides.head.view,
    [...baseFiles].filter((path) => !headFiles.has(path)),
    [...headFiles].filter((path) => !baseFiles.has(path)),
  );
  const head = sides.contextFor(moved);
  const scope: Scope = new Map();
  for (const path of headFiles) {
    if (!sides.head.view.isJudged(path)) continue;
    if (isPage(head, path)) add(scope, path, "page", "unlisted");
    if (isConfigPath(path)) add(scope, path, "config");
  }
  for (const site of sitesOfDocsRoot(head)) {
    for (const file of navigationFiles(site)) add(scope, file, "nav");
    if (site.redirects) add(scope, site.redirects.file, "redirects");
  }
  const styled = [...scope]
    .filter(([path, checks]) => checks.has("page") && isStyled(head, path))
    .map(([path]) => path);
  return finish(sides, head, scope, moved, { paths: styled, changedLinesOnly: false });
}

interface Sides {
  show: (path: string) => string;
  style: StyleRules | undefined;
  head: { view: TreeView };
  base: { view: TreeView };
  headSites: Awaited<ReturnType<typeof detectDocsSites>>;
  contextFor(moved: ReadonlyMap<string, string>): CheckContext;
}

async function openSides(input: DocsCheckInput): Promise<Sides> {
  const show = input.showPath ?? ((path: string) => path);
  const head = new TreeView(input.head);
  const base = new TreeView(input.base);
  const headSites = await detectDocsSites(head, show);
  return {
    show,
    style: input.style,
    head: { view: head },
    base: { view: base },
    headSites,
    contextFor: (moved) => ({
      view: head,
      sites: headSites,
      show,
      facts: {
        moved,
        baseFiles: base.files,
        base,
        unpublished: input.unpublished,
      } satisfies ChangeFacts,
    }),
  };
}

/**
 * The sites a check of the docs root answers for: those under it, and the one it lies in (a site
 * whose configuration sits above its pages, as MkDocs's does). Other sites of the repository are
 * not checked: their navigation and redirects are theirs.
 */
function sitesOfDocsRoot(context: CheckContext): DocsSite[] {
  return context.sites.sites.filter((site) => ofDocsRoot(context.view, site));
}

function ofDocsRoot(view: TreeView, site: DocsSite): boolean {
  return isInside(view.docsRoot, site.root) || isInside(site.root, view.docsRoot);
}

async function planChange(head: CheckContext, base: TreeView, changed: string[]): Promise<Scope> {
  const scope: Scope = new Map();
  const needles = new Set<string>();
  const navigationChanged = new Set<DocsSite>();
  const pagesCameOrWent = new Set<DocsSite>();
  const { view, sites } = head;
  for (const path of changed) {
    const inHead = view.has(path);
    const inBase = base.has(path);
    const page = isPage(head, path);
    if (inHead && page) add(scope, path, "page");
    if (inHead && page && !inBase) add(scope, path, "unlisted");
    if (inHead && isConfigPath(path)) add(scope, path, "config");
    for (const site of sitesOfDocsRoot(head)) {
      if (navigationFiles(site).includes(path)) navigationChanged.add(site);
    }
    const owner = sites.siteOf(path);
    if (isPagePath(path) && inHead !== inBase && ofDocsRoot(view, owner))
      pagesCameOrWent.add(owner);
    if (inBase && !inHead)
      for (const needle of await needlesForRemoved(head, base, path)) needles.add(needle);
    if (inBase && inHead && isPagePath(path)) {
      for (const needle of await needlesForEdited(head, base, path)) needles.add(needle);
    }
  }
  for (const site of new Set([...navigationChanged, ...pagesCameOrWent])) {
    for (const file of navigationFiles(site)) if (view.has(file)) add(scope, file, "nav");
  }
  // Removed pages need redirects; a changed redirect or a moved page may break a destination.
  for (const site of sitesOfDocsRoot(head)) {
    const file = site.redirects?.file;
    if (file && (pagesCameOrWent.has(site) || changed.includes(file)))
      add(scope, file, "redirects");
  }
  // An edited navigation may have dropped any page: whether a page is listed costs no parse.
  for (const site of navigationChanged) {
    for (const path of view.files)
      if (isPage(head, path) && isInside(site.navRoot, path)) {
        add(scope, path, "unlisted");
      }
  }
  if (needles.size > 0) {
    const rest = [...view.files].filter(
      (path) =>
        isPagePath(path) &&
        isPublished(path) &&
        view.isJudged(path) &&
        !scope.get(path)?.has("page"),
    );
    const list = [...needles];
    await forEach(rest, async (path) => {
      const text = await view.text(path);
      if (text !== undefined && list.some((needle) => mentions(text, needle)))
        add(scope, path, "page");
    });
  }
  return scope;
}

/** Whether the text has the needle as a whole word (`page-9` is not in `page-91`). */
function mentions(text: string, needle: string): boolean {
  for (let at = text.indexOf(needle); at >= 0; at = text.indexOf(needle, at + 1)) {
    const before = text.charCodeAt(at - 1);
    const after = text.charCodeAt(at + needle.length);
    const startsWord = isWordCode(needle.charCodeAt(0));
    const endsWord = isWordCode(needle.charCodeAt(needle.length - 1));
    if (!(startsWord && isWordCode(before)) && !(endsWord && isWordCode(after))) return true;
  }
  return false;
}

/** Letters, digits, `_` and `-`: the characters a path segment or slug continues with. */
function isWordCode(code: number): boolean {
  return (
    (code >= 48 && code <= 57) ||
    (code >= 65 && code <= 90) ||
    (code >= 97 && code <= 122) ||
    code === 95 ||
    code === 45 ||
    code > 127
  );
}

/** Words any link to a removed file must contain: its name (its folder's, for an index page). */
async function needlesForRemoved(
  head: CheckContext,
  base: TreeView,
  path: string,
): Promise<string[]> {
  const name = baseName(path);
  if (!isPagePath(path)) return [name];
  const stem = withoutExtension(name);
  const needles = [stem, stem.replace(/^\d+\s*[-_.]+\s*/, "")];
  if (/^(?:index|README)$/i.test(stem)) needles.push(baseName(parentOf(path)));
  if (head.sites.siteOf(path).kind === "docusaurus") {
    const fields = (await base.frontMatter(path))?.fields;
    for (const field of [fields?.slug, fields?.id]) {
      if (typeof field === "string" || typeof field === "number")
        needles.push(baseName(String(field)));
    }
  }
  return needles.filter((needle) => needle !== "");
}

/** Fragments an edit removed from a page (a renamed heading): links to them must contain `#fragment`. */
async function needlesForEdited(
  head: CheckContext,
  base: TreeView,
  path: string,
): Promise<string[]> {
  const after = await parsedPage(head, path);
  // The base text is parsed with the head site's options: a page's kind of site rarely changes.
  const before = await parsedPage({ ...head, view: base }, path);
  if (!after?.parsed || !before?.parsed) return [];
  const lost = [...before.anchors]
    .filter((anchor) => !after.anchors.has(anchor))
    .map((anchor) => `#${anchor}`);
  if (head.sites.siteOf(path).kind === "docusaurus") {
    const old = (await base.frontMatter(path))?.fields;
    const now = (await head.view.frontMatter(path))?.fields;
    for (const field of ["slug", "id"]) {
      const value = old?.[field];
      if ((typeof value === "string" || typeof value === "number") && value !== now?.[field]) {
        lost.push(baseName(String(value)));
      }
    }
  }
  return lost;
}

/**
 * Checks the scope on the head, then the same checks on the base for the files with findings;
 * then the style of the pages given, on the lines the change added or modified when asked.
 */
async function finish(
  sides: Sides,
  head: CheckContext,
  scope: Scope,
  moved: ReadonlyMap<string, string>,
  styled: { paths: string[]; changedLinesOnly: boolean; keptLines?: boolean },
): Promise<DocsCheckResult> {
  const headFindings = await findingsIn(head, scope);
  const movedFrom = new Map([...moved].map(([from, to]) => [to, from]));
  const baseScope: Scope = new Map();
  for (const finding of headFindings) {
    const basePath = movedFrom.get(finding.path) ?? finding.path;
    if (sides.base.view.has(basePath)) add(baseScope, basePath, ...(scope.get(finding.path) ?? []));
  }
  let baseFindings: KeyedFinding[] = [];
  if (baseScope.size > 0) {
    const baseContext: CheckContext = {
      view: sides.base.view,
      sites: await detectDocsSites(sides.base.view, sides.show),
      show: sides.show,
      facts: undefined,
    };
    baseFindings = await findingsIn(baseContext, baseScope);
  }
  const fresh = subtractExisting(
    await withLineText(sides.head.view, headFindings),
    await withLineText(sides.base.view, baseFindings, moved),
  );
  const style = (
    await forEach(styled.paths, async (path) => {
      const page = await parsedPage(head, path);
      if (!page?.parsed) return [];
      if (!styled.changedLinesOnly) return checkPageStyle(path, page, sides.style);
      const after = (await sides.head.view.text(path)) ?? "";
      const before = await sides.base.view.text(movedFrom.get(path) ?? path);
      const lines = changedLines(before, after);
      const written = checkPageStyle(path, page, sides.style, lines);
      if (!styled.keptLines) return written;
      // Kept lines are the page's own: listed as warnings whatever their rule's level.
      const kept = checkPageStyle(path, page, sides.style)
        .filter((finding) => !lines.has(finding.line))
        .map(
          (finding): StyleFinding => ({
            ...finding,
            level: "warning",
            message: `${finding.message} (on a line the change kept)`,
          }),
        );
      return [...written, ...kept];
    })
  ).flat();
  const findings = [
    ...fresh.map(({ path, line, rule, message }): DocsFinding => ({ path, line, rule, message })),
    ...style
      .filter((finding) => finding.level === "error")
      .map(({ path, line, rule, message }): DocsFinding => ({ path, line, rule, message })),
  ].sort(byPlace);
  return {
    findings,
    warnings: style.filter((finding) => finding.level !== "error").sort(byPlace),
    stats: { base: { ...sides.base.view.counts }, head: { ...sides.head.view.counts } },
  };
}

async function findingsIn(context: CheckContext, scope: Scope): Promise<KeyedFinding[]> {
  const { view, sites, show } = context;
  const navigationFindings = new Map<DocsSite, Promise<KeyedFinding[]>>();
  const perPath = await forEach([...scope], async ([path, checks]) => {
    const found: KeyedFinding[] = [];
    const site = sites.siteOf(path);
    if (checks.has("page") && isPagePath(path) && view.has(path))
      found.push(...(await checkPage(context, path)));
    if (checks.has("unlisted") && view.has(path))
      found.push(...(await checkUnlistedPages(context, site, [path])));
    if (checks.has("config") && isConfigPath(path))
      found.push(...(await checkConfigFile(view, show, path)));
    if (checks.has("redirects")) {
      for (const owner of sites.sites) {
        if (owner.redirects?.file === path) found.push(...(await checkRedirects(context, owner)));
      }
    }
    if (checks.has("nav")) {
      for (const owner of sites.sites) {
        if (!navigationFiles(owner).includes(path)) continue;
        let all = navigationFindings.get(owner);
        if (!all) {
          all = checkNavigationEntries(context, owner);
          navigationFindings.set(owner, all);
        }
        found.push(...(await all).filter((finding) => finding.path === path));
      }
    }
    return found;
  });
  return perPath.flat();
}

/** The files that define a site's navigation (and its config, whose `$ref`s may point at them). */
function navigationFiles(site: DocsSite): string[] {
  const files = [...(site.navigation?.files ?? [])];
  if (site.configFile && !files.includes(site.configFile)) files.push(site.configFile);
  return files;
}

async function withLineText(
  view: TreeView,
  findings: KeyedFinding[],
  renamed?: ReadonlyMap<string, string>,
): Promise<SideFinding[]> {
  return Promise.all(
    findings.map(async (finding) => {
      const text = (await view.text(finding.path)) ?? "";
      const lineText = (text.split("\n", finding.line)[finding.line - 1] ?? "").trim();
      const path = renamed?.get(finding.path) ?? finding.path;
      const target =
        finding.target === undefined ? undefined : renameTarget(finding.target, renamed);
      return {
        finding: { ...finding, path, ...(target === undefined ? {} : { target }) },
        lineText,
      };
    }),
  );
}

function renameTarget(target: string, renamed: ReadonlyMap<string, string> | undefined): string {
  const hash = target.indexOf("#");
  const path = hash < 0 ? target : target.slice(0, hash);
  return (renamed?.get(path) ?? path) + (hash < 0 ? "" : target.slice(hash));
}

function byPlace(a: DocsFinding, b: DocsFinding): number {
  return a.path < b.path ? -1 : a.path > b.path ? 1 : a.line - b.line || (a.rule < b.rule ? -1 : 1);
}

/** A page whose prose style rules read: a published page, not a navigation file (SUMMARY.md). */
function isStyled(context: CheckContext, path: string): boolean {
  if (!context.view.has(path) || !context.view.isJudged(path) || !isPage(context, path))
    return false;
  return !context.sites.siteOf(path).navigation?.files.includes(path);
}

/** A Markdown file that its site publishes. */
function isPage(context: CheckContext, path: string): boolean {
  return isPagePath(path) && isPublished(path) && !context.sites.siteOf(path).isIgnored(path);
}

function add(scope: Scope, path: string, ...checks: Check[]): void {
  const existing = scope.get(path);
  if (existing) for (const check of checks) existing.add(check);
  else scope.set(path, new Set(checks));
}

async function forEach<T, R>(items: T[], run: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await run(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, items.length) }, worker));
  return results;
}

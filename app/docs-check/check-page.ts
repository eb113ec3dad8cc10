import type { KeyedFinding } from "../docs-site/docs-finding.ts";
import type { DocsSite } from "../docs-site/docs-site.ts";
import type { PageReference, ParsedPage } from "../docs-site/parse-page.ts";
import type { FrontMatter } from "../docs-site/read-front-matter.ts";
import {
  baseName,
  extensionOf,
  isPagePath,
  parentOf,
  pathBelow,
  relativePath,
  withoutExtension,
} from "../docs-site/repo-path.ts";
import { type CheckContext, fateOf, isRepositoryFile, lookedFor } from "./check-context.ts";
import { type Resolution, resolveReference } from "./resolve-reference.ts";

/** Neighbours compared for front matter fields: enough to tell a convention, few enough to read. */
const MIN_NEIGHBOURS = 4;
const MAX_NEIGHBOURS = 12;
const IGNORED_FRAGMENTS = new Set(["", "top"]);

/** Every problem of one page on one side: syntax, front matter, links, anchors, assets, imports. */
export async function checkPage(context: CheckContext, path: string): Promise<KeyedFinding[]> {
  const { view, sites } = context;
  const site = sites.siteOf(path);
  // A SUMMARY.md is navigation: its links are entries, checked as such.
  if (site.navigation?.files.includes(path)) return [];
  const frontMatter = await view.frontMatter(path);
  const page = await parsedPage(context, path);
  if (!page) return [];
  const findings: KeyedFinding[] = [];
  if (frontMatter?.error) {
    findings.push({
      path,
      line: frontMatter.error.line,
      rule: "frontmatter-yaml",
      subject: "front matter",
      message: `The front matter is not valid YAML: ${frontMatter.error.message}. Quote values that contain ": " or " #" or start with a special character (\`*&!|>'"%@\`), and indent nested fields consistently.`,
    });
  }
  for (const problem of page.problems) findings.push({ path, ...problem });
  if (!page.parsed) return findings;
  for (const reference of page.references) {
    const finding = await checkReference(context, site, path, reference);
    if (finding) findings.push(finding);
  }
  if (!frontMatter?.error)
    findings.push(...(await checkNeighbourFields(context, site, path, frontMatter)));
  return findings;
}

/** A page parsed with the options of the site it belongs to. */
export function parsedPage(context: CheckContext, path: string): Promise<ParsedPage | undefined> {
  const site = context.sites.siteOf(path);
  const extension = extensionOf(path);
  return context.view.page(path, {
    ...site.parseOptions,
    mdx: extension === ".mdx" || (site.mdxForMd && extension === ".md"),
    slugStyles: site.slugStyles,
  });
}

async function checkReference(
  context: CheckContext,
  site: DocsSite,
  from: string,
  reference: PageReference,
): Promise<KeyedFinding | undefined> {
  const resolution = await resolveReference(context.view, site, from, reference);
  if (resolution.status === "skip") return undefined;
  if (resolution.status === "missing")
    return describeMissing(context, site, from, reference, resolution);
  const { path, fragment } = resolution;
  if (fragment === undefined || IGNORED_FRAGMENTS.has(fragment) || fragment.startsWith(":~:"))
    return undefined;
  if (!isPagePath(path)) return undefined;
  const target = await parsedPage(context, path);
  if (!target?.parsed) return undefined;
  const anchors = await anchorsOf(context, path, target);
  if (anchors === undefined) return undefined;
  const targetSite = context.sites.siteOf(path);
  const wanted = fragment.toLowerCase();
  if (anchors.has(wanted)) return undefined;
  if (targetSite.looseAnchors && [...anchors].some((anchor) => loose(anchor) === loose(wanted))) {
    return undefined;
  }
  const known = target.headingSlugs.slice(0, 12).map((slug) => `#${slug}`);
  const where = path === from ? "this page" : context.show(path);
  return {
    path: from,
    line: reference.line,
    rule: "anchor-broken",
    subject: reference.url,
    target: `${path}#${fragment.toLowerCase()}`,
    message: `\`${reference.url}\`: ${where} has no heading or id "${fragment}"${
      known.length > 0 ? ` (its headings: ${known.join(", ")})` : " (it has no headings)"
    }. Link to an existing heading or add the heading.`,
  };
}

/**
 * The fragments a page offers, with those of the Markdown snippets it imports (their headings
 * render inside it). Undefined when one of them does not parse: nothing can then be said.
 */
async function anchorsOf(
  context: CheckContext,
  path: string,
  page: ParsedPage,
  seen = new Set<string>(),
): Promise<Set<string> | undefined> {
  seen.add(path);
  const imports = page.references.filter((reference) => reference.kind === "import");
  if (imports.length === 0) return page.anchors;
  const anchors = new Set(page.anchors);
  const site = context.sites.siteOf(path);
  for (const reference of imports) {
    const resolution = await resolveReference(context.view, site, path, reference);
    if (resolution.status !== "found" || !isPagePath(resolution.path) || seen.has(resolution.path))
      continue;
    const snippet = await parsedPage(context, resolution.path);
    if (!snippet?.parsed) return undefined;
    const more = await anchorsOf(context, resolution.path, snippet, seen);
    if (!more) return undefined;
    for (const anchor of more) anchors.add(anchor);
  }
  return anchors;
}

/** Letters and digits only. */
function loose(anchor: string): string {
  return anchor.replace(/[^\p{L}\p{N}]+/gu, "");
}

function describeMissing(
  context: CheckContext,
  site: DocsSite,
  from: string,
  reference: PageReference,
  resolution: Extract<Resolution, { status: "missing" }>,
): KeyedFinding {
  const { show, view } = context;
  const wanted = resolution.candidates[0] as string;
  const fate = fateOf(context.facts, view, resolution.candidates);
  const base = { path: from, line: reference.line, subject: reference.url, target: wanted };
  if (reference.kind === "import" || reference.kind === "include") {
    const what =
      reference.kind === "import" ? `imports ${show(wanted)}` : `includes ${show(wanted)}`;
    const cause = fate ? describeFate(fate, show) : "which does not exist";
    return {
      ...base,
      rule: "import-missing",
      message: `\`${reference.url}\` ${what}, ${cause}: fix the path or add the file, or the page will not build.`,
    };
  }
  if (fate) {
    const advice = fate.movedTo
      ? `link to \`${rewriteLink(reference.url, from, fate.movedTo, site)}\` instead`
      : "link to the page that replaces it, or remove the link";
    return {
      ...base,
      rule: resolution.pageLike ? "link-broken" : "asset-missing",
      message: `\`${reference.url}\` points to ${show(fate.path)}, ${describeFate(fate, show)}: ${advice}.`,
    };
  }
  const suggestion = suggestSimilar(
    context,
    site,
    from,
    reference.url,
    wanted,
    resolution.pageLike,
  );
  if (resolution.pageLike) {
    return {
      ...base,
      rule: "link-broken",
      message: `\`${reference.url}\` points to no page${lookedFor(resolution.candidates, show)}${suggestion}. Fix the link, or create the page.`,
    };
  }
  return {
    ...base,
    rule: "asset-missing",
    message: `\`${reference.url}\`: there is no file ${show(wanted)}${suggestion}. Add the file or fix the path.`,
  };
}

function describeFate(
  fate: { path: string; movedTo: string | undefined },
  show: (path: string) => string,
): string {
  return fate.movedTo
    ? `which this change moved to ${show(fate.movedTo)}`
    : "which this change deleted";
}

/** A file of the same name elsewhere, offered as the link the author probably meant. */
function suggestSimilar(
  context: CheckContext,
  site: DocsSite,
  from: string,
  url: string,
  wanted: string,
  pageLike: boolean,
): string {
  const name = baseName(wanted);
  if (/^(?:index|README)(?:\.\w+)?$/.test(name)) return "";
  const names = pageLike
    ? [".mdx", ".md"].map((extension) => withoutExtension(name) + extension)
    : [name];
  const matches = names
    .flatMap((candidate) => context.view.filesNamed(candidate))
    .filter((path) => context.sites.siteOf(path) === site);
  if (matches.length !== 1) return "";
  return `; did you mean \`${rewriteLink(url, from, matches[0] as string, site)}\`?`;
}

/** The link to `to`, written in the same style as `url` (root-relative or relative, extension or not). */
function rewriteLink(url: string, from: string, to: string, site: DocsSite): string {
  const hash = url.indexOf("#");
  const fragment = hash < 0 ? "" : url.slice(hash);
  const path = hash < 0 ? url : url.slice(0, hash);
  const keepExtension = extensionOf(path.replace(/\/+$/, "")) !== "" || !isPagePath(to);
  const html = extensionOf(path) === ".html";
  let rewritten: string;
  if (path.startsWith("/")) {
    if (site.kind === "docusaurus" && isPagePath(to) && !keepExtension) rewritten = site.urlOf(to);
    else {
      const below = pathBelow(site.urlRoot, to);
      rewritten = `${site.urlPrefix}/${keepExtension ? below : withoutExtension(below)}`;
    }
  } else {
    const relative = relativePath(parentOf(from), to);
    const written =
      path.startsWith("./") || path.startsWith("../") ? relative : relative.replace(/^\.\//, "");
    rewritten = keepExtension ? written : withoutExtension(written);
  }
  if (html) rewritten = `${withoutExtension(rewritten)}.html`;
  return rewritten + fragment;
}

/**
 * Fields that all of a page's neighbours (the nearest pages in its folder) have in their front
 * matter and the page lacks: a page without a `title` its siblings all carry renders untitled.
 */
async function checkNeighbourFields(
  context: CheckContext,
  site: DocsSite,
  path: string,
  frontMatter: FrontMatter | undefined,
): Promise<KeyedFinding[]> {
  const { view, sites } = context;
  // Index pages introduce a folder and rarely carry the fields of the pages in it.
  if (site.isPartial(path) || isRepositoryFile(path) || isIndexPage(path)) return [];
  const siblings = view
    .filesIn(parentOf(path))
    .filter(
      (other) =>
        other !== path &&
        isPagePath(other) &&
        !isIndexPage(other) &&
        !site.isPartial(other) &&
        !isRepositoryFile(other) &&
        sites.siteOf(other) === site,
    );
  if (siblings.length < MIN_NEIGHBOURS) return [];
  let common: Set<string> | undefined;
  let compared = 0;
  for (const sibling of nearest(siblings, path, MAX_NEIGHBOURS)) {
    const other = await view.frontMatter(sibling);
    if (other?.error) continue;
    const keys = Object.keys(other?.fields ?? {});
    common = common ? new Set(keys.filter((key) => common?.has(key))) : new Set(keys);
    compared++;
    if (common.size === 0) return [];
  }
  if (!common || compared < MIN_NEIGHBOURS) return [];
  const own = frontMatter?.fields ?? {};
  const folder = parentOf(path);
  return [...common]
    .filter((field) => !(field in own))
    .map((field) => ({
      path,
      line: 1,
      rule: "frontmatter-missing-field" as const,
      subject: field,
      message: `${frontMatter ? "The front matter lacks" : "The page has no front matter, so it lacks"} \`${field}\`, which all ${compared} neighbouring pages in ${
        folder === "" ? "the root folder" : `${context.show(folder)}/`
      } have: add \`${field}: …\`${frontMatter ? "" : " in a front matter block (--- lines) at the top"}.`,
    }));
}

function isIndexPage(path: string): boolean {
  return /^(?:index|README|_index)$/i.test(withoutExtension(baseName(path)));
}

/** Up to `count` paths closest to `path` in sorted order, as a reader browsing the folder sees them. */
function nearest(sorted: string[], path: string, count: number): string[] {
  let at = sorted.findIndex((other) => other > path);
  if (at < 0) at = sorted.length;
  const start = Math.max(0, Math.min(at - Math.floor(count / 2), sorted.length - count));
  return sorted.slice(start, start + count);
}

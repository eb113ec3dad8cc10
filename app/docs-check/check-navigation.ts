import type { KeyedFinding } from "../docs-site/docs-finding.ts";
import type { DocsSite, NavEntry, SiteNavigation } from "../docs-site/docs-site.ts";
import { baseName, isInside, isPagePath, isPublished, parentOf } from "../docs-site/repo-path.ts";
import { type CheckContext, fateOf, isRepositoryFile, lookedFor } from "./check-context.ts";
import { parsedPage } from "./check-page.ts";
import { resolveReference } from "./resolve-reference.ts";

/** Front matter that keeps a page out of the navigation on purpose. */
const UNLISTED_FIELDS = ["hidden", "unlisted", "draft", "orphan"];

/**
 * Entries of a site's navigation that name no page: stale when this change moved or deleted the
 * page (with the new entry; the redirect check asks for the redirect), missing otherwise.
 */
export async function checkNavigationEntries(
  context: CheckContext,
  site: DocsSite,
): Promise<KeyedFinding[]> {
  const navigation = site.navigation;
  if (!navigation) return [...site.configFindings];
  const { show, view } = context;
  const findings: KeyedFinding[] = [...site.configFindings];
  for (const entry of navigation.entries) {
    if (await navigation.resolve(entry)) continue;
    const base = { path: entry.file, line: navigation.lineOf(entry), subject: entry.ref };
    const fate = fateOf(context.facts, view, entry.candidates);
    if (fate) {
      const fix = fate.movedTo
        ? `change the entry to "${navigation.entryFor(fate.movedTo)}"`
        : "remove the entry or point it at the page that replaces it";
      findings.push({
        ...base,
        rule: "nav-stale-entry",
        message: `"${entry.ref}" names ${show(fate.path)}, which this change ${
          fate.movedTo ? `moved to ${show(fate.movedTo)}` : "deleted"
        }: ${fix}.`,
      });
      continue;
    }
    findings.push({
      ...base,
      rule: "nav-missing-page",
      message: `"${entry.ref}" names no page${lookedFor(entry.candidates, show)}: create the page or fix the entry.`,
    });
  }
  return findings;
}

/** Pages that belong in the site's navigation and that no entry lists. */
export async function checkUnlistedPages(
  context: CheckContext,
  site: DocsSite,
  pages: readonly string[],
): Promise<KeyedFinding[]> {
  const navigation = site.navigation;
  if (!navigation?.complete) return [];
  const findings: KeyedFinding[] = [];
  for (const page of pages) {
    if (
      !isPagePath(page) ||
      !isPublished(page) ||
      !isInside(site.navRoot, page) ||
      site.isPartial(page) ||
      isRepositoryFile(page)
    ) {
      continue;
    }
    if (navigation.files.includes(page) || (await navigation.lists(page))) continue;
    const fields = (await context.view.frontMatter(page))?.fields ?? {};
    if (UNLISTED_FIELDS.some((field) => fields[field] === true)) continue;
    if (await isIncludedElsewhere(context, page)) continue;
    const neighbour = await neighbourEntry(navigation, page);
    const near = neighbour
      ? ` next to "${neighbour.ref}" (${context.show(neighbour.file)}:${navigation.lineOf(neighbour)})`
      : "";
    const hide =
      site.kind === "mintlify"
        ? ", or set `hidden: true` in its front matter to keep it out on purpose"
        : "";
    findings.push({
      path: page,
      line: 1,
      rule: "nav-orphan-page",
      subject: "unlisted",
      message: `No entry in ${navigation.where} lists this page, so readers cannot reach it from the navigation: add "${navigation.entryFor(page)}"${near}${hide}.`,
    });
  }
  return findings;
}

/**
 * Whether another page imports or includes this one (an MDX snippet, an mdBook `{{#include}}`):
 * then it is a fragment, not a page of its own. Only pages whose text names it are parsed.
 */
async function isIncludedElsewhere(context: CheckContext, page: string): Promise<boolean> {
  const { view, sites } = context;
  const name = baseName(page);
  if (!(await includedNames(context)).has(name)) return false;
  for (const other of view.files) {
    if (other === page || !isPagePath(other) || !isPublished(other)) continue;
    const text = await view.text(other);
    if (!text?.includes(name)) continue;
    const parsed = await parsedPage(context, other);
    for (const reference of parsed?.references ?? []) {
      if (reference.kind !== "import" && reference.kind !== "include") continue;
      const resolution = await resolveReference(view, sites.siteOf(other), other, reference);
      if (resolution.status === "found" && resolution.path === page) return true;
    }
  }
  return false;
}

const INCLUDED =
  /\bfrom\s*["']([^"']+)["']|\{\{#(?:include|rustdoc_include|playground)\s+([^\s}:]+)/g;
const includedNamesOf = new WeakMap<object, Promise<Set<string>>>();

/**
 * The file names that any page imports or includes, from one pass over the pages' text: most
 * unlisted pages are named by none, and need no parsing to know it.
 */
function includedNames(context: CheckContext): Promise<Set<string>> {
  let names = includedNamesOf.get(context.view);
  if (!names) {
    names = (async () => {
      const found = new Set<string>();
      for (const path of context.view.files) {
        if (!isPagePath(path) || !isPublished(path)) continue;
        const text = await context.view.text(path);
        if (!text || !(text.includes("from") || text.includes("{{#"))) continue;
        for (const match of text.matchAll(INCLUDED))
          found.add(baseName(match[1] ?? match[2] ?? ""));
      }
      return found;
    })();
    includedNamesOf.set(context.view, names);
  }
  return names;
}

/** The last entry that lists a page of the same folder: the natural place for a new entry. */
async function neighbourEntry(
  navigation: SiteNavigation,
  page: string,
): Promise<NavEntry | undefined> {
  let byFolder = lastEntryByFolder.get(navigation);
  if (!byFolder) {
    byFolder = (async () => {
      const last = new Map<string, NavEntry>();
      for (const entry of navigation.entries) {
        const path = await navigation.resolve(entry);
        if (path) last.set(parentOf(path), entry);
      }
      return last;
    })();
    lastEntryByFolder.set(navigation, byFolder);
  }
  return (await byFolder).get(parentOf(page));
}

const lastEntryByFolder = new WeakMap<SiteNavigation, Promise<Map<string, NavEntry>>>();

import type { KeyedFinding } from "../docs-site/docs-finding.ts";
import type { DocsSite } from "../docs-site/docs-site.ts";
import { isInside, isPagePath, isPublished, pathBelow } from "../docs-site/repo-path.ts";
import { type CheckContext, fateOf, isRepositoryFile, lookedFor } from "./check-context.ts";

/**
 * A site's redirects: every published page this change moved or deleted must keep its URL (a
 * redirect in the site's own mechanism, or a page still served there, as a Docusaurus `slug`
 * does), and every redirect must lead to a page. The first needs the change's facts, so only the
 * head side reports it; the second is checked on both sides, so a redirect that was already
 * broken is not this change's problem.
 */
export async function checkRedirects(
  context: CheckContext,
  site: DocsSite,
): Promise<KeyedFinding[]> {
  const redirects = site.redirects;
  if (!redirects) return [];
  return [...(await missingRedirects(context, site)), ...(await brokenDestinations(context, site))];
}

async function missingRedirects(context: CheckContext, site: DocsSite): Promise<KeyedFinding[]> {
  const { facts, view, show, sites } = context;
  const redirects = site.redirects;
  // Redirects made by code (a `createRedirects` function) may cover any URL.
  if (!facts || !redirects?.complete) return [];
  const findings: KeyedFinding[] = [];
  let addedUrls: Set<string> | undefined;
  for (const from of facts.baseFiles) {
    if (view.has(from) || sites.siteOf(from) !== site) continue;
    // A page an earlier commit of the same pull request added was never published.
    if (facts.unpublished?.has(from)) continue;
    if (!(await wasPublished(context, site, from))) continue;
    const fields = (await facts.base.frontMatter(from))?.fields ?? {};
    const url = site.urlOf(from, fields);
    if (site.isRedirectedUrl(url)) continue;
    addedUrls ??= urlsOfAddedPages(context, site);
    if (addedUrls.has(url) || (await servedByFrontMatter(site, url))) continue;
    const to = facts.moved.get(from);
    const hint = site.redirectHint(from, to, url);
    if (!hint) continue;
    const what = to ? `moved ${show(from)} to ${show(to)}` : `deleted ${show(from)}`;
    const onPage = site.kind === "docusaurus";
    findings.push({
      path: onPage ? (to ?? from) : redirects.file,
      line: onPage ? 1 : redirects.line,
      rule: "redirect-missing",
      subject: url,
      target: url,
      message: `This change ${what}, so its URL ${url} will answer "not found" to readers and search engines: ${hint}.`,
    });
  }
  return findings;
}

/** A page a reader could open: published by the site, neither a partial nor left out of it. */
async function wasPublished(context: CheckContext, site: DocsSite, page: string): Promise<boolean> {
  if (!isPagePath(page) || !isPublished(page) || isRepositoryFile(page)) return false;
  if (!isInside(site.root, page) && !isInside(site.navRoot, page)) return false;
  if (site.isPartial(page) || site.isIgnored(page)) return false;
  const base = context.facts?.base;
  if (!base) return false;
  if (site.kind === "docusaurus") {
    // Only docs have a URL this check knows; drafts were never published.
    if (!isInside(site.navRoot, page)) return false;
    if ((await base.frontMatter(page))?.fields?.draft === true) return false;
  }
  if (site.kind === "mdbook") {
    // mdBook builds only the chapters SUMMARY.md lists.
    const summary = site.navigation?.files[0];
    const text = summary ? await base.text(summary) : undefined;
    if (text !== undefined && !text.includes(pathBelow(site.root, page))) return false;
  }
  return true;
}

/** The URLs of the pages the change added: a page renamed `.md` → `.mdx` keeps its URL. */
function urlsOfAddedPages(context: CheckContext, site: DocsSite): Set<string> {
  const urls = new Set<string>();
  for (const path of context.view.files) {
    if (context.facts?.baseFiles.has(path) || !isPagePath(path)) continue;
    if (context.sites.siteOf(path) === site) urls.add(site.urlOf(path));
  }
  return urls;
}

/** Whether a page of the head takes the URL by its front matter (a Docusaurus `slug` or `id`). */
async function servedByFrontMatter(site: DocsSite, url: string): Promise<boolean> {
  if (!site.pageAtUrl) return false;
  const page = await site.pageAtUrl(url);
  return page !== undefined && page !== "outside";
}

async function brokenDestinations(context: CheckContext, site: DocsSite): Promise<KeyedFinding[]> {
  const redirects = site.redirects;
  if (!redirects) return [];
  const { show, view, facts } = context;
  const findings: KeyedFinding[] = [];
  for (const entry of redirects.entries) {
    const destination = await redirects.destinationOf(entry);
    if (destination.status !== "missing") continue;
    const fate = fateOf(facts, view, destination.candidates);
    if (!destination.certain && !fate) continue;
    let fix: string;
    if (fate?.movedTo) {
      fix = `this change moved ${show(fate.path)} to ${show(fate.movedTo)}: change the destination to "${site.urlOf(fate.movedTo)}"`;
    } else if (fate) {
      fix = `this change deleted ${show(fate.path)}: point the redirect at the page that replaces it`;
    } else {
      fix = `no such page${lookedFor(destination.candidates, show)}: fix the destination or create the page`;
    }
    if (!redirects.editable && !fate?.movedTo) {
      fix += ` (${show(redirects.file)} is the docs team's to change: say so in checksNote)`;
    } else if (!redirects.editable && fate?.movedTo) {
      fix = `this change moved ${show(fate.path)} to ${show(fate.movedTo)}, and ${show(redirects.file)} is the docs team's to change: keep the URL with \`slug\` in the moved page's front matter, or say in checksNote why it changes`;
    }
    findings.push({
      path: entry.file,
      line: entry.line,
      rule: "redirect-target-missing",
      subject: entry.source,
      target: entry.destination,
      message: `The redirect from "${entry.source}" leads to "${entry.destination}", which is not a page, so readers of the old URL land on "not found": ${fix}.`,
    });
  }
  return findings;
}

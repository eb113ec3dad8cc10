import type { DocsSite } from "../docs-site/docs-site.ts";
import type { PageReference } from "../docs-site/parse-page.ts";
import {
  baseName,
  extensionOf,
  isPagePath,
  joinPath,
  PAGE_EXTENSIONS,
  parentOf,
  withoutExtension,
} from "../docs-site/repo-path.ts";
import type { TreeView } from "../docs-site/tree-view.ts";

export type Resolution =
  | { status: "skip" }
  | { status: "found"; path: string; fragment: string | undefined }
  | {
      status: "missing";
      /** Every path that would have satisfied the reference, the most likely first. */
      candidates: string[];
      /** Whether it names a page (a missing page) rather than a file (a missing asset). */
      pageLike: boolean;
    };

const SCHEME = /^[a-z][a-z0-9+.-]*:/i;
const SKIP: Resolution = { status: "skip" };

/**
 * Where a link, image, import or include of a page leads, in the site's own link forms: relative
 * paths with or without extension, root-relative URLs (Mintlify, Docusaurus routes, MkDocs
 * `site_url` prefixes), `.html` links to mdBook and MkDocs pages, MkDocs directory URLs, and
 * folder index pages. External URLs, templated values and paths outside the docs root are not
 * judged.
 */
export async function resolveReference(
  view: TreeView,
  site: DocsSite,
  from: string,
  reference: PageReference,
): Promise<Resolution> {
  const raw = reference.url.trim();
  if (raw === "" || SCHEME.test(raw) || raw.startsWith("//") || /[{}$]/.test(raw)) return SKIP;
  const hash = raw.indexOf("#");
  const fragment = hash < 0 ? undefined : safeDecode(raw.slice(hash + 1));
  const target = safeDecode((hash < 0 ? raw : raw.slice(0, hash)).split("?")[0] ?? "");
  if (target === "") {
    return reference.kind === "link" ? { status: "found", path: from, fragment } : SKIP;
  }
  if (reference.kind === "import" && !/^(?:\.{1,2}\/|\/|@site\/)/.test(target)) return SKIP;

  const bases: string[] = [];
  const push = (base: string | undefined) => {
    if (base !== undefined && !bases.includes(base)) bases.push(base);
  };
  // "3.1.0" or "v2.x" is a version in a URL, not a file extension.
  const rawExtension = extensionOf(target.replace(/\/+$/, ""));
  const extension = /^\.[a-z][a-z0-9]{0,7}$/i.test(rawExtension) ? rawExtension : "";
  const isAsset =
    reference.kind === "image" ||
    (extension !== "" && !isPagePath(target) && extension !== ".html");
  if (target.startsWith("@site/")) {
    push(joinPath(site.root, target.slice("@site/".length)));
  } else if (target.startsWith("/")) {
    let rest = target;
    if (site.urlPrefix && (rest === site.urlPrefix || rest.startsWith(`${site.urlPrefix}/`))) {
      rest = rest.slice(site.urlPrefix.length) || "/";
    }
    if (site.pageAtUrl && !isAsset && !isPagePath(rest)) {
      const page = await site.pageAtUrl(rest);
      if (page === "outside") return SKIP;
      if (page) return { status: "found", path: page, fragment };
      const guess = joinPath(site.navRoot, rest.replace(/^\/+/, "").split("/").slice(1).join("/"));
      return guess === undefined
        ? SKIP
        : { status: "missing", candidates: [guess], pageLike: true };
    }
    push(joinPath(isAsset ? site.assetRoot : site.urlRoot, rest));
    if (isAsset && site.assetRoot !== site.urlRoot) push(joinPath(site.urlRoot, rest));
    // A site served below the domain root is often linked with that prefix ("/docs/…"): accept a
    // first segment that names nothing in the site when the rest of the path resolves.
    const segments = rest.replace(/^\/+/, "").split("/");
    const first = joinPath(site.urlRoot, segments[0] ?? "");
    if (
      segments.length > 1 &&
      first !== undefined &&
      !view.hasFolder(first) &&
      !hasPage(view, first)
    ) {
      push(joinPath(site.urlRoot, segments.slice(1).join("/")));
    }
  } else {
    push(joinPath(parentOf(from), target));
    if (site.kind === "mkdocs" && !isPagePath(target)) {
      // With directory URLs, MkDocs serves a/b.md at a/b/, so a relative URL link starts there.
      const stem = withoutExtension(baseName(from));
      push(
        joinPath(
          stem === "index" || stem === "README" ? parentOf(from) : withoutExtension(from),
          target,
        ),
      );
    }
  }
  const primary = bases[0];
  if (primary === undefined || !view.isJudged(primary)) return SKIP;

  const candidates = bases.flatMap((base) => expand(base, target, reference.kind, site));
  const found = candidates.find((candidate) => view.has(candidate));
  if (found) return { status: "found", path: found, fragment };
  if (
    site.kind === "plain" &&
    reference.kind === "link" &&
    bases.some((base) => view.hasFolder(base))
  ) {
    return { status: "found", path: primary, fragment: undefined };
  }
  // A URL the site redirects still works for readers.
  if (reference.kind === "link" && candidates.some((candidate) => site.isRedirected(candidate))) {
    return SKIP;
  }
  return { status: "missing", candidates, pageLike: !isAsset && reference.kind === "link" };
}

function expand(
  base: string,
  target: string,
  kind: PageReference["kind"],
  site: DocsSite,
): string[] {
  const extension = extensionOf(base);
  if (kind === "image") return [base];
  if (kind === "import" || kind === "include") {
    return extension === ""
      ? [base, ...[".mdx", ".md", ".jsx", ".js", ".tsx", ".ts"].map((e) => base + e)]
      : [base];
  }
  if (PAGE_EXTENSIONS.has(extension)) return [base];
  if (extension === ".html") {
    // mdBook turns README.md into index.html.
    const readme =
      baseName(base) === "index.html"
        ? [`${parentOf(base) ? `${parentOf(base)}/` : ""}README.md`]
        : [];
    return [`${withoutExtension(base)}.md`, ...readme, base];
  }
  if (extension !== "" && !target.endsWith("/")) return [base];
  const order = site.mdxForMd || site.kind === "mintlify" ? [".mdx", ".md"] : [".md", ".mdx"];
  const inside = base === "" ? "" : `${base}/`;
  return [
    ...order.map((e) => base + e),
    ...order.map((e) => `${inside}index${e}`),
    `${inside}README.md`,
    base,
  ].filter((candidate) => candidate !== "" && !candidate.startsWith("."));
}

function hasPage(view: TreeView, base: string): boolean {
  return [".mdx", ".md"].some((extension) => view.has(base + extension));
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

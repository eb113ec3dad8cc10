import type { DocsSite } from "./docs-site.ts";
import { isPagePath, pathBelow, withoutExtension } from "./repo-path.ts";
import { siteFileNames } from "./site-files.ts";

/**
 * What each docs generator assumes where its configuration says nothing, stated once: the docs
 * checker reads sites by these, and so does the agent's navigation outline.
 */
export const DOCS_SITE_DEFAULTS = {
  /** MkDocs keeps pages under `docs_dir`. */
  mkdocs: { docsDir: "docs" },
  /** mdBook keeps SUMMARY.md and the pages under `[book] src`. */
  mdbook: { src: "src" },
  /**
   * Docusaurus: the docs plugin's `path` and `routeBasePath`, the folder served as it is, and its
   * configuration files, in the order they are looked for.
   */
  docusaurus: {
    docsPath: "docs",
    routeBasePath: "docs",
    staticDir: "static",
    configFiles: siteFileNames((file) => file.generator === "docusaurus" && file.role === "config"),
  },
  /** Mintlify's reusable snippets. */
  mintlify: { snippetsDir: "snippets" },
} as const;

/**
 * A site of plain Markdown files under `root`, served as they are from it: what every site is
 * unless its format says otherwise, so each reader states only how its format differs.
 */
export function plainSite(root: string): DocsSite {
  return {
    kind: "plain",
    root,
    configFile: undefined,
    urlRoot: root,
    assetRoot: root,
    urlPrefix: "",
    routeBase: undefined,
    navRoot: root,
    mdxForMd: false,
    slugStyles: ["github"],
    looseAnchors: false,
    parseOptions: {
      explicitHeadingIds: true,
      mkdocsBlocks: false,
      mdbookIncludes: false,
      htmlComments: false,
    },
    navigation: undefined,
    configFindings: [],
    urlOf: (page) => `/${pathBelow(root, isPagePath(page) ? withoutExtension(page) : page)}`,
    isPartial: () => false,
    isIgnored: () => false,
    isRedirected: () => false,
    isRedirectedUrl: () => false,
    redirects: undefined,
    redirectHint: () => undefined,
  };
}

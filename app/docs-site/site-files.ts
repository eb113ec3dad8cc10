/** The docs generators whose sites Inkwell reads, and the Nextra and Starlight files it knows. */
export type SiteGenerator =
  | "mintlify"
  | "mkdocs"
  | "mdbook"
  | "docusaurus"
  | "nextra"
  | "starlight";

/**
 * One file a generator reads a site from: the site's configuration or its navigation, and how
 * it is written: data (JSON, YAML, TOML), Markdown (mdBook's outline), or code that runs when
 * the site builds.
 */
export interface SiteFile {
  generator: SiteGenerator;
  role: "config" | "navigation";
  syntax: "json" | "yaml" | "toml" | "markdown" | "code";
}

const file = (
  generator: SiteGenerator,
  role: SiteFile["role"],
  syntax: SiteFile["syntax"],
): SiteFile => ({ generator, role, syntax });

/**
 * Every file name a generator reads its site from, listed once: the readers, the agent's write
 * and config policies, its outline and render checks all look names up here.
 */
export const SITE_FILES: ReadonlyMap<string, SiteFile> = new Map([
  ["docs.json", file("mintlify", "config", "json")],
  ["mint.json", file("mintlify", "config", "json")],
  ["mkdocs.yml", file("mkdocs", "config", "yaml")],
  ["mkdocs.yaml", file("mkdocs", "config", "yaml")],
  ["book.toml", file("mdbook", "config", "toml")],
  ["SUMMARY.md", file("mdbook", "navigation", "markdown")],
  ["docusaurus.config.js", file("docusaurus", "config", "code")],
  ["docusaurus.config.ts", file("docusaurus", "config", "code")],
  ["docusaurus.config.mjs", file("docusaurus", "config", "code")],
  ["sidebars.json", file("docusaurus", "navigation", "json")],
  ["sidebars.js", file("docusaurus", "navigation", "code")],
  ["sidebars.ts", file("docusaurus", "navigation", "code")],
  ["sidebars.mjs", file("docusaurus", "navigation", "code")],
  ["sidebars.cjs", file("docusaurus", "navigation", "code")],
  ["_category_.json", file("docusaurus", "navigation", "json")],
  ["_category_.yml", file("docusaurus", "navigation", "yaml")],
  ["_category_.yaml", file("docusaurus", "navigation", "yaml")],
  ["_meta.json", file("nextra", "navigation", "json")],
  ["astro.config.mjs", file("starlight", "config", "code")],
  ["astro.config.ts", file("starlight", "config", "code")],
]);

/** The site file a path names (by its last segment), if it is one. */
export function siteFileOf(path: string): SiteFile | undefined {
  return SITE_FILES.get(path.slice(path.lastIndexOf("/") + 1));
}

/** The names of the site files that match, in the order listed above. */
export function siteFileNames(match: (file: SiteFile) => boolean): string[] {
  return [...SITE_FILES].filter(([, file]) => match(file)).map(([name]) => name);
}

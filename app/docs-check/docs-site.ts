import type { SlugStyle } from "./create-slugger.ts";
import type { KeyedFinding } from "./docs-finding.ts";
import type { PageParseOptions } from "./parse-page.ts";

export type SiteKind = "mintlify" | "mkdocs" | "mdbook" | "docusaurus" | "plain";

/** One entry of a site's navigation, as written. */
export interface NavEntry {
  ref: string;
  /** The navigation file that holds it. */
  file: string;
  /** Its line, when known without more parsing (see `SiteNavigation.lineOf`). */
  line: number | undefined;
  /** A JSON pointer to the entry, for navigation files that are JSON. */
  pointer: (string | number)[] | undefined;
  /** Repository paths that would satisfy the entry, best first. */
  candidates: string[];
  /** Docusaurus: the doc id, which a page's front matter `id` may also claim. */
  docId: string | undefined;
}

export interface SiteNavigation {
  /** The files that hold the navigation (a `$ref`'d file included). */
  files: string[];
  /** Where entries live, for messages: "the navigation in docs.json". */
  where: string;
  /** The existing page an entry names, if any. */
  resolve(entry: NavEntry): Promise<string | undefined>;
  /** Whether some entry names the page, or the navigation covers it without one. */
  lists(page: string): Promise<boolean>;
  entries: NavEntry[];
  /** False when part of it is not plain data (a function call in sidebars.js): no page is then called unlisted. */
  complete: boolean;
  /** The entry that would list a page, in this format. */
  entryFor(page: string): string;
  lineOf(entry: NavEntry): number;
}

/** One redirect a site's configuration declares. */
export interface RedirectEntry {
  /** The old URL (or path, as the format writes it). */
  source: string;
  destination: string;
  /** The file that declares it and its line there. */
  file: string;
  line: number;
}

/** Where a redirect leads: a page, no page (with the paths looked for), or unknown. */
export type RedirectDestination =
  | { status: "found" }
  | {
      status: "missing";
      candidates: string[];
      /** False when the URL may be a page no file holds (Mintlify's OpenAPI pages). */
      certain: boolean;
    }
  | { status: "unchecked" };

/** How a format keeps an old URL working, for the redirect check. */
export interface SiteRedirects {
  /** The file where redirects are declared (or would be), for findings. */
  file: string;
  /** The line of that file where a new entry goes. */
  line: number;
  /** False when some redirects cannot be read (a Docusaurus `createRedirects` function). */
  complete: boolean;
  /** Whether the agent may add entries (false for Docusaurus: its config is code). */
  editable: boolean;
  entries: RedirectEntry[];
  destinationOf(entry: RedirectEntry): Promise<RedirectDestination>;
}

export interface DocsSite {
  kind: SiteKind;
  /** Pages under this folder belong to the site. */
  root: string;
  /** The file that defines the site, when there is one. */
  configFile: string | undefined;
  /** Root-relative links (`/guides/setup`) resolve from here. */
  urlRoot: string;
  /** Root-relative links to files that are not pages resolve from here (Docusaurus `static/`). */
  assetRoot: string;
  /** A path prefix that root-relative links carry because the site is served below the domain root. */
  urlPrefix: string;
  /** Docusaurus: the first URL segment of docs pages (`docs` in `/docs/intro`). */
  routeBase: string | undefined;
  /** Pages under this folder must be in the navigation. */
  navRoot: string;
  /** Whether `.md` pages are MDX too (Mintlify, Docusaurus), not only `.mdx`. */
  mdxForMd: boolean;
  slugStyles: SlugStyle[];
  /**
   * Whether fragments match heading ids by letters and digits only: Mintlify's ids keep or drop
   * punctuation in ways no published algorithm describes.
   */
  looseAnchors: boolean;
  parseOptions: Omit<PageParseOptions, "mdx" | "slugStyles">;
  navigation: SiteNavigation | undefined;
  /**
   * How this format keeps an old URL working, as an edit the agent may make (or the reason to
   * give), or undefined when it is already redirected; `fromUrl` when front matter set the URL.
   */
  redirectHint(from: string, to: string | undefined, fromUrl?: string): string | undefined;
  /** Problems in the files that define the site, beyond their syntax (a `$ref` to a missing file). */
  configFindings: KeyedFinding[];
  /**
   * The URL path of a page, as links and redirects write it; `frontMatter` (what the page has or
   * had) counts where the format lets it set the URL (Docusaurus `slug` and `id`).
   */
  urlOf(page: string, frontMatter?: Record<string, unknown>): string;
  /** The site's redirects, when its format has a mechanism; undefined otherwise. */
  redirects: SiteRedirects | undefined;
  /** Whether a page is meant to stay out of the navigation (snippets, partials, ignored files). */
  isPartial(page: string): boolean;
  /** Whether the site leaves the file out of the build (`.mintignore`, MkDocs `exclude_docs`). */
  isIgnored(path: string): boolean;
  /** Whether the site redirects the URL of this (missing) page elsewhere, so links to it work. */
  isRedirected(page: string): boolean;
  /** Whether the site redirects this URL path elsewhere. */
  isRedirectedUrl(url: string): boolean;
  /**
   * Docusaurus: the page a root-relative URL path names ("/docs/guides/setup"), found by doc id or
   * front matter `slug`; "outside" when the path is not under the docs route.
   */
  pageAtUrl?(urlPath: string): Promise<string | "outside" | undefined>;
}

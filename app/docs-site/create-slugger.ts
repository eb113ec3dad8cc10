import GithubSlugger from "github-slugger";

export type SlugStyle = "github" | "python-markdown";

/**
 * Heading ids as the site generator makes them, duplicates numbered. GitHub's algorithm
 * (github-slugger) is what Mintlify, Docusaurus and mdBook follow closely; MkDocs uses
 * Python-Markdown's `toc` slugify, whose duplicates end in `_1`.
 */
export function createSlugger(style: SlugStyle): (text: string) => string {
  if (style === "github") {
    const slugger = new GithubSlugger();
    return (text) => slugger.slug(text);
  }
  const seen = new Set<string>();
  return (text) => {
    const base = pythonMarkdownSlug(text);
    let slug = base;
    for (let n = 1; seen.has(slug); n++) slug = `${base}_${n}`;
    seen.add(slug);
    return slug;
  };
}

function pythonMarkdownSlug(text: string): string {
  return (
    text
      .normalize("NFKD")
      // biome-ignore lint/suspicious/noControlCharactersInRegex: Python-Markdown keeps ASCII only
      .replace(/[^\x00-\x7f]/g, "")
      .replace(/[^\w\s-]/g, "")
      .trim()
      .toLowerCase()
      .replace(/[-\s]+/g, "-")
  );
}

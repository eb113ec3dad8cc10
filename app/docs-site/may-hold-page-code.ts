/**
 * How the site's generator reads a page: `mdx` (an `.mdx` page, or an `.md` page on a site that
 * compiles Markdown as MDX), `markdown` (CommonMark with raw HTML), `svg` (XML), or `text` (any
 * other document, where only include directives do anything).
 */
export type PageCodeFormat = "mdx" | "markdown" | "svg" | "text";

export interface PageCodeOptions {
  format: PageCodeFormat;
  /** Docusaurus turns HTML comments into MDX comments and strips `{#id}` from headings first. */
  docusaurus: boolean;
}

/**
 * Whether a page could hold code or an include at all, read in one cheap pass before the page
 * is sent to be parsed (a parse of a long changelog costs seconds): MDX code needs a brace, an
 * angle bracket, or `import`/`export`; raw HTML needs an angle bracket; a script address needs
 * its scheme's name once spaces, controls and backslashes are dropped, or a character reference
 * that could spell it; an include needs its directive's mark. Every check is linear in the text.
 */
export function mayHoldPageCode(text: string, options: PageCodeOptions): boolean {
  if (options.format === "svg") return true;
  if (/--8<--|\{!|\{\{|include|::/.test(text)) return true;
  if (options.format === "text") return false;
  if (text.includes("<") || text.includes("&")) return true;
  if (options.format === "mdx" && (text.includes("{") || /\b(?:import|export)\b/.test(text)))
    return true;
  const bare = text
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is dropped.
    .replace(/[\u0000-\u0020\u007f-\u009f\u200b-\u200d\ufeff\\]/g, "")
    .toLowerCase();
  return /javascript|vbscript|livescript|mocha|data/.test(bare);
}

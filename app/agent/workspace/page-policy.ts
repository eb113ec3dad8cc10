import path from "node:path/posix";
import type { PageCode } from "../../docs-site/find-page-code.ts";
import { mayHoldPageCode, type PageCodeOptions } from "../../docs-site/may-hold-page-code.ts";
import { sharedPageParser } from "../../docs-site/parse-pages-off-thread.ts";
import type { WriteVerdict } from "./write-policy.ts";

export interface PageContext {
  /** The docs root, a repository path ("" for the whole repository). */
  docsRoot: string;
  /** The MDX `import` statements the site's pages already have: the components it uses. */
  siteImports: () => ReadonlySet<string>;
  /** Whether a file exists in the tree as the run has it (a repository path). */
  exists: (repoPath: string) => boolean;
  /** Whether the site compiles `.md` pages as MDX too (Docusaurus, Mintlify). */
  mdxForMd: boolean;
  /** Whether the site is Docusaurus, which rewrites HTML comments and `{#id}` before MDX reads a page. */
  docusaurus: boolean;
  /** Finds what a page runs, off the main thread; undefined when it outlasts its deadline. */
  findCode?: (text: string, options: PageCodeOptions) => Promise<PageCode | undefined>;
}

/**
 * Judges what a page's new text makes the site's generator do at build or view time, where the
 * page alone is not documentation any more. The page is parsed as the site's compiler parses it
 * (remark with the MDX extensions for `.mdx`, and for `.md` where the site compiles Markdown as
 * MDX; CommonMark otherwise; XML for SVG), on the page parser's thread, and refused for: MDX
 * `import`s the site does not already use and any new `export`; any new expression (`{…}` in
 * text, in an attribute, or spread) that is not a plain literal; `<script>` and its kin, `on…`
 * handlers and addresses that run script (`javascript:` however it is spelled), in HTML, JSX and
 * SVG; includes that reach outside the docs root (reStructuredText and MyST `include`,
 * `literalinclude`, `raw` and `csv-table` files, MkDocs snippets `--8<--`, markdown-include
 * `{!…!}`, mdBook `{{#include}}`, AsciiDoc `include::`). Only what the change adds is judged:
 * what the file already had stays. `path` is the repository path; `before` is read only when
 * the new text holds something to judge.
 */
export async function checkPageChange(
  path: string,
  shown: string,
  before: () => Promise<string | undefined>,
  after: string,
  context: PageContext,
): Promise<WriteVerdict> {
  const options = codeOptions(path, context);
  if (!mayHoldPageCode(after, options)) return { allowed: true };
  const find = context.findCode ?? ((text, o) => sharedPageParser().findCode(text, o));
  const found = await find(after, options);
  if (!found) {
    return {
      allowed: false,
      message: `Inkwell may not write ${shown}: the page took too long to read, so what it would make the site run cannot be judged. Write a simpler page (fewer nested elements and expressions), or split it.`,
    };
  }
  if (!hasCode(found) && found.parsed) return { allowed: true };
  const previousText = await before();
  const previous = previousText === undefined ? undefined : await find(previousText, options);
  return judge(path, shown, options, found, previous, context);
}

function codeOptions(path: string, context: PageContext): PageCodeOptions {
  const extension = path.slice(path.lastIndexOf(".") + 1).toLowerCase();
  const format =
    extension === "svg"
      ? "svg"
      : extension === "mdx" || (extension === "md" && context.mdxForMd)
        ? "mdx"
        : ["md", "markdown", "mdown", "mkd", "html", "htm"].includes(extension)
          ? "markdown"
          : "text";
  return { format, docusaurus: context.docusaurus };
}

function hasCode(code: PageCode): boolean {
  return code.esm.length + code.expressions.length + code.scripts.length + code.includes.length > 0;
}

const refused = (message: string): WriteVerdict => ({ allowed: false, message });

function judge(
  page: string,
  shown: string,
  options: PageCodeOptions,
  found: PageCode,
  previous: PageCode | undefined,
  context: PageContext,
): WriteVerdict {
  if (!found.parsed && (previous === undefined || previous.parsed)) {
    const what = options.format === "svg" ? "well-formed XML" : "MDX";
    return refused(
      `Inkwell may not write ${shown}: it does not parse as ${what} (${(found.problem ?? "").slice(0, 200)}), the way the site's build reads it, so what it would run cannot be judged. Fix the syntax: in MDX, write a literal \`{\` as \`\\{\` and a literal \`<\` as \`&lt;\`, and close every element.`,
    );
  }
  const had = (list: (code: PageCode) => string[]) => new Set(previous ? list(previous) : []);
  const hadEsm = had((code) => code.esm);
  const siteImports = new Set([...context.siteImports()].map(normalizeStatement));
  for (const statement of found.esm) {
    if (hadEsm.has(statement)) continue;
    if (statement.startsWith("import") && siteImports.has(statement)) continue;
    if (statement.startsWith("import") && importsExistingSnippet(page, statement, context))
      continue;
    const what = statement.startsWith("export")
      ? "an `export`, which is code the site runs at build time and in every reader's browser"
      : "an `import` no page of the site already has, which loads code or files into the build";
    return refused(
      `Inkwell may not add \`${statement.slice(0, 120)}\` to ${shown}: it is ${what}. Use only the components the site's pages already import (copy their import line as it is), and write the rest as Markdown; say in your summary if a new component is needed.`,
    );
  }
  const hadExpressions = had((code) => code.expressions);
  for (const expression of found.expressions) {
    if (hadExpressions.has(expression)) continue;
    return refused(
      `Inkwell may not add \`${expression.slice(0, 120)}\` to ${shown}: an MDX expression is JavaScript that the site runs at build time and in every reader's browser. Write the value itself (text, or a quoted string in an attribute); to show braces as text, escape them as \`\\{\`.`,
    );
  }
  const hadScripts = had((code) => code.scripts);
  for (const script of found.scripts) {
    if (hadScripts.has(script)) continue;
    return refused(
      options.format === "svg"
        ? `Inkwell may not write ${shown} with \`${script.slice(0, 120)}\`: an SVG that runs script (or holds HTML) runs it in the reader's browser when the image is opened. Draw it with shapes and text only.`
        : `Inkwell may not add \`${script.slice(0, 120)}\` to ${shown}: it runs script in every reader's browser (a script or embedded document, an \`on…\` event handler, or a \`javascript:\` address). Use plain links, images and the site's components.`,
    );
  }
  return checkIncludes(page, shown, found.includes, previous?.includes ?? [], context.docsRoot);
}

/** A statement as the finder writes it: whitespace collapsed, no final semicolon. */
function normalizeStatement(statement: string): string {
  return statement.replace(/\s+/g, " ").trim().replace(/;$/, "");
}

/**
 * Whether an `import` loads a Markdown or MDX page of the docs that exists (a snippet): content
 * the site renders, not code. Root-relative sources resolve from the docs root, as Mintlify's do.
 */
function importsExistingSnippet(page: string, statement: string, context: PageContext): boolean {
  const source = /^import\s+[\w${}\s,*]+\s+from\s+["']([^"'\n]+)["'];?$/.exec(statement)?.[1];
  if (!source || !/\.mdx?$/i.test(source)) return false;
  const resolved = source.startsWith("/")
    ? path.join(context.docsRoot, source)
    : path.join(path.dirname(page), source);
  const normalized = resolved.replace(/^\/+/, "");
  const inside =
    context.docsRoot === ""
      ? !normalized.startsWith("..")
      : normalized.startsWith(`${context.docsRoot}/`);
  return inside && context.exists(normalized);
}

function checkIncludes(
  file: string,
  shown: string,
  includes: readonly string[],
  previous: readonly string[],
  docsRoot: string,
): WriteVerdict {
  const had = new Set(previous);
  for (const target of includes) {
    if (had.has(target)) continue;
    if (includesInsideDocs(file, target, docsRoot)) continue;
    return refused(
      `Inkwell may not add an include of "${target.slice(0, 120)}" to ${shown}: it reads a file outside the docs (or a hidden one), which the build would put in the published page. Include only files inside the docs, by a path relative to the page.`,
    );
  }
  return { allowed: true };
}

/**
 * Whether an include's path stays inside the docs root and names no hidden file: relative to the
 * page, or from the docs root when it starts with `/`. Addresses (a scheme) never do.
 */
function includesInsideDocs(file: string, target: string, docsRoot: string): boolean {
  // A scheme (`https:`, `file:`, a drive letter) is no path inside the docs.
  if (/^[a-z][a-z0-9+-]*:/i.test(target)) return false;
  // MkDocs snippets may name lines or a section after the path: `page.md:3:5`.
  const bare = target.replace(/:[^/]*$/, "");
  if (bare === "" || bare.includes("\\") || bare.startsWith("~")) return false;
  const resolved = bare.startsWith("/")
    ? path.normalize(path.join(docsRoot || ".", bare))
    : path.normalize(path.join(path.dirname(file), bare));
  const root = docsRoot === "" ? "." : path.normalize(docsRoot);
  const inside =
    root === "."
      ? !resolved.startsWith("../") && resolved !== ".."
      : resolved.startsWith(`${root}/`);
  return (
    inside && !resolved.split("/").some((segment) => segment.startsWith(".") && segment !== ".")
  );
}

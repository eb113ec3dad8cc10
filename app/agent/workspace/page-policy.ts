import path from "node:path/posix";
import type { WriteVerdict } from "./write-policy.ts";

export interface PageContext {
  /** The docs root, a repository path ("" for the whole repository). */
  docsRoot: string;
  /** The MDX `import` statements the site's pages already have: the components it uses. */
  siteImports: () => ReadonlySet<string>;
  /** Whether a file exists in the tree as the run has it (a repository path). */
  exists: (repoPath: string) => boolean;
}

/**
 * Judges what a page's new text makes the site's generator do at build or view time, where the
 * page alone is not documentation any more: MDX `import`s the site does not already use (a
 * module, a raw loader, a file) and any new MDX `export` (code that runs in the build and the
 * browser), includes that reach outside the docs root (reStructuredText and MyST `include` and
 * `literalinclude`, MkDocs snippets `--8<--`, markdown-include `{!…!}`, mdBook `{{#include}}`),
 * and SVG that runs script. Only what the change adds is judged: what the file already had stays.
 * `path` is the repository path.
 */
export function checkPageChange(
  path: string,
  shown: string,
  before: string | undefined,
  after: string,
  context: PageContext,
): WriteVerdict {
  const extension = path.slice(path.lastIndexOf(".") + 1).toLowerCase();
  if (extension === "svg") return checkSvg(shown, before, after);
  if (extension === "mdx") {
    const verdict = checkMdxModules(path, shown, before, after, context);
    if (!verdict.allowed) return verdict;
  }
  return checkIncludes(path, shown, before, after, context.docsRoot);
}

/** Top-level `import`/`export` statements of an MDX page, outside code fences, one per line. */
function moduleStatements(text: string | undefined): string[] {
  const statements: string[] = [];
  let fence: string | undefined;
  for (const line of (text ?? "").split("\n")) {
    const marker = /^ {0,3}(`{3,}|~{3,})/.exec(line)?.[1];
    if (marker && (fence === undefined || marker.startsWith(fence))) {
      fence = fence === undefined ? marker : undefined;
      continue;
    }
    if (fence === undefined && /^(import|export)\b/.test(line)) statements.push(line.trim());
  }
  return statements;
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

function checkMdxModules(
  page: string,
  shown: string,
  before: string | undefined,
  after: string,
  context: PageContext,
): WriteVerdict {
  const had = new Set(moduleStatements(before));
  for (const statement of moduleStatements(after)) {
    if (had.has(statement)) continue;
    if (statement.startsWith("import") && context.siteImports().has(statement)) continue;
    if (statement.startsWith("import") && importsExistingSnippet(page, statement, context))
      continue;
    const what = statement.startsWith("export")
      ? "an `export`, which is code the site runs at build time and in every reader's browser"
      : "an `import` no page of the site already has, which loads code or files into the build";
    return {
      allowed: false,
      message: `Inkwell may not add \`${statement.slice(0, 120)}\` to ${shown}: it is ${what}. Use only the components the site's pages already import (copy their import line as it is), and write the rest as Markdown; say in your summary if a new component is needed.`,
    };
  }
  return { allowed: true };
}

/** Include forms of the generators Inkwell knows, each capturing the path it reads. */
const includeForms: RegExp[] = [
  /^\s*\.\.\s+(?:literalinclude|include)::\s*(\S.*?)\s*$/gm,
  /^\s*\.\.\s+raw::.*\n(?:\s+:[\w-]+:.*\n)*?\s+:(?:file|url):\s*(\S.*?)\s*$/gm,
  /^\s*(?:```|~~~|:::)\s*\{(?:literalinclude|include)\}\s*(\S.*?)\s*$/gm,
  /--8<--\s*["']([^"'\n]+)["']/g,
  /^\s*--8<--\s*\n((?:(?!--8<--).+\n)+?)\s*--8<--/gm,
  /\{!\s*([^!\n]+?)\s*!\}/g,
  /\{\{\s*#(?:include|rustdoc_include|playground|playpen)\s+([^}\s]+)[^}]*\}\}/g,
];

/** Every path an include in the text reads, as written. */
function includedPaths(text: string | undefined): string[] {
  const found: string[] = [];
  for (const form of includeForms) {
    for (const match of (text ?? "").matchAll(form)) {
      for (const line of (match[1] ?? "").split("\n")) {
        const target = line.trim().replace(/^["']|["']$/g, "");
        if (target !== "") found.push(target);
      }
    }
  }
  return found;
}

function checkIncludes(
  file: string,
  shown: string,
  before: string | undefined,
  after: string,
  docsRoot: string,
): WriteVerdict {
  const had = new Set(includedPaths(before));
  for (const target of includedPaths(after)) {
    if (had.has(target)) continue;
    if (includesInsideDocs(file, target, docsRoot)) continue;
    return {
      allowed: false,
      message: `Inkwell may not add an include of "${target.slice(0, 120)}" to ${shown}: it reads a file outside the docs (or a hidden one), which the build would put in the published page. Include only files inside the docs, by a path relative to the page.`,
    };
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

/** What makes an SVG run code when it is opened: script, event handlers, script addresses, HTML. */
const svgScript =
  /<script\b|\son[a-z]+\s*=|javascript:|<foreignObject\b|<iframe\b|<embed\b|<object\b/i;

function checkSvg(shown: string, before: string | undefined, after: string): WriteVerdict {
  const found = svgScript.exec(after)?.[0];
  if (found === undefined) return { allowed: true };
  if (before !== undefined && svgScript.test(before)) return { allowed: true };
  return {
    allowed: false,
    message: `Inkwell may not write ${shown} with "${found.trim()}": an SVG that runs script runs it in the reader's browser when the image is opened. Draw it with shapes and text only.`,
  };
}

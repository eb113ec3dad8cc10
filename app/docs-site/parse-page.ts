import { toString as textOf } from "mdast-util-to-string";
import remarkFrontmatter from "remark-frontmatter";
import remarkGfm from "remark-gfm";
import remarkMdx from "remark-mdx";
import remarkParse from "remark-parse";
import { unified } from "unified";
import { createSlugger, type SlugStyle } from "./create-slugger.ts";
import { findUnbalancedTags, type HtmlFragment } from "./find-unbalanced-tags.ts";
import { lineCounter, type PageSyntaxProblem } from "./page-syntax-problem.ts";
import {
  type ConventionProblem,
  type ProseBlock,
  readPageStyle,
  type StyleNode,
} from "./read-page-style.ts";

export interface PageReference {
  url: string;
  line: number;
  /** `image`: must be a file; `import`/`include`: a file the page pulls in; `link`: page or file. */
  kind: "link" | "image" | "import" | "include";
}

export interface ParsedPage {
  /** False when the page does not parse: it then has one problem and nothing else is known. */
  parsed: boolean;
  problems: PageSyntaxProblem[];
  references: PageReference[];
  /** Every fragment a link may point at, lower-cased: heading slugs, explicit ids, `id` attributes. */
  anchors: Set<string>;
  /** Heading slugs in page order, to suggest a fragment. */
  headingSlugs: string[];
  /** The page's prose, block by block, for the repository's style rules. */
  prose: ProseBlock[];
  /** The Markdown conventions the page breaks (code block languages, table rows, alt text, heading levels). */
  conventions: ConventionProblem[];
}

export interface PageParseOptions {
  mdx: boolean;
  /** Heading ids each generator may give; a fragment matching any of them is accepted. */
  slugStyles: SlugStyle[];
  /** `## Title {#id}` sets the heading's id (MkDocs attr_list, mdBook, Docusaurus). */
  explicitHeadingIds: boolean;
  /** MkDocs admonitions, details and content tabs indent their body by four spaces. */
  mkdocsBlocks: boolean;
  /** mdBook `{{#include file}}` directives. */
  mdbookIncludes: boolean;
  /** HTML comments are allowed in MDX (Docusaurus turns them into MDX comments first). */
  htmlComments: boolean;
}

/** Parsers are frozen once: building a unified pipeline costs more than parsing a small page. */
const markdownParser = unified()
  .use(remarkParse)
  .use(remarkFrontmatter, ["yaml", "toml"])
  .use(remarkGfm)
  .freeze();
const mdxParser = unified()
  .use(remarkParse)
  .use(remarkFrontmatter, ["yaml", "toml"])
  .use(remarkGfm)
  .use(remarkMdx)
  .freeze();

/** The parts of an mdast node this module reads (remark's node types vary per extension). */
interface MarkdownNode {
  type: string;
  position?: { start: { line: number } };
  children?: MarkdownNode[];
  url?: string;
  value?: string;
  identifier?: string;
  name?: string | null;
  attributes?: { type: string; name?: string; value?: unknown }[];
  data?: { estree?: { body?: EstreeStatement[] } };
}

interface EstreeStatement {
  type: string;
  source?: { value?: unknown } | null;
  loc?: { start: { line: number } };
}

/** Mintlify's API field components, which give each field an anchor `param-<name>`. */
const FIELD_COMPONENTS = new Set(["ParamField", "ResponseField"]);
const FIELD_NAMES = new Set(["name", "path", "query", "body", "header"]);
const VOID_ELEMENTS = new Set([
  "br",
  "hr",
  "img",
  "input",
  "meta",
  "link",
  "source",
  "wbr",
  "col",
  "area",
]);
const EXPLICIT_ID = /\s*\{:?([^{}]*)\}\s*$/;
/** An id in attribute-list syntax: `#id`, `id=x`, `id="x"` or `id='x'`. */
const ATTRIBUTE_ID = /(?:^|\s)(?:#([^\s#.{}=]+)|id=(?:"([^"]*)"|'([^']*)'|([^\s}]+)))/;
const MDX_HEADING_ID = /\{#([\w.:-]+)\}[ \t]*$/;
/** mdBook include directives; a backslash before them escapes them (`\{{#include …}}`). */
const INCLUDE = /(?<!\\)\{\{#(?:include|rustdoc_include|playground)\s+([^\s}]+)/g;
const HTML_URL = /\b(href|src)\s*=\s*(?:"([^"]*)"|'([^']*)')/gi;
const HTML_ID = /\b(?:id|name)\s*=\s*(?:"([^"]*)"|'([^']*)')/gi;

/**
 * Blanks `{#id}` at the end of headings, keeping every offset in place: MDX reads it as an
 * expression, and Docusaurus strips it before MDX sees it. `found` receives each id.
 */
export function stripMdxHeadingIds(source: string, found?: (id: string) => void): string {
  return source
    .split("\n")
    .map((line) => {
      if (!line.startsWith("#") || !line.includes("{#")) return line;
      const id = MDX_HEADING_ID.exec(line);
      if (!id || !/^#{1,6}[ \t]/.test(line)) return line;
      found?.((id[1] ?? "").toLowerCase());
      return line.slice(0, id.index) + " ".repeat(line.length - id.index);
    })
    .join("\n");
}

/** Parses a Markdown or MDX page with the remark parser the site's generator is built on. */
export function parsePage(text: string, options: PageParseOptions): ParsedPage {
  const anchors = new Set<string>();
  let source = options.mkdocsBlocks ? unindentMkdocsBlocks(text) : text;
  if (options.mdx && options.htmlComments) source = htmlCommentsToMdx(source);
  if (options.mdx && options.explicitHeadingIds) {
    source = stripMdxHeadingIds(source, (id) => anchors.add(id));
  }
  let tree: MarkdownNode;
  try {
    tree = (options.mdx ? mdxParser : markdownParser).parse(source) as MarkdownNode;
  } catch (cause) {
    // A page nested deeper than the parser's stack is not an MDX mistake: it stays unjudged.
    const problems = cause instanceof RangeError ? [] : [describeParseError(cause)];
    return {
      parsed: false,
      problems,
      references: [],
      anchors,
      headingSlugs: [],
      prose: [],
      conventions: [],
    };
  }

  const references: PageReference[] = [];
  const headingSlugs: string[] = [];
  const html: HtmlFragment[] = [];
  const sluggers = options.slugStyles.map(createSlugger);
  const visit = (node: MarkdownNode): void => {
    const line = node.position?.start.line ?? 1;
    switch (node.type) {
      case "heading": {
        let title = textOf(node);
        if (options.explicitHeadingIds) {
          // Only the end of a heading can hold its attributes; a bounded tail keeps the regex cheap.
          const tail = title.length > 300 ? title.length - 300 : 0;
          const match = EXPLICIT_ID.exec(title.slice(tail));
          const explicit = match ? { 1: match[1], index: match.index + tail } : null;
          const id = explicit ? ATTRIBUTE_ID.exec(explicit[1] ?? "") : null;
          if (explicit && id) {
            anchors.add((id[1] ?? id[2] ?? id[3] ?? id[4] ?? "").toLowerCase());
            title = title.slice(0, explicit.index);
          }
        }
        sluggers.forEach((slug, index) => {
          const value = slug(title);
          anchors.add(value.toLowerCase());
          if (index === 0) headingSlugs.push(value);
        });
        break;
      }
      case "link":
      case "definition":
        if (node.url) references.push({ url: node.url, line, kind: "link" });
        break;
      case "image":
        if (node.url) references.push({ url: node.url, line, kind: "image" });
        break;
      case "footnoteDefinition":
        // Python-Markdown and GitHub name footnotes differently.
        for (const prefix of ["fn:", "fn-", "user-content-fn-"]) {
          anchors.add(`${prefix}${(node.identifier ?? "").toLowerCase()}`);
        }
        break;
      case "html":
        collectHtml(node.value ?? "", line, references, anchors);
        if (!options.mdx) html.push({ value: node.value ?? "", line });
        break;
      case "mdxJsxFlowElement":
      case "mdxJsxTextElement":
        for (const attribute of node.attributes ?? []) {
          if (attribute.type !== "mdxJsxAttribute" || typeof attribute.value !== "string") continue;
          if (attribute.name === "href")
            references.push({ url: attribute.value, line, kind: "link" });
          else if (attribute.name === "src")
            references.push({ url: attribute.value, line, kind: "image" });
          else if (attribute.name === "id") anchors.add(attribute.value.toLowerCase());
          else if (FIELD_COMPONENTS.has(node.name ?? "") && FIELD_NAMES.has(attribute.name ?? "")) {
            anchors.add(`param-${attribute.value.toLowerCase()}`);
          }
        }
        break;
      case "mdxjsEsm":
        for (const statement of node.data?.estree?.body ?? []) {
          const from = statement.source?.value;
          if (typeof from === "string") {
            references.push({ url: from, line: statement.loc?.start.line ?? line, kind: "import" });
          }
        }
        break;
    }
  };
  // An explicit stack: a page nested thousands deep (quotes in quotes) must not overflow the stack.
  const stack: MarkdownNode[] = [tree];
  for (let node = stack.pop(); node; node = stack.pop()) {
    visit(node);
    const children = node.children ?? [];
    for (let i = children.length - 1; i >= 0; i--) stack.push(children[i] as MarkdownNode);
  }

  if (options.mdbookIncludes) {
    const lineOf = lineCounter(source);
    for (const match of source.matchAll(INCLUDE)) {
      const path = (match[1] ?? "").replace(/:.*$/, "");
      references.push({ url: path, line: lineOf(match.index), kind: "include" });
    }
  }
  const { prose, conventions } = readPageStyle(tree as StyleNode, source);
  return {
    parsed: true,
    problems: findUnbalancedTags(html),
    references,
    anchors,
    headingSlugs,
    prose,
    conventions,
  };
}

function collectHtml(
  value: string,
  line: number,
  references: PageReference[],
  anchors: Set<string>,
): void {
  if (!value.includes("=")) return;
  const text = value.replace(/<!--[\s\S]*?-->/g, (comment) => comment.replace(/[^\n]/g, " "));
  const lineOf = lineCounter(text);
  for (const match of text.matchAll(HTML_URL)) {
    const url = match[2] ?? match[3] ?? "";
    const kind = (match[1] ?? "").toLowerCase() === "src" ? "image" : "link";
    references.push({ url, line: line + lineOf(match.index) - 1, kind });
  }
  for (const match of text.matchAll(HTML_ID))
    anchors.add((match[1] ?? match[2] ?? "").toLowerCase());
}

/** Turns a parser failure into a problem with its line, the rule it breaks and what to do. */
function describeParseError(cause: unknown): PageSyntaxProblem {
  const error = cause as { reason?: unknown; message?: unknown; line?: unknown; ruleId?: unknown };
  const reason = String(error.reason ?? error.message ?? cause);
  const place = /\((\d+):\d+-\d+:\d+\)/.exec(reason);
  const placeLine = place ? Number(place[1]) : undefined;
  const line = typeof error.line === "number" ? error.line : (placeLine ?? 1);
  const bare = reason.replace(/\s*\(\d+:\d+-\d+:\d+\)/g, "");
  const unclosed = /^Expected a closing tag for `<([^>`]*)>`/.exec(bare);
  if (unclosed) {
    const tag = unclosed[1] ?? "";
    if (VOID_ELEMENTS.has(tag)) {
      return {
        rule: "component-unclosed",
        line: placeLine ?? line,
        subject: tag,
        message: `<${tag}> must close itself in MDX: write <${tag} />.`,
      };
    }
    return {
      rule: "component-unclosed",
      line: placeLine ?? line,
      subject: tag,
      message: `<${tag}> is opened here and never closed: add </${tag}> where its content ends (or write <${tag} /> if it has no content).`,
    };
  }
  const mismatch =
    /^Unexpected closing tag `<\/([^>`]*)>`, expected corresponding closing tag for `<([^>`]*)>`/.exec(
      bare,
    );
  if (mismatch) {
    const [, closing = "", open = ""] = mismatch;
    return {
      rule: "component-mismatched",
      line,
      subject: `${closing}/${open}`,
      message: `</${closing}> does not close <${open}>${placeLine ? ` (opened at line ${placeLine})` : ""}: close components in the reverse order they were opened, and check the tag names.`,
    };
  }
  const earlier = bare.startsWith("Unexpected end of file")
    ? " The construct left open starts before this line."
    : "";
  return {
    rule: "mdx-parse",
    line,
    subject: bare,
    message: `MDX cannot parse this page: ${bare}.${earlier} In MDX, write a literal { as \\{ and < as &lt;, close every tag (<br />), and write comments as {/* … */}.`,
  };
}

/**
 * MkDocs admonitions (`!!! note`), details (`??? note`) and content tabs (`=== "Tab"`) hold
 * Markdown indented by four spaces, which CommonMark would read as a code block: de-indent it so
 * links inside are seen. Lines stay where they are.
 */
function unindentMkdocsBlocks(text: string): string {
  if (!/^[ \t]*(?:!!!|\?\?\?\+?|===)[ \t]/m.test(text)) return text;
  const lines = text.split("\n");
  const contentIndents: number[] = [];
  let outerIndent = 0;
  let fence: string | undefined;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] as string;
    if (line.trim() === "") continue;
    const indent = line.length - line.trimStart().length;
    while (contentIndents.length > 0 && indent < (contentIndents.at(-1) as number))
      contentIndents.pop();
    const strip = contentIndents.length > 0 ? (contentIndents.at(-1) as number) - outerIndent : 0;
    const body = line.slice(Math.min(strip, indent));
    lines[i] = body;
    const trimmed = body.trimStart();
    const fenceMark = /^(`{3,}|~{3,})/.exec(trimmed)?.[1];
    if (fenceMark) {
      if (!fence) fence = fenceMark;
      else if (fenceMark.startsWith(fence)) fence = undefined;
      continue;
    }
    if (!fence && /^(?:!!!|\?\?\?\+?|===)[ \t]/.test(trimmed)) {
      if (contentIndents.length === 0) outerIndent = indent;
      contentIndents.push(indent + 4);
    }
  }
  return lines.join("\n");
}

/**
 * `<!-- … -->` comments that start a line, outside fenced code, as MDX comments of the same
 * length (Docusaurus does the same before MDX sees the page).
 */
export function htmlCommentsToMdx(text: string): string {
  if (!text.includes("<!--")) return text;
  let fence: string | undefined;
  let out = "";
  let at = 0;
  while (at < text.length) {
    const end = text.indexOf("\n", at);
    const lineEnd = end < 0 ? text.length : end + 1;
    const line = text.slice(at, lineEnd);
    const fenceMark = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (fenceMark)
      fence = fence === undefined ? fenceMark : fenceMark.startsWith(fence) ? undefined : fence;
    const start = fence === undefined && !fenceMark ? /^\s*<!--/.exec(line) : null;
    const close = start ? text.indexOf("-->", at + start[0].length) : -1;
    if (start && close >= 0) {
      const open = at + start[0].length - 4;
      const body = text.slice(open + 4, close).replace(/\*\//g, "* ");
      out += `${text.slice(at, open)}{/*${body}*/}`;
      at = close + 3;
      continue;
    }
    out += line;
    at = lineEnd;
  }
  return out;
}

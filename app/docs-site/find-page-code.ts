import { parse as parseModule } from "acorn";
import remarkFrontmatter from "remark-frontmatter";
import remarkGfm from "remark-gfm";
import remarkMdx from "remark-mdx";
import remarkParse from "remark-parse";
import { SaxesParser } from "saxes";
import { unified } from "unified";
import type { PageCodeFormat, PageCodeOptions } from "./may-hold-page-code.ts";
import { htmlCommentsToMdx, stripMdxHeadingIds } from "./parse-page.ts";
import { decodeCharacterReferences, isScriptAddress } from "./script-address.ts";

export type { PageCodeFormat, PageCodeOptions };

/**
 * What in a page runs code or reads files when the site builds it or a reader opens it, each as
 * a short normalised text so that what a change adds can be told from what the page already had.
 */
export interface PageCode {
  /** False when the page does not parse as its format: `problem` says where and why. */
  parsed: boolean;
  problem?: string;
  /** MDX `import`/`export` statements, one by one. */
  esm: string[];
  /** MDX expressions (`{…}` in text and in attributes, `{...spread}`) that are not plain literals. */
  expressions: string[];
  /** HTML, JSX or SVG that runs script: `<script>` and its kin, `on…` handlers, script addresses. */
  scripts: string[];
  /** Every path an include directive of the page reads, as written. */
  includes: string[];
}

const mdxParser = unified()
  .use(remarkParse)
  .use(remarkFrontmatter, ["yaml", "toml"])
  .use(remarkGfm)
  .use(remarkMdx)
  .freeze();
const markdownParser = unified()
  .use(remarkParse)
  .use(remarkFrontmatter, ["yaml", "toml"])
  .use(remarkGfm)
  .freeze();

/** Elements that run script or load another document, in HTML, JSX and SVG alike. */
const SCRIPT_ELEMENTS = new Set([
  "script",
  "iframe",
  "frame",
  "frameset",
  "object",
  "embed",
  "applet",
  "base",
  "meta",
  "foreignobject",
  "handler",
  "listener",
]);
/** Attributes that hold an address a browser may follow or load. */
const ADDRESS_ATTRIBUTES = new Set([
  "href",
  "src",
  "action",
  "formaction",
  "xlinkhref",
  "data",
  "poster",
  "background",
  "codebase",
  "srcdoc",
  "to",
  "from",
  "values",
]);
/** Schemes that run script when followed; `data:` is allowed only for raster images. */

/** Finds what in a page runs code or reads files. Runs on the page parser's thread. */
export function findPageCode(text: string, options: PageCodeOptions): PageCode {
  const code: PageCode = {
    parsed: true,
    esm: [],
    expressions: [],
    scripts: [],
    includes: includedPaths(text),
  };
  if (options.format === "svg") findSvgCode(text, code);
  else if (options.format === "mdx") findMdxCode(text, options, code);
  else if (options.format === "markdown") findMarkdownCode(text, code);
  return code;
}

/** Collapses whitespace, so that reflowing a statement does not make it new. */
function normalize(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

interface Node {
  type: string;
  value?: string;
  url?: string;
  name?: string | null;
  position?: { start: { line: number } };
  children?: Node[];
  attributes?: Attribute[];
  data?: { estree?: Program };
}

interface Attribute {
  type: string;
  name?: string;
  value?: string | null | { type: string; value: string; data?: { estree?: Program } };
  data?: { estree?: Program };
}

interface Program {
  body: { type: string; expression?: { type: string; regex?: unknown; expressions?: unknown[] } }[];
}

/** Every node of a tree, without recursion: a deeply nested page must not overflow the stack. */
function* nodesOf(root: Node): Generator<Node> {
  const stack: Node[] = [root];
  while (stack.length > 0) {
    const node = stack.pop() as Node;
    yield node;
    const children = node.children ?? [];
    for (let index = children.length - 1; index >= 0; index--) stack.push(children[index] as Node);
  }
}

function parseTree(
  parser: typeof markdownParser,
  source: string,
  code: PageCode,
): Node | undefined {
  try {
    return parser.parse(source) as Node;
  } catch (cause) {
    const error = cause as { message?: string; line?: number; place?: { line?: number } };
    const line = error.line ?? error.place?.line;
    code.parsed = false;
    code.problem = `${line ? `line ${line}: ` : ""}${String(error.message ?? cause).split("\n")[0]}`;
    return undefined;
  }
}

function findMdxCode(text: string, options: PageCodeOptions, code: PageCode): void {
  let source = text;
  if (options.docusaurus) source = stripMdxHeadingIds(htmlCommentsToMdx(source));
  const tree = parseTree(mdxParser, source, code);
  if (!tree) return;
  for (const node of nodesOf(tree)) {
    switch (node.type) {
      case "mdxjsEsm":
        code.esm.push(...esmStatements(node.value ?? ""));
        break;
      case "mdxFlowExpression":
      case "mdxTextExpression":
        if (!isPlainLiteral(node.data?.estree, node.value ?? ""))
          code.expressions.push(`{${normalize(node.value ?? "")}}`);
        break;
      case "mdxJsxFlowElement":
      case "mdxJsxTextElement":
        findJsxCode(node, code);
        break;
      case "link":
      case "image":
      case "definition":
        if (isScriptAddress(node.url ?? "")) code.scripts.push(`(${normalize(node.url ?? "")})`);
        break;
    }
  }
}

function findJsxCode(node: Node, code: PageCode): void {
  const name = node.name ?? "";
  const local = localName(name);
  if (SCRIPT_ELEMENTS.has(local)) code.scripts.push(`<${name}>`);
  for (const attribute of node.attributes ?? []) {
    if (attribute.type === "mdxJsxExpressionAttribute") {
      code.expressions.push(`<${name} {${normalize(String(attribute.value ?? ""))}}>`);
      continue;
    }
    const attributeName = attribute.name ?? "";
    const value = attribute.value;
    if (value !== null && typeof value === "object") {
      if (!isPlainLiteral(value.data?.estree, value.value))
        code.expressions.push(`<${name} ${attributeName}={${normalize(value.value)}}>`);
    }
    const key = localName(attributeName);
    if (key.startsWith("on")) code.scripts.push(`<${name} ${attributeName}>`);
    else if (key === "dangerouslysetinnerhtml" || key === "srcdoc")
      code.scripts.push(`<${name} ${attributeName}>`);
    else if (ADDRESS_ATTRIBUTES.has(key) && typeof value === "string" && isScriptAddress(value))
      code.scripts.push(`<${name} ${attributeName}="${normalize(value)}">`);
  }
}

/** An element's or attribute's name without a prefix or dashes, lower-cased. */
function localName(name: string): string {
  return name
    .slice(name.lastIndexOf(":") + 1)
    .replace(/[-_]/g, "")
    .toLowerCase()
    .replace(/^xlinkhref$/, "href");
}

/**
 * Whether an expression is a plain literal: empty or a comment (`{/* … *\/}`), a string, number,
 * boolean or null, or a template without substitutions. Anything else runs code.
 */
function isPlainLiteral(program: Program | undefined, value: string): boolean {
  if (!program) return value.trim() === "";
  if (program.body.length === 0) return true;
  if (program.body.length !== 1) return false;
  const statement = program.body[0];
  const expression = statement?.type === "ExpressionStatement" ? statement.expression : undefined;
  if (expression?.type === "Literal") return expression.regex === undefined;
  return expression?.type === "TemplateLiteral" && (expression.expressions ?? []).length === 0;
}

/** The statements of an MDX ESM block, one by one. */
function esmStatements(value: string): string[] {
  try {
    const program = parseModule(value, { ecmaVersion: "latest", sourceType: "module" });
    return program.body.map((statement) =>
      normalize(value.slice(statement.start, statement.end)).replace(/;$/, ""),
    );
  } catch {
    return [normalize(value)];
  }
}

/** Raw HTML in Markdown: elements that run script, handlers, and script addresses. */
function findMarkdownCode(text: string, code: PageCode): void {
  const tree = parseTree(markdownParser, text, code);
  if (!tree) return;
  for (const node of nodesOf(tree)) {
    if (node.type === "html") findHtmlCode(node.value ?? "", code);
    else if (node.type === "link" || node.type === "image" || node.type === "definition") {
      if (isScriptAddress(node.url ?? "")) code.scripts.push(`(${normalize(node.url ?? "")})`);
    }
  }
}

const HTML_TAG = /<\/?([a-z][\w:-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>?/gi;
const HTML_ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g;

function findHtmlCode(html: string, code: PageCode): void {
  for (const tag of html.matchAll(HTML_TAG)) {
    const name = tag[1] ?? "";
    if (SCRIPT_ELEMENTS.has(localName(name))) code.scripts.push(`<${name.toLowerCase()}>`);
    for (const attribute of (tag[2] ?? "").matchAll(HTML_ATTRIBUTE)) {
      const key = localName(attribute[1] ?? "");
      const value = decodeCharacterReferences(attribute[2] ?? attribute[3] ?? attribute[4] ?? "");
      if (key.startsWith("on") || key === "srcdoc")
        code.scripts.push(`<${name.toLowerCase()} ${key}>`);
      else if (ADDRESS_ATTRIBUTES.has(key) && isScriptAddress(value))
        code.scripts.push(`<${name.toLowerCase()} ${key}="${normalize(value)}">`);
    }
  }
}

/**
 * An SVG, parsed as the XML it is: script and `foreignObject` (HTML inside) in any namespace,
 * `on…` handlers, addresses that decode to a script scheme (directly or set by an animation),
 * and entity declarations. An SVG that is not well-formed does not parse.
 */
function findSvgCode(text: string, code: PageCode): void {
  const parser = new SaxesParser({ xmlns: false });
  let animated: string | undefined;
  parser.on("doctype", (doctype) => {
    if (/<!ENTITY/i.test(doctype)) code.scripts.push("<!ENTITY>");
  });
  parser.on("opentag", (tag) => {
    const local = localName(tag.name);
    if (SCRIPT_ELEMENTS.has(local)) code.scripts.push(`<${tag.name}>`);
    animated = ["set", "animate"].includes(local)
      ? String(tag.attributes.attributeName ?? "")
      : undefined;
    for (const [name, value] of Object.entries(tag.attributes)) {
      const key = localName(name);
      const text = String(value);
      if (key.startsWith("on")) code.scripts.push(`<${tag.name} ${name}>`);
      else if (ADDRESS_ATTRIBUTES.has(key) && isScriptAddress(text))
        code.scripts.push(`<${tag.name} ${name}="${normalize(text)}">`);
      else if (key === "style" && /url\s*\(\s*['"]?\s*(?:javascript|vbscript|data):/i.test(text))
        code.scripts.push(`<${tag.name} style>`);
    }
    // `<set attributeName="href" to="javascript:…">` sets an address by animation.
    if (animated !== undefined && /href$/i.test(animated)) {
      for (const key of ["to", "from", "values", "by"]) {
        const value = String(tag.attributes[key] ?? "");
        if (value.split(";").some(isScriptAddress)) code.scripts.push(`<${tag.name} ${key}>`);
      }
    }
  });
  parser.on("processinginstruction", (instruction) => {
    if (instruction.target.toLowerCase() === "xml-stylesheet")
      code.scripts.push("<?xml-stylesheet?>");
  });
  try {
    parser.write(text).close();
  } catch (cause) {
    code.parsed = false;
    code.problem = String((cause as Error).message ?? cause).split("\n")[0] ?? "";
  }
}

/** Include forms of the generators Inkwell knows, each capturing the path it reads. */
const includeForms: RegExp[] = [
  /^[ \t]*\.\.[ \t]+(?:literalinclude|include)::[ \t]*(\S.*?)[ \t]*$/gm,
  /^[ \t]*\.\.[ \t]+(?:raw|csv-table)::.*\n(?:[ \t]+:[\w-]+:.*\n)*?[ \t]+:(?:file|url):[ \t]*(\S.*?)[ \t]*$/gm,
  /^[ \t]*(?:```|~~~|:::)[ \t]*\{(?:literalinclude|include)\}[ \t]*(\S.*?)[ \t]*$/gm,
  /--8<--[ \t]*["']([^"'\n]+)["']/g,
  /^[ \t]*--8<--[ \t]*\n((?:(?!--8<--).+\n)+?)[ \t]*--8<--/gm,
  /\{!\s*([^!\n]+?)\s*!\}/g,
  /\{\{\s*#(?:include|rustdoc_include|playground|playpen)\s+([^}\s]+)[^}]*\}\}/g,
  // AsciiDoc `include::path[…]`.
  /^[ \t]*include::([^[\n]+)\[/gm,
];

/** Every path an include in the text reads, as written. */
function includedPaths(text: string): string[] {
  const found: string[] = [];
  for (const form of includeForms) {
    for (const match of text.matchAll(form)) {
      for (const line of (match[1] ?? "").split("\n")) {
        const target = line.trim().replace(/^["']|["']$/g, "");
        if (target !== "") found.push(target);
      }
    }
  }
  return found;
}

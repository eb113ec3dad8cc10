import { parse as parseToml } from "smol-toml";
import { parse as parseYaml } from "yaml";
import { siteFilesNear } from "../../docs-site/detect-docs-sites.ts";
import type { DocsFinding } from "../../docs-site/docs-finding.ts";
import { siteFileOf } from "../../docs-site/site-files.ts";
import { resolveFrom } from "./labels-and-targets.ts";

/** The site generators whose rendering these checks know. */
export type RenderFormat = "mintlify" | "docusaurus" | "mkdocs" | "mdbook" | "plain";

/** What a page's renderer needs to know of its site. */
export interface RenderContext {
  format: RenderFormat;
  /** Components the repository defines (MDX, JSX, TSX), by name: their props, or undefined when open. */
  components: ReadonlyMap<string, ReadonlySet<string> | undefined>;
  /** Whether the site renders GitHub's `> [!NOTE]` alerts (a page or its config already uses them). */
  githubAlerts: boolean;
  /**
   * MDX snippets and partials that read props (`Requires {runtime} {minVersion} or later.`), by
   * repository path: the props they read. A page importing one passes it those and no others.
   */
  snippets?: ReadonlyMap<string, ReadonlySet<string>>;
  /** The docs root, from which a snippet imported as `/snippets/a.mdx` is found. */
  docsRoot?: string;
  /**
   * The admonition syntaxes of other generators the site's pages already use (a plugin renders
   * them): Docusaurus `:::note` and MkDocs `!!! note`.
   */
  admonitionSyntaxes?: ReadonlySet<AdmonitionSyntax>;
}

/** Admonitions as a generator writes them: Docusaurus `:::warning` … `:::`, MkDocs `!!! warning`. */
export type AdmonitionSyntax = "docusaurus" | "mkdocs";

/** Props every JSX element takes. */
const COMMON_PROPS = ["className", "style", "id", "key", "children"];

/** The documented props of the components each format ships, by name. */
const KNOWN_COMPONENTS: Record<"mintlify" | "docusaurus", Record<string, readonly string[]>> = {
  mintlify: {
    Card: ["title", "icon", "iconType", "color", "href", "horizontal", "img", "cta", "arrow"],
    CardGroup: ["cols"],
    Columns: ["cols"],
    Note: [],
    Tip: [],
    Info: [],
    Warning: [],
    Check: [],
    Danger: [],
    Callout: ["icon", "iconType", "color"],
    Tabs: [],
    Tab: ["title", "icon", "iconType"],
    Steps: ["titleSize"],
    Step: ["title", "icon", "iconType", "stepNumber", "titleSize"],
    Accordion: ["title", "description", "defaultOpen", "icon", "iconType"],
    AccordionGroup: [],
    Expandable: ["title", "defaultOpen"],
    CodeGroup: ["dropdown"],
    Frame: ["caption", "hint"],
    Tooltip: ["tip", "headline", "cta", "href"],
    Update: ["label", "description", "tags", "rss"],
    Icon: ["icon", "iconType", "color", "size"],
    ParamField: [
      "query",
      "path",
      "body",
      "header",
      "type",
      "required",
      "default",
      "deprecated",
      "placeholder",
      "initialValue",
    ],
    ResponseField: ["name", "type", "required", "default", "deprecated", "pre", "post"],
    RequestExample: ["dropdown"],
    ResponseExample: ["dropdown"],
  },
  docusaurus: {
    Tabs: ["groupId", "defaultValue", "values", "queryString", "lazy", "block"],
    TabItem: ["value", "label", "default", "attributes"],
    Admonition: ["type", "title", "icon"],
    Details: ["summary"],
  },
};

const DOCUSAURUS_ADMONITIONS = new Set(["note", "tip", "info", "warning", "danger", "caution"]);
const GITHUB_ALERTS = /^\s*>\s*\[!(NOTE|TIP|IMPORTANT|WARNING|CAUTION)\]/i;
/**
 * The opening line of an admonition in each generator's syntax: a Docusaurus type after `:::`
 * (not mkdocstrings' `::: package.module`), an MkDocs type after `!!!` or `???`, with a title.
 */
const ADMONITION_OPENERS: Record<AdmonitionSyntax, RegExp> = {
  docusaurus:
    /^\s*:{3,}\s*(note|tip|info|warning|danger|caution|important|success|secondary)(?:\s*\[[^\]]*\]|\s+[^\s.][^\n]*)?\s*$/i,
  mkdocs: /^\s*(?:!!!|\?\?\?\+?)\s*([a-z][\w-]*)(?:\s+"[^"]*")?\s*$/i,
};
/** How each format writes a callout, for the message that names another's syntax. */
const OWN_CALLOUT: Record<Exclude<RenderFormat, "plain">, string> = {
  mintlify: "a callout component (`<Warning>` … `</Warning>`, `<Note>`, `<Tip>`)",
  docusaurus: "an admonition (`:::warning` … `:::`)",
  mkdocs: 'an admonition (`!!! warning "Title"`, its body indented four spaces)',
  mdbook: "a blockquote, or what the book's other pages use",
};

/** A problem a renderer would show on a page, with what it is about (to tell old from new). */
export interface RenderProblem {
  line: number;
  rule:
    | "render-unknown-prop"
    | "render-admonition"
    | "render-github-alert"
    | "render-foreign-syntax"
    | "render-content-tab"
    | "render-code-block";
  subject: string;
  message: string;
}

/**
 * What a page's renderer would do wrong, read from its text without a model: props that the
 * format's own components (Mintlify `Card`, `Tabs` …; Docusaurus `Tabs`, `TabItem`) or the
 * repository's components do not take (a misspelling renders nothing, or breaks the build);
 * Docusaurus `:::` admonitions left open or of an unknown type; MkDocs admonitions and content tabs
 * (`=== "Windows"`) whose body is not indented; GitHub's `> [!WARNING]` where the site renders it as a plain quote, and another
 * generator's admonitions (Docusaurus `:::warning`, MkDocs `!!! warning`) where the site's pages
 * use none, which render as text with the marker showing; fenced
 * `json`, `yaml` and `toml` blocks that do not parse (not `jsonc`, nor a block with an ellipsis,
 * which shows an excerpt).
 */
export function renderProblems(
  path: string,
  text: string,
  context: RenderContext,
): RenderProblem[] {
  if (!/\.(?:mdx?|markdown)$/i.test(path)) return [];
  const problems: RenderProblem[] = [];
  const lines = text.split("\n");
  const prose: { line: number; text: string }[] = [];
  let fence: { marker: string; lang: string; start: number; body: string[] } | undefined;
  for (const [index, line] of lines.entries()) {
    const number = index + 1;
    if (fence) {
      const close = new RegExp(
        `^\\s*${fence.marker[0] === "`" ? "`" : "~"}{${fence.marker.length},}\\s*$`,
      );
      if (close.test(line)) {
        const problem = codeBlockProblem(fence.lang, fence.body.join("\n"));
        if (problem) {
          problems.push({
            line: fence.start,
            rule: "render-code-block",
            subject: `${fence.lang}:${fence.body.join("\n")}`,
            message: `this ${fence.lang} block does not parse (${problem}): fix it${fence.lang === "json" && /\/\/|\/\*/.test(fence.body.join("\n")) ? ", or, if the file it shows takes comments, mark it jsonc" : ""}; a sample that leaves parts out can show it with an ellipsis (…)`,
          });
        }
        fence = undefined;
      } else {
        fence.body.push(line);
      }
      continue;
    }
    const open = /^\s*(`{3,}|~{3,})\s*([\w+-]*)/.exec(line);
    if (open) {
      fence = {
        marker: open[1] as string,
        lang: (open[2] as string).toLowerCase(),
        start: number,
        body: [],
      };
      continue;
    }
    prose.push({ line: number, text: line });
  }
  problems.push(...propProblems(prose, context, importedSnippets(path, prose, context)));
  if (context.format === "docusaurus") problems.push(...docusaurusAdmonitions(prose));
  if (context.format === "mkdocs") problems.push(...mkdocsBlockBodies(lines, prose));
  problems.push(...foreignAdmonitions(prose, context));
  if (!context.githubAlerts && context.format !== "plain") {
    for (const { line, text: lineText } of prose) {
      const alert = GITHUB_ALERTS.exec(lineText);
      if (!alert) continue;
      problems.push({
        line,
        rule: "render-github-alert",
        subject: (alert[1] as string).toUpperCase(),
        message: `this ${context.format} site renders GitHub's \`> [!${(alert[1] as string).toUpperCase()}]\` as a plain quote that shows the marker: use the site's own callout, as its other pages do`,
      });
    }
  }
  return problems;
}

function codeBlockProblem(lang: string, body: string): string | undefined {
  if (!["json", "yaml", "yml", "toml"].includes(lang)) return undefined;
  if (body.trim() === "" || /\.\.\.|…/.test(body)) return undefined;
  try {
    if (lang === "json") JSON.parse(body);
    else if (lang === "toml") parseToml(body);
    else parseYaml(body, { prettyErrors: false });
    return undefined;
  } catch (error) {
    return (error instanceof Error ? error.message : String(error)).split("\n")[0]?.slice(0, 120);
  }
}

/** Each opening tag of a component (a capitalised name) and the names of its props. */
function* tagsOf(
  prose: readonly { line: number; text: string }[],
): Generator<{ name: string; line: number; props: string[]; spread: boolean }> {
  const text = prose.map((entry) => entry.text).join("\n");
  // Where each line starts, so a tag's line is found by halving, not by reading the text before it
  // (once per tag, which a page of many tags made take seconds).
  const starts = [0];
  for (let at = text.indexOf("\n"); at !== -1; at = text.indexOf("\n", at + 1)) starts.push(at + 1);
  const lineAt = (offset: number) => {
    let low = 0;
    let high = starts.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if ((starts[middle] as number) <= offset) low = middle;
      else high = middle - 1;
    }
    return prose[low]?.line ?? 1;
  };
  const withoutSpans = text.replace(/`[^`\n]*`/g, (span) => " ".repeat(span.length));
  const tag = /<([A-Z][\w.]*)(?=[\s/>])/g;
  for (const match of withoutSpans.matchAll(tag)) {
    const props: string[] = [];
    let spread = false;
    let at = (match.index ?? 0) + match[0].length;
    while (at < withoutSpans.length) {
      const char = withoutSpans[at] as string;
      if (/\s/.test(char)) {
        at++;
        continue;
      }
      if (char === ">" || withoutSpans.startsWith("/>", at)) break;
      if (char === "{") {
        spread = true;
        at = skipBraces(withoutSpans, at);
        continue;
      }
      const name = /^[A-Za-z_:][\w:.-]*/.exec(withoutSpans.slice(at));
      if (!name) break;
      props.push(name[0]);
      at += name[0].length;
      if (withoutSpans[at] !== "=") continue;
      at++;
      const quote = withoutSpans[at];
      if (quote === '"' || quote === "'") {
        const end = withoutSpans.indexOf(quote, at + 1);
        at = end < 0 ? withoutSpans.length : end + 1;
      } else if (quote === "{") {
        at = skipBraces(withoutSpans, at);
      }
    }
    yield { name: match[1] as string, line: lineAt(match.index ?? 0), props, spread };
  }
}

function skipBraces(text: string, start: number): number {
  let depth = 0;
  for (let at = start; at < text.length; at++) {
    if (text[at] === "{") depth++;
    else if (text[at] === "}" && --depth === 0) return at + 1;
  }
  return text.length;
}

/**
 * The snippets a page imports (`import Requirements from "/snippets/requirements.mdx"`) that read
 * props, by the name the page gives them: the props each reads.
 */
function importedSnippets(
  path: string,
  prose: readonly { text: string }[],
  context: RenderContext,
): Map<string, ReadonlySet<string>> {
  const found = new Map<string, ReadonlySet<string>>();
  if (!context.snippets || context.snippets.size === 0) return found;
  const folder = path.includes("/") ? path.slice(0, path.lastIndexOf("/")) : "";
  for (const { text } of prose) {
    const match = /^import\s+([A-Z]\w*)\s+from\s+["']([^"']+\.mdx?)["']/.exec(text.trim());
    if (!match) continue;
    const source = match[2] as string;
    const target = source.startsWith("/")
      ? resolveFrom(context.docsRoot ?? "", source.slice(1))
      : resolveFrom(folder, source);
    const props = context.snippets.get(target);
    if (props) found.set(match[1] as string, props);
  }
  return found;
}

/**
 * The props an MDX snippet reads, each as `{name}` or `{props.name}` outside code; undefined when
 * it reads none, or reads them in an expression these checks do not follow.
 */
export function snippetPropsOf(text: string): Set<string> | undefined {
  // Code blocks, line by line: what they hold is shown as written, not read as props.
  const outside: string[] = [];
  let fence: string | undefined;
  for (const line of text.split("\n")) {
    const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (fence !== undefined) {
      if (marker !== undefined && marker[0] === fence[0] && marker.length >= fence.length)
        fence = undefined;
      continue;
    }
    if (marker !== undefined) fence = marker;
    else outside.push(line);
  }
  const code = outside.join("\n").replace(/`[^`\n]*`/g, " ");
  // MDX comments (`{/* … */}`), found by index: an unclosed one ends the text.
  const pieces: string[] = [];
  let at = 0;
  for (let open = code.indexOf("{/*"); open >= 0; open = code.indexOf("{/*", at)) {
    pieces.push(code.slice(at, open), " ");
    const close = code.indexOf("*/}", open + 3);
    at = close < 0 ? code.length : close + 3;
  }
  pieces.push(code.slice(at));
  const prose = pieces.join("");
  if (/^\s*export\s/m.test(prose)) return undefined;
  const props = new Set<string>();
  for (const match of prose.matchAll(/\{([^{}]*)\}/g)) {
    const name = /^\s*(?:props\.)?([A-Za-z_$][\w$]*)\s*$/.exec(match[1] as string)?.[1];
    if (name === undefined) return undefined;
    props.add(name);
  }
  return props.size > 0 ? props : undefined;
}

function propProblems(
  prose: readonly { line: number; text: string }[],
  context: RenderContext,
  snippets: ReadonlyMap<string, ReadonlySet<string>> = new Map(),
): RenderProblem[] {
  const builtIn =
    context.format === "mintlify" || context.format === "docusaurus"
      ? KNOWN_COMPONENTS[context.format]
      : {};
  const problems: RenderProblem[] = [];
  for (const tag of tagsOf(prose)) {
    const own = snippets.get(tag.name) ?? context.components.get(tag.name);
    const known =
      snippets.has(tag.name) || context.components.has(tag.name)
        ? own && [...own]
        : Object.hasOwn(builtIn, tag.name)
          ? builtIn[tag.name]
          : undefined;
    if (!known) continue;
    for (const prop of tag.props) {
      if (known.includes(prop) || COMMON_PROPS.includes(prop) || /^(?:data|aria)-/.test(prop))
        continue;
      const near = [...known].find((name) => closeTo(name, prop));
      problems.push({
        line: tag.line,
        rule: "render-unknown-prop",
        subject: `${tag.name}.${prop}`,
        message: `<${tag.name}> takes no prop \`${prop}\`${near ? ` (did you mean \`${near}\`?)` : ""}; it takes ${known.length > 0 ? known.map((name) => `\`${name}\``).join(", ") : "none"}`,
      });
    }
  }
  return problems;
}

/** Whether two prop names differ by case, or by one edit or swap of neighbours: a misspelling. */
function closeTo(a: string, b: string): boolean {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  if (x === y) return true;
  if (Math.abs(x.length - y.length) > 1) return false;
  const distance: number[][] = Array.from({ length: x.length + 1 }, (_, i) =>
    Array.from({ length: y.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  const at = (i: number, j: number) => distance[i]?.[j] ?? 0;
  for (let i = 1; i <= x.length; i++) {
    for (let j = 1; j <= y.length; j++) {
      const cost = x[i - 1] === y[j - 1] ? 0 : 1;
      let best = Math.min(at(i - 1, j) + 1, at(i, j - 1) + 1, at(i - 1, j - 1) + cost);
      if (i > 1 && j > 1 && x[i - 1] === y[j - 2] && x[i - 2] === y[j - 1]) {
        best = Math.min(best, at(i - 2, j - 2) + 1);
      }
      (distance[i] as number[])[j] = best;
    }
  }
  return at(x.length, y.length) <= 1;
}

function docusaurusAdmonitions(prose: readonly { line: number; text: string }[]): RenderProblem[] {
  const problems: RenderProblem[] = [];
  const open: { line: number; colons: number; type: string }[] = [];
  for (const { line, text } of prose) {
    const marker = /^\s*(:{3,})\s*([\w-]*)/.exec(text);
    if (!marker) continue;
    const colons = (marker[1] as string).length;
    const type = (marker[2] as string).toLowerCase();
    if (type === "") {
      const index = open.findLastIndex((entry) => entry.colons === colons);
      if (index < 0) {
        problems.push({
          line,
          rule: "render-admonition",
          subject: "close",
          message: "this `:::` closes no admonition: remove it, or open the admonition above",
        });
      } else {
        open.splice(index);
      }
      continue;
    }
    if (!DOCUSAURUS_ADMONITIONS.has(type)) {
      problems.push({
        line,
        rule: "render-admonition",
        subject: `type:${type}`,
        message: `Docusaurus has no \`:::${type}\` admonition (it renders the text as a paragraph): use one of ${[...DOCUSAURUS_ADMONITIONS].map((name) => `\`${name}\``).join(", ")}`,
      });
    }
    open.push({ line, colons, type });
  }
  for (const entry of open) {
    problems.push({
      line: entry.line,
      rule: "render-admonition",
      subject: `open:${entry.type}`,
      message: `this \`:::${entry.type}\` admonition is never closed: add a line \`${":".repeat(entry.colons)}\` where it ends`,
    });
  }
  return problems;
}

/**
 * MkDocs blocks whose body is the indented lines below their opening line: admonitions (`!!! note`,
 * `??? note`, `???+ note`) and Material's content tabs (`=== "Windows"`, `===+ "Windows"`). A body
 * left unindented is outside the block: the admonition renders empty, the tab renders empty and
 * its text shows below the tab set. The body is read from every line, so one that opens with an
 * indented code fence counts as indented.
 */
function mkdocsBlockBodies(
  lines: readonly string[],
  prose: readonly { line: number; text: string }[],
): RenderProblem[] {
  const problems: RenderProblem[] = [];
  for (const { line, text } of prose) {
    const admonition = /^(\s*)(?:!!!|\?\?\?\+?)\s*([\w-]+)/.exec(text);
    const tab = admonition ? undefined : /^(\s*)===[+!]{0,2}[ \t]+"([^"]*)"\s*$/.exec(text);
    const marker = admonition ?? tab;
    if (!marker) continue;
    // `line` counts from 1, so `lines[line]` is the line below the opening one.
    let next = line;
    while (next < lines.length && (lines[next] as string).trim() === "") next++;
    const body = lines[next];
    if (body !== undefined && indentOf(body) >= indentOf(marker[1] as string) + 4) continue;
    const name = marker[2] as string;
    problems.push(
      admonition
        ? {
            line,
            rule: "render-admonition",
            subject: `body:${name}`,
            message: `this \`${name}\` admonition has no body: indent the lines that belong in it by four spaces`,
          }
        : {
            line,
            rule: "render-content-tab",
            subject: `body:${name}`,
            message: `this content tab "${name}" has no body: the lines below it are not indented, so the tab renders empty and they show below the tab set; indent the lines that belong in the tab (its text and code blocks) by four spaces`,
          },
    );
  }
  return problems;
}

/** The width of a line's leading whitespace, a tab counting as four spaces as Python-Markdown reads it. */
function indentOf(text: string): number {
  let width = 0;
  for (const char of text) {
    if (char === " ") width++;
    else if (char === "\t") width += 4 - (width % 4);
    else break;
  }
  return width;
}

/**
 * Admonitions written in another generator's syntax than the site's (Docusaurus `:::warning` on
 * an MkDocs site, MkDocs `!!! warning` on a Docusaurus or Mintlify one), where no page of the site
 * already uses that syntax (a plugin would render it). An unknown generator ("plain") is left
 * alone: it may render either.
 */
function foreignAdmonitions(
  prose: readonly { line: number; text: string }[],
  context: RenderContext,
): RenderProblem[] {
  const format = context.format;
  if (format === "plain") return [];
  const problems: RenderProblem[] = [];
  for (const syntax of ["docusaurus", "mkdocs"] as const) {
    if (syntax === format || context.admonitionSyntaxes?.has(syntax)) continue;
    for (const { line, text } of prose) {
      const type = ADMONITION_OPENERS[syntax].exec(text)?.[1]?.toLowerCase();
      if (type === undefined) continue;
      const written = syntax === "docusaurus" ? `:::${type}` : `!!! ${type}`;
      problems.push({
        line,
        rule: "render-foreign-syntax",
        subject: `${syntax}:${type}`,
        message: `\`${written}\` is ${syntax === "docusaurus" ? "Docusaurus" : "MkDocs"} syntax, which this ${format} site does not render (the marker shows as text): write it as ${OWN_CALLOUT[format]}, as the site's other pages do`,
      });
    }
  }
  return problems;
}

/** The other generators' admonition syntaxes a page's text uses. */
function admonitionSyntaxesIn(text: string): AdmonitionSyntax[] {
  const lines = text.split("\n");
  return (["docusaurus", "mkdocs"] as const).filter((syntax) =>
    lines.some((line) => ADMONITION_OPENERS[syntax].test(line)),
  );
}

/**
 * The components a repository file defines and the props they take: `export const Name = ({ a,
 * b }) =>` or `export function Name({ a, b })`; a component that takes `props` whole, or spreads
 * the rest, takes any prop (undefined).
 */
export function componentsDefinedIn(text: string): Map<string, Set<string> | undefined> {
  const found = new Map<string, Set<string> | undefined>();
  const pattern =
    /export\s+(?:default\s+)?(?:const\s+([A-Z]\w*)\s*=\s*(?:\(\s*([^)]*)\)|(\w+))\s*=>|function\s+([A-Z]\w*)\s*\(\s*([^)]*)\))/g;
  for (const match of text.matchAll(pattern)) {
    const name = (match[1] ?? match[4]) as string;
    const params = (match[2] ?? match[5] ?? match[3] ?? "").trim();
    const destructured = /^\{([\s\S]*)\}(?:\s*:[\s\S]*)?$/.exec(params);
    if (params === "") {
      found.set(name, new Set());
    } else if (!destructured || /\.\.\./.test(destructured[1] as string)) {
      found.set(name, undefined);
    } else {
      const props = (destructured[1] as string)
        .split(",")
        .map((part) => /^\s*(\w+)/.exec(part)?.[1])
        .filter((name): name is string => name !== undefined);
      found.set(name, new Set(props));
    }
  }
  return found;
}

/** Render problems the change introduced on a page: those its text before did not have as often. */
export function introducedRenderProblems(
  path: string,
  before: string | undefined,
  after: string,
  context: RenderContext,
): DocsFinding[] {
  const old = new Map<string, number>();
  for (const problem of before === undefined ? [] : renderProblems(path, before, context)) {
    const key = `${problem.rule} ${problem.subject}`;
    old.set(key, (old.get(key) ?? 0) + 1);
  }
  const findings: DocsFinding[] = [];
  for (const problem of renderProblems(path, after, context)) {
    const key = `${problem.rule} ${problem.subject}`;
    const left = old.get(key) ?? 0;
    if (left > 0) {
      old.set(key, left - 1);
      continue;
    }
    findings.push({ path, line: problem.line, rule: problem.rule, message: problem.message });
  }
  return findings;
}

/** The format a site file names. */
function formatOf(path: string): RenderFormat {
  const generator = siteFileOf(path)?.generator;
  return generator === "mintlify" || generator === "mkdocs" || generator === "mdbook"
    ? generator
    : "docusaurus";
}

/**
 * What a run's pages render with, read once from the pinned commit's files the run already holds:
 * the format of the site of the docs root (as the docs check finds it), the components the
 * repository defines, and whether the site renders GitHub alerts (a page or its site files
 * already use or name them).
 */
export function readRenderContext(tree: {
  docsRoot: string;
  repositoryFiles(): Set<string>;
  peekBaseText(path: string): string | null | undefined;
}): RenderContext {
  const all = tree.repositoryFiles();
  const files = [...all].filter(
    (path) => !path.split("/").some((part) => part === "node_modules" || part.startsWith(".")),
  );
  const root = tree.docsRoot;
  const inRoot = (path: string) => root === "" || path.startsWith(`${root}/`);
  const config = siteFilesNear(all, root);
  const format: RenderFormat = config[0] === undefined ? "plain" : formatOf(config[0]);
  const components = new Map<string, Set<string> | undefined>();
  const snippets = new Map<string, Set<string>>();
  let githubAlerts = false;
  const admonitionSyntaxes = new Set<AdmonitionSyntax>();
  for (const path of files) {
    const text = tree.peekBaseText(path);
    if (typeof text !== "string") continue;
    if (/\.(?:jsx|tsx|mdx)$/i.test(path)) {
      for (const [name, props] of componentsDefinedIn(text)) components.set(name, props);
    }
    if (/\.mdx$/i.test(path)) {
      const props = snippetPropsOf(text);
      if (props) snippets.set(path, props);
    }
    if (!githubAlerts && inRoot(path) && /\.mdx?$/i.test(path)) {
      githubAlerts = text.split("\n").some((line) => GITHUB_ALERTS.test(line));
    }
    if (inRoot(path) && /\.mdx?$/i.test(path)) {
      for (const syntax of admonitionSyntaxesIn(text)) admonitionSyntaxes.add(syntax);
    }
  }
  for (const path of config) {
    const text = tree.peekBaseText(path);
    if (typeof text === "string" && /callout|alerts?\b/i.test(text)) githubAlerts = true;
  }
  return { format, components, githubAlerts, snippets, docsRoot: root, admonitionSyntaxes };
}

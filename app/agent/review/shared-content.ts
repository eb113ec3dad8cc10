import { joinPath } from "../../docs-site/repo-path.ts";
import { toDocsRelative } from "../workspace/docs-path.ts";
import type { WorkingTree } from "../workspace/working-tree.ts";
import { editedPages, type FileChange } from "./change-diff.ts";
import { addedLines } from "./line-diff.ts";

/** At most this many pages are listed per edited snippet, and this many lines shown for each. */
const MAX_PAGES = 10;
const MAX_LINES = 3;

/** A page that shows an edited snippet, partial or include. */
export interface SnippetUse {
  /** The page, docs-relative. */
  page: string;
  /** The props it passes (`name="value"`), as written; none for an include. */
  props: string[];
  /** The edited lines as they read on this page, props filled in. */
  reads: string[];
  /** Props the edited lines use that this page does not pass. */
  missing: string[];
}

/** An edited snippet and the pages that show it. */
export interface SharedContent {
  /** The snippet, docs-relative. */
  snippet: string;
  uses: SnippetUse[];
}

const textPath = /\.(md|mdx|markdown)$/i;
/** `import Name from "path"` in MDX (Mintlify `/snippets/…`, Docusaurus `@site/…`, relative). */
const importPattern = /^\s*import\s+(\w+)\s+from\s+["']([^"']+\.(?:mdx?|markdown))["'];?\s*$/gm;
/** MkDocs (pymdownx.snippets) `--8<-- "path"`, and mdBook `{{#include path}}` and its kin. */
const includePattern =
  /--8<--\s+["']([^"'\n]+)["']|\{\{#(?:include|rustdoc_include|playground)\s+([^}\s:]+)(?::[^}]*)?\s*\}\}/g;

/**
 * The pages that show each file the change edited through an import or an include: Mintlify
 * `snippets/`, Docusaurus partials and imported MDX (with the props each usage passes), MkDocs
 * snippets and mdBook includes. For each page, the lines the change added to the snippet as they
 * read there, `{props.name}` and `{name}` filled in with what the page passes, and the props it
 * passes none for.
 */
export async function findSharedContent(
  tree: WorkingTree,
  changes: readonly FileChange[],
): Promise<SharedContent[]> {
  const edited = changes.filter(
    (change) =>
      change.change === "modified" &&
      change.before !== undefined &&
      change.after !== undefined &&
      textPath.test(change.path),
  );
  if (edited.length === 0) return [];
  const pages = tree.listFiles().filter((path) => textPath.test(path));
  await tree.holdTexts(pages);
  const found: SharedContent[] = [];
  for (const change of edited) {
    const added = addedLines(change.before, change.after as string).filter(
      (line) => line.trim() !== "",
    );
    const uses: SnippetUse[] = [];
    for (const page of pages) {
      if (page === change.path) continue;
      const text = tree.peekText(page);
      if (typeof text !== "string") continue;
      uses.push(...usesIn(text, page, change.path, tree.docsRoot, added));
      if (uses.length >= MAX_PAGES) break;
    }
    if (uses.length > 0)
      found.push({
        snippet: toDocsRelative(tree.docsRoot, change.path),
        uses: uses.slice(0, MAX_PAGES),
      });
  }
  return found;
}

/**
 * The files among `files` (repository paths) that a page shows: an MDX import it renders as a
 * tag (`<KeyInHeader />`), an MkDocs snippet or an mdBook include. Their text is the page's as
 * readers see it.
 */
export function shownFiles(
  text: string,
  page: string,
  docsRoot: string,
  files: readonly string[],
): string[] {
  const references: string[] = [];
  for (const match of text.matchAll(importPattern)) {
    const [, name, from] = match as unknown as [string, string, string];
    if (new RegExp(`<${name}[\\s/>]`).test(text)) references.push(from);
  }
  for (const match of text.matchAll(includePattern)) references.push(match[1] ?? match[2] ?? "");
  const shown = new Set<string>();
  for (const reference of references) {
    const target = files.find(
      (path) => path !== page && textPath.test(path) && pointsAt(reference, page, path, docsRoot),
    );
    if (target) shown.add(target);
  }
  return [...shown];
}

/**
 * The files among `files` that some lines of a page show: a tag on them of an import the page
 * makes (`<KeyInHeader />`), or an include written on them.
 */
export function filesShownBy(
  lines: string,
  text: string,
  page: string,
  docsRoot: string,
  files: readonly string[],
): string[] {
  const imports = [...text.matchAll(importPattern)].map((match) => match[0].trim());
  return shownFiles([...imports, lines].join("\n"), page, docsRoot, files);
}

/**
 * The snippets, partials and includes each page the change edited shows, with their text:
 * `"after"`, as the change leaves them (part of the page as readers will see it); `"before"`, what
 * the page showed before the change, as it was (what a line that showed one held).
 */
export async function snippetsShown(
  tree: WorkingTree,
  changes: readonly FileChange[],
  when: "before" | "after",
): Promise<Map<string, { path: string; text: string }[]>> {
  const shown = new Map<string, { path: string; text: string }[]>();
  const pages = editedPages(changes);
  if (pages.length === 0) return shown;
  const files = tree.listRepositoryFiles();
  const changed = new Map(changes.map((change) => [change.path, change]));
  for (const page of pages) {
    const paths = shownFiles(page[when], page.path, tree.docsRoot, files);
    if (paths.length === 0) continue;
    await tree.holdTexts(paths);
    const texts = paths.flatMap((path) => {
      const text =
        when === "before" && changed.has(path) ? changed.get(path)?.before : tree.peekText(path);
      return typeof text === "string" ? [{ path, text }] : [];
    });
    if (texts.length > 0) shown.set(page.path, texts);
  }
  return shown;
}

/** The uses of the snippet at `target` in one page's text. */
function usesIn(
  text: string,
  page: string,
  target: string,
  docsRoot: string,
  added: readonly string[],
): SnippetUse[] {
  const shown = toDocsRelative(docsRoot, page);
  const uses: SnippetUse[] = [];
  for (const match of text.matchAll(importPattern)) {
    const [, name, from] = match as unknown as [string, string, string];
    if (!pointsAt(from, page, target, docsRoot)) continue;
    const tags = [...text.matchAll(new RegExp(`<${name}(\\s[^>]*?)?\\/?>`, "g"))];
    if (tags.length === 0) uses.push(use(shown, [], added));
    for (const tag of tags) uses.push(use(shown, propsOf(tag[1] ?? ""), added));
  }
  for (const match of text.matchAll(includePattern)) {
    const from = match[1] ?? match[2] ?? "";
    if (pointsAt(from, page, target, docsRoot)) uses.push(use(shown, [], added));
  }
  return uses;
}

function use(page: string, props: [string, string][], added: readonly string[]): SnippetUse {
  const given = new Map(props);
  const missing = new Set<string>();
  const reads = added.slice(0, MAX_LINES).map((line) =>
    line.replace(/\{\s*(?:props\.)?([A-Za-z_]\w*)\s*\}/g, (whole, prop: string) => {
      const value = given.get(prop);
      if (value !== undefined) return value;
      if (/\{\s*props\./.test(whole) || props.length > 0 || /^[a-z]/.test(prop)) missing.add(prop);
      return whole;
    }),
  );
  return {
    page,
    props: props.map(([name, value]) => `${name}="${value}"`),
    reads,
    missing: [...missing],
  };
}

/** `name="value"`, `name='value'`, `name={"value"}`, `name={value}` and bare `name` props. */
function propsOf(attributes: string): [string, string][] {
  const props: [string, string][] = [];
  const pattern =
    /([A-Za-z_][\w-]*)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|\{\s*["'`]([^"'`]*)["'`]\s*\}|\{([^}]*)\}))?/g;
  for (const match of attributes.matchAll(pattern)) {
    const value = match[2] ?? match[3] ?? match[4] ?? match[5] ?? "true";
    props.push([match[1] as string, value.trim()]);
  }
  return props;
}

/**
 * Whether a reference written in `page` names `target` (repository paths): relative to the page,
 * from the docs root (`/snippets/…`), from the site (`@site/…`), or as a path ending the target's
 * (MkDocs snippets are read from a base path).
 */
function pointsAt(reference: string, page: string, target: string, docsRoot: string): boolean {
  const clean = reference.replace(/^@site\//, "/").split(/[?#]/)[0] as string;
  const folder = page.includes("/") ? page.slice(0, page.lastIndexOf("/")) : "";
  const candidates = clean.startsWith("/")
    ? [joinPath(docsRoot, clean.slice(1)), clean.slice(1)]
    : [joinPath(folder, clean), joinPath(docsRoot, clean)];
  if (candidates.includes(target)) return true;
  const tail = clean.replace(/^(?:\.{1,2}\/)+|^\//, "");
  return tail.length > 0 && (target === tail || target.endsWith(`/${tail}`));
}

/** The self-review's part on edited snippets; "" when the change edits none another page shows. */
export function renderSharedContent(shared: readonly SharedContent[]): string {
  if (shared.length === 0) return "";
  const blocks = shared.map((item) => {
    const lines = item.uses.map((use) => {
      const props = use.props.length > 0 ? ` passes ${use.props.join(" ")}` : "";
      const missing =
        use.missing.length > 0 ? ` It passes nothing for ${use.missing.join(", ")}.` : "";
      const reads =
        use.reads.length > 0
          ? `; your edited lines read there: ${use.reads.map((line) => `"${clip(line)}"`).join(" / ")}`
          : "";
      return `  - ${use.page}${props}${reads}.${missing}`;
    });
    return `- ${item.snippet} is shown on:\n${lines.join("\n")}`;
  });
  return `You edited content other pages show (a snippet, partial or include). Read how each of them reads now, with the props it passes, and fix the snippet where the edited text does not fit a page (the pull request lists these pages for the reviewer):\n${blocks.join("\n")}`;
}

function clip(text: string): string {
  const line = text.trim();
  return line.length > 160 ? `${line.slice(0, 159)}…` : line;
}

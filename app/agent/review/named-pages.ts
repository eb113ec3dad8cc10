import { isPagePath } from "../../docs-site/repo-path.ts";
import { toDocsRelative } from "../workspace/docs-path.ts";
import { generatedMarkOf } from "../workspace/generated-files.ts";
import type { WorkingTree } from "../workspace/working-tree.ts";
import { editedPages, type FileChange } from "./change-diff.ts";
import { withoutKeptClauses } from "./kept-by-instruction.ts";
import { titleOf } from "./labels-and-targets.ts";
import { addedLines } from "./line-diff.ts";
import { type SharedContent, shownFiles } from "./shared-content.ts";
import { withoutLanguage } from "./stale-values.ts";

/** Names shorter than this ("cli", "api") are words of too many instructions to point at a page. */
const MIN_NAME_CHARS = 5;

/**
 * The names a reader gives a page: its title, and its file name as words (`rate-limits` → "rate
 * limits"); a name too short to point at a page alone does with "page" or "guide" after it ("the
 * CI page", "the CI guide"); the docs root's index page is "the home page".
 */
function namesOf(path: string, text: string | undefined, docsRoot: string): string[] {
  const stem = (path.slice(path.lastIndexOf("/") + 1).replace(/\.[^.]+$/, "") || "").replace(
    /[-_]+/g,
    " ",
  );
  const title = text ? titleOf(text) : undefined;
  const home =
    /^(?:index|readme)$/i.test(stem) &&
    path.slice(docsRoot === "" ? 0 : docsRoot.length + 1).indexOf("/") < 0
      ? ["home page", "homepage", "landing page"]
      : [];
  return [
    ...[stem, ...(title ? [title] : [])]
      .map((name) => name.replace(/[`*_]/g, "").trim())
      .filter((name) => name.length >= 2 && !/^(?:index|readme)$/i.test(name))
      .flatMap((name) =>
        name.length >= MIN_NAME_CHARS ? [name] : [`${name} page`, `${name} guide`],
      ),
    ...home,
  ];
}

function names(instruction: string, name: string): boolean {
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/\s+/g, "[\\s_-]+");
  return new RegExp(`(?<![\\w-])${escaped}(?![\\w-])`, "i").test(instruction);
}

/** A file's path or name as an instruction writes it: `cmd/halyard/doctor.go`, `guides/batch.mdx`. */
const filePath =
  /(?<![\w./@-])(?:[\w.@-]+\/)+[\w.@-]*[\w@-]|(?<![\w./@-])[\w-]+\.(?:mdx?|markdown)\b/g;

/**
 * Whether the instruction names the page: by a path that leads to it (`guides/batch.mdx`,
 * `guides/batch`), or by its title or file name as words outside any path, since a word of a
 * path (`halyard` in `cmd/halyard/doctor.go`) names a folder or a file, not a page.
 */
function namesPage(instruction: string, path: string, text: string | undefined, docsRoot: string) {
  const paths = [...instruction.matchAll(filePath)].map((match) =>
    match[0].replace(/^(?:\.{1,2}\/)+|^\//, "").replace(/[.,;:]+$/, ""),
  );
  const bare = path.replace(/\.[^./]+$/, "");
  if (
    paths.some((named) => [path, bare].some((form) => form === named || form.endsWith(`/${named}`)))
  )
    return true;
  const words = instruction.replace(filePath, " ");
  return namesOf(path, text, docsRoot).some((name) => names(words, name));
}

/**
 * Whether the run's notDone says why a page it left is left: the page says it is generated
 * (a "do not edit" mark, an OpenAPI page), so the tools keep edits off it, and an item of notDone
 * names the page (by its path or its names) or the file it is generated from.
 */
function explainedAsGenerated(
  path: string,
  text: string | undefined,
  docsRoot: string,
  notDone: readonly string[],
): boolean {
  if (text === undefined || notDone.length === 0) return false;
  const mark = generatedMarkOf(text);
  if (!mark) return false;
  const said = notDone.join("\n");
  const source = mark.source?.replace(/^\.?\//, "");
  return (
    namesPage(said, path, text, docsRoot) ||
    (source !== undefined && /\.\w+$/.test(source) && said.includes(source))
  );
}

/**
 * The pages the instruction names (by title, or by file name as words, outside its code spans)
 * when the change edits
 * existing pages and none of them: the entry written on another page than the changelog it asks
 * for, the option documented on the page of the command beside it. A change that adds a page is
 * left alone (its new page has a name of its own), and so are a page the change links to (the
 * instruction names the link's target), a translation of a page it edits, and a folder's index
 * page when the change edits a page in that folder (the instruction names the section). A named
 * page that shows a file the change edits (a snippet, partial or include) is reached through it;
 * when that file is shown on pages the instruction does not name as well, the edit reaches them
 * too (the CI guide's note written into the requirements the installation page includes), and
 * is named with them. One sentence for the pages left, and one per shared file reaching others.
 */
export async function findUnchangedNamedPages(
  tree: WorkingTree,
  changes: readonly FileChange[],
  asked: string,
  /** The run's notDone: a generated page left alone is explained there. */
  notDone: readonly string[] = [],
): Promise<string[]> {
  // A code span names a command or a value (`acme publish`), not a page; an address names a host
  // (`acme` of `https://api.acme.io`), not the page titled "Acme"; a page the instruction says
  // keeps what it says ("Status callbacks keep 5 minutes") is named to be left alone.
  const instruction = withoutKeptClauses(asked)
    .replace(/\bhttps?:\/\/[^\s<>()[\]{}"'`|\\]+/gi, " ")
    .replace(/(`+)[^`\n]*?\1/g, " ");
  const pages = changes.filter((change) => isPagePath(change.path));
  if (pages.length === 0 || pages.some((change) => change.change !== "modified")) return [];
  if (pages.some((change) => namesPage(instruction, change.path, change.before, tree.docsRoot)))
    return [];
  const all = tree.listFiles().filter((path) => isPagePath(path));
  await tree.holdTexts(all);
  const named = all.filter((path) => {
    const text = tree.peekText(path);
    const page = typeof text === "string" ? text : undefined;
    return (
      namesPage(instruction, path, page, tree.docsRoot) &&
      !explainedAsGenerated(path, page, tree.docsRoot, notDone)
    );
  });
  // A page the change links to is named as the link's target; a translation of a changed page is
  // the page the instruction calls by its other language's title.
  const linked = pages
    .flatMap((change) => addedLines(change.before, change.after ?? ""))
    .join("\n");
  const keys = new Set(pages.map((change) => withoutLanguage(change.path)));
  const left = named.filter((path) => {
    const stem = path
      .slice(path.lastIndexOf("/") + 1)
      .replace(/\.[^.]+$/, "")
      .replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    return (
      !keys.has(withoutLanguage(path)) &&
      !sectionHolding(path, pages) &&
      !new RegExp(`(?:[/(]|\\]:\\s*)${stem}(?:\\.\\w+)?(?:[)#\\s"']|$)`, "m").test(linked)
    );
  });
  if (left.length === 0 || left.length > 3) return [];
  const show = (path: string) => toDocsRelative(tree.docsRoot, path);
  const edited = pages.map((change) => change.path);
  const shows = (path: string) => {
    const text = tree.peekText(path);
    return typeof text === "string" ? shownFiles(text, path, tree.docsRoot, edited) : [];
  };
  const reached = left.filter((path) => shows(path).length > 0);
  const unreached = left.filter((path) => !reached.includes(path));
  const found: string[] = [];
  if (unreached.length > 0) {
    found.push(
      `the instruction names ${unreached.map(show).join(", ")}, which the change leaves as ${unreached.length === 1 ? "it is" : "they are"}, and edits ${edited.map(show).join(", ")} instead`,
    );
  }
  const namedKeys = new Set(named.map(withoutLanguage));
  for (const file of new Set(reached.flatMap(shows))) {
    const others = all.filter(
      (path) =>
        !edited.includes(path) &&
        !namedKeys.has(withoutLanguage(path)) &&
        shows(path).includes(file),
    );
    if (others.length === 0) continue;
    const via = reached.filter((path) => shows(path).includes(file));
    const also = `${others.slice(0, 4).map(show).join(", ")}${others.length > 4 ? ` and ${others.length - 4} more` : ""}`;
    found.push(
      `the instruction names ${via.map(show).join(", ")}; the change edits ${show(file)}, which ${via.length === 1 ? "it shows" : "they show"}, and which ${also} also ${others.length === 1 ? "shows, a page" : "show, pages"} the instruction does not name`,
    );
  }
  return found;
}

/**
 * Whether the page is a folder's index page (`agent/index.mdx`) and the change edits a page in
 * that folder: the instruction names the section ("the agent"), and the change edits one of its
 * pages (`agent/customize.mdx`).
 */
function sectionHolding(path: string, pages: readonly FileChange[]): boolean {
  const slash = path.lastIndexOf("/");
  if (slash < 0 || !/^(?:index|readme|_index)\.[^.]+$/i.test(path.slice(slash + 1))) return false;
  const folder = path.slice(0, slash + 1);
  return pages.some((change) => change.path.startsWith(folder));
}

/** The self-review's part on pages named and left alone; "" when there are none. */
export function renderUnchangedNamedPages(items: readonly string[]): string {
  if (items.length === 0) return "";
  return `Check where the change belongs: make it on the page the instruction names, or say under notDone why it goes elsewhere (the pull request lists this for the reviewer):\n${items.map((item) => `- ${item}`).join("\n")}`;
}

/** Front matter fields as `key: value` lines of a page's leading block. */
function frontMatterFields(text: string): Map<string, string> {
  const block = /^---\r?\n([\s\S]*?)\r?\n---/.exec(text)?.[1] ?? "";
  const fields = new Map<string, string>();
  for (const match of block.matchAll(/^([A-Za-z][\w-]*):(.*)$/gm))
    fields.set(match[1] as string, (match[2] as string).trim());
  return fields;
}

/** The name of a way of writing capitals: "title case", "sentence-case", "camelCase". */
const letterCase = /\b(?:title|sentence|upper|lower|camel|pascal|snake|kebab)[\s-]?cased?\b/gi;

/**
 * Front matter fields the instruction names (`description`, `sidebarTitle`, as a word of it) on a
 * page the change edited while leaving the field as it was: the new text went into the body. One
 * sentence each.
 */
export function findUnchangedNamedFields(
  changes: readonly FileChange[],
  docsRoot: string,
  instruction: string,
): string[] {
  // "Title case" names a way of writing capitals, not the `title` field.
  const words = instruction.replace(letterCase, " ");
  const found: string[] = [];
  for (const change of editedPages(changes)) {
    const before = frontMatterFields(change.before);
    const after = frontMatterFields(change.after);
    for (const [key, value] of before) {
      if (key.length < MIN_NAME_CHARS || !names(words, key)) continue;
      if (after.get(key) !== value) continue;
      found.push(
        `${toDocsRelative(docsRoot, change.path)}: the instruction names the front matter field \`${key}\`, which the change leaves as it was`,
      );
    }
  }
  return found;
}

/**
 * Edited snippets or partials that pages the instruction does not name show too: the instruction
 * names a page that shows the snippet (its title or file name, outside clauses saying something
 * stays), and other pages show it that the change did not edit and the instruction does not name
 * (the Go page and the quickstart read the Java page's new port). An edit meant for one page
 * belongs on that page, or in a prop it passes. One sentence per snippet.
 */
export function findSharedBeyondNamedPages(
  tree: WorkingTree,
  changes: readonly FileChange[],
  shared: readonly SharedContent[],
  instruction: string,
): string[] {
  const asked = withoutKeptClauses(instruction);
  const edited = new Set(changes.map((change) => toDocsRelative(tree.docsRoot, change.path)));
  const repoPath = (page: string) => (tree.docsRoot === "" ? page : `${tree.docsRoot}/${page}`);
  const named = (page: string) =>
    namesPage(asked, repoPath(page), tree.peekText(repoPath(page)) ?? undefined, tree.docsRoot);
  const found: string[] = [];
  for (const { snippet, uses } of shared) {
    if (named(snippet)) continue;
    const pages = uses.map((use) => use.page);
    if (!pages.some(named)) continue;
    const others = [...new Set(pages)].filter((page) => !edited.has(page) && !named(page));
    if (others.length === 0) continue;
    found.push(
      `${snippet}: the change edits this shared content for the page the instruction names, and ${others.slice(0, 4).join(", ")}${others.length > 4 ? ", …" : ""} show${others.length === 1 ? "s" : ""} it too, unchanged by the change and not named by the instruction`,
    );
  }
  return found;
}

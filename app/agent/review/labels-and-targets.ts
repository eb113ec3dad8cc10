import { isPagePath } from "../../docs-site/repo-path.ts";
import { siteFileOf } from "../../docs-site/site-files.ts";
import { toDocsRelative } from "../workspace/docs-path.ts";
import type { WorkingTree } from "../workspace/working-tree.ts";
import type { FileChange } from "./change-diff.ts";
import { addedLines } from "./line-diff.ts";
import { stem } from "./proportion.ts";

/** At most this many mismatches are named. */
const MAX_ITEMS = 10;
/** Files whose labels name pages: every navigation file, and the MkDocs and Mintlify configs. */
const isNavigationFile = (path: string): boolean => {
  const file = siteFileOf(path);
  return (
    file !== undefined &&
    (file.role === "navigation" || file.generator === "mkdocs" || file.generator === "mintlify")
  );
};

/**
 * The labels and link texts a change left saying something else than what they point at: a page
 * whose title changed while its navigation label (MkDocs `nav`, mdBook `SUMMARY.md`, a Docusaurus
 * sidebar label, Mintlify `sidebarTitle`) still gives the old one; and a link the change added
 * whose text shares no word with the heading (or the title) it lands on. One sentence each.
 */
export async function findLabelMismatches(
  tree: WorkingTree,
  changes: readonly FileChange[],
): Promise<string[]> {
  const found: string[] = [];
  const show = (path: string) => toDocsRelative(tree.docsRoot, path);
  const retitled = changes.flatMap((change) => {
    if (!isPagePath(change.path)) return [];
    if (change.change === "added") {
      // A page moved and retitled at once: the deleted page it was written from gives the old title.
      const source = movedSource(change, changes);
      const before = source && titleOf(source);
      const after = titleOf(change.after ?? "");
      return before && after && normal(before) !== normal(after) ? [{ change, before, after }] : [];
    }
    if (change.change !== "modified") return [];
    const before = titleOf(change.before ?? "");
    const after = titleOf(change.after ?? "");
    return before && after && normal(before) !== normal(after) ? [{ change, before, after }] : [];
  });
  if (retitled.length > 0) {
    const navigation = tree.listRepositoryFiles().filter(isNavigationFile);
    await tree.holdTexts(navigation);
    for (const { change, before, after } of retitled) {
      const label = frontMatterOf(change.after ?? "").match(
        /^(?:sidebar_label|sidebarTitle|nav_title):\s*["']?(.+?)["']?\s*$/m,
      )?.[1];
      if (label && stillOld(label, before, after)) {
        found.push(
          `${show(change.path)}: the title is now "${after}", but its sidebar label still says "${label}"`,
        );
      }
      const name = change.path.slice(change.path.lastIndexOf("/") + 1);
      for (const file of navigation) {
        const text = tree.peekText(file);
        if (typeof text !== "string") continue;
        for (const navLabel of labelsById(text, change.path)) {
          if (stillOld(navLabel, before, after)) {
            found.push(
              `${show(change.path)}: the title is now "${after}", but ${show(file)} still labels it "${navLabel.trim()}"`,
            );
          }
        }
        if (!text.includes(name)) continue;
        for (const line of text.split("\n")) {
          if (!line.includes(name)) continue;
          const navLabel =
            /^\s*-\s*["']?([^"':\n]+?)["']?\s*:\s*\S*$/.exec(line)?.[1] ??
            /\[([^\]]+)\]\([^)]*\)/.exec(line)?.[1] ??
            /label["']?\s*:\s*["']([^"']+)["']/.exec(line)?.[1];
          if (navLabel && stillOld(navLabel, before, after)) {
            found.push(
              `${show(change.path)}: the title is now "${after}", but ${show(file)} still labels it "${navLabel.trim()}"`,
            );
          }
        }
      }
    }
  }
  found.push(...ownTitleMismatches(changes, show));
  for (const change of changes) {
    if (change.after === undefined || change.movedFrom || !isPagePath(change.path)) continue;
    for (const line of addedLines(change.before, change.after)) {
      // A card (`<Card title="Go" href="/sdks/go">`): its title is the link's text.
      for (const element of line.matchAll(/<([A-Z]\w*)\b([^>]*)>/g)) {
        const attributes = element[2] as string;
        const title = /\btitle=["']([^"']+)["']/.exec(attributes)?.[1];
        const target = /\bhref=["']([^"']+)["']/.exec(attributes)?.[1];
        if (!title || !target || /^[a-z]+:/i.test(target)) continue;
        const words = namingWords(title);
        if (words.length === 0) continue;
        const landing = await landingHeading(tree, change.path, target);
        if (!landing) continue;
        const targetWords = [
          ...namingWords(landing.heading),
          ...namingWords(landing.title ?? ""),
          ...namingWords(target.split("#")[0] ?? ""),
        ];
        if (words.some((word) => targetWords.some((other) => akin(word, other)))) continue;
        found.push(
          `${show(change.path)}: the ${element[1]} "${title}" links to "${landing.heading}" (${target}), which shares no word with it`,
        );
      }
      for (const link of line.matchAll(/(?<!!)\[([^\]\n]+)\]\(([^)\s]+)\)/g)) {
        const [, text, target] = link as unknown as [string, string, string];
        if (/^[a-z]+:/i.test(target) || /^`[^`]*`$/.test(text.trim())) continue;
        const words = contentWords(text);
        if (words.length === 0) continue;
        const landing = await landingHeading(tree, change.path, target);
        if (!landing) continue;
        const { heading, title, sections } = landing;
        const closer = target.includes("#")
          ? closerSection(words, heading, title, sections)
          : undefined;
        if (closer) {
          found.push(
            `${show(change.path)}: the link "${text}" lands on "${heading}" (${target}), while the section "${closer}" of that page is the one its text names`,
          );
          continue;
        }
        const targetWords = [
          ...contentWords(heading),
          ...contentWords(title ?? ""),
          ...contentWords(target.split("#")[0] ?? ""),
        ];
        if (
          targetWords.length === 0 ||
          words.some((word) => targetWords.some((other) => akin(word, other)))
        )
          continue;
        found.push(
          `${show(change.path)}: the link "${text}" lands on "${heading}" (${target}), which shares no word with it`,
        );
      }
    }
  }
  return [...new Set(found)].slice(0, MAX_ITEMS);
}

/** The front matter fields that title a page: its title, and its label in a sidebar. */
const titleFields = /^(title|sidebar_label|sidebarTitle|nav_title):[ \t]*["']?(.+?)["']?[ \t]*$/gm;

/**
 * A page's own titles the change left on the old name: the page's heading retitled while its
 * front matter `title`, `sidebar_label`, `sidebarTitle` or `nav_title` still gives the old
 * heading, or its front matter title retitled while the heading still says the old one. A
 * sidebar label left after the front matter title is told with the navigation's labels.
 */
function ownTitleMismatches(
  changes: readonly FileChange[],
  show: (path: string) => string,
): string[] {
  const found: string[] = [];
  for (const change of changes) {
    if (change.change !== "modified" || !isPagePath(change.path)) continue;
    const before = change.before ?? "";
    const after = change.after ?? "";
    const fields = [...frontMatterOf(after).matchAll(titleFields)].map((match) => ({
      name: match[1] as string,
      value: (match[2] as string).trim(),
    }));
    const headingBefore = headingOf(before);
    const headingAfter = headingOf(after);
    const titleBefore = /^title:[ \t]*["']?(.+?)["']?[ \t]*$/m.exec(frontMatterOf(before))?.[1];
    const titleAfter = fields.find(({ name }) => name === "title")?.value;
    const retitled = titleBefore && titleAfter && normal(titleBefore) !== normal(titleAfter);
    if (headingBefore && headingAfter && normal(headingBefore) !== normal(headingAfter)) {
      for (const { name, value } of fields) {
        if (retitled && name !== "title") continue;
        if (!stillOld(value, headingBefore, headingAfter)) continue;
        found.push(
          `${show(change.path)}: the heading is now "${headingAfter}", but its front matter ${name} still says "${value}"`,
        );
      }
    }
    if (retitled && headingAfter && stillOld(headingAfter, titleBefore, titleAfter)) {
      found.push(
        `${show(change.path)}: the front matter title is now "${titleAfter}", but its heading still says "${headingAfter}"`,
      );
    }
  }
  return found;
}

/** A page's first level-one heading, outside its front matter and code blocks. */
function headingOf(text: string): string | undefined {
  const body = text.replace(/^---\r?\n[\s\S]*?\r?\n---/, "").replace(/^(```|~~~)[\s\S]*?^\1/gm, "");
  return /^#\s+(.+?)\s*#*$/m.exec(body)?.[1]?.trim();
}

/**
 * Another section of the page a link lands in whose heading its text names, where the heading it
 * lands on shares no word with the text: more than the page's title does, so a link naming only
 * the page ("the retries guide") is left alone. Undefined when there is none, or more than one.
 */
function closerSection(
  words: readonly string[],
  heading: string,
  title: string | undefined,
  sections: readonly string[],
): string | undefined {
  const named = (text: string) =>
    words.filter((word) => contentWords(text).some((other) => akin(word, other))).length;
  if (named(heading) > 0) return undefined;
  const fromTitle = named(title ?? "");
  const closer = sections.filter(
    (section) => section !== heading && named(section) >= 2 && named(section) > fromTitle,
  );
  return closer.length === 1 ? closer[0] : undefined;
}

/**
 * The labels a navigation file gives a page by its doc id, in the object that names it
 * (a Docusaurus sidebar's `{ "type": "doc", "id": "guides/environments", "label": "…" }`): the id
 * is the page's path without its extension, with or without its leading folders.
 */
function labelsById(text: string, path: string): string[] {
  const parts = path.replace(/\.[^./]+$/, "").split("/");
  const labels: string[] = [];
  for (let from = 0; from < parts.length; from++) {
    const id = parts.slice(from).join("/");
    const quoted = new RegExp(`["']${id.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}["']`, "g");
    for (const match of text.matchAll(quoted)) {
      const open = text.lastIndexOf("{", match.index);
      const close = text.indexOf("}", match.index);
      if (open < 0 || close < 0) continue;
      const object = text.slice(open, close + 1);
      // The id must be the object's own, not an item of a list inside a category.
      if (/[[{]/.test(object.slice(1))) continue;
      const label = /["']?label["']?\s*:\s*["']([^"']+)["']/.exec(object)?.[1];
      if (label) labels.push(label);
    }
  }
  return labels;
}

/** The words of a short name (a card's title "Go"), two letters and up. */
function namingWords(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/`/g, "")
    .split(/[^\p{L}\d]+/u)
    .filter((word) => word.length >= 2 && !emptyWords.has(word))
    .map((word) => stem(word).slice(0, 6));
}

/**
 * The text of the deleted page an added page was moved from, edited on the way: most of the
 * deleted page's lines (its title aside) are the added page's. Undefined when there is none.
 */
function movedSource(added: FileChange, changes: readonly FileChange[]): string | undefined {
  if (added.movedFrom) return changes.find((change) => change.path === added.movedFrom)?.before;
  const lines = new Set(
    (added.after ?? "").split("\n").filter((line) => line.trim() !== "" && !/^#\s/.test(line)),
  );
  if (lines.size < 3) return undefined;
  const sources = changes.filter((change) => {
    if (change.change !== "deleted" || !isPagePath(change.path) || change.before === undefined)
      return false;
    const theirs = change.before
      .split("\n")
      .filter((line) => line.trim() !== "" && !/^#\s/.test(line));
    const shared = theirs.filter((line) => lines.has(line)).length;
    return theirs.length > 0 && shared >= 0.8 * Math.max(theirs.length, lines.size);
  });
  return sources.length === 1 ? sources[0]?.before : undefined;
}

/** Whether a label gives the old title and not the new one. */
function stillOld(label: string, before: string, after: string): boolean {
  const said = normal(label);
  return (
    said !== normal(after) &&
    (said === normal(before) || (said.includes(normal(before)) && !said.includes(normal(after))))
  );
}

/**
 * The heading a link lands on: the heading whose slug is its anchor, or the page's title
 * without one. Undefined when the target is not a page the tree holds.
 */
async function landingHeading(
  tree: WorkingTree,
  from: string,
  target: string,
): Promise<{ heading: string; title: string | undefined; sections: string[] } | undefined> {
  const [pathPart = "", anchor] = target.split("#");
  const folder = from.includes("/") ? from.slice(0, from.lastIndexOf("/")) : "";
  const base =
    pathPart === ""
      ? from
      : resolveFrom(pathPart.startsWith("/") ? tree.docsRoot : folder, pathPart.replace(/^\//, ""));
  const candidates =
    pathPart === ""
      ? [from]
      : [
          base,
          `${base}.md`,
          `${base}.mdx`,
          `${base}/index.md`,
          `${base}/index.mdx`,
          `${base}/README.md`,
        ];
  const page = candidates.find((path) => isPagePath(path) && tree.exists(path));
  if (!page) return undefined;
  const text = await tree.read(page).catch(() => undefined);
  if (text === undefined) return undefined;
  const title = titleOf(text);
  const headings = [...text.matchAll(/^(#{1,6})\s+(.+?)\s*(?:\{#([\w-]+)\})?\s*#*$/gm)].map(
    (match) => ({
      level: (match[1] as string).length,
      heading: (match[2] as string).trim(),
      id: match[3],
    }),
  );
  const sections = headings.filter(({ level }) => level >= 2).map(({ heading }) => heading);
  if (!anchor) return title ? { heading: title, title, sections } : undefined;
  const landing = headings.find(({ heading, id }) => (id ?? slug(heading)) === anchor);
  return landing ? { heading: landing.heading, title, sections } : undefined;
}

/** A relative path taken from a folder, its `.` and `..` segments resolved (never above the top). */
export function resolveFrom(folder: string, relative: string): string {
  const parts = folder === "" ? [] : folder.split("/");
  for (const part of relative.split("/")) {
    if (part === "" || part === ".") continue;
    if (part === "..") parts.pop();
    else parts.push(part);
  }
  return parts.join("/");
}

/** A page's title: front matter `title`, else its first heading. */
export function titleOf(text: string): string | undefined {
  const fromFront = /^title:\s*["']?(.+?)["']?\s*$/m.exec(frontMatterOf(text))?.[1];
  return (fromFront ?? /^#\s+(.+?)\s*#*$/m.exec(text)?.[1])?.trim();
}

function frontMatterOf(text: string): string {
  return /^---\r?\n([\s\S]*?)\r?\n---/.exec(text)?.[1] ?? "";
}

function slug(heading: string): string {
  return heading
    .toLowerCase()
    .replace(/`/g, "")
    .replace(/[^\p{L}\d\s_-]/gu, "")
    .trim()
    .replace(/\s/g, "-");
}

function normal(text: string): string {
  return text
    .toLowerCase()
    .replace(/[`*_"']/g, "")
    .replace(/\s+/g, " ")
    .trim();
}

/** Words that tell nothing of where a link goes. */
const emptyWords = new Set(
  "the and for with from this that these those see read more here there about how what which page pages guide guides section docs doc documentation link details info information our your you its learn find out".split(
    " ",
  ),
);

function contentWords(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/`/g, "")
    .split(/[^\p{L}\d]+/u)
    .filter((word) => word.length >= 3 && !emptyWords.has(word))
    .map((word) => stem(word).slice(0, 6));
}

/** Whether two words are one: the same stem, or one beginning the other ("back", "backup"). */
function akin(word: string, other: string): boolean {
  return (
    word === other ||
    (word.length >= 4 && other.startsWith(word)) ||
    (other.length >= 4 && word.startsWith(other))
  );
}

/** The self-review's part on labels and link texts; "" when there are none. */
export function renderLabelMismatches(labels: readonly string[]): string {
  if (labels.length === 0) return "";
  return `These labels or link texts say something else than what they point at. Make the navigation label give the page's new title, and a link's text name what it lands on (the pull request lists those left for the reviewer):\n${labels.map((label) => `- ${label}`).join("\n")}`;
}

import { caseOfHeading } from "../../docs-check/style/heading-case.ts";
import { toDocsRelative } from "../workspace/docs-path.ts";
import { editedPages, type FileChange } from "./change-diff.ts";
import { rewrittenLinePairs } from "./line-diff.ts";

/** At most this many findings are named. */
const MAX_ITEMS = 6;

/** Words of an instruction that ask for a heading's case or a value's quoting to change. */
const asksForm =
  /\b(?:title case|sentence case|capitali[sz]\w*|upper ?case|lower ?case|quot\w*)\b/i;

/** The lines of a page's front matter (between its first two `---` lines), as a set. */
function frontMatterLines(text: string): Set<string> {
  const lines = text.split("\n");
  if (lines[0]?.trim() !== "---") return new Set();
  const end = lines.findIndex((line, index) => index > 0 && line.trim() === "---");
  return new Set(end > 0 ? lines.slice(1, end) : []);
}

/** The words a page writes in lower case: a capital on one of them in a heading is its case. */
function lowercaseWordsOf(text: string): Set<string> {
  return new Set(text.match(/\b[a-z][a-z'-]+\b/g) ?? []);
}

/**
 * Lines the change rewrote in another form than they had, unasked: a heading that was in
 * sentence case rewritten in title case ("Choose an analytics view" made "Select An Analytics
 * View") when no other heading of the page is in title case, and a front matter value that was quoted rewritten without its
 * quotes (`description: "…"` made `description: …`, which a colon in the text then breaks).
 * One sentence each.
 */
export function findChangedForms(
  changes: readonly FileChange[],
  docsRoot: string,
  instruction: string,
): string[] {
  if (asksForm.test(instruction)) return [];
  const found: string[] = [];
  for (const change of editedPages(changes)) {
    const show = toDocsRelative(docsRoot, change.path);
    const lowercase = lowercaseWordsOf(change.before);
    const frontMatter = frontMatterLines(change.before);
    for (const [before, after] of rewrittenLinePairs(change.before, change.after)) {
      const wasHeading = /^\s{0,3}#{1,6}\s+(.+?)\s*#*\s*$/.exec(before)?.[1];
      const isHeading = /^\s{0,3}#{1,6}\s+(.+?)\s*#*\s*$/.exec(after)?.[1];
      if (wasHeading && isHeading) {
        const was = caseOfHeading(wasHeading, lowercase);
        const is = caseOfHeading(isHeading, lowercase);
        // Unless another heading of the page is written in the new case: then it follows them.
        const others = change.after
          .split("\n")
          .filter((line) => line !== after)
          .map((line) => /^\s{0,3}#{1,6}\s+(.+?)\s*#*\s*$/.exec(line)?.[1])
          .filter((text): text is string => text !== undefined);
        const followsPage = others.some((text) => caseOfHeading(text, lowercase) === is);
        // Made title case: a house style's fix goes the other way, to sentence case.
        if (was === "sentence" && is === "title" && !followsPage) {
          found.push(
            `${show}: the heading "${isHeading.slice(0, 60)}" is in ${is} case, and the one it replaces was in ${was} case`,
          );
        }
        continue;
      }
      if (!frontMatter.has(before)) continue;
      const field = /^(\s*[\w-]+):\s*"[^"]*"\s*$/.exec(before)?.[1];
      if (field === undefined) continue;
      const now = new RegExp(`^${field}:\\s*(.*)$`).exec(after)?.[1]?.trim();
      if (now === undefined || now === "" || /^["'>|]/.test(now)) continue;
      found.push(
        `${show}: the front matter field \`${field.trim()}\` was quoted and the change writes it without quotes`,
      );
    }
  }
  return [...new Set(found)].slice(0, MAX_ITEMS);
}

/** The self-review's part on lines rewritten in another form; "" when there are none. */
export function renderChangedForms(items: readonly string[]): string {
  if (items.length === 0) return "";
  return `These lines are rewritten in another form than they had (a heading's case, a front matter value's quotes), which the instruction does not ask for. Write them as they were written, or say under notDone why not (the pull request lists these for the reviewer):\n${items.map((item) => `- ${item}`).join("\n")}`;
}

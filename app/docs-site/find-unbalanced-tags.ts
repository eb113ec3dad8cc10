import { lineCounter, type PageSyntaxProblem } from "./page-syntax-problem.ts";

export interface HtmlFragment {
  value: string;
  line: number;
}

/** Elements that never have a closing tag. */
const VOID = new Set([
  "area",
  "base",
  "br",
  "col",
  "embed",
  "hr",
  "img",
  "input",
  "link",
  "meta",
  "param",
  "source",
  "track",
  "wbr",
]);
/** Elements whose closing tag HTML lets authors leave out. */
const OPTIONAL_CLOSE = new Set([
  "p",
  "li",
  "dt",
  "dd",
  "tr",
  "td",
  "th",
  "thead",
  "tbody",
  "tfoot",
  "option",
  "optgroup",
  "rp",
  "rt",
  "colgroup",
  "caption",
  "html",
  "head",
  "body",
]);
/** Elements whose content is text, not tags. */
const RAW_TEXT = new Set(["script", "style", "pre", "code", "textarea"]);

const TAG = /<(\/?)([A-Za-z][A-Za-z0-9-]*)\b(?:[^>"']|"[^"]*"|'[^']*')*?(\/?)>/g;

/**
 * HTML elements in a Markdown page (in document order, across blocks) that are opened and never
 * closed, or closed out of order: a Markdown page keeps its HTML components balanced, or the site
 * renders everything after them inside the wrong element.
 */
export function findUnbalancedTags(fragments: HtmlFragment[]): PageSyntaxProblem[] {
  const problems: PageSyntaxProblem[] = [];
  const open: { name: string; line: number }[] = [];
  let rawText: string | undefined;
  for (const fragment of fragments) {
    const value = fragment.value.replace(/<!--[\s\S]*?-->/g, (c) => c.replace(/[^\n]/g, " "));
    const lineOf = lineCounter(value);
    for (const match of value.matchAll(TAG)) {
      const closing = match[1] === "/";
      const name = (match[2] ?? "").toLowerCase();
      const line = fragment.line + lineOf(match.index) - 1;
      if (rawText) {
        if (closing && name === rawText) {
          rawText = undefined;
          open.pop();
        }
        continue;
      }
      if (VOID.has(name) || OPTIONAL_CLOSE.has(name)) continue;
      if (!closing) {
        if (match[3] === "/") continue;
        open.push({ name, line });
        if (RAW_TEXT.has(name)) rawText = name;
        continue;
      }
      const at = open.findLastIndex((element) => element.name === name);
      if (at < 0) {
        // A wrong closing tag usually means to close the innermost element: one finding, not two.
        const expected = open.pop();
        problems.push({
          rule: "component-mismatched",
          line,
          subject: `${name}/${expected?.name ?? ""}`,
          message: expected
            ? `</${name}> does not close <${expected.name}> (opened at line ${expected.line}): close elements in the reverse order they were opened, and check the tag names.`
            : `</${name}> closes no open <${name}>: remove it or add the opening tag.`,
        });
        continue;
      }
      for (const element of open.splice(at).slice(1)) problems.push(unclosed(element));
    }
  }
  for (const element of open) problems.push(unclosed(element));
  return problems;
}

function unclosed(element: { name: string; line: number }): PageSyntaxProblem {
  return {
    rule: "component-unclosed",
    line: element.line,
    subject: element.name,
    message: `<${element.name}> is opened here and never closed: add </${element.name}> where its content ends.`,
  };
}

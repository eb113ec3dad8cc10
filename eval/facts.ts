import type { Root, Table, TableRow } from "mdast";
import { toString as mdastToString } from "mdast-util-to-string";
import remarkFrontmatter from "remark-frontmatter";
import remarkGfm from "remark-gfm";
import remarkMdx from "remark-mdx";
import remarkParse from "remark-parse";
import { unified } from "unified";
import type { Fact, TextMatch } from "./task.ts";

/** Text as a reader takes it: no formatting marks, one space, lower case, straight quotes. */
export function plain(text: string): string {
  return text
    .replace(/[`*_]/g, "")
    .replace(/[“”]/g, '"')
    .replace(/[‘’]/g, "'")
    .replace(/\s+/g, " ")
    .trim()
    .toLowerCase();
}

function parse(path: string, text: string): Root {
  const processor = unified().use(remarkParse).use(remarkFrontmatter, ["yaml"]).use(remarkGfm);
  if (path.endsWith(".mdx")) processor.use(remarkMdx);
  return processor.parse(text) as Root;
}

/** A page's tables, each as its header cells and rows of cells, in plain text. */
export function tablesOf(path: string, text: string): { header: string[]; rows: string[][] }[] {
  const tables: { header: string[]; rows: string[][] }[] = [];
  const visit = (node: { type: string; children?: unknown[] }) => {
    if (node.type === "table") {
      const [head, ...rows] = (node as unknown as Table).children as TableRow[];
      const cells = (row: TableRow | undefined) =>
        (row?.children ?? []).map((cell) => plain(mdastToString(cell)));
      tables.push({ header: cells(head), rows: rows.map(cells) });
      return;
    }
    for (const child of (node.children ?? []) as { type: string }[]) visit(child);
  };
  visit(parse(path, text));
  return tables;
}

/**
 * A page's statements: each sentence of its paragraphs, headings and list items, and each table
 * row read as "header: cell" pairs, in plain text.
 */
export function statementsOf(path: string, text: string): string[] {
  const out: string[] = [];
  const visit = (node: { type: string; children?: unknown[] }) => {
    if (node.type === "table") {
      const [head, ...rows] = (node as unknown as Table).children as TableRow[];
      const header = (head?.children ?? []).map((c) => plain(mdastToString(c)));
      for (const row of rows) {
        out.push(
          row.children.map((c, i) => `${header[i] ?? ""}: ${plain(mdastToString(c))}`).join("; "),
        );
      }
      return;
    }
    if (node.type === "paragraph" || node.type === "heading" || node.type === "tableCell") {
      const whole = plain(mdastToString(node as never));
      for (const sentence of whole.split(/(?<=[.!?])\s+(?=[a-z0-9"'(])/)) out.push(sentence);
      return;
    }
    for (const child of (node.children ?? []) as { type: string }[]) visit(child);
  };
  visit(parse(path, text));
  return out;
}

const matches = (text: string, match: TextMatch) =>
  typeof match === "string" ? text.includes(plain(match)) : match.test(text);

/** Whether `fact` holds on the files after the change (and the run's answer); why not, if not. */
export function checkFact(
  fact: Fact,
  files: Map<string, string>,
  answer: string,
): { name: string; ok: boolean; detail?: string } {
  try {
    return checkParsedFact(fact, files, answer);
  } catch (error) {
    // A page that no longer parses states nothing: the fact does not hold.
    const path = fact.kind === "answer-not" ? "the answer" : fact.path;
    return { name: `${path} states a fact`, ok: false, detail: (error as Error).message };
  }
}

function checkParsedFact(
  fact: Fact,
  files: Map<string, string>,
  answer: string,
): { name: string; ok: boolean; detail?: string } {
  if (fact.kind === "answer-not") {
    const said = plain(answer);
    return { name: `the answer does not state ${fact.says}`, ok: !fact.says.test(said) };
  }
  const text = files.get(fact.path);
  if (text === undefined)
    return { name: `${fact.path} states a fact`, ok: false, detail: "no such file" };
  if (fact.kind === "table-row") {
    const name = `${fact.path}: the row for "${fact.key}" has ${String(fact.value)}`;
    const key = plain(fact.key);
    for (const table of tablesOf(fact.path, text)) {
      const row = table.rows.find((cells) => cells[0] === key);
      if (!row) continue;
      const column = fact.column ? table.header.findIndex((h) => fact.column?.test(h)) : 1;
      const cell = row[column < 0 ? 1 : column] ?? "";
      return matches(cell, fact.value)
        ? { name, ok: true }
        : { name, ok: false, detail: `it has "${cell}"` };
    }
    return { name, ok: false, detail: "no table row for it" };
  }
  if (fact.kind === "flag-default") {
    const name = `${fact.path}: ${fact.flag} is documented with the default ${fact.value}`;
    const flag = plain(fact.flag);
    const value = plain(fact.value);
    for (const table of tablesOf(fact.path, text)) {
      const column = table.header.findIndex((h) => /default/.test(h));
      const row = table.rows.find((cells) => cells.some((c) => c.includes(flag)));
      if (row && column >= 0) {
        const cell = row[column] ?? "";
        return cell.replace(/[.]$/, "") === value
          ? { name, ok: true }
          : { name, ok: false, detail: `the table says "${cell}"` };
      }
    }
    const escaped = value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    const statesDefault = new RegExp(
      `default(s|ing)?( value)?( is| to|:| of)?\\s*"?${escaped}"?\\b|${escaped}"? (is the|by) default`,
    );
    const about = statementsOf(fact.path, text).filter(
      (s) => s.includes(flag) || /default/.test(s),
    );
    const found =
      about.find((s) => s.includes(flag) && statesDefault.test(s)) ??
      about.find((s) => statesDefault.test(s));
    return found
      ? { name, ok: true }
      : {
          name,
          ok: false,
          detail:
            about
              .filter((s) => /default/.test(s))
              .slice(0, 1)
              .join("") || "no default stated",
        };
  }
  const name = `${fact.path}: what it says of ${fact.about} matches ${fact.says}${fact.not ? ` and not ${fact.not}` : ""}`;
  const about = statementsOf(fact.path, text).filter((s) => fact.about.test(s));
  const contrary = fact.not ? about.find((s) => fact.not?.test(s)) : undefined;
  if (contrary) return { name, ok: false, detail: `it says "${contrary}"` };
  return about.some((s) => fact.says.test(s))
    ? { name, ok: true }
    : { name, ok: false, detail: about.length ? `it says "${about[0]}"` : "nothing about it" };
}

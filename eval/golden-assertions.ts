import type { Code, Heading, Link, List, ListItem, Root, Table } from "mdast";
import { toString as mdastToString } from "mdast-util-to-string";
import remarkFrontmatter from "remark-frontmatter";
import remarkGfm from "remark-gfm";
import remarkMdx from "remark-mdx";
import remarkParse from "remark-parse";
import { parse as parseToml } from "smol-toml";
import { unified } from "unified";
import { parse as parseYaml } from "yaml";
import { checkFact } from "./facts.ts";
import type { Fixture, Golden, TextMatch } from "./task.ts";

/** What a run left behind, as the assertions read it. */
export interface RunResult {
  status: string;
  summary: string | null;
  error: string | null;
  /** The files of the job's branch, or undefined when no branch was pushed. */
  after: Map<string, string> | undefined;
  pull: { draft: boolean; body: string; title: string } | undefined;
  /** What each run of the job asked, by run in order (null for a run that asked nothing). */
  questions?: (string | null)[];
}

export interface Assertion {
  name: string;
  ok: boolean;
  detail?: string;
}

const markdownFile = /\.mdx?$/;

function matches(text: string, match: TextMatch): boolean {
  return typeof match === "string" ? text.includes(match) : match.test(text);
}

function show(match: TextMatch): string {
  return typeof match === "string" ? JSON.stringify(match) : String(match);
}

function parseMarkdown(path: string, text: string): Root {
  const processor = unified().use(remarkParse).use(remarkFrontmatter, ["yaml"]).use(remarkGfm);
  if (path.endsWith(".mdx")) processor.use(remarkMdx);
  return processor.parse(text) as Root;
}

function walk(node: unknown, visit: (node: { type: string } & Record<string, unknown>) => void) {
  if (!node || typeof node !== "object") return;
  visit(node as { type: string } & Record<string, unknown>);
  for (const child of ((node as { children?: unknown[] }).children ?? []) as unknown[]) {
    walk(child, visit);
  }
}

/** Lines of `after` that `before` did not have, and the reverse (as multisets). */
export function lineChanges(before: string, after: string): { added: string[]; removed: string[] } {
  const count = new Map<string, number>();
  for (const line of before.split("\n")) count.set(line, (count.get(line) ?? 0) + 1);
  const added: string[] = [];
  for (const line of after.split("\n")) {
    const left = count.get(line) ?? 0;
    if (left > 0) count.set(line, left - 1);
    else added.push(line);
  }
  const removed = [...count].flatMap(([line, left]) => Array<string>(left).fill(line));
  return { added, removed };
}

/** The navigation as (group, page) pairs in order, read from the site's own config format. */
export function navigationEntries(fixture: Fixture, files: Map<string, string>) {
  const text = files.get(fixture.navigationFile);
  if (text === undefined) throw new Error(`${fixture.navigationFile} is missing`);
  const entries: { group: string; page: string }[] = [];
  if (fixture.format === "mintlify") {
    const visit = (node: unknown, group: string) => {
      if (typeof node === "string") entries.push({ group, page: node });
      else if (Array.isArray(node)) for (const item of node) visit(item, group);
      else if (node && typeof node === "object") {
        const record = node as Record<string, unknown>;
        const name = typeof record.group === "string" ? record.group : group;
        for (const [key, value] of Object.entries(record)) {
          if (key !== "group" && typeof value === "object") visit(value, name);
        }
      }
    };
    visit((JSON.parse(text) as { navigation: unknown }).navigation, "");
  } else if (fixture.format === "mkdocs") {
    const visit = (node: unknown, group: string) => {
      if (typeof node === "string") entries.push({ group, page: node });
      else if (Array.isArray(node)) for (const item of node) visit(item, group);
      else if (node && typeof node === "object") {
        for (const [title, value] of Object.entries(node)) {
          visit(value, typeof value === "string" ? group : title);
        }
      }
    };
    visit((parseYaml(text) as { nav: unknown }).nav, "");
  } else if (fixture.format === "docusaurus") {
    const visit = (node: unknown, group: string) => {
      if (typeof node === "string") entries.push({ group, page: node });
      else if (Array.isArray(node)) for (const item of node) visit(item, group);
      else if (node && typeof node === "object") {
        const record = node as { type?: string; label?: string; items?: unknown; id?: string };
        if (record.type === "doc" && record.id) entries.push({ group, page: record.id });
        else if (record.type === "category") visit(record.items, record.label ?? group);
        else for (const value of Object.values(record)) visit(value, group);
      }
    };
    visit(JSON.parse(text), "");
  } else {
    // mdBook: SUMMARY.md; a page's group is the item it is nested under, or the part title above.
    const tree = parseMarkdown("SUMMARY.md", text);
    let part = "";
    const visitList = (list: List, group: string) => {
      for (const item of list.children as ListItem[]) {
        const link = item.children
          .flatMap((child) => (child.type === "paragraph" ? child.children : []))
          .find((child): child is Link => child.type === "link");
        if (link) entries.push({ group, page: link.url });
        for (const child of item.children) {
          if (child.type === "list") visitList(child, link ? mdastToString(link) : group);
        }
      }
    };
    for (const node of tree.children) {
      if (node.type === "heading") part = mdastToString(node as Heading);
      if (node.type === "list") visitList(node, part);
    }
  }
  return entries;
}

/** Redirects the site's config declares: from → to, as written. */
export function declaredRedirects(fixture: Fixture, files: Map<string, string>) {
  const redirects: { from: string; to: string }[] = [];
  if (fixture.format === "mintlify") {
    const config = JSON.parse(files.get(fixture.navigationFile) ?? "{}") as {
      redirects?: { source: string; destination: string }[];
    };
    for (const r of config.redirects ?? []) redirects.push({ from: r.source, to: r.destination });
  } else if (fixture.format === "mkdocs") {
    const config = parseYaml(files.get(fixture.navigationFile) ?? "") as { plugins?: unknown[] };
    for (const plugin of config.plugins ?? []) {
      const maps = (plugin as { redirects?: { redirect_maps?: Record<string, string> } })?.redirects
        ?.redirect_maps;
      for (const [from, to] of Object.entries(maps ?? {})) redirects.push({ from, to });
    }
  } else if (fixture.format === "mdbook") {
    const book = parseToml(files.get("book.toml") ?? "") as {
      output?: { html?: { redirect?: Record<string, string> } };
    };
    for (const [from, to] of Object.entries(book.output?.html?.redirect ?? {})) {
      redirects.push({ from, to });
    }
  } else {
    const config = files.get("docusaurus.config.js") ?? "";
    for (const m of config.matchAll(
      /\{\s*from:\s*["']([^"']+)["'],\s*to:\s*["']([^"']+)["']\s*\}/g,
    )) {
      redirects.push({ from: m[1] as string, to: m[2] as string });
    }
  }
  return redirects;
}

/** The file a redirect's target names, if the site has it. */
function redirectTarget(
  fixture: Fixture,
  files: Map<string, string>,
  to: string,
): string | undefined {
  const root = fixture.docsPath === "" ? "" : `${fixture.docsPath}/`;
  const clean = to.replace(/^\//, "").replace(/#.*$/, "");
  const candidates =
    fixture.format === "mintlify"
      ? [`${root}${clean}.mdx`, `${root}${clean}.md`]
      : fixture.format === "mkdocs"
        ? [`docs/${clean}`]
        : fixture.format === "mdbook"
          ? [`src/${clean.replace(/\.html$/, ".md")}`]
          : [`docs/${clean.replace(/^docs\//, "")}.md`, `docs/${clean.replace(/^docs\//, "")}.mdx`];
  return candidates.find((path) => files.has(path));
}

function hostsIn(text: string): Set<string> {
  return new Set(
    [...text.matchAll(/https?:\/\/([a-z0-9.-]+)/gi)].map((m) => (m[1] ?? "").toLowerCase()),
  );
}

const properNouns = new Set(
  "Acme GitHub OAuth API APIs CLI SDK MkDocs Docusaurus mdBook Mintlify Vale Markdown Python Rust Node.js Docker Kubernetes PostgreSQL SSO SAML JSON YAML TOML URL HTTP HTTPS I".split(
    " ",
  ),
);

/** Heading words after the first that are capitalised though no proper noun: title case. */
function titleCased(heading: string): string | undefined {
  const words = heading
    .replace(/`[^`]*`/g, "")
    .split(/\s+/)
    .filter(Boolean);
  return words
    .slice(1)
    .find((word) => /^[A-Z][a-z]/.test(word) && !properNouns.has(word.replace(/[^\w.]/g, "")));
}

/** The house rules of the fixture's AGENTS.md and Vale style, on the lines a change added. */
function houseRuleProblems(
  fixture: Fixture,
  before: Map<string, string>,
  after: Map<string, string>,
  netAdded: ReadonlySet<string>,
) {
  const problems: string[] = [];
  const terms = parseYaml(before.get(fixture.valeTerms) ?? "swap: {}") as {
    swap?: Record<string, string>;
  };
  for (const [path, text] of after) {
    if (!markdownFile.test(path) || before.get(path) === text) continue;
    const added = lineChanges(before.get(path) ?? "", text).added.filter((line) =>
      netAdded.has(line),
    );
    const addedSet = new Set(added);
    for (const line of added) {
      for (const [wrong, right] of Object.entries(terms.swap ?? {})) {
        if (new RegExp(`\\b${wrong}\\b`).test(line))
          problems.push(`${path}: "${wrong}" (use "${right}")`);
      }
      const heading = /^#{1,6}\s+(.*)$/.exec(line);
      const word = heading && titleCased(heading[1] ?? "");
      if (word)
        problems.push(`${path}: heading "${heading?.[1]}" is not in sentence case (${word})`);
    }
    let tree: Root;
    try {
      tree = parseMarkdown(path, text);
    } catch {
      continue;
    }
    const lines = text.split("\n");
    walk(tree, (node) => {
      if (node.type === "code") {
        const code = node as unknown as Code;
        const first = lines[(code.position?.start.line ?? 1) - 1] ?? "";
        // Only a fence can name a language: an indented block (or what a plain Markdown parser
        // reads as one, such as the body of an MkDocs `!!!` admonition) is not held to it.
        const fenced = /^\s*(```|~~~)/.test(first);
        if (fenced && !code.lang && addedSet.has(first))
          problems.push(`${path}: a code block without a language`);
      }
      if (node.type === "table") {
        // A row with more or fewer cells than the header renders with its values slid.
        const [header, ...rows] = (node as unknown as Table).children;
        const columns = header?.children.length ?? 0;
        for (const row of rows) {
          const line = lines[(row.position?.start.line ?? 1) - 1] ?? "";
          if (row.children.length !== columns && addedSet.has(line))
            problems.push(
              `${path}: a table row with ${row.children.length} cells under ${columns} columns (${line.trim()})`,
            );
        }
      }
    });
    if (/changelog/i.test(path)) {
      const past = (content: string) => content.slice(content.search(/^## \d/m));
      if (past(before.get(path) ?? "") !== past(text))
        problems.push(`${path}: past releases changed`);
    }
  }
  return problems;
}

/** Every golden assertion of a task on one run's result; a run passes when all hold. */
export function checkGolden(
  fixture: Fixture,
  golden: Golden,
  before: Map<string, string>,
  result: RunResult,
): Assertion[] {
  const out: Assertion[] = [];
  const add = (name: string, ok: boolean, detail?: string) =>
    out.push(detail === undefined || ok ? { name, ok } : { name, ok, detail });

  const status = golden.status ?? "completed";
  add(
    status === "completed" ? "the job completed" : `the job is ${status}`,
    result.status === status,
    `status ${result.status}: ${result.error ?? ""}`,
  );
  if (golden.asked !== undefined) {
    const first = result.questions?.[0] ?? null;
    add(
      `the first run asks ${show(golden.asked)} and changes nothing`,
      first !== null && matches(first, golden.asked),
      first === null ? "it asked nothing" : `it asked ${JSON.stringify(first)}`,
    );
  }
  const pullState = result.pull ? (result.pull.draft ? "draft" : "ready") : "none";
  add(
    `pull request: ${golden.pullRequest}`,
    pullState === golden.pullRequest,
    `it is ${pullState}`,
  );
  const after = result.after ?? before;

  const changed = new Set<string>();
  for (const path of new Set([...before.keys(), ...after.keys()])) {
    if (before.get(path) !== after.get(path)) changed.add(path);
  }
  // Lines the change adds over all files, less those it removes elsewhere: a moved page adds none.
  const allChanges = lineChanges(
    [...changed].map((path) => before.get(path) ?? "").join("\n"),
    [...changed].map((path) => after.get(path) ?? "").join("\n"),
  );
  const netAdded = new Set(allChanges.added);
  if (golden.changed) {
    const want = new Set(golden.changed);
    const extra = [...changed].filter((path) => !want.has(path));
    const missing = [...want].filter((path) => !changed.has(path));
    add(
      "files changed as expected",
      extra.length + missing.length === 0,
      `unexpected: ${extra.join(", ") || "none"}; unchanged: ${missing.join(", ") || "none"}`,
    );
  }
  if (golden.changedWithin) {
    const within = new Set(golden.changedWithin);
    const extra = [...changed].filter((path) => !within.has(path));
    add("changes only files the task may change", extra.length === 0, extra.join(", "));
  }
  for (const path of golden.changedAtLeast ?? []) add(`${path} changed`, changed.has(path));
  for (const path of golden.added ?? []) add(`${path} added`, !before.has(path) && after.has(path));
  for (const path of golden.deleted ?? [])
    add(`${path} deleted`, before.has(path) && !after.has(path));
  for (const [path, text] of golden.contains ?? []) {
    add(`${path} holds ${show(text)}`, matches(after.get(path) ?? "", text));
  }
  for (const [path, text] of golden.absent ?? []) {
    if (path === "*") {
      const lines = [...netAdded].filter((line) => matches(line, text));
      add(`the change adds no ${show(text)}`, lines.length === 0, lines.slice(0, 2).join(" | "));
    } else {
      add(`${path} lacks ${show(text)}`, !matches(after.get(path) ?? "", text));
    }
  }

  // Every changed page and config still parses, by parsers that are not Inkwell's.
  for (const path of changed) {
    const text = after.get(path);
    if (text === undefined) continue;
    try {
      if (markdownFile.test(path)) parseMarkdown(path, text);
      else if (path.endsWith(".json")) JSON.parse(text);
      else if (/\.ya?ml$/.test(path)) parseYaml(text);
      else if (path.endsWith(".toml")) parseToml(text);
      add(`${path} parses`, true);
    } catch (error) {
      add(`${path} parses`, false, (error as Error).message.split("\n")[0]);
    }
  }

  if (golden.navigation) {
    let entries: { group: string; page: string }[] = [];
    try {
      entries = navigationEntries(fixture, after);
    } catch (error) {
      add("the navigation parses", false, (error as Error).message);
    }
    for (const nav of golden.navigation) {
      const index = entries.findIndex(
        (e) => e.page === nav.page && (nav.group === null || e.group === nav.group),
      );
      const where = nav.group === null ? "the navigation" : `group "${nav.group}"`;
      add(
        `${nav.page} ${nav.present ? "in" : "not in"} ${where}`,
        index >= 0 === nav.present,
        `the navigation lists it under ${
          entries
            .filter((e) => e.page === nav.page)
            .map((e) => `"${e.group}"`)
            .join(", ") || "nothing"
        }`,
      );
      if (nav.after && nav.present) {
        add(
          `${nav.page} right after ${nav.after}`,
          entries[index - 1]?.page === nav.after,
          `after ${entries[index - 1]?.page ?? "nothing"}`,
        );
      }
    }
  }
  // A site config that no longer parses declares no redirect: each wanted one fails, the run goes on.
  let declared: { from: string; to: string }[] = [];
  let unreadable: string | undefined;
  if ((golden.redirects ?? []).length > 0) {
    try {
      declared = declaredRedirects(fixture, after);
    } catch (error) {
      unreadable = `the site's config does not parse: ${(error as Error).message.split("\n")[0]}`;
    }
  }
  for (const redirect of golden.redirects ?? []) {
    const found = declared.find((r) => r.from === redirect.from);
    if (unreadable !== undefined) {
      add(`redirect ${redirect.from} → ${redirect.to}`, false, unreadable);
      continue;
    }
    add(
      `redirect ${redirect.from} → ${redirect.to}`,
      found?.to === redirect.to,
      found ? `→ ${found.to}` : "missing",
    );
    if (found) {
      add(
        `redirect ${redirect.from} points at a real page`,
        redirectTarget(fixture, after, found.to) !== undefined,
      );
    }
  }

  const allowed = new Set(golden.externalHosts ?? []);
  const newHosts = [...hostsIn([...netAdded].join("\n"))].filter((host) => !allowed.has(host));
  add("no new external links", newHosts.length === 0, newHosts.join(", "));

  const problems = houseRuleProblems(fixture, before, after, netAdded);
  add("the house rules hold", problems.length === 0, problems.slice(0, 3).join("; "));

  if (golden.maxDiffLines !== undefined) {
    let lines = 0;
    for (const path of changed) {
      const { added, removed } = lineChanges(before.get(path) ?? "", after.get(path) ?? "");
      lines += added.length + removed.length;
    }
    add(
      `at most ${golden.maxDiffLines} lines changed`,
      lines <= golden.maxDiffLines,
      `${lines} lines`,
    );
  }
  if (golden.notDone !== undefined) {
    const said = /^#{2,3} Not done$/m.test(result.pull?.body ?? "");
    add(
      golden.notDone ? "says what was not done" : "claims nothing left undone",
      said === golden.notDone,
    );
  }
  const answer = `${result.summary ?? ""}\n${result.pull?.title ?? ""}\n${result.pull?.body ?? ""}`;
  for (const fact of golden.facts ?? []) {
    const { name, ok, detail } = checkFact(fact, after, answer);
    add(name, ok, detail);
  }
  for (const text of golden.answer ?? []) {
    const answer = `${result.summary ?? ""}\n${result.pull?.body ?? ""}`;
    add(`the answer says ${show(text)}`, matches(answer, text));
  }
  return out;
}

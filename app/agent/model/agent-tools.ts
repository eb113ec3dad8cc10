import { tool } from "ai";
import { z } from "zod";
import { ToolRefusal } from "../agent-errors.ts";
import { summarizeFiles } from "../context/docs-file-summary.ts";
import { resolveDocsPath, toDocsRelative } from "../workspace/docs-path.ts";
import { findPlaceholder } from "../workspace/placeholder-text.ts";
import { replacePassage } from "../workspace/replace-passage.ts";
import { binaryExtensions } from "../workspace/repository-snapshot.ts";
import { compileGlob, compileSearchPattern } from "../workspace/safe-pattern.ts";
import type { WorkingTree } from "../workspace/working-tree.ts";
import { MAX_READ_CHARS, rangeReadResult, wholeReadResult } from "./read-file-result.ts";
import { searchDocs } from "./search-docs.ts";

const MAX_SEARCH_RESULTS = 100;
const MAX_SEARCH_LINE_CHARS = 240;
/** A search that runs longer than this answers with what it found so far. */
const SEARCH_BUDGET_MS = 20_000;

/** What the agent said when it called `finish`. */
export interface FinishReport {
  summary: string;
  prTitle: string;
  /** What the reviewer should check: what the agent assumed. */
  assumptions: string[];
  /** Pages or files the change relied on. */
  sources: string[];
  /** What the instruction asked that the change does not do. */
  notDone: string[];
  /** Why the problems the docs check still reports are left as they are. */
  checksNote: string | undefined;
}

/** The longest pull request title GitHub shows whole; a longer one is shortened, not refused. */
export const MAX_TITLE_CHARS = 120;

export interface AgentToolOptions {
  /** The navigation outline, one line per entry, for `view_navigation`; empty when there is none. */
  outlineLines?: readonly string[];
  /** What to add to a change's answer (the docs check of the touched paths); "" for nothing. */
  afterChange?: (paths: readonly string[]) => Promise<string>;
  /** The whole docs check, for `check_docs`; absent, the tool says checks are not available. */
  checkDocs?: () => Promise<string>;
}

/** The tools that change files; a later read or change of the same path makes earlier results stale. */
export const changingTools = new Set(["write_file", "replace_in_file", "delete_file", "move_file"]);

/**
 * The agent's tools. Every path goes through `resolveDocsPath` first, so nothing the model says
 * (or reads in a file) can reach outside the docs root; every change goes through the working
 * tree's write policy. No answer is longer than about 16,000 characters. A refusal is thrown as
 * `ToolRefusal`; the SDK hands its message back to the model.
 */
export function createAgentTools(
  tree: WorkingTree,
  /** Accepts the report (its answer is the tool's), or throws `ToolRefusal` to refuse it. */
  onFinish: (report: FinishReport) => unknown,
  options: AgentToolOptions = {},
) {
  const root = tree.docsRoot;
  const toRepo = (path: string) => resolveDocsPath(root, path);
  const show = (repoPath: string) => toDocsRelative(root, repoPath);
  const outlineLines = options.outlineLines ?? [];
  /** Files this run has read or written: only those may be overwritten whole. */
  const seen = new Set<string>();
  // Calls of one step run concurrently: a change reads the file, then writes it, and two changes
  // to the same file in one step would each write over the other. Changes take turns.
  let changing: Promise<unknown> = Promise.resolve();
  const inTurn = <T>(change: () => Promise<T>): Promise<T> => {
    const turn = changing.then(change, change);
    changing = turn.catch(() => undefined);
    return turn;
  };
  const checked = async (answer: string, ...paths: string[]) =>
    answer + ((await options.afterChange?.(paths)) ?? "");

  /** Files under a folder matching a glob; gives the event loop a turn while it matches. */
  const filesMatching = async (
    folder: string | undefined,
    glob: string | undefined,
  ): Promise<string[]> => {
    const base = folder ? resolveDocsPath(root, folder, { allowRoot: true }) : root;
    let matches: ((path: string) => boolean) | undefined;
    if (glob) {
      if (glob.startsWith("/") || glob.split("/").includes("..")) {
        throw new ToolRefusal(`glob "${glob}" must be relative to the docs root, without ".."`);
      }
      matches = compileGlob(glob);
    }
    const found: string[] = [];
    let sliceStart = performance.now();
    for (const path of tree.listFiles()) {
      if (base !== "" && !path.startsWith(`${base}/`)) continue;
      if (matches && !matches(show(path))) continue;
      found.push(path);
      if (performance.now() - sliceStart > 8) {
        await new Promise<void>((resolve) => setImmediate(resolve));
        sliceStart = performance.now();
      }
    }
    return found;
  };

  return {
    list_files: tool({
      description:
        "List the files of the docs, as paths relative to the docs root. Give `folder` to list one folder (recursively), `glob` (e.g. `**/*.mdx`, `guides/*.{md,mdx}`) to filter, or neither for everything. A long list answers with a summary by folder.",
      inputSchema: z.object({
        folder: z
          .string()
          .optional()
          .describe("A folder relative to the docs root; omit for the root."),
        glob: z.string().optional().describe("A glob over paths relative to the docs root."),
      }),
      execute: async ({ folder, glob }) => {
        const files = (await filesMatching(folder, glob)).map(show);
        if (files.length === 0) return "No files match.";
        const listed = files.join("\n");
        if (listed.length <= MAX_READ_CHARS) return listed;
        return `${files.length} files match, too many to list; narrow with folder or glob.\n${summarizeFiles(files, MAX_READ_CHARS - 200)}`;
      },
    }),

    read_file: tool({
      description:
        "Read a text file of the docs, whole or a range of lines (1-based, inclusive). A whole read of a long file answers with its headings and line numbers; then read the range you need. Shows your own edits from this run.",
      inputSchema: z.object({
        path: z.string().describe("Path relative to the docs root."),
        startLine: z.number().int().min(1).optional(),
        endLine: z.number().int().min(1).optional(),
      }),
      execute: async ({ path, startLine, endLine }) => {
        const repoPath = toRepo(path);
        seen.add(repoPath);
        if (startLine === undefined && endLine === undefined) {
          const bytes = tree.sizeOf(repoPath);
          if (bytes !== undefined && bytes > tree.maxFileBytes) {
            const text = await tree.readForRange(repoPath);
            return wholeReadResult(path, text, { bytes, limit: tree.maxFileBytes });
          }
          return wholeReadResult(path, await tree.read(repoPath));
        }
        return rangeReadResult(path, await tree.readForRange(repoPath), startLine ?? 1, endLine);
      },
    }),

    search_text: tool({
      description:
        "Search the text of the docs with a regular expression (RE2 syntax, like JavaScript's without lookaround or backreferences). Answers `path:line: text` for each matching line.",
      inputSchema: z.object({
        pattern: z.string().min(1).describe("A regular expression, without slashes."),
        glob: z.string().optional().describe("Only search files matching this glob."),
        ignoreCase: z.boolean().optional(),
      }),
      execute: async ({ pattern, glob, ignoreCase }) => {
        const matcher = compileSearchPattern(pattern, ignoreCase ?? false);
        const paths = (await filesMatching(undefined, glob)).filter(
          (path) => !binaryExtensions.test(path),
        );
        await tree.holdTexts(paths);
        const outcome = await searchDocs({
          paths,
          textOf: (path) => tree.peekText(path),
          matcher,
          show,
          maxResults: MAX_SEARCH_RESULTS,
          maxLineChars: MAX_SEARCH_LINE_CHARS,
          budgetMs: SEARCH_BUDGET_MS,
        });
        const notes: string[] = [];
        if (outcome.more) notes.push("… more matches; narrow the pattern or glob.");
        if (outcome.stopped) {
          notes.push(
            `… the search stopped after ${SEARCH_BUDGET_MS / 1000} seconds; narrow it with a glob.`,
          );
        }
        if (outcome.unsearched > 0) {
          notes.push(
            `(${outcome.unsearched} files were not searched: too large, or not fetched ahead; read them with read_file.)`,
          );
        }
        const body = outcome.results.length === 0 ? "No matches." : outcome.results.join("\n");
        return [body, ...notes].join("\n");
      },
    }),

    view_navigation: tool({
      description:
        "Show the site's navigation outline: groups, and each page's path and title. Give `filter` (a group name or part of a path, any case) to see only matching groups (with all their pages) and pages; `offset` to continue a long answer.",
      inputSchema: z.object({
        filter: z.string().optional(),
        offset: z.number().int().min(0).optional().describe("Line of the outline to start at."),
      }),
      execute: async ({ filter, offset }) => {
        if (outlineLines.length === 0) return "This site has no navigation file Inkwell reads.";
        const lines = filter ? filterOutline(outlineLines, filter) : [...outlineLines];
        if (lines.length === 0) return `No group or page matches "${filter}".`;
        const from = Math.min(offset ?? 0, lines.length);
        const shown: string[] = [];
        let chars = 0;
        let index = from;
        for (; index < lines.length; index++) {
          const line = lines[index] as string;
          if (chars + line.length + 1 > MAX_READ_CHARS) break;
          shown.push(line);
          chars += line.length + 1;
        }
        const rest =
          index < lines.length
            ? `\n… ${lines.length - index} more lines; call again with offset ${index}.`
            : "";
        return `${shown.join("\n")}${rest}`;
      },
    }),

    write_file: tool({
      description:
        "Create a file or replace its whole content with the complete new text (never a placeholder for unchanged parts). An existing file must have been read in this run first. Prefer replace_in_file for a change inside an existing file.",
      inputSchema: z.object({
        path: z.string().describe("Path relative to the docs root."),
        content: z.string().describe("The complete new content of the file."),
      }),
      execute: ({ path, content }) =>
        inTurn(async () => {
          const repoPath = toRepo(path);
          const existed = tree.exists(repoPath);
          tree.assertWritable(repoPath);
          if (existed && !seen.has(repoPath)) {
            throw new ToolRefusal(
              `${show(repoPath)} already exists and this run has not read it: read it with read_file first, so the new content keeps what it should, or change part of it with replace_in_file`,
            );
          }
          const before = existed ? await tree.read(repoPath) : undefined;
          refusePlaceholder(show(repoPath), content, before);
          await tree.write(repoPath, content);
          seen.add(repoPath);
          return checked(`${existed ? "Rewrote" : "Created"} ${show(repoPath)}.`, repoPath);
        }),
    }),

    replace_in_file: tool({
      description:
        "Replace one passage of a file: `oldText` must appear exactly once in the file (copy it exactly, whitespace included); it becomes `newText`. Answers with the changed lines, numbered.",
      inputSchema: z.object({
        path: z.string().describe("Path relative to the docs root."),
        oldText: z
          .string()
          .min(1)
          .describe("The exact text to replace; it must occur exactly once."),
        newText: z.string().describe("The text to put in its place."),
      }),
      execute: ({ path, oldText, newText }) =>
        inTurn(async () => {
          const repoPath = toRepo(path);
          const text = await tree.read(repoPath);
          refusePlaceholder(show(repoPath), newText, oldText);
          const replaced = replacePassage(show(repoPath), text, oldText, newText);
          await tree.write(repoPath, replaced.text);
          return checked(replaced.message, repoPath);
        }),
    }),

    delete_file: tool({
      description: "Delete a file of the docs.",
      inputSchema: z.object({ path: z.string().describe("Path relative to the docs root.") }),
      execute: ({ path }) =>
        inTurn(async () => {
          tree.delete(toRepo(path));
          return checked(`Deleted ${path}.`, toRepo(path));
        }),
    }),

    move_file: tool({
      description:
        "Move or rename a file. Update links and navigation that point at the old path yourself.",
      inputSchema: z.object({
        from: z.string().describe("Current path relative to the docs root."),
        to: z.string().describe("New path relative to the docs root."),
      }),
      execute: ({ from, to }) =>
        inTurn(async () => {
          tree.move(toRepo(from), toRepo(to));
          if (seen.has(toRepo(from))) seen.add(toRepo(to));
          return checked(`Moved ${from} to ${to}.`, toRepo(from), toRepo(to));
        }),
    }),

    check_docs: tool({
      description:
        "Run the docs check on everything this run changed: pages that do not parse, unclosed components, front matter, broken links, anchors and images, navigation entries, config syntax. Lists only problems your changes introduced.",
      inputSchema: z.object({}),
      execute: async () => {
        if (!options.checkDocs) return "The docs check is not available in this run.";
        return options.checkDocs();
      },
    }),

    finish: tool({
      description:
        "Call when the work is done (or when nothing needs to change): a summary for the reviewer and a pull request title, what the reviewer should check, what you relied on and what you did not do. Your edits are then committed and proposed as a pull request. If the docs check still reports problems your changes introduced, finish is refused once with the list: fix them, or call finish again with `checksNote` saying why they stay (the pull request is then opened as a draft).",
      inputSchema: z.object({
        summary: z
          .string()
          .trim()
          .min(1)
          .max(8000)
          .describe("What you changed and why, for the reviewer; or why nothing needed changing."),
        prTitle: z
          .string()
          .trim()
          .min(1)
          .describe(
            `A short pull request title, imperative mood, at most ${MAX_TITLE_CHARS} characters.`,
          ),
        assumptions: reportList.describe(
          "What you assumed that the reviewer should check (facts you could not confirm in the docs).",
        ),
        sources: reportList.describe(
          "Pages or files (paths relative to the docs root) your change relied on.",
        ),
        notDone: reportList.describe(
          "Parts of the instruction you did not do, and why; empty when everything is done.",
        ),
        checksNote: z
          .string()
          .trim()
          .max(2000)
          .optional()
          .describe("Why the problems the docs check reports are left as they are."),
      }),
      // After the changes of its step: the check at finish sees them all.
      execute: (input) =>
        inTurn(async () => {
          const answer = await onFinish({
            summary: input.summary,
            prTitle: shortenTitle(input.prTitle),
            assumptions: input.assumptions ?? [],
            sources: input.sources ?? [],
            notDone: input.notDone ?? [],
            checksNote: input.checksNote || undefined,
          });
          return typeof answer === "string" ? answer : "Finished.";
        }),
    }),
  };
}

const reportList = z.array(z.string().trim().min(1).max(500)).max(20).optional();

/** A title on one line, at most `MAX_TITLE_CHARS` long: cut at a word where one is near. */
export function shortenTitle(title: string): string {
  const line = title.replace(/\s+/g, " ").trim();
  if (line.length <= MAX_TITLE_CHARS) return line;
  const cut = line.slice(0, MAX_TITLE_CHARS - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space >= MAX_TITLE_CHARS / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** Refuses new text that stands in for content instead of being it ("rest of the file unchanged"). */
function refusePlaceholder(path: string, content: string, before: string | undefined): void {
  const placeholder = findPlaceholder(content, before);
  if (placeholder === undefined) return;
  throw new ToolRefusal(
    `the new text for ${path} has a placeholder instead of content: "${placeholder.slice(0, 120)}". Whatever you write replaces the file's text as it is, so write the complete text, or change only a passage with replace_in_file`,
  );
}

/**
 * The outline lines that match a filter: a matching group with everything under it, and a
 * matching page with the groups above it.
 */
function filterOutline(lines: readonly string[], filter: string): string[] {
  const needle = filter.toLowerCase();
  const depthOf = (line: string) => line.length - line.trimStart().length;
  const kept = new Set<number>();
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index] as string;
    if (!line.toLowerCase().includes(needle)) continue;
    kept.add(index);
    const depth = depthOf(line);
    for (
      let below = index + 1;
      below < lines.length && depthOf(lines[below] as string) > depth;
      below++
    ) {
      kept.add(below);
    }
    let want = depth;
    for (let above = index - 1; above >= 0 && want > 0; above--) {
      if (depthOf(lines[above] as string) < want) {
        kept.add(above);
        want = depthOf(lines[above] as string);
      }
    }
  }
  return [...kept].sort((a, b) => a - b).map((index) => lines[index] as string);
}

import { tool } from "ai";
import picomatch from "picomatch";
import { z } from "zod";
import { ToolRefusal } from "./agent-errors.ts";
import { resolveDocsPath, toDocsRelative } from "./docs-path.ts";
import type { WorkingTree } from "./working-tree.ts";

const MAX_LISTED_FILES = 2000;
const MAX_SEARCH_RESULTS = 200;
const MAX_SEARCH_LINE_CHARS = 400;
const MAX_READ_CHARS = 100_000;
const SEARCH_CONCURRENCY = 8;
const binaryExtensions =
  /\.(png|jpe?g|gif|webp|avif|ico|bmp|tiff?|pdf|zip|gz|tgz|woff2?|ttf|otf|eot|mp[34]|mov|webm|wasm)$/i;

/** What the agent said when it called `finish`. */
export interface FinishReport {
  summary: string;
  prTitle: string;
}

/**
 * The agent's tools. Every path goes through `resolveDocsPath` first, so nothing the model says
 * (or reads in a file) can reach outside the docs root. A refusal is thrown as `ToolRefusal`; the
 * SDK hands its message back to the model.
 */
export function createAgentTools(tree: WorkingTree, onFinish: (report: FinishReport) => void) {
  const root = tree.docsRoot;
  const toRepo = (path: string) => resolveDocsPath(root, path);
  const show = (repoPath: string) => toDocsRelative(root, repoPath);

  const filesMatching = (folder: string | undefined, glob: string | undefined): string[] => {
    const base = folder ? resolveDocsPath(root, folder, { allowRoot: true }) : root;
    let matches: ((path: string) => boolean) | undefined;
    if (glob) {
      if (glob.startsWith("/") || glob.split("/").includes("..")) {
        throw new ToolRefusal(`glob "${glob}" must be relative to the docs root, without ".."`);
      }
      matches = picomatch(glob, { dot: true });
    }
    return tree
      .listFiles()
      .filter((path) => base === "" || path.startsWith(`${base}/`))
      .filter((path) => !matches || matches(show(path)));
  };

  return {
    list_files: tool({
      description:
        "List the files of the docs, as paths relative to the docs root. Give `folder` to list one folder (recursively), `glob` (e.g. `**/*.mdx`, `guides/*.md`) to filter, or neither for everything.",
      inputSchema: z.object({
        folder: z
          .string()
          .optional()
          .describe("A folder relative to the docs root; omit for the root."),
        glob: z.string().optional().describe("A glob over paths relative to the docs root."),
      }),
      execute: async ({ folder, glob }) => {
        const files = filesMatching(folder, glob).map(show);
        if (files.length === 0) return "No files match.";
        const listed = files.slice(0, MAX_LISTED_FILES).join("\n");
        return files.length > MAX_LISTED_FILES
          ? `${listed}\n… ${files.length - MAX_LISTED_FILES} more; narrow with folder or glob.`
          : listed;
      },
    }),

    read_file: tool({
      description:
        "Read a text file of the docs, whole or a range of lines (1-based, inclusive). Shows your own edits from this run.",
      inputSchema: z.object({
        path: z.string().describe("Path relative to the docs root."),
        startLine: z.number().int().min(1).optional(),
        endLine: z.number().int().min(1).optional(),
      }),
      execute: async ({ path, startLine, endLine }) => {
        const text = await tree.read(toRepo(path));
        if (startLine === undefined && endLine === undefined) {
          return text.length > MAX_READ_CHARS
            ? `${text.slice(0, MAX_READ_CHARS)}\n… truncated; read the rest with startLine/endLine.`
            : text;
        }
        const lines = text.split("\n");
        const from = startLine ?? 1;
        const to = Math.min(endLine ?? lines.length, lines.length);
        if (from > lines.length) {
          throw new ToolRefusal(`${path} has ${lines.length} lines; line ${from} does not exist`);
        }
        return `Lines ${from}-${to} of ${lines.length}:\n${lines.slice(from - 1, to).join("\n")}`;
      },
    }),

    search_text: tool({
      description:
        "Search the text of the docs with a regular expression (JavaScript syntax). Answers `path:line: text` for each matching line.",
      inputSchema: z.object({
        pattern: z.string().min(1).describe("A JavaScript regular expression, without slashes."),
        glob: z.string().optional().describe("Only search files matching this glob."),
        ignoreCase: z.boolean().optional(),
      }),
      execute: async ({ pattern, glob, ignoreCase }) => {
        let regexp: RegExp;
        try {
          regexp = new RegExp(pattern, ignoreCase ? "i" : "");
        } catch (error) {
          throw new ToolRefusal(`invalid regular expression: ${(error as Error).message}`);
        }
        const files = filesMatching(undefined, glob).filter((path) => !binaryExtensions.test(path));
        const texts = await mapWithConcurrency(files, SEARCH_CONCURRENCY, async (path) => {
          try {
            return await tree.read(path);
          } catch (error) {
            if (error instanceof ToolRefusal) return undefined; // binary or oversized: not searchable
            throw error;
          }
        });
        const results: string[] = [];
        files.forEach((path, index) => {
          const text = texts[index];
          if (text === undefined) return;
          text.split("\n").forEach((line, lineIndex) => {
            if (results.length <= MAX_SEARCH_RESULTS && regexp.test(line)) {
              results.push(
                `${show(path)}:${lineIndex + 1}: ${line.slice(0, MAX_SEARCH_LINE_CHARS)}`,
              );
            }
          });
        });
        if (results.length === 0) return "No matches.";
        return results.length > MAX_SEARCH_RESULTS
          ? `${results.slice(0, MAX_SEARCH_RESULTS).join("\n")}\n… more matches; narrow the pattern or glob.`
          : results.join("\n");
      },
    }),

    write_file: tool({
      description:
        "Create a file or replace its whole content. Prefer replace_in_file for a change inside an existing file.",
      inputSchema: z.object({
        path: z.string().describe("Path relative to the docs root."),
        content: z.string().describe("The complete new content of the file."),
      }),
      execute: async ({ path, content }) => {
        const repoPath = toRepo(path);
        const existed = tree.exists(repoPath);
        tree.write(repoPath, content);
        return `${existed ? "Rewrote" : "Created"} ${show(repoPath)}.`;
      },
    }),

    replace_in_file: tool({
      description:
        "Replace one passage of a file: `oldText` must appear exactly once in the file (copy it exactly, whitespace included); it becomes `newText`.",
      inputSchema: z.object({
        path: z.string().describe("Path relative to the docs root."),
        oldText: z
          .string()
          .min(1)
          .describe("The exact text to replace; it must occur exactly once."),
        newText: z.string().describe("The text to put in its place."),
      }),
      execute: async ({ path, oldText, newText }) => {
        const repoPath = toRepo(path);
        const text = await tree.read(repoPath);
        const count = text.split(oldText).length - 1;
        if (count === 0) {
          throw new ToolRefusal(
            `oldText was not found in ${path}; read the file again and copy the passage exactly`,
          );
        }
        if (count > 1) {
          throw new ToolRefusal(
            `oldText occurs ${count} times in ${path}; include more surrounding text so it occurs once`,
          );
        }
        const index = text.indexOf(oldText);
        tree.write(repoPath, text.slice(0, index) + newText + text.slice(index + oldText.length));
        return `Replaced one passage in ${path}.`;
      },
    }),

    delete_file: tool({
      description: "Delete a file of the docs.",
      inputSchema: z.object({ path: z.string().describe("Path relative to the docs root.") }),
      execute: async ({ path }) => {
        tree.delete(toRepo(path));
        return `Deleted ${path}.`;
      },
    }),

    move_file: tool({
      description:
        "Move or rename a file. Update links and navigation that point at the old path yourself.",
      inputSchema: z.object({
        from: z.string().describe("Current path relative to the docs root."),
        to: z.string().describe("New path relative to the docs root."),
      }),
      execute: async ({ from, to }) => {
        tree.move(toRepo(from), toRepo(to));
        return `Moved ${from} to ${to}.`;
      },
    }),

    finish: tool({
      description:
        "Call once when the work is done (or when nothing needs to change): a summary for the reviewer and a pull request title. Your edits are then committed and proposed as a pull request.",
      inputSchema: z.object({
        summary: z
          .string()
          .min(1)
          .describe("What you changed and why, for the reviewer; or why nothing needed changing."),
        prTitle: z
          .string()
          .min(1)
          .max(120)
          .describe("A short pull request title, imperative mood."),
      }),
      execute: async ({ summary, prTitle }) => {
        onFinish({ summary: summary.trim(), prTitle: prTitle.trim() });
        return "Finished.";
      },
    }),
  };
}

async function mapWithConcurrency<T, R>(
  items: T[],
  limit: number,
  map: (item: T) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const workers = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await map(items[index] as T);
    }
  });
  await Promise.all(workers);
  return results;
}

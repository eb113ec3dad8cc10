import { tool } from "ai";
import { z } from "zod";
import { summarizeFiles } from "../../context/docs-file-summary.ts";
import { MAX_READ_CHARS, rangeReadResult, wholeReadResult } from "../read-file-result.ts";
import type { ToolContext } from "./tool-context.ts";

/** `list_files` and `read_file`: the docs' files and their text, with this run's edits. */
export function createReadingTools(ctx: ToolContext) {
  return {
    list_files: tool({
      description:
        "List the files of the docs, as paths relative to the docs root. Give `folder` to list one folder (recursively), `glob` (e.g. `**/*.mdx`, `guides/*.{md,mdx}`) to filter, or neither for everything. A folder or glob starting with `/` lists the whole repository instead (e.g. folder `/packages/cli`, glob `/src/**/*.ts`), to find the source code a page documents; those files are shown with a leading `/`, can be read but never changed. A long list answers with a summary by folder.",
      inputSchema: z.object({
        folder: z
          .string()
          .optional()
          .describe(
            "A folder relative to the docs root, or to the repository root with a leading `/`; omit for the docs root.",
          ),
        glob: z
          .string()
          .optional()
          .describe(
            "A glob over paths relative to the docs root, or over repository paths with a leading `/`.",
          ),
      }),
      execute: async ({ folder, glob }) => {
        const files = (await ctx.filesMatching(folder, glob)).map(ctx.show);
        if (files.length === 0) return "No files match.";
        const listed = files.join("\n");
        if (listed.length <= MAX_READ_CHARS) return listed;
        return `${files.length} files match, too many to list; narrow with folder or glob.\n${summarizeFiles(files, MAX_READ_CHARS - 200)}`;
      },
    }),

    read_file: tool({
      description:
        "Read a text file of the docs, whole or a range of lines (1-based, inclusive). A whole read of a long file answers with its headings and line numbers; then read the range you need. Shows your own edits from this run. A path starting with `/` is relative to the repository root: read the source code outside the docs root (e.g. `/packages/cli/src/flags.ts`) to document what it does; such files can never be changed, and secrets (`.env` files, keys, credentials) are never shown.",
      inputSchema: z.object({
        path: z
          .string()
          .describe(
            "Path relative to the docs root, or to the repository root with a leading `/`.",
          ),
        startLine: z.number().int().min(1).optional(),
        endLine: z.number().int().min(1).optional(),
      }),
      execute: async ({ path, startLine, endLine }) => {
        const repoPath = ctx.toReadable(path);
        ctx.seen.add(repoPath);
        ctx.tree.readByModel.add(repoPath);
        if (startLine === undefined && endLine === undefined) {
          const bytes = ctx.tree.sizeOf(repoPath);
          if (bytes !== undefined && bytes > ctx.tree.maxFileBytes) {
            const text = await ctx.tree.readForRange(repoPath);
            return wholeReadResult(path, text, { bytes, limit: ctx.tree.maxFileBytes });
          }
          return wholeReadResult(path, await ctx.tree.read(repoPath));
        }
        return rangeReadResult(
          path,
          await ctx.tree.readForRange(repoPath),
          startLine ?? 1,
          endLine,
        );
      },
    }),
  };
}

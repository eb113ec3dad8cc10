import { tool } from "ai";
import { z } from "zod";
import { ToolRefusal } from "../../agent-errors.ts";
import { findPlaceholder } from "../../workspace/placeholder-text.ts";
import { replacePassage } from "../../workspace/replace-passage.ts";
import type { ToolContext } from "./tool-context.ts";

/** `write_file` and `replace_in_file`: the tools that change a file's text. */
export function createEditingTools(ctx: ToolContext) {
  return {
    write_file: tool({
      description:
        "Create a file or replace its whole content with the complete new text (never a placeholder for unchanged parts). An existing file must have been read in this run first. Prefer replace_in_file for a change inside an existing file.",
      inputSchema: z.object({
        path: z.string().describe("Path relative to the docs root."),
        content: z.string().describe("The complete new content of the file."),
      }),
      execute: ({ path, content }) =>
        ctx.inTurn(async () => {
          const repoPath = ctx.toRepo(path);
          const existed = ctx.tree.exists(repoPath);
          ctx.tree.assertWritable(repoPath);
          if (existed && !ctx.seen.has(repoPath)) {
            throw new ToolRefusal(
              `${ctx.show(repoPath)} already exists and this run has not read it: read it with read_file first, so the new content keeps what it should, or change part of it with replace_in_file`,
            );
          }
          const before = existed ? await ctx.tree.read(repoPath) : undefined;
          refusePlaceholder(ctx.show(repoPath), content, before);
          await ctx.tree.write(repoPath, content);
          ctx.seen.add(repoPath);
          return ctx.checked(`${existed ? "Rewrote" : "Created"} ${ctx.show(repoPath)}.`, repoPath);
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
        ctx.inTurn(async () => {
          const repoPath = ctx.toRepo(path);
          const text = await ctx.tree.read(repoPath);
          refusePlaceholder(ctx.show(repoPath), newText, oldText);
          const replaced = replacePassage(
            ctx.show(repoPath),
            text,
            oldText,
            newText,
            await ctx.tree.baseText(repoPath),
          );
          await ctx.tree.write(repoPath, replaced.text);
          return ctx.checked(replaced.message, repoPath);
        }),
    }),
  };
}

/** Refuses new text that stands in for content instead of being it ("rest of the file unchanged"). */
function refusePlaceholder(path: string, content: string, before: string | undefined): void {
  const placeholder = findPlaceholder(content, before);
  if (placeholder === undefined) return;
  throw new ToolRefusal(
    `the new text for ${path} has a placeholder instead of content: "${placeholder.slice(0, 120)}". Whatever you write replaces the file's text as it is, so write the complete text, or change only a passage with replace_in_file`,
  );
}

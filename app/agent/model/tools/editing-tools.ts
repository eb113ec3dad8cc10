import { tool } from "ai";
import { z } from "zod";
import { ToolRefusal } from "../../agent-errors.ts";
import { findPlaceholder } from "../../workspace/placeholder-text.ts";
import { insertText, replacePassage } from "../../workspace/replace-passage.ts";
import type { ToolContext } from "./tool-context.ts";

/** `write_file`, `replace_in_file` and `insert_text`: the tools that change a file's text. */
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
        "Replace one passage of a file of any size: `oldText` must appear exactly once in the file, or once within startLine-endLine when given (copy it exactly, whitespace included); it becomes `newText`. Answers with the changed lines, numbered.",
      inputSchema: z.object({
        path: z.string().describe("Path relative to the docs root."),
        oldText: z
          .string()
          .min(1)
          .describe("The exact text to replace; it must occur exactly once (in the range)."),
        newText: z.string().describe("The text to put in its place."),
        startLine: z
          .number()
          .int()
          .min(1)
          .optional()
          .describe("Look for oldText only from this line (1-based): for long files and repeats."),
        endLine: z.number().int().min(1).optional().describe("...up to this line (inclusive)."),
      }),
      execute: ({ path, oldText, newText, startLine, endLine }) =>
        ctx.inTurn(async () => {
          const repoPath = ctx.toRepo(path);
          ctx.tree.assertWritable(repoPath);
          const text = await ctx.tree.readForRange(repoPath);
          refusePlaceholder(ctx.show(repoPath), newText, oldText);
          const replaced = replacePassage(ctx.show(repoPath), text, oldText, newText, {
            baseText: await ctx.tree.baseText(repoPath),
            startLine,
            endLine,
          });
          await ctx.tree.write(repoPath, replaced.text, { passage: true });
          return ctx.checked(replaced.message, repoPath);
        }),
    }),

    insert_text: tool({
      description:
        "Insert text into a file of any size without repeating what is there: before a line number (`line`; one past the last line appends), or right after a heading (`afterHeading`, the heading's exact text, e.g. `## Unreleased`: the text goes after the heading and its blank line). The way to add a changelog entry or a section to a long page.",
      inputSchema: z.object({
        path: z.string().describe("Path relative to the docs root."),
        text: z.string().min(1).describe("The text to insert, whole lines."),
        line: z.number().int().min(1).optional().describe("Insert before this line (1-based)."),
        afterHeading: z
          .string()
          .min(1)
          .optional()
          .describe("Insert after this heading line, given exactly (with its #s)."),
      }),
      execute: ({ path, text, line, afterHeading }) =>
        ctx.inTurn(async () => {
          const repoPath = ctx.toRepo(path);
          ctx.tree.assertWritable(repoPath);
          const current = await ctx.tree.readForRange(repoPath);
          refusePlaceholder(ctx.show(repoPath), text, undefined);
          const inserted = insertText(ctx.show(repoPath), current, text, { line, afterHeading });
          await ctx.tree.write(repoPath, inserted.text, { passage: true });
          return ctx.checked(inserted.message, repoPath);
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

import { tool } from "ai";
import { z } from "zod";
import type { ToolContext } from "./tool-context.ts";

/** `delete_file` and `move_file`: the tools that change which files there are. */
export function createMovingTools(ctx: ToolContext) {
  return {
    delete_file: tool({
      description: "Delete a file of the docs.",
      inputSchema: z.object({ path: z.string().describe("Path relative to the docs root.") }),
      execute: ({ path }) =>
        ctx.inTurn(async () => {
          ctx.tree.delete(ctx.toRepo(path));
          return ctx.checked(`Deleted ${path}.`, ctx.toRepo(path));
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
        ctx.inTurn(async () => {
          ctx.tree.move(ctx.toRepo(from), ctx.toRepo(to));
          if (ctx.seen.has(ctx.toRepo(from))) ctx.seen.add(ctx.toRepo(to));
          return ctx.checked(`Moved ${from} to ${to}.`, ctx.toRepo(from), ctx.toRepo(to));
        }),
    }),
  };
}

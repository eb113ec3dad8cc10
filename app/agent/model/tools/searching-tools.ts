import { tool } from "ai";
import { z } from "zod";
import { binaryExtensions } from "../../workspace/repository-snapshot.ts";
import { MAX_READ_CHARS } from "../read-file-result.ts";
import { searchDocs } from "../search-docs.ts";
import type { ToolContext } from "./tool-context.ts";

const MAX_SEARCH_RESULTS = 100;
const MAX_SEARCH_LINE_CHARS = 240;
/** A search that runs longer than this answers with what it found so far. */
const SEARCH_BUDGET_MS = 20_000;

/**
 * `search_text` and `view_navigation`: finding a passage (a linear-time regular expression over
 * the docs' text) and a page (the site's navigation outline).
 */
export function createSearchingTools(ctx: ToolContext, outlineLines: readonly string[]) {
  return {
    search_text: tool({
      description:
        "Search the text of the docs with a regular expression (RE2 syntax, like JavaScript's without lookaround or backreferences). Answers `path:line: text` for each matching line. A glob starting with `/` searches the whole repository instead (e.g. `/**` or `/packages/cli/**/*.ts`): the source code is read-only, shown with a leading `/`; secrets are never searched.",
      inputSchema: z.object({
        pattern: z.string().min(1).describe("A regular expression, without slashes."),
        glob: z
          .string()
          .optional()
          .describe(
            "Only search files matching this glob (relative to the docs root; with a leading `/`, over the repository).",
          ),
        ignoreCase: z.boolean().optional(),
      }),
      execute: async ({ pattern, glob, ignoreCase }) => {
        const paths = (await ctx.filesMatching(undefined, glob)).filter(
          (path) => !binaryExtensions.test(path),
        );
        await ctx.tree.holdTexts(paths);
        const outcome = await searchDocs({
          paths,
          textOf: (path) => ctx.tree.peekText(path),
          pattern,
          ignoreCase: ignoreCase ?? false,
          show: ctx.show,
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
  };
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

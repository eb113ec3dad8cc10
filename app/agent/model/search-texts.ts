import { ToolRefusal } from "../agent-errors.ts";
import { compileSearchPattern } from "../workspace/safe-pattern.ts";

/** One search as the search thread receives it: the files' texts, already fetched. */
export interface SearchRequest {
  /** Each file to search as `[the path shown to the model, its text]`, in the order wanted. */
  files: [string, string][];
  pattern: string;
  ignoreCase: boolean;
  maxResults: number;
  maxLineChars: number;
  /** Past this many milliseconds of matching the search stops with what it found. */
  budgetMs: number;
}

export type SearchEnd =
  | { refused: string }
  | {
      /** More lines matched than were kept. */
      more: boolean;
      /** The budget ran out before every file was searched. */
      stopped: boolean;
    };

/**
 * Compiles the search's pattern (refused with RE2's reason when invalid), and returns the search:
 * the texts line by line, each `path:line: text` result handed to `found` as it is found.
 * Synchronous: it runs on the search thread (`search-docs.ts`), which is stopped from outside
 * when compiling or one match runs past its time.
 */
export function prepareSearch(
  request: SearchRequest,
): { refused: string } | ((found: (line: string) => void) => SearchEnd) {
  let matcher: ReturnType<typeof compileSearchPattern>;
  try {
    matcher = compileSearchPattern(request.pattern, request.ignoreCase);
  } catch (error) {
    if (error instanceof ToolRefusal) return { refused: error.message };
    throw error;
  }
  return (found) => searchWith(matcher, request, found);
}

function searchWith(
  matcher: ReturnType<typeof compileSearchPattern>,
  request: SearchRequest,
  found: (line: string) => void,
): SearchEnd {
  const started = performance.now();
  let count = 0;
  for (const [shown, text] of request.files) {
    if (performance.now() - started > request.budgetMs) return { more: false, stopped: true };
    if (!matcher.fileMayMatch(text)) continue;
    const lines = text.split("\n");
    for (let index = 0; index < lines.length; index++) {
      if (index % 100 === 99 && performance.now() - started > request.budgetMs) {
        return { more: false, stopped: true };
      }
      const line = (lines[index] as string).replace(/\r$/, "");
      if (!matcher.lineMatches(line)) continue;
      if (count >= request.maxResults) return { more: true, stopped: false };
      count++;
      found(`${shown}:${index + 1}: ${line.slice(0, request.maxLineChars)}`);
    }
  }
  return { more: false, stopped: false };
}

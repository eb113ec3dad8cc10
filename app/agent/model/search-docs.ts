import type { LineMatcher } from "../workspace/safe-pattern.ts";

export interface SearchInput {
  /** Files to search, repository paths, in the order results are wanted. */
  paths: readonly string[];
  /** The text of a file without fetching anything; undefined when not held, null when binary. */
  textOf: (path: string) => string | null | undefined;
  matcher: LineMatcher;
  show: (path: string) => string;
  maxResults: number;
  maxLineChars: number;
  /** Wall-clock budget of the whole search; past it the search stops with what it found. */
  budgetMs: number;
}

export interface SearchOutcome {
  /** `path:line: text` lines, at most maxResults. */
  results: string[];
  /** More lines matched than were kept. */
  more: boolean;
  /** Text files whose content the run does not hold (too large for the snapshot). */
  unsearched: number;
  /** The budget ran out before every file was searched. */
  stopped: boolean;
}

/** Work done between two yields to the event loop, so a search never holds the server up. */
const SLICE_MS = 8;

/**
 * Searches the texts line by line, giving the event loop a turn every few milliseconds: the
 * server keeps answering (health checks, the API, webhooks, other runs) however long a search on
 * a large site takes, and a search that outlasts its budget stops with what it found.
 */
export async function searchDocs(input: SearchInput): Promise<SearchOutcome> {
  const results: string[] = [];
  let more = false;
  let unsearched = 0;
  let stopped = false;
  const started = performance.now();
  let sliceStart = started;
  for (const path of input.paths) {
    const now = performance.now();
    if (now - started > input.budgetMs) {
      stopped = true;
      break;
    }
    if (now - sliceStart > SLICE_MS) {
      await new Promise<void>((resolve) => setImmediate(resolve));
      sliceStart = performance.now();
    }
    const text = input.textOf(path);
    if (text === null) continue;
    if (text === undefined) {
      unsearched++;
      continue;
    }
    if (!input.matcher.fileMayMatch(text)) continue;
    const lines = text.split("\n");
    for (let index = 0; index < lines.length; index++) {
      if (index % 1000 === 999 && performance.now() - sliceStart > SLICE_MS) {
        await new Promise<void>((resolve) => setImmediate(resolve));
        sliceStart = performance.now();
      }
      const line = (lines[index] as string).replace(/\r$/, "");
      if (!input.matcher.lineMatches(line)) continue;
      if (results.length >= input.maxResults) {
        more = true;
        break;
      }
      results.push(`${input.show(path)}:${index + 1}: ${line.slice(0, input.maxLineChars)}`);
    }
    if (more) break;
  }
  return { results, more, unsearched, stopped };
}

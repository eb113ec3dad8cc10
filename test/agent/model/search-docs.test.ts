import { describe, expect, it } from "vitest";
import { ToolRefusal } from "../../../app/agent/agent-errors.ts";
import { searchDocs } from "../../../app/agent/model/search-docs.ts";

/**
 * A pattern whose compiled program is large and matches nowhere (prose has no digit): RE2 in
 * JavaScript costs the program's size times the text's, seconds per kilobyte, with no yield.
 */
const hostilePattern = `${"[\\s\\S]{0,999}".repeat(10)}\\d`;

function prose(kilobytes: number): string {
  const line = `${"lorem ipsum dolor sit amet ".repeat(3)}\n`;
  return line.repeat(Math.ceil((kilobytes * 1024) / line.length)).slice(0, kilobytes * 1024);
}

/** The longest gap between ticks of a 10 ms timer while `work` runs: how long the loop was held. */
async function longestStall<T>(work: () => Promise<T>): Promise<{ result: T; stallMs: number }> {
  let longest = 0;
  let last = performance.now();
  const timer = setInterval(() => {
    const now = performance.now();
    longest = Math.max(longest, now - last);
    last = now;
  }, 10);
  try {
    const result = await work();
    return { result, stallMs: Math.max(longest, performance.now() - last) };
  } finally {
    clearInterval(timer);
  }
}

const search = (texts: Record<string, string>, pattern: string, budgetMs: number) =>
  searchDocs({
    paths: Object.keys(texts),
    textOf: (path) => texts[path],
    pattern,
    ignoreCase: false,
    show: (path) => path,
    maxResults: 100,
    maxLineChars: 240,
    budgetMs,
  });

describe("a search the model makes to stall the server", () => {
  it.each([12, 256])(
    "leaves the event loop free, and stops at its budget, on a %i KB page",
    async (kilobytes) => {
      const { result, stallMs } = await longestStall(() =>
        search({ "docs/page.md": prose(kilobytes) }, hostilePattern, 500),
      );

      // On the main thread this one match would hold the loop for minutes; the search is
      // stopped from outside at its budget, so the answer comes, empty-handed, in time.
      expect(result).toEqual({ results: [], more: false, unsearched: 0, stopped: true });
      // Generous for a shared machine; what matters is that no match ran on this thread.
      expect(stallMs).toBeLessThan(1_000);
    },
  );

  it("answers what it found before it was stopped", async () => {
    const texts = { "docs/a.md": "price: 42\n", "docs/b.md": prose(64) };
    const result = await search(texts, hostilePattern, 500);
    expect(result.results).toEqual(["docs/a.md:1: price: 42"]);
    expect(result.stopped).toBe(true);
  });

  it("finds matching lines, counts files it was not given, and refuses an invalid pattern", async () => {
    const result = await searchDocs({
      paths: ["docs/a.md", "docs/b.png", "docs/c.md"],
      textOf: (path) =>
        path === "docs/a.md" ? "one\ntwo 2\r\nthree 3" : path === "docs/b.png" ? null : undefined,
      pattern: "\\d$",
      ignoreCase: false,
      show: (path) => path.replace(/^docs\//, ""),
      maxResults: 1,
      maxLineChars: 240,
      budgetMs: 10_000,
    });
    expect(result).toEqual({
      results: ["a.md:2: two 2"],
      more: true,
      unsearched: 1,
      stopped: false,
    });
    await expect(search({ "docs/a.md": "x" }, "(?=x)", 10_000)).rejects.toThrow(ToolRefusal);
    await expect(search({ "docs/a.md": "x" }, "(?=x)", 10_000)).rejects.toThrow(/lookahead/);
  });
});

import { describe, expect, it } from "vitest";
import { gitignoreMatcher } from "../../app/docs-site/gitignore-matcher.ts";

/** The longest gap between ticks of a 10 ms timer around `work` (which runs synchronously). */
async function longestStall(work: () => void): Promise<number> {
  let longest = 0;
  let last = performance.now();
  const timer = setInterval(() => {
    const now = performance.now();
    longest = Math.max(longest, now - last);
    last = now;
  }, 10);
  await new Promise((resolve) => setTimeout(resolve, 15));
  work();
  await new Promise((resolve) => setTimeout(resolve, 15));
  clearInterval(timer);
  return longest;
}

describe("gitignore-style patterns from the repository (.mintignore, exclude_docs, not_in_nav)", () => {
  it("matches as git does: folders, anchors, any depth, wildcards within a name, classes", () => {
    const matches = gitignoreMatcher(
      "# drafts\ndrafts/\n/private\n*.tmp.md\n**/snippets/**\n[abc]x.md\n!keep.md\n",
    );
    for (const path of [
      "drafts/a.md",
      "guides/drafts/b.md",
      "private/x.md",
      "a.tmp.md",
      "g/a.tmp.md",
      "g/snippets/y.md",
      "ax.md",
    ]) {
      expect(matches(path), path).toBe(true);
    }
    for (const path of ["guides/private/x.md", "dx.md", "index.md", "a.tmp.mdx", "keep.md"]) {
      expect(matches(path), path).toBe(false);
    }
  });

  it("cannot stall the server with a crafted pattern and a long file name", async () => {
    const patterns = [`${"*a".repeat(14)}*b`, `**/${"*a".repeat(40)}*b/**`, "[z-a]x"].join("\n");
    const stall = await longestStall(() => {
      const matches = gitignoreMatcher(patterns);
      for (const length of [29, 60, 255]) {
        expect(matches(`docs/${"a".repeat(length)}`)).toBe(false);
        expect(matches(`${"a/".repeat(length)}a`)).toBe(false);
      }
    });
    // A backtracking engine takes seconds to minutes on these; a linear one, well under this.
    expect(stall).toBeLessThan(1_000);
  });
});

import ignore from "ignore";
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
    for (const path of ["guides/private/x.md", "dx.md", "index.md", "a.tmp.mdx"]) {
      expect(matches(path), path).toBe(false);
    }
  });

  it("agrees with the ignore package, which follows git, on every negation case", () => {
    const paths = [
      "a.md",
      "keep.md",
      "guides/keep.md",
      "drafts/a.md",
      "drafts/keep.md",
      "drafts/deep/keep.md",
      "docs/a.md",
      "docs/private/a.md",
      "x/docs/private/a.md",
      "other.md",
      "!important.md",
      "foo",
      "foo/bar.md",
      "logs/debug.log",
      "logs/keep/debug.log",
    ];
    const cases = [
      // Last match wins: a file re-included after a wildcard excluded it.
      "*.md\n!keep.md",
      // A file cannot be re-included when its folder is excluded...
      "drafts/\n!drafts/keep.md",
      "drafts\n!drafts/keep.md",
      // ...but can when only the folder's contents are.
      "drafts/*\n!drafts/keep.md",
      "drafts/**\n!drafts/**/keep.md",
      // Everything but one folder.
      "/*\n!/docs/",
      "*\n!*/\n!*.md",
      // A negation alone re-includes nothing; a later pattern excludes again.
      "!keep.md",
      "*.md\n!keep.md\nkeep.md",
      "*.md\n!*.md\n/drafts/*\n!drafts/keep.md",
      // Escapes, anchoring by a middle slash, folder-only patterns, trailing spaces.
      "\\!important.md",
      "docs/private",
      "foo/",
      "*.md   \n!keep.md  ",
      "logs/**\n!logs/keep/\n!logs/keep/**",
    ];
    for (const patterns of cases) {
      const reference = ignore().add(patterns);
      const matches = gitignoreMatcher(patterns);
      for (const path of paths) {
        expect(matches(path), `${JSON.stringify(patterns)} on ${path}`).toBe(
          reference.ignores(path),
        );
      }
    }
  });

  it("re-includes as git does: last match wins, never below an excluded folder", () => {
    expect(gitignoreMatcher("*.md\n!keep.md")("guides/keep.md")).toBe(false);
    expect(gitignoreMatcher("drafts/\n!drafts/keep.md")("drafts/keep.md")).toBe(true);
    expect(gitignoreMatcher("drafts/*\n!drafts/keep.md")("drafts/keep.md")).toBe(false);
    expect(gitignoreMatcher("docs/private")("x/docs/private/a.md")).toBe(false);
    expect(gitignoreMatcher("foo/")("foo")).toBe(false);
  });

  it("cannot stall the server with many re-including patterns and a deep path", async () => {
    const patterns = Array.from({ length: 100 }, (_, i) =>
      i % 2 === 0 ? `**/${"*a".repeat(12)}*b${i}/` : `!**/a${i}*`,
    ).join("\n");
    const stall = await longestStall(() => {
      const matches = gitignoreMatcher(patterns);
      for (const length of [40, 120]) {
        expect(matches(`${"a/".repeat(length)}a`)).toBe(false);
        expect(matches(`${`${"a".repeat(12)}b0/`.repeat(length)}a`)).toBe(true);
      }
    });
    expect(stall).toBeLessThan(1_000);
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

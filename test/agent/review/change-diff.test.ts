import { describe, expect, it } from "vitest";
import { type FileChange, renderChangeDiff } from "../../../app/agent/review/change-diff.ts";
import { diffLines } from "../../../app/agent/review/line-diff.ts";
import { unsupportedClaims } from "../../../app/agent/review/title-claims.ts";

const modified = (path: string, before: string, after: string): FileChange => ({
  path,
  change: "modified",
  before,
  after,
});

describe("the diff the self-review shows", () => {
  it("marks only the lines that changed, however long the file", () => {
    const before = `# Changelog\n\n${"- An entry.\n".repeat(5_000)}`;
    const after = before.replace("# Changelog\n\n", "# Changelog\n\n- Added `--dry-run`.\n");
    const changed = diffLines(before, after).filter((line) => line.kind !== "same");
    expect(changed).toEqual([{ kind: "added", text: "- Added `--dry-run`." }]);
  });

  it("shows a move as one line and a modified file as hunks with two lines of context", () => {
    const diff = renderChangeDiff(
      [
        { path: "docs/old.md", change: "deleted", before: "# Old\n", after: undefined },
        {
          path: "docs/new.md",
          change: "added",
          before: undefined,
          after: "# Old\n",
          movedFrom: "docs/old.md",
        },
        modified("docs/a.md", "1\n2\n3\n4\n5\n6\n7\n", "1\n2\n3\nfour\n5\n6\n7\n"),
      ],
      "docs",
    );
    expect(diff).toBe(
      "=== new.md: moved from old.md, content unchanged\n=== a.md (modified, +1 -1)\n@@ -2 +2 @@\n 2\n 3\n-4\n+four\n 5\n 6",
    );
  });

  it("stops at its bound and names the files it leaves out, for the model to read", () => {
    const changes = ["a", "b", "c"].map((name) =>
      modified(`docs/${name}.md`, "old\n", `${"new line\n".repeat(40)}`),
    );
    const diff = renderChangeDiff(changes, "docs", 500);
    expect(diff).toContain("=== a.md (modified, +40 -1)");
    expect(diff).not.toContain("=== b.md");
    expect(diff).toContain(
      "… the diff stops here (the review shows at most 500 characters). Not shown, read them with read_file:\n- b.md (modified, +40 -1)\n- c.md (modified, +40 -1)",
    );
  });
});

describe("what a title or summary may claim", () => {
  const page = modified("docs/guide.md", "A\n", "B\n");

  it("takes a changelog claim as true when a changelog-like file changed", () => {
    const changelog = modified("docs/CHANGELOG.md", "# Changes\n", "# Changes\n\n- New.\n");
    expect(unsupportedClaims({ prTitle: "Changelog: retries", summary: "s" }, [changelog])).toEqual(
      [],
    );
    expect(unsupportedClaims({ prTitle: "Changelog: retries", summary: "s" }, [page])).toEqual([
      'the title claims a changelog or release notes entry ("Changelog: retries"), but no changelog or release notes file changed',
    ]);
  });

  it("refuses a move with no file moved, and reads a sentence that denies one as no claim", () => {
    expect(
      unsupportedClaims({ prTitle: "Move the deploy page to tutorial/", summary: "s" }, [page]),
    ).toEqual([
      `the title claims a moved or renamed page ("Move the deploy page to tutorial/"), but no file was moved or renamed (none deleted and added) and no page's title changed`,
    ]);
    expect(
      unsupportedClaims(
        { prTitle: "Reword the guide", summary: "The page was not moved and needs no redirect." },
        [page],
      ),
    ).toEqual([]);
  });
});

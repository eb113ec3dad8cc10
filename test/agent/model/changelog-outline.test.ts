import { describe, expect, it } from "vitest";
import { fixtureFile } from "#testkit/docs-sites/docs-repository.ts";
import { fixtureWorkingTree, runScriptedLoop } from "#testkit/model/fixture-working-tree.ts";
import { toolResultsSeen } from "#testkit/model/scripted-model.ts";
import { wholeReadResult } from "../../../app/agent/model/read-file-result.ts";

/** Releases 1.1.0 to 1.<count>.0, newest first, each with a bullet; an `Unreleased` section on top. */
function newestFirstChangelog(count: number): string {
  const parts = ["# Changelog", "", "## Unreleased", "", "- Nothing yet.", ""];
  for (let release = count; release >= 1; release--) {
    parts.push(`## 1.${release}.0`, "", `- Fixed issue ${release} in the exporter.`, "");
  }
  return parts.join("\n");
}

/** Monthly releases dated 2020-01-15 onwards, oldest first, with a long body each. */
function oldestFirstDatedChangelog(months: number): string {
  const parts = ["# Release notes", ""];
  for (let index = 0; index < months; index++) {
    const year = 2020 + Math.floor(index / 12);
    const month = String((index % 12) + 1).padStart(2, "0");
    parts.push(`## ${year}-${month}-15`, "", `${"A change to the importer. ".repeat(12)}`, "");
  }
  return parts.join("\n");
}

describe("the outline of a changelog too long for one read", () => {
  it("says how many releases, which way they run and where a new entry goes", () => {
    const text = newestFirstChangelog(3000);
    const answer = wholeReadResult("changelog.md", text, { bytes: text.length, limit: 262_144 });
    expect(answer).toContain(
      'This file is a changelog: 3000 releases (level-2 headings with a version or date), newest first. Newest: "## 1.3000.0" at line 7; oldest: "## 1.1.0" at line 12003.',
    );
    expect(answer).toContain(
      'A new entry for work not yet released goes under "## Unreleased" (insert_text with afterHeading).',
    );
    expect(answer).toContain("     3: ## Unreleased");
    expect(answer).toContain("     7: ## 1.3000.0");
    expect(answer).toContain('… 2972 more releases, lines 107-11991 ("1.2975.0" to "1.4.0")');
    expect(answer).toContain(" 12003: ## 1.1.0");
    // A few dozen lines, not 3,000.
    expect(answer.length).toBeLessThan(3_000);
  });

  it("points a new release at the end of a changelog that runs oldest first", () => {
    const text = oldestFirstDatedChangelog(120);
    expect(text.length).toBeGreaterThan(16_000);
    const lines = text.split("\n").length;
    const answer = wholeReadResult("release-notes.md", text);
    expect(answer).toContain(
      "120 releases (level-2 headings with a version or date), oldest first.",
    );
    expect(answer).toContain('Newest: "## 2029-12-15"');
    expect(answer).toContain(
      `A new release goes after the last one, at the end of the file (insert_text with line ${lines + 1}).`,
    );
    // The newest end is shown in full, the oldest few too, the middle summarised.
    expect(answer).toContain("## 2029-12-15");
    expect(answer).toContain("## 2020-01-15");
    expect(answer).toMatch(/… 92 more releases, lines \d+-\d+ \("2020-04-15" to "2027-11-15"\)/);
  });

  it("reads dates written with month names, newest first", () => {
    const months = ["December", "November", "October", "September", "August", "July", "June"];
    const sections = months.map(
      (month) =>
        `## ${month} 3, 2026\n\n${"Improved search ranking for long pages. ".repeat(60)}\n`,
    );
    const text = `# What's new\n\n${sections.join("\n")}`;
    const answer = wholeReadResult("whats-new.mdx", text);
    expect(answer).toContain(
      'newest first. Newest: "## December 3, 2026" at line 3; oldest: "## June 3, 2026"',
    );
    expect(answer).toContain("A new release goes above the newest one (insert_text with line 3).");
  });

  it("outlines a long reference page with a few versioned sections as an ordinary page", () => {
    const sections = Array.from(
      { length: 30 },
      (_, index) => `## Option ${index}\n\n${"Sets how the exporter behaves. ".repeat(25)}\n`,
    );
    sections.push("## Since 2.1.0\n\nNew.\n", "## Since 2.2.0\n\nNewer.\n");
    const text = `# Reference\n\n${sections.join("\n")}`;
    const answer = wholeReadResult("reference.md", text);
    expect(answer).not.toContain("changelog");
    expect(answer).toContain("Headings (line: heading):");
    expect(answer).toContain("## Option 29");
  });

  it("is what read_file answers the model for a changelog over the whole-file limit", async () => {
    const tree = fixtureWorkingTree(
      [fixtureFile("docs/changelog.md", newestFirstChangelog(3000))],
      { maxFileBytes: 262_144 },
    ).tree;
    const { model } = await runScriptedLoop(
      tree,
      [
        { calls: [["read_file", { path: "changelog.md" }]] },
        { calls: [["finish", { summary: "Nothing to change.", prTitle: "Read the changelog" }]] },
      ],
      { maxSteps: 5 },
    );
    const [answer] = toolResultsSeen(model, 1).map((result) => String(result.output));
    expect(answer).toContain("more than one read shows");
    expect(answer).toContain("This file is a changelog: 3000 releases");
    expect(answer).toContain('goes under "## Unreleased"');
  });
});

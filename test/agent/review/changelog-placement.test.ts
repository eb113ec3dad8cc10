import { describe, expect, it } from "vitest";
import { fixtureFile } from "#testkit/docs-sites/docs-repository.ts";
import { fixtureWorkingTree, runScriptedLoop } from "#testkit/model/fixture-working-tree.ts";
import { toolResultsSeen } from "#testkit/model/scripted-model.ts";
import { RunChecks } from "../../../app/agent/model/run-checks.ts";
import { changelogPlacementFindings } from "../../../app/agent/review/changelog-placement.ts";

/** Releases 1.1.0 to 1.<count>.0, newest first, under an `Unreleased` section when asked. */
function changelog(count: number, unreleased = true): string {
  const lines = ["# Changelog", ""];
  if (unreleased) lines.push("## Unreleased", "", "- Nothing yet.", "");
  for (let release = count; release >= 1; release--) {
    lines.push(`## 1.${release}.0`, "", `- Fixed issue ${release} in the exporter.`, "");
  }
  return lines.join("\n");
}

const before = changelog(8);

describe("where a change writes in a changelog", () => {
  it("finds nothing wrong with an entry under Unreleased", () => {
    const after = before.replace("- Nothing yet.", "- The CLI takes `--offline`.");
    expect(changelogPlacementFindings("docs/changelog.md", before, after)).toEqual([]);
  });

  it("names the placeholder an entry was added beside, and not one the entry replaced", () => {
    const after = before.replace("- Nothing yet.", "- Nothing yet.\n- The CLI takes `--offline`.");
    expect(changelogPlacementFindings("docs/changelog.md", before, after)).toEqual([
      expect.objectContaining({ rule: "changelog-placeholder-kept", line: 5 }),
    ]);
    const replaced = before.replace("- Nothing yet.", "- The CLI takes `--offline`.");
    expect(changelogPlacementFindings("docs/changelog.md", before, replaced)).toEqual([]);
  });

  it("names an entry written as a heading of its own where every entry is a list item, not where releases have sections", () => {
    const after = before.replace(
      "- Nothing yet.",
      "### Retries\n\nThe client retries a failed request twice.",
    );
    expect(changelogPlacementFindings("docs/changelog.md", before, after)).toEqual([
      expect.objectContaining({ rule: "changelog-entry-heading" }),
    ]);
    const sectioned = before.replace("- Fixed issue 8", "### Fixed\n\n- Fixed issue 8");
    const afterSectioned = sectioned.replace("- Nothing yet.", "### Added\n\n- Retries.");
    expect(changelogPlacementFindings("docs/changelog.md", sectioned, afterSectioned)).toEqual([]);
  });

  it("names a past release the change wrote into, at the line, and where the entry goes", () => {
    const after = before.replace(
      "- Fixed issue 8 in the exporter.\n",
      "- Fixed issue 8 in the exporter.\n- The CLI takes `--offline`.\n",
    );
    expect(changelogPlacementFindings("docs/changelog.md", before, after)).toEqual([
      {
        path: "docs/changelog.md",
        line: 10,
        rule: "changelog-past-release",
        message:
          'The change writes into the past release "## 1.8.0": new work goes under "## Unreleased". Move the entry there, or say in checksNote why this release\'s notes change.',
      },
    ]);
  });

  it("catches an entry appended at the end, under the oldest release", () => {
    const after = `${before}- The CLI takes \`--offline\`.\n`;
    const findings = changelogPlacementFindings("CHANGELOG.md", before, after);
    expect(findings.map((finding) => finding.rule)).toEqual(["changelog-past-release"]);
    expect(findings[0]?.message).toContain('"## 1.1.0"');
  });

  it("reports the past releases a rewrite dropped", () => {
    const after =
      "# Changelog\n\n## Unreleased\n\n- `--offline`.\n\n## 1.8.0\n\n- Fixed issue 8.\n";
    const findings = changelogPlacementFindings("docs/changelog.md", before, after);
    expect(findings).toContainEqual(
      expect.objectContaining({
        rule: "changelog-releases-removed",
        message: expect.stringContaining(
          'removes 7 past releases from the changelog ("## 1.7.0", "## 1.6.0", "## 1.5.0", …)',
        ),
      }),
    );
  });

  it("refuses a release cut beside the Unreleased section, but not an entry under a new Unreleased", () => {
    const cut = before.replace(
      "- Nothing yet.\n",
      "- Nothing yet.\n\n## 1.9.0\n\n- The client retries failed requests twice.\n",
    );
    expect(changelogPlacementFindings("docs/changelog.md", before, cut)).toEqual([
      expect.objectContaining({ rule: "changelog-new-release", line: 7 }),
    ]);
  });

  it("takes the newest release as the place for new work when there is no Unreleased section", () => {
    const plain = changelog(8, false);
    const newest = plain.replace(
      "- Fixed issue 8 in the exporter.\n",
      "- Fixed issue 8 in the exporter.\n- Faster exports.\n",
    );
    expect(changelogPlacementFindings("docs/changelog.md", plain, newest)).toEqual([]);
    const older = plain.replace(
      "- Fixed issue 3 in the exporter.\n",
      "- Fixed issue 3 in the exporter.\n- Faster exports.\n",
    );
    expect(changelogPlacementFindings("docs/changelog.md", plain, older)).toEqual([
      expect.objectContaining({
        rule: "changelog-past-release",
        message: expect.stringContaining('new work goes under the newest release, "## 1.8.0"'),
      }),
    ]);
  });

  it("takes a file named as a changelog with two releases as one", () => {
    const young = changelog(2);
    const rewritten = young.replace(
      "- Fixed issue 2 in the exporter.",
      "- Fixed issue 2 in the exporter and the importer.",
    );
    expect(changelogPlacementFindings("docs/changelog.md", young, rewritten)).toEqual([
      expect.objectContaining({ rule: "changelog-past-release" }),
    ]);
    expect(changelogPlacementFindings("docs/exporter.md", young, rewritten)).toEqual([]);
  });

  it("leaves a page with a few dated sections alone", () => {
    const page = "# Guide\n\n## 2026-01-01\n\nText.\n\n## Setup\n\nMore.\n";
    const after = page.replace("Text.", "Text, and more text.");
    expect(changelogPlacementFindings("docs/history.md", page, after)).toEqual([]);
  });
});

describe("changelog placement in the agent loop", () => {
  const files = [fixtureFile("docs/changelog.md", before)];
  const finish = {
    calls: [["finish", { summary: "Added the entry.", prTitle: "Changelog: --offline" }]] as [
      string,
      Record<string, unknown>,
    ][],
  };

  it("refuses a finish with an entry under a past release, then accepts it moved under Unreleased", async () => {
    const { tree } = fixtureWorkingTree(files);
    const checks = new RunChecks(tree, undefined);
    const { model, result } = await runScriptedLoop(
      tree,
      [
        {
          calls: [
            [
              "insert_text",
              {
                path: "changelog.md",
                afterHeading: "## 1.8.0",
                text: "- The CLI takes `--offline`.",
              },
            ],
          ],
        },
        finish,
        {
          calls: [
            [
              "replace_in_file",
              {
                path: "changelog.md",
                oldText: "- Nothing yet.\n",
                newText: "- The CLI takes `--offline`.\n",
              },
            ],
            [
              "replace_in_file",
              {
                path: "changelog.md",
                oldText: "## 1.8.0\n\n- The CLI takes `--offline`.\n",
                newText: "## 1.8.0\n\n",
              },
            ],
          ],
        },
        finish,
      ],
      { checks, modelStepTimeoutMs: 60_000 },
    );
    expect(toolResultsSeen(model, 1)[0]?.output).toContain(
      '[changelog-past-release] The change writes into the past release "## 1.8.0"',
    );
    expect(toolResultsSeen(model, 2)[0]?.output).toMatch(/not finished: the docs check found 1/);
    expect(result.ending.kind).toBe("finished");
    expect(result.findings).toEqual([]);
  });

  it("leaves a run that keeps the entry there with its note as a draft's finding", async () => {
    const { tree } = fixtureWorkingTree(files);
    const checks = new RunChecks(tree, undefined);
    const { result } = await runScriptedLoop(
      tree,
      [
        {
          calls: [
            [
              "insert_text",
              {
                path: "changelog.md",
                afterHeading: "## 1.8.0",
                text: "- The CLI takes `--offline`.",
              },
            ],
          ],
        },
        finish,
        {
          calls: [
            [
              "finish",
              {
                summary: "Added the entry.",
                prTitle: "Changelog: --offline",
                checksNote: "The flag shipped in 1.8.0.",
              },
            ],
          ],
        },
      ],
      { checks, modelStepTimeoutMs: 60_000 },
    );
    expect(result.ending.kind).toBe("finished");
    expect(result.findings?.map((finding) => finding.rule)).toEqual(["changelog-past-release"]);
  });
});

describe("a young changelog", () => {
  const young = changelog(2);

  it("is read as one by its name and its Unreleased section: a past release written into is named", () => {
    const after = young.replace(
      "- Fixed issue 2 in the exporter.\n",
      "- Fixed issue 2 in the exporter.\n- The CLI takes `--offline`.\n",
    );
    expect(changelogPlacementFindings("docs/changelog.md", young, after)).toEqual([
      expect.objectContaining({ rule: "changelog-past-release" }),
    ]);
  });

  it("is not one without an Unreleased section or a changelog's name", () => {
    const plain = changelog(2, false);
    const after = plain.replace(
      "- Fixed issue 2 in the exporter.\n",
      "- Fixed issue 2 in the exporter.\n- The CLI takes `--offline`.\n",
    );
    expect(changelogPlacementFindings("docs/changelog.md", plain, after)).toEqual([]);
    const guide = young.replace("- Fixed issue 2", "- Fixed issue 2 and more");
    expect(changelogPlacementFindings("docs/guides/upgrade.md", young, guide)).toEqual([]);
  });
});

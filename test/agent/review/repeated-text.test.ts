import { describe, expect, it } from "vitest";
import type { FileChange } from "../../../app/agent/review/change-diff.ts";
import {
  findDuplicatedSections,
  findRepeatedText,
} from "../../../app/agent/review/repeated-text.ts";

const page = (before: string, after: string): FileChange[] => [
  { path: "docs/incidents.md", change: "modified", before, after } as FileChange,
];
const incidents =
  "# Incidents\n\n## Severity levels\n\nSEV1 is an outage.\n\n## Paging\n\nSEV1 pages the on-call engineer at once.\n";

describe("sentences written twice", () => {
  it("names a sentence the change adds that the page already says", () => {
    const after = incidents.replace(
      "## Severity levels",
      "## On-call paging\n\nSEV1 pages the on-call engineer at once.\n\n## Severity levels",
    );
    expect(findRepeatedText(page(incidents, after), "docs")).toEqual([
      'incidents.md: the change adds "sev1 pages the on-call engineer at once.", which line 13 already says',
    ]);
  });

  it("says nothing of a sentence moved, of code, tables or short lines", () => {
    const moved = incidents
      .replace("## Paging\n\nSEV1 pages the on-call engineer at once.\n", "")
      .replace(
        "## Severity levels",
        "## On-call paging\n\nSEV1 pages the on-call engineer at once.\n\n## Severity levels",
      );
    expect(findRepeatedText(page(incidents, moved), "docs")).toEqual([]);
    const code = "# Run\n\n```sh\nacme deploy --force --all --yes now\n```\n";
    expect(
      findRepeatedText(
        page(code, `${code}\n\`\`\`sh\nacme deploy --force --all --yes now\n\`\`\`\n`),
        "docs",
      ),
    ).toEqual([]);
  });
});

describe("a section another page already has", () => {
  const settings = "# Settings\n\n### hoist\n\nHoists.\n";
  const added = `${settings}\n### failIfNoMatch\n\nFails a command that matches nothing.\n`;
  const files = new Map([
    ["docs/settings.md", settings],
    ["docs/workspaces.md", "# Workspaces\n\n### failIfNoMatch\n\nFails.\n"],
    ["versioned_docs/version-10.x/settings.md", added],
  ]);
  const change = (after: string, path = "docs/settings.md"): FileChange[] => [
    { path, change: "modified", before: settings, after } as FileChange,
  ];

  it("names a setting's section added where another page documents it", () => {
    expect(findDuplicatedSections(change(added), "docs", files)).toEqual([
      'settings.md: the change adds a section "failIfNoMatch", which workspaces.md:3 already has',
    ]);
  });

  it("leaves alone a section of plain words, and the same page in another version", () => {
    expect(
      findDuplicatedSections(change(`${settings}\n### Overview\n\nText.\n`), "docs", files),
    ).toEqual([]);
    expect(
      findDuplicatedSections(
        change(added),
        "docs",
        new Map([["versioned_docs/version-10.x/settings.md", added]]),
      ),
    ).toEqual([]);
  });
});

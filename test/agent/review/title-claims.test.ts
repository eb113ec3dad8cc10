import { describe, expect, it } from "vitest";
import type { FileChange } from "../../../app/agent/review/change-diff.ts";
import { unsupportedClaims } from "../../../app/agent/review/title-claims.ts";

const edited: FileChange = {
  path: "docs/guides/install.md",
  change: "modified",
  before: "# Install\n\nRun it.\n",
  after: "# Install\n\nRun it now.\n",
};
const retitled: FileChange = {
  path: "docs/guides/webhooks.md",
  change: "modified",
  before: "---\ntitle: Webhooks\n---\n\n# Webhooks\n",
  after: "---\ntitle: Event hooks\n---\n\n# Event hooks\n",
};

describe("the claims of a finish", () => {
  it("takes a page whose title changed as the rename the title claims", () => {
    const report = {
      prTitle: "Rename the Webhooks page to Event hooks",
      summary: "Renamed the Webhooks page to Event hooks.",
    };
    expect(unsupportedClaims(report, [retitled])).toEqual([]);
    expect(unsupportedClaims(report, [edited])).toHaveLength(1);
  });

  it("reads 'no', 'needs', 'should' and 'left' only in the clause they stand in", () => {
    const claims = (summary: string) =>
      unsupportedClaims({ prTitle: "Reword the install guide", summary }, [edited]);
    expect(claims("Added a new page for upgrades, and no redirect was needed.")).toEqual([
      'the summary claims a new page ("Added a new page for upgrades, and no redirect was needed."), but no page was added',
    ]);
    expect(claims("Left the FAQ as is; added a changelog entry.")).toHaveLength(1);
    expect(claims("Reworded the guide. No redirect was needed, since nothing moved.")).toEqual([]);
    expect(claims("A changelog entry should follow with the release.")).toEqual([]);
    expect(claims("I did not add a changelog entry, as the release adds it.")).toEqual([]);
  });

  it("takes a sentence saying something stays as it is as claiming no change to it", () => {
    const claims = (summary: string) =>
      unsupportedClaims({ prTitle: "Install 2.5.0", summary }, [edited]);
    expect(claims("The changelog's 2.4.1 entry is history and stays as it is.")).toEqual([]);
    expect(claims("The changelog stays unchanged.")).toEqual([]);
    expect(claims("Added a changelog entry and kept the FAQ as it was.")).toHaveLength(1);
    expect(claims("Added a changelog entry, and the FAQ stays as it is.")).toHaveLength(1);
  });
});

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
});

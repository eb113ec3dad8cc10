import { describe, expect, it } from "vitest";
import type { FileChange } from "../../../app/agent/review/change-diff.ts";
import { findChangedForms, renderChangedForms } from "../../../app/agent/review/written-forms.ts";

const page = (before: string, after: string): FileChange[] => [
  { path: "docs/analytics.mdx", change: "modified", before, after } as FileChange,
];

describe("lines rewritten in another form", () => {
  const analytics =
    '---\ntitle: "Analytics"\n---\n\n## Choose an analytics view\n\nSelect a view.\n';

  it("names a heading made title case", () => {
    expect(
      findChangedForms(
        page(analytics, analytics.replace("Choose an analytics view", "Select An Analytics View")),
        "docs",
        'Use "select", not "choose".',
      ),
    ).toEqual([
      'analytics.mdx: the heading "Select An Analytics View" is in title case, and the one it replaces was in sentence case',
    ]);
  });

  it("names a quoted front matter value written without quotes", () => {
    const audit =
      '---\ntitle: "Audit logs"\ndescription: "Review audit logs: who did what."\n---\n\nText.\n';
    expect(
      findChangedForms(
        page(
          audit,
          audit.replace('"Review audit logs: who did what."', "Review and export audit logs."),
        ),
        "docs",
        "Say that logs can be exported.",
      ),
    ).toEqual([
      "analytics.mdx: the front matter field `description` was quoted and the change writes it without quotes",
    ]);
  });

  it("leaves alone a heading made sentence case, one that follows the page, and asked-for changes", () => {
    const titled = "## Reading The Next Page\n\n## Errors and retries\n";
    expect(
      findChangedForms(
        page(titled, titled.replace("Reading The Next Page", "Reading the next page")),
        "docs",
        "Apply the house style.",
      ),
    ).toEqual([]);
    const both = "## Choose a view\n\n## Export Your Data\n\nExport your data as a file.\n";
    expect(
      findChangedForms(
        page(both, both.replace("Choose a view", "Select A View")),
        "docs",
        'Use "select".',
      ),
    ).toEqual([]);
    expect(
      findChangedForms(
        page(analytics, analytics.replace("Choose an analytics view", "Select An Analytics View")),
        "docs",
        "Write the headings in title case.",
      ),
    ).toEqual([]);
    expect(renderChangedForms([])).toBe("");
  });
});

import { describe, expect, it } from "vitest";
import type { FileChange } from "../../../app/agent/review/change-diff.ts";
import { findLinkLosses } from "../../../app/agent/review/link-losses.ts";

const page = (before: string, after: string): FileChange[] => [
  { path: "docs/guide.md", change: "modified", before, after } as FileChange,
];
const base = "# Guide\n\nSee [API keys](/auth#api-keys) first.\n";

describe("links that lost where they pointed", () => {
  it("names a link that pointed at a section and now points at the top of a page", () => {
    expect(
      findLinkLosses(page(base, base.replace("/auth#api-keys", "/auth")), "docs", "Fix the link"),
    ).toEqual([
      'guide.md: the link "API keys" pointed at the section #api-keys of /auth and now points at the top of /auth',
    ]);
    expect(
      findLinkLosses(page(base, base.replace("/auth#api-keys", "/keys")), "docs", "Fix the link"),
    ).toHaveLength(1);
  });

  it("names a link removed while its text stays, unless the instruction asks to remove links", () => {
    const unlinked = base.replace("[API keys](/auth#api-keys)", "API keys");
    expect(findLinkLosses(page(base, unlinked), "docs", "Fix the link")).toEqual([
      'guide.md: the link "API keys" (to /auth#api-keys) was removed; its text stays, unlinked',
    ]);
    expect(
      findLinkLosses(page(base, unlinked), "docs", "Remove the link to the auth page"),
    ).toEqual([]);
    // The text of another, new link is not the old link's text left behind.
    const tool = "# CI\n\nUse [mdbook-linkcheck](https://example.org/linkcheck#ci).\n";
    const fork =
      "# CI\n\nUse mdbook-linkcheck2 ([its guide](https://example.org/linkcheck2#ci)).\n";
    expect(findLinkLosses(page(tool, fork), "docs", "Recommend the fork")).toEqual([]);
    const named =
      "# CI\n\nUse [mdbook-linkcheck2](https://example.org/linkcheck2#ci), a fork of mdbook-linkcheck.\n";
    expect(findLinkLosses(page(tool, named), "docs", "Recommend the fork")).toEqual([]);
  });

  it("names a reference link unlinked while its definition stays, and not one kept", () => {
    const tip =
      "# Tabs\n\n!!! tip\n\n    Fore more information, please [see the extension guide][slugification].\n\n  [slugification]: ../setup/extensions.md#toc\n";
    expect(
      findLinkLosses(
        page(
          tip,
          tip.replace("[see the extension guide][slugification]", "see the extension guide"),
        ),
        "docs",
        "Typo in the content tabs tip: Fore more information.",
      ),
    ).toEqual([
      'guide.md: the link "see the extension guide" (to [slugification]) was removed; its text stays, unlinked',
    ]);
    expect(
      findLinkLosses(page(tip, tip.replace("Fore more", "For more")), "docs", "Fix the typo."),
    ).toEqual([]);
  });

  it("names a new section link with capitals on a page of the site, not one to another site", () => {
    const capitals = base.replace("/auth#api-keys", "/auth#API-Keys");
    expect(findLinkLosses(page(base, capitals), "docs", "Fix it")).toEqual([
      'guide.md: the link "API keys" goes to #API-Keys, but heading anchors are lower case: it lands at the top of the page',
    ]);
    const outside = base.replace("/auth#api-keys", "https://docs.rs/x/fn.Parse.html#method.Parse");
    expect(findLinkLosses(page(base, outside), "docs", "Fix it")).toEqual([]);
  });

  it("says nothing about a repaired anchor or a page that keeps its links", () => {
    expect(
      findLinkLosses(page(base, base.replace("#api-keys", "#keys")), "docs", "Fix it"),
    ).toEqual([]);
    expect(findLinkLosses(page(base, `${base}\nMore text.\n`), "docs", "Fix it")).toEqual([]);
  });
});

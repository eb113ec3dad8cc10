import { describe, expect, it } from "vitest";
import { fixtureFile } from "#testkit/docs-sites/docs-repository.ts";
import { fixtureWorkingTree } from "#testkit/model/fixture-working-tree.ts";
import { readFileChanges } from "../../../app/agent/review/change-diff.ts";
import { findLinkFormChanges, linkForm } from "../../../app/agent/review/link-forms.ts";

const backups =
  "# Backups\n\nSee [storage](../getting-started/configure.md#storage). The [CLI](../reference/commands.md) exports.\n";
const files = [
  fixtureFile("docs/mkdocs.yml", "site_name: Acme\n"),
  fixtureFile("docs/guides/backups.md", backups),
  fixtureFile(
    "docs/guides/scaling.md",
    "# Scaling\n\nSee [backups](backups.md) and [the CLI](../reference/cli.md).\n",
  ),
  fixtureFile("docs/getting-started/configure.md", "# Configure\n\n## Storage\n"),
  fixtureFile("docs/reference/cli.md", "# CLI\n"),
];

async function linkForms(after: string, treeFiles = files) {
  const { tree } = fixtureWorkingTree(treeFiles);
  await tree.write("docs/guides/backups.md", after);
  return findLinkFormChanges(tree, await readFileChanges(tree));
}

describe("links written unlike the site's other links", () => {
  it("tells a link's form from its target", () => {
    expect(linkForm("../reference/cli.md#export")).toBe("source file");
    expect(linkForm("/reference/cli/")).toBe("site-root URL");
    expect(linkForm("/reference/cli.md")).toBe("site-root URL");
    expect(linkForm("../markdown.html#smart")).toBe("built .html page");
    expect(linkForm("../cli/")).toBe("relative URL");
    expect(linkForm("https://example.com/a.md")).toBeUndefined();
    expect(linkForm("#section")).toBeUndefined();
    expect(linkForm("../images/logo.png")).toBeUndefined();
  });

  it("names a built URL or a link from the site's root where the pages link source files", async () => {
    expect(await linkForms(backups.replace("../reference/commands.md", "/reference/cli/"))).toEqual(
      [
        "guides/backups.md: the link to `/reference/cli/` is written as a site-root URL, while the site's pages link each other by source file (4 of 4 links)",
      ],
    );
    expect(
      await linkForms(backups.replace("../reference/commands.md", "../reference/cli.html")),
    ).toEqual([
      "guides/backups.md: the link to `../reference/cli.html` is written as a built .html page, while the site's pages link each other by source file (4 of 4 links)",
    ]);
  });

  it("says nothing of a link written as the others are", async () => {
    expect(
      await linkForms(backups.replace("../reference/commands.md", "../reference/cli.md")),
    ).toEqual([]);
  });

  it("says nothing where the site mixes its forms", async () => {
    const mixed = [
      ...files,
      fixtureFile(
        "docs/guides/upgrading.md",
        "# Upgrading\n\nSee [/reference/cli/](/reference/cli/), [b](/guides/backups/), [c](/guides/scaling/).\n",
      ),
    ];
    expect(
      await linkForms(backups.replace("../reference/commands.md", "/reference/cli/"), mixed),
    ).toEqual([]);
  });
});

import { describe, expect, it } from "vitest";
import { fixtureFile } from "#testkit/docs-sites/docs-repository.ts";
import { fixtureWorkingTree } from "#testkit/model/fixture-working-tree.ts";
import { type FileChange, readFileChanges } from "../../../app/agent/review/change-diff.ts";
import {
  findLinkFormChanges,
  findUnlinkedTitles,
  findUnlinkedTitlesInTree,
  linkForm,
} from "../../../app/agent/review/link-forms.ts";

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

describe("a page named without a link", () => {
  const checklist =
    "- **Set up the assistant.** Tune [its answers](/assistant/customize).\n- **Enable add-ons.** See [CI checks](/deploy/ci).\n";
  const pages = new Map([
    ["docs/checklist.mdx", checklist],
    ["docs/assistant/widget.mdx", '---\ntitle: "Assistant widget"\n---\n\nEmbed it.\n'],
    ["docs/deploy/ci.mdx", "# CI checks\n"],
  ]);
  const change = (after: string): FileChange[] => [
    { path: "docs/checklist.mdx", change: "modified", before: checklist, after } as FileChange,
  ];

  it("names the page's title written on an added line with no link, where the page links the others", () => {
    expect(
      findUnlinkedTitles(
        change(`${checklist}- **Embed the widget.** Turn on the assistant widget for your site.\n`),
        "docs",
        pages,
      ),
    ).toEqual([
      'checklist.mdx: the change names the page "Assistant widget" (assistant/widget.mdx) without linking it, where the page links the others it names',
    ]);
  });

  it("leaves alone the title linked, and a page that links nothing", () => {
    expect(
      findUnlinkedTitles(
        change(
          `${checklist}- **Embed the widget.** Turn on the [assistant widget](/assistant/widget).\n`,
        ),
        "docs",
        pages,
      ),
    ).toEqual([]);
    const plain: FileChange[] = [
      {
        path: "docs/notes.mdx",
        change: "modified",
        before: "Notes.\n",
        after: "Notes.\nThe assistant widget helps.\n",
      } as FileChange,
    ];
    expect(findUnlinkedTitles(plain, "docs", pages)).toEqual([]);
  });

  it("reads the titles from the run's tree", async () => {
    const { tree } = fixtureWorkingTree([
      ...files,
      fixtureFile("docs/guides/disaster-recovery.md", "# Disaster recovery\n"),
    ]);
    await tree.write("docs/guides/backups.md", `${backups}\nRestores follow disaster recovery.\n`);
    expect(await findUnlinkedTitlesInTree(tree, await readFileChanges(tree))).toEqual([
      'guides/backups.md: the change names the page "Disaster recovery" (guides/disaster-recovery.md) without linking it, where the page links the others it names',
    ]);
  });
});

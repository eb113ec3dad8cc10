import { describe, expect, it } from "vitest";
import { fixtureFile } from "#testkit/docs-sites/docs-repository.ts";
import { fixtureWorkingTree } from "#testkit/model/fixture-working-tree.ts";
import type { FileChange } from "../../../app/agent/review/change-diff.ts";
import { readFileChanges } from "../../../app/agent/review/change-diff.ts";
import {
  findSharedBeyondNamedPages,
  findUnchangedNamedFields,
  findUnchangedNamedPages,
} from "../../../app/agent/review/named-pages.ts";
import { findSharedContent } from "../../../app/agent/review/shared-content.ts";

const files = [
  fixtureFile("docs/mkdocs.yml", "site_name: Acme\n"),
  fixtureFile("docs/changelog.md", "# Changelog\n\n## Unreleased\n\n- Nothing yet.\n"),
  fixtureFile("docs/quickstart.md", "# Quickstart\n\nRun `acme publish`.\n"),
  fixtureFile("docs/cli/publish.md", "---\ntitle: Publishing packages\n---\n\n## Options\n"),
  fixtureFile("docs/cli/pack.md", "# pack\n\n## Options\n"),
];

async function namedPages(edits: [string, string][], instruction: string) {
  const { tree } = fixtureWorkingTree(files);
  for (const [path, content] of edits) await tree.write(path, content);
  return findUnchangedNamedPages(tree, await readFileChanges(tree), instruction);
}

describe("pages the instruction names that the change leaves alone", () => {
  it("names the page the instruction names by its file name when the change edits another", async () => {
    expect(
      await namedPages(
        [
          [
            "docs/quickstart.md",
            "# Quickstart\n\nRun `acme publish`; `--draft` publishes a draft.\n",
          ],
        ],
        "Add a changelog entry: `acme publish` takes `--draft`.",
      ),
    ).toEqual([
      "the instruction names changelog.md, which the change leaves as it is, and edits quickstart.md instead",
    ]);
  });

  it("names a page the instruction names by its title", async () => {
    expect(
      await namedPages(
        [["docs/cli/pack.md", "# pack\n\n## Options\n\n### --provenance\n"]],
        "Document --provenance in Publishing packages.",
      ),
    ).toEqual([
      "the instruction names cli/publish.md, which the change leaves as it is, and edits cli/pack.md instead",
    ]);
  });

  it("says nothing when the change edits a page the instruction names, or adds a page", async () => {
    expect(
      await namedPages(
        [
          ["docs/changelog.md", "# Changelog\n\n## Unreleased\n\n- `--draft`.\n"],
          ["docs/quickstart.md", "# Quickstart\n\nRun `acme publish --draft`.\n"],
        ],
        "Add a changelog entry for `--draft`, and show it in the quickstart.",
      ),
    ).toEqual([]);
    expect(
      await namedPages(
        [["docs/drafts.md", "# Drafts\n"]],
        "Add a page about drafts after the quickstart.",
      ),
    ).toEqual([]);
  });
});

describe("pages named as a link's target or in another language", () => {
  it('takes "the CI page" for a page of a short name and "the home page" for the root index', async () => {
    const site = [
      fixtureFile("docs/mkdocs.yml", "site_name: Acme\n"),
      fixtureFile("docs/index.md", "# Acme\n\n[Node.js](sdks/node.md)\n"),
      fixtureFile("docs/ci.md", "# Deploy from CI\n\nRun `acme deploy`.\n"),
      fixtureFile("docs/secrets.md", "# Secrets\n\nStore them in your CI system.\n"),
      fixtureFile("docs/sdks/node.md", "# Node.js SDK\n"),
      fixtureFile("docs/sdks/python.md", "# Python SDK\n"),
    ];
    const run = async (path: string, text: string, instruction: string) => {
      const { tree } = fixtureWorkingTree(site);
      await tree.write(path, text);
      return findUnchangedNamedPages(tree, await readFileChanges(tree), instruction);
    };
    expect(
      await run(
        "docs/ci.md",
        "# Deploy from CI\n\nRun `acme deploy`. In CI, use a deploy token.\n",
        "On the CI page, tell readers to use a deploy token.",
      ),
    ).toEqual([]);
    expect(
      await run(
        "docs/index.md",
        '# Acme\n\n[Node.js](sdks/node.md)\n<Card title="Python SDK" href="/sdks/python">\n',
        "Add a Python card to the home page, linking to the Python SDK page.",
      ),
    ).toEqual([]);
    // Another page edited instead of the one the instruction calls by its short name.
    expect(
      await run(
        "docs/secrets.md",
        "# Secrets\n\nStore them in your CI system. In CI, use a deploy token.\n",
        "On the CI page, tell readers to use a deploy token.",
      ),
    ).toEqual([
      "the instruction names ci.md, which the change leaves as it is, and edits secrets.md instead",
    ]);
  });

  it("says nothing when the change links the page the instruction names", async () => {
    expect(
      await namedPages(
        [
          [
            "docs/quickstart.md",
            "# Quickstart\n\nRun `acme publish`; see [the changelog](changelog.md#unreleased).\n",
          ],
        ],
        "Point the note on running it at the changelog.",
      ),
    ).toEqual([]);
  });

  it("takes a page in the folder of the named index page for the section it names", async () => {
    const { tree } = fixtureWorkingTree([
      ...files,
      fixtureFile("docs/agent/index.md", "# Agent\n\nThe agent edits your docs.\n"),
      fixtureFile("docs/agent/customize.md", "# Customize\n\nWrite `AGENTS.md`.\n"),
    ]);
    await tree.write("docs/agent/customize.md", "# Customize\n\nIt reads only `AGENTS.md`.\n");
    const instruction = "Say that the agent reads only AGENTS.md.";
    expect(await findUnchangedNamedPages(tree, await readFileChanges(tree), instruction)).toEqual(
      [],
    );
    // A page outside the folder is no page of the section.
    await tree.write("docs/quickstart.md", "# Quickstart\n\nIt reads only `AGENTS.md`.\n");
    await tree.write("docs/agent/customize.md", "# Customize\n\nWrite `AGENTS.md`.\n");
    expect(await findUnchangedNamedPages(tree, await readFileChanges(tree), instruction)).toEqual([
      "the instruction names agent/index.md, which the change leaves as it is, and edits quickstart.md instead",
    ]);
  });

  it("takes a translation of the named page for the page", async () => {
    const { tree } = fixtureWorkingTree([
      ...files,
      fixtureFile("docs/ja/quickstart.md", "# クイックスタート\n\n`acme publish` を実行します。\n"),
    ]);
    await tree.write(
      "docs/ja/quickstart.md",
      "# クイックスタート\n\n`acme publish --draft` を実行します。\n",
    );
    expect(
      await findUnchangedNamedPages(
        tree,
        await readFileChanges(tree),
        "Fix the Japanese Quickstart only.",
      ),
    ).toEqual([]);
  });
});

describe("a named page reached through a file it shows", () => {
  const requirements =
    "Raise the open-file limit to at least 10,000:\n\n```bash\nulimit -n 10000\n```\n";
  const site = (installation = "{{#include snippets/requirements.md}}") => [
    fixtureFile("book.toml", '[book]\ntitle = "Quillon"\nsrc = "src"\n'),
    fixtureFile("src/SUMMARY.md", "- [Installation](installation.md)\n- [CI](guides/ci.md)\n"),
    fixtureFile("src/snippets/requirements.md", requirements),
    fixtureFile("src/installation.md", `# Installation\n\n${installation}\n`),
    fixtureFile(
      "src/guides/ci.md",
      "# Running in CI\n\n{{#include ../snippets/requirements.md}}\n\n## GitHub Actions\n",
    ),
  ];
  const instruction =
    "In the CI guide, tell people that GitHub-hosted runners already allow 65,536 open files, so they can skip the ulimit step there.";
  const edited =
    "GitHub-hosted runners already allow 65,536 open files: no need to raise the limit.\n";

  async function reached(files: ReturnType<typeof site>, edit: [string, string], asked: string) {
    const { tree } = fixtureWorkingTree(files, { docsRoot: "" });
    await tree.write(...edit);
    return findUnchangedNamedPages(tree, await readFileChanges(tree), asked);
  }

  it("names the pages the edited include also reaches, which the instruction does not name", async () => {
    expect(await reached(site(), ["src/snippets/requirements.md", edited], instruction)).toEqual([
      "the instruction names src/guides/ci.md; the change edits src/snippets/requirements.md, which it shows, and which src/installation.md also shows, a page the instruction does not name",
    ]);
  });

  it("says nothing when only the named pages show the edited file, or the change edits the named page", async () => {
    expect(
      await reached(
        site("No limit to raise."),
        ["src/snippets/requirements.md", edited],
        instruction,
      ),
    ).toEqual([]);
    expect(
      await reached(
        site(),
        [
          "src/guides/ci.md",
          `# Running in CI\n\n{{#include ../snippets/requirements.md}}\n\n${edited}\n## GitHub Actions\n`,
        ],
        instruction,
      ),
    ).toEqual([]);
  });
});

describe("pages named by a path, and generated pages left with a reason", () => {
  const site = [
    fixtureFile("docs/mkdocs.yml", "site_name: Acme\n"),
    fixtureFile("docs/overview.md", "# Packager\n\nPackager builds packages.\n"),
    fixtureFile("docs/cli.md", "# CLI\n\n## acme pack\n"),
    fixtureFile("docs/api/publish.md", "---\nopenapi: POST /v1/publish\n---\n"),
    fixtureFile("docs/guides/publishing.md", "# Publishing\n\nAt most 10 files.\n"),
    fixtureFile("cmd/packager/doctor.go", "package main\n"),
  ];
  async function left(edit: [string, string], instruction: string, notDone: string[] = []) {
    const { tree } = fixtureWorkingTree(site);
    await tree.write(...edit);
    return findUnchangedNamedPages(tree, await readFileChanges(tree), instruction, notDone);
  }

  it("takes a word of a file's path for the path, not for the title of a page", async () => {
    const edit: [string, string] = ["docs/cli.md", "# CLI\n\n## acme pack\n\n## acme doctor\n"];
    expect(
      await left(
        edit,
        "Add acme doctor to the command reference; it is defined in cmd/packager/doctor.go.",
      ),
    ).toEqual([]);
    expect(await left(edit, "Add acme doctor to the Packager overview.")).toEqual([
      "the instruction names overview.md, which the change leaves as it is, and edits cli.md instead",
    ]);
  });

  it("leaves a generated page the instruction names when notDone says why it is left", async () => {
    const edit: [string, string] = [
      "docs/guides/publishing.md",
      "# Publishing\n\nAt most 50 files.\n",
    ];
    const instruction = "The publish endpoint now takes at most 50 files (it was 10).";
    expect(await left(edit, instruction)).toEqual([
      "the instruction names api/publish.md, which the change leaves as it is, and edits guides/publishing.md instead",
    ]);
    expect(
      await left(edit, instruction, [
        "The publish API page is generated from openapi.yaml: set its maximum to 50 there.",
      ]),
    ).toEqual([]);
  });
});

describe("front matter fields the instruction names", () => {
  const before =
    '---\ntitle: "Audit logs"\ndescription: "Review audit logs."\n---\n\nAudit logs record events.\n';
  const change = (after: string) =>
    [{ path: "docs/audit-logs.mdx", change: "modified", before, after }] as FileChange[];
  const instruction =
    "The page's description still only talks about reviewing logs; add streaming.";

  it("names a field the instruction names that the change left as it was", () => {
    expect(
      findUnchangedNamedFields(
        change(before.replace("record events.", "record events. Stream them to S3.")),
        "docs",
        instruction,
      ),
    ).toEqual([
      "audit-logs.mdx: the instruction names the front matter field `description`, which the change leaves as it was",
    ]);
  });

  it('reads "title case" as a way of writing capitals, not the `title` field', () => {
    const heading = `${before}\n## Streaming Logs\n`;
    const retitled = [
      {
        path: "docs/audit-logs.mdx",
        change: "modified",
        before: heading,
        after: heading.replace("Streaming Logs", "Streaming logs"),
      },
    ] as FileChange[];
    expect(
      findUnchangedNamedFields(retitled, "docs", "The page has a heading in title case. Fix it."),
    ).toEqual([]);
    expect(
      findUnchangedNamedFields(retitled, "docs", "Make the page's title match its heading."),
    ).toEqual([
      "audit-logs.mdx: the instruction names the front matter field `title`, which the change leaves as it was",
    ]);
  });

  it("says nothing once the field changed", () => {
    expect(
      findUnchangedNamedFields(
        change(before.replace("Review audit logs.", "Review and stream audit logs.")),
        "docs",
        instruction,
      ),
    ).toEqual([]);
  });
});

describe("pages named by a word of an address, or named to stay as they are", () => {
  const site = [
    fixtureFile("docs/mkdocs.yml", "site_name: Tidewell\n"),
    fixtureFile("docs/welcome.md", "---\ntitle: Tidewell\n---\n\nWelcome.\n"),
    fixtureFile("docs/quickstart.md", "# Quickstart\n\nTimeouts are 5 minutes.\n"),
    fixtureFile("docs/status-callbacks.md", "# Status callbacks\n\nTimeouts are 5 minutes.\n"),
  ];

  async function leftAlone(instruction: string) {
    const { tree } = fixtureWorkingTree(site);
    await tree.write("docs/quickstart.md", "# Quickstart\n\nTimeouts are 10 minutes.\n");
    return findUnchangedNamedPages(tree, await readFileChanges(tree), instruction);
  }

  it("does not take a word of an address for the title of a page", async () => {
    expect(await leftAlone("The base URL is now https://api.tidewell.io/v2. Update it.")).toEqual(
      [],
    );
  });

  it("does not name a page the instruction says keeps what it says", async () => {
    expect(
      await leftAlone("Timeouts are now 10 minutes (it was 5). Status callbacks keep 5 minutes."),
    ).toEqual([]);
    expect(await leftAlone("Timeouts are now 10 minutes, in Status callbacks too.")).toEqual([
      "the instruction names status-callbacks.md, which the change leaves as it is, and edits quickstart.md instead",
    ]);
  });
});

describe("shared content edited for one page the instruction names", () => {
  const partial = "import Connect from './_partials/_connect.mdx';\n\n";
  const site = [
    fixtureFile("docs/_partials/_connect.mdx", "Connect on port {props.port}.\n"),
    fixtureFile(
      "docs/clients/java.mdx",
      `---\ntitle: Java client\n---\n\n${partial}<Connect port="7420" />\n`,
    ),
    fixtureFile(
      "docs/clients/go.mdx",
      `---\ntitle: Go client\n---\n\n${partial}<Connect port="7420" />\n`,
    ),
  ];

  async function beyondNamed(instruction: string) {
    const { tree } = fixtureWorkingTree(site);
    await tree.write("docs/_partials/_connect.mdx", "Connect on port 7443 (TLS).\n");
    const changes = await readFileChanges(tree);
    const shared = await findSharedContent(tree, changes);
    return findSharedBeyondNamedPages(tree, changes, shared, instruction);
  }

  it("names a partial edited for the named page that another page shows too", async () => {
    expect(
      await beyondNamed("The Java client connects on port 7443. Update the Java client page."),
    ).toEqual([
      "_partials/_connect.mdx: the change edits this shared content for the page the instruction names, and clients/go.mdx shows it too, unchanged by the change and not named by the instruction",
    ]);
  });

  it("says nothing when the instruction names every page that shows it", async () => {
    expect(
      await beyondNamed(
        "Both clients connect on 7443: update the Java client and Go client pages.",
      ),
    ).toEqual([]);
  });
});

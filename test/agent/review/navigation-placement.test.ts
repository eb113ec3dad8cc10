import { describe, expect, it } from "vitest";
import { fixtureFile } from "#testkit/docs-sites/docs-repository.ts";
import { fixtureWorkingTree, runScriptedLoop } from "#testkit/model/fixture-working-tree.ts";
import { type ScriptedStep, toolResultsSeen } from "#testkit/model/scripted-model.ts";
import { readFileChanges } from "../../../app/agent/review/change-diff.ts";
import { findNavigationPlacements } from "../../../app/agent/review/navigation-placement.ts";

const mkdocsNav =
  "site_name: Acme\nnav:\n  - Home: index.md\n  - Guides:\n      - Install: guides/install.md\n      - Deploy: guides/deploy.md\n  - Reference:\n      - CLI: reference/cli.md\n";
const pages = [
  fixtureFile("docs/index.md", "# Acme\n"),
  fixtureFile("docs/guides/install.md", "# Install\n"),
  fixtureFile("docs/guides/deploy.md", "# Deploy\n"),
  fixtureFile("docs/reference/cli.md", "# CLI\n"),
];
const mkdocs = [fixtureFile("docs/mkdocs.yml", mkdocsNav), ...pages];
const docsJson = (pagesOf: string) =>
  `{\n  "name": "Acme",\n  "navigation": {\n    "groups": [\n      { "group": "Get started", "pages": ["index"] },\n      { "group": "Guides", "pages": [${pagesOf}] },\n      { "group": "Reference", "pages": ["reference/cli"] }\n    ]\n  }\n}\n`;
const mintlify = [
  fixtureFile("docs/docs.json", docsJson('"guides/install", "guides/deploy"')),
  ...pages.map((page) => fixtureFile(page.path.replace(/\.md$/, ".mdx"), page.content ?? "")),
];

async function placements(files: typeof mkdocs, edits: [string, string][], instruction: string) {
  const { tree } = fixtureWorkingTree(files);
  for (const [path, content] of edits) await tree.write(path, content);
  return findNavigationPlacements(tree, await readFileChanges(tree), instruction);
}

describe("navigation entries placed or written unlike the instruction and the navigation", () => {
  it("names a new page put in another group than the one the instruction names", async () => {
    expect(
      await placements(
        mkdocs,
        [
          ["docs/guides/faq.md", "# FAQ\n"],
          [
            "docs/mkdocs.yml",
            mkdocsNav.replace(
              "      - CLI: reference/cli.md\n",
              "      - CLI: reference/cli.md\n      - FAQ: guides/faq.md\n",
            ),
          ],
        ],
        "Add an FAQ page to the Guides, after Deploy.",
      ),
    ).toEqual([
      'mkdocs.yml: the new entry `guides/faq.md` is in the group "Reference", while the instruction names the group "Guides"',
    ]);
  });

  it("says nothing when the page is in the group the instruction names", async () => {
    expect(
      await placements(
        mkdocs,
        [
          ["docs/guides/faq.md", "# FAQ\n"],
          [
            "docs/mkdocs.yml",
            mkdocsNav.replace(
              "Deploy: guides/deploy.md\n",
              "Deploy: guides/deploy.md\n      - FAQ: guides/faq.md\n",
            ),
          ],
        ],
        "Add an FAQ page to the Guides, after Deploy.",
      ),
    ).toEqual([]);
  });

  it("names a Mintlify entry written from the site's root or with its extension, unlike the others", async () => {
    expect(
      await placements(
        mintlify,
        [
          ["docs/guides/faq.mdx", "# FAQ\n"],
          ["docs/guides/limits.mdx", "# Limits\n"],
          [
            "docs/docs.json",
            docsJson('"guides/install", "/guides/faq", "guides/limits.mdx", "guides/deploy"'),
          ],
        ],
        "Add the FAQ and limits pages.",
      ),
    ).toEqual([
      'docs.json: the entry `/guides/faq` starts with "/", which none of the file\'s 4 other entries does',
      "docs.json: the entry `guides/limits.mdx` carries the page's file extension, which none of the file's 4 other entries does",
    ]);
  });

  it("names an entry removed while its page stays, and not one replaced or removed with its page", async () => {
    expect(
      await placements(
        mintlify,
        [["docs/docs.json", docsJson('"guides/install"')]],
        "Fix the Guides navigation.",
      ),
    ).toEqual([
      "docs.json: the change removes the entry `guides/deploy` and deletes no page, so the page it names leaves the navigation",
    ]);
    const { tree } = fixtureWorkingTree(mintlify);
    await tree.write("docs/docs.json", docsJson('"guides/install"'));
    tree.delete("docs/guides/deploy.mdx");
    expect(
      await findNavigationPlacements(tree, await readFileChanges(tree), "Delete the deploy page."),
    ).toEqual([]);
  });

  it("names an entry fixed in another place than the one it replaces, unless the instruction asks for a place", async () => {
    const broken = [
      fixtureFile("docs/docs.json", docsJson('"guides,install", "guides/deploy"')),
      ...mintlify.slice(1),
    ];
    expect(
      await placements(
        broken,
        [["docs/docs.json", docsJson('"guides/deploy", "guides/install"')]],
        "The navigation lists `guides,install` with a comma where the slash belongs.",
      ),
    ).toEqual([
      "docs.json: the entry `guides/install` takes the place of `guides,install` somewhere else in the navigation (after `guides/deploy`, where it stood after `index`), and the instruction asks for no move",
    ]);
    expect(
      await placements(
        broken,
        [["docs/docs.json", docsJson('"guides/install", "guides/deploy"')]],
        "The navigation lists `guides,install` with a comma where the slash belongs.",
      ),
    ).toEqual([]);
    expect(
      await placements(
        broken,
        [["docs/docs.json", docsJson('"guides/deploy", "guides/install"')]],
        "Fix `guides,install` and put it after Deploy.",
      ),
    ).toEqual([]);
  });

  it("shows them at the self-review", async () => {
    const { tree } = fixtureWorkingTree(mintlify);
    const edit: ScriptedStep = {
      calls: [
        ["replace_in_file", { path: "docs.json", oldText: '"guides/install", ', newText: "" }],
      ],
    };
    const finish: ScriptedStep = {
      calls: [["finish", { summary: "Tidied the navigation.", prTitle: "Tidy the navigation" }]],
    };
    const { model } = await runScriptedLoop(tree, [edit, finish, finish], {
      selfReview: "scripted",
    });
    const [review] = toolResultsSeen(model, 2);
    expect(review?.output).toContain(
      "- docs.json: the change removes the entry `guides/install` and deletes no page",
    );
  });
});

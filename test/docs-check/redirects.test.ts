import { describe, expect, it } from "vitest";
import { applyEdits, type TreeEdit } from "#testkit/docs-sites/fixture-tree.ts";
import { checkConfigChange } from "../../app/agent/workspace/config-policy.ts";
import { checkDocsChange, checkWholeDocs } from "../../app/docs-check/check-docs-change.ts";
import { memoryDocsTree } from "../../app/docs-site/memory-docs-tree.ts";

type Files = Record<string, string | null>;

async function check(base: Files, edits: TreeEdit[]) {
  const { head, changedPaths } = applyEdits(new Map(Object.entries(base)), edits);
  const trees = { base: memoryDocsTree(base), head: memoryDocsTree(head) };
  const result = await checkDocsChange({ ...trees, changedPaths });
  // The whole check sees the same change the same way.
  expect((await checkWholeDocs(trees)).findings).toEqual(result.findings);
  return result.findings;
}

const redirectFindings = (findings: { rule: string }[]) =>
  findings.filter((finding) => finding.rule.startsWith("redirect-"));

describe("Mintlify redirects", () => {
  const site = (redirects: unknown[] = []): Files => ({
    "docs.json": `{
  "name": "Acme",
  "navigation": { "groups": [{ "group": "Guides", "pages": ["index", "guides/setup", "faq"] }] },
  "redirects": ${JSON.stringify(redirects)}
}
`,
    "index.mdx": "---\ntitle: Home\n---\n\nStart with [setup](/guides/setup).\n",
    "guides/setup.mdx": "---\ntitle: Setup\n---\n\nInstall it.\n",
    "faq.mdx": "---\ntitle: FAQ\n---\n\nQuestions.\n",
  });
  const move: TreeEdit[] = [
    { move: "guides/setup.mdx", to: "guides/install.mdx" },
    { edit: "docs.json", replace: '"guides/setup"', with: '"guides/install"' },
    { edit: "index.mdx", replace: "(/guides/setup)", with: "(/guides/install)" },
  ];

  it("reports a page moved without a redirect, naming the entry to add to docs.json", async () => {
    const findings = await check(site(), move);
    expect(findings).toEqual([
      {
        path: "docs.json",
        line: 4,
        rule: "redirect-missing",
        message:
          'This change moved guides/setup.mdx to guides/install.mdx, so its URL /guides/setup will answer "not found" to readers and search engines: add { "source": "/guides/setup", "destination": "/guides/install" } to "redirects" in docs.json so old links keep working.',
      },
    ]);
  });

  it("accepts a page moved with a redirect from its old URL", async () => {
    const findings = await check(site(), [
      ...move,
      {
        edit: "docs.json",
        replace: '"redirects": []',
        with: '"redirects": [{ "source": "/guides/setup", "destination": "/guides/install" }]',
      },
    ]);
    expect(findings).toEqual([]);
  });

  it("accepts a page moved under a redirect pattern that covers its old URL", async () => {
    const findings = await check(site([{ source: "/guides/:slug*", destination: "/faq" }]), move);
    expect(redirectFindings(findings)).toEqual([]);
  });

  it("matches a wildcard redirect in linear time: a source of many stars against a long URL", async () => {
    const long = "a".repeat(4_000);
    const base = { ...site([{ source: "/************X", destination: "/faq" }]) };
    base[`${long}.mdx`] = "---\ntitle: Long\n---\n\nText.\n";
    // A backtracking expression for the source would try every way to split the URL among the stars.
    const findings = await check(base, [{ remove: `${long}.mdx` }]);
    expect(redirectFindings(findings).map((finding) => finding.rule)).toEqual(["redirect-missing"]);
    const covered = await check(
      { ...base, "docs.json": (base["docs.json"] ?? "").replace("************X", "a*a*a*a*a*a*") },
      [{ remove: `${long}.mdx` }],
    );
    expect(redirectFindings(covered)).toEqual([]);
  });

  it("reports a redirect the change adds to a page that does not exist", async () => {
    const findings = await check(site(), [
      ...move,
      {
        edit: "docs.json",
        replace: '"redirects": []',
        with: '"redirects": [{ "source": "/guides/setup", "destination": "/guides/instal" }]',
      },
    ]);
    expect(findings).toEqual([
      expect.objectContaining({
        path: "docs.json",
        line: 4,
        rule: "redirect-target-missing",
        message: expect.stringContaining(
          'leads to "/guides/instal", which is not a page, so readers of the old URL land on "not found": no such page (looked for guides/instal.mdx',
        ),
      }),
    ]);
  });

  it("reports a redirect whose destination the change moved, with the new destination", async () => {
    const findings = await check(site([{ source: "/setup", destination: "/guides/setup" }]), move);
    expect(findings).toEqual([
      expect.objectContaining({ rule: "redirect-missing" }),
      expect.objectContaining({
        rule: "redirect-target-missing",
        message: expect.stringContaining(
          'this change moved guides/setup.mdx to guides/install.mdx: change the destination to "/guides/install"',
        ),
      }),
    ]);
  });

  it("accepts a redirect to a URL that is itself redirected to a page", async () => {
    const findings = await check(site([{ source: "/setup", destination: "/guides/setup" }]), [
      ...move,
      {
        edit: "docs.json",
        replace: '"redirects": [',
        with: '"redirects": [{ "source": "/guides/setup", "destination": "/guides/install" }, ',
      },
    ]);
    expect(findings).toEqual([]);
  });

  it("does not report a redirect that was already broken before the change", async () => {
    const findings = await check(site([{ source: "/old", destination: "/gone" }]), [
      { edit: "faq.mdx", replace: "Questions.", with: "Answers." },
      { edit: "docs.json", replace: '"name": "Acme"', with: '"name": "Acme Docs"' },
    ]);
    expect(findings).toEqual([]);
  });

  it("reports a page deleted without a redirect", async () => {
    const findings = await check(site(), [
      { remove: "faq.mdx" },
      { edit: "docs.json", replace: ', "faq"', with: "" },
    ]);
    expect(findings).toEqual([
      expect.objectContaining({
        path: "docs.json",
        rule: "redirect-missing",
        message: expect.stringContaining(
          'This change deleted faq.mdx, so its URL /faq will answer "not found" to readers and search engines: add { "source": "/faq", "destination": "<the page that replaces it>" } to "redirects" in docs.json',
        ),
      }),
    ]);
  });

  it("needs no redirect when a page keeps its URL under another extension", async () => {
    const findings = await check(site(), [{ move: "faq.mdx", to: "faq.md" }]);
    expect(findings).toEqual([]);
  });

  it("needs no redirect for a snippet, which has no URL", async () => {
    const findings = await check({ ...site(), "snippets/note.mdx": "Note.\n" }, [
      { remove: "snippets/note.mdx" },
    ]);
    expect(findings).toEqual([]);
  });

  const addRedirect = (destination: string): TreeEdit => ({
    edit: "docs.json",
    replace: '"redirects": []',
    with: `"redirects": [{ "source": "/guides/transfers", "destination": "${destination}" }]`,
  });

  it("reports a redirect to no page on a site whose api settings name an OpenAPI spec", async () => {
    // `api.openapi` is the spec the playground and `openapi:` front matter read; it makes no page.
    const base = site();
    base["docs.json"] = (base["docs.json"] ?? "").replace(
      '"name": "Acme",',
      '"name": "Acme",\n  "api": { "openapi": "openapi.json" },',
    );
    base["api/create.mdx"] = '---\nopenapi: "POST /payouts"\n---\n';
    const findings = await check(base, [addRedirect("/payouts")]);
    expect(redirectFindings(findings)).toEqual([
      expect.objectContaining({
        rule: "redirect-target-missing",
        message: expect.stringContaining('leads to "/payouts", which is not a page'),
      }),
    ]);
  });

  it("leaves a redirect unchecked where the navigation makes pages from an OpenAPI spec", async () => {
    for (const pages of ['"openapi": "openapi.json"', '"pages": ["GET /payouts"]']) {
      const base = site();
      base["docs.json"] = (base["docs.json"] ?? "").replace(
        '"pages": ["index", "guides/setup", "faq"] }',
        `"pages": ["index", "guides/setup", "faq"] }, { "group": "API", ${pages} }`,
      );
      const findings = await check(base, [addRedirect("/api-reference/payouts/list-payouts")]);
      expect(redirectFindings(findings)).toEqual([]);
    }
  });
});

describe("MkDocs redirects", () => {
  const site = (plugins: string): Files => ({
    "mkdocs.yml": `site_name: Acme\nnav:\n  - Home: index.md\n  - Setup: setup.md\n${plugins}`,
    "docs/index.md": "# Home\n\nSee [setup](setup.md).\n",
    "docs/setup.md": "# Setup\n\nInstall it.\n",
  });
  const withPlugin = site(
    "plugins:\n  - search\n  - redirects:\n      redirect_maps:\n        'old.md': 'index.md'\n",
  );
  const move: TreeEdit[] = [
    { move: "docs/setup.md", to: "docs/install.md" },
    { edit: "mkdocs.yml", replace: "Setup: setup.md", with: "Setup: install.md" },
    { edit: "docs/index.md", replace: "(setup.md)", with: "(install.md)" },
  ];

  it("reports a page moved without a redirect, naming the redirect_maps entry", async () => {
    const findings = await check(withPlugin, move);
    expect(findings).toEqual([
      {
        path: "mkdocs.yml",
        line: 8,
        rule: "redirect-missing",
        message:
          "This change moved docs/setup.md to docs/install.md, so its URL setup.md will answer \"not found\" to readers and search engines: add 'setup.md': 'install.md' to `redirect_maps` of the redirects plugin in mkdocs.yml so old links keep working.",
      },
    ]);
  });

  it("accepts a page moved with a redirect_maps entry", async () => {
    const findings = await check(withPlugin, [
      ...move,
      {
        edit: "mkdocs.yml",
        replace: "        'old.md': 'index.md'\n",
        with: "        'old.md': 'index.md'\n        'setup.md': 'install.md'\n",
      },
    ]);
    expect(findings).toEqual([]);
  });

  it("reports a redirect_maps entry to a page that does not exist", async () => {
    const findings = await check(withPlugin, [
      ...move,
      {
        edit: "mkdocs.yml",
        replace: "        'old.md': 'index.md'\n",
        with: "        'old.md': 'index.md'\n        'setup.md': 'installation.md'\n",
      },
    ]);
    expect(findings).toEqual([
      expect.objectContaining({ path: "mkdocs.yml", line: 10, rule: "redirect-target-missing" }),
    ]);
  });

  it("reports a page deleted without a redirect", async () => {
    const findings = await check(withPlugin, [
      { remove: "docs/setup.md" },
      { edit: "mkdocs.yml", replace: "  - Setup: setup.md\n", with: "" },
      { edit: "docs/index.md", replace: "See [setup](setup.md).", with: "Welcome." },
    ]);
    expect(findings).toEqual([expect.objectContaining({ rule: "redirect-missing" })]);
  });

  it("asks for a reason, not a new plugin, when the site has no redirects plugin", async () => {
    const findings = await check(site("plugins:\n  - search\n"), move);
    expect(findings).toEqual([
      expect.objectContaining({
        path: "mkdocs.yml",
        line: 5,
        rule: "redirect-missing",
        message: expect.stringContaining(
          "say in checksNote why setup.md may stop working (mkdocs.yml has no redirects plugin",
        ),
      }),
    ]);
  });
});

describe("mdBook redirects", () => {
  const book: Files = {
    "book.toml":
      '[book]\ntitle = "Guide"\n\n[output.html.redirect]\n"/intro.html" = "index.html"\n',
    "src/SUMMARY.md": "# Summary\n\n- [Home](index.md)\n- [Guide](guide/setup.md)\n",
    "src/index.md": "# Home\n\nRead [setup](guide/setup.md).\n",
    "src/guide/setup.md": "# Setup\n\nInstall it.\n",
    "src/draft.md": "# A draft no chapter lists\n",
  };
  const move: TreeEdit[] = [
    { move: "src/guide/setup.md", to: "src/guide/install.md" },
    { edit: "src/SUMMARY.md", replace: "(guide/setup.md)", with: "(guide/install.md)" },
    { edit: "src/index.md", replace: "(guide/setup.md)", with: "(guide/install.md)" },
  ];

  it("reports a chapter moved without a redirect, naming the [output.html.redirect] entry", async () => {
    const findings = await check(book, move);
    expect(findings).toEqual([
      expect.objectContaining({
        path: "book.toml",
        line: 4,
        rule: "redirect-missing",
        message: expect.stringContaining(
          'add "/guide/setup.html" = "install.html" under [output.html.redirect] in book.toml',
        ),
      }),
    ]);
  });

  it("accepts a chapter moved with a redirect", async () => {
    const findings = await check(book, [
      ...move,
      {
        edit: "book.toml",
        replace: '"/intro.html" = "index.html"\n',
        with: '"/intro.html" = "index.html"\n"/guide/setup.html" = "install.html"\n',
      },
    ]);
    expect(findings).toEqual([]);
  });

  it("reports a redirect to a chapter that does not exist, resolved from the old page's folder", async () => {
    const findings = await check(book, [
      ...move,
      {
        edit: "book.toml",
        replace: '"/intro.html" = "index.html"\n',
        with: '"/intro.html" = "index.html"\n"/guide/setup.html" = "guide/install.html"\n',
      },
    ]);
    expect(findings).toEqual([
      expect.objectContaining({
        path: "book.toml",
        line: 6,
        rule: "redirect-target-missing",
        message: expect.stringContaining("looked for src/guide/guide/install.md"),
      }),
    ]);
  });

  it("reports a chapter deleted without a redirect, but not a page SUMMARY.md never listed", async () => {
    const findings = await check(book, [
      { remove: "src/guide/setup.md" },
      { remove: "src/draft.md" },
      { edit: "src/SUMMARY.md", replace: "- [Guide](guide/setup.md)\n", with: "" },
      { edit: "src/index.md", replace: "Read [setup](guide/setup.md).", with: "Welcome." },
    ]);
    expect(findings).toEqual([
      expect.objectContaining({
        rule: "redirect-missing",
        message: expect.stringContaining("This change deleted src/guide/setup.md"),
      }),
    ]);
  });
});

describe("Docusaurus redirects", () => {
  const site = (config = "module.exports = { title: 'Acme' };\n"): Files => ({
    "docusaurus.config.js": config,
    "sidebars.json": `${JSON.stringify({ docs: ["intro", "guides/setup"] }, null, 2)}\n`,
    "docs/intro.md": "# Intro\n\nSee [setup](guides/setup.md).\n",
    "docs/guides/setup.md": "---\ntitle: Setup\n---\n\n# Setup\n\nInstall it.\n",
  });
  const move = (frontMatter: string): TreeEdit[] => [
    { move: "docs/guides/setup.md", to: "docs/guides/install.md" },
    {
      edit: "docs/guides/install.md",
      replace: "title: Setup\n",
      with: `title: Setup\n${frontMatter}`,
    },
    { edit: "sidebars.json", replace: '"guides/setup"', with: '"guides/install"' },
    { edit: "docs/intro.md", replace: "(guides/setup.md)", with: "(guides/install.md)" },
  ];

  it("reports a doc moved to a new URL on the moved page, proposing a slug that keeps the old one", async () => {
    const findings = await check(site(), move(""));
    expect(findings).toEqual([
      {
        path: "docs/guides/install.md",
        line: 1,
        rule: "redirect-missing",
        message:
          'This change moved docs/guides/setup.md to docs/guides/install.md, so its URL /docs/guides/setup will answer "not found" to readers and search engines: add `slug: /guides/setup` to the front matter of docs/guides/install.md to keep the old URL (or say in checksNote why the URL may change).',
      },
    ]);
    // docusaurus.config.js is code the agent may not change: the fix never asks for it.
    expect(findings[0]?.message).not.toContain("docusaurus.config.js");
  });

  it("accepts a doc moved with a slug that keeps its old URL", async () => {
    const findings = await check(site(), move("slug: /guides/setup\n"));
    expect(findings).toEqual([]);
  });

  it("accepts a doc moved whose old URL a client redirect in docusaurus.config.js already serves", async () => {
    const config = `module.exports = {
  plugins: [
    ['@docusaurus/plugin-client-redirects', {
      redirects: [{ to: '/docs/intro', from: ['/docs/guides/setup', '/docs/start'] }],
    }],
  ],
};
`;
    const findings = await check(site(config), move(""));
    expect(findings).toEqual([]);
  });

  it("reports a client redirect whose destination the change moved, proposing the slug", async () => {
    const config = `module.exports = {
  plugins: [
    ['@docusaurus/plugin-client-redirects', {
      redirects: [{ from: '/docs/start', to: '/docs/guides/setup' }],
    }],
  ],
};
`;
    const findings = await check(site(config), move(""));
    expect(findings.map((finding) => [finding.path, finding.line, finding.rule])).toEqual([
      ["docs/guides/install.md", 1, "redirect-missing"],
      ["docusaurus.config.js", 4, "redirect-target-missing"],
    ]);
    expect(findings[1]?.message).toContain(
      "keep the URL with `slug` in the moved page's front matter",
    );
  });

  it("reports a doc deleted without a redirect, asking for the reason in checksNote", async () => {
    const findings = await check(site(), [
      { remove: "docs/guides/setup.md" },
      { edit: "sidebars.json", replace: ',\n    "guides/setup"', with: "" },
      { edit: "docs/intro.md", replace: "See [setup](guides/setup.md).", with: "Welcome." },
    ]);
    expect(findings).toEqual([
      expect.objectContaining({
        path: "docs/guides/setup.md",
        rule: "redirect-missing",
        message: expect.stringContaining(
          "say in checksNote why /docs/guides/setup may stop working (a client redirect in docusaurus.config.js is the docs team's to add)",
        ),
      }),
    ]);
  });

  it("says nothing when redirects come from a createRedirects function it cannot read", async () => {
    const config = `module.exports = {
  plugins: [['@docusaurus/plugin-client-redirects', { createRedirects(path) { return undefined; } }]],
};
`;
    const findings = await check(site(config), move(""));
    expect(findings).toEqual([]);
  });
});

describe("the redirects the findings ask for", () => {
  it("are changes the agent's config policy accepts in docs.json, mkdocs.yml and book.toml", () => {
    const cases: [string, string, string][] = [
      [
        "docs.json",
        '{ "name": "Acme", "navigation": { "pages": ["index"] } }\n',
        '{ "name": "Acme", "navigation": { "pages": ["index"] }, "redirects": [{ "source": "/a", "destination": "/index" }] }\n',
      ],
      [
        "mkdocs.yml",
        "site_name: Acme\nplugins:\n  - redirects:\n      redirect_maps:\n        'a.md': 'index.md'\n",
        "site_name: Acme\nplugins:\n  - redirects:\n      redirect_maps:\n        'a.md': 'index.md'\n        'b.md': 'index.md'\n",
      ],
      [
        "book.toml",
        '[book]\ntitle = "Guide"\n',
        '[book]\ntitle = "Guide"\n\n[output.html.redirect]\n"/a.html" = "index.html"\n',
      ],
    ];
    for (const [path, before, after] of cases) {
      expect(checkConfigChange(path, before, after), path).toEqual({ allowed: true });
    }
  });
});

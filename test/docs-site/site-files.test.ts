import { describe, expect, it } from "vitest";
import { isNavigationDataFile } from "../../app/agent/workspace/write-policy.ts";
import { DOCS_SITE_DEFAULTS } from "../../app/docs-site/docs-site-defaults.ts";
import { SIDEBAR_FILES } from "../../app/docs-site/read-docusaurus-site.ts";
import { siteFileNames, siteFileOf } from "../../app/docs-site/site-files.ts";

describe("the site files, listed once", () => {
  it("names each file's generator, role and syntax by its last path segment", () => {
    expect(siteFileOf("site/docs.json")).toEqual({
      generator: "mintlify",
      role: "config",
      syntax: "json",
    });
    expect(siteFileOf("mkdocs.yaml")?.generator).toBe("mkdocs");
    expect(siteFileOf("src/SUMMARY.md")).toEqual({
      generator: "mdbook",
      role: "navigation",
      syntax: "markdown",
    });
    expect(siteFileOf("website/sidebars.ts")?.syntax).toBe("code");
    expect(siteFileOf("docs/intro.md")).toBeUndefined();
  });

  it("gives the readers and the agent's policies their lists from the one table", () => {
    expect(SIDEBAR_FILES).toEqual([
      "sidebars.json",
      "sidebars.js",
      "sidebars.ts",
      "sidebars.mjs",
      "sidebars.cjs",
    ]);
    expect(DOCS_SITE_DEFAULTS.docusaurus.configFiles).toEqual([
      "docusaurus.config.js",
      "docusaurus.config.ts",
      "docusaurus.config.mjs",
    ]);
    expect(siteFileNames((file) => file.syntax === "code")).toContain("astro.config.mjs");
    // Data files the agent keeps in step with the pages; code that runs at build time is not one.
    for (const data of ["docs.json", "mkdocs.yml", "book.toml", "_category_.yaml", "_meta.json"])
      expect(isNavigationDataFile(`docs/${data}`)).toBe(true);
    for (const other of ["sidebars.js", "docusaurus.config.ts", "SUMMARY.md", "guide.md"])
      expect(isNavigationDataFile(`docs/${other}`)).toBe(false);
  });
});

import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parse as parseYaml } from "yaml";
import { json, useTestServer } from "#testkit/app/test-server.ts";
import { runInkwellInProcess as runInkwell } from "#testkit/cli/cli-in-process.ts";
import { createProgram } from "../../app/cli/main.ts";
import { checkWholeDocs } from "../../app/docs-check/check-docs-change.ts";
import { memoryDocsTree } from "../../app/docs-site/memory-docs-tree.ts";
import { renderApiRoutes, renderCliReference } from "./render-reference.ts";

const ROOT = path.resolve(import.meta.dirname, "../..");
const read = (file: string) => readFileSync(path.join(ROOT, file), "utf8");

/** The docs site as the checker reads a repository: mkdocs.yml and every file under docs/. */
function siteFiles(): Map<string, string> {
  const files = new Map<string, string>([["mkdocs.yml", read("mkdocs.yml")]]);
  for (const entry of readdirSync(path.join(ROOT, "docs"), {
    recursive: true,
    withFileTypes: true,
  })) {
    if (!entry.isFile()) continue;
    const file = path.relative(ROOT, path.join(entry.parentPath, entry.name));
    files.set(file.split(path.sep).join("/"), read(file));
  }
  return files;
}

describe("Inkwell's own docs site", () => {
  it("is a MkDocs site whose navigation lists every page", () => {
    const config = parseYaml(read("mkdocs.yml")) as { docs_dir: string; nav: unknown[] };
    expect(config.docs_dir).toBe("docs");
    const listed = JSON.stringify(config.nav).match(/[\w-]+\.md/g) ?? [];
    const pages = [...siteFiles().keys()]
      .filter((file) => file.endsWith(".md"))
      .map((file) => file.slice("docs/".length));
    expect([...listed].sort()).toEqual([...pages].sort());
  });

  it("passes Inkwell's own docs check with no finding and no style warning", async () => {
    const result = await checkWholeDocs({
      base: memoryDocsTree({}),
      head: memoryDocsTree(siteFiles()),
    });
    expect(result.findings).toEqual([]);
    expect(result.warnings).toEqual([]);
    expect(result.stats.head.pagesParsed).toBeGreaterThanOrEqual(12);
  });

  it("passes `inkwell docs check` as a writer runs it, with no finding", async () => {
    // The site alone (mkdocs.yml and docs/), so the test fixtures' broken sites stay out of it.
    const site = mkdtempSync(path.join(tmpdir(), "inkwell-docs-site-"));
    try {
      cpSync(path.join(ROOT, "mkdocs.yml"), path.join(site, "mkdocs.yml"));
      cpSync(path.join(ROOT, "docs"), path.join(site, "docs"), { recursive: true });
      const result = await runInkwell(["docs", "check", site], {});
      expect(result.stdout + result.stderr).not.toMatch(/:\d+ [a-z-]+ /);
      expect(result.code, result.stdout + result.stderr).toBe(0);
    } finally {
      rmSync(site, { recursive: true, force: true });
    }
  }, 120_000);

  it("keeps the README short, pointing into the site", () => {
    const readme = read("README.md");
    expect(readme.split("\n").length).toBeLessThanOrEqual(250);
    const targets = [...readme.matchAll(/\]\((docs\/[^)#\s]+)/g)].map((match) => match[1] ?? "");
    expect(targets.length).toBeGreaterThan(10);
    for (const target of targets) expect(existsSync(path.join(ROOT, target)), target).toBe(true);
  });

  it("has a CLI reference generated from the CLI's own help", async () => {
    const { program } = createProgram({});
    await expect(renderCliReference(program)).toMatchFileSnapshot("../../docs/cli.md");
  });
});

describe("the API routes page", () => {
  const { server } = useTestServer("pglite");

  it("lists every route of the served OpenAPI document", async () => {
    const document = await json(await server.request("/openapi.json"));
    await expect(renderApiRoutes(document)).toMatchFileSnapshot("../../docs/api-routes.md");
  });
});

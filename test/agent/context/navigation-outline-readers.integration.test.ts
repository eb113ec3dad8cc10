import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { fixtureFile } from "#testkit/docs-sites/docs-repository.ts";
import { fixtureWorkingTree } from "#testkit/model/fixture-working-tree.ts";
import { readRepositoryContext } from "../../../app/agent/context/repository-context.ts";
import { checkLocalDocs } from "../../../app/docs-check/local/check-local-docs.ts";

/** The same pages in every format: one left out of the navigation, one entry naming no page. */
const PAGES: Record<string, string> = {
  "docs/intro.md": "---\ntitle: Introduction\n---\n\nWelcome.\n",
  "docs/guides/install.md": "# Install Acme\n\nRun it.\n",
  "docs/guides/deploy.md": "# Deploy Acme\n\nShip it.\n",
  "docs/orphan.md": "# Orphan\n\nNobody links here.\n",
};

/** Each format's navigation of those pages: intro, then a "Guides" group of install, deploy, gone. */
const FORMATS: Record<string, { files: Record<string, string>; source: string; gone: string }> = {
  mintlify: {
    files: {
      "docs/docs.json": JSON.stringify({
        name: "Acme",
        navigation: {
          groups: [
            { group: "Start", pages: ["intro"] },
            { group: "Guides", pages: ["guides/install", "guides/deploy", "guides/gone"] },
          ],
        },
      }),
    },
    source: "docs/docs.json",
    gone: "guides/gone",
  },
  mkdocs: {
    files: {
      "mkdocs.yml":
        "site_name: Acme\nnav:\n  - intro.md\n  - Guides:\n      - guides/install.md\n      - Deploy: guides/deploy.md\n      - guides/gone.md\n",
    },
    source: "mkdocs.yml",
    gone: "guides/gone.md",
  },
  mdbook: {
    files: {
      "book.toml": '[book]\ntitle = "Acme"\nsrc = "docs"\n',
      "docs/SUMMARY.md":
        "# Summary\n\n[Introduction](intro.md)\n\n# Guides\n\n- [Install Acme](guides/install.md)\n- [Deploy Acme](guides/deploy.md)\n- [Gone](guides/gone.md)\n",
    },
    source: "docs/SUMMARY.md",
    gone: "guides/gone.md",
  },
  docusaurus: {
    files: {
      "sidebars.js": [
        "/** @type {import('@docusaurus/plugin-content-docs').SidebarsConfig} */",
        "const sidebars = {",
        "  docs: [",
        '    "intro",',
        '    { type: "category", label: "Guides", items: ["guides/install", "guides/deploy", "guides/gone"] },',
        "  ],",
        "};",
        "export default sidebars;",
        "",
      ].join("\n"),
    },
    source: "sidebars.js",
    gone: "guides/gone",
  },
};

const folders: string[] = [];
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

function writeSite(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(tmpdir(), "inkwell-nav-"));
  folders.push(root);
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), content);
  }
  return root;
}

describe("the agent's navigation outline and the docs check read one navigation", () => {
  for (const [format, { files, source, gone }] of Object.entries(FORMATS)) {
    it(`agrees with the docs check on which pages a ${format} navigation lists and which entry names none`, async () => {
      const all = { ...PAGES, ...files };
      const { tree } = fixtureWorkingTree(
        Object.entries(all).map(([file, content]) => fixtureFile(file, content)),
      );
      const context = await readRepositoryContext(tree);
      const outline = context.navigation;
      expect(outline).toMatchObject({ source, format, pages: 4, missing: 1 });

      const check = await checkLocalDocs({ dir: writeSite(all) });
      const orphans = check.findings
        .filter((finding) => finding.rule === "nav-orphan-page")
        .map((finding) => finding.path);
      const missing = check.findings.filter((finding) => finding.rule === "nav-missing-page");
      expect(orphans).toEqual(["docs/orphan.md"]);
      expect(missing).toHaveLength(1);
      expect(missing[0]?.message).toContain(`"${gone}" names no page`);

      // What the outline lists is every page the check does not call unlisted.
      const listed = context.outlineLines.flatMap(
        (line) => /^\s*- (\S+\.md)(?::|$)/.exec(line)?.[1] ?? [],
      );
      expect(listed.map((page) => `docs/${page}`).sort()).toEqual(
        Object.keys(PAGES)
          .filter((page) => !orphans.includes(page))
          .sort(),
      );
      expect(context.outlineLines.filter((line) => line.includes("(no such file)"))).toEqual([
        expect.stringContaining(`- ${gone} (no such file)`),
      ]);
      expect(context.outlineLines).toContainEqual(
        expect.stringMatching(/- (Group: )?Guides \(3 pages\)$/),
      );
      expect(context.outlineLines).toContainEqual(
        expect.stringMatching(/- intro\.md: Introduction$/),
      );
      expect(context.outlineLines).toContainEqual(
        expect.stringMatching(/- guides\/deploy\.md: Deploy(?: Acme)?$/),
      );
    });
  }
});

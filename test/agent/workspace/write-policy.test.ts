import { describe, expect, it } from "vitest";
import { checkWritePolicy } from "../../../app/agent/workspace/write-policy.ts";

const none: { allow: string[]; deny: string[] } = { allow: [], deny: [] };
const allowed = (path: string, mode?: string, globs = none) =>
  checkWritePolicy(path, mode, globs).allowed;
const refusal = (path: string, mode?: string, globs = none) => {
  const verdict = checkWritePolicy(path, mode, globs);
  return verdict.allowed ? "" : verdict.message;
};

describe("the write policy", () => {
  it.each([
    "index.md",
    "guides/install.mdx",
    "api/reference.markdown",
    "manual/intro.rst",
    "book/chapter.adoc",
    "book/chapter.asciidoc",
    "notes/changelog.txt",
    "images/logo.png",
    "images/diagram.svg",
    "images/photo.JPEG",
    "media/demo.mp4",
    "media/talk.mp3",
    "files/handout.pdf",
    "docs.json",
    "mint.json",
    "mkdocs.yml",
    "book.toml",
    "guides/_category_.json",
    "sidebars.json",
    "_meta.json",
  ])("allows documentation: %s", (path) => {
    expect(allowed(path, "100644")).toBe(true);
    expect(allowed(path, undefined)).toBe(true);
  });

  it.each([
    ["package.json", /package manifest or lock file/],
    ["package-lock.json", /package manifest or lock file/],
    ["site/yarn.lock", /package manifest or lock file/],
    ["pnpm-lock.yaml", /package manifest or lock file/],
    ["requirements.txt", /package manifest or lock file/],
    ["requirements-docs.txt", /package manifest or lock file/],
    ["pyproject.toml", /package manifest or lock file/],
    ["Gemfile", /package manifest or lock file/],
    ["go.mod", /package manifest or lock file/],
    ["Makefile", /build or deployment file/],
    ["Dockerfile", /build or deployment file/],
    ["netlify.toml", /build or deployment file/],
    ["vercel.json", /build or deployment file/],
    ["docusaurus.config.js", /JavaScript or TypeScript/],
    ["sidebars.js", /JavaScript or TypeScript/],
    ["sidebars.ts", /JavaScript or TypeScript/],
    ["astro.config.mjs", /JavaScript or TypeScript/],
    ["src/components/Note.tsx", /JavaScript or TypeScript/],
    ["scripts/deploy.sh", /script or source file/],
    ["hooks/build.py", /script or source file/],
    [".gitmodules", /dotfile/],
    [".npmrc", /dotfile/],
    [".gitlab-ci.yml", /dotfile/],
    [".circleci/config.yml", /dotfile/],
    [".vale.ini", /dotfile/],
    ["openapi.yaml", /not a documentation file/],
    ["data/settings.json", /not a documentation file/],
  ])("refuses %s", (path, reason) => {
    const message = refusal(path, "100644");
    expect(message).toMatch(reason);
    expect(message).toContain(`Inkwell may not change ${path}`);
    expect(message).toContain(`inkwell projects update --allow '${path}'`);
  });

  it("refuses any executable file, whatever its name", () => {
    expect(refusal("guides/run.md", "100755")).toMatch(/executable/);
  });

  it("lets the project widen the default with allow globs", () => {
    const globs = { allow: ["snippets/**/*.ts", "openapi.yaml"], deny: [] };
    expect(allowed("snippets/api/client.ts", "100644", globs)).toBe(true);
    expect(allowed("openapi.yaml", "100644", globs)).toBe(true);
    expect(allowed("src/client.ts", "100644", globs)).toBe(false);
  });

  it("lets the project narrow it with deny globs, which win over everything", () => {
    const globs = { allow: ["legal/**"], deny: ["legal/**", "changelog.md"] };
    expect(refusal("legal/terms.md", "100644", globs)).toMatch(
      /denies it \(--deny 'legal\/\*\*'\)/,
    );
    expect(allowed("changelog.md", "100644", globs)).toBe(false);
    expect(allowed("guides/install.md", "100644", globs)).toBe(true);
  });

  it("matches a maintainer's deny glob of many stars against a long name in linear time", () => {
    // A backtracking matcher tries every way to split the name among the stars: minutes here.
    const glob = `${"*a".repeat(40)}*b`;
    const name = `${"a".repeat(31)}.md`;
    expect(allowed(name, "100644", { allow: [], deny: [glob] })).toBe(true);
    expect(refusal(`${"a".repeat(3_000)}b`, "100644", { allow: [], deny: [glob] })).toContain(
      "denies it",
    );
  });

  it("refuses every path under a deny glob it cannot compile, and allows nothing by such an allow glob", () => {
    const nested = "{a,{b,{c,{d,{e,f}}}}}";
    expect(allowed("guides/install.md", "100644", { allow: [], deny: [nested] })).toBe(false);
    expect(allowed("src/a.ts", "100644", { allow: [nested], deny: [] })).toBe(false);
  });

  it("quotes a path with a quote so the suggested command still works in a shell", () => {
    expect(refusal("it's.sh")).toContain(`--allow 'it'\\''s.sh'`);
  });
});

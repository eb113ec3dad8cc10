import { execFile } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";

const run = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, "../..");
const read = (file: string) => readFileSync(path.join(ROOT, file), "utf8");
const dir = mkdtempSync(path.join(tmpdir(), "inkwell-release-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function node(script: string, args: string[]) {
  try {
    const { stdout, stderr } = await run(process.execPath, [path.join(ROOT, script), ...args], {
      cwd: ROOT,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

describe("the project's release files", () => {
  it("license it under MIT, as package.json says", () => {
    expect(read("LICENSE")).toMatch(/^MIT License\n\nCopyright \(c\) \d{4} /);
    expect(JSON.parse(read("package.json")).license).toBe("MIT");
  });

  it("keep a changelog in the Keep a Changelog format, with an Unreleased section", () => {
    const changelog = read("CHANGELOG.md");
    expect(changelog.startsWith("# Changelog\n")).toBe(true);
    expect(changelog).toContain("https://keepachangelog.com/en/1.1.0/");
    expect(changelog).toContain("https://semver.org/");
    const versions = [...changelog.matchAll(/^## \[([^\]]+)\]/gm)].map((match) => match[1]);
    expect(versions[0]).toBe("Unreleased");
    for (const version of versions) {
      expect(changelog).toMatch(new RegExp(`^\\[${version}\\]: https://`, "m"));
    }
    for (const heading of changelog.matchAll(/^### (.+)$/gm)) {
      expect(["Added", "Changed", "Deprecated", "Removed", "Fixed", "Security"]).toContain(
        heading[1],
      );
    }
  });

  it("say how to report a vulnerability and what is in scope, and how to contribute", () => {
    expect(read("SECURITY.md")).toMatch(/## Reporting a vulnerability[\s\S]*## In scope/);
    const contributing = read("CONTRIBUTING.md");
    for (const topic of ["## Set up", "## Checks", "ARCHITECTURE.md", "## Releasing"]) {
      expect(contributing).toContain(topic);
    }
  });

  it("declare the package's version, repository, engines and published files", () => {
    const pkg = JSON.parse(read("package.json"));
    expect(pkg.version).toMatch(/^\d+\.\d+\.\d+$/);
    expect(pkg.repository.url).toBe("git+https://github.com/inkwell-docs/inkwell.git");
    expect(pkg.engines.node).toBe("^22 || ^24");
    expect(pkg.files).toEqual(["bin/", "build/", "app.yml", "CHANGELOG.md", "docs/*.md"]);
    expect(pkg.scripts.prepack).toBe("npm run build");
  });
});

describe("scripts/release-notes.mjs", () => {
  const changelog = path.join(dir, "CHANGELOG.md");
  writeFileSync(
    changelog,
    [
      "# Changelog",
      "",
      "## [Unreleased]",
      "",
      "## [1.2.0] - 2026-12-01",
      "",
      "### Added",
      "",
      "- Time series per agent.",
      "",
      "## [1.1.0] - 2026-11-01",
      "",
      "### Fixed",
      "",
      "- Paging past the last page.",
      "",
      "[Unreleased]: https://github.com/inkwell-docs/inkwell/compare/v1.2.0...HEAD",
      "[1.2.0]: https://github.com/inkwell-docs/inkwell/compare/v1.1.0...v1.2.0",
      "",
    ].join("\n"),
  );

  it("prints the section of one version, without the next version or the links", async () => {
    const result = await node("scripts/release-notes.mjs", ["1.2.0", changelog]);
    expect(result.code).toBe(0);
    expect(result.stdout).toBe("### Added\n\n- Time series per agent.\n");
    const last = await node("scripts/release-notes.mjs", ["1.1.0", changelog]);
    expect(last.stdout).toBe("### Fixed\n\n- Paging past the last page.\n");
  });

  it("fails for a version the changelog does not describe, or describes with nothing", async () => {
    const missing = await node("scripts/release-notes.mjs", ["1.3.0", changelog]);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('no section "## [1.3.0]"');
    const empty = await node("scripts/release-notes.mjs", ["Unreleased", changelog]);
    expect(empty.code).toBe(1);
    expect(empty.stderr).toContain("is empty");
  });
});

describe("scripts/stage-action-release.mjs", () => {
  it("leaves the release repository with the actions alone: action.yml, check/, dist/, LICENSE and a README", async () => {
    const target = path.join(dir, "action-release");
    mkdirSync(path.join(target, ".git"), { recursive: true });
    writeFileSync(path.join(target, ".git", "HEAD"), "ref: refs/heads/main\n");
    mkdirSync(path.join(target, ".github", "workflows"), { recursive: true });
    writeFileSync(path.join(target, "old-file.txt"), "from an earlier release");

    const result = await node("scripts/stage-action-release.mjs", [target]);
    expect(result.code).toBe(0);
    expect(readFileSync(path.join(target, "action.yml"), "utf8")).toBe(read("action.yml"));
    expect(readFileSync(path.join(target, "dist", "index.js"), "utf8")).toBe(read("dist/index.js"));
    expect(readFileSync(path.join(target, "check", "action.yml"), "utf8")).toBe(
      read("check/action.yml"),
    );
    expect(readFileSync(path.join(target, "dist", "check", "index.js"), "utf8")).toBe(
      read("dist/check/index.js"),
    );
    expect(readFileSync(path.join(target, "LICENSE"), "utf8")).toBe(read("LICENSE"));
    expect(existsSync(path.join(target, ".git", "HEAD"))).toBe(true);
    for (const gone of ["old-file.txt", ".github"]) {
      expect(existsSync(path.join(target, gone))).toBe(false);
    }
    const readme = readFileSync(path.join(target, "README.md"), "utf8");
    expect(readme.startsWith("# Inkwell docs agent\n")).toBe(true);
    expect(readme).toContain("## Inputs");
    expect(readme).toContain("uses: inkwell-docs/inkwell-action@v1");
  });
});

import { mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { runInkwellInProcess as runInkwell } from "#testkit/cli/cli-in-process.ts";
import {
  createLocalGitRepository,
  type LocalGitRepository,
  SMALL_MINTLIFY_SITE,
} from "#testkit/system/local-git-repository.ts";

// Each case is a new Node process that starts the page parser's thread: slow on a busy machine.
describe("inkwell docs check", { timeout: 120_000 }, () => {
  let repository: LocalGitRepository | undefined;
  afterEach(() => repository?.remove());

  it("checks a whole site and exits 0 when it has no problem", async () => {
    repository = createLocalGitRepository(SMALL_MINTLIFY_SITE);
    const result = await runInkwell(["docs", "check", "docs"], {}, { cwd: repository.dir });
    expect(result.stdout).toBe("");
    expect(result.stderr).toMatch(/^Checked the whole site: no problems \(2 pages parsed/);
    expect(result.code).toBe(0);
  });

  it("reports every problem of a whole site as path:line rule message and exits 1", async () => {
    repository = createLocalGitRepository({
      ...SMALL_MINTLIFY_SITE,
      "docs/guide.mdx": "---\ntitle: Guide\n---\n# Guide\n\nSee [setup](/setup).\n",
    });
    const result = await runInkwell(["docs", "check"], {}, { cwd: repository.dir });
    expect(result.stdout.trim().split("\n")).toEqual([
      expect.stringMatching(/^docs\/guide\.mdx:6 link-broken `\/setup` points to no page/),
      expect.stringMatching(/^docs\/index\.mdx:6 anchor-broken /),
    ]);
    expect(result.stderr).toContain("error: the docs check found 2 problems");
    expect(result.code).toBe(1);
  });

  it("with --base reports only what the change introduced, uncommitted and new files included", async () => {
    repository = createLocalGitRepository({
      ...SMALL_MINTLIFY_SITE,
      "docs/guide.mdx": `${SMALL_MINTLIFY_SITE["docs/guide.mdx"]}\nAn old [dead link](/gone).\n`,
    });
    repository.git("checkout", "-q", "-b", "writer/new-page");
    repository.write({
      "docs/guide.mdx": `${SMALL_MINTLIFY_SITE["docs/guide.mdx"]}\nAn old [dead link](/gone).\n\nA new [dead link](/missing).\n`,
    });
    repository.commit("Edit the guide");
    // Not committed: a page nobody listed in the navigation.
    repository.write({ "docs/extra.mdx": "---\ntitle: Extra\n---\n# Extra\n" });
    const result = await runInkwell(
      ["docs", "check", "--base", "main"],
      {},
      {
        cwd: repository.dir,
      },
    );
    expect(result.stdout.trim().split("\n")).toEqual([
      expect.stringMatching(/^docs\/extra\.mdx:1 nav-orphan-page /),
      expect.stringMatching(/^docs\/guide\.mdx:12 link-broken `\/missing`/),
    ]);
    expect(result.stderr).toMatch(/Checked the change since [0-9a-f]{12} \(2 files changed\)/);
    expect(result.code).toBe(1);
  });

  it("with --base reports the repository's Vale rules on the changed lines: an error fails, a warning is listed", async () => {
    repository = createLocalGitRepository({
      ...SMALL_MINTLIFY_SITE,
      ".vale.ini": "StylesPath = styles\n\n[*.{md,mdx}]\nBasedOnStyles = Acme\n",
      "styles/Acme/Terms.yml":
        "extends: substitution\nmessage: \"Use '%s' instead of '%s'.\"\nlevel: error\nignorecase: true\nswap:\n  log in to: sign in to\n",
      "styles/Acme/Weasel.yml":
        "extends: existence\nmessage: \"Avoid '%s'.\"\nlevel: warning\ntokens:\n  - simply\n",
      "docs/guide.mdx": `${SMALL_MINTLIFY_SITE["docs/guide.mdx"]}\nLog in to the old console.\n`,
    });
    repository.git("checkout", "-q", "-b", "writer/style");
    repository.write({
      "docs/guide.mdx": `${SMALL_MINTLIFY_SITE["docs/guide.mdx"]}\nLog in to the old console.\n\nThen simply log in to the new one.\n`,
    });
    const result = await runInkwell(
      ["docs", "check", "--base", "main"],
      {},
      { cwd: repository.dir },
    );
    expect(result.stdout.trim().split("\n")).toEqual([
      "docs/guide.mdx:12 Acme.Terms Use 'sign in to' instead of 'log in to'.",
      "docs/guide.mdx:12 Acme.Weasel warning: Avoid 'simply'.",
    ]);
    expect(result.stderr).toMatch(/: 1 problem in 1 file, 1 style warning \(/);
    expect(result.stderr).toContain("error: the docs check found 1 problem");
    expect(result.code).toBe(1);
  });

  it("finds no problem in a change that fixes one, and compares with the merge base", async () => {
    repository = createLocalGitRepository({
      ...SMALL_MINTLIFY_SITE,
      "docs/guide.mdx": "---\ntitle: Guide\n---\n# Guide\n\nSee [setup](/setup).\n",
    });
    repository.git("checkout", "-q", "-b", "writer/fix");
    repository.write({ "docs/guide.mdx": SMALL_MINTLIFY_SITE["docs/guide.mdx"] ?? "" });
    repository.commit("Fix the guide");
    // main moves on with a problem of its own: not this branch's doing.
    repository.git("checkout", "-q", "main");
    repository.write({ "docs/index.mdx": "---\ntitle: Home\n---\n# Home\n\n[x](/nowhere)\n" });
    repository.commit("Break the home page on main");
    repository.git("checkout", "-q", "writer/fix");
    const result = await runInkwell(
      ["docs", "check", "docs", "--base", "main", "--json"],
      {},
      {
        cwd: repository.dir,
      },
    );
    expect(result.code).toBe(0);
    const report = JSON.parse(result.stdout);
    expect(report).toMatchObject({
      root: repository.dir,
      docsRoot: "docs",
      baseCommit: repository.git("merge-base", "main", "HEAD"),
      changedFiles: 1,
      findings: [],
    });
  });

  it("prints GitHub annotations with --format github, escaping what the page wrote", async () => {
    repository = createLocalGitRepository(SMALL_MINTLIFY_SITE);
    repository.write({
      "docs/guide.mdx": "---\ntitle: Guide\n---\n# Guide\n\n[100%, really](/a,b:c%0A)\n",
    });
    const result = await runInkwell(
      ["docs", "check", "--base", "HEAD", "--format", "github"],
      {},
      {
        cwd: repository.dir,
      },
    );
    const lines = result.stdout.trim().split("\n");
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(
      /^::error file=docs\/guide\.mdx,line=6,title=Inkwell docs check%3A link-broken::`\/a,b:c%250A` points to no page/,
    );
    // The heading the home page linked to went with the edit.
    expect(lines[1]).toMatch(/^::error file=docs\/index\.mdx,line=6,title=[^:]+anchor-broken::/);
    expect(result.code).toBe(1);
  });

  it("does not read a page that is a symbolic link out of the repository", async () => {
    repository = createLocalGitRepository(SMALL_MINTLIFY_SITE);
    const outside = mkdtempSync(path.join(tmpdir(), "inkwell-outside-"));
    try {
      writeFileSync(path.join(outside, "secret.mdx"), "# Secret\n\n[token-abc123](/leak)\n");
      symlinkSync(path.join(outside, "secret.mdx"), path.join(repository.dir, "docs/secret.mdx"));
      const result = await runInkwell(["docs", "check", "--json"], {}, { cwd: repository.dir });
      expect(result.stdout).not.toContain("leak");
      expect(result.stdout).not.toContain("token-abc123");
    } finally {
      rmSync(outside, { recursive: true, force: true });
    }
  });

  it("checks a folder outside git, and refuses --base there", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "inkwell-plain-docs-"));
    try {
      writeFileSync(path.join(dir, "index.md"), "# Home\n\n[Next](next.md)\n");
      const whole = await runInkwell(["docs", "check", dir], {});
      expect(whole.stdout).toMatch(/^index\.md:3 link-broken `next\.md`/);
      expect(whole.code).toBe(1);
      const refused = await runInkwell(["docs", "check", dir, "--base", "main", "--json"], {});
      expect(refused.code).toBe(2);
      expect(JSON.parse(refused.stderr)).toEqual({
        error: `${dir} is not in a git repository: --base compares commits, run it in a clone`,
        code: "usage",
      });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("refuses a base that is not a commit, or looks like an option, with exit 2", async () => {
    repository = createLocalGitRepository(SMALL_MINTLIFY_SITE);
    for (const base of ["no-such-branch", "--output=/tmp/x"]) {
      const result = await runInkwell(
        ["docs", "check", `--base=${base}`],
        {},
        {
          cwd: repository.dir,
        },
      );
      expect(result.code).toBe(2);
      expect(result.stderr).toMatch(
        /error: --base .* is not (a commit of this repository|a revision)/,
      );
    }
    const missing = await runInkwell(
      ["docs", "check", "no-such-folder"],
      {},
      {
        cwd: repository.dir,
      },
    );
    expect(missing).toMatchObject({ code: 2, stderr: "error: no-such-folder is not a folder\n" });
  });
});

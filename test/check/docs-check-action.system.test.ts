import { execFile, execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import {
  createLocalGitRepository,
  type LocalGitRepository,
  SMALL_MINTLIFY_SITE,
} from "#testkit/system/local-git-repository.ts";
import { createRunnerFiles, runnerEnv } from "#testkit/system/runner-files.ts";

/** The committed bundle `check/action.yml` names. */
const CHECK_BUNDLE = fileURLToPath(new URL("../../dist/check/index.js", import.meta.url));

/** `node dist/check/index.js` in the workspace, as a runner starts the step. */
function runCheckBundle(env: Record<string, string>, cwd: string) {
  return new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    execFile(
      process.execPath,
      [CHECK_BUNDLE],
      { cwd, env: { PATH: process.env.PATH, HOME: cwd, ...env } },
      (error, stdout, stderr) =>
        resolve({ code: error ? (error.code as number) : 0, stdout, stderr }),
    );
  });
}

/** A pull request event whose base is `baseSha`, as GitHub writes GITHUB_EVENT_PATH. */
function pullRequestEvent(baseSha: string) {
  return { action: "synchronize", number: 7, pull_request: { number: 7, base: { sha: baseSha } } };
}

// Each case starts a Node process and the parser's thread on a busy machine.
describe("the docs check action (dist/check/index.js)", { timeout: 120_000 }, () => {
  const cleanup: (() => void)[] = [];
  afterEach(() => {
    for (const clean of cleanup.splice(0)) clean();
  });

  function pullRequest(): { repository: LocalGitRepository; baseSha: string } {
    const repository = createLocalGitRepository({
      ...SMALL_MINTLIFY_SITE,
      "docs/guide.mdx": `${SMALL_MINTLIFY_SITE["docs/guide.mdx"]}\nAn old [dead link](/gone).\n`,
    });
    cleanup.push(() => repository.remove());
    const baseSha = repository.git("rev-parse", "HEAD");
    repository.git("checkout", "-q", "-b", "writer/edit");
    return { repository, baseSha };
  }

  it("annotates what the pull request broke, writes the summary and outputs, and fails", async () => {
    const { repository, baseSha } = pullRequest();
    repository.write({
      "docs/guide.mdx": `${SMALL_MINTLIFY_SITE["docs/guide.mdx"]}\nAn old [dead link](/gone).\n\nSee <Card>the card.\n`,
      "docs/new.mdx": "---\ntitle: New\n---\n# New\n\n![Diagram](/images/flow.png)\n",
    });
    repository.commit("Edit the guide, add a page");
    const runner = createRunnerFiles(pullRequestEvent(baseSha));
    const result = await runCheckBundle(
      {
        ...runnerEnv(runner, { path: "docs" }),
        GITHUB_EVENT_NAME: "pull_request",
        GITHUB_WORKSPACE: repository.dir,
      },
      repository.dir,
    );
    const annotations = result.stdout
      .split("\n")
      .filter((line) => line.startsWith("::error file="));
    expect(annotations).toEqual([
      expect.stringMatching(
        /^::error file=docs\/guide\.mdx,line=12,title=Inkwell docs check%3A component-unclosed::/,
      ),
      expect.stringMatching(
        /^::error file=docs\/new\.mdx,line=1,title=Inkwell docs check%3A nav-orphan-page::/,
      ),
      expect.stringMatching(
        /^::error file=docs\/new\.mdx,line=6,title=Inkwell docs check%3A asset-missing::`\/images\/flow\.png`/,
      ),
    ]);
    expect(result.stdout).toContain(
      "::error::The docs check found 3 problems the change introduced",
    );
    expect(result.code).toBe(1);
    expect(runner.readOutputs()).toEqual({ problems: "3", files: "2", base: baseSha });
    const summary = runner.readSummary();
    expect(summary).toContain("<h2>Inkwell docs check</h2>");
    expect(summary).toContain(
      `Checked the change since ${baseSha.slice(0, 12)} (2 files changed): 3 problems in 2 files`,
    );
    expect(summary).toContain(
      "<td><code>docs/guide.mdx:12</code></td><td><code>component-unclosed</code></td>",
    );
    // The page's own text is escaped, never HTML of the summary.
    expect(summary).not.toContain("<Card>");
  });

  it("passes a pull request that only fixes problems, and annotates nothing", async () => {
    const { repository, baseSha } = pullRequest();
    repository.write({ "docs/guide.mdx": SMALL_MINTLIFY_SITE["docs/guide.mdx"] ?? "" });
    repository.commit("Fix the dead link");
    const runner = createRunnerFiles(pullRequestEvent(baseSha));
    const result = await runCheckBundle(
      { ...runnerEnv(runner, {}), GITHUB_WORKSPACE: repository.dir },
      repository.dir,
    );
    expect(result.stdout).not.toContain("::error");
    expect(result.code).toBe(0);
    expect(runner.readOutputs()).toEqual({ problems: "0", files: "0", base: baseSha });
    expect(runner.readSummary()).toContain("no problems");
  });

  it("annotates a style warning on a changed line as a warning, and passes", async () => {
    const { repository, baseSha } = pullRequest();
    repository.write({
      "docs/guide.mdx": `${SMALL_MINTLIFY_SITE["docs/guide.mdx"]}\nAn old [dead link](/gone).\n\n\`\`\`\nacme deploy\n\`\`\`\n`,
    });
    repository.commit("Add an example");
    const runner = createRunnerFiles(pullRequestEvent(baseSha));
    const result = await runCheckBundle(
      { ...runnerEnv(runner, {}), GITHUB_WORKSPACE: repository.dir },
      repository.dir,
    );
    expect(result.stdout).not.toContain("::error");
    expect(result.stdout).toMatch(
      /^::warning file=docs\/guide\.mdx,line=12,title=Inkwell docs check%3A code-block-language::This code block names no language/m,
    );
    expect(result.code).toBe(0);
    expect(runner.readOutputs()).toEqual({ problems: "0", files: "0", base: baseSha });
  });

  it("fetches the base a shallow checkout of the merge commit lacks, as actions/checkout leaves it", async () => {
    const { repository: origin, baseSha } = pullRequest();
    origin.write({ "docs/guide.mdx": "---\ntitle: Guide\n---\n# Guide\n\n[Broken](/nowhere)\n" });
    origin.commit("Break a link");
    // GitHub's refs/pull/7/merge: the pull request merged into its base.
    origin.git("checkout", "-q", "-b", "pull-7-merge", "main");
    origin.git("merge", "-q", "--no-ff", "-m", "Merge pull request 7", "writer/edit");
    const workspace = mkdtempSync(path.join(tmpdir(), "inkwell-runner-workspace-"));
    cleanup.push(() => rmSync(workspace, { recursive: true, force: true }));
    execFileSync("git", [
      "clone",
      "-q",
      "--depth=1",
      "--branch",
      "pull-7-merge",
      `file://${origin.dir}`,
      workspace,
    ]);
    const runner = createRunnerFiles(pullRequestEvent(baseSha));
    const result = await runCheckBundle(
      { ...runnerEnv(runner, { "fail-on-problems": "false" }), GITHUB_WORKSPACE: workspace },
      workspace,
    );
    expect(result.stdout).toMatch(
      /^::error file=docs\/guide\.mdx,line=6,title=Inkwell docs check%3A link-broken::`\/nowhere`/m,
    );
    // The edit also dropped the heading the home page links to.
    expect(result.stdout).toMatch(
      /^::error file=docs\/index\.mdx,line=6,title=[^:]+anchor-broken::/m,
    );
    // Annotated, but the step passes as asked.
    expect(result.stdout).not.toContain("::error::");
    expect(result.code).toBe(0);
    expect(runner.readOutputs()).toEqual({ problems: "2", files: "2", base: baseSha });
  });

  it("checks the whole site when the event has no base", async () => {
    const { repository } = pullRequest();
    const runner = createRunnerFiles({ inputs: {} });
    const result = await runCheckBundle(
      {
        ...runnerEnv(runner, {}),
        GITHUB_EVENT_NAME: "workflow_dispatch",
        GITHUB_WORKSPACE: repository.dir,
      },
      repository.dir,
    );
    expect(result.stdout).toMatch(
      /^::error file=docs\/guide\.mdx,line=10,title=[^:]+link-broken::`\/gone`/m,
    );
    expect(result.stdout).toContain("::error::The docs check found 1 problem in the site");
    expect(result.code).toBe(1);
    expect(runner.readOutputs()).toEqual({ problems: "1", files: "1", base: "" });
  });

  it("with check-external true, requests the changed pages' external links and reports a dead one", async () => {
    // A local server stands in for the web: one page gone, one fine, one that refuses HEAD.
    const requests: string[] = [];
    const web = createServer((req, res) => {
      requests.push(`${req.method} ${req.url} ${req.headers["user-agent"]}`);
      if (req.url === "/gone") res.writeHead(404);
      else if (req.url === "/get-only" && req.method === "HEAD") res.writeHead(405);
      else res.writeHead(200, { "content-type": "text/html" });
      res.end();
    });
    await new Promise<void>((resolve) => web.listen(0, "127.0.0.1", resolve));
    cleanup.push(() => web.close());
    const origin = `http://127.0.0.1:${(web.address() as AddressInfo).port}`;

    const { repository, baseSha } = pullRequest();
    const guide = `${SMALL_MINTLIFY_SITE["docs/guide.mdx"]}\nAn old [dead link](/gone).\n`;
    repository.write({
      "docs/guide.mdx": `${guide}\nSee [the spec](${origin}/gone#intro), [the home page](${origin}/) and [the form](${origin}/get-only).\n`,
    });
    repository.commit("Link to the spec");
    const line = guide.split("\n").length + 1;
    const runner = createRunnerFiles(pullRequestEvent(baseSha));
    const env = {
      ...runnerEnv(runner, { path: "docs", "check-external": "true" }),
      GITHUB_EVENT_NAME: "pull_request",
      GITHUB_WORKSPACE: repository.dir,
    };
    const result = await runCheckBundle(env, repository.dir);
    const annotations = result.stdout
      .split("\n")
      .filter((text) => text.startsWith("::error file="));
    expect(annotations).toEqual([
      `::error file=docs/guide.mdx,line=${line},title=Inkwell docs check%3A external-link-broken::The external link ${origin}/gone#intro is broken (HTTP 404): fix or remove it.`,
    ]);
    expect(result.code).toBe(1);
    expect(runner.readOutputs()).toEqual({ problems: "1", files: "1", base: baseSha });
    // One request per URL (the fragment dropped), GET only where HEAD was refused.
    expect(requests.map((request) => request.split(" ").slice(0, 2).join(" ")).sort()).toEqual([
      "GET /get-only",
      "HEAD /",
      "HEAD /get-only",
      "HEAD /gone",
    ]);
    expect(requests[0]).toMatch(
      / inkwell-docs-check \(\+https:\/\/github\.com\/inkwell-docs\/inkwell\)$/,
    );

    // Off (the default), the same change asks the web nothing and passes.
    requests.length = 0;
    runner.clear();
    const offline = await runCheckBundle(
      { ...env, "INPUT_CHECK-EXTERNAL": "false" },
      repository.dir,
    );
    expect(offline.stdout).not.toContain("::error");
    expect(offline.code).toBe(0);
    expect(requests).toEqual([]);
    expect(runner.readOutputs()).toEqual({ problems: "0", files: "0", base: baseSha });
  });

  it("refuses a path outside the workspace and a fail-on-problems that is not a boolean", async () => {
    const { repository } = pullRequest();
    const runner = createRunnerFiles({});
    for (const [inputs, message] of [
      [{ path: "../.." }, "Invalid inputs: path must be a folder of the workspace, not ../.."],
      [
        { "fail-on-problems": "yes" },
        'Invalid inputs: fail-on-problems must be true or false, not "yes"',
      ],
    ] as const) {
      const result = await runCheckBundle(
        { ...runnerEnv(runner, inputs), GITHUB_WORKSPACE: repository.dir },
        repository.dir,
      );
      expect(result).toMatchObject({ code: 1, stdout: `::error::${message}\n` });
    }
  });
});

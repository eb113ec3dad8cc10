import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startFakeInkwell } from "#testkit/app/start-fake-inkwell.ts";
import { createTestClock } from "#testkit/app/test-clock.ts";
import { type GitHubDouble, startGitHubDouble } from "#testkit/github/github-double.ts";
import { createRunnerFiles, runnerEnv } from "#testkit/system/runner-files.ts";

describe("the action's run on a pull_request event with context: commits", () => {
  let github: GitHubDouble;
  let inkwell: Awaited<ReturnType<typeof startFakeInkwell>>;
  let pullRequestEvent: unknown;

  beforeAll(async () => {
    // The action reads GitHub at GITHUB_API_URL, as on GitHub Enterprise Server: the double over HTTP.
    github = await startGitHubDouble();
    github.addRepository("acme", "app", [
      { path: "src/upload.ts", content: "export const upload = () => {};" },
    ]);
    github.addBranch("acme", "app", "retries", {
      "src/upload.ts": "export const upload = () => retry(3);",
      "src/retry.ts": "export const retry = (times: number) => times;",
    });
    const number = github.openPull("acme", "app", {
      head: "retries",
      title: "Add retries to the uploader",
      body: "Retries 3 times.",
    });
    pullRequestEvent = {
      pull_request: {
        number,
        title: "Add retries to the uploader",
        body: "Retries 3 times.",
        changed_files: 2,
        base: { ref: "main" },
        head: { ref: "retries" },
      },
    };
    inkwell = await startFakeInkwell({ polls: [{ status: "completed", prLink: null }] });
  });
  // The files the worker runs next find the environment as it was.
  const environmentBefore = { ...process.env };
  afterAll(async () => {
    await github.close();
    await inkwell.close();
    for (const name of Object.keys(process.env)) {
      if (!(name in environmentBefore)) delete process.env[name];
    }
    Object.assign(process.env, environmentBefore);
  });

  it("lists the pull request's files with the github-token input and appends them to the prompt", async () => {
    const runner = createRunnerFiles(pullRequestEvent);
    const env = runnerEnv(runner, {
      prompt: "Document this change",
      "project-id": inkwell.projectId,
      "api-key": inkwell.apiKey,
      "api-url": inkwell.url,
      context: "commits",
      "github-token": "ghs_test_token",
    });
    for (const [name, value] of Object.entries(env)) process.env[name] = value;
    Object.assign(process.env, {
      GITHUB_EVENT_NAME: "pull_request",
      GITHUB_API_URL: github.apiUrl,
    });
    vi.spyOn(process.stdout, "write").mockImplementation(() => true);
    // @actions/github reads the event when first imported: a fresh import, whatever file the
    // worker ran before (the integration project loads @actions/* through Vitest for that).
    vi.resetModules();
    const { run } = await import("../../action/run.ts");
    // A file the worker ran before may have left an exit code: the step's own starts unset.
    process.exitCode = undefined;
    const time = createTestClock("2026-11-22T10:00:00Z");

    await run({ sleep: time.sleep, now: time.nowMs });
    vi.restoreAllMocks();

    expect(process.exitCode).toBeUndefined();
    expect(github.takeRequests()).toEqual([
      {
        method: "GET",
        path: "/api/v3/repos/acme/app/pulls/1/files",
        status: 200,
        query: "?per_page=100",
        authorization: "token ghs_test_token",
      },
    ]);
    const prompt = (JSON.parse(inkwell.requests[0]?.body ?? "") as { prompt: string }).prompt;
    expect(prompt).toContain("pull request #1 in acme/app (retries into main)");
    expect(prompt).toContain("Title: Add retries to the uploader");
    expect(prompt.slice(prompt.indexOf("Changed files:"))).toBe(
      "Changed files:\n- added: src/retry.ts (+1 -0)\n- modified: src/upload.ts (+1 -1)",
    );
  });
});

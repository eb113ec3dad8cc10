import { once } from "node:events";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startFakeInkwell } from "#testkit/app/start-fake-inkwell.ts";
import { createTestClock } from "#testkit/app/test-clock.ts";
import { createRunnerFiles, runnerEnv } from "#testkit/system/runner-files.ts";

const pullRequestEvent = {
  pull_request: {
    number: 12,
    title: "Add retries to the uploader",
    body: "Retries 3 times.",
    changed_files: 2,
    base: { ref: "main" },
    head: { ref: "retries" },
  },
};

/** A GitHub API double (GITHUB_API_URL, as on GitHub Enterprise Server) that lists the PR's files. */
async function startGitHubDouble() {
  const requests: { path: string; authorization: string | undefined }[] = [];
  const server = createServer((req, res) => {
    requests.push({ path: req.url ?? "", authorization: req.headers.authorization });
    if (req.url?.startsWith("/repos/acme/app/pulls/12/files")) {
      res.writeHead(200, { "content-type": "application/json" });
      res.end(
        JSON.stringify([
          { filename: "src/upload.ts", status: "modified" },
          { filename: "src/retry.ts", status: "added" },
        ]),
      );
      return;
    }
    res.writeHead(404, { "content-type": "application/json" }).end('{"message":"Not Found"}');
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, requests, close: () => server.close() };
}

describe("the action's run on a pull_request event with context: commits", () => {
  let github: Awaited<ReturnType<typeof startGitHubDouble>>;
  let inkwell: Awaited<ReturnType<typeof startFakeInkwell>>;

  beforeAll(async () => {
    github = await startGitHubDouble();
    inkwell = await startFakeInkwell({ polls: [{ status: "completed", prLink: null }] });
  });
  afterAll(async () => {
    github.close();
    await inkwell.close();
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
      GITHUB_API_URL: github.url,
    });
    vi.spyOn(process.stdout, "write").mockImplementation(() => true);
    const { run } = await import("../../action/run.ts");
    const time = createTestClock("2026-11-22T10:00:00Z");

    await run({ sleep: time.sleep, now: time.nowMs });
    vi.restoreAllMocks();

    expect(process.exitCode).toBeUndefined();
    expect(github.requests).toEqual([
      {
        path: "/repos/acme/app/pulls/12/files?per_page=100",
        authorization: "token ghs_test_token",
      },
    ]);
    const prompt = (JSON.parse(inkwell.requests[0]?.body ?? "") as { prompt: string }).prompt;
    expect(prompt).toContain("pull request #12 in acme/app (retries into main)");
    expect(prompt).toContain("Title: Add retries to the uploader");
    expect(
      prompt.endsWith("Changed files:\n- modified: src/upload.ts\n- added: src/retry.ts"),
    ).toBe(true);
  });
});

import nock from "nock";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestClock, type TestClock } from "#testkit/app/test-clock.ts";
import { GITHUB_API } from "#testkit/github/nock-github.ts";
import { testGitHubApp } from "#testkit/github/test-github-app.ts";
import { classifyRunError } from "../../app/agent/worker/classify-run-error.ts";
import { AppError } from "../../app/app-error.ts";
import { applyRequestPolicy } from "../../app/github/github-request-policy.ts";

const REPO = "/repos/acme/docs";

// Installation clients built the way the server builds them (createGitHubApp on a Probot made with
// Inkwell's options): the request policy is the only layer that retries, waits or counts.
describe("GitHub installation clients under the request policy", () => {
  let clock: TestClock;
  let sleeps: number[];
  let seen: number;
  let scope: nock.Scope;

  beforeEach(() => {
    nock.disableNetConnect();
    clock = createTestClock("2026-11-22T10:00:00Z");
    sleeps = [];
    seen = 0;
    scope = nock(GITHUB_API);
  });
  afterEach(() => {
    nock.cleanAll();
    // The thread runs other files after this one: they may reach their own local servers.
    nock.enableNetConnect();
  });

  async function installationClient() {
    const octokit = await testGitHubApp().installationOctokit(42);
    const stats = applyRequestPolicy(octokit, {
      clock,
      sleep: async (ms) => {
        sleeps.push(ms);
      },
    });
    return { octokit, stats };
  }

  /** Counts what reaches GitHub, so a second retry layer would show. */
  const counted =
    (status: number, body: unknown, headers: Record<string, string> = {}) =>
    (): [number, unknown, Record<string, string>] => {
      seen++;
      return [status, body, headers];
    };

  /** GitHub's answer when the installation's hourly quota is spent until `reset` (epoch seconds). */
  const rateLimited = (reset: number) =>
    counted(
      403,
      { message: "API rate limit exceeded" },
      { "x-ratelimit-remaining": "0", "x-ratelimit-reset": String(reset) },
    );

  const getRepository = (octokit: Awaited<ReturnType<typeof installationClient>>["octokit"]) =>
    octokit.request("GET /repos/{owner}/{repo}", { owner: "acme", repo: "docs" });

  it("retries a 5xx in one layer only, then hands the job back to the queue", async () => {
    scope.persist().get(REPO).reply(counted(502, "Bad Gateway"));
    const { octokit, stats } = await installationClient();

    const error = await getRepository(octokit).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe("github_unavailable");
    expect(seen).toBe(4);
    expect(sleeps).toEqual([500, 1000, 2000]);
    expect(stats).toEqual({ requests: 4, writes: 0, retries: 3 });
    expect(scope.isDone()).toBe(true);
  });

  it("counts a retried write as requests and writes, and returns GitHub's answer", async () => {
    scope.post(`${REPO}/git/trees`).reply(counted(503, "Unavailable"));
    scope.post(`${REPO}/git/trees`).reply(counted(201, { sha: "tree-sha" }));
    const { octokit, stats } = await installationClient();

    const { data } = await octokit.request("POST /repos/{owner}/{repo}/git/trees", {
      owner: "acme",
      repo: "docs",
      tree: [],
    });

    expect(data.sha).toBe("tree-sha");
    expect(seen).toBe(2);
    expect(stats).toEqual({ requests: 2, writes: 2, retries: 1 });
    expect(scope.isDone()).toBe(true);
  });

  it("waits out inline a rate limit that resets within a minute", async () => {
    const reset = clock.now().getTime() / 1000 + 45;
    scope.get(REPO).reply(rateLimited(reset));
    scope.get(REPO).reply(counted(200, { default_branch: "main" }));
    const { octokit, stats } = await installationClient();

    const { data } = await getRepository(octokit);

    expect(data.default_branch).toBe("main");
    expect(sleeps).toEqual([45_000]);
    expect(seen).toBe(2);
    expect(stats).toEqual({ requests: 2, writes: 0, retries: 1 });
    expect(scope.isDone()).toBe(true);
  });

  it("does not wait for a rate limit that resets later: the job goes back to the queue until the reset", async () => {
    const reset = clock.now().getTime() / 1000 + 600;
    scope.get(REPO).reply(rateLimited(reset));
    const { octokit, stats } = await installationClient();

    const error = await getRepository(octokit).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ code: "github_unavailable", retryAfter: 600 });
    expect(classifyRunError(error, clock.now())).toMatchObject({
      kind: "transient",
      retryAt: new Date(reset * 1000),
    });
    expect(sleeps).toEqual([]);
    expect(seen).toBe(1);
    expect(stats).toEqual({ requests: 1, writes: 0, retries: 0 });
    expect(scope.isDone()).toBe(true);
  });
});

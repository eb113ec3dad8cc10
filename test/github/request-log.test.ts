import nock from "nock";
import { Probot } from "probot";
import { afterEach, describe, expect, it } from "vitest";
import {
  TEST_APP_ID,
  TEST_WEBHOOK_SECRET,
  testPrivateKey,
} from "#testkit/github/github-app-credentials.ts";
import { GITHUB_API, isolateNetwork, nockInstallationTokens } from "#testkit/github/nock-github.ts";
import { loadConfig } from "../../app/config.ts";
import { createLogger } from "../../app/create-logger.ts";
import { createGitHubApp, probotOptions } from "../../app/github/github-app.ts";

const CONTENTS = "FILE-CONTENTS: the internal runbook of the docs site";

describe("GitHub requests in the log", () => {
  afterEach(() => {
    nock.cleanAll();
  });

  it("names each request at trace level without the file contents it sent", async () => {
    isolateNetwork();
    const config = loadConfig({
      APP_ID: TEST_APP_ID,
      PRIVATE_KEY: testPrivateKey(),
      WEBHOOK_SECRET: TEST_WEBHOOK_SECRET,
    });
    const lines: string[] = [];
    const log = createLogger(
      { level: "trace", secrets: [] },
      { write: (line: string) => void lines.push(line) },
    );
    nockInstallationTokens();
    const scope = nock(GITHUB_API)
      .post("/repos/acme/docs/git/blobs")
      .reply(201, { sha: "a".repeat(40) })
      .post("/repos/acme/docs/git/blobs")
      .reply(422, { message: "Validation Failed" });
    const github = createGitHubApp(new Probot(probotOptions(config, log)));
    const octokit = await github.installationOctokit(42);

    const blob = { owner: "acme", repo: "docs", content: CONTENTS, encoding: "utf-8" };
    await octokit.rest.git.createBlob(blob);
    await expect(octokit.rest.git.createBlob(blob)).rejects.toMatchObject({ status: 422 });

    expect(scope.isDone()).toBe(true);
    const requestLines = lines.filter((line) =>
      line.includes("POST https://api.github.com/repos/acme/docs/git/blobs - "),
    );
    expect(requestLines).toHaveLength(2);
    expect(lines.join("\n")).not.toContain("FILE-CONTENTS");
  });
});

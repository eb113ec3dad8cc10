import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { useAgentTestContext, waitForJob } from "#testkit/app/agent-test-context.ts";
import { oneDatabaseKind } from "#testkit/database/test-database.ts";
import { allFiles, fixtureFile, testRepo } from "#testkit/docs-sites/docs-repository.ts";
import { type GitHubDouble, startGitHubDouble } from "#testkit/github/github-double.ts";
import { doubleGitHubApp } from "#testkit/github/test-github-app.ts";
import { scriptedModel } from "#testkit/model/scripted-model.ts";
import { type AgentWorker, startAgentWorker } from "../../../app/agent/worker/agent-worker.ts";

const JOB = "job_0000000000000000000071";
const BRANCH = `inkwell/${JOB}`;
const limits = {
  maxSteps: 10,
  timeoutSeconds: 300,
  maxFileBytes: 100_000,
  maxFilesChanged: 20,
  maxRunTokens: 2_000_000,
};

const weasel = fixtureFile(
  "styles/Acme/Weasel.yml",
  "extends: existence\nmessage: \"Avoid '%s'.\"\nlevel: warning\nignorecase: true\ntokens:\n  - simply\n",
);
/** The fixture repository with a Vale config whose one rule warns. */
const site = [
  ...allFiles,
  fixtureFile(".vale.ini", "StylesPath = styles\n\n[*.md]\nBasedOnStyles = Acme\n"),
  weasel,
];

describe.each(oneDatabaseKind())("style warnings in the pull request (%s)", (kind) => {
  const t = useAgentTestContext(kind);
  let github: GitHubDouble;
  let worker: AgentWorker | undefined;

  beforeEach(async () => {
    await t.resetJobs();
    github = await startGitHubDouble();
    github.addRepository(testRepo.owner, testRepo.repo, site);
  });

  afterEach(async () => {
    await worker?.stop();
    await github.close();
  });

  it("opens a ready pull request whose body lists the warnings of the repository's Vale rules", async () => {
    await t.insertJob({ id: JOB, prompt: "Say to deploy after installing." });
    const model = scriptedModel([
      {
        calls: [
          [
            "replace_in_file",
            { path: "guides/install.md", oldText: "Then deploy.", newText: "Then simply deploy." },
          ],
        ],
      },
      { calls: [["finish", { summary: "Said to deploy.", prTitle: "Say to deploy" }]] },
    ]);
    worker = startAgentWorker({
      ctx: t.ctx({ id: "scripted:model", languageModel: model }),
      github: doubleGitHubApp(github),
      concurrency: 1,
      pollIntervalMs: 5,
      limits,
      workerId: "worker-style",
      sleep: async () => {},
    });
    await waitForJob(t, JOB, (job) => job.status === "completed", 30_000);
    // The snapshot holds the docs and the Vale config; the rule it names is the one blob read alone.
    const blobs = github
      .takeRequests()
      .filter((request) => request.method === "GET" && request.path.includes("/git/blobs/"));
    expect(blobs.map((request) => request.path)).toEqual([
      `/api/v3/repos/acme/docs/git/blobs/${weasel.sha}`,
    ]);
    const pull = github.pullFor(testRepo.owner, testRepo.repo, BRANCH);
    expect(pull?.draft).toBe(false);
    const body = pull?.body ?? "";
    expect(body).toContain(
      "## Style warnings\n\nThe repository's style rules (its Vale styles) and Markdown conventions give 1 warning on lines this change wrote; they do not block the pull request:\n\n- `docs/guides/install.md:4` Acme.Weasel (warning): Avoid 'simply'.",
    );
    expect(body).toContain("The docs check found no problem this change introduced");
  });
});

import nock from "nock";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { useAgentTestContext, waitForJob } from "#testkit/app/agent-test-context.ts";
import { oneDatabaseKind } from "#testkit/database/test-database.ts";
import { allFiles, fixtureFile, testRepo } from "#testkit/docs-sites/docs-repository.ts";
import {
  GITHUB_API,
  isolateNetwork,
  nockCreateCommit,
  nockCreatePull,
  nockCreateRef,
  nockCreateTree,
  nockGetBlob,
  nockGetCommit,
  nockGetRef,
  nockGetTree,
  nockGraphQLBlobs,
  nockListPulls,
} from "#testkit/github/nock-github.ts";
import { testGitHubApp } from "#testkit/github/test-github-app.ts";
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
  let worker: AgentWorker | undefined;

  beforeEach(async () => {
    await t.resetJobs();
    isolateNetwork();
  });

  afterEach(async () => {
    await worker?.stop();
    nock.cleanAll();
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
    const scope = nock(GITHUB_API);
    nockGetRef(scope, testRepo, BRANCH, null);
    nockGetRef(scope, testRepo, "main", "base-commit-sha");
    nockGetCommit(scope, testRepo, "base-commit-sha", "base-tree-sha");
    nockGetTree(scope, testRepo, "base-tree-sha", site);
    nockGraphQLBlobs(scope, site);
    // The snapshot holds the docs and the Vale config; the rule it names is fetched once, alone.
    nockGetBlob(scope, testRepo, weasel);
    nockCreateTree(scope, testRepo, () => true, "tree-1");
    nockCreateCommit(scope, testRepo, () => true, "commit-1");
    nockCreateRef(scope, testRepo, BRANCH, "commit-1");
    nockListPulls(scope, testRepo, BRANCH, []);
    const bodies: string[] = [];
    nockCreatePull(
      scope,
      testRepo,
      (body) => {
        bodies.push(String(body.body));
        return body.draft === false;
      },
      { number: 5 },
    );
    worker = startAgentWorker({
      ctx: t.ctx({ id: "scripted:model", languageModel: model }),
      github: testGitHubApp(),
      concurrency: 1,
      pollIntervalMs: 5,
      limits,
      workerId: "worker-style",
      sleep: async () => {},
    });
    await waitForJob(t, JOB, (job) => job.status === "completed", 30_000);
    expect(scope.isDone()).toBe(true);
    expect(bodies[0]).toContain(
      "## Style warnings\n\nThe repository's style rules (its Vale styles) and Markdown conventions give 1 warning on lines this change wrote; they do not block the pull request:\n\n- `docs/guides/install.md:4` Acme.Weasel (warning): Avoid 'simply'.",
    );
    expect(bodies[0]).toContain("The docs check found no problem this change introduced");
  });
});

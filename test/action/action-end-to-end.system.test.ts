import nock from "nock";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { useTestServer } from "#testkit/app/test-server.ts";
import { oneDatabaseKind } from "#testkit/database/test-database.ts";
import { allFiles } from "#testkit/docs-sites/docs-repository.ts";
import {
  GITHUB_API,
  nockCreateCommit,
  nockCreateTree,
  nockGetCommit,
  nockGetRef,
  nockGetTree,
  nockGraphQLBlobs,
  nockInstallationToken,
} from "#testkit/github/nock-github.ts";
import { scriptedModel, testAgentModel } from "#testkit/model/scripted-model.ts";
import { createRunnerFiles, runActionBundle, runnerEnv } from "#testkit/system/runner-files.ts";
import { createApiKey } from "../../app/projects/api-key.service.ts";
import { createProject } from "../../app/projects/project.service.ts";

const repo = { owner: "acme", repo: "docs" };
const repoPath = "/repos/acme/docs";
const jobBranch = /^inkwell\/job_[0-9A-Za-z]{22}$/;
const newPage =
  "# Deploy\n\nRun `acme deploy`. Add `--dry-run` to print the plan without applying it.\n";

/**
 * GitHub as one agent run sees it: the installation and its token, the pinned tree, then one
 * commit, one branch, one pull request.
 */
function nockAgentRunOnGitHub(scope: nock.Scope) {
  scope.get(`${repoPath}/installation`).reply(200, { id: 77, account: { login: "acme" } });
  nockInstallationToken(scope, 77);
  // The job's branch does not exist yet; its name holds the job id the action is about to get.
  scope
    .get((uri) => uri.startsWith(`${repoPath}/git/ref/heads%2Finkwell%2Fjob_`))
    .reply(404, { message: "Not Found" });
  nockGetRef(scope, repo, "main", "base-commit-sha");
  nockGetCommit(scope, repo, "base-commit-sha", "base-tree-sha");
  nockGetTree(scope, repo, "base-tree-sha", allFiles);
  nockGraphQLBlobs(scope, allFiles);
  nockCreateTree(
    scope,
    repo,
    {
      base_tree: "base-tree-sha",
      tree: [{ path: "docs/guides/deploy.md", mode: "100644", type: "blob", content: newPage }],
    },
    "new-tree-sha",
  );
  nockCreateCommit(
    scope,
    repo,
    (body: { tree: string; parents: string[] }) =>
      body.tree === "new-tree-sha" && body.parents[0] === "base-commit-sha",
    "new-commit-sha",
  );
  scope
    .post(
      `${repoPath}/git/refs`,
      (body: { ref: string; sha: string }) =>
        jobBranch.test(body.ref.replace("refs/heads/", "")) && body.sha === "new-commit-sha",
    )
    .reply(201, (_uri, body) => ({
      ref: (body as { ref: string }).ref,
      object: { sha: "new-commit-sha", type: "commit" },
    }));
  scope
    .get(`${repoPath}/pulls`)
    .query((query) => String(query.head).startsWith("acme:inkwell/job_"))
    .reply(200, []);
  scope
    .post(
      `${repoPath}/pulls`,
      (body: { title: string; head: string; base: string }) =>
        body.title === "Document --dry-run" && jobBranch.test(body.head) && body.base === "main",
    )
    .reply(201, {
      number: 42,
      state: "open",
      html_url: "https://github.com/acme/docs/pull/42",
      merged_at: null,
    });
}

describe.each(oneDatabaseKind())("the bundled action against the Inkwell app on %s", (kind) => {
  const model = scriptedModel([
    { calls: [["read_file", { path: "guides/deploy.md" }]] },
    { calls: [["write_file", { path: "guides/deploy.md", content: newPage }]] },
    {
      calls: [
        [
          "finish",
          { summary: "Documented --dry-run in the deploy guide.", prTitle: "Document --dry-run" },
        ],
      ],
    },
  ]);
  const { server, database } = useTestServer(kind, {
    env: { INKWELL_AGENT_CONCURRENCY: "1" },
    background: true,
    agentModel: testAgentModel(model),
  });
  let projectId: string;
  let apiKey: string;

  beforeAll(async () => {
    const project = await createProject(database.db, {
      repo: "acme/docs",
      ref: "main",
      docsPath: "docs",
    });
    const key = await createApiKey(database.db, { projectId: project.id, now: server.clock.now() });
    projectId = project.id;
    apiKey = key.key;
  });
  afterEach(() => {
    nock.cleanAll();
  });

  it("creates the job from a push, waits for the agent's pull request and sets pr-link", async () => {
    const github = nock(GITHUB_API);
    nockAgentRunOnGitHub(github);
    const runner = createRunnerFiles({
      ref: "refs/heads/main",
      commits: [
        {
          id: "c0ffee1234",
          message: "Add --dry-run to deploy",
          added: [],
          modified: ["cli/deploy.ts"],
          removed: [],
        },
      ],
    });
    const env = runnerEnv(runner, {
      prompt: "Document the change in this push.",
      "project-id": projectId,
      "api-key": apiKey,
      "api-url": server.url,
      context: "commits",
      "poll-interval-seconds": "1",
      "wait-timeout-minutes": "1",
    });

    // As a runner starts an action: `node dist/index.js`, inputs and context in the environment.
    const child = await runActionBundle(env);

    expect(child.stderr).toBe("");
    expect(child.code).toBe(0);
    const outputs = runner.readOutputs();
    expect(outputs).toEqual({
      "job-id": expect.stringMatching(/^job_[0-9A-Za-z]{22}$/),
      status: "completed",
      "pr-link": "https://github.com/acme/docs/pull/42",
      "pr-number": "42",
      branch: expect.stringMatching(/^inkwell\/job_/),
      summary: expect.stringMatching(/\S/),
      draft: "false",
      ending: "finished",
      question: "",
      "not-done": "",
    });
    expect(outputs.branch).toBe(`inkwell/${outputs["job-id"]}`);
    expect(child.stdout).toContain(`::add-mask::${apiKey}`);
    expect(runner.readSummary()).toContain(`<code>${outputs["job-id"]}</code>`);
    expect(github.isDone()).toBe(true);
    const messages = await database.db
      .selectFrom("job_messages")
      .select("prompt")
      .where("job_id", "=", outputs["job-id"] as string)
      .execute();
    expect(messages).toHaveLength(1);
    expect(messages[0]?.prompt).toMatch(
      /^Document the change in this push\.\n\nContext: .*\n[\s\S]*- c0ffee1 Add --dry-run to deploy[\s\S]*- modified: cli\/deploy\.ts$/,
    );
  });
});

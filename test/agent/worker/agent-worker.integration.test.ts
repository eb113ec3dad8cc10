import nock from "nock";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { useAgentTestContext, waitForJob } from "#testkit/app/agent-test-context.ts";
import { oneDatabaseKind } from "#testkit/database/test-database.ts";
import { allFiles, fixtureFile, testRepo } from "#testkit/docs-sites/docs-repository.ts";
import { type GitHubDouble, startGitHubDouble } from "#testkit/github/github-double.ts";
import {
  GITHUB_API,
  isolateNetwork,
  nockCreateCommit,
  nockCreatePull,
  nockCreateRef,
  nockCreateTree,
  nockListPulls,
  nockPinnedTree,
  nockUpdatePull,
  nockUpdateRef,
} from "#testkit/github/nock-github.ts";
import { doubleGitHubApp, testGitHubApp } from "#testkit/github/test-github-app.ts";
import {
  type ScriptedStep,
  scriptedModel,
  toolResultsSeen,
} from "#testkit/model/scripted-model.ts";
import { type AgentWorker, startAgentWorker } from "../../../app/agent/worker/agent-worker.ts";
import type { AgentLimits } from "../../../app/config.ts";
import { toApiJob } from "../../../app/jobs/job.service.ts";

const JOB = "job_0000000000000000000001";
const BRANCH = `inkwell/${JOB}`;
/** The page the first run of the follow-up test added. */
const troubleshooting = fixtureFile("docs/troubleshooting.md", "# Troubleshooting\n");
const limits: AgentLimits = {
  maxSteps: 10,
  timeoutSeconds: 300,
  maxFileBytes: 100_000,
  maxFilesChanged: 20,
  maxRunTokens: 2_000_000,
};

describe.each(oneDatabaseKind())("agent worker (%s)", (kind) => {
  const t = useAgentTestContext(kind);
  let scope: nock.Scope;
  let workers: AgentWorker[];
  let sleeps: number[];
  let doubles: GitHubDouble[] = [];

  beforeEach(async () => {
    await t.resetJobs();
    isolateNetwork();
    scope = nock(GITHUB_API);
    workers = [];
    sleeps = [];
  });

  afterEach(async () => {
    for (const worker of workers) await worker.stop();
    nock.cleanAll();
    for (const double of doubles) await double.close();
    doubles = [];
  });

  function startWorker(
    steps: ScriptedStep[],
    options: {
      limits?: AgentLimits;
      workerId?: string;
      /** GitHub as the double holds it; through nock (each call stated) otherwise. */
      double?: GitHubDouble;
    } = {},
  ) {
    const model = scriptedModel(steps);
    const worker = startAgentWorker({
      ctx: t.ctx({ id: "scripted:model", languageModel: model }),
      github: options.double ? doubleGitHubApp(options.double) : testGitHubApp(),
      concurrency: 1,
      pollIntervalMs: 5,
      leaseMs: 60_000,
      limits: options.limits ?? limits,
      workerId: options.workerId ?? "worker-a",
      sleep: async (ms) => {
        sleeps.push(ms);
      },
    });
    workers.push(worker);
    return { model, worker };
  }

  /** The GitHub double holding the test repository, for runs whose calls the test does not state. */
  async function docsRepository(): Promise<GitHubDouble> {
    const double = await startGitHubDouble();
    doubles.push(double);
    double.addRepository(testRepo.owner, testRepo.repo, allFiles);
    return double;
  }

  const finish = (summary: string, prTitle: string): ScriptedStep => ({
    calls: [["finish", { summary, prTitle }]],
  });

  it("reads, searches, edits two files and deletes one, then publishes one commit and one pull request", async () => {
    await t.insertJob({
      id: JOB,
      prompt: "Link the deploy guide from the install guide; drop the old page.",
    });
    const { parentSha, treeSha } = nockPinnedTree(scope, JOB);
    nockCreateTree(
      scope,
      testRepo,
      {
        base_tree: treeSha,
        tree: [
          {
            path: "docs/guides/deploy.md",
            mode: "100644",
            type: "blob",
            content: "# Deploy\n\nRun `acme deploy --prod`.\n",
          },
          {
            path: "docs/guides/install.md",
            mode: "100644",
            type: "blob",
            content: "# Install\n\nRun `acme install`.\nThen [deploy](./deploy).\n",
          },
          {
            path: "docs/mint.json",
            mode: "100644",
            type: "blob",
            content:
              '{"navigation":[{"group":"Guides","pages":["guides/install","guides/deploy"]}],"redirects":[{"source":"/old","destination":"/guides/install"}]}\n',
          },
          { path: "docs/old.md", mode: "100644", type: "blob", sha: null },
        ],
      },
      "new-tree-sha",
    );
    nockCreateCommit(
      scope,
      testRepo,
      {
        message: `Link the deploy guide\n\nLinked deploy from install; removed the old page.\n\nInkwell job ${JOB}`,
        tree: "new-tree-sha",
        parents: [parentSha],
      },
      "new-commit-sha",
    );
    nockCreateRef(scope, testRepo, BRANCH, "new-commit-sha");
    nockListPulls(scope, testRepo, BRANCH, []);
    let prBody = "";
    nockCreatePull(
      scope,
      testRepo,
      (body) => {
        prBody = String(body.body);
        return (
          body.title === "Link the deploy guide" && body.head === BRANCH && body.base === "main"
        );
      },
      { number: 7 },
    );

    const { model } = startWorker([
      { calls: [["list_files", { glob: "guides/*.md" }]] },
      {
        calls: [
          ["read_file", { path: "guides/install.md" }],
          ["search_text", { pattern: "deploy", ignoreCase: true }],
          ["read_file", { path: "guides/deploy.md" }],
        ],
      },
      {
        calls: [
          [
            "replace_in_file",
            {
              path: "guides/install.md",
              oldText: "Then deploy.",
              newText: "Then [deploy](./deploy).",
            },
          ],
          [
            "write_file",
            { path: "guides/deploy.md", content: "# Deploy\n\nRun `acme deploy --prod`.\n" },
          ],
        ],
      },
      {
        calls: [
          ["delete_file", { path: "old.md" }],
          // A deleted page keeps its URL working.
          [
            "replace_in_file",
            {
              path: "mint.json",
              oldText: "]}]}",
              newText: ']}],"redirects":[{"source":"/old","destination":"/guides/install"}]}',
            },
          ],
        ],
      },
      finish("Linked deploy from install; removed the old page.", "Link the deploy guide"),
    ]);

    // The first run of the file starts the docs checker's parser thread.
    const job = await waitForJob(t, JOB, undefined, 30_000);
    expect(job).toMatchObject({
      status: "completed",
      pr_number: 7,
      pr_link: "https://github.com/acme/docs/pull/7",
      summary: "Linked deploy from install; removed the old page.",
      error: null,
      lease_owner: null,
    });
    expect(toolResultsSeen(model, 1)).toEqual([
      { tool: "list_files", output: "text: guides/deploy.md\nguides/install.md" },
    ]);
    const search = toolResultsSeen(model, 2)[1]?.output ?? "";
    expect(search).toContain("guides/deploy.md:1: # Deploy");
    expect(search).toContain("guides/install.md:4: Then deploy.");
    expect(search).not.toContain("secrets");
    expect(prBody).toContain("> Link the deploy guide from the install guide; drop the old page.");
    expect(prBody).toContain("Linked deploy from install; removed the old page.");
    expect(prBody).toContain("- `docs/guides/install.md` (modified)");
    expect(prBody).toContain("- `docs/old.md` (deleted)");
    expect(prBody).toContain(JOB);
    expect(prBody).toContain(`What each run did: \`/v2/agent/${t.projectId}/job/${JOB}/events\``);
    const messages = await t.database.db.selectFrom("job_messages").selectAll().execute();
    expect(messages.every((message) => message.processed_at !== null)).toBe(true);
    expect(scope.isDone()).toBe(true);
  });

  it("completes without a pull request when nothing needed to change, saying why", async () => {
    await t.insertJob({ id: JOB, prompt: "Make sure the install guide mentions acme install." });
    // What an earlier run of the job spent: this run's tokens are added to it.
    await t.database.db
      .updateTable("jobs")
      .set({ input_tokens: 1000, output_tokens: 50, cached_input_tokens: 400 })
      .execute();
    nockPinnedTree(scope, JOB);
    startWorker([
      { calls: [["read_file", { path: "guides/install.md" }]] },
      finish("The install guide already mentions `acme install`.", "No change"),
    ]);

    const job = await waitForJob(t, JOB);
    expect(job).toMatchObject({ status: "completed", pr_link: null, pr_number: null });
    expect(job.summary).toBe(
      "No files changed. The install guide already mentions `acme install`.",
    );
    expect(toApiJob(job).usage).toEqual({
      inputTokens: 1200,
      outputTokens: 90,
      cachedInputTokens: 400,
    });
    const events = await t.database.db
      .selectFrom("job_events")
      .select(["type", "data"])
      .where("job_id", "=", JOB)
      .orderBy("id")
      .execute();
    expect(events.map((event) => event.type)).toEqual([
      "run.started",
      "workspace",
      "step",
      "tool",
      "step",
      "tool",
      "run.ended",
    ]);
    expect(events[3]?.data).toMatchObject({
      step: 1,
      tool: "read_file",
      input: { path: "guides/install.md" },
      output: "# Install\n\nRun `acme install`.\nThen deploy.\n",
      error: false,
    });
    expect(events[6]?.data).toMatchObject({
      outcome: "finished",
      steps: 2,
      tokens: { inputTokens: 200, outputTokens: 40, cachedInputTokens: 0 },
      github: { requests: 5, writes: 0 },
      snapshot: { strategy: "graphql", missing: 0 },
    });
    expect(scope.isDone()).toBe(true);
  });

  it("runs a follow-up on the branch head and adds a commit to the same pull request", async () => {
    await t.insertJob({ id: JOB, prompt: "Add a troubleshooting page." });
    await t.database.db
      .updateTable("jobs")
      .set({
        status: "completed",
        pr_number: 7,
        pr_link: "https://github.com/acme/docs/pull/7",
        publication: JSON.stringify({
          pending: false,
          commitSha: "first-commit",
          parentSha: "base-commit-sha",
          baseRef: "main",
          prTitle: "Add troubleshooting",
          summary: "Added a troubleshooting page.",
          changedFiles: [{ path: "docs/troubleshooting.md", change: "added" }],
          messageIds: [1],
        }),
      })
      .execute();
    await t.database.db.updateTable("job_messages").set({ processed_at: t.clock.now() }).execute();
    // What the follow-up route does: a new message, and the job active again.
    await t.database.db
      .insertInto("job_messages")
      .values({
        job_id: JOB,
        prompt: "Also mention it on the index page.",
        origin: "comment",
        created_at: t.clock.now(),
      })
      .execute();
    await t.database.db.updateTable("jobs").set({ status: "active" }).execute();

    const { treeSha } = nockPinnedTree(scope, JOB, {
      branchHead: "first-commit",
      treeSha: "first-tree",
      tree: [...allFiles, troubleshooting],
    });
    nockCreateTree(
      scope,
      testRepo,
      {
        base_tree: treeSha,
        tree: [
          {
            path: "docs/index.mdx",
            mode: "100644",
            type: "blob",
            content: "# Acme\n\nWelcome to Acme. See [troubleshooting](./troubleshooting).\n",
          },
        ],
      },
      "second-tree",
    );
    nockCreateCommit(
      scope,
      testRepo,
      {
        message: `Mention troubleshooting\n\nLinked the page from the index.\n\nInkwell job ${JOB}`,
        tree: "second-tree",
        parents: ["first-commit"],
      },
      "second-commit",
    );
    nockUpdateRef(scope, testRepo, BRANCH, "second-commit");
    nockListPulls(scope, testRepo, BRANCH, [{ number: 7 }]);
    let body = "";
    nockUpdatePull(scope, testRepo, 7, (patch) => {
      body = String(patch.body);
      return true;
    });

    const { model } = startWorker([
      {
        calls: [
          [
            "replace_in_file",
            {
              path: "index.mdx",
              oldText: "Welcome to Acme.",
              newText: "Welcome to Acme. See [troubleshooting](./troubleshooting).",
            },
          ],
        ],
      },
      finish("Linked the page from the index.", "Mention troubleshooting"),
    ]);

    const job = await waitForJob(t, JOB);
    expect(job).toMatchObject({
      status: "completed",
      pr_number: 7,
      summary: "Linked the page from the index.",
    });
    const prompt = JSON.stringify(model.doGenerateCalls[0]?.prompt);
    expect(prompt).toContain("already done on this branch");
    expect(prompt).toContain("Also mention it on the index page.");
    expect(body).toContain("- `docs/troubleshooting.md` (added)");
    expect(body).toContain("- `docs/index.mdx` (modified)");
    expect(body).toContain("Also mention it on the index page.");
    expect(scope.isDone()).toBe(true);
  });

  it("fails the job with a readable error when the agent uses every step", async () => {
    await t.insertJob({ id: JOB, prompt: "Reorganise everything." });
    const github = await docsRepository();
    const listing: ScriptedStep = { calls: [["list_files", {}]] };
    startWorker([listing, listing, listing], {
      limits: { ...limits, maxSteps: 3 },
      double: github,
    });

    const job = await waitForJob(t, JOB);
    expect(job.status).toBe("failed");
    expect(job.error).toMatch(/all 3 steps.*INKWELL_AGENT_MAX_STEPS/);
    expect(github.pullFor(testRepo.owner, testRepo.repo, BRANCH)).toBeUndefined();
  });

  it("fails the job with a readable error when the run outlasts the time limit", async () => {
    await t.insertJob({ id: JOB, prompt: "Rewrite the guides." });
    const github = await docsRepository();
    startWorker(
      [
        { calls: [["list_files", {}]], before: () => t.clock.advance(61_000) },
        finish("never", "never"),
      ],
      { limits: { ...limits, timeoutSeconds: 60 }, double: github },
    );

    const job = await waitForJob(t, JOB);
    expect(job.status).toBe("failed");
    expect(job.error).toMatch(/longer than 60 seconds.*INKWELL_AGENT_TIMEOUT_SECONDS/);
    expect(github.pullFor(testRepo.owner, testRepo.repo, BRANCH)).toBeUndefined();
  });

  it("fails the job when the change touches more files than allowed", async () => {
    await t.insertJob({ id: JOB, prompt: "Create three pages." });
    const github = await docsRepository();
    startWorker(
      [
        {
          calls: [
            ["write_file", { path: "a.md", content: "a" }],
            ["write_file", { path: "b.md", content: "b" }],
            ["write_file", { path: "c.md", content: "c" }],
          ],
        },
      ],
      { limits: { ...limits, maxFilesChanged: 2 }, double: github },
    );

    const job = await waitForJob(t, JOB);
    expect(job.status).toBe("failed");
    expect(job.error).toMatch(/more than 2 files.*INKWELL_AGENT_MAX_FILES_CHANGED/);
    expect(github.pullFor(testRepo.owner, testRepo.repo, BRANCH)).toBeUndefined();
  });

  it("retries a GitHub 502 with backoff and then succeeds", async () => {
    await t.insertJob({ id: JOB, prompt: "Nothing to do." });
    scope
      .get(`/repos/acme/docs/git/ref/${encodeURIComponent(`heads/${BRANCH}`)}`)
      .reply(502, "Bad Gateway");
    nockPinnedTree(scope, JOB);
    startWorker([finish("Nothing to change.", "n/a")]);

    const job = await waitForJob(t, JOB);
    expect(job.status).toBe("completed");
    expect(sleeps).toEqual([500]);
    expect(scope.isDone()).toBe(true);
  });

  it("honours retry-after on a secondary rate limit", async () => {
    await t.insertJob({ id: JOB, prompt: "Nothing to do." });
    scope.get(`/repos/acme/docs/git/ref/${encodeURIComponent(`heads/${BRANCH}`)}`).reply(
      403,
      {
        message:
          "You have exceeded a secondary rate limit. Please wait a few minutes before you try again.",
      },
      { "retry-after": "7" },
    );
    nockPinnedTree(scope, JOB);
    startWorker([finish("Nothing to change.", "n/a")]);

    const job = await waitForJob(t, JOB);
    expect(job.status).toBe("completed");
    expect(sleeps).toEqual([7000]);
    expect(scope.isDone()).toBe(true);
  });

  it("reschedules the job for when a long rate limit resets, without holding the worker", async () => {
    await t.insertJob({ id: JOB, prompt: "Nothing to do." });
    const reset = Math.floor(t.clock.now().getTime() / 1000) + 600;
    scope.get(`/repos/acme/docs/git/ref/${encodeURIComponent(`heads/${BRANCH}`)}`).reply(
      403,
      { message: "API rate limit exceeded" },
      {
        "x-ratelimit-remaining": "0",
        "x-ratelimit-reset": String(reset),
      },
    );
    startWorker([]);

    const job = await waitForJob(t, JOB, (row) => row.lease_owner === null && row.attempts > 0);
    expect(job.status).toBe("active");
    expect(job.run_after.getTime()).toBe(reset * 1000);
    expect(sleeps).toEqual([]);
    expect(scope.isDone()).toBe(true);
  });

  describe("when GitHub does not answer the installation lookup", () => {
    beforeEach(async () => {
      await t.database.db
        .updateTable("projects")
        .set({ installation_id: null, installation_checked_at: null })
        .execute();
      scope.get("/repos/acme/docs/installation").reply(502, "Bad Gateway");
    });
    afterEach(async () => {
      await t.database.db.updateTable("projects").set({ installation_id: 42 }).execute();
    });

    it("puts the job back in the queue for when the lookup said to try again", async () => {
      await t.insertJob({ id: JOB, prompt: "Nothing to do." });
      startWorker([]);

      const job = await waitForJob(t, JOB, (row) => row.lease_owner === null && row.attempts > 0);
      expect(job.status).toBe("active");
      expect(job.run_after.getTime()).toBe(t.clock.now().getTime() + 30_000);
      expect(scope.isDone()).toBe(true);
    });

    it("fails with the lookup's reason once the attempts run out, not as an unexpected failure", async () => {
      await t.insertJob({ id: JOB, prompt: "Nothing to do." });
      await t.database.db.updateTable("jobs").set({ attempts: 4 }).execute();
      startWorker([]);

      const job = await waitForJob(t, JOB);
      expect(job.status).toBe("failed");
      expect(job.error).toMatch(
        /^GitHub did not answer the installation lookup.*Gave up after 5 attempts/,
      );
      expect(scope.isDone()).toBe(true);
    });
  });

  it("fails after a bounded number of attempts with a readable error", async () => {
    await t.insertJob({ id: JOB, prompt: "Nothing to do." });
    await t.database.db.updateTable("jobs").set({ attempts: 4 }).execute();
    scope
      .get(`/repos/acme/docs/git/ref/${encodeURIComponent(`heads/${BRANCH}`)}`)
      .times(4)
      .reply(503, "unavailable");
    startWorker([]);

    const job = await waitForJob(t, JOB);
    expect(job.status).toBe("failed");
    expect(job.error).toMatch(/GitHub kept failing.*Gave up after 5 attempts/);
    expect(scope.isDone()).toBe(true);
  });
});

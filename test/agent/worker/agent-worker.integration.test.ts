import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  testAgentLimits as limits,
  startDoubleWorker,
  useAgentTestContext,
  waitForJob,
} from "#testkit/app/agent-test-context.ts";
import { oneDatabaseKind } from "#testkit/database/test-database.ts";
import { allFiles, testRepo } from "#testkit/docs-sites/docs-repository.ts";
import { type GitHubDouble, startGitHubDouble } from "#testkit/github/github-double.ts";
import {
  type ScriptedStep,
  scriptedModel,
  toolResultsSeen,
} from "#testkit/model/scripted-model.ts";
import type { AgentWorker } from "../../../app/agent/worker/agent-worker.ts";
import type { AgentLimits } from "../../../app/config.ts";
import { toApiJob } from "../../../app/jobs/job.service.ts";

const JOB = "job_0000000000000000000001";
const BRANCH = `inkwell/${JOB}`;
/** The path of the job branch's ref, as a client addresses it. */
const BRANCH_REF = `/repos/acme/docs/git/ref/heads/${BRANCH}`;

describe.each(oneDatabaseKind())("agent worker (%s)", (kind) => {
  const t = useAgentTestContext(kind);
  let github: GitHubDouble;
  /** The commit the repository's `main` starts at. */
  let baseSha: string;
  let workers: AgentWorker[];
  let sleeps: number[];

  beforeEach(async () => {
    await t.resetJobs();
    github = await startGitHubDouble();
    baseSha = github.addRepository(testRepo.owner, testRepo.repo, allFiles);
    workers = [];
    sleeps = [];
  });

  afterEach(async () => {
    for (const worker of workers) await worker.stop();
    await github.close();
  });

  function startWorker(
    steps: ScriptedStep[],
    options: {
      limits?: AgentLimits;
      workerId?: string;
    } = {},
  ) {
    const model = scriptedModel(steps);
    const worker = startDoubleWorker(t, github, model, {
      limits: options.limits ?? limits,
      workerId: options.workerId ?? "worker-a",
      sleep: async (ms) => {
        sleeps.push(ms);
      },
    });
    workers.push(worker);
    return { model, worker };
  }

  /** The pull request opened on the job's branch, as GitHub holds it now. */
  function pull() {
    const opened = github.pullFor(testRepo.owner, testRepo.repo, BRANCH);
    if (!opened) throw new Error("no pull request on the job's branch");
    return opened;
  }

  /** The statuses GitHub answered on this path since the last look. */
  const statusesOf = (path: string) =>
    github
      .takeRequests()
      .filter((request) => request.path === `/api/v3${path}`)
      .map((request) => request.status);

  const finish = (summary: string, prTitle: string): ScriptedStep => ({
    calls: [["finish", { summary, prTitle }]],
  });

  it("reads, searches, edits two files and deletes one, then publishes one commit and one pull request", async () => {
    await t.insertJob({
      id: JOB,
      prompt: "Link the deploy guide from the install guide; drop the old page.",
    });
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
    const prBody = pull().body;
    expect(pull()).toMatchObject({ title: "Link the deploy guide", head: BRANCH, base: "main" });
    expect(job).toMatchObject({
      status: "completed",
      pr_number: pull().number,
      pr_link: `http://${github.host}/acme/docs/pull/${pull().number}`,
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

    // One commit on the base, changing these four files and nothing else.
    expect(github.log(testRepo.owner, testRepo.repo, BRANCH).slice(0, 2)).toEqual([
      {
        sha: expect.any(String),
        message: `Link the deploy guide\n\nLinked deploy from install; removed the old page.\n\nInkwell job ${JOB}`,
        parents: [baseSha],
      },
      { sha: baseSha, message: expect.any(String), parents: [] },
    ]);
    expect(
      github
        .changes(testRepo.owner, testRepo.repo, "main", BRANCH)
        .map((change) => [change.filename, change.status]),
    ).toEqual([
      ["docs/guides/deploy.md", "modified"],
      ["docs/guides/install.md", "modified"],
      ["docs/mint.json", "modified"],
      ["docs/old.md", "removed"],
    ]);
    const published = github.filesAt(testRepo.owner, testRepo.repo, BRANCH);
    expect(published?.get("docs/guides/deploy.md")).toBe("# Deploy\n\nRun `acme deploy --prod`.\n");
    expect(published?.get("docs/guides/install.md")).toBe(
      "# Install\n\nRun `acme install`.\nThen [deploy](./deploy).\n",
    );
    expect(published?.get("docs/mint.json")).toBe(
      '{"navigation":[{"group":"Guides","pages":["guides/install","guides/deploy"]}],"redirects":[{"source":"/old","destination":"/guides/install"}]}\n',
    );
  });

  it("completes without a pull request when nothing needed to change, saying why", async () => {
    await t.insertJob({ id: JOB, prompt: "Make sure the install guide mentions acme install." });
    // What an earlier run of the job spent: this run's tokens are added to it.
    await t.database.db
      .updateTable("jobs")
      .set({ input_tokens: 1000, output_tokens: 50, cached_input_tokens: 400 })
      .execute();
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
    expect(github.log(testRepo.owner, testRepo.repo, BRANCH)).toEqual([]);
    expect(github.pullFor(testRepo.owner, testRepo.repo, BRANCH)).toBeUndefined();
  });

  it("runs a follow-up on the branch head and adds a commit to the same pull request", async () => {
    await t.insertJob({ id: JOB, prompt: "Add a troubleshooting page." });
    // The first run added a page on the branch and opened the pull request.
    const firstCommit = github.addBranch(testRepo.owner, testRepo.repo, BRANCH, {
      "docs/troubleshooting.md": "# Troubleshooting\n",
    });
    const number = github.openPull(testRepo.owner, testRepo.repo, {
      head: BRANCH,
      title: "Add troubleshooting",
      body: "The first run's body.",
    });
    await t.database.db
      .updateTable("jobs")
      .set({
        status: "completed",
        pr_number: number,
        pr_link: `https://github.com/acme/docs/pull/${number}`,
        publication: JSON.stringify({
          pending: false,
          commitSha: firstCommit,
          parentSha: baseSha,
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
      pr_number: number,
      summary: "Linked the page from the index.",
    });
    // A second commit on the branch's head, changing the index only; the same pull request.
    expect(github.log(testRepo.owner, testRepo.repo, BRANCH).slice(0, 2)).toEqual([
      {
        sha: expect.any(String),
        message: `Mention troubleshooting\n\nLinked the page from the index.\n\nInkwell job ${JOB}`,
        parents: [firstCommit],
      },
      expect.objectContaining({ sha: firstCommit }),
    ]);
    expect(github.changes(testRepo.owner, testRepo.repo, firstCommit, BRANCH)).toMatchObject([
      { filename: "docs/index.mdx", status: "modified" },
    ]);
    expect(github.filesAt(testRepo.owner, testRepo.repo, BRANCH)?.get("docs/index.mdx")).toBe(
      "# Acme\n\nWelcome to Acme. See [troubleshooting](./troubleshooting).\n",
    );
    expect(pull().number).toBe(number);
    const body = pull().body;
    const prompt = JSON.stringify(model.doGenerateCalls[0]?.prompt);
    expect(prompt).toContain("already done on this branch");
    expect(prompt).toContain("Also mention it on the index page.");
    expect(body).toContain("- `docs/troubleshooting.md` (added)");
    expect(body).toContain("- `docs/index.mdx` (modified)");
    expect(body).toContain("Also mention it on the index page.");
  });

  it("fails the job with a readable error when the agent uses every step", async () => {
    await t.insertJob({ id: JOB, prompt: "Reorganise everything." });
    const listing: ScriptedStep = { calls: [["list_files", {}]] };
    startWorker([listing, listing, listing], {
      limits: { ...limits, maxSteps: 3 },
    });

    const job = await waitForJob(t, JOB);
    expect(job.status).toBe("failed");
    expect(job.error).toMatch(/all 3 steps.*INKWELL_AGENT_MAX_STEPS/);
    expect(github.pullFor(testRepo.owner, testRepo.repo, BRANCH)).toBeUndefined();
  });

  it("fails the job with a readable error when the run outlasts the time limit", async () => {
    await t.insertJob({ id: JOB, prompt: "Rewrite the guides." });
    startWorker(
      [
        { calls: [["list_files", {}]], before: () => t.clock.advance(61_000) },
        finish("never", "never"),
      ],
      { limits: { ...limits, timeoutSeconds: 60 } },
    );

    const job = await waitForJob(t, JOB);
    expect(job.status).toBe("failed");
    expect(job.error).toMatch(/longer than 60 seconds.*INKWELL_AGENT_TIMEOUT_SECONDS/);
    expect(github.pullFor(testRepo.owner, testRepo.repo, BRANCH)).toBeUndefined();
  });

  it("fails the job when the change touches more files than allowed", async () => {
    await t.insertJob({ id: JOB, prompt: "Create three pages." });
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
      { limits: { ...limits, maxFilesChanged: 2 } },
    );

    const job = await waitForJob(t, JOB);
    expect(job.status).toBe("failed");
    expect(job.error).toMatch(/more than 2 files.*INKWELL_AGENT_MAX_FILES_CHANGED/);
    expect(github.pullFor(testRepo.owner, testRepo.repo, BRANCH)).toBeUndefined();
  });

  it("retries a GitHub 502 with backoff and then succeeds", async () => {
    await t.insertJob({ id: JOB, prompt: "Nothing to do." });
    github.failNext("GET", BRANCH_REF, { status: 502, body: "Bad Gateway" });
    startWorker([finish("Nothing to change.", "n/a")]);

    const job = await waitForJob(t, JOB);
    expect(job.status).toBe("completed");
    expect(sleeps).toEqual([500]);
    expect(statusesOf(BRANCH_REF)).toEqual([502, 404]);
  });

  it("honours retry-after on a secondary rate limit", async () => {
    await t.insertJob({ id: JOB, prompt: "Nothing to do." });
    github.failNext("GET", BRANCH_REF, {
      status: 403,
      body: {
        message:
          "You have exceeded a secondary rate limit. Please wait a few minutes before you try again.",
      },
      headers: { "retry-after": "7" },
    });
    startWorker([finish("Nothing to change.", "n/a")]);

    const job = await waitForJob(t, JOB);
    expect(job.status).toBe("completed");
    expect(sleeps).toEqual([7000]);
    expect(statusesOf(BRANCH_REF)).toEqual([403, 404]);
  });

  it("reschedules the job for when a long rate limit resets, without holding the worker", async () => {
    await t.insertJob({ id: JOB, prompt: "Nothing to do." });
    const reset = Math.floor(t.clock.now().getTime() / 1000) + 600;
    github.failNext("GET", BRANCH_REF, {
      status: 403,
      body: { message: "API rate limit exceeded" },
      headers: { "x-ratelimit-remaining": "0", "x-ratelimit-reset": String(reset) },
    });
    startWorker([]);

    const job = await waitForJob(t, JOB, (row) => row.lease_owner === null && row.attempts > 0);
    expect(job.status).toBe("active");
    expect(job.run_after.getTime()).toBe(reset * 1000);
    expect(sleeps).toEqual([]);
    // Nothing more is asked of GitHub until the limit resets.
    expect(github.takeRequests().map((request) => request.status)).toEqual([403]);
  });

  describe("when GitHub does not answer the installation lookup", () => {
    beforeEach(async () => {
      await t.database.db
        .updateTable("projects")
        .set({ installation_id: null, installation_checked_at: null })
        .execute();
      github.failNext("GET", "/repos/acme/docs/installation", {
        status: 502,
        body: "Bad Gateway",
      });
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
      expect(statusesOf("/repos/acme/docs/installation")).toEqual([502]);
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
      expect(statusesOf("/repos/acme/docs/installation")).toEqual([502]);
    });
  });

  it("fails after a bounded number of attempts with a readable error", async () => {
    await t.insertJob({ id: JOB, prompt: "Nothing to do." });
    await t.database.db.updateTable("jobs").set({ attempts: 4 }).execute();
    github.failNext("GET", BRANCH_REF, { status: 503, body: "unavailable" }, 4);
    startWorker([]);

    const job = await waitForJob(t, JOB);
    expect(job.status).toBe("failed");
    expect(job.error).toMatch(/GitHub kept failing.*Gave up after 5 attempts/);
    expect(statusesOf(BRANCH_REF)).toEqual([503, 503, 503, 503]);
  });
});

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
import { deliverWebhook, githubFixture } from "#testkit/github/github-fixture.ts";
import { doubleGitHubApp, doubleProbot } from "#testkit/github/test-github-app.ts";
import { type ScriptedStep, scriptedModel } from "#testkit/model/scripted-model.ts";
import type { AgentWorker } from "../../../app/agent/worker/agent-worker.ts";
import { startBackgroundWork } from "../../../app/background-work.ts";
import { createGitHubApp } from "../../../app/github/github-app.ts";
import { queueCommentReplies } from "../../../app/jobs/comment-reply.repository.ts";
import { registerJobWebhooks } from "../../../app/jobs/job-webhooks.ts";

const JOB = "job_0000000000000000000001";
const BRANCH = `inkwell/${JOB}`;
const COMMENT_ID = 2345678901;
/** The job's pull request: #7, after six issues (the number the recorded comment webhook names). */
const PR_NUMBER = 7;
const COMMENT_LINK = `[this comment](https://github.com/acme/docs/pull/${PR_NUMBER}#issuecomment-${COMMENT_ID})`;

describe.each(oneDatabaseKind())("replies to @inkwell comments when the run ends (%s)", (kind) => {
  const t = useAgentTestContext(kind);
  let github: GitHubDouble;
  let workers: Pick<AgentWorker, "stop">[];
  /** The commit the first run pushed on the job's branch. */
  let firstCommit: string;

  beforeEach(async () => {
    await t.resetJobs();
    github = await startGitHubDouble();
    const baseSha = github.addRepository(testRepo.owner, testRepo.repo, allFiles);
    for (let n = 1; n < PR_NUMBER; n++) {
      github.openIssue(testRepo.owner, testRepo.repo, { title: `Issue ${n}` });
    }
    firstCommit = github.addBranch(testRepo.owner, testRepo.repo, BRANCH, {
      "docs/troubleshooting.md": "# Troubleshooting\n",
    });
    const number = github.openPull(testRepo.owner, testRepo.repo, {
      head: BRANCH,
      title: "Add troubleshooting",
      body: "Added a troubleshooting page.",
    });
    expect(number).toBe(PR_NUMBER);
    workers = [];
    await t.insertCompletedJob({
      id: JOB,
      prompt: "Add a troubleshooting page.",
      prNumber: PR_NUMBER,
    });
    await t.database.db
      .updateTable("jobs")
      .set({
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
  });

  afterEach(async () => {
    for (const worker of workers) await worker.stop();
    await github.close();
  });

  /** What Inkwell's bot posted on the pull request's conversation, oldest first. */
  const replies = () =>
    github
      .issueComments(testRepo.owner, testRepo.repo, PR_NUMBER)
      .filter((comment) => comment.user.login === "inkwell[bot]")
      .map((comment) => comment.body);
  /** The pull request's link as GitHub (the double, on plain http) answers it. */
  const pullUrl = () => `http://${github.host}/acme/docs/pull/${PR_NUMBER}`;

  /** What the webhook does for an accepted comment: a message that remembers it, the job active. */
  async function queueCommentFollowUp(prompt: string) {
    await t.database.db
      .insertInto("job_messages")
      .values({
        job_id: JOB,
        prompt,
        origin: "comment",
        comment_id: COMMENT_ID,
        created_at: t.clock.now(),
      })
      .execute();
    await t.database.db.updateTable("jobs").set({ status: "active" }).execute();
  }

  function startWorker(steps: ScriptedStep[]) {
    workers.push(startDoubleWorker(t, github, scriptedModel(steps), { limits }));
  }

  /** The background work of a process with no model: housekeeping, which posts the replies due. */
  function startHousekeeping() {
    workers.push(startBackgroundWork(t.ctx(undefined), { github: doubleGitHubApp(github) }));
  }

  async function waitForReplies() {
    const job = await waitForJob(t, JOB);
    for (let tries = 0; tries < 500; tries++) {
      const due = await t.database.db
        .selectFrom("comment_replies")
        .select("id")
        .where("posted_at", "is", null)
        .execute();
      if (due.length === 0) return job;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    throw new Error("the replies were never posted");
  }

  it("replies to a follow-up that changed files with the files, the commit and the summary", async () => {
    await queueCommentFollowUp("Say what Acme is on the index page.");
    startWorker([
      {
        calls: [
          [
            "replace_in_file",
            {
              path: "index.mdx",
              oldText: "Welcome to Acme.",
              newText: "Welcome to Acme, the deploy tool.",
            },
          ],
        ],
      },
      {
        calls: [
          [
            "finish",
            {
              summary: "Described Acme. cc @octocat, see [here](https://evil.example) <img src=x>",
              prTitle: "Describe Acme",
            },
          ],
        ],
      },
    ]);

    const job = await waitForReplies();
    expect(job.status).toBe("completed");
    const [pushed] = github.log(testRepo.owner, testRepo.repo, BRANCH);
    expect(pushed?.parents).toEqual([firstCommit]);
    const sha = pushed?.sha ?? "";
    expect(replies()).toHaveLength(1);
    const reply = replies()[0] ?? "";
    expect(reply).toContain(`Inkwell finished the follow-up from ${COMMENT_LINK}`);
    expect(reply).toContain(`[${sha.slice(0, 7)}](${pullUrl()}/commits/${sha})`);
    expect(reply).toContain("- `docs/index.mdx` (modified)");
    // Only this run's files: the page the first run added is not listed again.
    expect(reply).not.toContain("troubleshooting.md");
    // The model's words are shown as code, where GitHub renders no mention, link or HTML.
    expect(reply).toContain(
      "```text\nDescribed Acme. cc @octocat, see [here](https://evil.example) <img src=x>\n```",
    );
    const messages = await t.database.db.selectFrom("comment_replies").selectAll().execute();
    expect(messages).toMatchObject([{ comment_id: COMMENT_ID, outcome: "finished" }]);
  });

  it("links the commit it pushed on a GitHub Enterprise Server served over plain http", async () => {
    await queueCommentFollowUp("Say what Acme is on the index page.");
    // The double answers pull requests' links on its own plain-http host, as such a server does.
    expect(github.pullFor(testRepo.owner, testRepo.repo, BRANCH)).toBeDefined();
    startWorker([
      {
        calls: [
          [
            "replace_in_file",
            { path: "index.mdx", oldText: "Welcome to Acme.", newText: "Welcome to Acme, a tool." },
          ],
        ],
      },
      { calls: [["finish", { summary: "Described Acme.", prTitle: "Describe Acme" }]] },
    ]);

    await waitForReplies();
    const sha = github.log(testRepo.owner, testRepo.repo, BRANCH)[0]?.sha ?? "";
    expect(pullUrl()).toMatch(/^http:\/\/127\.0\.0\.1:\d+\//);
    expect(replies()[0]).toContain(
      `Inkwell finished the follow-up from ${COMMENT_LINK} and pushed [${sha.slice(0, 7)}](${pullUrl()}/commits/${sha}).`,
    );
  });

  it("replies to a follow-up that changed nothing with the agent's reason", async () => {
    await queueCommentFollowUp("Make sure the index welcomes readers.");
    startWorker([
      {
        calls: [
          ["finish", { summary: "The index already welcomes readers.", prTitle: "No change" }],
        ],
      },
    ]);

    await waitForReplies();
    expect(github.log(testRepo.owner, testRepo.repo, BRANCH)[0]?.sha).toBe(firstCommit);
    expect(replies()).toHaveLength(1);
    expect(replies()[0]).toContain(
      `Inkwell finished the follow-up from ${COMMENT_LINK} without changing any file.`,
    );
    expect(replies()[0]).toContain("The index already welcomes readers.");
  });

  it("replies to a follow-up whose run failed with why", async () => {
    await queueCommentFollowUp("Say what Acme is on the index page.");
    github.failNext("GET", `/repos/acme/docs/git/ref/heads/${BRANCH}`, {
      status: 403,
      body: { message: "Resource not accessible by integration" },
    });
    startWorker([]);

    const job = await waitForReplies();
    expect(job.status).toBe("failed");
    expect(replies()).toHaveLength(1);
    expect(replies()[0]).toContain(
      `Inkwell could not finish the follow-up from ${COMMENT_LINK}: the run failed.`,
    );
    expect(replies()[0]).toContain("Resource not accessible by integration");
    expect(replies()[0]).toContain("Send a new `@inkwell` comment to try again.");
  });

  it("from the comment to the reply: eyes at once, then the reply when the run ends", async () => {
    const probot = doubleProbot(github);
    const ctx = t.ctx({ id: "scripted:model", languageModel: scriptedModel([]) });
    registerJobWebhooks(probot, ctx, { github: createGitHubApp(probot) });
    github.addUser({ id: 501, login: "jane", repositories: { "acme/docs": "admin" } });
    await deliverWebhook(probot, "issue_comment", githubFixture("issue_comment.created"));
    expect(github.reactions(testRepo.owner, testRepo.repo)).toEqual([
      { on: { comment: COMMENT_ID }, content: "eyes" },
    ]);
    expect(replies()).toEqual([]);
    startWorker([
      {
        calls: [["finish", { summary: "The FAQ already covers upgrades.", prTitle: "No change" }]],
      },
    ]);

    await waitForReplies();
    expect(replies()).toHaveLength(1);
    expect(replies()[0]).toContain(`Inkwell finished the follow-up from ${COMMENT_LINK}`);
    expect(replies()[0]).toContain("The FAQ already covers upgrades.");
  });

  describe("when a worker stopped between settling a run and replying", () => {
    async function settledWithoutReply(claimedBy: "nobody" | "a poster that died") {
      const message = await t.database.db
        .insertInto("job_messages")
        .values({
          job_id: JOB,
          prompt: "Check the index.",
          origin: "comment",
          comment_id: COMMENT_ID,
          created_at: t.clock.now(),
          processed_at: t.clock.now(),
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      await queueCommentReplies(t.database.db, {
        jobId: JOB,
        messageIds: [message.id],
        detail: { outcome: "finished", summary: "Checked.", prLink: null, commitSha: null },
        now: t.clock.now(),
      });
      if (claimedBy === "a poster that died") {
        await t.database.db
          .updateTable("comment_replies")
          .set({ attempts: 1, claimed_until: new Date(t.clock.now().getTime() - 1000) })
          .execute();
      }
    }

    it("posts the reply when housekeeping starts", async () => {
      await settledWithoutReply("nobody");
      startHousekeeping();
      await waitForReplies();
      expect(replies()).toHaveLength(1);
      expect(replies()[0]).toContain("without changing any file");
    });

    it("posts the reply a dead poster held, after looking for it on the pull request", async () => {
      await settledWithoutReply("a poster that died");
      startHousekeeping();
      await waitForReplies();
      const onComments = github
        .takeRequests()
        .filter((request) => request.path.endsWith(`/issues/${PR_NUMBER}/comments`))
        .map((request) => request.method);
      expect(onComments).toEqual(["GET", "POST"]);
      expect(replies()).toHaveLength(1);
    });
  });

  it("does not reply to follow-ups that came from the API", async () => {
    await t.database.db
      .insertInto("job_messages")
      .values({ job_id: JOB, prompt: "Check the index.", origin: "api", created_at: t.clock.now() })
      .execute();
    await t.database.db.updateTable("jobs").set({ status: "active" }).execute();
    startWorker([{ calls: [["finish", { summary: "Nothing to do.", prTitle: "No change" }]] }]);

    await waitForReplies();
    expect(await t.database.db.selectFrom("comment_replies").selectAll().execute()).toEqual([]);
    expect(github.issueComments(testRepo.owner, testRepo.repo, PR_NUMBER)).toEqual([]);
  });
});

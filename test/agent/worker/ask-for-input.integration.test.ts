import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { Probot } from "probot";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { testAgentLimits as limits, useAgentTestContext } from "#testkit/app/agent-test-context.ts";
import { oneDatabaseKind } from "#testkit/database/test-database.ts";
import { allFiles, fixtureFile, testRepo } from "#testkit/docs-sites/docs-repository.ts";
import { type GitHubDouble, startGitHubDouble } from "#testkit/github/github-double.ts";
import { deliverWebhook, githubFixture } from "#testkit/github/github-fixture.ts";
import { doubleProbot } from "#testkit/github/test-github-app.ts";
import { type ScriptedStep, scriptedModel } from "#testkit/model/scripted-model.ts";
import { type AgentWorker, startAgentWorker } from "../../../app/agent/worker/agent-worker.ts";
import type { AgentModel } from "../../../app/app-context.ts";
import { createGitHubApp } from "../../../app/github/github-app.ts";
import { createApp } from "../../../app/index.ts";
import { createApiKey } from "../../../app/projects/api-key.service.ts";
import { describeJobOutcome } from "../../../shared/api/describe-job-outcome.ts";
import type { Job } from "../../../shared/api/job-schemas.ts";
import {
  createInkwellClient,
  type InkwellClient,
} from "../../../shared/client/create-inkwell-client.ts";

const LIMITS_PAGE = "docs/guides/limits.md";
const limitsPage = fixtureFile(
  LIMITS_PAGE,
  "# Limits\n\n| Plan | Requests per minute |\n|---|---|\n| Free | 600 |\n| Team | 3000 |\n",
);

const QUESTION =
  "Which plan's limit becomes 1200 requests a minute: Free (600 now) or Team (3000 now)?";
const CHOICES = ["Free, in guides/limits.md", "Team, in guides/limits.md"];

const read = (path: string): ScriptedStep => ({ calls: [["read_file", { path }]] });
const ask = (question: string, choices?: string[]): ScriptedStep => ({
  calls: [["ask", { question, ...(choices ? { choices } : {}) }]],
});
const replace = (path: string, oldText: string, newText: string): ScriptedStep => ({
  calls: [["replace_in_file", { path, oldText, newText }]],
});
const finish = (
  summary: string,
  prTitle: string,
  extra: Record<string, unknown> = {},
): ScriptedStep => ({
  calls: [["finish", { summary, prTitle, ...extra }]],
});

/**
 * The job a user meets: created and followed through the HTTP API with the shared client (the
 * one the CLI and the Action use), run by the worker with the scripted model against the GitHub
 * double, answered by an API follow-up and by `@inkwell` comments delivered as webhooks.
 */
describe.each(oneDatabaseKind())("a job whose agent asks instead of guessing (%s)", (kind) => {
  const t = useAgentTestContext(kind);
  let github: GitHubDouble;
  let probot: Probot;
  let server: Server;
  let worker: AgentWorker;
  let client: InkwellClient;
  const agentModel: AgentModel = { id: "scripted:model", languageModel: scriptedModel([]) };

  beforeAll(async () => {
    github = await startGitHubDouble();
    github.addRepository(testRepo.owner, testRepo.repo, [...allFiles, limitsPage]);
    github.signInOnGitHub({ id: 501, login: "jane", repositories: { "acme/docs": "write" } });
    probot = doubleProbot(github);
    const app = createGitHubApp(probot);
    const ctx = t.ctx(agentModel);
    worker = startAgentWorker({
      ctx,
      github: app,
      concurrency: 1,
      pollIntervalMs: 5,
      leaseMs: 60_000,
      limits,
      workerId: "worker-asks",
      sleep: async () => {},
    });
    const inkwell = createApp(ctx, { github: app, onJobQueued: () => worker.wake() });
    await probot.load(inkwell.webhooks);
    server = createServer(inkwell.requestListener);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { key } = await createApiKey(t.database.db, {
      projectId: t.projectId,
      now: t.clock.now(),
    });
    client = createInkwellClient({
      apiUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
      apiKey: key,
      userAgent: "inkwell-test",
      // The double's pull requests are on its own plain http address.
      allowInsecureHttp: true,
      // The poller's own waits, shortened: the worker settles the job within milliseconds.
      sleep: (ms) => new Promise((resolve) => setTimeout(resolve, Math.min(ms, 10))),
    });
  });

  afterAll(async () => {
    await worker?.stop();
    await new Promise((resolve) => server?.close(resolve));
    await github?.close();
  });

  beforeEach(async () => {
    await t.resetJobs();
  });

  const waitForEnd = (job: Job) =>
    client.waitForJob(t.projectId, job.id, { intervalMs: 10, timeoutMs: 30_000 });

  /** The bot's comments on the pull request, once there are `count` of them. */
  async function botComments(pullNumber: number, count: number) {
    for (const started = Date.now(); Date.now() - started < 20_000; ) {
      const bots = github
        .issueComments(testRepo.owner, testRepo.repo, pullNumber)
        .filter((comment) => comment.user.type === "Bot");
      if (bots.length >= count) return bots;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    throw new Error(`fewer than ${count} replies on pull request #${pullNumber}`);
  }

  /** An `@inkwell` comment by jane on the pull request, delivered as GitHub delivers it. */
  async function commentOnPull(pullNumber: number, body: string) {
    const comment = github.commentOn(testRepo.owner, testRepo.repo, pullNumber, "jane", body);
    const payload = githubFixture("issue_comment.created") as {
      issue: { number: number };
      comment: { id: number; body: string; html_url: string };
    } & Record<string, unknown>;
    payload.issue.number = pullNumber;
    payload.comment.id = comment.id;
    payload.comment.body = body;
    payload.comment.html_url = `https://github.com/acme/docs/pull/${pullNumber}#issuecomment-${comment.id}`;
    await deliverWebhook(probot, "issue_comment", payload);
    return comment;
  }

  it("asks before changing anything, ends needs_input with the question, and the answer sent as a follow-up opens the pull request", async () => {
    const model = scriptedModel([
      read("guides/limits.md"),
      ask(QUESTION, CHOICES),
      replace("guides/limits.md", "| Free | 600 |", "| Free | 1200 |"),
      finish("The Free plan now allows 1200 requests a minute.", "Limits: Free plan 1200/min"),
    ]);
    agentModel.languageModel = model;

    const { job: created } = await client.createJob(
      t.projectId,
      "Set the rate limit to 1200 requests a minute.",
    );
    const asked = await waitForEnd(created);

    expect(asked).toMatchObject({
      status: "needs_input",
      ending: "asked",
      question: { text: QUESTION, choices: CHOICES },
      prLink: null,
      notDone: [],
    });
    expect(describeJobOutcome(asked)).toBe(
      "Needs input: the agent asks a question before it changes anything",
    );
    // Nothing was published: no branch, no pull request.
    const branch = `inkwell/${asked.id}`;
    expect(github.filesAt(testRepo.owner, testRepo.repo, branch)).toBeUndefined();
    expect(github.pullFor(testRepo.owner, testRepo.repo, branch)).toBeUndefined();
    // The job list filters on the new status too.
    const listed = await client.listJobs(t.projectId, { status: "needs_input" });
    expect(listed.jobs.map((job) => job.id)).toEqual([asked.id]);

    const answered = await client.sendMessage(t.projectId, asked.id, "The Free plan.");
    expect(answered).toMatchObject({ status: "active", question: null });
    const done = await waitForEnd(answered);

    expect(done).toMatchObject({
      status: "completed",
      ending: "finished",
      question: null,
      notDone: [],
      prState: "open",
    });
    expect(done.prLink).toMatch(/\/pull\/\d+$/);
    const after = github.filesAt(testRepo.owner, testRepo.repo, branch);
    expect(after?.get(LIMITS_PAGE)).toContain("| Free | 1200 |");
    expect(after?.get(LIMITS_PAGE)).toContain("| Team | 3000 |");
    // The run that answers is shown its own question beside the answer.
    const answerRun = JSON.stringify(model.doGenerateCalls[2]?.prompt);
    expect(answerRun).toContain("<your_question>");
    expect(answerRun).toContain(QUESTION);
    expect(answerRun).toContain("The Free plan.");
  });

  it("asks on its pull request when a comment leaves the value open, and an @inkwell answer continues the job there", async () => {
    agentModel.languageModel = scriptedModel([
      replace("guides/limits.md", "| Free | 600 |", "| Free | 1200 |"),
      finish("The Free plan now allows 1200 requests a minute.", "Limits: Free plan 1200/min"),
      // The comment names no value for the Team plan.
      read("guides/limits.md"),
      ask("What should the Team plan's limit become? The page says 3000 requests a minute."),
      replace("guides/limits.md", "| Team | 3000 |", "| Team | 6000 |"),
      finish(
        "The Team plan now allows 6000 requests a minute.",
        "Limits: Free 1200/min, Team 6000/min",
      ),
    ]);
    const { job: created } = await client.createJob(
      t.projectId,
      "Set the Free plan's rate limit to 1200 requests a minute.",
    );
    const first = await waitForEnd(created);
    expect(first.status).toBe("completed");
    const pullNumber = Number(/\/pull\/(\d+)$/.exec(first.prLink ?? "")?.[1]);

    const question = await commentOnPull(pullNumber, "@inkwell raise the Team plan's limit too");
    const reactedTo = (id: number) =>
      github
        .reactions(testRepo.owner, testRepo.repo)
        .filter((reaction) => "comment" in reaction.on && reaction.on.comment === id)
        .map((reaction) => reaction.content);
    expect(reactedTo(question.id)).toEqual(["eyes"]);
    const asked = await waitForEnd(first);
    expect(asked).toMatchObject({
      status: "needs_input",
      ending: "asked",
      question: {
        text: "What should the Team plan's limit become? The page says 3000 requests a minute.",
        choices: [],
      },
      prLink: first.prLink,
    });
    const [reply] = await botComments(pullNumber, 1);
    expect(reply?.body).toContain(
      `Inkwell needs an answer before it acts on [this comment](https://github.com/acme/docs/pull/${pullNumber}#issuecomment-${question.id}): the agent changed nothing`,
    );
    expect(reply?.body).toContain(
      "**Needs input: the agent asks a question before it changes anything more; the pull request is as it was.**",
    );
    expect(reply?.body).toContain(
      "```text\nWhat should the Team plan's limit become? The page says 3000 requests a minute.\n```",
    );
    expect(reply?.body).toContain("Answer with a new comment that starts with `@inkwell`");
    // The pull request is as the first run left it.
    const branch = `inkwell/${first.id}`;
    expect(github.filesAt(testRepo.owner, testRepo.repo, branch)?.get(LIMITS_PAGE)).toContain(
      "| Team | 3000 |",
    );

    await commentOnPull(pullNumber, "@inkwell 6000 requests a minute");
    const done = await waitForEnd(first);
    expect(done).toMatchObject({ status: "completed", ending: "finished", question: null });
    expect(github.filesAt(testRepo.owner, testRepo.repo, branch)?.get(LIMITS_PAGE)).toContain(
      "| Team | 6000 |",
    );
    const [, finished] = await botComments(pullNumber, 2);
    expect(finished?.body).toContain("Inkwell finished the follow-up from");
    expect(finished?.body).toContain("- `docs/guides/limits.md` (modified)");
  });

  it("refuses a question once the run has changed a file, so the run finishes with what is open in notDone and a draft", async () => {
    agentModel.languageModel = scriptedModel([
      replace("guides/limits.md", "| Free | 600 |", "| Free | 1200 |"),
      ask(QUESTION, CHOICES),
      finish("Set the Free plan to 1200 requests a minute.", "Limits: Free plan 1200/min", {
        notDone: ["Which plan the instruction meant: I assumed Free; Team may be meant."],
      }),
    ]);
    const { job } = await client.createJob(
      t.projectId,
      "Set the rate limit to 1200 requests a minute.",
    );
    const done = await waitForEnd(job);

    expect(done).toMatchObject({
      status: "completed",
      ending: "finished",
      question: null,
      prState: "draft",
      notDone: ["Which plan the instruction meant: I assumed Free; Team may be meant."],
    });
  });

  it("tells a run that changed nothing because it could not apart from one where nothing needed changing", async () => {
    agentModel.languageModel = scriptedModel([
      read("guides/limits.md"),
      finish("The limits page already says 600 for the Free plan.", "No change"),
      read("guides/limits.md"),
      finish("Nothing changed: the Enterprise plan is not in these docs.", "No change", {
        notDone: ["The Enterprise plan's limit: no page or source states it."],
      }),
    ]);
    const nothing = await waitForEnd(
      (await client.createJob(t.projectId, "Make sure the Free plan says 600.")).job,
    );
    const notDone = await waitForEnd(
      (await client.createJob(t.projectId, "Set the Enterprise plan's limit to 9000.")).job,
    );

    expect(nothing).toMatchObject({
      status: "completed",
      ending: "nothing_to_change",
      notDone: [],
    });
    expect(describeJobOutcome(nothing)).toBe("Finished: no file needed changing");
    expect(notDone).toMatchObject({
      status: "completed",
      ending: "nothing_to_change",
      notDone: ["The Enterprise plan's limit: no page or source states it."],
    });
    expect(describeJobOutcome(notDone)).toBe(
      "Not done: the agent changed nothing and says what it could not do",
    );
  });
});

import nock from "nock";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { useAgentTestContext, waitForJob } from "#testkit/app/agent-test-context.ts";
import { oneDatabaseKind } from "#testkit/database/test-database.ts";
import { allFiles, files, fixtureFile, testRepo } from "#testkit/docs-sites/docs-repository.ts";
import {
  GITHUB_API,
  isolateNetwork,
  nockCreateCommit,
  nockCreateTree,
  nockGetBlob,
  nockListPullFiles,
  nockListPulls,
  nockListReviewComments,
  nockPinnedTree,
  nockSetPullDraft,
  nockStartingTree,
  nockUpdatePull,
} from "#testkit/github/nock-github.ts";
import { testGitHubApp } from "#testkit/github/test-github-app.ts";
import { type ScriptedStep, scriptedModel } from "#testkit/model/scripted-model.ts";
import { type AgentWorker, startAgentWorker } from "../../../app/agent/worker/agent-worker.ts";
import type { JobPublication } from "../../../app/db/schema.ts";
import { runReplyBody } from "../../../app/jobs/comment-reply-body.ts";

const JOB = "job_0000000000000000000071";
const BRANCH = `inkwell/${JOB}`;
const COMMENT_ID = 3456789012;
const limits = {
  maxSteps: 10,
  timeoutSeconds: 300,
  maxFileBytes: 100_000,
  maxFilesChanged: 20,
  maxRunTokens: 2_000_000,
};

/** The install guide as the first run left it on the branch. */
const installAfter = fixtureFile(
  "docs/guides/install.md",
  "# Install\n\nRun `acme install`.\nThen deploy it.\n",
);
const branchTree = allFiles.map((file) => (file.path === installAfter.path ? installAfter : file));

/** What the first run published: one run with a summary and what it left undone. */
const firstPublication: JobPublication = {
  pending: false,
  commitSha: "commit-1",
  parentSha: "base-commit-sha",
  baseRef: "main",
  prTitle: "Clarify installing",
  summary: "The install guide now says to deploy next.",
  changedFiles: [{ path: "docs/guides/install.md", change: "modified" }],
  messageIds: [],
  draft: false,
  forkSha: "base-commit-sha",
  runs: [
    {
      instructions: ["Say to deploy after installing."],
      summary: "The install guide now says to deploy next.",
      changedFiles: [{ path: "docs/guides/install.md", change: "modified" }],
      findings: [],
      checksNote: null,
      assumptions: [],
      sources: [],
      notDone: ["The upgrade guide still says nothing about deploying."],
      stoppedEarly: null,
    },
  ],
};

const replace = (path: string, oldText: string, newText: string): ScriptedStep => ({
  calls: [["replace_in_file", { path, oldText, newText }]],
});
const finish = (input: Record<string, unknown>): ScriptedStep => ({
  calls: [["finish", { summary: "Done.", prTitle: "Clarify installing", ...input }]],
});

describe.each(oneDatabaseKind())("a follow-up sees its pull request as it is (%s)", (kind) => {
  const t = useAgentTestContext(kind);
  let scope: nock.Scope;
  let worker: AgentWorker | undefined;

  beforeEach(async () => {
    await t.resetJobs();
    isolateNetwork();
    scope = nock(GITHUB_API);
    await t.insertCompletedJob({ id: JOB, prompt: "Say to deploy after installing.", prNumber: 5 });
    await t.database.db
      .updateTable("jobs")
      .set({ publication: JSON.stringify(firstPublication) })
      .where("id", "=", JOB)
      .execute();
  });

  afterEach(async () => {
    await worker?.stop();
    worker = undefined;
    nock.cleanAll();
  });

  async function followUp(prompt: string, commentId?: number) {
    await t.database.db
      .insertInto("job_messages")
      .values({
        job_id: JOB,
        prompt,
        origin: "comment",
        created_at: t.clock.now(),
        comment_id: commentId ?? null,
      })
      .execute();
    await t.database.db.updateTable("jobs").set({ status: "active" }).execute();
  }

  /** GitHub's side of a follow-up run that publishes one commit on the open pull request #5. */
  function nockFollowUpRun(options: { titles?: unknown[] }) {
    nockPinnedTree(scope, JOB, { branchHead: "commit-1", treeSha: "tree-1", tree: branchTree });
    nockListPullFiles(scope, testRepo, 5, [
      {
        filename: "docs/guides/install.md",
        status: "modified",
        additions: 1,
        deletions: 1,
        patch: "@@ -3,2 +3,2 @@\n Run `acme install`.\n-Then deploy.\n+Then deploy it.",
      },
      ...[1, 2, 3, 4].map((n) => ({
        filename: `docs/changelog-${n}.md`,
        status: "added",
        additions: 400,
        deletions: 0,
        patch: `@@ -0,0 +1,400 @@\n${`+entry ${n} of a long changelog\n`.repeat(400)}`,
      })),
    ]);
    nockListReviewComments(scope, testRepo, 5, [
      {
        id: 11,
        path: "docs/guides/install.md",
        line: 4,
        login: "jane",
        body: "Say which command deploys.",
      },
    ]);
    nockStartingTree(scope);
    nockGetBlob(scope, testRepo, files.install);
    nockCreateTree(scope, testRepo, () => true, "tree-2");
    nockCreateCommit(scope, testRepo, () => true, "commit-2");
    scope
      .patch(`/repos/acme/docs/git/refs/${encodeURIComponent(`heads/${BRANCH}`)}`)
      .reply(200, {});
    nockListPulls(scope, testRepo, BRANCH, [{ number: 5, title: "Clarify installing" }]);
    nockUpdatePull(scope, testRepo, 5, (patch) => {
      options.titles?.push(patch.title);
      return typeof patch.body === "string";
    });
  }

  function startWorker(steps: ScriptedStep[]) {
    const model = scriptedModel(steps);
    worker = startAgentWorker({
      ctx: t.ctx({ id: "scripted:model", languageModel: model }),
      github: testGitHubApp(),
      concurrency: 1,
      pollIntervalMs: 5,
      limits,
      workerId: "worker-follow-up-context",
      sleep: async () => {},
    });
    return model;
  }

  const userPrompt = (model: ReturnType<typeof scriptedModel>): string => {
    const user = model.doGenerateCalls[0]?.prompt.find((message) => message.role === "user");
    return (user?.content ?? [])
      .map((part) => ("text" in part && typeof part.text === "string" ? part.text : ""))
      .join("");
  };

  it("shows the net diff, the earlier runs' summaries and not-done lists, and review comments by path:line", async () => {
    nockFollowUpRun({});
    const model = startWorker([
      replace("guides/install.md", "Then deploy it.", "Then deploy it with `acme deploy`."),
      finish({ summary: "Named the deploy command." }),
    ]);
    await followUp("Answer the review comment.");
    await waitForJob(t, JOB, (row) => row.status === "completed", 30_000);
    expect(scope.isDone()).toBe(true);

    const prompt = userPrompt(model);
    expect(prompt).toContain('its current title: "Clarify installing"');
    expect(prompt).toContain("Summary: The install guide now says to deploy next.");
    expect(prompt).toContain("Not done:\n- The upgrade guide still says nothing about deploying.");
    expect(prompt).toContain(
      "--- docs/guides/install.md (modified, +1 -1)\n@@ -3,2 +3,2 @@\n Run `acme install`.\n-Then deploy.\n+Then deploy it.",
    );
    // A long patch is cut; past the whole diff's bound, a file is listed with its line counts only.
    expect(prompt).toMatch(
      /--- docs\/changelog-3\.md \(added, \+400 -0\)\n@@ -0,0 \+1,400 @@\n(\+entry 3 of a long changelog\n)+[^\n]*…\n/,
    );
    expect(prompt).toContain("- docs/changelog-4.md (added, +400 -0)");
    expect(prompt).not.toContain("+entry 4 of a long changelog");
    expect(prompt).toContain(
      '<comment at="docs/guides/install.md:4" by="jane">\nSay which command deploys.\n</comment>',
    );
    expect(prompt).toContain("<instruction>\nAnswer the review comment.\n</instruction>");
  });

  it("retitles the pull request when the follow-up's finish gives a new title", async () => {
    const titles: unknown[] = [];
    nockFollowUpRun({ titles });
    startWorker([
      replace("guides/install.md", "Then deploy it.", "Then deploy it with `acme deploy`."),
      finish({
        summary: "Named the deploy command.",
        prTitle: "Document installing and deploying",
      }),
    ]);
    await followUp("Also say how to deploy.");
    const job = await waitForJob(t, JOB, (row) => row.status === "completed", 30_000);
    expect(scope.isDone()).toBe(true);
    expect(titles).toEqual(["Document installing and deploying"]);
    expect(job.publication?.prTitle).toBe("Document installing and deploying");
  });

  it("retitles the pull request when the follow-up stops early after a finish that gave a new title", async () => {
    const titles: unknown[] = [];
    nockFollowUpRun({ titles });
    nockSetPullDraft(scope, 5, true);
    startWorker([
      replace(
        "guides/install.md",
        "Then deploy it.",
        "Then deploy it: see [upgrading](./upgrade).",
      ),
      finish({ summary: "Linked the upgrade page.", prTitle: "Link the upgrade page" }),
      { text: "The link stays as it is." },
      { text: "I have nothing more to do." },
    ]);
    await followUp("Link the upgrade page.");
    const job = await waitForJob(t, JOB, (row) => row.status === "completed", 30_000);
    expect(scope.isDone()).toBe(true);
    expect(titles).toEqual(["Link the upgrade page"]);
    expect(job.publication?.prTitle).toBe("Link the upgrade page");
    expect(job.publication?.runs?.at(-1)?.stoppedEarly).toContain("stopped calling tools");
  });

  it("keeps the title when the follow-up finishes with the one the pull request has", async () => {
    const titles: unknown[] = [];
    nockFollowUpRun({ titles });
    startWorker([
      replace("guides/install.md", "Then deploy it.", "Then deploy it with `acme deploy`."),
      finish({ summary: "Named the deploy command." }),
    ]);
    await followUp("Name the deploy command.");
    const job = await waitForJob(t, JOB, (row) => row.status === "completed", 30_000);
    expect(scope.isDone()).toBe(true);
    expect(titles).toEqual([undefined]);
    expect(job.publication?.prTitle).toBe("Clarify installing");
    expect(job.publication?.retitled).toBeUndefined();
  });

  it("answers the comment saying the pull request was left a draft, and with which problems", async () => {
    nockFollowUpRun({});
    nockSetPullDraft(scope, 5, true);
    startWorker([
      replace(
        "guides/install.md",
        "Then deploy it.",
        "Then deploy it: see [upgrading](./upgrade).",
      ),
      finish({ summary: "Linked the upgrade page." }),
      finish({ summary: "Linked the upgrade page.", checksNote: "The page comes in another PR." }),
    ]);
    await followUp("Link the upgrade page.", COMMENT_ID);
    await waitForJob(t, JOB, (row) => row.status === "completed", 30_000);
    expect(scope.isDone()).toBe(true);

    const reply = await t.database.db
      .selectFrom("comment_replies")
      .selectAll()
      .where("comment_id", "=", COMMENT_ID)
      .executeTakeFirstOrThrow();
    const body = runReplyBody(
      reply.detail,
      { commentUrl: "https://github.com/acme/docs/pull/5#issuecomment-1" },
      "m",
    );
    expect(body).toContain("**Finished with 1 problem open: the pull request stays a draft.**");
    expect(body).toContain(
      "The pull request was left a draft: the docs check reports 1 problem on it:\n\n- `docs/guides/install.md:4` `link-broken`: `` `./upgrade` points to no page",
    );
  });
});

import { beforeEach, describe, expect, it } from "vitest";
import {
  useAgentTestContext,
  useDoubleRepository,
  waitForJob,
} from "#testkit/app/agent-test-context.ts";
import { oneDatabaseKind } from "#testkit/database/test-database.ts";
import { allFiles, testRepo } from "#testkit/docs-sites/docs-repository.ts";
import { type ScriptedStep, scriptedModel } from "#testkit/model/scripted-model.ts";
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

/**
 * The branch as the first run left it: the install guide reworded; and, outside the docs, four long
 * release notes (added on the branch by hand) that make the pull request's diff long.
 */
const branchChanges: Record<string, string> = {
  "docs/guides/install.md": "# Install\n\nRun `acme install`.\nThen deploy it.\n",
  ...Object.fromEntries(
    [1, 2, 3, 4].map((n) => [
      `release-notes/changelog-${n}.md`,
      `entry ${n} of a long changelog\n`.repeat(400),
    ]),
  ),
};

/** What the first run published: one run with a summary and what it left undone. */
const firstPublication = (baseSha: string, commitSha: string): JobPublication => ({
  pending: false,
  commitSha,
  parentSha: baseSha,
  baseRef: "main",
  prTitle: "Clarify installing",
  summary: "The install guide now says to deploy next.",
  changedFiles: [{ path: "docs/guides/install.md", change: "modified" }],
  messageIds: [],
  draft: false,
  forkSha: baseSha,
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
});

const replace = (path: string, oldText: string, newText: string): ScriptedStep => ({
  calls: [["replace_in_file", { path, oldText, newText }]],
});
const finish = (input: Record<string, unknown>): ScriptedStep => ({
  calls: [["finish", { summary: "Done.", prTitle: "Clarify installing", ...input }]],
});

describe.each(oneDatabaseKind())("a follow-up sees its pull request as it is (%s)", (kind) => {
  const t = useAgentTestContext(kind);
  const repository = useDoubleRepository(t, allFiles, { patches: true });

  beforeEach(async () => {
    const { github, baseSha } = repository;
    const commitSha = github.addBranch(testRepo.owner, testRepo.repo, BRANCH, branchChanges);
    const prNumber = github.openPull(testRepo.owner, testRepo.repo, {
      head: BRANCH,
      title: "Clarify installing",
      body: "The first run's body.",
    });
    github.reviewOn(testRepo.owner, testRepo.repo, prNumber, {
      path: "docs/guides/install.md",
      line: 4,
      login: "jane",
      body: "Say which command deploys.",
    });
    await t.insertCompletedJob({ id: JOB, prompt: "Say to deploy after installing.", prNumber });
    await t.database.db
      .updateTable("jobs")
      .set({ publication: JSON.stringify(firstPublication(baseSha, commitSha)) })
      .where("id", "=", JOB)
      .execute();
  });

  /** The pull request the first run opened, as GitHub holds it now. */
  function pull() {
    const opened = repository.github.pullFor(testRepo.owner, testRepo.repo, BRANCH);
    if (!opened) throw new Error("no pull request on the job's branch");
    return opened;
  }

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

  function startWorker(steps: ScriptedStep[]) {
    const model = scriptedModel(steps);
    repository.startWorker(model, {
      limits,
      workerId: "worker-follow-up-context",
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
    const model = startWorker([
      replace("guides/install.md", "Then deploy it.", "Then deploy it with `acme deploy`."),
      finish({ summary: "Named the deploy command." }),
    ]);
    await followUp("Answer the review comment.");
    await waitForJob(t, JOB, (row) => row.status === "completed", 30_000);
    expect(pull().draft).toBe(false);

    const prompt = userPrompt(model);
    expect(prompt).toContain('its current title: "Clarify installing"');
    expect(prompt).toContain("Summary: The install guide now says to deploy next.");
    expect(prompt).toContain("Not done:\n- The upgrade guide still says nothing about deploying.");
    expect(prompt).toContain(
      "--- docs/guides/install.md (modified, +1 -1)\n@@ -1,4 +1,4 @@\n # Install\n \n Run `acme install`.\n-Then deploy.\n+Then deploy it.",
    );
    // A long patch is cut; past the whole diff's bound, a file is listed with its line counts only.
    expect(prompt).toMatch(
      /--- release-notes\/changelog-3\.md \(added, \+400 -0\)\n@@ -0,0 \+1,400 @@\n(\+entry 3 of a long changelog\n)+[^\n]*…\n/,
    );
    expect(prompt).toContain("- release-notes/changelog-4.md (added, +400 -0)");
    expect(prompt).not.toContain("+entry 4 of a long changelog");
    expect(prompt).toContain(
      '<comment at="docs/guides/install.md:4" by="jane">\nSay which command deploys.\n</comment>',
    );
    expect(prompt).toContain("<instruction>\nAnswer the review comment.\n</instruction>");
  });

  it("retitles the pull request when the follow-up's finish gives a new title", async () => {
    startWorker([
      replace("guides/install.md", "Then deploy it.", "Then deploy it with `acme deploy`."),
      finish({
        summary: "Named the deploy command.",
        prTitle: "Document installing and deploying",
      }),
    ]);
    await followUp("Also say how to deploy.");
    const job = await waitForJob(t, JOB, (row) => row.status === "completed", 30_000);
    expect(pull().title).toBe("Document installing and deploying");
    expect(pull().body).toContain("> Also say how to deploy.");
    expect(pull().draft).toBe(false);
    expect(job.publication?.prTitle).toBe("Document installing and deploying");
  });

  it("retitles the pull request when the follow-up stops early after a finish that gave a new title", async () => {
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
    expect(pull().title).toBe("Link the upgrade page");
    expect(pull().draft).toBe(true);
    expect(job.publication?.prTitle).toBe("Link the upgrade page");
    expect(job.publication?.runs?.at(-1)?.stoppedEarly).toContain("stopped calling tools");
  });

  it("keeps the title when the follow-up finishes with the one the pull request has", async () => {
    startWorker([
      replace("guides/install.md", "Then deploy it.", "Then deploy it with `acme deploy`."),
      finish({ summary: "Named the deploy command." }),
    ]);
    await followUp("Name the deploy command.");
    const job = await waitForJob(t, JOB, (row) => row.status === "completed", 30_000);
    expect(pull().title).toBe("Clarify installing");
    expect(pull().body).toContain("> Name the deploy command.");
    expect(pull().draft).toBe(false);
    expect(job.publication?.prTitle).toBe("Clarify installing");
    expect(job.publication?.retitled).toBeUndefined();
  });

  it("answers the comment saying the pull request was left a draft, and with which problems", async () => {
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
    expect(pull().draft).toBe(true);

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

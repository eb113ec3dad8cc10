import pino from "pino";
import type { Probot } from "probot";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { useAgentTestContext } from "#testkit/app/agent-test-context.ts";
import { oneDatabaseKind } from "#testkit/database/test-database.ts";
import { allFiles, testRepo } from "#testkit/docs-sites/docs-repository.ts";
import {
  type DoublePermission,
  type GitHubDouble,
  startGitHubDouble,
} from "#testkit/github/github-double.ts";
import { deliverWebhook, githubFixture as fixture } from "#testkit/github/github-fixture.ts";
import { doubleProbot } from "#testkit/github/test-github-app.ts";
import { scriptedModel } from "#testkit/model/scripted-model.ts";
import { createGitHubApp } from "../../app/github/github-app.ts";
import { registerJobWebhooks } from "../../app/jobs/job-webhooks.ts";
import { RATE_LIMITS } from "../../app/rate-limits/rate-limits.ts";

const JOB = "job_0000000000000000000001";
/** The job's pull request: #7, after six issues (the number the recorded webhooks name). */
const PR_NUMBER = 7;
const REFUSALS_PER_HOUR = RATE_LIMITS.commentRefusals.limit();

describe.each(oneDatabaseKind())("job webhooks (%s)", (kind) => {
  const t = useAgentTestContext(kind);
  let github: GitHubDouble;
  let probot: Probot;
  let queued: number;
  const logLines: string[] = [];

  beforeEach(async () => {
    await t.resetJobs();
    await t.database.db.deleteFrom("rate_limit_counters").execute();
    github = await startGitHubDouble();
    github.addRepository(testRepo.owner, testRepo.repo, allFiles);
    for (let n = 1; n < PR_NUMBER; n++) {
      github.openIssue(testRepo.owner, testRepo.repo, { title: `Issue ${n}` });
    }
    github.addBranch(testRepo.owner, testRepo.repo, `inkwell/${JOB}`, {
      "docs/guides/install.md": "# Install\n\nThen [deploy](./deploy).\n",
    });
    github.openPull(testRepo.owner, testRepo.repo, {
      head: `inkwell/${JOB}`,
      title: "Link the deploy guide",
    });
    await t.database.db.updateTable("projects").set({ installation_id: 42 }).execute();
    await t.insertCompletedJob({ id: JOB, prompt: "Link the deploy guide.", prNumber: PR_NUMBER });
    probot = doubleProbot(github);
    queued = 0;
    logLines.length = 0;
    const log = pino({ level: "info" }, { write: (line: string) => void logLines.push(line) });
    const ctx = { ...t.ctx({ id: "scripted:model", languageModel: scriptedModel([]) }), log };
    registerJobWebhooks(probot, ctx, {
      github: createGitHubApp(probot),
      onJobQueued: () => queued++,
    });
  });

  afterEach(async () => {
    await github.close();
  });

  /** Jane, the comments' author, with this role on the repository from now on (GitHub's answer). */
  const janeIs = (role: DoublePermission) =>
    github.setUser({ id: 501, login: "jane", repositories: { "acme/docs": role } });
  /** What Inkwell's bot replied on the pull request's conversation, oldest first. */
  const replies = () =>
    github
      .issueComments(testRepo.owner, testRepo.repo, PR_NUMBER)
      .filter((comment) => comment.user.login === "inkwell[bot]")
      .map((comment) => comment.body);
  /** The reactions left through the API, as `kind:id:content`. */
  const reactions = () =>
    github.reactions(testRepo.owner, testRepo.repo).map((reaction) => {
      const [kind, id] = Object.entries(reaction.on)[0] ?? [];
      return `${kind}:${id}:${reaction.content}`;
    });
  /** How often GitHub was asked for jane's permission since the last look. */
  const permissionLookups = () =>
    github
      .takeRequests()
      .filter((request) => request.path.endsWith("/collaborators/jane/permission")).length;

  const receive = (name: string, payload: Record<string, unknown>, id?: string) =>
    deliverWebhook(probot, name, payload, id);
  const job = () =>
    t.database.db.selectFrom("jobs").selectAll().where("id", "=", JOB).executeTakeFirstOrThrow();
  const messages = () =>
    t.database.db
      .selectFrom("job_messages")
      .selectAll()
      .where("job_id", "=", JOB)
      .orderBy("id")
      .execute();

  it("archives the job whose pull request was closed, and remembers it was merged", async () => {
    await receive("pull_request", fixture("pull_request.closed"));
    expect(await job()).toMatchObject({
      status: "archived",
      archived_at: t.clock.now(),
      pr_state: "merged",
    });
  });

  it("remembers a pull request closed without merging as closed", async () => {
    const payload = fixture("pull_request.closed") as { pull_request: { merged: boolean } };
    payload.pull_request.merged = false;
    await receive("pull_request", payload);
    expect(await job()).toMatchObject({ status: "archived", pr_state: "closed" });
  });

  it("follows the pull request being marked ready or turned back into a draft on GitHub", async () => {
    const event = (action: string, draft: boolean) => {
      const payload = fixture("pull_request.closed") as {
        action: string;
        pull_request: { draft: boolean; state: string; merged: boolean };
      };
      payload.action = action;
      payload.pull_request.draft = draft;
      payload.pull_request.state = "open";
      payload.pull_request.merged = false;
      return payload;
    };
    await receive("pull_request", event("converted_to_draft", true));
    expect(await job()).toMatchObject({ status: "completed", pr_state: "draft" });
    await receive("pull_request", event("ready_for_review", false));
    expect(await job()).toMatchObject({ status: "completed", pr_state: "open" });
  });

  it("ignores a closed pull request from a fork that borrowed a job's branch name", async () => {
    const payload = fixture("pull_request.closed") as {
      pull_request: { head: { repo: { id: number } } };
    };
    payload.pull_request.head.repo.id = 9999;
    await receive("pull_request", payload);
    expect((await job()).status).toBe("completed");
  });

  type CommentPayload = {
    comment: { id: number; body: string; author_association: string; user: { type: string } };
  };
  const comment = (body?: string): CommentPayload & Record<string, unknown> => {
    const payload = fixture("issue_comment.created") as CommentPayload & Record<string, unknown>;
    if (body !== undefined) payload.comment.body = body;
    return payload;
  };
  const COMMENT_ID = 2345678901;

  it("turns an @inkwell comment from someone who can write into a follow-up, with an eyes reaction", async () => {
    janeIs("write");
    await receive("issue_comment", comment());
    expect(reactions()).toEqual([`comment:${COMMENT_ID}:eyes`]);
    expect(replies()).toEqual([]);
    expect((await messages()).at(-1)).toMatchObject({
      prompt: "also add a FAQ entry about upgrades",
      origin: "comment",
      comment_id: COMMENT_ID,
      processed_at: null,
    });
    expect((await job()).status).toBe("active");
    expect(queued).toBe(1);
  });

  it("accepts the maintain and admin roles too", async () => {
    for (const [index, role] of (["maintain", "admin"] as const).entries()) {
      janeIs(role);
      const payload = comment();
      payload.comment.id = COMMENT_ID + index;
      await receive("issue_comment", payload);
      t.clock.advance(61_000);
    }
    expect(reactions()).toEqual([`comment:${COMMENT_ID}:eyes`, `comment:${COMMENT_ID + 1}:eyes`]);
    expect(await messages()).toHaveLength(3);
  });

  it("refuses, with a reply, a member whose role on the repository is only read", async () => {
    janeIs("read");
    // GitHub calls any organisation member MEMBER, whatever they may do on this repository.
    await receive("issue_comment", comment());
    expect(await messages()).toHaveLength(1);
    expect((await job()).status).toBe("completed");
    expect(reactions()).toEqual([]);
    expect(replies()).toHaveLength(1);
    expect(replies()[0]).toContain("only from people who can write to this repository");
    expect(replies()[0]).toContain(
      `[this comment](https://github.com/acme/docs/pull/7#issuecomment-${COMMENT_ID})`,
    );
    expect(replies()[0]).not.toContain("FAQ");
  });

  it("refuses a user GitHub no longer knows, and a triage role, with a reply", async () => {
    // GitHub knows no jane at first (it answers 404), then she has the triage role.
    for (const role of [null, "triage"] as const) {
      if (role) janeIs(role);
      const payload = comment();
      payload.comment.id = role === null ? 1 : 2;
      await receive("issue_comment", payload);
      t.clock.advance(61_000);
    }
    expect(permissionLookups()).toBe(2);
    expect(replies()).toHaveLength(2);
    expect(await messages()).toHaveLength(1);
  });

  it("asks GitHub for a user's permission once a minute at most", async () => {
    janeIs("write");
    for (const id of [1, 2]) {
      const payload = comment();
      payload.comment.id = id;
      await receive("issue_comment", payload);
    }
    expect(permissionLookups()).toBe(1);
    expect(reactions()).toEqual(["comment:1:eyes", "comment:2:eyes"]);
    t.clock.advance(61_000);
    janeIs("read");
    const payload = comment();
    payload.comment.id = 3;
    await receive("issue_comment", payload);
    expect(permissionLookups()).toBe(1);
    expect(replies()).toHaveLength(1);
    expect(await messages()).toHaveLength(3);
  });

  it("ignores @inkwell not followed by whitespace", async () => {
    for (const body of [
      "@inkwellfoo add a page",
      "@inkwell-bot add a page",
      "@inkwell:add a page",
    ]) {
      await receive("issue_comment", comment(body));
    }
    expect(await messages()).toHaveLength(1);
    expect(github.takeRequests()).toEqual([]);
  });

  it("accepts @inkwell followed by a newline", async () => {
    janeIs("write");
    await receive("issue_comment", comment("@inkwell\nadd a page about upgrades\n"));
    expect(reactions()).toEqual([`comment:${COMMENT_ID}:eyes`]);
    expect((await messages()).at(-1)?.prompt).toBe("add a page about upgrades");
  });

  it("refuses, with a reply, an instruction with control characters", async () => {
    janeIs("write");
    await receive("issue_comment", comment("@inkwell add a page\u0007 about bells"));
    expect(await messages()).toHaveLength(1);
    expect(reactions()).toEqual([]);
    expect(replies()).toHaveLength(1);
    expect(replies()[0]).toContain(
      "the instruction must not contain control characters (other than tab and newlines)",
    );
  });

  it("refuses, with a reply, an empty or over-long instruction", async () => {
    janeIs("write");
    const empty = comment("@inkwell   ");
    empty.comment.id = 1;
    await receive("issue_comment", empty);
    const long = comment(`@inkwell ${"a".repeat(20_001)}`);
    long.comment.id = 2;
    await receive("issue_comment", long);
    expect(await messages()).toHaveLength(1);
    expect(replies()).toHaveLength(2);
    expect(replies()[0]).toContain("the instruction must not be empty");
    expect(replies()[1]).toContain("the instruction must be at most 20,000 characters");
  });

  it("ignores a second delivery with the same X-GitHub-Delivery", async () => {
    janeIs("write");
    await receive("issue_comment", comment(), "same-delivery");
    await receive("issue_comment", comment(), "same-delivery");
    expect(reactions()).toEqual([`comment:${COMMENT_ID}:eyes`]);
    expect(await messages()).toHaveLength(2);
    const deliveries = await t.database.db
      .selectFrom("webhook_deliveries")
      .select("id")
      .orderBy("id")
      .execute();
    expect(deliveries.map((row) => row.id)).toEqual([`comment:${COMMENT_ID}`, "same-delivery"]);
  });

  it("queues one follow-up for a comment delivered under two delivery ids", async () => {
    janeIs("write");
    await receive("issue_comment", comment(), "delivery-a");
    await receive("issue_comment", comment(), "delivery-b");
    expect(reactions()).toEqual([`comment:${COMMENT_ID}:eyes`]);
    expect(await messages()).toHaveLength(2);
    expect(queued).toBe(1);
  });

  it("queues one follow-up for a comment seen again after its delivery records were pruned", async () => {
    janeIs("write");
    await receive("issue_comment", comment(), "delivery-a");
    await t.database.db.deleteFrom("webhook_deliveries").execute();
    await receive("issue_comment", comment(), "delivery-b");
    expect(reactions()).toEqual([`comment:${COMMENT_ID}:eyes`]);
    expect(await messages()).toHaveLength(2);
  });

  it("replies to a comment on an archived job's pull request with why nothing happens", async () => {
    await t.database.db.updateTable("jobs").set({ status: "archived" }).execute();
    janeIs("write");
    await receive("issue_comment", comment());
    expect(await messages()).toHaveLength(1);
    expect(replies()).toHaveLength(1);
    expect(replies()[0]).toContain("this job is archived");
  });

  it("replies to a comment over the project's job rate limit with when to try again", async () => {
    const limit = t.ctx(undefined).config.jobRateLimitPerHour;
    const hour = 3600_000;
    await t.database.db
      .insertInto("rate_limit_counters")
      .values({
        bucket: `jobs:${t.projectId}`,
        window_start: new Date(Math.floor(t.clock.now().getTime() / hour) * hour),
        count: limit,
      })
      .execute();
    janeIs("write");
    await receive("issue_comment", comment());
    expect(await messages()).toHaveLength(1);
    expect(replies()).toHaveLength(1);
    expect(replies()[0]).toContain("reached its hourly limit");
    expect(replies()[0]).toMatch(/new `@inkwell` comment in about \d+ minute/);
  });

  it("replies to at most ten refusals an hour on one pull request", async () => {
    janeIs("read");
    for (let id = 1; id <= REFUSALS_PER_HOUR + 2; id++) {
      const payload = comment();
      payload.comment.id = id;
      await receive("issue_comment", payload);
    }
    expect(replies()).toHaveLength(REFUSALS_PER_HOUR);
  });

  it("logs each comment's job, pull request and comment once per line", async () => {
    janeIs("read");
    github.failNext("POST", `/repos/acme/docs/issues/${PR_NUMBER}/comments`, { status: 500 });
    await receive("issue_comment", comment());
    expect(replies()).toEqual([]);
    const lines = logLines.filter((line) => line.includes("@inkwell comment"));
    expect(lines.length).toBeGreaterThanOrEqual(2);
    for (const line of lines) {
      for (const key of ["jobId", "pr", "commentId"]) {
        expect(line.split(`"${key}":`)).toHaveLength(2);
      }
    }
  });

  it("ignores @inkwell comments from bots", async () => {
    const payload = comment();
    payload.comment.user.type = "Bot";
    await receive("issue_comment", payload);
    expect(await messages()).toHaveLength(1);
  });

  it("ignores comments that do not start with @inkwell", async () => {
    await receive("issue_comment", comment("Looks good, thanks @inkwell"));
    expect(await messages()).toHaveLength(1);
  });

  it("ignores @inkwell comments on a repository re-created under the project's name", async () => {
    // The project's repository is 1001; acme/docs is now another repository, with its own #7.
    const payload = comment() as ReturnType<typeof comment> & { repository: { id: number } };
    payload.repository.id = 2002;
    await receive("issue_comment", payload);
    expect(await messages()).toHaveLength(1);
    expect(queued).toBe(0);
  });

  const REVIEW_COMMENT_ID = 1876543210;
  const reviewComment = (body?: string) => {
    const payload = fixture("pull_request_review_comment.created") as CommentPayload &
      Record<string, unknown>;
    if (body !== undefined) payload.comment.body = body;
    return payload;
  };

  it("turns an @inkwell review comment from someone who can write into a follow-up on its line", async () => {
    janeIs("write");
    await receive("pull_request_review_comment", reviewComment());
    expect(reactions()).toEqual([`reviewComment:${REVIEW_COMMENT_ID}:eyes`]);
    expect((await messages()).at(-1)).toMatchObject({
      prompt:
        "(A review comment on `docs/guides/deploy.md:12`.)\nsay which version added this flag",
      origin: "review_comment",
      comment_id: REVIEW_COMMENT_ID,
      processed_at: null,
    });
    expect((await job()).status).toBe("active");
    expect(queued).toBe(1);
  });

  it("refuses, with a reply linking the review comment, one from someone who cannot write", async () => {
    janeIs("read");
    await receive("pull_request_review_comment", reviewComment());
    expect(await messages()).toHaveLength(1);
    expect((await job()).status).toBe("completed");
    expect(queued).toBe(0);
    expect(replies()).toHaveLength(1);
    expect(replies()[0]).toContain("only from people who can write to this repository");
    expect(replies()[0]).toContain(
      `[this comment](https://github.com/acme/docs/pull/7#discussion_r${REVIEW_COMMENT_ID})`,
    );
  });

  it("ignores review comments not addressed to @inkwell", async () => {
    await receive("pull_request_review_comment", reviewComment("Nice wording, @inkwell-bot."));
    expect(await messages()).toHaveLength(1);
    expect(github.takeRequests()).toEqual([]);
  });

  it("tells an issue comment and a review comment with the same id apart", async () => {
    janeIs("write");
    const issuePayload = comment();
    issuePayload.comment.id = REVIEW_COMMENT_ID;
    await receive("issue_comment", issuePayload);
    await receive("pull_request_review_comment", reviewComment());
    expect(reactions()).toEqual([
      `comment:${REVIEW_COMMENT_ID}:eyes`,
      `reviewComment:${REVIEW_COMMENT_ID}:eyes`,
    ]);
    const origins = (await messages()).slice(1).map((message) => message.origin);
    expect(origins).toEqual(["comment", "review_comment"]);
  });
});

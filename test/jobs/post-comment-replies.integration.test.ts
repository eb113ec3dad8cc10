import nock from "nock";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { useAgentTestContext } from "#testkit/app/agent-test-context.ts";
import { oneDatabaseKind } from "#testkit/database/test-database.ts";
import { testRepo } from "#testkit/docs-sites/docs-repository.ts";
import {
  GITHUB_API,
  nockCreateIssueComment,
  nockListIssueComments,
} from "#testkit/github/nock-github.ts";
import { testGitHubApp } from "#testkit/github/test-github-app.ts";
import { claimDueReplies, queueCommentReplies } from "../../app/jobs/comment-reply.repository.ts";
import { postCommentReplies } from "../../app/jobs/post-comment-replies.ts";

const JOB = "job_0000000000000000000001";
const COMMENT_ID = 2345678901;

describe.each(oneDatabaseKind())("posting the replies to @inkwell comments (%s)", (kind) => {
  const t = useAgentTestContext(kind);
  const replies: string[] = [];
  let messageId: number;

  beforeEach(async () => {
    await t.resetJobs();
    replies.length = 0;
    await t.insertCompletedJob({ id: JOB, prompt: "Add a troubleshooting page.", prNumber: 7 });
    const message = await t.database.db
      .insertInto("job_messages")
      .values({
        job_id: JOB,
        prompt: "Link it from the index.",
        origin: "comment",
        comment_id: COMMENT_ID,
        created_at: t.clock.now(),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    messageId = message.id;
  });

  afterEach(() => {
    nock.abortPendingRequests();
    nock.cleanAll();
  });

  const deps = () => {
    const github = testGitHubApp();
    return {
      db: t.database.db,
      clock: t.clock,
      log: t.ctx(undefined).log,
      octokitFor: () => github.installationOctokit(42),
    };
  };
  const queueFailure = (error: string) =>
    queueCommentReplies(t.database.db, {
      jobId: JOB,
      detail: { outcome: "failed", error },
      now: t.clock.now(),
    });
  const queued = () => t.database.db.selectFrom("comment_replies").selectAll().execute();

  it("posts a queued reply once", async () => {
    await queueFailure("The model did not answer in time");
    const scope = nock(GITHUB_API);
    nockCreateIssueComment(scope, testRepo, 7, replies);
    expect(await postCommentReplies(deps())).toBe(1);
    expect(await postCommentReplies(deps())).toBe(0);
    scope.done();
    const [reply] = await queued();
    expect(reply).toMatchObject({ message_id: messageId, attempts: 1, posted_at: t.clock.now() });
    expect(replies[0]).toContain(`<!-- inkwell-reply ${JOB} ${reply?.id} -->`);
    expect(replies[0]).toContain("The model did not answer in time");
  });

  it("replies to a follow-up that fails again only once", async () => {
    await queueFailure("first failure");
    await queueFailure("second failure");
    expect(await queued()).toHaveLength(1);
  });

  it("after a poster crashed once it had posted, finds its reply and does not post it again", async () => {
    await queueFailure("The model did not answer in time");
    // The poster took the reply, posted it, and died before marking it.
    await claimDueReplies(t.database.db, {
      now: t.clock.now(),
      holdMs: 120_000,
      maxAttempts: 5,
      limit: 10,
    });
    const [reply] = await queued();
    t.clock.advance(121_000);
    const scope = nock(GITHUB_API);
    nockListIssueComments(scope, testRepo, 7, [
      { id: 1, body: "<!-- inkwell-reply job_x 1 --> not ours", user: { login: "a", type: "Bot" } },
      {
        id: 2,
        body: `<!-- inkwell-reply ${JOB} ${reply?.id} -->\nInkwell could not finish…`,
        user: { login: "inkwell[bot]", type: "Bot" },
      },
    ]);
    expect(await postCommentReplies(deps())).toBe(0);
    scope.done();
    expect((await queued())[0]?.posted_at).toEqual(t.clock.now());
  });

  it("after a poster crashed before posting, posts the reply; a person quoting the marker does not stop it", async () => {
    await queueFailure("The model did not answer in time");
    await claimDueReplies(t.database.db, {
      now: t.clock.now(),
      holdMs: 120_000,
      maxAttempts: 5,
      limit: 10,
    });
    const [reply] = await queued();
    // Another poster does not take a reply while it is held.
    expect(await postCommentReplies(deps())).toBe(0);
    t.clock.advance(121_000);
    const scope = nock(GITHUB_API);
    nockListIssueComments(scope, testRepo, 7, [
      {
        id: 3,
        body: `<!-- inkwell-reply ${JOB} ${reply?.id} -->`,
        user: { login: "mallory", type: "User" },
      },
    ]);
    nockCreateIssueComment(scope, testRepo, 7, replies);
    expect(await postCommentReplies(deps())).toBe(1);
    scope.done();
    expect(replies).toHaveLength(1);
  });

  it("leaves a reply GitHub refused for the next pass", async () => {
    await queueFailure("The model did not answer in time");
    const failing = nock(GITHUB_API);
    nockCreateIssueComment(failing, testRepo, 7, replies, { status: 502 });
    expect(await postCommentReplies(deps())).toBe(0);
    failing.done();
    expect((await queued())[0]).toMatchObject({ posted_at: null, claimed_until: null });

    replies.length = 0;
    const scope = nock(GITHUB_API);
    nockListIssueComments(scope, testRepo, 7, []);
    nockCreateIssueComment(scope, testRepo, 7, replies);
    expect(await postCommentReplies(deps())).toBe(1);
    scope.done();
    expect(replies).toHaveLength(1);
  });

  it("gives up a request GitHub does not answer in time, and leaves the reply for the next pass", async () => {
    await queueFailure("The model did not answer in time");
    const github = testGitHubApp();
    const octokit = await github.installationOctokit(42);
    // The installation token first, so the time limit is spent on the comment request alone.
    await octokit.auth({ type: "installation" });
    const scope = nock(GITHUB_API);
    // Far longer than the test may take: only giving up can end the pass.
    scope.post("/repos/acme/docs/issues/7/comments").delay(600_000).reply(201, {});
    const posted = await postCommentReplies({
      ...deps(),
      octokitFor: async () => octokit,
      requestTimeoutMs: 200,
    });
    expect(posted).toBe(0);
    scope.done();
    nock.abortPendingRequests();
    expect((await queued())[0]).toMatchObject({ posted_at: null, claimed_until: null });
  });

  it("gives a reply up after five failed attempts", async () => {
    await queueFailure("The model did not answer in time");
    const scope = nock(GITHUB_API);
    scope.get("/repos/acme/docs/issues/7/comments").query(true).times(4).reply(200, []);
    nockCreateIssueComment(scope, testRepo, 7, replies, { times: 5, status: 502 });
    for (let pass = 0; pass < 6; pass++) await postCommentReplies(deps());
    scope.done();
    expect((await queued())[0]).toMatchObject({ attempts: 5, posted_at: null });
  });
});

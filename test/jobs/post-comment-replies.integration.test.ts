import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { useAgentTestContext } from "#testkit/app/agent-test-context.ts";
import { oneDatabaseKind } from "#testkit/database/test-database.ts";
import { allFiles, testRepo } from "#testkit/docs-sites/docs-repository.ts";
import { type GitHubDouble, startGitHubDouble } from "#testkit/github/github-double.ts";
import { doubleGitHubApp } from "#testkit/github/test-github-app.ts";
import { claimDueReplies, queueCommentReplies } from "../../app/jobs/comment-reply.repository.ts";
import { postCommentReplies } from "../../app/jobs/post-comment-replies.ts";

const JOB = "job_0000000000000000000001";
const BRANCH = `inkwell/${JOB}`;
const COMMENT_ID = 2345678901;

describe.each(oneDatabaseKind())("posting the replies to @inkwell comments (%s)", (kind) => {
  const t = useAgentTestContext(kind);
  let github: GitHubDouble;
  /** The job's pull request on the GitHub double, where the replies are posted. */
  let prNumber: number;
  let messageId: number;

  beforeEach(async () => {
    await t.resetJobs();
    github = await startGitHubDouble();
    github.addRepository(testRepo.owner, testRepo.repo, allFiles);
    github.addBranch(testRepo.owner, testRepo.repo, BRANCH, { "docs/troubleshooting.md": "# T\n" });
    prNumber = github.openPull(testRepo.owner, testRepo.repo, {
      head: BRANCH,
      title: "Add a troubleshooting page",
    });
    await t.insertCompletedJob({ id: JOB, prompt: "Add a troubleshooting page.", prNumber });
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

  afterEach(async () => {
    await github.close();
  });

  const deps = () => {
    const app = doubleGitHubApp(github);
    return {
      db: t.database.db,
      clock: t.clock,
      log: t.ctx(undefined).log,
      octokitFor: () => app.installationOctokit(42),
    };
  };
  /** The comments on the pull request's conversation now, oldest first. */
  const comments = () => github.issueComments(testRepo.owner, testRepo.repo, prNumber);
  /** The comments Inkwell's bot posted there. */
  const replies = () =>
    comments()
      .filter((comment) => comment.user.login === "inkwell[bot]")
      .map((comment) => comment.body);
  const commentsPath = () => `/repos/acme/docs/issues/${prNumber}/comments`;
  /** What GitHub answered to the requests on the pull request's comments, as `METHOD status`. */
  const commentRequests = () =>
    github
      .takeRequests()
      .filter((request) => request.path === `/api/v3${commentsPath()}`)
      .map((request) => `${request.method} ${request.status}`);
  const queueFailure = (error: string) =>
    queueCommentReplies(t.database.db, {
      jobId: JOB,
      detail: { outcome: "failed", error },
      now: t.clock.now(),
    });
  const queued = () => t.database.db.selectFrom("comment_replies").selectAll().execute();

  it("posts a queued reply once", async () => {
    await queueFailure("The model did not answer in time");
    expect(await postCommentReplies(deps())).toBe(1);
    expect(await postCommentReplies(deps())).toBe(0);
    const [reply] = await queued();
    expect(reply).toMatchObject({ message_id: messageId, attempts: 1, posted_at: t.clock.now() });
    expect(replies()).toHaveLength(1);
    expect(replies()[0]).toContain(`<!-- inkwell-reply ${JOB} ${reply?.id} -->`);
    expect(replies()[0]).toContain("The model did not answer in time");
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
    const { owner, repo } = testRepo;
    github.commentOn(
      owner,
      repo,
      prNumber,
      "other-app[bot]",
      "<!-- inkwell-reply job_x 1 --> not ours",
    );
    github.commentOn(
      owner,
      repo,
      prNumber,
      "inkwell[bot]",
      `<!-- inkwell-reply ${JOB} ${reply?.id} -->\nInkwell could not finish…`,
    );
    t.clock.advance(121_000);
    expect(await postCommentReplies(deps())).toBe(0);
    expect(comments()).toHaveLength(2);
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
    github.commentOn(
      testRepo.owner,
      testRepo.repo,
      prNumber,
      "mallory",
      `<!-- inkwell-reply ${JOB} ${reply?.id} -->`,
    );
    t.clock.advance(121_000);
    expect(await postCommentReplies(deps())).toBe(1);
    expect(replies()).toHaveLength(1);
    expect(comments()).toHaveLength(2);
  });

  it("leaves a reply GitHub refused for the next pass", async () => {
    await queueFailure("The model did not answer in time");
    github.failNext("POST", commentsPath(), { status: 502 });
    expect(await postCommentReplies(deps())).toBe(0);
    expect(commentRequests()).toEqual(["POST 502"]);
    expect(replies()).toEqual([]);
    expect((await queued())[0]).toMatchObject({ posted_at: null, claimed_until: null });

    expect(await postCommentReplies(deps())).toBe(1);
    // The next pass first looks for a reply the failed request may have posted after all.
    expect(commentRequests()).toEqual(["GET 200", "POST 201"]);
    expect(replies()).toHaveLength(1);
  });

  it("gives up a request GitHub does not answer in time, and leaves the reply for the next pass", async () => {
    await queueFailure("The model did not answer in time");
    const octokit = await doubleGitHubApp(github).installationOctokit(42);
    // The installation token first, so the time limit is spent on the comment request alone.
    await octokit.auth({ type: "installation" });
    // Far longer than the test may take: only giving up can end the pass.
    github.failNext("POST", commentsPath(), { status: 201, delayMs: 600_000 });
    const posted = await postCommentReplies({
      ...deps(),
      octokitFor: async () => octokit,
      requestTimeoutMs: 200,
    });
    expect(posted).toBe(0);
    expect(replies()).toEqual([]);
    expect((await queued())[0]).toMatchObject({ posted_at: null, claimed_until: null });
  });

  it("gives a reply up after five failed attempts", async () => {
    await queueFailure("The model did not answer in time");
    github.failNext("POST", commentsPath(), { status: 502 }, 5);
    for (let pass = 0; pass < 6; pass++) await postCommentReplies(deps());
    // Each attempt after the first looks for an earlier reply first; the sixth pass asks nothing.
    expect(commentRequests()).toEqual([
      "POST 502",
      ...Array.from({ length: 4 }, () => ["GET 200", "POST 502"]).flat(),
    ]);
    expect(replies()).toEqual([]);
    expect((await queued())[0]).toMatchObject({ attempts: 5, posted_at: null });
  });
});

import type { Probot } from "probot";
import { beforeEach, describe, expect, it } from "vitest";
import { registerJobWebhooks } from "../../app/jobs/job-webhooks.ts";
import { useAgentTestContext } from "../helpers/agent-test-context.ts";
import { deliverWebhook, githubFixture as fixture } from "../helpers/github-fixture.ts";
import { scriptedModel } from "../helpers/scripted-model.ts";
import { databaseKinds } from "../helpers/test-database.ts";
import { testGitHubApp, testProbot } from "../helpers/test-github-app.ts";

const JOB = "job_0000000000000000000001";

describe.each(databaseKinds())("job webhooks (%s)", (kind) => {
  const t = useAgentTestContext(kind);
  let probot: Probot;
  let queued: number;

  beforeEach(async () => {
    await t.resetJobs();
    await t.database.db.updateTable("projects").set({ installation_id: 42 }).execute();
    await t.insertCompletedJob({ id: JOB, prompt: "Link the deploy guide.", prNumber: 7 });
    probot = testProbot();
    queued = 0;
    registerJobWebhooks(probot, t.ctx({ id: "scripted:model", languageModel: scriptedModel([]) }), {
      github: testGitHubApp(probot),
      onJobQueued: () => queued++,
    });
  });

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

  it("archives the job whose pull request was closed", async () => {
    await receive("pull_request", fixture("pull_request.closed"));
    expect(await job()).toMatchObject({ status: "archived", archived_at: t.clock.now() });
  });

  it("ignores a closed pull request from a fork that borrowed a job's branch name", async () => {
    const payload = fixture("pull_request.closed") as {
      pull_request: { head: { repo: { id: number } } };
    };
    payload.pull_request.head.repo.id = 9999;
    await receive("pull_request", payload);
    expect((await job()).status).toBe("completed");
  });

  it("turns an @inkwell comment on the job's pull request into a follow-up", async () => {
    await receive("issue_comment", fixture("issue_comment.created"));
    const rows = await messages();
    expect(rows.at(-1)).toMatchObject({
      prompt: "also add a FAQ entry about upgrades",
      origin: "comment",
      processed_at: null,
    });
    expect((await job()).status).toBe("active");
    expect(queued).toBe(1);
  });

  it("ignores a second delivery with the same X-GitHub-Delivery", async () => {
    await receive("issue_comment", fixture("issue_comment.created"), "same-delivery");
    await receive("issue_comment", fixture("issue_comment.created"), "same-delivery");
    expect(await messages()).toHaveLength(2);
    const deliveries = await t.database.db.selectFrom("webhook_deliveries").selectAll().execute();
    expect(deliveries).toMatchObject([{ id: "same-delivery", event: "issue_comment" }]);
  });

  it("ignores @inkwell comments from people without write access", async () => {
    const payload = fixture("issue_comment.created") as { comment: { author_association: string } };
    payload.comment.author_association = "NONE";
    await receive("issue_comment", payload);
    expect(await messages()).toHaveLength(1);
  });

  it("ignores comments that do not start with @inkwell", async () => {
    const payload = fixture("issue_comment.created") as { comment: { body: string } };
    payload.comment.body = "Looks good, thanks @inkwell";
    await receive("issue_comment", payload);
    expect(await messages()).toHaveLength(1);
  });
});

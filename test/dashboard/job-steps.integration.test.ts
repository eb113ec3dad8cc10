import { beforeAll, describe, expect, it } from "vitest";
import { readServerSentEvents } from "#testkit/app/sse-reader.ts";
import { createProjectWithKey, seedJob } from "#testkit/database/seed.ts";
import { oneDatabaseKind } from "#testkit/database/test-database.ts";
import { type FakeUser, type SignedIn, signIn } from "#testkit/github/dashboard-github.ts";
import { useDashboardServer } from "#testkit/github/dashboard-server.ts";
import { insertJobEvents } from "../../app/jobs/job-event.repository.ts";

const reader: FakeUser = {
  id: 5151,
  login: "octo",
  repositories: [{ id: 1, fullName: "acme/docs", permission: "read" }],
};

let counter = 0;

describe.each(oneDatabaseKind())("a job's steps in the dashboard on %s", (kind) => {
  const { server, database, github } = useDashboardServer(kind, {
    env: { INKWELL_EVENT_STREAMS_PER_KEY: "2" },
  });
  let user: SignedIn;
  let projectId: string;

  beforeAll(async () => {
    const owner = await createProjectWithKey(server.ctx);
    projectId = owner.project.id;
    await server.ctx.db
      .updateTable("projects")
      .set({ installation_id: 77 })
      .where("id", "=", projectId)
      .execute();
    user = await signIn(server, github, reader);
  });

  async function jobWithSteps(): Promise<string> {
    counter += 1;
    const id = `job_${String(counter).padStart(22, "7")}`;
    const at = server.clock.now();
    await seedJob(database.db, {
      id,
      projectId,
      prompt: "Document the flag",
      repository: "https://github.com/acme/docs",
      at,
    });
    await insertJobEvents(database.db, id, 1, [
      { type: "run.started", at, data: { attempt: 1, model: "scripted:model" } },
      {
        type: "step",
        at,
        data: {
          step: 1,
          durationMs: 1500,
          tokens: { inputTokens: 1200, outputTokens: 80 },
          text: "I will read <script>alert(1)</script> first",
        },
      },
      {
        type: "tool",
        at,
        data: { step: 1, tool: "read_file", output: "# Flags", error: false },
      },
      {
        type: "tool",
        at,
        data: { step: 1, tool: "write_file", output: "outside the docs folder", error: true },
      },
    ]);
    return id;
  }

  const jobUrl = (jobId: string) => `/app/projects/${projectId}/jobs/${jobId}`;
  const get = (path: string, headers: Record<string, string> = {}) =>
    server.request(path, { headers: { cookie: user.cookie, ...headers } });

  it("lists the recorded steps in words, the model's text as text, and points the script at the live stream while the job runs", async () => {
    const jobId = await jobWithSteps();
    const html = await (await get(jobUrl(jobId))).text();
    expect(html).toContain("Run 1 started (attempt 1)");
    expect(html).toContain("Step 1, 1,200 tokens in, 80 out, 1.5 s");
    expect(html).toContain("read_file (step 1)");
    expect(html).toContain("Refused: write_file (step 1)");
    expect(html).toContain("I will read &lt;script&gt;alert(1)&lt;/script&gt; first");
    expect(html).not.toContain("<script>alert(1)");
    expect(html).toContain(`data-event-stream="${jobUrl(jobId)}/events"`);
    expect(html).toContain("reload the page to see newer ones");

    await database.db
      .updateTable("jobs")
      .set({ status: "completed" })
      .where("id", "=", jobId)
      .execute();
    const done = await (await get(jobUrl(jobId))).text();
    expect(done).toContain("Run 1 started");
    expect(done).not.toContain("data-event-stream=");
  });

  it("shows a job that asks with its question, the choices as text, the run that asked, and no live stream", async () => {
    const jobId = await jobWithSteps();
    const at = server.clock.now();
    const question = {
      text: "Which limit becomes 1200 a minute: <b>Free</b> or Team?",
      choices: ["Free (600 now)", "Team (3000 now)"],
    };
    await insertJobEvents(database.db, jobId, 1, [
      { type: "run.ended", at, data: { outcome: "asked", ending: "asked", question } },
    ]);
    await database.db
      .updateTable("jobs")
      .set({
        status: "needs_input",
        run_ending: "asked",
        question: JSON.stringify(question),
        not_done: JSON.stringify([]),
      })
      .where("id", "=", jobId)
      .execute();

    const html = await (await get(jobUrl(jobId))).text();
    expect(html).toContain("Needs input");
    expect(html).toContain("Needs input: the agent asks a question before it changes anything");
    expect(html).toContain('<h2 id="job-question">The agent asks</h2>');
    expect(html).toContain("Which limit becomes 1200 a minute: &lt;b&gt;Free&lt;/b&gt; or Team?");
    expect(html).toContain("<li>Free (600 now)</li><li>Team (3000 now)</li>");
    expect(html).toContain("Run 1: the agent asked a question and changed nothing");
    expect(html).not.toContain("data-event-stream=");
    expect(html).not.toContain('id="job-not-done"');
  });

  it("lists what the agent did not do on a job that changed nothing", async () => {
    const jobId = await jobWithSteps();
    await database.db
      .updateTable("jobs")
      .set({
        status: "completed",
        run_ending: "nothing_to_change",
        not_done: JSON.stringify(["The Enterprise limit: no page states it."]),
      })
      .where("id", "=", jobId)
      .execute();

    const html = await (await get(jobUrl(jobId))).text();
    expect(html).toContain("Not done: the agent changed nothing and says what it could not do");
    expect(html).toContain('<h2 id="job-not-done">Not done</h2>');
    expect(html).toContain("The Enterprise limit: no page states it.");
    expect(html).not.toContain('id="job-question"');
  });

  it("streams the steps to the signed-in user, resumes after Last-Event-ID, and ends with the job", async () => {
    const jobId = await jobWithSteps();
    const res = await get(`${jobUrl(jobId)}/events`, { accept: "text/event-stream" });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/event-stream/);
    expect(res.headers.get("content-security-policy")).toContain("default-src 'none'");
    const stream = readServerSentEvents(res);
    const titles: string[] = [];
    let lastId = "";
    for (let i = 0; i < 4; i++) {
      const message = await stream.nextEvent();
      const step = JSON.parse(message?.data ?? "");
      titles.push(step.title);
      lastId = message?.id ?? "";
      if (i === 1) expect(step.detail).toBe("I will read <script>alert(1)</script> first");
    }
    expect(titles).toEqual([
      "Run 1 started (attempt 1)",
      "Step 1, 1,200 tokens in, 80 out, 1.5 s",
      "read_file (step 1)",
      "Refused: write_file (step 1)",
    ]);

    await insertJobEvents(database.db, jobId, 1, [
      {
        type: "run.ended",
        at: server.clock.now(),
        data: {
          outcome: "stopped early",
          ending: "stopped_early",
          prLink: "https://github.com/acme/docs/pull/3",
          draft: true,
          stoppedEarly: "The agent reached its step limit.",
          summary: "Documented the flag",
        },
      },
    ]);
    await database.db
      .updateTable("jobs")
      .set({
        status: "completed",
        pr_link: "https://github.com/acme/docs/pull/3",
        pr_state: "draft",
        run_ending: "stopped_early",
      })
      .where("id", "=", jobId)
      .execute();
    const outcome = "Stopped early: the changes so far are in a draft pull request";
    const ended = JSON.parse((await stream.nextEvent())?.data ?? "");
    expect(ended).toMatchObject({
      title: `Run 1: ${outcome}`,
      detail: "The agent reached its step limit.\n\nDocumented the flag",
    });
    // The end carries the page header's facts, so the page never shows the job as still active.
    expect(JSON.parse((await stream.nextEvent())?.data ?? "")).toEqual({
      status: "completed",
      statusBadge: { symbol: "✓", tone: "badge-ok", label: "Completed" },
      outcome,
      prLink: "https://github.com/acme/docs/pull/3",
      prLabel: "acme/docs#3",
      prState: "draft",
    });
    expect(await stream.next()).toBeUndefined();

    const resumed = readServerSentEvents(
      await get(`${jobUrl(jobId)}/events?after=0`, { "last-event-id": lastId }),
    );
    expect(JSON.parse((await resumed.nextEvent())?.data ?? "").title).toBe(`Run 1: ${outcome}`);
    expect((await resumed.nextEvent())?.event).toBe("end");
  });

  it("refuses a bad resume point, and a third stream for one user, as pages", async () => {
    const jobId = await jobWithSteps();
    const bad = await get(`${jobUrl(jobId)}/events`, { "last-event-id": "1e3" });
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain("must be an event id");

    const first = readServerSentEvents(await get(`${jobUrl(jobId)}/events`));
    const second = readServerSentEvents(await get(`${jobUrl(jobId)}/events`));
    await first.nextEvent();
    await second.nextEvent();
    const third = await get(`${jobUrl(jobId)}/events`);
    expect(third.status).toBe(429);
    expect(await third.text()).toContain("You already have 2 event streams open");
    await first.cancel();
    await second.cancel();
  });

  it("sends someone who is not signed in to the sign-in page", async () => {
    const jobId = await jobWithSteps();
    const res = await server.request(`${jobUrl(jobId)}/events`, { redirect: "manual" });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toMatch(/^\/app\/sign-in/);
  });
});

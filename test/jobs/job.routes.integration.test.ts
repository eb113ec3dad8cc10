import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { json, startTestServer, type TestServer } from "#testkit/app/test-server.ts";
import { createProjectWithKey, type ProjectWithKey, seedJob } from "#testkit/database/seed.ts";
import { oneDatabaseKind, useTestDatabase } from "#testkit/database/test-database.ts";
import { useServerOnGitHubDouble } from "#testkit/github/dashboard-server.ts";
import {
  type DoubleRequest,
  type GitHubDouble,
  startGitHubDouble,
} from "#testkit/github/github-double.ts";
import { isolateNetwork } from "#testkit/github/nock-github.ts";
import { registerTestApp } from "#testkit/github/test-github-app.ts";
import { findPolledJob } from "../../app/jobs/job.repository.ts";
import { describeJobOutcome } from "../../shared/api/describe-job-outcome.ts";
import { JobSchema } from "../../shared/api/job-schemas.ts";

/** The repository installation lookups among these requests, for one repository. */
const installationLookups = (requests: DoubleRequest[], fullName: string) =>
  requests.filter((r) => r.method === "GET" && r.path.endsWith(`/repos/${fullName}/installation`));

describe.each(oneDatabaseKind())("agent job API on %s", (kind) => {
  const { server, database, github } = useServerOnGitHubDouble(kind);
  let owner: ProjectWithKey;

  beforeAll(async () => {
    github.addRepository("acme", "docs", [{ path: "docs/index.md", content: "# Docs" }]);
    github.addInstallation("acme", ["acme/docs"], { id: 77 });
    owner = await createProjectWithKey(server.ctx);
    github.takeRequests();
    // The first creation looks the installation up; later ones use the cached id.
    await createJob("warm the installation cache");
    expect(installationLookups(github.takeRequests(), "acme/docs")).toHaveLength(1);
  });
  afterEach(() => {
    expect(installationLookups(github.takeRequests(), "acme/docs")).toEqual([]);
  });

  const auth = () => ({ authorization: `Bearer ${owner.key}` });
  const jobsPath = () => `/v2/agent/${owner.project.id}`;
  function post(path: string, body: unknown, headers: Record<string, string> = {}) {
    return server.request(`${jobsPath()}${path}`, {
      method: "POST",
      headers: { ...auth(), "content-type": "application/json", ...headers },
      body: typeof body === "string" ? body : JSON.stringify(body),
    });
  }
  async function createJob(prompt: string, headers: Record<string, string> = {}) {
    const res = await post("/job", { prompt }, headers);
    expect(res.status).toBe(201);
    return JobSchema.parse(await json(res));
  }

  it("creates a job that is active at once, with every field present", async () => {
    const res = await post("/job", { prompt: "Document the --dry-run flag", extra: "ignored" });
    expect(res.status).toBe(201);
    const job = await json(res);
    expect(Object.keys(job).sort()).toEqual(
      [
        "archivedAt",
        "createdAt",
        "error",
        "id",
        "model",
        "prLink",
        "source",
        "status",
        "summary",
        "updatedAt",
        "usage",
        "prState",
        "ending",
        "openFindings",
        "question",
        "notDone",
      ].sort(),
    );
    expect(job).toMatchObject({
      prState: null,
      ending: null,
      openFindings: null,
      question: null,
      notDone: null,
      status: "active",
      // The repository's address on the GitHub the server is configured with (here the double).
      source: { repository: `http://${github.host}/acme/docs`, ref: `inkwell/${job.id}` },
      model: "test:scripted-model",
      prLink: null,
      archivedAt: null,
      error: null,
      summary: null,
      usage: null,
      createdAt: server.clock.now().toISOString(),
    });
    expect(job.id).toMatch(/^job_[0-9A-Za-z]{22}$/);
    const messages = await database.db
      .selectFrom("job_messages")
      .selectAll()
      .where("job_id", "=", job.id)
      .execute();
    expect(messages.map((m) => m.prompt)).toEqual(["Document the --dry-run flag"]);
  });

  const baseRefOf = async (jobId: string) =>
    (
      await database.db
        .selectFrom("jobs")
        .select("base_ref")
        .where("id", "=", jobId)
        .executeTakeFirstOrThrow()
    ).base_ref;

  it("starts a job from the base branch it is given, once GitHub says the branch exists", async () => {
    github.addBranch("acme", "docs", "release-2.x", { "docs/2.x.md": "# 2.x" });
    const res = await post("/job", { prompt: "Document 2.x", baseBranch: "release-2.x" });
    expect(res.status).toBe(201);
    expect(github.takeRequests().map((r) => r.path)).toContainEqual(
      expect.stringMatching(/\/repos\/acme\/docs\/git\/ref\/heads(\/|%2F)release-2\.x$/),
    );
    expect(await baseRefOf((await json(res)).id)).toBe("release-2.x");
  });

  it("answers 422 naming the field when the base branch does not exist, and makes no job", async () => {
    const before = await database.db.selectFrom("jobs").select("id").execute();
    const res = await post("/job", { prompt: "Document 2.x", baseBranch: "no-such-branch" });
    expect(res.status).toBe(422);
    const body = await json(res);
    expect(body).toMatchObject({
      code: "unknown_branch",
      details: [{ field: "baseBranch" }],
    });
    expect(body.error).toContain('acme/docs has no branch "no-such-branch"');
    expect(github.takeRequests()).toContainEqual(
      expect.objectContaining({
        status: 404,
        path: expect.stringMatching(/\/git\/ref\/heads(\/|%2F)no-such-branch$/),
      }),
    );
    expect(await database.db.selectFrom("jobs").select("id").execute()).toHaveLength(before.length);
  });

  it("answers 400 to a base branch git would refuse, without asking GitHub", async () => {
    for (const baseBranch of ["", "a..b", "has space", "-x", "x.lock", 7]) {
      const res = await post("/job", { prompt: "Document 2.x", baseBranch });
      expect(res.status, String(baseBranch)).toBe(400);
      expect((await json(res)).details[0].field).toBe("baseBranch");
    }
  });

  it("keeps the project's branch when no base branch is given", async () => {
    const job = await createJob("Document the default");
    expect(await baseRefOf(job.id)).toBe(owner.project.baseRef);
  });

  it("returns a job by id, and 404 for an id it does not know", async () => {
    const job = await createJob("Fix typos");
    const found = await server.request(`${jobsPath()}/job/${job.id}`, { headers: auth() });
    expect(found.status).toBe(200);
    expect(await json(found)).toEqual(job);
    const missing = await server.request(`${jobsPath()}/job/job_unknown`, { headers: auth() });
    expect(missing.status).toBe(404);
    expect(await json(missing)).toEqual({
      error: expect.stringContaining("job_unknown"),
      code: "not_found",
    });
  });

  it("does not show a job of one project to another project's key", async () => {
    const other = await createProjectWithKey(server.ctx, { repo: "acme/other" });
    const job = await createJob("Only ours");
    const res = await server.request(`/v2/agent/${other.project.id}/job/${job.id}`, {
      headers: { authorization: `Bearer ${other.key}` },
    });
    expect(res.status).toBe(404);
  });

  it("answers polls that arrive together each with its own job, and 404 to another project's job among them", async () => {
    const other = await createProjectWithKey(server.ctx, { repo: "acme/theirs" });
    const ours = [await createJob("First poll"), await createJob("Second poll")];
    const theirId = "job_theirsPolledTogether1";
    await seedJob(server.ctx.db, {
      id: theirId,
      projectId: other.project.id,
      prompt: "Their job",
      repository: "https://github.com/acme/theirs",
      at: new Date(),
    });
    const polls = await Promise.all(
      [ours[0]?.id, ours[1]?.id, ours[0]?.id, theirId, "job_unknown"].map((id) =>
        server.request(`${jobsPath()}/job/${id}`, { headers: auth() }),
      ),
    );
    expect(polls.map((res) => res.status)).toEqual([200, 200, 200, 404, 404]);
    expect(await json(polls[0] as Response)).toEqual(ours[0]);
    expect(await json(polls[1] as Response)).toEqual(ours[1]);
    expect(await json(polls[2] as Response)).toEqual(ours[0]);

    // Asked in one turn, the lookups are one statement over every id, matched back by project.
    const rows = await Promise.all(
      [ours[0]?.id, ours[1]?.id, theirId, "job_unknown"].map((jobId) =>
        findPolledJob(server.ctx.db, { projectId: owner.project.id, jobId: jobId as string }),
      ),
    );
    expect(rows.map((row) => row?.id)).toEqual([ours[0]?.id, ours[1]?.id, undefined, undefined]);
  });

  it("accepts unicode and emoji up to 20,000 characters, counted as characters", async () => {
    const prompt = "📝".repeat(20_000);
    const job = await createJob(prompt);
    const stored = await database.db
      .selectFrom("job_messages")
      .select("prompt")
      .where("job_id", "=", job.id)
      .executeTakeFirstOrThrow();
    expect(stored.prompt).toBe(prompt);
    const mixed = await createJob("Übersetze die Seite «Начало» 日本語\tand keep\r\nnewlines");
    expect(mixed.status).toBe("active");
  });

  it.each([
    ["a missing prompt", {}, "prompt"],
    ["an empty prompt", { prompt: "" }, "prompt"],
    ["a blank prompt", { prompt: "  \n " }, "prompt"],
    ["a prompt that is not a string", { prompt: 42 }, "prompt"],
    ["a prompt over 20,000 characters", { prompt: "a".repeat(20_001) }, "prompt"],
    ["a NUL character", { prompt: "before\u0000after" }, "prompt"],
    ["an escape character", { prompt: "colour \u001b[31m" }, "prompt"],
    ["a body that is an array", [{ prompt: "x" }], "body"],
    ["a body that is a string", '"just text"', "body"],
  ])("answers 400 naming the field for %s", async (_name, body, field) => {
    const res = await post("/job", body);
    expect(res.status).toBe(400);
    const error = await json(res);
    expect(error.code).toBe("invalid_request");
    expect(error.details).toEqual([expect.objectContaining({ field })]);
  });

  it("answers 400 invalid_json to malformed JSON", async () => {
    const res = await post("/job", '{"prompt": "unterminated');
    expect(res.status).toBe(400);
    expect((await json(res)).code).toBe("invalid_json");
  });

  it("answers 400 to a body that is not UTF-8", async () => {
    const res = await server.request(`${jobsPath()}/job`, {
      method: "POST",
      headers: { ...auth(), "content-type": "application/json" },
      body: new Uint8Array([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x7d]),
    });
    expect(res.status).toBe(400);
    expect((await json(res)).code).toBe("invalid_json");
  });

  it.each([["text/plain"], ["application/x-www-form-urlencoded"], [undefined]])(
    "answers 415 to content type %s",
    async (contentType) => {
      const headers: Record<string, string> = { ...auth() };
      if (contentType) headers["content-type"] = contentType;
      const res = await server.request(`${jobsPath()}/job`, {
        method: "POST",
        headers,
        body: JSON.stringify({ prompt: "x" }),
      });
      expect(res.status).toBe(415);
      expect((await json(res)).code).toBe("unsupported_media_type");
    },
  );

  it("answers 413 to a body over 1 MiB", async () => {
    const res = await post("/job", { prompt: "a".repeat(1024 * 1024) });
    expect(res.status).toBe(413);
    expect((await json(res)).code).toBe("payload_too_large");
  });

  it("answers 413 to a streamed body over 1 MiB that declares no length", async () => {
    const chunk = new TextEncoder().encode("a".repeat(64 * 1024));
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent === 0) controller.enqueue(new TextEncoder().encode('{"prompt":"'));
        if (sent > 20) return controller.close();
        sent++;
        controller.enqueue(chunk);
      },
    });
    const res = await server.request(`${jobsPath()}/job`, {
      method: "POST",
      headers: { ...auth(), "content-type": "application/json" },
      body,
      duplex: "half",
    } as RequestInit);
    expect(res.status).toBe(413);
  });

  it("returns the first job for a repeated Idempotency-Key with the same body, and makes no second job", async () => {
    const key = `run-${Date.now()}`;
    const first = await createJob("Same instruction", { "idempotency-key": key });
    const res = await post("/job", { prompt: "Same instruction" }, { "idempotency-key": key });
    expect(res.status).toBe(201);
    expect(res.headers.get("idempotent-replayed")).toBe("true");
    expect(await json(res)).toEqual(first);
    const count = await database.db
      .selectFrom("job_messages")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("prompt", "=", "Same instruction")
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
  });

  it("makes one job when the same Idempotency-Key arrives twice at once", async () => {
    const key = `race-${Date.now()}`;
    const [a, b] = await Promise.all([
      post("/job", { prompt: "Racing" }, { "idempotency-key": key }),
      post("/job", { prompt: "Racing" }, { "idempotency-key": key }),
    ]);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect((await json(a)).id).toBe((await json(b)).id);
  });

  it("answers 422 when an Idempotency-Key comes back with a different body", async () => {
    const key = `mismatch-${Date.now()}`;
    await createJob("One thing", { "idempotency-key": key });
    const res = await post("/job", { prompt: "Another thing" }, { "idempotency-key": key });
    expect(res.status).toBe(422);
    expect((await json(res)).code).toBe("idempotency_key_reused");
  });

  it("forgets an Idempotency-Key after 24 hours", async () => {
    const key = `expiring-${Date.now()}`;
    const first = await createJob("Daily docs refresh", { "idempotency-key": key });
    server.clock.advance(24 * 3600_000 + 1000);
    const second = await createJob("Daily docs refresh", { "idempotency-key": key });
    expect(second.id).not.toBe(first.id);
  });

  it("answers 400 to an Idempotency-Key that is not visible ASCII", async () => {
    const res = await post("/job", { prompt: "x" }, { "idempotency-key": "has space" });
    expect(res.status).toBe(400);
    expect((await json(res)).details[0].field).toBe("idempotency-key");
  });

  it("lists jobs newest first, pages with a cursor, and filters by status", async () => {
    const other = await createProjectWithKey(server.ctx, { repo: "acme/listing" });
    github.addRepository("acme", "listing", [{ path: "docs/index.md", content: "# Docs" }]);
    github.addInstallation("acme", ["acme/listing"], { id: 78 });
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) {
      server.clock.advance(1000);
      const res = await server.request(`/v2/agent/${other.project.id}/job`, {
        method: "POST",
        headers: { authorization: `Bearer ${other.key}`, "content-type": "application/json" },
        body: JSON.stringify({ prompt: `job ${i}` }),
      });
      ids.push((await json(res)).id);
    }
    await server.request(`/v2/agent/${other.project.id}/job/${ids[1]}/archive`, {
      method: "POST",
      headers: { authorization: `Bearer ${other.key}` },
    });
    const list = (query: string) =>
      server
        .request(`/v2/agent/${other.project.id}/jobs${query}`, {
          headers: { authorization: `Bearer ${other.key}` },
        })
        .then(async (r) => ({ status: r.status, body: await json(r) }));

    const page1 = await list("?limit=2");
    expect(page1.body.jobs.map((j: { id: string }) => j.id)).toEqual([ids[4], ids[3]]);
    const page2 = await list(`?limit=2&cursor=${page1.body.nextCursor}`);
    expect(page2.body.jobs.map((j: { id: string }) => j.id)).toEqual([ids[2], ids[1]]);
    const page3 = await list(`?limit=2&cursor=${page2.body.nextCursor}`);
    expect(page3.body).toEqual({
      jobs: [expect.objectContaining({ id: ids[0] })],
      nextCursor: null,
    });

    const archived = await list("?status=archived");
    expect(archived.body.jobs.map((j: { id: string }) => j.id)).toEqual([ids[1]]);
    const defaults = await list("");
    expect(defaults.body.jobs).toHaveLength(5);
  });

  it.each([
    ["limit=0", "limit"],
    ["limit=101", "limit"],
    ["limit=2.5", "limit"],
    ["limit=ten", "limit"],
    ["status=running", "status"],
    ["cursor=not-a-cursor", "cursor"],
  ])("answers 400 to the list query %s, naming the parameter", async (query, field) => {
    const res = await server.request(`${jobsPath()}/jobs?${query}`, { headers: auth() });
    expect(res.status).toBe(400);
    const body = await json(res);
    expect(body.details.map((d: { field: string }) => d.field)).toContain(field);
    expect(body.error).toContain(field);
  });

  it("makes a finished job active again with a follow-up message", async () => {
    const job = await createJob("Start");
    await database.db
      .updateTable("jobs")
      .set({ status: "completed", pr_link: "https://github.com/acme/docs/pull/9", summary: "done" })
      .where("id", "=", job.id)
      .execute();
    server.clock.advance(5000);
    const res = await post(`/job/${job.id}/message`, { prompt: "Also fix the title" });
    expect(res.status).toBe(200);
    const reopened = await json(res);
    expect(reopened).toMatchObject({
      id: job.id,
      status: "active",
      prLink: "https://github.com/acme/docs/pull/9",
    });
    expect(reopened.updatedAt).toBe(server.clock.now().toISOString());
    const prompts = await database.db
      .selectFrom("job_messages")
      .select("prompt")
      .where("job_id", "=", job.id)
      .orderBy("id")
      .execute();
    expect(prompts.map((p) => p.prompt)).toEqual(["Start", "Also fix the title"]);
  });

  it("answers 404 to a follow-up for an unknown job and 400 to an invalid one", async () => {
    expect((await post("/job/job_nope/message", { prompt: "x" })).status).toBe(404);
    const job = await createJob("Start");
    expect((await post(`/job/${job.id}/message`, { prompt: "" })).status).toBe(400);
  });

  it("archives a job, keeps archiving idempotent, and refuses follow-ups to it with 409", async () => {
    const job = await createJob("To be archived");
    server.clock.advance(1000);
    const archivedAt = server.clock.now().toISOString();
    const res = await server.request(`${jobsPath()}/job/${job.id}/archive`, {
      method: "POST",
      headers: auth(),
    });
    expect(res.status).toBe(200);
    expect(await json(res)).toMatchObject({ status: "archived", archivedAt });
    server.clock.advance(1000);
    const again = await server.request(`${jobsPath()}/job/${job.id}/archive`, {
      method: "POST",
      headers: auth(),
    });
    expect((await json(again)).archivedAt).toBe(archivedAt);
    const followUp = await post(`/job/${job.id}/message`, { prompt: "More" });
    expect(followUp.status).toBe(409);
    expect((await json(followUp)).code).toBe("job_archived");
    const unknown = await server.request(`${jobsPath()}/job/job_nope/archive`, {
      method: "POST",
      headers: auth(),
    });
    expect(unknown.status).toBe(404);
  });

  describe("archiving and the pull request", () => {
    /** A finished job whose pull request is open on GitHub; its number is GitHub's. */
    async function jobWithPullRequest(branch: string) {
      const job = await createJob(`Open pull request from ${branch}`);
      github.addBranch("acme", "docs", branch, { [`docs/${branch}.md`]: `# ${branch}` });
      const number = github.openPull("acme", "docs", { head: branch, title: branch });
      await database.db
        .updateTable("jobs")
        .set({
          status: "completed",
          pr_number: number,
          pr_link: `https://github.com/acme/docs/pull/${number}`,
          pr_state: "open",
          run_ending: "finished",
        })
        .where("id", "=", job.id)
        .execute();
      return { job, branch };
    }
    const pullState = (branch: string) => github.pullFor("acme", "docs", branch)?.state;
    const archive = (jobId: string, body?: unknown) =>
      server.request(`${jobsPath()}/job/${jobId}/archive`, {
        method: "POST",
        headers: body === undefined ? auth() : { ...auth(), "content-type": "application/json" },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });

    it("leaves the pull request open by default, and says so", async () => {
      const { job, branch } = await jobWithPullRequest("stays-open");
      const res = await archive(job.id, {});
      expect(res.status).toBe(200);
      const archived = JobSchema.parse(await json(res));
      expect(archived).toMatchObject({ status: "archived", prState: "open" });
      expect(describeJobOutcome(archived)).toBe("Archived: its pull request stays open on GitHub");
      expect(pullState(branch)).toBe("open");
    });

    it("closes the pull request on GitHub first when asked, then archives the job", async () => {
      const { job, branch } = await jobWithPullRequest("to-close");
      const res = await archive(job.id, { closePullRequest: true });
      expect(res.status).toBe(200);
      const archived = JobSchema.parse(await json(res));
      expect(archived).toMatchObject({ status: "archived", prState: "closed" });
      expect(describeJobOutcome(archived)).toBe("Archived: its pull request was closed");
      expect(pullState(branch)).toBe("closed");
    });

    it("keeps the job as it was when GitHub does not close the pull request, so a retry can", async () => {
      const { job, branch } = await jobWithPullRequest("close-fails");
      const number = github.pullFor("acme", "docs", branch)?.number;
      // Every attempt the client makes at the close fails, as a GitHub that is down for a while.
      github.failNext("PATCH", `/repos/acme/docs/pulls/${number}`, { status: 502 }, 10);
      const res = await archive(job.id, { closePullRequest: true });
      expect(res.status).toBe(503);
      expect(await json(res)).toMatchObject({ code: "github_unavailable" });
      expect(github.takeRequests()).toContainEqual(
        expect.objectContaining({ method: "PATCH", status: 502 }),
      );
      expect(pullState(branch)).toBe("open");
      const still = await server.request(`${jobsPath()}/job/${job.id}`, { headers: auth() });
      expect(await json(still)).toMatchObject({ status: "completed", prState: "open" });
    });

    it("refuses a body that is not what it takes, naming the field", async () => {
      const { job } = await jobWithPullRequest("bad-body");
      const res = await archive(job.id, { closePullRequest: "yes" });
      expect(res.status).toBe(400);
      expect(JSON.stringify(await json(res))).toContain("closePullRequest must be true or false");
    });
  });

  it("answers 405 with Allow to a known route with the wrong method", async () => {
    const res = await server.request(`${jobsPath()}/job`, { method: "GET", headers: auth() });
    expect(res.status).toBe(405);
    expect(res.headers.get("allow")).toBe("POST");
    expect((await json(res)).code).toBe("method_not_allowed");
    const del = await server.request(`${jobsPath()}/job/job_x`, {
      method: "DELETE",
      headers: auth(),
    });
    expect(del.status).toBe(405);
    expect(del.headers.get("allow")).toContain("GET");
  });

  it("answers 404 to an unknown route", async () => {
    const res = await server.request(`${jobsPath()}/nothing-here`, { headers: auth() });
    expect(res.status).toBe(404);
    const outside = await server.request("/v3/whatever");
    expect(outside.status).toBe(404);
    expect(await json(outside)).toEqual({ error: expect.any(String), code: "not_found" });
  });
});

describe.each(oneDatabaseKind())("job creation preconditions on %s", (kind) => {
  const database = useTestDatabase(kind);
  let github: GitHubDouble;
  beforeAll(async () => {
    // nock only refuses connections off this machine: GitHub is the double, and a
    // request that misses it must fail here rather than reach the internet.
    isolateNetwork();
    github = await startGitHubDouble();
    registerTestApp(github);
  });
  afterAll(() => github.close());
  const onDouble = () => ({ env: { GHE_HOST: github.host, GHE_PROTOCOL: "http" } });

  async function createWith(server: TestServer, owner: ProjectWithKey) {
    const res = await server.request(`/v2/agent/${owner.project.id}/job`, {
      method: "POST",
      headers: { authorization: `Bearer ${owner.key}`, "content-type": "application/json" },
      body: JSON.stringify({ prompt: "Anything" }),
    });
    return { status: res.status, body: await json(res) };
  }

  it("answers 409 naming the repository when the app is not installed on it", async () => {
    const server = await startTestServer(database, onDouble());
    try {
      const owner = await createProjectWithKey(server.ctx, { repo: "acme/not-installed" });
      github.addRepository("acme", "not-installed", [{ path: "docs/index.md", content: "# Docs" }]);
      const { status, body } = await createWith(server, owner);
      expect(installationLookups(github.takeRequests(), "acme/not-installed")).toEqual([
        expect.objectContaining({ status: 404 }),
      ]);
      expect(status).toBe(409);
      expect(body).toEqual({
        error: expect.stringContaining("acme/not-installed"),
        code: "app_not_installed",
      });
    } finally {
      await server.stop();
    }
  });

  it("answers 503 naming INKWELL_MODEL when no model is configured", async () => {
    const server = await startTestServer(database, { agentModel: null });
    try {
      const owner = await createProjectWithKey(server.ctx, { repo: "acme/no-model" });
      const { status, body } = await createWith(server, owner);
      expect(status).toBe(503);
      expect(body.code).toBe("model_not_configured");
      expect(body.error).toContain("INKWELL_MODEL");
    } finally {
      await server.stop();
    }
  });

  it("answers 503 naming APP_ID when no GitHub App is configured, while reads still work", async () => {
    const server = await startTestServer(database, { withoutGitHubApp: true });
    try {
      const owner = await createProjectWithKey(server.ctx, { repo: "acme/no-app" });
      const { status, body } = await createWith(server, owner);
      expect(status).toBe(503);
      expect(body.code).toBe("github_app_not_configured");
      expect(body.error).toContain("APP_ID");
      const list = await server.request(`/v2/agent/${owner.project.id}/jobs`, {
        headers: { authorization: `Bearer ${owner.key}` },
      });
      expect(list.status).toBe(200);
    } finally {
      await server.stop();
    }
  });
});

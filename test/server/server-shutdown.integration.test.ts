import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "#testkit/app/test-server.ts";
import { seedJob } from "#testkit/database/seed.ts";
import {
  createTestDatabase,
  oneDatabaseKind,
  type TestDatabase,
} from "#testkit/database/test-database.ts";
import { type GitHubDouble, startGitHubDouble } from "#testkit/github/github-double.ts";
import { isolateNetwork } from "#testkit/github/nock-github.ts";
import { registerTestApp } from "#testkit/github/test-github-app.ts";
import { heldModel, testAgentModel } from "#testkit/model/scripted-model.ts";
import { createProject } from "../../app/projects/project.service.ts";

const JOB = "job_0000000000000000000061";

describe.each(oneDatabaseKind())("a server that is stopping (%s)", (kind) => {
  let database: TestDatabase;
  let server: TestServer | undefined;
  let release: () => void = () => {};
  let github: GitHubDouble;

  beforeAll(async () => {
    github = await startGitHubDouble();
    registerTestApp(github);
    github.addRepository("acme", "docs", [{ path: "docs/guide.md", content: "# Guide" }]);
    github.addInstallation("acme", ["acme/docs"], { id: 77 });
  });
  afterAll(() => github.close());

  beforeEach(async () => {
    // nock only refuses connections off this machine: GitHub is the double, and a
    // request that misses it must fail here rather than reach the internet.
    isolateNetwork();
    database = await createTestDatabase(kind);
  });

  afterEach(async () => {
    release();
    await server?.stop();
    server = undefined;
    await database.close();
  });

  it("answers 503 on /healthz and closes connections while draining, and gives the job back at the deadline", async () => {
    const stuck = heldModel({ ignoreAbort: true });
    release = stuck.release;
    server = await startTestServer(database, {
      env: { INKWELL_AGENT_CONCURRENCY: "1", GHE_HOST: github.host, GHE_PROTOCOL: "http" },
      background: true,
      agentModel: testAgentModel(stuck.model),
    });
    const project = await createProject(database.db, {
      repo: "acme/docs",
      ref: "main",
      docsPath: "docs",
    });
    github.takeRequests();
    await seedJob(database.db, {
      id: JOB,
      projectId: project.id,
      prompt: "Rewrite the guides.",
      repository: "https://github.com/acme/docs",
      at: server.clock.now(),
    });
    await stuck.called;
    const healthy = await server.request("/healthz");
    expect(healthy.status).toBe(200);
    expect(healthy.headers.get("connection")).not.toBe("close");

    const stopping = server.stop({ timeoutMs: 1500 });
    const draining = await server.request("/healthz");
    expect(draining.status).toBe(503);
    expect(await draining.json()).toEqual({ status: "draining" });
    expect(draining.headers.get("connection")).toBe("close");

    expect(await stopping).toEqual({ timedOut: true });
    const row = await database.db
      .selectFrom("jobs")
      .selectAll()
      .where("id", "=", JOB)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: "active", lease_owner: null, lease_expires_at: null });
    // The run had started on the repository's tree before the stop.
    const asked = github.takeRequests().map((request) => request.path);
    expect(asked).toContain("/api/v3/repos/acme/docs/installation");
    expect(asked.some((path) => /\/git\/trees\//.test(path))).toBe(true);
  });

  it("stops at once when nothing is in flight", async () => {
    server = await startTestServer(database);
    expect(await server.stop({ timeoutMs: 10_000 })).toEqual({ timedOut: false });
  });
});

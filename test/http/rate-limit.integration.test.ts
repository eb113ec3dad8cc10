import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestClock } from "#testkit/app/test-clock.ts";
import { json, startTestServer, type TestServer } from "#testkit/app/test-server.ts";
import { createProjectWithKey, type ProjectWithKey } from "#testkit/database/seed.ts";
import {
  createTestDatabase,
  oneDatabaseKind,
  type TestDatabase,
} from "#testkit/database/test-database.ts";
import { useServerOnGitHubDouble } from "#testkit/github/dashboard-server.ts";
import { type GitHubDouble, startGitHubDouble } from "#testkit/github/github-double.ts";
import { isolateNetwork } from "#testkit/github/nock-github.ts";
import { registerTestApp } from "#testkit/github/test-github-app.ts";

/** The app installed on a repository of the double, as the job API finds it. */
function installOn(github: GitHubDouble, fullName: string, installationId: number) {
  const [owner = "", name = ""] = fullName.split("/");
  github.addRepository(owner, name, [{ path: "docs/index.md", content: "# Docs" }]);
  github.addInstallation(owner, [fullName], { id: installationId });
}

import { markApiKeyRevoked } from "../../app/projects/api-key.repository.ts";
import { revokeApiKey } from "../../app/projects/api-key.service.ts";
import { describeWait } from "../../app/rate-limits/rate-limit.service.ts";

function createJobOn(server: TestServer, owner: ProjectWithKey, prompt = "Update the docs") {
  return server.request(`/v2/agent/${owner.project.id}/job`, {
    method: "POST",
    headers: { authorization: `Bearer ${owner.key}`, "content-type": "application/json" },
    body: JSON.stringify({ prompt }),
  });
}

describe("a rate limit's wait, in words", () => {
  it("is in seconds up to two minutes, then in minutes rounded up", () => {
    expect(describeWait(1)).toBe("1 second");
    expect(describeWait(119)).toBe("119 seconds");
    expect(describeWait(120)).toBe("2 minutes");
    expect(describeWait(2701)).toBe("46 minutes");
  });
});

describe.each(oneDatabaseKind())("job rate limit on %s", (kind) => {
  const { server, github } = useServerOnGitHubDouble(kind, {
    env: { INKWELL_JOB_RATE_LIMIT: "3" },
    clock: createTestClock("2026-11-02T10:15:00Z"),
  });

  it("answers 429 with Retry-After and RateLimit headers past the limit, and resets with the window", async () => {
    const owner = await createProjectWithKey(server.ctx, { repo: "acme/limited" });
    installOn(github, "acme/limited", 91);
    const first = await createJobOn(server, owner);
    expect(first.status).toBe(201);
    expect(first.headers.get("ratelimit-limit")).toBe("3");
    expect(first.headers.get("ratelimit-remaining")).toBe("2");
    const job = await json(first);
    // A follow-up counts toward the same limit.
    const followUp = await server.request(`/v2/agent/${owner.project.id}/job/${job.id}/message`, {
      method: "POST",
      headers: { authorization: `Bearer ${owner.key}`, "content-type": "application/json" },
      body: JSON.stringify({ prompt: "and more" }),
    });
    expect(followUp.status).toBe(200);
    expect(followUp.headers.get("ratelimit-remaining")).toBe("1");
    expect((await createJobOn(server, owner)).status).toBe(201);

    const refused = await createJobOn(server, owner);
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toBe(String(45 * 60));
    expect(refused.headers.get("ratelimit-remaining")).toBe("0");
    expect(refused.headers.get("ratelimit-reset")).toBe(String(45 * 60));
    const refusal = await json(refused);
    expect(refusal.code).toBe("rate_limited");
    // A long wait is said in minutes; the header keeps the exact seconds.
    expect(refusal.error).toMatch(/; retry after 45 minutes$/);

    // Reads are not limited.
    const read = await server.request(`/v2/agent/${owner.project.id}/jobs`, {
      headers: { authorization: `Bearer ${owner.key}` },
    });
    expect(read.status).toBe(200);

    server.clock.advance(45 * 60 * 1000);
    const afterReset = await createJobOn(server, owner);
    expect(afterReset.status).toBe(201);
    expect(afterReset.headers.get("ratelimit-remaining")).toBe("2");
  });

  it("states the configured limit in the API reference", async () => {
    const document = await json(await server.request("/openapi.json"));
    const refusal = document.paths["/v2/agent/{projectId}/job"].post.responses["429"];
    expect(refusal.description).toContain("3 job creations and follow-ups per project per hour");
  });

  it("counts each project on its own", async () => {
    const a = await createProjectWithKey(server.ctx, { repo: "acme/alpha" });
    const b = await createProjectWithKey(server.ctx, { repo: "acme/beta" });
    installOn(github, "acme/alpha", 92);
    installOn(github, "acme/beta", 93);
    for (let i = 0; i < 3; i++) expect((await createJobOn(server, a)).status).toBe(201);
    expect((await createJobOn(server, a)).status).toBe(429);
    expect((await createJobOn(server, b)).status).toBe(201);
  });

  it("does not spend the limit on a replayed idempotent request", async () => {
    const owner = await createProjectWithKey(server.ctx, { repo: "acme/replay" });
    installOn(github, "acme/replay", 94);
    const send = () =>
      server.request(`/v2/agent/${owner.project.id}/job`, {
        method: "POST",
        headers: {
          authorization: `Bearer ${owner.key}`,
          "content-type": "application/json",
          "idempotency-key": "retry-me",
        },
        body: JSON.stringify({ prompt: "once" }),
      });
    for (let i = 0; i < 6; i++) expect((await send()).status).toBe(201);
    expect((await createJobOn(server, owner)).headers.get("ratelimit-remaining")).toBe("1");
  });
});

describe.skipIf(!process.env.DATABASE_URL)("two server processes on one PostgreSQL", () => {
  let database: TestDatabase;
  let second: Awaited<ReturnType<TestDatabase["openAnother"]>>;
  let serverA: TestServer;
  let serverB: TestServer;
  let github: GitHubDouble;

  beforeAll(async () => {
    // nock only refuses connections off this machine: GitHub is the double, and a
    // request that misses it must fail here rather than reach the internet.
    isolateNetwork();
    github = await startGitHubDouble();
    registerTestApp(github);
    const env = { INKWELL_JOB_RATE_LIMIT: "4", GHE_HOST: github.host, GHE_PROTOCOL: "http" };
    database = await createTestDatabase("postgres");
    second = await database.openAnother();
    const clock = createTestClock("2026-11-02T10:00:00Z");
    serverA = await startTestServer(database, { env, clock });
    serverB = await startTestServer(second, { env, clock });
  });
  afterAll(async () => {
    await serverA.stop();
    await serverB.stop();
    await second.close();
    await database.close();
    await github.close();
  });

  it("share one rate limit", async () => {
    const owner = await createProjectWithKey(serverA.ctx, { repo: "acme/shared" });
    installOn(github, "acme/shared", 95);
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) {
      statuses.push(
        (await createJobOn(serverA, owner)).status,
        (await createJobOn(serverB, owner)).status,
      );
    }
    expect(statuses).toEqual([201, 201, 201, 201, 429, 429]);
  });

  it("see each other's revocations within a second", async () => {
    const owner = await createProjectWithKey(serverA.ctx, { repo: "acme/revoked" });
    const path = `/v2/agent/${owner.project.id}/jobs`;
    const headers = { authorization: `Bearer ${owner.key}` };
    expect((await serverA.request(path, { headers })).status).toBe(200);
    expect((await serverB.request(path, { headers })).status).toBe(200);
    // Revoked by another process: this one's caches are not told.
    await markApiKeyRevoked(second.db, owner.keyId, serverB.clock.now());
    serverA.clock.advance(1000);
    expect((await serverA.request(path, { headers })).status).toBe(401);
    expect((await serverB.request(path, { headers })).status).toBe(401);
  });

  it("see a revocation made in the same process on the next request", async () => {
    const owner = await createProjectWithKey(serverA.ctx, { repo: "acme/revoked-here" });
    const path = `/v2/agent/${owner.project.id}/jobs`;
    const headers = { authorization: `Bearer ${owner.key}` };
    expect((await serverA.request(path, { headers })).status).toBe(200);
    await revokeApiKey(database.db, owner.keyId, serverA.clock.now());
    expect((await serverA.request(path, { headers })).status).toBe(401);
  });
});

import nock from "nock";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { createTestClock } from "#testkit/app/test-clock.ts";
import { testRepo } from "#testkit/docs-sites/docs-repository.ts";
import {
  GITHUB_API,
  isolateNetwork,
  nockGetCollaboratorPermission,
} from "#testkit/github/nock-github.ts";
import { testGitHubApp } from "#testkit/github/test-github-app.ts";
import { createRepositoryPermission } from "../../app/github/repository-permission.ts";

const repository = { id: 1001, owner: testRepo.owner, name: testRepo.repo };
const jane = { id: 501, login: "jane" };

describe("who may write to a repository", () => {
  beforeAll(isolateNetwork);
  afterEach(() => {
    nock.abortPendingRequests();
    nock.cleanAll();
  });

  const octokit = async () => {
    const client = await testGitHubApp().installationOctokit(42);
    await client.auth({ type: "installation" });
    return client;
  };

  it("counts write, maintain, admin and a custom role built on write; not triage, read or none", async () => {
    const clock = createTestClock();
    const permission = createRepositoryPermission({ clock, ttlMs: 0 });
    const client = await octokit();
    const scope = nock(GITHUB_API);
    const answers: [string, string, boolean][] = [
      ["write", "write", true],
      ["write", "maintain", true],
      ["admin", "admin", true],
      ["write", "docs-editor", true],
      ["read", "triage", false],
      ["read", "read", false],
      ["none", "none", false],
    ];
    for (const [base, role] of answers) {
      scope
        .get("/repos/acme/docs/collaborators/jane/permission")
        .reply(200, { permission: base, role_name: role });
    }
    for (const [, role, expected] of answers) {
      expect([role, await permission.canWrite(client, repository, jane)]).toEqual([role, expected]);
      clock.advance(1);
    }
    scope.done();
  });

  it("takes a user GitHub does not know for someone who cannot write", async () => {
    const permission = createRepositoryPermission({ clock: createTestClock() });
    const scope = nock(GITHUB_API);
    nockGetCollaboratorPermission(scope, testRepo, "jane", null);
    expect(await permission.canWrite(await octokit(), repository, jane)).toBe(false);
    scope.done();
  });

  it("believes an answer for a minute, per repository and user id", async () => {
    const clock = createTestClock();
    const permission = createRepositoryPermission({ clock });
    const client = await octokit();
    const scope = nock(GITHUB_API);
    nockGetCollaboratorPermission(scope, testRepo, "jane", "write");
    nockGetCollaboratorPermission(scope, testRepo, "jane", "read");
    expect(await permission.canWrite(client, repository, jane)).toBe(true);
    clock.advance(59_000);
    expect(await permission.canWrite(client, repository, jane)).toBe(true);
    clock.advance(2_000);
    expect(await permission.canWrite(client, repository, jane)).toBe(false);
    scope.done();
  });

  it("forgets the oldest answer when full", async () => {
    const permission = createRepositoryPermission({ clock: createTestClock(), maxEntries: 2 });
    const client = await octokit();
    const scope = nock(GITHUB_API);
    for (const login of ["a", "b", "c", "a"]) {
      nockGetCollaboratorPermission(scope, testRepo, login, "write");
    }
    for (const [id, login] of [
      [1, "a"],
      [2, "b"],
      [3, "c"],
      [2, "b"],
      [1, "a"],
    ] as const) {
      expect(await permission.canWrite(client, repository, { id, login })).toBe(true);
    }
    scope.done();
  });

  it("fails a lookup GitHub does not answer in time", async () => {
    const permission = createRepositoryPermission({
      clock: createTestClock(),
      requestTimeoutMs: 200,
    });
    const client = await octokit();
    const scope = nock(GITHUB_API);
    // Far longer than the test may take: only the time limit can end the lookup.
    scope
      .get("/repos/acme/docs/collaborators/jane/permission")
      .delay(600_000)
      .reply(200, { permission: "write", role_name: "write" });
    await expect(permission.canWrite(client, repository, jane)).rejects.toThrow();
    scope.done();
  });
});

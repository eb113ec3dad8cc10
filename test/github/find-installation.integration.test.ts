import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { useAgentTestContext } from "#testkit/app/agent-test-context.ts";
import { oneDatabaseKind } from "#testkit/database/test-database.ts";
import { type GitHubDouble, startGitHubDouble } from "#testkit/github/github-double.ts";
import { doubleGitHubApp, registerTestApp } from "#testkit/github/test-github-app.ts";
import { findInstallationId } from "../../app/github/find-installation.ts";

describe.each(oneDatabaseKind())("the installation lookup (%s)", (kind) => {
  const t = useAgentTestContext(kind);
  let github: GitHubDouble;

  beforeAll(async () => {
    github = await startGitHubDouble();
    registerTestApp(github);
  });
  afterAll(() => github.close());

  beforeEach(async () => {
    // The project knows its repository (1001), and the app was removed from it.
    await t.database.db
      .updateTable("projects")
      .set({ installation_id: null, installation_checked_at: null, github_repo_id: 1001 })
      .execute();
  });

  const project = () => t.database.db.selectFrom("projects").selectAll().executeTakeFirstOrThrow();
  const lookUp = async () =>
    findInstallationId(t.ctx(undefined), doubleGitHubApp(github), await project());
  const installationLookups = () =>
    github.takeRequests().filter((r) => r.path === "/api/v3/repos/acme/docs/installation").length;

  it("finds the installation again on the project's repository", async () => {
    github.addRepository("acme", "docs", [], { id: 1001 });
    github.addInstallation("acme", ["acme/docs"], { id: 77 });
    expect(await lookUp()).toBe(77);
    expect((await project()).installation_id).toBe(77);
  });

  it("does not give the project to a repository re-created under its name", async () => {
    github.addRepository("acme", "docs", [], { id: 2002 });
    github.addInstallation("acme", ["acme/docs"], { id: 99 });
    github.takeRequests();
    expect(await lookUp()).toBeNull();
    expect(installationLookups()).toBe(1);
    expect(await project()).toMatchObject({ installation_id: null, github_repo_id: 1001 });
    // The answer is kept like any "not installed": GitHub is not asked again within the minute.
    expect(await lookUp()).toBeNull();
    expect(installationLookups()).toBe(0);
  });
});

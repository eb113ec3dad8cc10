import nock from "nock";
import { beforeEach, describe, expect, it } from "vitest";
import { useAgentTestContext } from "#testkit/app/agent-test-context.ts";
import { oneDatabaseKind } from "#testkit/database/test-database.ts";
import {
  GITHUB_API,
  nockGetRepoInstallation,
  nockGetRepository,
} from "#testkit/github/nock-github.ts";
import { testGitHubApp } from "#testkit/github/test-github-app.ts";
import { findInstallationId } from "../../app/github/find-installation.ts";

describe.each(oneDatabaseKind())("the installation lookup (%s)", (kind) => {
  const t = useAgentTestContext(kind);

  beforeEach(async () => {
    // The project knows its repository (1001), and the app was removed from it.
    await t.database.db
      .updateTable("projects")
      .set({ installation_id: null, installation_checked_at: null, github_repo_id: 1001 })
      .execute();
  });

  const project = () => t.database.db.selectFrom("projects").selectAll().executeTakeFirstOrThrow();
  // Installation tokens are answered by testGitHubApp.
  const lookUp = async () => findInstallationId(t.ctx(undefined), testGitHubApp(), await project());

  it("finds the installation again on the project's repository", async () => {
    const lookup = nockGetRepoInstallation("acme", "docs", 77);
    const repository = nockGetRepository(nock(GITHUB_API), "acme", "docs", 1001);
    expect(await lookUp()).toBe(77);
    expect(lookup.isDone() && repository.isDone()).toBe(true);
    expect((await project()).installation_id).toBe(77);
  });

  it("does not give the project to a repository re-created under its name", async () => {
    const lookup = nockGetRepoInstallation("acme", "docs", 99);
    const repository = nockGetRepository(nock(GITHUB_API), "acme", "docs", 2002);
    expect(await lookUp()).toBeNull();
    expect(lookup.isDone() && repository.isDone()).toBe(true);
    expect(await project()).toMatchObject({ installation_id: null, github_repo_id: 1001 });
    // The answer is kept like any "not installed": GitHub is not asked again within the minute.
    expect(await lookUp()).toBeNull();
  });
});

import nock from "nock";
import type { Probot } from "probot";
import { beforeEach, describe, expect, it } from "vitest";
import { useAgentTestContext } from "#testkit/app/agent-test-context.ts";
import { oneDatabaseKind } from "#testkit/database/test-database.ts";
import { deliverWebhook, githubFixture as fixture } from "#testkit/github/github-fixture.ts";
import {
  GITHUB_API,
  nockGetRepoInstallation,
  nockGetRepository,
} from "#testkit/github/nock-github.ts";
import { testGitHubApp, testProbot } from "#testkit/github/test-github-app.ts";
import { runAdminCommandOn } from "../../app/admin/admin-commands.ts";
import { findInstallationId } from "../../app/github/find-installation.ts";
import { registerInstallationWebhooks } from "../../app/github/installation-webhooks.ts";

describe.each(oneDatabaseKind())("a project created with the CLI (%s)", (kind) => {
  const t = useAgentTestContext(kind);
  let probot: Probot;

  beforeEach(() => {
    probot = testProbot();
    registerInstallationWebhooks(probot, t.ctx(undefined), { onAppRemoved: async () => {} });
  });

  const row = (id: string) =>
    t.database.db.selectFrom("projects").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
  const create = (repo: string, withCredentials: boolean) =>
    runAdminCommandOn(
      { ...t.ctx(undefined), github: withCredentials ? testGitHubApp() : undefined },
      "projects.create",
      { repo, docsPath: "docs" },
    );
  // Someone else's repository under the project's name, with the app installed on it.
  const nameOnlyEvent = (installationId: number, repository: { id: number; full_name: string }) =>
    deliverWebhook(probot, "installation_repositories", {
      ...fixture("installation_repositories.removed"),
      action: "added",
      installation: { id: installationId, account: { login: "acme", id: 5, type: "Organization" } },
      repositories_added: [repository],
      repositories_removed: [],
    });

  it("is bound to its repository's id at creation when the app's credentials are there", async () => {
    const lookup = nockGetRepoInstallation("acme", "handbook", 77);
    const repository = nockGetRepository(nock(GITHUB_API), "acme", "handbook", 3003);
    const project = await create("acme/handbook", true);
    expect(lookup.isDone() && repository.isDone()).toBe(true);
    expect(project).toMatchObject({ githubRepoId: 3003, installationId: 77 });

    // The repository is deleted and re-created under the same name by someone else.
    await nameOnlyEvent(99, { id: 4004, full_name: "acme/handbook" });
    expect(await row(project.id)).toMatchObject({ github_repo_id: 3003, installation_id: 77 });
  });

  it("takes its repository's id at the first installation lookup, and then keeps it", async () => {
    const project = await create("acme/guide", false);
    expect(project.githubRepoId).toBeNull();
    const lookup = nockGetRepoInstallation("acme", "guide", 77);
    const repository = nockGetRepository(nock(GITHUB_API), "acme", "guide", 5005);
    expect(await findInstallationId(t.ctx(undefined), testGitHubApp(), await row(project.id))).toBe(
      77,
    );
    expect(lookup.isDone() && repository.isDone()).toBe(true);
    expect(await row(project.id)).toMatchObject({ github_repo_id: 5005, installation_id: 77 });

    await nameOnlyEvent(99, { id: 6006, full_name: "acme/guide" });
    expect(await row(project.id)).toMatchObject({ github_repo_id: 5005, installation_id: 77 });
  });

  it("is still created when the app is not installed on the repository, and bound when it is", async () => {
    nockGetRepoInstallation("acme", "later", null);
    const project = await create("acme/later", true);
    expect(project).toMatchObject({ githubRepoId: null, installationId: null });
    await nameOnlyEvent(55, { id: 7007, full_name: "acme/later" });
    expect(await row(project.id)).toMatchObject({ github_repo_id: 7007, installation_id: 55 });
    await nameOnlyEvent(56, { id: 8008, full_name: "acme/later" });
    expect(await row(project.id)).toMatchObject({ github_repo_id: 7007, installation_id: 55 });
  });
});

import type { Probot } from "probot";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { useAgentTestContext } from "#testkit/app/agent-test-context.ts";
import { oneDatabaseKind } from "#testkit/database/test-database.ts";
import { type GitHubDouble, startGitHubDouble } from "#testkit/github/github-double.ts";
import { deliverWebhook, githubFixture as fixture } from "#testkit/github/github-fixture.ts";
import { doubleGitHubApp, registerTestApp, testProbot } from "#testkit/github/test-github-app.ts";
import { runAdminCommandOn } from "../../app/admin/admin-commands.ts";
import { findInstallationId } from "../../app/github/find-installation.ts";
import { registerInstallationWebhooks } from "../../app/github/installation-webhooks.ts";

describe.each(oneDatabaseKind())("a project created with the CLI (%s)", (kind) => {
  const t = useAgentTestContext(kind);
  let probot: Probot;
  let github: GitHubDouble;

  beforeAll(async () => {
    github = await startGitHubDouble();
    registerTestApp(github);
  });
  afterAll(() => github.close());

  beforeEach(() => {
    probot = testProbot();
    registerInstallationWebhooks(probot, t.ctx(undefined), { onAppRemoved: async () => {} });
  });

  const row = (id: string) =>
    t.database.db.selectFrom("projects").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
  const create = (repo: string, withCredentials: boolean) =>
    runAdminCommandOn(
      { ...t.ctx(undefined), github: withCredentials ? doubleGitHubApp(github) : undefined },
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
    github.addRepository("acme", "handbook", [], { id: 3003 });
    github.addInstallation("acme", ["acme/handbook"], { id: 77 });
    const project = await create("acme/handbook", true);
    expect(project).toMatchObject({ githubRepoId: 3003, installationId: 77 });

    // The repository is deleted and re-created under the same name by someone else.
    await nameOnlyEvent(99, { id: 4004, full_name: "acme/handbook" });
    expect(await row(project.id)).toMatchObject({ github_repo_id: 3003, installation_id: 77 });
  });

  it("takes its repository's id at the first installation lookup, and then keeps it", async () => {
    const project = await create("acme/guide", false);
    expect(project.githubRepoId).toBeNull();
    github.addRepository("acme", "guide", [], { id: 5005 });
    github.addInstallation("acme", ["acme/guide"], { id: 77 });
    const app = doubleGitHubApp(github);
    expect(await findInstallationId(t.ctx(undefined), app, await row(project.id))).toBe(77);
    expect(await row(project.id)).toMatchObject({ github_repo_id: 5005, installation_id: 77 });

    await nameOnlyEvent(99, { id: 6006, full_name: "acme/guide" });
    expect(await row(project.id)).toMatchObject({ github_repo_id: 5005, installation_id: 77 });
  });

  it("is still created when the app is not installed on the repository, and bound when it is", async () => {
    github.addRepository("acme", "later", [], { id: 7007 });
    const project = await create("acme/later", true);
    expect(project).toMatchObject({ githubRepoId: null, installationId: null });
    await nameOnlyEvent(55, { id: 7007, full_name: "acme/later" });
    expect(await row(project.id)).toMatchObject({ github_repo_id: 7007, installation_id: 55 });
    await nameOnlyEvent(56, { id: 8008, full_name: "acme/later" });
    expect(await row(project.id)).toMatchObject({ github_repo_id: 7007, installation_id: 55 });
  });
});

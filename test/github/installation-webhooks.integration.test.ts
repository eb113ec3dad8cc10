import type { Probot } from "probot";
import { beforeEach, describe, expect, it } from "vitest";
import { useAgentTestContext } from "#testkit/app/agent-test-context.ts";
import { oneDatabaseKind } from "#testkit/database/test-database.ts";
import { deliverWebhook, githubFixture as fixture } from "#testkit/github/github-fixture.ts";
import { testProbot } from "#testkit/github/test-github-app.ts";
import { registerInstallationWebhooks } from "../../app/github/installation-webhooks.ts";
import { failJobsOfRemovedApp } from "../../app/jobs/job-webhooks.ts";

const JOB = "job_0000000000000000000001";

describe.each(oneDatabaseKind())("installation webhooks (%s)", (kind) => {
  const t = useAgentTestContext(kind);
  let probot: Probot;

  beforeEach(async () => {
    await t.resetJobs();
    await t.database.db
      .updateTable("projects")
      .set({ installation_id: 42, github_repo_id: 1001, repo_owner: "acme", repo_name: "docs" })
      .execute();
    await t.insertCompletedJob({ id: JOB, prompt: "Link the deploy guide.", prNumber: 7 });
    probot = testProbot();
    // As the app wires it: the jobs of projects that lost the app fail.
    registerInstallationWebhooks(probot, t.ctx(undefined), {
      onAppRemoved: (projectIds, at) => failJobsOfRemovedApp(t.database.db, projectIds, at),
    });
  });

  const receive = (name: string, payload: Record<string, unknown>) =>
    deliverWebhook(probot, name, payload);
  const job = () =>
    t.database.db.selectFrom("jobs").selectAll().where("id", "=", JOB).executeTakeFirstOrThrow();

  it("clears the installation and fails active jobs when the app is uninstalled", async () => {
    await t.database.db.updateTable("jobs").set({ status: "active" }).execute();
    await receive("installation", fixture("installation.deleted"));
    const project = await t.database.db
      .selectFrom("projects")
      .selectAll()
      .executeTakeFirstOrThrow();
    expect(project.installation_id).toBeNull();
    expect(await job()).toMatchObject({ status: "failed" });
    expect((await job()).error).toMatch(/GitHub App was removed/);
  });

  it("clears the installation when the repository is removed from it", async () => {
    await receive("installation_repositories", fixture("installation_repositories.removed"));
    const project = await t.database.db
      .selectFrom("projects")
      .selectAll()
      .executeTakeFirstOrThrow();
    expect(project.installation_id).toBeNull();
  });

  it("records a new installation on the project's repository", async () => {
    await t.database.db.updateTable("projects").set({ installation_id: null }).execute();
    await receive("installation", fixture("installation.created"));
    const project = await t.database.db
      .selectFrom("projects")
      .selectAll()
      .executeTakeFirstOrThrow();
    expect(project.installation_id).toBe(77);
  });

  const project = () => t.database.db.selectFrom("projects").selectAll().executeTakeFirstOrThrow();
  const repositoriesEvent = (
    action: "added" | "removed",
    installationId: number,
    repository: { id: number; full_name: string },
  ) => ({
    ...fixture("installation_repositories.removed"),
    action,
    installation: { id: installationId, account: { login: "acme", id: 5, type: "Organization" } },
    repositories_added: action === "added" ? [repository] : [],
    repositories_removed: action === "removed" ? [repository] : [],
  });

  it("does not give a project to a repository re-created under its name", async () => {
    await receive("installation_repositories", fixture("installation_repositories.removed"));
    // The project's repository (1001) is gone; someone creates acme/docs again and installs the app.
    await receive(
      "installation_repositories",
      repositoriesEvent("added", 99, { id: 2002, full_name: "acme/docs" }),
    );
    expect(await project()).toMatchObject({ installation_id: null, github_repo_id: 1001 });
  });

  it("keeps the installation when the app leaves a repository re-created under the project's name", async () => {
    await receive(
      "installation_repositories",
      repositoriesEvent("removed", 42, { id: 2002, full_name: "acme/docs" }),
    );
    expect(await project()).toMatchObject({ installation_id: 42, github_repo_id: 1001 });
    expect((await job()).status).toBe("completed");
  });

  it("keeps the project of a renamed or transferred repository, under its new name", async () => {
    await t.database.db.updateTable("projects").set({ installation_id: null }).execute();
    await receive("installation", {
      ...fixture("installation.created"),
      repositories: [{ id: 1001, name: "handbook", full_name: "acme-docs/handbook" }],
    });
    expect(await project()).toMatchObject({
      installation_id: 77,
      github_repo_id: 1001,
      repo_owner: "acme-docs",
      repo_name: "handbook",
    });
  });
});

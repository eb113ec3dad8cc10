import { beforeAll, describe, expect, it } from "vitest";
import { seedProject } from "#testkit/database/seed.ts";
import { oneDatabaseKind } from "#testkit/database/test-database.ts";
import {
  csrfTokenOf,
  type FakeUser,
  postForm,
  type SignedIn,
  signIn,
} from "#testkit/github/dashboard-github.ts";
import { useDashboardServer } from "#testkit/github/dashboard-server.ts";

const maintainer: FakeUser = {
  id: 701,
  login: "mia",
  repositories: [
    { id: 8101, fullName: "acme/handbook", permission: "maintain" },
    { id: 8102, fullName: "acme/api-docs", permission: "admin" },
    { id: 8103, fullName: "acme/website", permission: "write" },
    { id: 8104, fullName: "acme/taken", permission: "admin" },
    { id: 8105, fullName: "acme/branchy", permission: "admin" },
    { id: 8106, fullName: "acme/pathy", permission: "admin" },
    { id: 8107, fullName: "acme/settings", permission: "admin" },
  ],
};
const writer: FakeUser = {
  id: 702,
  login: "will",
  repositories: [{ id: 8107, fullName: "acme/settings", permission: "write" }],
};
const outsider: FakeUser = {
  id: 703,
  login: "otto",
  repositories: [{ id: 8199, fullName: "acme/elsewhere", permission: "admin" }],
};
/** Maintains many repositories, to meet the creation limit. */
const prolific: FakeUser = {
  id: 704,
  login: "pat",
  repositories: Array.from({ length: 11 }, (_, i) => ({
    id: 8200 + i,
    fullName: `acme/site-${i}`,
    permission: "admin" as const,
  })),
};

describe.each(oneDatabaseKind())("project pages on %s", (kind) => {
  const { server, github } = useDashboardServer(kind);
  const users = new Map<string, SignedIn & { csrf: string }>();
  let settingsProjectId: string;

  beforeAll(async () => {
    await seedProject(server.ctx.db, {
      repo_owner: "acme",
      repo_name: "taken",
      github_repo_id: 8104,
      installation_id: 77,
    });
    settingsProjectId = await seedProject(server.ctx.db, {
      repo_owner: "acme",
      repo_name: "settings",
      github_repo_id: 8107,
      installation_id: 77,
    });
    await server.ctx.db
      .updateTable("projects")
      .set({ name: "Settings docs", write_allow: ["snippets/*.json"] })
      .where("id", "=", settingsProjectId)
      .execute();
    for (const user of [maintainer, writer, outsider, prolific]) {
      const signedIn = await signIn(server, github, user);
      const home = await server.request("/app", { headers: { cookie: signedIn.cookie } });
      users.set(user.login, { ...signedIn, csrf: csrfTokenOf(await home.text()) });
    }
  });

  function as(login: string) {
    const user = users.get(login);
    if (!user) throw new Error(`${login} is not signed in`);
    return user;
  }
  const get = (login: string, path: string) =>
    server.request(path, { headers: { cookie: as(login).cookie }, redirect: "manual" });
  const create = (login: string, fields: Record<string, string>, headers = {}) =>
    postForm(
      server,
      "/app/projects",
      as(login).cookie,
      { _csrf: as(login).csrf, name: "", branch: "", docsPath: "", ...fields },
      headers,
    );

  it("links to the new project page from the projects page", async () => {
    const html = await (await get("mia", "/app")).text();
    expect(html).toContain('href="/app/projects/new"');
  });

  it("offers only repositories the user maintains that have the app and no project yet", async () => {
    const res = await get("mia", "/app/projects/new");
    expect(res.status).toBe(200);
    const html = await res.text();
    const options = [...html.matchAll(/<option value="(\d+)"[^>]*>([^<]+)</g)].map(
      (match) => match[2],
    );
    expect(options).toEqual(["acme/api-docs", "acme/branchy", "acme/handbook", "acme/pathy"]);
    expect(html).not.toContain("acme/website");
    expect(html).toContain("Repositories that have a project");
    expect(html).toContain("acme/taken");
  });

  it("creates a project for a maintained repository and leads to its first API key", async () => {
    const res = await create("mia", {
      repositoryId: "8101",
      name: "Handbook",
      branch: "main",
      docsPath: "docs/",
    });
    expect(res.status, await res.clone().text()).toBe(303);
    const location = res.headers.get("location") ?? "";
    expect(location).toMatch(/^\/app\/projects\/prj_\w+\/settings\?done=created$/);
    const row = await server.ctx.db
      .selectFrom("projects")
      .selectAll()
      .where("github_repo_id", "=", 8101)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      name: "Handbook",
      repo_owner: "acme",
      repo_name: "handbook",
      base_ref: "main",
      docs_path: "docs",
    });
    const page = await (await get("mia", location)).text();
    expect(page).toContain("Project created for acme/handbook");
    expect(page).toContain(`href="/app/projects/${row.id}/keys"`);
    const home = await (await get("mia", "/app")).text();
    expect(home).toContain(`/app/projects/${row.id}"`);
  });

  it("refuses a project for a repository with write access only, with 403", async () => {
    const res = await create("mia", { repositoryId: "8103" });
    expect(res.status).toBe(403);
    expect(await res.text()).toContain("needs maintain access to acme/website");
  });

  it("refuses a project for a repository the user cannot access, with 404", async () => {
    const res = await create("otto", { repositoryId: "8101" });
    expect(res.status).toBe(404);
    const none = await server.ctx.db
      .selectFrom("projects")
      .select("id")
      .where("github_repo_id", "=", 8199)
      .execute();
    expect(none).toEqual([]);
  });

  it("refuses a second project for a repository, naming the first", async () => {
    const res = await create("mia", { repositoryId: "8104" });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain("acme/taken already has a project");
  });

  it("answers a form without a repository with a 400 that says to choose one", async () => {
    const res = await create("mia", { repositoryId: "" });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain("Choose the repository");
  });

  it("answers a bad branch or docs path with a 400 naming the field, keeping what was typed", async () => {
    const branch = await create("mia", { repositoryId: "8105", branch: "feature..x" });
    expect(branch.status).toBe(400);
    const branchPage = await branch.text();
    expect(branchPage).toContain("The branch must be a branch name");
    expect(branchPage).toContain('value="feature..x"');
    const docs = await create("mia", { repositoryId: "8106", docsPath: "../outside" });
    expect(docs.status).toBe(400);
    expect(await docs.text()).toContain("The docs path must be a folder inside the repository");
  });

  it("refuses a project form without the session's CSRF token", async () => {
    const res = await postForm(server, "/app/projects", as("mia").cookie, {
      repositoryId: "8105",
    });
    expect(res.status).toBe(403);
  });

  it("holds each user to ten new projects an hour", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await create("pat", { repositoryId: String(8200 + i) });
      statuses.push(res.status);
      if (res.status === 429) {
        expect(res.headers.get("retry-after")).not.toBeNull();
        expect(await res.text()).toContain("10 projects per hour");
      }
    }
    expect(statuses).toEqual([...Array(10).fill(303), 429]);
  });

  it("shows a project's settings to a maintainer, without the time zone", async () => {
    const res = await get("mia", `/app/projects/${settingsProjectId}/settings`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('value="Settings docs"');
    expect(html).toContain("snippets/*.json");
    expect(html).not.toMatch(/time.?zone/i);
  });

  it("saves the issue label and whether pull requests close their issues, and refuses a bad label", async () => {
    const user = as("mia");
    const form = {
      _csrf: user.csrf,
      name: "Settings docs",
      branch: "",
      docsPath: "",
      writeAllow: "",
      writeDeny: "",
    };
    const path = `/app/projects/${settingsProjectId}/settings`;
    const saved = await postForm(server, path, user.cookie, {
      ...form,
      issueLabel: " docs: agent ",
      closeIssues: "on",
    });
    expect(saved.status, await saved.clone().text()).toBe(303);
    const row = () =>
      server.ctx.db
        .selectFrom("projects")
        .select(["issue_label", "close_issues"])
        .where("id", "=", settingsProjectId)
        .executeTakeFirstOrThrow();
    expect(await row()).toEqual({ issue_label: "docs: agent", close_issues: true });
    const page = await (await get("mia", path)).text();
    expect(page).toContain('value="docs: agent"');
    const refused = await postForm(server, path, user.cookie, {
      ...form,
      issueLabel: "x".repeat(51),
    });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain("1 to 50 characters");
    // Unchecked, the box says "refer to the issue"; the label stays.
    await postForm(server, path, user.cookie, { ...form, issueLabel: "docs: agent" });
    expect(await row()).toEqual({ issue_label: "docs: agent", close_issues: false });
  });

  it("saves a project's name, branch, docs path and write policy", async () => {
    const user = as("mia");
    const res = await postForm(server, `/app/projects/${settingsProjectId}/settings`, user.cookie, {
      _csrf: user.csrf,
      name: "Settings site",
      branch: "release",
      docsPath: "site/docs",
      writeAllow: "snippets/*.json\r\n\r\n openapi/*.yaml ",
      writeDeny: "generated/**",
    });
    expect(res.status, await res.clone().text()).toBe(303);
    expect(res.headers.get("location")).toContain("?done=saved");
    const row = await server.ctx.db
      .selectFrom("projects")
      .selectAll()
      .where("id", "=", settingsProjectId)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      name: "Settings site",
      base_ref: "release",
      docs_path: "site/docs",
      write_allow: ["snippets/*.json", "openapi/*.yaml"],
      write_deny: ["generated/**"],
    });
    const cleared = await postForm(
      server,
      `/app/projects/${settingsProjectId}/settings`,
      user.cookie,
      {
        _csrf: user.csrf,
        name: "Settings site",
        branch: "",
        docsPath: "",
        writeAllow: "",
        writeDeny: "generated/**",
      },
    );
    expect(cleared.status).toBe(303);
    const after = await server.ctx.db
      .selectFrom("projects")
      .selectAll()
      .where("id", "=", settingsProjectId)
      .executeTakeFirstOrThrow();
    expect(after).toMatchObject({ base_ref: null, docs_path: "", write_allow: [] });
  });

  it("answers a bad glob with a 400 that says why, and changes nothing", async () => {
    const user = as("mia");
    const before = await server.ctx.db
      .selectFrom("projects")
      .selectAll()
      .where("id", "=", settingsProjectId)
      .executeTakeFirstOrThrow();
    const res = await postForm(server, `/app/projects/${settingsProjectId}/settings`, user.cookie, {
      _csrf: user.csrf,
      name: "Renamed",
      branch: "",
      docsPath: "",
      writeAllow: "../secrets/*",
      writeDeny: "",
    });
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain("relative to the docs root");
    expect(html).toContain("../secrets/*");
    const after = await server.ctx.db
      .selectFrom("projects")
      .selectAll()
      .where("id", "=", settingsProjectId)
      .executeTakeFirstOrThrow();
    expect(after.name).toBe(before.name);
  });

  it("refuses settings to write access with 403, and to no access with 404", async () => {
    const page = await get("will", `/app/projects/${settingsProjectId}/settings`);
    expect(page.status).toBe(403);
    expect(await page.text()).toContain("needs maintain access");
    const will = as("will");
    const post = await postForm(
      server,
      `/app/projects/${settingsProjectId}/settings`,
      will.cookie,
      {
        _csrf: will.csrf,
        name: "Taken over",
      },
    );
    expect(post.status).toBe(403);
    const hidden = await get("otto", `/app/projects/${settingsProjectId}/settings`);
    expect(hidden.status).toBe(404);
  });
});

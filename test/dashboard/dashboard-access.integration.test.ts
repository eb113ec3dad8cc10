import { beforeAll, describe, expect, it } from "vitest";
import type { TestServer } from "#testkit/app/test-server.ts";
import { seedJob, seedProject } from "#testkit/database/seed.ts";
import { oneDatabaseKind } from "#testkit/database/test-database.ts";
import {
  csrfTokenOf,
  type FakeUser,
  grantOnGitHub,
  type Permission,
  postForm,
  type SignedIn,
  signIn,
} from "#testkit/github/dashboard-github.ts";
import { useDashboardServer } from "#testkit/github/dashboard-server.ts";

type Level = Permission | "none";
const levels: Level[] = ["none", "read", "triage", "write", "maintain", "admin"];

/**
 * What each part of the dashboard needs: read to see, write to run jobs, maintain for keys, the
 * project's settings and its share links.
 */
const NEEDS = {
  view: "read",
  runJobs: "write",
  manageKeys: "maintain",
  manageProject: "maintain",
} as const;
const RANK: Record<Level, number> = {
  none: 0,
  read: 1,
  triage: 2,
  write: 3,
  maintain: 4,
  admin: 5,
};

const REPO_ID = 990001;

function userAt(level: Level): FakeUser {
  return {
    id: 1000 + RANK[level],
    login: `user-${level}`,
    repositories:
      level === "none"
        ? [{ id: 5, fullName: "acme/other", permission: "admin" }]
        : [{ id: REPO_ID, fullName: "acme/docs", permission: level }],
  };
}

interface Action {
  name: string;
  needs: keyof typeof NEEDS;
  /** Allowed answer. */
  ok: number;
  run(server: TestServer, user: SignedIn & { csrf: string }, ids: Ids): Promise<Response>;
}

interface Ids {
  projectId: string;
  jobId: string;
  keyId: string;
}

let seq = 0;

const actions: Action[] = [
  {
    name: "see the jobs page",
    needs: "view",
    ok: 200,
    run: (server, user, ids) =>
      server.request(`/app/projects/${ids.projectId}/jobs`, { headers: { cookie: user.cookie } }),
  },
  {
    name: "see a job",
    needs: "view",
    ok: 200,
    run: (server, user, ids) =>
      server.request(`/app/projects/${ids.projectId}/jobs/${ids.jobId}`, {
        headers: { cookie: user.cookie },
      }),
  },
  {
    name: "follow a job's steps live",
    needs: "view",
    ok: 200,
    run: async (server, user, ids) => {
      const res = await server.request(`/app/projects/${ids.projectId}/jobs/${ids.jobId}/events`, {
        headers: { cookie: user.cookie, accept: "text/event-stream" },
      });
      if (res.status !== 200) return res;
      // The stream of an active job stays open: keep its answer, let the connection go.
      await res.body?.cancel();
      return new Response(res.headers.get("content-type"), { status: res.status });
    },
  },
  {
    name: "see the analytics page",
    needs: "view",
    ok: 200,
    run: (server, user, ids) =>
      server.request(`/app/projects/${ids.projectId}/analytics?range=7d`, {
        headers: { cookie: user.cookie },
      }),
  },
  {
    name: "export analytics as CSV",
    needs: "view",
    ok: 200,
    run: (server, user, ids) =>
      server.request(`/app/projects/${ids.projectId}/analytics.csv?table=pages`, {
        headers: { cookie: user.cookie },
      }),
  },
  {
    name: "start a job",
    needs: "runJobs",
    ok: 303,
    run: (server, user, ids) =>
      postForm(server, `/app/projects/${ids.projectId}/jobs`, user.cookie, {
        _csrf: user.csrf,
        prompt: `Document the flags ${++seq}`,
      }),
  },
  {
    name: "follow up on a job",
    needs: "runJobs",
    ok: 303,
    run: (server, user, ids) =>
      postForm(server, `/app/projects/${ids.projectId}/jobs/${ids.jobId}/message`, user.cookie, {
        _csrf: user.csrf,
        prompt: "Also add an example",
      }),
  },
  {
    name: "archive a job",
    needs: "runJobs",
    ok: 303,
    run: (server, user, ids) =>
      postForm(server, `/app/projects/${ids.projectId}/jobs/${ids.jobId}/archive`, user.cookie, {
        _csrf: user.csrf,
      }),
  },
  {
    name: "see the API keys page",
    needs: "manageKeys",
    ok: 200,
    run: (server, user, ids) =>
      server.request(`/app/projects/${ids.projectId}/keys`, { headers: { cookie: user.cookie } }),
  },
  {
    name: "create an API key",
    needs: "manageKeys",
    // Made, then shown on the page the answer redirects to.
    ok: 303,
    run: (server, user, ids) =>
      postForm(server, `/app/projects/${ids.projectId}/keys`, user.cookie, {
        _csrf: user.csrf,
        name: "ci",
        scopes: ["read", "write"],
        expires: "90",
      }),
  },
  {
    name: "revoke an API key",
    needs: "manageKeys",
    ok: 303,
    run: (server, user, ids) =>
      postForm(server, `/app/projects/${ids.projectId}/keys/${ids.keyId}/revoke`, user.cookie, {
        _csrf: user.csrf,
      }),
  },
  {
    name: "see the sharing page",
    needs: "manageProject",
    ok: 200,
    run: (server, user, ids) =>
      server.request(`/app/projects/${ids.projectId}/sharing`, {
        headers: { cookie: user.cookie },
      }),
  },
  {
    name: "create a share link",
    needs: "manageProject",
    ok: 303,
    run: (server, user, ids) =>
      postForm(server, `/app/projects/${ids.projectId}/sharing`, user.cookie, {
        _csrf: user.csrf,
        name: `team ${++seq}`,
        expires: "30",
      }),
  },
  {
    name: "see the project's settings",
    needs: "manageProject",
    ok: 200,
    run: (server, user, ids) =>
      server.request(`/app/projects/${ids.projectId}/settings`, {
        headers: { cookie: user.cookie },
      }),
  },
  {
    name: "change the project's settings",
    needs: "manageProject",
    ok: 303,
    run: (server, user, ids) =>
      postForm(server, `/app/projects/${ids.projectId}/settings`, user.cookie, {
        _csrf: user.csrf,
        name: "Acme docs",
        branch: "",
        docsPath: "docs",
        writeAllow: "",
        writeDeny: "",
      }),
  },
];

describe.each(oneDatabaseKind())("dashboard permissions on %s", (kind) => {
  const { server, database, github } = useDashboardServer(kind);
  const users = new Map<Level, SignedIn & { csrf: string }>();
  let projectId: string;

  beforeAll(async () => {
    projectId = await seedProject(database.db, {
      repo_owner: "acme",
      repo_name: "docs",
      github_repo_id: REPO_ID,
      installation_id: 77,
    });
    for (const level of levels) {
      const user = userAt(level);
      const signedIn = await signIn(server, github, user);
      const home = await server.request("/app", { headers: { cookie: signedIn.cookie } });
      users.set(level, { ...signedIn, csrf: csrfTokenOf(await home.text()) });
    }
  });

  async function freshIds(): Promise<Ids> {
    const jobId = `job_${Math.random().toString(36).slice(2).padEnd(22, "x")}`;
    await seedJob(database.db, {
      id: jobId,
      projectId,
      prompt: "Fix typos",
      repository: "https://github.com/acme/docs",
      at: server.clock.now(),
    });
    const key = await database.db
      .insertInto("api_keys")
      .values({
        id: `key_${Math.random().toString(36).slice(2)}`,
        project_id: projectId,
        name: "existing",
        key_hash: Math.random().toString(36),
        key_prefix: "ink_abcdef",
        scopes: ["read"],
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    return { projectId, jobId, keyId: key.id };
  }

  it.each(levels)(
    "lists the project for %s access only when it is at least read",
    async (level) => {
      const user = users.get(level);
      if (!user) throw new Error("not signed in");
      const page = await (
        await server.request("/app", { headers: { cookie: user.cookie } })
      ).text();
      expect(page.includes(`/app/projects/${projectId}"`), level).toBe(level !== "none");
    },
  );

  for (const action of actions) {
    it.each(levels)(`${action.name} with %s access`, async (level) => {
      const user = users.get(level);
      if (!user) throw new Error("not signed in");
      const res = await action.run(server, user, await freshIds());
      const expected =
        level === "none" ? 404 : RANK[level] >= RANK[NEEDS[action.needs]] ? action.ok : 403;
      expect(res.status, await res.clone().text()).toBe(expected);
      if (expected === 403) {
        expect(await res.text()).toContain(`needs ${NEEDS[action.needs]} access`);
      }
    });
  }

  it("answers 404 alike for a project that does not exist and one the user cannot see", async () => {
    const admin = users.get("admin");
    const none = users.get("none");
    if (!admin || !none) throw new Error("not signed in");
    const missing = await server.request("/app/projects/prj_missing/jobs", {
      headers: { cookie: admin.cookie },
    });
    const hidden = await server.request(`/app/projects/${projectId}/jobs`, {
      headers: { cookie: none.cookie },
    });
    expect(missing.status).toBe(404);
    expect(hidden.status).toBe(404);
  });
  it("gives no access through a repository re-created under the project's name", async () => {
    const squatter: FakeUser = {
      id: 9,
      login: "squatter",
      repositories: [{ id: REPO_ID + 1, fullName: "acme/docs", permission: "admin" }],
    };
    const signedIn = await signIn(server, github, squatter);
    github.takeRequests();
    const home = await server.request("/app", { headers: { cookie: signedIn.cookie } });
    const jobs = await server.request(`/app/projects/${projectId}/jobs`, {
      headers: { cookie: signedIn.cookie },
    });
    expect(github.takeRequests().map((r) => r.path)).toContain("/api/v3/user/installations");
    expect((await home.text()).includes(`/app/projects/${projectId}"`)).toBe(false);
    expect(jobs.status).toBe(404);
    // The project's repository is back under its id for the tests after this one.
    grantOnGitHub(github, userAt("admin"));
  });
});

describe.each(oneDatabaseKind())("dashboard permission checks over time on %s", (kind) => {
  const { server, database, github } = useDashboardServer(kind);
  /** How many times the dashboard listed the user's installations since the last count. */
  const accessLookups = () =>
    github.takeRequests().filter((r) => r.path === "/api/v3/user/installations").length;

  it("asks GitHub again after a minute, so a lowered permission takes effect", async () => {
    const projectId = await seedProject(database.db, {
      repo_owner: "acme",
      repo_name: "docs",
      installation_id: 77,
    });
    const writer: FakeUser = {
      id: 7,
      login: "writer",
      repositories: [{ id: 31, fullName: "Acme/Docs", permission: "write" }],
    };
    const signedIn = await signIn(server, github, writer);
    github.takeRequests();
    const home = await server.request("/app", { headers: { cookie: signedIn.cookie } });
    const csrf = csrfTokenOf(await home.text());
    expect(accessLookups()).toBe(1);

    // Within the minute: no call to GitHub, the cached write access holds.
    server.clock.advance(30_000);
    const started = await postForm(server, `/app/projects/${projectId}/jobs`, signedIn.cookie, {
      _csrf: csrf,
      prompt: "Document the API",
    });
    expect(started.status).toBe(303);
    expect(accessLookups()).toBe(0);

    // The user was made read-only on GitHub; a minute later the dashboard knows.
    server.clock.advance(31_000);
    grantOnGitHub(github, {
      ...writer,
      repositories: [{ id: 31, fullName: "acme/docs", permission: "read" }],
    });
    const refused = await postForm(server, `/app/projects/${projectId}/jobs`, signedIn.cookie, {
      _csrf: csrf,
      prompt: "Document the API again",
    });
    expect(accessLookups()).toBe(1);
    expect(refused.status).toBe(403);
  });

  it("signs the user out when GitHub no longer accepts their token", async () => {
    const user: FakeUser = { id: 8, login: "gone", repositories: [] };
    const signedIn = await signIn(server, github, user);
    server.clock.advance(61_000);
    github.revokeTokens(user.login);
    const res = await server.request("/app", {
      redirect: "manual",
      headers: { cookie: signedIn.cookie },
    });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toMatch(/^\/app\/sign-in/);
  });
});

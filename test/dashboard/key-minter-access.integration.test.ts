import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { json } from "#testkit/app/test-server.ts";
import { createProjectWithKey } from "#testkit/database/seed.ts";
import { oneDatabaseKind } from "#testkit/database/test-database.ts";
import {
  csrfTokenOf,
  type FakeUser,
  postForm,
  type SignedIn,
  signIn,
} from "#testkit/github/dashboard-github.ts";
import { useDashboardServer } from "#testkit/github/dashboard-server.ts";
import type { DoublePermission } from "#testkit/github/github-double.ts";
import {
  MINTER_ACCESS_TTL_MS,
  MINTER_UNCONFIRMED_GRACE_MS,
} from "../../app/github/key-minter-access.ts";

const maintainer: FakeUser = {
  id: 4242,
  login: "mona",
  repositories: [{ id: 1, fullName: "acme/docs", permission: "maintain" }],
};

describe.each(oneDatabaseKind())("a key made in the dashboard on %s", (kind) => {
  const { server, github } = useDashboardServer(kind);
  let user: SignedIn;
  let csrf: string;
  let projectId: string;
  let operatorKey: string;

  beforeAll(async () => {
    const owner = await createProjectWithKey(server.ctx);
    projectId = owner.project.id;
    operatorKey = owner.key;
    await server.ctx.db
      .updateTable("projects")
      .set({ installation_id: 77 })
      .where("id", "=", projectId)
      .execute();
    user = await signIn(server, github, maintainer);
    csrf = csrfTokenOf(await (await page("/app")).text());
  });
  // Mona's role on GitHub is the dashboard's as well: each test starts with her a maintainer.
  beforeEach(() => setRole("maintain"));

  function page(path: string) {
    return server.request(path, { headers: { cookie: user.cookie } });
  }
  function listJobs(key: string) {
    return server.request(`/v2/agent/${projectId}/jobs`, {
      headers: { authorization: `Bearer ${key}` },
    });
  }
  async function mintKey(name: string): Promise<string> {
    const created = await postForm(server, `/app/projects/${projectId}/keys`, user.cookie, {
      _csrf: csrf,
      name,
      scopes: ["read", "write"],
      expires: "never",
    });
    // Post, redirect, get: the key is shown on the page the form redirects to.
    expect(created.status).toBe(303);
    const flash = (created.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
    const shown = await server.request(created.headers.get("location") ?? "", {
      headers: { cookie: `${user.cookie}; ${flash}` },
    });
    const html = await shown.text();
    return /id="new-key" type="text" readonly="" value="(ink_\w+)"/.exec(html)?.[1] ?? "";
  }
  const PERMISSION = "/repos/acme/docs/collaborators/mona/permission";
  /** Mona's role in acme/docs on GitHub from now on; the lookups asked so far are forgotten. */
  function setRole(role: DoublePermission) {
    github.setUser({ id: maintainer.id, login: "mona", repositories: { "acme/docs": role } });
    github.takeRequests();
  }
  /** GitHub's answers to the lookups of mona's role since the last look, by status. */
  const roleLookups = () =>
    github
      .takeRequests()
      .filter((request) => request.path.endsWith(PERMISSION))
      .map((request) => request.status);

  it("stops working once its maker loses the access the keys page needs, and says why", async () => {
    const key = await mintKey("deploy");
    expect((await listJobs(key)).status).toBe(200);

    // Removed on GitHub: after the few minutes an answer is believed, GitHub is asked again.
    server.clock.advance(MINTER_ACCESS_TTL_MS + 1000);
    setRole("read");
    const refused = await listJobs(key);
    expect(refused.status).toBe(401);
    expect((await json(refused)).error).toMatch(/made in the dashboard by mona.*maintain access/);
    expect(roleLookups()).toEqual([200]);

    // For good: GitHub is not asked again, and the key stays refused.
    const again = await listJobs(key);
    expect(again.status).toBe(401);
    await again.text();
    expect(roleLookups()).toEqual([]);
  });

  it("keeps working while its maker keeps the access, asking GitHub at most every few minutes", async () => {
    const key = await mintKey("site");
    server.clock.advance(MINTER_ACCESS_TTL_MS + 1000);
    setRole("admin");
    expect((await listJobs(key)).status).toBe(200);
    expect(roleLookups()).toEqual([200]);
    // Within the next few minutes no request reaches GitHub.
    server.clock.advance(60_000);
    expect((await listJobs(key)).status).toBe(200);
    expect(roleLookups()).toEqual([]);
  });

  it("stops working when GitHub no longer knows its maker", async () => {
    const key = await mintKey("old account");
    server.clock.advance(MINTER_ACCESS_TTL_MS + 1000);
    // GitHub's answer for an account that no longer exists.
    github.failNext("GET", PERMISSION, { status: 404, body: { message: "Not Found" } });
    expect((await listJobs(key)).status).toBe(401);
    expect(roleLookups()).toEqual([404]);
  });

  it("leaves keys made with the CLI as they were, and the keys page says whose each key is", async () => {
    server.clock.advance(MINTER_ACCESS_TTL_MS + 1000);
    expect((await listJobs(operatorKey)).status).toBe(200);
    const html = await (await page(`/app/projects/${projectId}/keys`)).text();
    expect(html).toContain("Made by");
    expect(html).toMatch(/deploy<\/th>[\s\S]*?<td>mona<\/td>/);
    expect(html).toContain("An operator");
  });

  // Both keys are made first: a day later the dashboard session has expired.
  it("fails open for a day while the access cannot be confirmed, then closed, until GitHub confirms it", async () => {
    const key = await mintKey("outage");
    const otherKey = await mintKey("uninstalled");
    server.clock.advance(MINTER_ACCESS_TTL_MS + 1000);
    github.failNext("GET", PERMISSION, { status: 502, body: { message: "Bad Gateway" } });
    expect((await listJobs(key)).status).toBe(200);
    expect(roleLookups()).toEqual([502]);
    // Within the minute the key is not checked again.
    expect((await listJobs(key)).status).toBe(200);
    expect(roleLookups()).toEqual([]);
    // Nor is a key refused within the day for the app being removed from the repository.
    const setInstallation = (id: number | null) =>
      server.ctx.db
        .updateTable("projects")
        .set({ installation_id: id })
        .where("id", "=", projectId)
        .execute();
    await setInstallation(null);
    expect((await listJobs(otherKey)).status).toBe(200);
    await setInstallation(77);

    // The maker could have lost the access in the meantime: a day on, the key is refused.
    server.clock.advance(MINTER_UNCONFIRMED_GRACE_MS);
    github.failNext("GET", PERMISSION, { status: 503, body: { message: "Unavailable" } });
    const refused = await listJobs(key);
    expect(refused.status).toBe(401);
    expect((await json(refused)).error).toMatch(
      /made in the dashboard by mona.*not been confirmed for more than a day \(GitHub did not answer\)/,
    );
    expect(roleLookups()).toEqual([503]);

    // GitHub answers again and confirms: the key works again.
    expect((await listJobs(key)).status).toBe(200);
    expect(roleLookups()).toEqual([200]);

    // With the app removed from the repository nothing can confirm the other key's maker.
    await setInstallation(null);
    const uninstalled = await listJobs(otherKey);
    expect(uninstalled.status).toBe(401);
    expect((await json(uninstalled)).error).toContain(
      "(the GitHub App is not installed on the project's repository)",
    );
  });
});

import { beforeAll, describe, expect, it } from "vitest";
import { createTestClock } from "#testkit/app/test-clock.ts";
import { seedPageViews } from "#testkit/database/analytics-views.ts";
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

const REPO_ID = 4401;
const OTHER_REPO_ID = 4402;

function userWith(
  login: string,
  id: number,
  permission: FakeUser["repositories"][0]["permission"],
) {
  return {
    id,
    login,
    repositories: [
      { id: REPO_ID, fullName: "acme/docs", permission },
      { id: OTHER_REPO_ID, fullName: "acme/guides", permission },
    ],
  } satisfies FakeUser;
}

const maintainer = userWith("maya", 501, "maintain");
const writer = userWith("wes", 502, "write");
const outsider: FakeUser = {
  id: 503,
  login: "olga",
  repositories: [{ id: 9, fullName: "acme/else", permission: "admin" }],
};

const SHARE_URL = /value="(https?:\/\/[^"]+\/share\/(shr_[0-9A-Za-z]+))"/;

describe.each(oneDatabaseKind())("share links on %s", (kind) => {
  const clock = createTestClock("2026-11-20T12:00:00Z");
  // Info level, so the access lines of shared pages are written and can be searched.
  const { server, github } = useDashboardServer(kind, { env: { LOG_LEVEL: "info" }, clock });
  const users = new Map<string, SignedIn & { csrf: string }>();
  let projectId: string;
  let otherProjectId: string;
  let apiKey: string;
  /** One link the tests that only read share. */
  let reading: { url: string; token: string; path: string };

  beforeAll(async () => {
    const owner = await createProjectWithKey(server.ctx, { repo: "acme/docs" });
    projectId = owner.project.id;
    apiKey = owner.key;
    otherProjectId = (await createProjectWithKey(server.ctx, { repo: "acme/guides" })).project.id;
    for (const [id, repo] of [
      [projectId, REPO_ID],
      [otherProjectId, OTHER_REPO_ID],
    ] as const) {
      await server.ctx.db
        .updateTable("projects")
        .set({ installation_id: 77, github_repo_id: repo, name: `Docs ${repo}` })
        .where("id", "=", id)
        .execute();
    }
    await seedPageViews(server.ctx, projectId, {
      end: new Date("2026-11-20T00:00:00Z"),
      days: 10,
      paths: 6,
    });
    for (const user of [maintainer, writer, outsider]) {
      const signedIn = await signIn(server, github, user);
      const home = await server.request("/app", { headers: { cookie: signedIn.cookie } });
      users.set(user.login, { ...signedIn, csrf: csrfTokenOf(await home.text()) });
    }
    reading = await createLink({ name: "readers" });
  });

  /** A page's status, with its body read so that the connection is free again. */
  async function statusOf(path: string): Promise<number> {
    const res = await server.request(path);
    await res.arrayBuffer();
    return res.status;
  }

  function as(login: string) {
    const user = users.get(login);
    if (!user) throw new Error(`${login} is not signed in`);
    return user;
  }
  const sharing = (id = projectId) => `/app/projects/${id}/sharing`;

  /** Creates a link as the maintainer and reads its address from the page the form leads to. */
  async function createLink(
    fields: Record<string, string> = {},
    id = projectId,
  ): Promise<{ url: string; token: string; path: string }> {
    const user = as("maya");
    const res = await postForm(server, sharing(id), user.cookie, {
      _csrf: user.csrf,
      name: "support team",
      expires: "90",
      ...fields,
    });
    expect(res.status, await res.clone().text()).toBe(303);
    const page = await server.request(res.headers.get("location") ?? "", {
      headers: { cookie: `${user.cookie}; ${flashOf(res)}` },
    });
    const match = SHARE_URL.exec(await page.text());
    if (!match?.[1] || !match[2]) throw new Error("the page does not show the new link");
    return { url: match[1], token: match[2], path: new URL(match[1]).pathname };
  }

  function flashOf(res: Response): string {
    const cookie = res.headers.getSetCookie().find((line) => line.startsWith("inkwell_flash="));
    return (cookie ?? "").split(";")[0] ?? "";
  }

  it("shows a new link once, after the redirect, and a reload of that page does not", async () => {
    const user = as("maya");
    const res = await postForm(server, sharing(), user.cookie, {
      _csrf: user.csrf,
      name: "marketing",
      expires: "never",
    });
    expect(res.status).toBe(303);
    const headers = { cookie: `${user.cookie}; ${flashOf(res)}` };
    const first = await (
      await server.request(res.headers.get("location") ?? "", { headers })
    ).text();
    expect(first).toMatch(SHARE_URL);
    expect(first).toContain("shown this once");
    const again = await server.request(res.headers.get("location") ?? "", {
      headers: { cookie: user.cookie },
    });
    const reloaded = await again.text();
    expect(reloaded).not.toMatch(SHARE_URL);
    expect(reloaded).toContain("was shown once");
    expect(reloaded).toContain("marketing");
  });

  it("keeps only the hash of a link's token", async () => {
    const { token } = await createLink({ name: "hash check" });
    const rows = await server.ctx.db.selectFrom("share_links").selectAll().execute();
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(
      rows.some((row) => row.name === "hash check" && /^[0-9a-f]{64}$/.test(row.token_hash)),
    ).toBe(true);
  });

  it("shows the project's analytics through the link, without signing in", async () => {
    const { path } = reading;
    const res = await server.request(`${path}?range=7d`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("Human views");
    expect(html).toContain("Top pages");
    expect(html).toContain("/docs/page-01");
    expect(html).toContain("read-only view");
  });

  it("keeps shared pages out of search engines and never sends their address elsewhere", async () => {
    const { path } = reading;
    const res = await server.request(path);
    expect(res.headers.get("x-robots-tag")).toBe("noindex, nofollow");
    expect(res.headers.get("referrer-policy")).toBe("no-referrer");
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(await res.text()).toContain('<meta name="robots" content="noindex, nofollow"/>');
  });

  it("offers no link to jobs, keys, settings, other projects or downloads on a shared page", async () => {
    const { path, token } = reading;
    const html = await (await server.request(`${path}?range=30d`)).text();
    const hrefs = [...html.matchAll(/href="([^"]*)"/g)].map((match) => match[1] ?? "");
    // The stylesheet, and the skip link to the page's own content.
    const pageLinks = hrefs.filter((href) => !href.startsWith("/app/static/") && href !== "#main");
    expect(pageLinks.length).toBeGreaterThan(0);
    for (const href of pageLinks) expect(href.startsWith(`/share/${token}`), href).toBe(true);
    expect(html).not.toContain(projectId);
    expect(html).not.toContain("_csrf");
    expect(html).not.toContain("Download CSV");
    expect(html).not.toContain(apiKey.slice(0, 10));
  });

  it("keeps the range controls and one page's own view on the shared page", async () => {
    const { path, token } = reading;
    const html = await (await server.request(`${path}?range=7d`)).text();
    expect(html).toContain(`action="/share/${token}"`);
    expect(html).toContain(`href="/share/${token}?range=30d"`);
    const one = await server.request(
      `${path}?range=7d&path=${encodeURIComponent("/docs/page-02")}`,
    );
    expect(one.status).toBe(200);
    expect(await one.text()).toContain("The views of one page");
  });

  it("answers a bad range on a shared page with a 400 page that says what to fix", async () => {
    const { path } = reading;
    const res = await server.request(`${path}?from=2026-13-45&to=2026-11-01`);
    expect(res.status).toBe(400);
    expect(await res.text()).toMatch(/from|date/i);
  });

  it("reaches no job, key or dashboard route with a share token", async () => {
    const { path, token } = reading;
    for (const suffix of ["/jobs", "/keys", "/analytics.csv", "/settings"]) {
      const res = await server.request(`${path}${suffix}`);
      expect(res.status, suffix).toBe(404);
    }
    const api = await server.request(`/v2/agent/${projectId}/jobs`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(api.status).toBe(401);
    const views = await server.request(`/v1/analytics/${projectId}/views`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(views.status).toBe(401);
    const dashboard = await server.request(`/app/projects/${projectId}/jobs`, {
      redirect: "manual",
    });
    expect(dashboard.status).toBe(303);
    expect(dashboard.headers.get("location")).toContain("/app/sign-in");
  });

  it("answers an unknown or malformed token with the same plain 404 page", async () => {
    const unknown = await server.request(`/share/shr_${"A".repeat(32)}`);
    const malformed = await server.request("/share/not-a-token");
    for (const res of [unknown, malformed]) {
      expect(res.status).toBe(404);
      expect(res.headers.get("x-robots-tag")).toBe("noindex, nofollow");
      const html = await res.text();
      expect(html).toContain("This link does not open");
      expect(html).not.toMatch(/href="\/app(?!\/static\/)/);
    }
  });

  it("stops opening a link once a maintainer revokes it", async () => {
    const { path } = await createLink({ name: "to revoke" });
    expect(await statusOf(path)).toBe(200);
    const row = await server.ctx.db
      .selectFrom("share_links")
      .select("id")
      .where("name", "=", "to revoke")
      .executeTakeFirstOrThrow();
    const user = as("maya");
    const revoked = await postForm(server, `${sharing()}/${row.id}/revoke`, user.cookie, {
      _csrf: user.csrf,
    });
    expect(revoked.status).toBe(303);
    const res = await server.request(path);
    expect(res.status).toBe(404);
    expect(await res.text()).toContain("revoked or have expired");
    const list = await (
      await server.request(sharing(), { headers: { cookie: user.cookie } })
    ).text();
    expect(list).toContain("Revoked");
  });

  it("stops opening a link once its expiry date has passed", async () => {
    const { path } = await createLink({
      name: "short",
      expires: "custom",
      expiresOn: "2026-11-22",
    });
    expect(await statusOf(path)).toBe(200);
    clock.advance(2 * 86_400_000);
    try {
      expect(await statusOf(path)).toBe(404);
    } finally {
      clock.advance(-2 * 86_400_000);
    }
  });

  it("answers 429 with Retry-After once a link has shown its pages for the minute", async () => {
    const { path } = await createLink({ name: "busy" });
    let last: Response | undefined;
    for (let i = 0; i < 61; i++) {
      last = await server.request(path);
      if (last.status !== 200) break;
      await last.body?.cancel();
    }
    expect(last?.status).toBe(429);
    expect(Number(last?.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await last?.text()).toContain("pages a minute");
  });

  it("writes no share token to the log, only its redacted form", async () => {
    const { path, token } = reading;
    await (await server.request(`${path}?range=7d`)).text();
    const lines = server.rawLogs.join("\n");
    expect(lines).not.toContain(token);
    expect(lines).not.toContain(token.slice(4));
    expect(lines).toContain("/share/[redacted]");
  });

  it("refuses a link without a name, or with an expiry in the past, with a 400 that says why", async () => {
    const user = as("maya");
    const unnamed = await postForm(server, sharing(), user.cookie, {
      _csrf: user.csrf,
      name: "  ",
      expires: "never",
    });
    expect(unnamed.status).toBe(400);
    expect(await unnamed.text()).toContain("Give the link a name");
    const past = await postForm(server, sharing(), user.cookie, {
      _csrf: user.csrf,
      name: "old",
      expires: "custom",
      expiresOn: "2026-01-01",
    });
    expect(past.status).toBe(400);
    expect(await past.text()).toContain("must be in the future");
  });

  it("refuses a form without the session's CSRF token, or from another site", async () => {
    const user = as("maya");
    const noToken = await postForm(server, sharing(), user.cookie, { name: "x", expires: "never" });
    expect(noToken.status).toBe(403);
    const otherSite = await postForm(
      server,
      sharing(),
      user.cookie,
      { _csrf: user.csrf, name: "x", expires: "never" },
      { origin: "https://evil.example" },
    );
    expect(otherSite.status).toBe(403);
  });

  it("lets only maintainers see and use the sharing page: 403 for write access, 404 for none", async () => {
    const wes = as("wes");
    const page = await server.request(sharing(), { headers: { cookie: wes.cookie } });
    expect(page.status).toBe(403);
    expect(await page.text()).toContain("needs maintain access");
    const post = await postForm(server, sharing(), wes.cookie, {
      _csrf: wes.csrf,
      name: "x",
      expires: "never",
    });
    expect(post.status).toBe(403);
    const olga = as("olga");
    const hidden = await server.request(sharing(), { headers: { cookie: olga.cookie } });
    expect(hidden.status).toBe(404);
  });

  it("does not show the Sharing tab to someone who may not share", async () => {
    const wes = as("wes");
    const html = await (
      await server.request(`/app/projects/${projectId}/jobs`, { headers: { cookie: wes.cookie } })
    ).text();
    expect(html).not.toContain(`href="/app/projects/${projectId}/sharing"`);
    const maya = as("maya");
    const mine = await (
      await server.request(`/app/projects/${projectId}/jobs`, { headers: { cookie: maya.cookie } })
    ).text();
    expect(mine).toContain(`href="/app/projects/${projectId}/sharing"`);
  });

  it("revokes no link through another project's page", async () => {
    await createLink({ name: "guides link" }, otherProjectId);
    const row = await server.ctx.db
      .selectFrom("share_links")
      .select("id")
      .where("name", "=", "guides link")
      .executeTakeFirstOrThrow();
    const user = as("maya");
    const res = await postForm(server, `${sharing()}/${row.id}/revoke`, user.cookie, {
      _csrf: user.csrf,
    });
    expect(res.status).toBe(404);
    const still = await server.ctx.db
      .selectFrom("share_links")
      .select("revoked_at")
      .where("id", "=", row.id)
      .executeTakeFirstOrThrow();
    expect(still.revoked_at).toBeNull();
  });

  it("holds a project to ten live links and says to revoke one", async () => {
    const live = await server.ctx.db
      .selectFrom("share_links")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("project_id", "=", otherProjectId)
      .where("revoked_at", "is", null)
      .executeTakeFirstOrThrow();
    for (let i = Number(live.n); i < 10; i++)
      await createLink({ name: `link ${i}` }, otherProjectId);
    const user = as("maya");
    const res = await postForm(server, sharing(otherProjectId), user.cookie, {
      _csrf: user.csrf,
      name: "one too many",
      expires: "never",
    });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain("10 live share links: revoke one");
  });
});

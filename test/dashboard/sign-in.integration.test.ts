import nock from "nock";
import { afterEach, describe, expect, it } from "vitest";
import { useTestServer } from "#testkit/app/test-server.ts";
import { seedProject } from "#testkit/database/seed.ts";
import { oneDatabaseKind } from "#testkit/database/test-database.ts";
import {
  cookieFrom,
  csrfTokenOf,
  dashboardEnv,
  type FakeUser,
  GITHUB_WEB,
  newTokens,
  nockExchangeCode,
  nockRefreshToken,
  nockUserInstallations,
  postForm,
  setCookieHeader,
  signInThroughNock as signIn,
  TEST_CLIENT_ID,
} from "#testkit/github/dashboard-github.ts";
import { codeChallengeOf } from "../../app/github/github-oauth.ts";

const octocat: FakeUser = {
  id: 583231,
  login: "octocat",
  repositories: [{ id: 1296269, fullName: "acme/docs", permission: "write" }],
};

describe.each(oneDatabaseKind())("dashboard sign-in on %s", (kind) => {
  const { server, database } = useTestServer(kind, { env: dashboardEnv });
  afterEach(() => {
    expect(nock.pendingMocks()).toEqual([]);
    nock.cleanAll();
  });

  it("sends an anonymous visitor to the sign-in page, remembering where they were going", async () => {
    const res = await server.request("/app/projects/prj_x/jobs?status=failed", {
      redirect: "manual",
    });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe(
      `/app/sign-in?returnTo=${encodeURIComponent("/app/projects/prj_x/jobs?status=failed")}`,
    );
    const page = await server.request(res.headers.get("location") ?? "");
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(
      `/app/auth/github?returnTo=${encodeURIComponent("/app/projects/prj_x/jobs?status=failed")}`,
    );
  });

  it("redirects to GitHub's authorize page with the client id, a state and an S256 PKCE challenge", async () => {
    const res = await server.request("/app/auth/github", { redirect: "manual" });
    expect(res.status).toBe(302);
    const location = new URL(res.headers.get("location") ?? "");
    expect(`${location.origin}${location.pathname}`).toBe(`${GITHUB_WEB}/login/oauth/authorize`);
    expect(location.searchParams.get("client_id")).toBe(TEST_CLIENT_ID);
    expect(location.searchParams.get("redirect_uri")).toBe(`${server.url}/app/auth/callback`);
    expect(location.searchParams.get("code_challenge_method")).toBe("S256");
    expect(location.searchParams.get("code_challenge")).toMatch(/^[\w-]{43}$/);
    const state = location.searchParams.get("state") ?? "";
    expect(state).toMatch(/^[\w-]{43}$/);
    // The browser keeps the state; the database only its hash.
    expect(cookieFrom(res, "inkwell_sign_in")).toBe(state);
    const rows = await database.db.selectFrom("dashboard_sign_ins").selectAll().execute();
    expect(JSON.stringify(rows)).not.toContain(state);
  });

  it("signs in: exchanges the code with the PKCE verifier and sets an HttpOnly, Lax session cookie on /app", async () => {
    const signedIn = await signIn(server, octocat, { returnTo: "/app/projects/prj_a/jobs" });
    expect(signedIn.location).toBe("/app/projects/prj_a/jobs");
    const attributes = signedIn.setCookie.split(";").map((part) => part.trim().toLowerCase());
    expect(attributes).toContain("httponly");
    expect(attributes).toContain("samesite=lax");
    expect(attributes).toContain("path=/app");
    // Plain http on localhost: a Secure cookie would never come back.
    expect(attributes).not.toContain("secure");

    nockUserInstallations(signedIn.tokens.accessToken, octocat);
    const home = await server.request("/app", { headers: { cookie: signedIn.cookie } });
    expect(home.status).toBe(200);
    expect(await home.text()).toContain("Signed in as <strong>octocat</strong>");
  });

  it("stores the session token's hash and the GitHub tokens encrypted, never as they are", async () => {
    const signedIn = await signIn(server, octocat);
    const token = signedIn.cookie.split("=")[1] ?? "";
    const rows = await database.db.selectFrom("dashboard_sessions").selectAll().execute();
    const stored = JSON.stringify(rows);
    expect(token.length).toBeGreaterThanOrEqual(43);
    expect(stored).not.toContain(token);
    expect(stored).not.toContain(signedIn.tokens.accessToken);
    expect(stored).not.toContain(signedIn.tokens.refreshToken);
    expect(stored).toContain("octocat");
  });

  it("refuses a callback whose state this browser did not start", async () => {
    const start = await server.request("/app/auth/github", { redirect: "manual" });
    const state = new URL(start.headers.get("location") ?? "").searchParams.get("state");
    // An attacker's own callback URL, opened in the victim's browser (no matching cookie).
    const res = await server.request(`/app/auth/callback?code=abc&state=${state}`, {
      redirect: "manual",
      headers: { cookie: "inkwell_sign_in=someone-elses-state" },
    });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain("not started in this browser");
    expect(cookieFrom(res, "inkwell_session")).toBeUndefined();
  });

  it("refuses a state used twice", async () => {
    const start = await server.request("/app/auth/github", { redirect: "manual" });
    const authorize = new URL(start.headers.get("location") ?? "");
    const state = authorize.searchParams.get("state") ?? "";
    const tokens = newTokens();
    nockExchangeCode({
      code: "first",
      codeChallenge: authorize.searchParams.get("code_challenge") ?? "",
      tokens,
      date: server.clock.now(),
    });
    nock("https://api.github.com").get("/user").reply(200, { id: 1, login: "octocat" });
    const cookie = `inkwell_sign_in=${state}`;
    const first = await server.request(`/app/auth/callback?code=first&state=${state}`, {
      redirect: "manual",
      headers: { cookie },
    });
    expect(first.status).toBe(303);
    const again = await server.request(`/app/auth/callback?code=first&state=${state}`, {
      redirect: "manual",
      headers: { cookie },
    });
    expect(again.status).toBe(400);
    expect(await again.text()).toContain("expired or was already used");
  });

  it("refuses a sign-in that took longer than ten minutes", async () => {
    const start = await server.request("/app/auth/github", { redirect: "manual" });
    const state = new URL(start.headers.get("location") ?? "").searchParams.get("state");
    server.clock.advance(11 * 60_000);
    const res = await server.request(`/app/auth/callback?code=abc&state=${state}`, {
      headers: { cookie: `inkwell_sign_in=${state}` },
    });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain("expired");
  });

  it("fails the sign-in when GitHub refuses the code (a wrong PKCE verifier)", async () => {
    const start = await server.request("/app/auth/github", { redirect: "manual" });
    const state = new URL(start.headers.get("location") ?? "").searchParams.get("state") ?? "";
    // GitHub holds another challenge than the one this verifier answers.
    nockExchangeCode({
      code: "abc",
      codeChallenge: codeChallengeOf("a verifier the server never made"),
      tokens: newTokens(),
      date: server.clock.now(),
    });
    const res = await server.request(`/app/auth/callback?code=abc&state=${state}`, {
      headers: { cookie: `inkwell_sign_in=${state}` },
    });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain("GitHub did not accept this sign-in");
    expect(cookieFrom(res, "inkwell_session")).toBeUndefined();
  });

  it("says so when the user cancels on GitHub", async () => {
    const res = await server.request("/app/auth/callback?error=access_denied&state=x");
    expect(res.status).toBe(400);
    expect(await res.text()).toContain("cancelled");
  });

  it("only returns to pages of the dashboard after signing in", async () => {
    for (const returnTo of [
      "https://evil.example/",
      "//evil.example/app",
      "/docs",
      "/app\\@evil",
      "/app/../docs",
    ]) {
      const res = await server.request(
        `/app/auth/github?returnTo=${encodeURIComponent(returnTo)}`,
        { redirect: "manual" },
      );
      const state = new URL(res.headers.get("location") ?? "").searchParams.get("state") ?? "";
      const row = await database.db
        .selectFrom("dashboard_sign_ins")
        .select("return_to")
        .orderBy("created_at", "desc")
        .executeTakeFirstOrThrow();
      expect(row.return_to, returnTo).toBe("/app");
      expect(state).not.toBe("");
    }
  });

  it("signs out: the session is deleted and its cookie no longer works", async () => {
    const signedIn = await signIn(server, octocat);
    nockUserInstallations(signedIn.tokens.accessToken, octocat);
    const home = await server.request("/app", { headers: { cookie: signedIn.cookie } });
    const csrf = csrfTokenOf(await home.text());
    const out = await postForm(server, "/app/sign-out", signedIn.cookie, { _csrf: csrf });
    expect(out.status).toBe(303);
    expect(out.headers.get("location")).toBe("/app/sign-in?problem=signed-out");
    expect(setCookieHeader(out, "inkwell_session")).toMatch(/Max-Age=0/);
    const after = await server.request("/app", {
      redirect: "manual",
      headers: { cookie: signedIn.cookie },
    });
    expect(after.status).toBe(303);
    expect(after.headers.get("location")).toMatch(/^\/app\/sign-in/);
    const signInPage = await (await server.request("/app/sign-in?problem=signed-out")).text();
    expect(signInPage).toContain("You are signed out.");
    expect(signInPage).not.toContain('role="alert"');
  });

  it("ends a session left idle for eight hours", async () => {
    const signedIn = await signIn(server, octocat);
    server.clock.advance(8 * 3600_000);
    const res = await server.request("/app", {
      redirect: "manual",
      headers: { cookie: signedIn.cookie },
    });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toMatch(/^\/app\/sign-in/);
  });

  it("ends a session seven days after sign-in however much it is used", async () => {
    const signedIn = await signIn(server, octocat, { tokens: newTokens(30 * 86_400) });
    nockUserInstallations(signedIn.tokens.accessToken, octocat, { persist: true });
    for (let hour = 0; hour < 7 * 24; hour += 6) {
      const res = await server.request("/app", { headers: { cookie: signedIn.cookie } });
      expect(res.status, `after ${hour} hours`).toBe(200);
      server.clock.advance(6 * 3600_000);
    }
    const res = await server.request("/app", {
      redirect: "manual",
      headers: { cookie: signedIn.cookie },
    });
    expect(res.status).toBe(303);
    nock.cleanAll();
  });

  it("refreshes an expiring user token before asking GitHub, and keeps the new tokens", async () => {
    const signedIn = await signIn(server, octocat, { tokens: newTokens(3600) });
    server.clock.advance(58 * 60_000);
    const renewed = newTokens(28_800);
    const refresh = nockRefreshToken({
      refreshToken: signedIn.tokens.refreshToken,
      tokens: renewed,
      date: server.clock.now(),
    });
    const access = nockUserInstallations(renewed.accessToken, octocat);
    const res = await server.request("/app", { headers: { cookie: signedIn.cookie } });
    expect(res.status).toBe(200);
    expect(refresh.isDone()).toBe(true);
    expect(access.isDone()).toBe(true);
    const stored = JSON.stringify(
      await database.db.selectFrom("dashboard_sessions").selectAll().execute(),
    );
    expect(stored).not.toContain(renewed.refreshToken);
  });

  it("signs the user out when GitHub refuses the refresh token", async () => {
    const signedIn = await signIn(server, octocat, { tokens: newTokens(3600) });
    server.clock.advance(3600_000);
    nockRefreshToken({
      refreshToken: signedIn.tokens.refreshToken,
      tokens: "bad_refresh_token",
      date: server.clock.now(),
    });
    const res = await server.request("/app", {
      redirect: "manual",
      headers: { cookie: signedIn.cookie },
    });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toMatch(/^\/app\/sign-in/);
    const again = await server.request("/app", {
      redirect: "manual",
      headers: { cookie: signedIn.cookie },
    });
    expect(again.status).toBe(303);
  });

  it("shows a 503 page, not a 500, when GitHub does not answer the refresh", async () => {
    const signedIn = await signIn(server, octocat, { tokens: newTokens(3600) });
    server.clock.advance(3600_000);
    nock(GITHUB_WEB).post("/login/oauth/access_token").reply(502, "Bad gateway");
    const res = await server.request("/app", { headers: { cookie: signedIn.cookie } });
    expect(res.status).toBe(503);
    expect(res.headers.get("retry-after")).toBe("30");
    expect(await res.text()).toContain("GitHub did not answer");
  });
});

describe.each(oneDatabaseKind())("dashboard sign-in logs on %s", (kind) => {
  const { server, database } = useTestServer(kind, {
    env: { ...dashboardEnv, LOG_LEVEL: "trace" },
  });

  it("keeps every token and the client secret out of the log, at trace level too", async () => {
    await seedProject(database.db, { repo_owner: "acme", repo_name: "docs" });
    const signedIn = await signIn(server, octocat, { tokens: newTokens(3600) });
    nockUserInstallations(signedIn.tokens.accessToken, octocat);
    await server.request("/app", { headers: { cookie: signedIn.cookie } });
    server.clock.advance(3600_000);
    nock(GITHUB_WEB).post("/login/oauth/access_token").reply(500, "boom");
    await server.request("/app", { headers: { cookie: signedIn.cookie } });
    const logged = JSON.stringify(server.logs);
    for (const secret of [
      signedIn.tokens.accessToken,
      signedIn.tokens.refreshToken,
      signedIn.cookie.split("=")[1] ?? "",
      signedIn.code,
      dashboardEnv.GITHUB_CLIENT_SECRET,
      dashboardEnv.INKWELL_SECRET,
    ]) {
      expect(logged).not.toContain(secret);
    }
  });
});

describe.each(oneDatabaseKind())("dashboard sign-in behind https on %s", (kind) => {
  const { server } = useTestServer(kind, {
    env: { ...dashboardEnv, INKWELL_PUBLIC_URL: "https://docs-admin.example.com" },
  });

  it("marks both cookies Secure and sends GitHub the public callback address", async () => {
    const start = await server.request("/app/auth/github", { redirect: "manual" });
    const location = new URL(start.headers.get("location") ?? "");
    expect(location.searchParams.get("redirect_uri")).toBe(
      "https://docs-admin.example.com/app/auth/callback",
    );
    expect(setCookieHeader(start, "inkwell_sign_in")).toMatch(/; Secure/);
    const signedIn = await signIn(server, octocat);
    expect(signedIn.setCookie).toMatch(/; Secure/);
    expect(signedIn.setCookie).toMatch(/; HttpOnly/);
  });
});

describe.each(oneDatabaseKind())("dashboard without OAuth settings on %s", (kind) => {
  const { server } = useTestServer(kind);

  it("explains which variables to set, on every page", async () => {
    for (const path of ["/app", "/app/sign-in", "/app/projects/prj_x/keys"]) {
      const res = await server.request(path);
      expect(res.status, path).toBe(503);
      const page = await res.text();
      expect(page).toContain("GITHUB_CLIENT_ID");
      expect(page).toContain("GITHUB_CLIENT_SECRET");
      expect(page).toContain("INKWELL_SECRET");
      expect(page).toContain(`${server.url}/app/auth/callback`);
    }
  });
});

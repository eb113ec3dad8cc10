import { createHash, randomBytes } from "node:crypto";
import nock from "nock";
import type { TestServer } from "../app/test-server.ts";
import type { GitHubDouble } from "./github-double.ts";
import { GITHUB_API } from "./nock-github.ts";
import { registerTestApp } from "./test-github-app.ts";

/**
 * GitHub's side of the dashboard's sign-in: the GitHub double holding the users, their
 * repositories and roles and the app's installation (`signIn`; `useDashboardServer` in `dashboard-server.ts`), and, for the
 * few tests that count GitHub's calls, one nock interceptor per call.
 */
export const GITHUB_WEB = "https://github.com";
export const TEST_CLIENT_ID = "Iv23liTestClient";
export const TEST_CLIENT_SECRET = "test-client-secret-0123456789abcdef";
export const TEST_INKWELL_SECRET = "test-inkwell-secret-0123456789abcdef0123";

/** The environment that turns the dashboard on. */
export const dashboardEnv = {
  GITHUB_CLIENT_ID: TEST_CLIENT_ID,
  GITHUB_CLIENT_SECRET: TEST_CLIENT_SECRET,
  INKWELL_SECRET: TEST_INKWELL_SECRET,
};

export type Permission = "read" | "triage" | "write" | "maintain" | "admin";

export interface FakeRepository {
  id: number;
  fullName: string;
  permission: Permission;
}

export interface FakeUser {
  id: number;
  login: string;
  repositories: FakeRepository[];
}

const PERMISSION_FLAGS: Record<Permission, Record<string, boolean>> = {
  read: { pull: true, triage: false, push: false, maintain: false, admin: false },
  triage: { pull: true, triage: true, push: false, maintain: false, admin: false },
  write: { pull: true, triage: true, push: true, maintain: false, admin: false },
  maintain: { pull: true, triage: true, push: true, maintain: true, admin: false },
  admin: { pull: true, triage: true, push: true, maintain: true, admin: true },
};

export interface IssuedTokens {
  accessToken: string;
  refreshToken: string;
  /** Seconds. */
  expiresIn: number;
  refreshTokenExpiresIn: number;
}

export function newTokens(expiresIn = 28_800): IssuedTokens {
  return {
    accessToken: `ghu_${randomBytes(18).toString("hex")}`,
    refreshToken: `ghr_${randomBytes(30).toString("hex")}`,
    expiresIn,
    refreshTokenExpiresIn: 15_897_600,
  };
}

function tokenBody(tokens: IssuedTokens) {
  return {
    access_token: tokens.accessToken,
    expires_in: tokens.expiresIn,
    refresh_token: tokens.refreshToken,
    refresh_token_expires_in: tokens.refreshTokenExpiresIn,
    scope: "",
    token_type: "bearer",
  };
}

/**
 * `POST /login/oauth/access_token` for the web flow's code. GitHub checks the PKCE verifier
 * against the challenge it was given; so does this, and answers `bad_verification_code` when it
 * does not match, as GitHub does.
 */
export function nockExchangeCode(input: {
  code: string;
  codeChallenge: string;
  tokens: IssuedTokens;
  date: Date;
}): nock.Scope {
  return nock(GITHUB_WEB)
    .post("/login/oauth/access_token", (body: Record<string, string>) => {
      return (
        body.client_id === TEST_CLIENT_ID &&
        body.client_secret === TEST_CLIENT_SECRET &&
        body.code === input.code &&
        typeof body.code_verifier === "string"
      );
    })
    .reply((_uri, body) => {
      const fields = (typeof body === "string" ? JSON.parse(body) : body) as Record<string, string>;
      const verifier = fields.code_verifier ?? "";
      const challenge = createHash("sha256").update(verifier).digest("base64url");
      if (challenge !== input.codeChallenge) {
        return [200, { error: "bad_verification_code", error_description: "bad verifier" }];
      }
      return [200, tokenBody(input.tokens), { date: input.date.toUTCString() }];
    });
}

/** `POST /login/oauth/access_token` with `grant_type=refresh_token`. */
export function nockRefreshToken(input: {
  refreshToken: string;
  tokens: IssuedTokens | "bad_refresh_token";
  date: Date;
}): nock.Scope {
  return nock(GITHUB_WEB)
    .post(
      "/login/oauth/access_token",
      (body: Record<string, string>) =>
        body.grant_type === "refresh_token" &&
        body.refresh_token === input.refreshToken &&
        body.client_secret === TEST_CLIENT_SECRET,
    )
    .reply(
      200,
      input.tokens === "bad_refresh_token"
        ? { error: "bad_refresh_token", error_description: "The refresh token is not valid" }
        : tokenBody(input.tokens),
      { date: input.date.toUTCString() },
    );
}

/** `GET /user` with the user's token. */
export function nockGetUser(token: string, user: FakeUser): nock.Scope {
  return nock(GITHUB_API, { reqheaders: { authorization: `token ${token}` } })
    .get("/user")
    .reply(200, { id: user.id, login: user.login, type: "User" });
}

/**
 * `GET /user/installations` and `GET /user/installations/{id}/repositories` with the user's
 * token: one installation holding the user's repositories, each with their permission.
 */
export function nockUserInstallations(
  token: string,
  user: FakeUser,
  options: { persist?: boolean; installationId?: number } = {},
): nock.Scope {
  const installationId = options.installationId ?? 77;
  const scope = nock(GITHUB_API, { reqheaders: { authorization: `token ${token}` } });
  if (options.persist) scope.persist();
  return scope
    .get("/user/installations")
    .query({ per_page: "100", page: "1" })
    .reply(200, {
      total_count: 1,
      installations: [{ id: installationId, account: { login: "acme" } }],
    })
    .get(`/user/installations/${installationId}/repositories`)
    .query({ per_page: "100", page: "1" })
    .reply(200, {
      total_count: user.repositories.length,
      repositories: user.repositories.map((repository) => ({
        id: repository.id,
        full_name: repository.fullName,
        permissions: PERMISSION_FLAGS[repository.permission],
      })),
    });
}

export interface SignedIn {
  /** `inkwell_session=…`, for the Cookie header. */
  cookie: string;
  /** The raw Set-Cookie header of the session. */
  setCookie: string;
  tokens: IssuedTokens;
  location: string;
  /** The one-time code GitHub sent back. */
  code: string;
}

/** Reads one cookie's value from a response's Set-Cookie headers. */
export function cookieFrom(res: Response, name: string): string | undefined {
  for (const header of res.headers.getSetCookie()) {
    const [pair] = header.split(";");
    const [key, value] = (pair ?? "").split("=");
    if (key === name) return value;
  }
  return undefined;
}

export function setCookieHeader(res: Response, name: string): string | undefined {
  return res.headers.getSetCookie().find((header) => header.startsWith(`${name}=`));
}

/** The installation the dashboard tests' projects belong to (`projects.installation_id`). */
export const TEST_INSTALLATION_ID = 77;

/** The environment that turns the dashboard on, with GitHub at the double. */
export function dashboardEnvOn(github: GitHubDouble): Record<string, string> {
  return { ...dashboardEnv, GHE_HOST: github.host, GHE_PROTOCOL: "http" };
}

/**
 * Registers the test app on the double as its manifest would have: the dashboard's OAuth client,
 * the test key (its JWT is checked from then on), and the server's callback address.
 */
export function registerDashboardApp(github: GitHubDouble, serverUrl: string): void {
  registerTestApp(github, {
    clientId: TEST_CLIENT_ID,
    clientSecret: TEST_CLIENT_SECRET,
    callbackUrls: [new URL("/app/auth/callback", serverUrl).href],
  });
}

/**
 * Makes the user's repositories and roles GitHub's state: each repository exists on the double
 * under its id (a repository of that name with another id is replaced, as a deleted and re-created
 * one is), belongs to the test app's installation, and the user holds their role on it. Called
 * again, it changes what GitHub answers the tokens the user already has.
 */
export function grantOnGitHub(
  github: GitHubDouble,
  user: FakeUser,
  installationId = TEST_INSTALLATION_ID,
): void {
  for (const repository of user.repositories) {
    const [owner = "", name = ""] = repository.fullName.split("/");
    if (github.repositoryId(owner, name) !== repository.id) {
      github.addRepository(owner, name, [], { id: repository.id });
    }
    github.addInstallation(owner, [repository.fullName], { id: installationId });
  }
  github.setUser({
    id: user.id,
    login: user.login,
    repositories: Object.fromEntries(user.repositories.map((r) => [r.fullName, r.permission])),
  });
}

/**
 * A user signs in through the real flow against the GitHub double: the server redirects to
 * GitHub's authorize page, GitHub sends the browser back with a code, the server exchanges it
 * (PKCE checked) and asks `GET /user`, and makes the session. The user's repositories become
 * GitHub's state first (`grantOnGitHub`).
 */
export async function signIn(
  server: TestServer,
  github: GitHubDouble,
  user: FakeUser,
  options: { returnTo?: string } = {},
): Promise<SignedIn> {
  grantOnGitHub(github, user);
  const start = await server.request(
    `/app/auth/github${options.returnTo ? `?returnTo=${encodeURIComponent(options.returnTo)}` : ""}`,
    { redirect: "manual" },
  );
  if (start.status !== 302) throw new Error(`sign-in start answered ${start.status}`);
  const stateCookie = cookieFrom(start, "inkwell_sign_in");
  github.signInOnGitHub({
    id: user.id,
    login: user.login,
    repositories: Object.fromEntries(user.repositories.map((r) => [r.fullName, r.permission])),
  });
  const authorize = await fetch(start.headers.get("location") ?? "", { redirect: "manual" });
  if (authorize.status !== 302) {
    throw new Error(
      `GitHub's authorize page answered ${authorize.status}: ${await authorize.text()}`,
    );
  }
  const back = new URL(authorize.headers.get("location") ?? "");
  const code = back.searchParams.get("code") ?? "";
  const callback = await server.request(`${back.pathname}${back.search}`, {
    redirect: "manual",
    headers: { cookie: `inkwell_sign_in=${stateCookie}` },
  });
  if (callback.status !== 303) {
    throw new Error(`sign-in callback answered ${callback.status}: ${await callback.text()}`);
  }
  const issued = github.tokensOf(user.login).at(-1);
  if (!issued) throw new Error("GitHub issued no token for the sign-in");
  const session = cookieFrom(callback, "inkwell_session");
  return {
    cookie: `inkwell_session=${session}`,
    setCookie: setCookieHeader(callback, "inkwell_session") ?? "",
    tokens: { ...issued, refreshTokenExpiresIn: 15_897_600 },
    location: callback.headers.get("location") ?? "",
    code,
  };
}

/**
 * A user signs in through the real flow: the server redirects to GitHub, GitHub (nock, for a test that counts its calls) sends the
 * browser back with a code, the server exchanges it and makes the session. Only the token
 * exchange and `GET /user` are answered here; access lookups are the caller's.
 */
export async function signInThroughNock(
  server: TestServer,
  user: FakeUser,
  options: { returnTo?: string; tokens?: IssuedTokens } = {},
): Promise<SignedIn> {
  const start = await server.request(
    `/app/auth/github${options.returnTo ? `?returnTo=${encodeURIComponent(options.returnTo)}` : ""}`,
    { redirect: "manual" },
  );
  if (start.status !== 302) throw new Error(`sign-in start answered ${start.status}`);
  const authorize = new URL(start.headers.get("location") ?? "");
  const state = authorize.searchParams.get("state") ?? "";
  const stateCookie = cookieFrom(start, "inkwell_sign_in");
  const code = randomBytes(10).toString("hex");
  const tokens = options.tokens ?? newTokens();
  const exchange = nockExchangeCode({
    code,
    codeChallenge: authorize.searchParams.get("code_challenge") ?? "",
    tokens,
    date: server.clock.now(),
  });
  const getUser = nockGetUser(tokens.accessToken, user);
  const callback = await server.request(
    `/app/auth/callback?code=${code}&state=${encodeURIComponent(state)}`,
    { redirect: "manual", headers: { cookie: `inkwell_sign_in=${stateCookie}` } },
  );
  if (callback.status !== 303) {
    throw new Error(`sign-in callback answered ${callback.status}: ${await callback.text()}`);
  }
  if (!exchange.isDone() || !getUser.isDone()) throw new Error("GitHub was not asked as expected");
  const session = cookieFrom(callback, "inkwell_session");
  return {
    cookie: `inkwell_session=${session}`,
    setCookie: setCookieHeader(callback, "inkwell_session") ?? "",
    tokens,
    location: callback.headers.get("location") ?? "",
    code,
  };
}

/** The CSRF token a page's forms carry. */
export function csrfTokenOf(page: string): string {
  const match = /name="_csrf" value="([^"]+)"/.exec(page);
  if (!match?.[1]) throw new Error("the page has no form with a CSRF token");
  return match[1];
}

/** A form post as a browser on the same origin sends it. */
export function postForm(
  server: TestServer,
  path: string,
  cookie: string,
  fields: Record<string, string | string[]>,
  headers: Record<string, string> = {},
): Promise<Response> {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) {
    for (const item of Array.isArray(value) ? value : [value]) body.append(name, item);
  }
  return server.request(path, {
    method: "POST",
    redirect: "manual",
    headers: {
      cookie,
      "content-type": "application/x-www-form-urlencoded",
      origin: server.url,
      ...headers,
    },
    body,
  });
}

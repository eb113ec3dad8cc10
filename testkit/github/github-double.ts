import {
  createHash,
  createHmac,
  generateKeyPairSync,
  type KeyObject,
  randomBytes,
  randomUUID,
  verify,
} from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { diffLines } from "../../app/agent/review/line-diff.ts";
import { gitBlobSha } from "../../app/github/git-blob-sha.ts";

/** A file of a repository the double serves: path and text (mode 120000 makes it a symlink). */
export interface DoubleFile {
  path: string;
  content: string;
  mode?: string;
}

interface TreeEntry {
  mode: string;
  sha: string;
}

interface Pull {
  number: number;
  head: string;
  base: string;
  title: string;
  body: string;
  draft: boolean;
  state: "open" | "closed";
}

/** An issue of a repository: numbered with its pull requests, as on GitHub. */
interface Issue {
  id: number;
  number: number;
  title: string;
  body: string;
}

/** A comment on the conversation of an issue or pull request. */
export interface DoubleIssueComment {
  id: number;
  issueNumber: number;
  body: string;
  user: { login: string; type: "User" | "Bot" };
}

/** A review comment on a line of a pull request's change, as a reviewer leaves it. */
export interface DoubleReviewComment {
  id: number;
  pullNumber: number;
  path: string;
  line: number | null;
  body: string;
  user: { login: string; type: "User" | "Bot" };
}

/** An emoji reaction left through the API: on an issue, an issue comment or a review comment. */
export interface DoubleReaction {
  on: { issue: number } | { comment: number } | { reviewComment: number };
  content: string;
}

interface Repository {
  id: number;
  blobs: Map<string, string>;
  trees: Map<string, Map<string, TreeEntry>>;
  commits: Map<string, { tree: string; parents: string[]; message: string }>;
  refs: Map<string, string>;
  pulls: Pull[];
  issues: Issue[];
  comments: DoubleIssueComment[];
  reviewComments: DoubleReviewComment[];
  reactions: DoubleReaction[];
}

/** A repository role on GitHub, from least to most. */
export type DoublePermission = "read" | "triage" | "write" | "maintain" | "admin";

/** A person on GitHub: their roles on repositories of the double, by `owner/name`. */
export interface DoubleUser {
  id: number;
  login: string;
  repositories: Record<string, DoublePermission>;
}

/** A GitHub App made through the manifest flow, as GitHub keeps it. */
export interface DoubleApp {
  id: number;
  slug: string;
  clientId: string;
  clientSecret: string;
  webhookSecret: string;
  /** Where GitHub delivers the app's webhooks (the manifest's `hook_attributes.url`). */
  webhookUrl: string;
  /** Where sign-in may send a user back (the manifest's `callback_urls`). */
  callbackUrls: string[];
  publicKey: KeyObject;
}

interface Installation {
  id: number;
  account: string;
  repositories: string[];
}

/** One request the double answered, as the run's count sees it. */
export interface DoubleRequest {
  method: string;
  path: string;
  status: number;
  /** The query string, `?` included, when there was one. */
  query?: string;
  /** The `authorization` header the request carried, when it carried one. */
  authorization?: string;
}

/** An answer the double gives instead of its own, for a failure a test injects. */
export interface DoubleFailure {
  status: number;
  /** JSON, or text sent as it is; `{ message: "injected failure" }` when left out. */
  body?: unknown;
  headers?: Record<string, string>;
  /** Answers only after this long: a GitHub that does not answer in time. */
  delayMs?: number;
}

/** A commit of a branch's history, newest first. */
export interface DoubleCommit {
  sha: string;
  message: string;
  parents: string[];
}

/** A pull request the test opens itself, as a user would. */
export interface DoublePullInput {
  head: string;
  base?: string;
  title: string;
  body?: string;
  draft?: boolean;
}

/** A file a branch changes against another, as a pull request's files list it. */
export interface DoubleFileChange {
  filename: string;
  status: "added" | "removed" | "modified";
  additions: number;
  deletions: number;
  /**
   * The unified diff with three lines of context, when the double was started with `patches`;
   * left out for large changes ({@link PATCH_MAX_LINES}), as GitHub leaves out large ones.
   */
  patch?: string;
}

export interface GitHubDouble {
  /** `host:port`, for GHE_HOST with GHE_PROTOCOL=http. */
  host: string;
  /** The REST API's base URL, `http://host:port/api/v3`, for GITHUB_API_URL. */
  apiUrl: string;
  /**
   * A fetch that sends what a client addresses to `https://api.github.com` (REST and GraphQL) to
   * the double, and anything else on: give it to Octokit as `request: { fetch }`, so a client
   * built for github.com, as the integration tests' is, talks to the double.
   */
  fetch: typeof fetch;
  /**
   * Adds a repository whose `main` branch holds these files; returns the base commit. Adding one
   * under a name already taken replaces it, as deleting a repository and creating another under
   * its name does on GitHub (the new one has a new id, or the `id` given).
   */
  addRepository(
    owner: string,
    repo: string,
    files: readonly (Omit<DoubleFile, "content"> & { content?: string })[],
    options?: { id?: number },
  ): string;
  /** Commits these files (a string writes the file, null deletes it) on a branch made from `main`; returns the commit. */
  addBranch(
    owner: string,
    repo: string,
    branch: string,
    changes: Record<string, string | null>,
  ): string;
  /** Opens a pull request as a user would; returns its number. */
  openPull(owner: string, repo: string, input: DoublePullInput): number;
  /** Opens an issue as a user would; returns its id and number (shared with pull requests). */
  openIssue(
    owner: string,
    repo: string,
    input: { title: string; body?: string },
  ): { id: number; number: number };
  /**
   * Leaves a comment on an issue's or pull request's conversation as this person would (the test
   * then delivers its webhook); returns the comment, whose id GitHub numbers. A login ending in
   * `[bot]` comments as an app's bot.
   */
  commentOn(
    owner: string,
    repo: string,
    number: number,
    login: string,
    body: string,
  ): DoubleIssueComment;
  /**
   * Leaves a review comment on a line of the pull request's change as this person would; returns
   * the comment (the pull request's review comments list it, newest first when asked).
   */
  reviewOn(
    owner: string,
    repo: string,
    number: number,
    comment: { path: string; line: number | null; login: string; body: string },
  ): DoubleReviewComment;
  /** The comments on an issue's or pull request's conversation, oldest first. */
  issueComments(owner: string, repo: string, number: number): readonly DoubleIssueComment[];
  /** The reactions left through the API on the repository's issues and comments. */
  reactions(owner: string, repo: string): readonly DoubleReaction[];
  /** A person GitHub knows, with their roles (what collaborator permission answers). */
  addUser(user: DoubleUser): void;
  /** What `head` changes against `base` (branches or commits), file by file, in path order. */
  changes(owner: string, repo: string, base: string, head: string): DoubleFileChange[];
  /** The files of a branch (or commit) now: path → text. Undefined when it does not exist. */
  filesAt(owner: string, repo: string, refOrSha: string): Map<string, string> | undefined;
  /** The pull request whose head is this branch, if one was opened. */
  pullFor(owner: string, repo: string, branch: string): Readonly<Pull> | undefined;
  /** The requests answered since the last call, installation tokens left out (as the worker's count does). */
  takeRequests(): DoubleRequest[];
  /**
   * Makes the next `times` requests with this method and path (as a client addresses
   * api.github.com: `/repos/acme/docs/git/ref/heads/main`, `/graphql`; no query) answer `failure`
   * instead: a 502, a rate limit with its headers. Later requests are answered as before.
   */
  failNext(method: string, path: string, failure: DoubleFailure, times?: number): void;
  /** A branch's (or a commit's) history back to the first commit, newest first; empty if none. */
  log(owner: string, repo: string, refOrSha: string): DoubleCommit[];
  /** The repository's id, as GitHub's API and webhooks give it. */
  repositoryId(owner: string, repo: string): number | undefined;
  /**
   * The person signed in to GitHub in the browser: the one who creates the app from a manifest
   * and who authorizes sign-ins. Until one is, those pages answer 401.
   */
  signInOnGitHub(user: DoubleUser): void;
  /**
   * Sets what GitHub knows of a person now (their roles on repositories): the tokens they were
   * already given answer with the new roles, as GitHub's do.
   */
  setUser(user: DoubleUser): void;
  /** Revokes every token issued to this login, as a user revoking the app's authorization does. */
  revokeTokens(login: string): void;
  /** The user tokens issued to this login (by a code or a refresh), newest last. */
  tokensOf(login: string): readonly DoubleUserTokens[];
  /**
   * How long the user tokens issued from now on last (GitHub's expiring user tokens: 8 hours,
   * their refresh token about six months).
   */
  setUserTokenLifetime(seconds: number): void;
  /** The apps registered through the manifest flow, newest last. */
  apps(): readonly DoubleApp[];
  /**
   * Registers an app as the manifest flow would have, for a server configured with the app's
   * credentials already (its JWT is checked from then on, as after a manifest conversion).
   */
  registerApp(
    app: Omit<DoubleApp, "slug" | "webhookSecret" | "webhookUrl"> & { slug?: string },
  ): void;
  /**
   * Installs an app on these repositories of one account without delivering the webhook (the
   * state a server finds when the installation predates it); returns the installation's id.
   */
  addInstallation(account: string, repositories: string[], options?: { id?: number }): number;
  /**
   * Installs the newest app on these repositories of one account, then delivers the signed
   * `installation` webhook to the app's webhook URL, as GitHub does; answers the delivery's status.
   */
  installApp(
    account: string,
    repositories: string[],
  ): Promise<{ installationId: number; status: number }>;
  close(): Promise<void>;
}

/** The tokens of one sign-in or refresh, as the token endpoint answered them. */
export interface DoubleUserTokens {
  accessToken: string;
  refreshToken: string;
  /** Seconds. */
  expiresIn: number;
}

export interface GitHubDoubleOptions {
  /**
   * GitHub's clock, sent as each answer's `Date` header (clients date token expiry by it): the
   * test clock, when the server under test runs on one. The real time when left out.
   */
  now?: () => Date;
  /**
   * Gives each file of a pull request its unified-diff `patch`, as GitHub does. Off by default:
   * the task suite's recordings were made without patches, and a replay checks the model is shown
   * exactly what was recorded.
   */
  patches?: boolean;
}

const ROLES: readonly DoublePermission[] = ["read", "triage", "write", "maintain", "admin"];

const hash = (text: string) => createHash("sha1").update(text).digest("hex");

/**
 * GitHub's REST and GraphQL API as the agent uses it, served over HTTP on 127.0.0.1 with the
 * paths of a GitHub Enterprise Server (`/api/v3`, `/api/graphql`), backed by real git objects in
 * memory: the recursive tree, blobs by id (GraphQL and REST), the archive, trees with `base_tree`,
 * commits, refs (fast-forward only), pull requests with their draft flag, their files (net change,
 * each file's blob, and the unified-diff patch when asked for) and the review comments a test leaves, issues with
 * their comments and reactions (what Inkwell posts as the app's bot). Also GitHub's side of an
 * operator's first day: the manifest flow that registers an app (the form post of
 * `/settings/apps/new` and `POST /app-manifests/{code}/conversions`), the app's JWT (checked once an
 * app is registered), installations and their webhook, and a user's sign-in (the OAuth web flow
 * with PKCE, `/user`, `/user/installations`, collaborator permissions). Anything else is a 404 that
 * names the route, so a new call the agent makes shows up at once. A test can make chosen requests
 * fail (`failNext`: a 502, a rate limit) to see how the app copes; the rest stay answered.
 */
export async function startGitHubDouble(options: GitHubDoubleOptions = {}): Promise<GitHubDouble> {
  const repositories = new Map<string, Repository>();
  let requests: DoubleRequest[] = [];
  let nextPull = 1;
  let nextComment = 9_000_001;
  let nextIssueId = 5_000_001;
  let nextRepositoryId = 4201;
  const registered: DoubleApp[] = [];
  /** Manifest codes not yet converted: code → the app's manifest and where it was made. */
  const manifests = new Map<string, Record<string, unknown>>();
  const installations: Installation[] = [];
  /** Failures injected by a test, by `METHOD path`: the answer and how many requests are left. */
  const failures = new Map<string, { failure: DoubleFailure; left: number }>();
  let webUser: DoubleUser | undefined;
  const users = new Map<string, DoubleUser>();
  /** OAuth codes not yet exchanged, and the user tokens issued. */
  const grants = new Map<
    string,
    { user: DoubleUser; clientId: string; redirectUri: string; challenge: string }
  >();
  /** Access token → the user's id; refresh token → the user's id, until it is spent. */
  const userTokens = new Map<string, number>();
  const refreshTokens = new Map<string, number>();
  const usersById = new Map<number, DoubleUser>();
  const issued: { login: string; tokens: DoubleUserTokens }[] = [];
  let userTokenLifetime = 28_800;

  /** New tokens for this user, as the token endpoint answers them. */
  function issueTokens(user: DoubleUser) {
    if (!usersById.has(user.id)) usersById.set(user.id, user);
    const tokens: DoubleUserTokens = {
      accessToken: `ghu_${randomBytes(18).toString("hex")}`,
      refreshToken: `ghr_${randomBytes(30).toString("hex")}`,
      expiresIn: userTokenLifetime,
    };
    userTokens.set(tokens.accessToken, user.id);
    refreshTokens.set(tokens.refreshToken, user.id);
    issued.push({ login: user.login, tokens });
    return {
      access_token: tokens.accessToken,
      expires_in: tokens.expiresIn,
      refresh_token: tokens.refreshToken,
      refresh_token_expires_in: 15_897_600,
      scope: "",
      token_type: "bearer",
    };
  }

  const server = createServer((req, res) => {
    answer(req, res).catch((error: unknown) => {
      send(res, 500, { message: String(error) });
    });
  });

  function send(res: ServerResponse, status: number, body: unknown, path = "") {
    if (path) {
      const search = new URL(res.req.url ?? "/", "http://double").search;
      const authorization = res.req.headers.authorization;
      requests.push({
        method: res.req.method ?? "GET",
        path,
        status,
        ...(search ? { query: search } : {}),
        ...(authorization ? { authorization } : {}),
      });
    }
    res.writeHead(status, {
      "content-type": "application/json",
      ...(options.now ? { date: options.now().toUTCString() } : {}),
    });
    res.end(JSON.stringify(body));
  }

  function storeTree(repo: Repository, entries: Map<string, TreeEntry>): string {
    const sorted = [...entries].sort(([a], [b]) => (a < b ? -1 : 1));
    const sha = hash(JSON.stringify(sorted));
    repo.trees.set(sha, entries);
    return sha;
  }

  function storeBlob(repo: Repository, content: string): string {
    const sha = gitBlobSha(Buffer.from(content));
    repo.blobs.set(sha, content);
    return sha;
  }

  function treeJson(repo: Repository, sha: string) {
    const entries = repo.trees.get(sha);
    if (!entries) return undefined;
    const folders = new Set<string>();
    for (const path of entries.keys()) {
      const parts = path.split("/");
      for (let i = 1; i < parts.length; i++) folders.add(parts.slice(0, i).join("/"));
    }
    return {
      sha,
      truncated: false,
      tree: [
        ...[...folders].map((path) => ({ path, mode: "040000", type: "tree", sha: hash(path) })),
        ...[...entries].map(([path, entry]) => ({
          path,
          mode: entry.mode,
          type: "blob",
          sha: entry.sha,
          size: Buffer.byteLength(repo.blobs.get(entry.sha) ?? ""),
        })),
      ],
    };
  }

  function commentJson(comment: DoubleIssueComment) {
    return {
      id: comment.id,
      body: comment.body,
      user: { login: comment.user.login, type: comment.user.type },
      created_at: new Date().toISOString(),
    };
  }

  function pullJson(owner: string, name: string, pull: Pull) {
    return {
      number: pull.number,
      node_id: `PR_${owner}_${name}_${pull.number}`,
      state: pull.state,
      draft: pull.draft,
      title: pull.title,
      body: pull.body,
      html_url: `${webUrl()}/${owner}/${name}/pull/${pull.number}`,
      merged_at: null,
      head: { ref: pull.head },
      base: { ref: pull.base },
    };
  }

  async function readBody(req: IncomingMessage): Promise<Record<string, unknown>> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    if (chunks.length === 0) return {};
    const text = Buffer.concat(chunks).toString("utf8");
    if (req.headers["content-type"]?.startsWith("application/x-www-form-urlencoded")) {
      return Object.fromEntries(new URLSearchParams(text));
    }
    return JSON.parse(text) as Record<string, unknown>;
  }

  /** The registered app whose JWT the request carries (RS256, signed with the app's key, unexpired). */
  function appOfJwt(req: IncomingMessage): DoubleApp | undefined {
    const token = /^bearer (.+)$/i.exec(req.headers.authorization ?? "")?.[1] ?? "";
    const [header = "", payload = "", signature = ""] = token.split(".");
    let claims: { iss?: unknown; exp?: unknown };
    try {
      claims = JSON.parse(Buffer.from(payload, "base64url").toString("utf8"));
    } catch {
      return undefined;
    }
    const app = registered.find((candidate) => String(candidate.id) === String(claims.iss));
    if (!app || Number(claims.exp) * 1000 < Date.now()) return undefined;
    const signed = Buffer.from(`${header}.${payload}`);
    return verify("RSA-SHA256", signed, app.publicKey, Buffer.from(signature, "base64url"))
      ? app
      : undefined;
  }

  /** The user of a user token (`token …` or `bearer …`), as `GET /user` knows them. */
  function userOfToken(req: IncomingMessage): DoubleUser | undefined {
    const token = /^(?:token|bearer) (.+)$/i.exec(req.headers.authorization ?? "")?.[1] ?? "";
    const id = userTokens.get(token);
    return id === undefined ? undefined : usersById.get(id);
  }

  function sent(res: ServerResponse, status: number, body: unknown, path: string): true {
    send(res, status, body, path);
    return true;
  }

  function redirected(res: ServerResponse, location: string): true {
    res.writeHead(302, { location });
    res.end();
    return true;
  }

  /** GitHub's web pages and the app-level API: undefined when the route is not one of them. */
  function answerAccount(
    req: IncomingMessage,
    res: ServerResponse,
    url: URL,
    route: string,
    body: Record<string, unknown>,
  ): true | undefined {
    const method = req.method ?? "GET";
    if (method === "POST" && /^(\/organizations\/[^/]+)?\/settings\/apps\/new$/.test(route)) {
      // The person confirms "Create GitHub App" on GitHub; GitHub sends them back with a code.
      if (!webUser) return sent(res, 401, { message: "not signed in to GitHub" }, route);
      let manifest: Record<string, unknown>;
      try {
        manifest = JSON.parse(String(body.manifest)) as Record<string, unknown>;
      } catch {
        return sent(res, 422, { message: "manifest is not JSON" }, route);
      }
      const hook = manifest.hook_attributes as { url?: unknown } | undefined;
      if (typeof manifest.url !== "string" || typeof hook?.url !== "string") {
        return sent(res, 422, { message: "manifest needs url and hook_attributes.url" }, route);
      }
      const code = randomBytes(10).toString("hex");
      manifests.set(code, manifest);
      const back = new URL(String(manifest.redirect_url ?? manifest.url));
      back.searchParams.set("code", code);
      const state = url.searchParams.get("state");
      if (state !== null) back.searchParams.set("state", state);
      return redirected(res, back.href);
    }
    const conversion = /^\/api\/v3\/app-manifests\/([^/]+)\/conversions$/.exec(route);
    if (method === "POST" && conversion) {
      const code = conversion[1] as string;
      const manifest = manifests.get(code);
      // A code converts once (GitHub also lets one lapse after an hour, which the double does not).
      if (!manifest) return sent(res, 404, { message: "Not Found" }, route);
      manifests.delete(code);
      const { privateKey, publicKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
      const id = 900_000 + registered.length + 1;
      const slug = `${String(manifest.name ?? "app")
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, "-")}-${id}`;
      const app: DoubleApp = {
        id,
        slug,
        clientId: `Iv23li${randomBytes(7).toString("hex")}`,
        clientSecret: randomBytes(20).toString("hex"),
        webhookSecret: randomBytes(20).toString("hex"),
        webhookUrl: String((manifest.hook_attributes as { url: string }).url),
        callbackUrls: Array.isArray(manifest.callback_urls)
          ? manifest.callback_urls.map(String)
          : [],
        publicKey,
      };
      registered.push(app);
      return sent(
        res,
        201,
        {
          id,
          slug,
          name: manifest.name,
          owner: { login: webUser?.login ?? "", type: "User" },
          html_url: `${webUrl()}/apps/${slug}`,
          client_id: app.clientId,
          client_secret: app.clientSecret,
          webhook_secret: app.webhookSecret,
          pem: privateKey.export({ type: "pkcs1", format: "pem" }).toString(),
        },
        route,
      );
    }
    if (route === "/login/oauth/authorize" && method === "GET") {
      const app = registered.find((c) => c.clientId === url.searchParams.get("client_id"));
      if (!app) return sent(res, 404, { message: "no app with this client_id" }, route);
      const redirectUri = url.searchParams.get("redirect_uri") ?? app.callbackUrls[0] ?? "";
      // GitHub sends the user back only to a callback URL the app lists (or a path under one).
      const allowed = app.callbackUrls.some((callback) => {
        const a = new URL(callback);
        const b = URL.canParse(redirectUri) ? new URL(redirectUri) : undefined;
        return b !== undefined && a.origin === b.origin && b.pathname.startsWith(a.pathname);
      });
      if (!allowed) {
        return sent(
          res,
          400,
          { message: "The redirect_uri is not associated with this application." },
          route,
        );
      }
      if (!webUser) return sent(res, 401, { message: "not signed in to GitHub" }, route);
      const code = randomBytes(10).toString("hex");
      grants.set(code, {
        user: webUser,
        clientId: app.clientId,
        redirectUri,
        challenge: url.searchParams.get("code_challenge") ?? "",
      });
      const back = new URL(redirectUri);
      back.searchParams.set("code", code);
      const state = url.searchParams.get("state");
      if (state !== null) back.searchParams.set("state", state);
      return redirected(res, back.href);
    }
    if (route === "/login/oauth/access_token" && method === "POST") {
      const app = registered.find((c) => c.clientId === body.client_id);
      if (!app || app.clientSecret !== body.client_secret) {
        return sent(res, 200, { error: "incorrect_client_credentials" }, route);
      }
      if (body.grant_type === "refresh_token") {
        // A refresh token is single-use: GitHub answers a spent one as it answers a wrong one.
        const userId = refreshTokens.get(String(body.refresh_token));
        refreshTokens.delete(String(body.refresh_token));
        const user = userId === undefined ? undefined : usersById.get(userId);
        if (!user) return sent(res, 200, { error: "bad_refresh_token" }, route);
        return sent(res, 200, issueTokens(user), route);
      }
      const grant = grants.get(String(body.code));
      grants.delete(String(body.code));
      const verifier = String(body.code_verifier ?? "");
      const challenge = createHash("sha256").update(verifier).digest("base64url");
      if (
        !grant ||
        grant.clientId !== app.clientId ||
        (body.redirect_uri !== undefined && body.redirect_uri !== grant.redirectUri) ||
        (grant.challenge !== "" && grant.challenge !== challenge)
      ) {
        return sent(res, 200, { error: "bad_verification_code" }, route);
      }
      return sent(res, 200, issueTokens(usersById.get(grant.user.id) ?? grant.user), route);
    }
    if (route === "/api/v3/user" && method === "GET") {
      const user = userOfToken(req);
      if (!user) return sent(res, 401, { message: "Bad credentials" }, route);
      return sent(res, 200, { id: user.id, login: user.login, type: "User" }, route);
    }
    if (route === "/api/v3/user/installations" && method === "GET") {
      const user = userOfToken(req);
      if (!user) return sent(res, 401, { message: "Bad credentials" }, route);
      const mine =
        url.searchParams.get("page") === "1" || !url.searchParams.has("page")
          ? installations.filter((i) => i.repositories.some((r) => r in user.repositories))
          : [];
      const listed = mine.map((i) => ({ id: i.id, account: { login: i.account } }));
      return sent(res, 200, { total_count: listed.length, installations: listed }, route);
    }
    const userRepositories = /^\/api\/v3\/user\/installations\/(\d+)\/repositories$/.exec(route);
    if (userRepositories && method === "GET") {
      const user = userOfToken(req);
      if (!user) return sent(res, 401, { message: "Bad credentials" }, route);
      const installation = installations.find((i) => i.id === Number(userRepositories[1]));
      if (!installation) return sent(res, 404, { message: "Not Found" }, route);
      const firstPage = url.searchParams.get("page") === "1" || !url.searchParams.has("page");
      const listed = (firstPage ? installation.repositories : []).flatMap((fullName) => {
        const role = user.repositories[fullName];
        if (!role) return [];
        const rank = ROLES.indexOf(role);
        const permissions = Object.fromEntries(
          (["pull", "triage", "push", "maintain", "admin"] as const).map((flag, i) => [
            flag,
            rank >= i,
          ]),
        );
        return [{ id: repositories.get(fullName)?.id, full_name: fullName, permissions }];
      });
      return sent(res, 200, { total_count: listed.length, repositories: listed }, route);
    }
    if (route === "/api/v3/app" && method === "GET") {
      // Before any app is registered, tokens are not checked (as for installation tokens): the
      // test app is "inkwell".
      if (registered.length === 0) return sent(res, 200, { id: 1, slug: "inkwell" }, route);
      const app = appOfJwt(req);
      if (!app) return sent(res, 401, { message: "A JSON web token could not be decoded" }, route);
      const page = `${webUrl()}/apps/${app.slug}`;
      return sent(res, 200, { id: app.id, slug: app.slug, html_url: page }, route);
    }
    return undefined;
  }

  function webUrl(): string {
    const { port } = server.address() as AddressInfo;
    return `http://127.0.0.1:${port}`;
  }

  async function answer(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? "/", "http://double");
    const route = decodeURIComponent(url.pathname);
    const method = req.method ?? "GET";
    const body = await readBody(req);
    const apiPath = route === "/api/graphql" ? "/graphql" : route.replace(/^\/api\/v3(?=\/)/, "");
    const injected = failures.get(`${method} ${apiPath}`);
    if (injected && injected.left > 0) {
      injected.left--;
      const { delayMs } = injected.failure;
      if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs).unref());
      if (res.destroyed) return;
      const {
        status,
        body: answered = { message: "injected failure" },
        headers,
      } = injected.failure;
      requests.push({ method, path: route, status });
      const json = typeof answered !== "string";
      res.writeHead(status, {
        "content-type": json ? "application/json" : "text/plain",
        ...headers,
      });
      res.end(json ? JSON.stringify(answered) : answered);
      return;
    }
    if (answerAccount(req, res, url, route, body)) return;
    const tokenFor = /^\/api\/v3\/app\/installations\/(\d+)\/access_tokens$/.exec(route);
    if (method === "POST" && tokenFor) {
      // Once an app is registered, a token is only for its JWT and one of its installations.
      if (registered.length > 0) {
        if (!appOfJwt(req))
          return send(res, 401, { message: "A JSON web token could not be decoded" }, route);
        if (!installations.some((i) => i.id === Number(tokenFor[1]))) {
          return send(res, 404, { message: "Not Found" }, route);
        }
      }
      res.writeHead(201, { "content-type": "application/json" });
      res.end(JSON.stringify({ token: "ghs_eval_double", expires_at: "2099-01-01T00:00:00Z" }));
      return;
    }
    if (route === "/api/graphql") return graphql(res, body, route);
    if (route.startsWith("/_archive/")) return archive(res, route);
    const match = /^\/api\/v3\/repos\/([^/]+)\/([^/]+)(\/.*)?$/.exec(route);
    const owner = match?.[1] ?? "";
    const name = match?.[2] ?? "";
    const repo = repositories.get(`${owner}/${name}`);
    if (!repo) return send(res, 404, { message: `no repository at ${route}` }, route);
    const rest = match?.[3] ?? "";
    /** The route's one parameter when the method and the path match, else undefined. */
    const param = (verb: string, pattern: RegExp): string | undefined =>
      method === verb ? pattern.exec(rest)?.[1] : undefined;

    if (method === "GET" && rest === "") {
      const about = { id: repo.id, name, full_name: `${owner}/${name}`, default_branch: "main" };
      return send(res, 200, about, route);
    }
    if (method === "GET" && rest === "/installation") {
      if (!appOfJwt(req))
        return send(res, 401, { message: "A JSON web token could not be decoded" }, route);
      const installation = installations.find((i) => i.repositories.includes(`${owner}/${name}`));
      return installation
        ? send(res, 200, { id: installation.id, account: { login: installation.account } }, route)
        : send(res, 404, { message: "Not Found" }, route);
    }
    const collaborator = param("GET", /^\/collaborators\/([^/]+)\/permission$/);
    if (collaborator !== undefined) {
      const user = users.get(collaborator.toLowerCase());
      if (!user) return send(res, 404, { message: "Not Found" }, route);
      const role = user.repositories[`${owner}/${name}`] ?? "none";
      // `permission` is the legacy base role: maintain reads as write, triage as read.
      const legacy = {
        admin: "admin",
        maintain: "write",
        write: "write",
        triage: "read",
        read: "read",
        none: "none",
      };
      return send(
        res,
        200,
        { permission: legacy[role], role_name: role, user: { login: user.login } },
        route,
      );
    }
    const branchName = param("GET", /^\/git\/ref\/heads\/(.+)$/);
    if (branchName !== undefined) {
      const sha = repo.refs.get(branchName);
      return sha
        ? send(
            res,
            200,
            { ref: `refs/heads/${branchName}`, object: { type: "commit", sha } },
            route,
          )
        : send(res, 404, { message: "Not Found" }, route);
    }
    const commitSha = param("GET", /^\/git\/commits\/([0-9a-f]+)$/);
    if (commitSha !== undefined) {
      const commit = repo.commits.get(commitSha);
      return commit
        ? send(res, 200, { sha: commitSha, tree: { sha: commit.tree } }, route)
        : send(res, 404, { message: "Not Found" }, route);
    }
    const treeSha = param("GET", /^\/git\/trees\/([0-9a-f]+)$/);
    if (treeSha !== undefined) {
      // A commit's id names its tree too, as on GitHub.
      const tree = treeJson(repo, repo.commits.get(treeSha)?.tree ?? treeSha);
      return tree ? send(res, 200, tree, route) : send(res, 404, { message: "Not Found" }, route);
    }
    const blobSha = param("GET", /^\/git\/blobs\/([0-9a-f]+)$/);
    if (blobSha !== undefined) {
      const content = repo.blobs.get(blobSha);
      if (content === undefined) return send(res, 404, { message: "Not Found" }, route);
      const encoded = Buffer.from(content).toString("base64");
      return send(res, 200, { sha: blobSha, encoding: "base64", content: encoded }, route);
    }
    const archiveSha = param("GET", /^\/tarball\/([0-9a-f]+)$/);
    if (archiveSha !== undefined) {
      requests.push({ method, path: route, status: 302 });
      const { port } = server.address() as AddressInfo;
      res.writeHead(302, {
        location: `http://127.0.0.1:${port}/_archive/${owner}/${name}/${archiveSha}`,
      });
      res.end();
      return;
    }
    if (method === "POST" && rest === "/git/trees") {
      const base = repo.trees.get(String(body.base_tree));
      if (!base) return send(res, 422, { message: "base_tree is not a tree" }, route);
      const entries = new Map(base);
      for (const item of body.tree as Record<string, unknown>[]) {
        const path = String(item.path);
        if (typeof item.content === "string") {
          entries.set(path, { mode: String(item.mode), sha: storeBlob(repo, item.content) });
        } else if (item.sha === null) {
          if (!entries.delete(path)) {
            return send(res, 422, { message: `tree.path ${path} does not exist` }, route);
          }
        } else {
          if (!repo.blobs.has(String(item.sha))) {
            return send(res, 422, { message: `tree.sha ${item.sha} is not a blob` }, route);
          }
          entries.set(path, { mode: String(item.mode), sha: String(item.sha) });
        }
      }
      return send(res, 201, { sha: storeTree(repo, entries) }, route);
    }
    if (method === "POST" && rest === "/git/commits") {
      const tree = String(body.tree);
      const parents = (body.parents as string[]) ?? [];
      if (!repo.trees.has(tree)) return send(res, 422, { message: "tree is not a tree" }, route);
      const sha = hash(JSON.stringify({ tree, parents, message: body.message }));
      repo.commits.set(sha, { tree, parents, message: String(body.message) });
      return send(res, 201, { sha, tree: { sha: tree } }, route);
    }
    if (method === "POST" && rest === "/git/refs") {
      const ref = String(body.ref).replace(/^refs\/heads\//, "");
      if (repo.refs.has(ref)) return send(res, 422, { message: "Reference already exists" }, route);
      repo.refs.set(ref, String(body.sha));
      return send(res, 201, { ref: body.ref, object: { type: "commit", sha: body.sha } }, route);
    }
    const patchedBranch = param("PATCH", /^\/git\/refs\/heads\/(.+)$/);
    if (patchedBranch !== undefined) {
      const branch = patchedBranch;
      const current = repo.refs.get(branch);
      const next = String(body.sha);
      if (!current) return send(res, 422, { message: "Reference does not exist" }, route);
      if (!body.force && !repo.commits.get(next)?.parents.includes(current)) {
        return send(res, 422, { message: "Update is not a fast forward" }, route);
      }
      repo.refs.set(branch, next);
      return send(res, 200, { ref: `refs/heads/${branch}`, object: { sha: next } }, route);
    }
    if (method === "GET" && rest === "/pulls") {
      const head = url.searchParams.get("head") ?? "";
      const branch = head.slice(head.indexOf(":") + 1);
      const pulls = repo.pulls.filter((pull) => pull.head === branch);
      return send(
        res,
        200,
        pulls.map((pull) => pullJson(owner, name, pull)),
        route,
      );
    }
    if (method === "POST" && rest === "/pulls") {
      const head = String(body.head);
      if (!repo.refs.has(head)) return send(res, 422, { message: "head does not exist" }, route);
      if (repo.pulls.some((pull) => pull.head === head && pull.state === "open")) {
        return send(res, 422, { message: "A pull request already exists" }, route);
      }
      const pull: Pull = {
        number: nextPull++,
        head,
        base: String(body.base),
        title: String(body.title),
        body: String(body.body ?? ""),
        draft: body.draft === true,
        state: "open",
      };
      repo.pulls.push(pull);
      return send(res, 201, pullJson(owner, name, pull), route);
    }
    const pullNumber = param("PATCH", /^\/pulls\/(\d+)$/);
    if (pullNumber !== undefined) {
      const pull = repo.pulls.find((candidate) => candidate.number === Number(pullNumber));
      if (!pull) return send(res, 404, { message: "Not Found" }, route);
      if (typeof body.body === "string") pull.body = body.body;
      if (typeof body.title === "string") pull.title = body.title;
      if (body.state === "closed" || body.state === "open") pull.state = body.state;
      return send(res, 200, pullJson(owner, name, pull), route);
    }
    const filesOf = param("GET", /^\/pulls\/(\d+)\/files$/);
    if (filesOf !== undefined) {
      const pull = repo.pulls.find((candidate) => candidate.number === Number(filesOf));
      if (!pull) return send(res, 404, { message: "Not Found" }, route);
      // Each file with its blob at the head (null when removed), as GitHub lists it.
      const head = treeAt(repo, pull.head);
      const files = changesBetween(repo, pull.base, pull.head).map((change) => ({
        ...change,
        sha: head.get(change.filename)?.sha ?? null,
      }));
      return send(res, 200, files, route);
    }
    const issueNumber = /^\/issues\/(\d+)\/(comments|reactions)$/.exec(rest);
    const known = (number: number) =>
      repo.issues.some((issue) => issue.number === number) ||
      repo.pulls.some((pull) => pull.number === number);
    if (issueNumber && method === "POST") {
      const number = Number(issueNumber[1]);
      if (!known(number)) return send(res, 404, { message: "Not Found" }, route);
      if (issueNumber[2] === "reactions") {
        repo.reactions.push({ on: { issue: number }, content: String(body.content) });
        return send(res, 201, { id: repo.reactions.length, content: body.content }, route);
      }
      const comment: DoubleIssueComment = {
        id: nextComment++,
        issueNumber: number,
        body: String(body.body ?? ""),
        // Comments through the API are the app's: installation tokens act as its bot.
        user: { login: "inkwell[bot]", type: "Bot" },
      };
      repo.comments.push(comment);
      return send(res, 201, commentJson(comment), route);
    }
    if (issueNumber && method === "GET" && issueNumber[2] === "comments") {
      const number = Number(issueNumber[1]);
      if (!known(number)) return send(res, 404, { message: "Not Found" }, route);
      const listed = repo.comments.filter((comment) => comment.issueNumber === number);
      return send(res, 200, listed.map(commentJson), route);
    }
    const reactedComment = param("POST", /^\/issues\/comments\/(\d+)\/reactions$/);
    if (reactedComment !== undefined) {
      repo.reactions.push({
        on: { comment: Number(reactedComment) },
        content: String(body.content),
      });
      return send(res, 201, { id: repo.reactions.length, content: body.content }, route);
    }
    const reactedReview = param("POST", /^\/pulls\/comments\/(\d+)\/reactions$/);
    if (reactedReview !== undefined) {
      repo.reactions.push({
        on: { reviewComment: Number(reactedReview) },
        content: String(body.content),
      });
      return send(res, 201, { id: repo.reactions.length, content: body.content }, route);
    }
    const commentsOf = param("GET", /^\/pulls\/(\d+)\/comments$/);
    if (commentsOf !== undefined) {
      const pull = repo.pulls.find((candidate) => candidate.number === Number(commentsOf));
      if (!pull) return send(res, 404, { message: "Not Found" }, route);
      const listed = repo.reviewComments
        .filter((comment) => comment.pullNumber === pull.number)
        .map((comment, index) => ({
          id: comment.id,
          path: comment.path,
          line: comment.line,
          original_line: comment.line,
          body: comment.body,
          user: comment.user,
          created_at: new Date(Date.UTC(2026, 0, 1, 0, index)).toISOString(),
        }));
      if (url.searchParams.get("direction") === "desc") listed.reverse();
      return send(res, 200, listed, route);
    }
    return send(res, 404, { message: `not in the GitHub double: ${method} ${route}` }, route);
  }

  /** The tree of a branch or commit, path → entry; empty when there is none. */
  function treeAt(repo: Repository, refOrSha: string): Map<string, TreeEntry> {
    const commit = repo.commits.get(repo.refs.get(refOrSha) ?? refOrSha);
    return (commit && repo.trees.get(commit.tree)) ?? new Map<string, TreeEntry>();
  }

  /**
   * A pull request's net change against its base branch, file by file with added and removed line
   * counts (as multisets of lines); no patch, as GitHub gives none for large files.
   */
  function changesBetween(repo: Repository, from: string, to: string): DoubleFileChange[] {
    const base = treeAt(repo, from);
    const head = treeAt(repo, to);
    const paths = [...new Set([...base.keys(), ...head.keys()])].sort();
    const text = (entry: TreeEntry | undefined) => (entry ? (repo.blobs.get(entry.sha) ?? "") : "");
    // A file's last newline ends its last line; it starts no empty one.
    const lines = (entry: TreeEntry | undefined) =>
      text(entry) === "" ? [] : text(entry).replace(/\n$/, "").split("\n");
    return paths.flatMap((path) => {
      const before = base.get(path);
      const after = head.get(path);
      if (before?.sha === after?.sha) return [];
      const left = new Map<string, number>();
      for (const line of lines(before)) left.set(line, (left.get(line) ?? 0) + 1);
      let additions = 0;
      for (const line of lines(after)) {
        const count = left.get(line) ?? 0;
        if (count > 0) left.set(line, count - 1);
        else additions++;
      }
      const deletions = [...left.values()].reduce((sum, count) => sum + count, 0);
      const status: DoubleFileChange["status"] = !before
        ? "added"
        : !after
          ? "removed"
          : "modified";
      const patch = options.patches ? unifiedPatch(text(before), text(after)) : undefined;
      return [{ filename: path, status, additions, deletions, ...(patch ? { patch } : {}) }];
    });
  }

  function graphql(res: ServerResponse, body: Record<string, unknown>, route: string) {
    const query = String(body.query ?? "");
    const variables = (body.variables ?? {}) as Record<string, unknown>;
    const draft = /convertPullRequestToDraft|markPullRequestReadyForReview/.exec(query);
    if (draft) {
      const id = String(variables.id);
      const pull = [...repositories]
        .flatMap(([key, repo]) => repo.pulls.map((p) => ({ key, p })))
        .find(({ key, p }) => `PR_${key.replace("/", "_")}_${p.number}` === id)?.p;
      if (!pull) return send(res, 200, { errors: [{ message: `no pull request ${id}` }] }, route);
      pull.draft = draft[0] === "convertPullRequestToDraft";
      return send(res, 200, { data: { [draft[0]]: { clientMutationId: null } } }, route);
    }
    const repo = repositories.get(`${variables.owner}/${variables.name}`);
    if (!repo) return send(res, 200, { data: { repository: null } }, route);
    const repository: Record<string, unknown> = {};
    for (const match of query.matchAll(/(b\d+): object\(oid: "([0-9a-f]+)"\)/g)) {
      const text = repo.blobs.get(match[2] as string);
      repository[match[1] as string] =
        text === undefined
          ? null
          : { text, byteSize: Buffer.byteLength(text), isBinary: false, isTruncated: false };
    }
    return send(res, 200, { data: { repository } }, route);
  }

  async function archive(res: ServerResponse, route: string) {
    const [, , owner, name, sha] = route.split("/");
    const repo = repositories.get(`${owner}/${name}`);
    const commit = repo?.commits.get(sha ?? "");
    const entries = commit && repo?.trees.get(commit.tree);
    if (!repo || !entries) return send(res, 404, { message: "Not Found" }, route);
    const { buildTarball } = await import("./tarball.ts");
    const files = [...entries].map(([path, entry]) => ({
      path,
      mode: entry.mode,
      sha: entry.sha,
      content: repo.blobs.get(entry.sha) ?? "",
    }));
    const tarball = await buildTarball(`${owner}-${name}-${(sha ?? "").slice(0, 7)}`, files);
    requests.push({ method: "GET", path: route, status: 200 });
    res.writeHead(200, { "content-type": "application/x-gzip" });
    res.end(tarball);
  }

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  function repositoryOf(owner: string, name: string): Repository {
    const repo = repositories.get(`${owner}/${name}`);
    if (!repo) throw new Error(`the GitHub double holds no ${owner}/${name}`);
    return repo;
  }

  const apiUrl = `http://127.0.0.1:${port}/api/v3`;
  return {
    host: `127.0.0.1:${port}`,
    apiUrl,
    async fetch(input, init) {
      const request = new Request(input, init);
      const url = new URL(request.url);
      if (url.origin !== "https://api.github.com") return fetch(request);
      const path = url.pathname === "/graphql" ? "/api/graphql" : `/api/v3${url.pathname}`;
      const response = await fetch(
        new Request(`http://127.0.0.1:${port}${path}${url.search}`, request),
      );
      // The answer reads as api.github.com's, so the client sees no redirect where GitHub makes
      // none (the archive's redirect to the double's download path stays one).
      const answered = new URL(response.url);
      if (answered.pathname.startsWith("/api/")) {
        const apiPath =
          answered.pathname === "/api/graphql" ? "/graphql" : answered.pathname.slice(7);
        const seen = `https://api.github.com${apiPath}${answered.search}`;
        Object.defineProperty(response, "url", { value: seen });
      }
      return response;
    },
    addRepository(owner, name, files, repositoryOptions = {}) {
      const repo: Repository = {
        id: repositoryOptions.id ?? nextRepositoryId++,
        blobs: new Map(),
        trees: new Map(),
        commits: new Map(),
        refs: new Map(),
        pulls: [],
        issues: [],
        comments: [],
        reviewComments: [],
        reactions: [],
      };
      const entries = new Map<string, TreeEntry>();
      for (const file of files) {
        entries.set(file.path, {
          mode: file.mode ?? "100644",
          sha: storeBlob(repo, file.content ?? ""),
        });
      }
      // A repository deleted to make room for this one leaves the installations that held it.
      if (repositories.has(`${owner}/${name}`)) {
        for (const installation of installations) {
          installation.repositories = installation.repositories.filter(
            (fullName) => fullName !== `${owner}/${name}`,
          );
        }
      }
      const tree = storeTree(repo, entries);
      const sha = hash(`${owner}/${name} base`);
      repo.commits.set(sha, { tree, parents: [], message: "base" });
      repo.refs.set("main", sha);
      repositories.set(`${owner}/${name}`, repo);
      return sha;
    },
    filesAt(owner, name, refOrSha) {
      const repo = repositories.get(`${owner}/${name}`);
      if (!repo) return undefined;
      const sha = repo.refs.get(refOrSha) ?? refOrSha;
      const commit = repo.commits.get(sha);
      const entries = commit && repo.trees.get(commit.tree);
      if (!entries) return undefined;
      return new Map([...entries].map(([path, entry]) => [path, repo.blobs.get(entry.sha) ?? ""]));
    },
    addBranch(owner, name, branch, changes) {
      const repo = repositoryOf(owner, name);
      const parent = repo.refs.get("main");
      const base = parent ? repo.commits.get(parent) : undefined;
      const entries = new Map(base ? repo.trees.get(base.tree) : undefined);
      for (const [path, content] of Object.entries(changes)) {
        if (content === null) entries.delete(path);
        else entries.set(path, { mode: "100644", sha: storeBlob(repo, content) });
      }
      const tree = storeTree(repo, entries);
      const parents = parent ? [parent] : [];
      const sha = hash(JSON.stringify({ tree, parents, message: branch }));
      repo.commits.set(sha, { tree, parents, message: branch });
      repo.refs.set(branch, sha);
      return sha;
    },
    openPull(owner, name, input) {
      const repo = repositoryOf(owner, name);
      if (!repo.refs.has(input.head))
        throw new Error(`no branch ${input.head} to open a pull from`);
      const pull: Pull = {
        number: nextPull++,
        head: input.head,
        base: input.base ?? "main",
        title: input.title,
        body: input.body ?? "",
        draft: input.draft ?? false,
        state: "open",
      };
      repo.pulls.push(pull);
      return pull.number;
    },
    openIssue(owner, name, input) {
      const repo = repositoryOf(owner, name);
      const issue = {
        id: nextIssueId++,
        number: nextPull++,
        title: input.title,
        body: input.body ?? "",
      };
      repo.issues.push(issue);
      return { id: issue.id, number: issue.number };
    },
    commentOn(owner, name, number, login, body) {
      const repo = repositoryOf(owner, name);
      const known =
        repo.issues.some((issue) => issue.number === number) ||
        repo.pulls.some((pull) => pull.number === number);
      if (!known) throw new Error(`no issue or pull request #${number} in ${owner}/${name}`);
      const comment: DoubleIssueComment = {
        id: nextComment++,
        issueNumber: number,
        body,
        // A login GitHub ends in `[bot]` is an app's bot, as another app's replies are.
        user: { login, type: login.endsWith("[bot]") ? "Bot" : "User" },
      };
      repo.comments.push(comment);
      return comment;
    },
    reviewOn(owner, name, number, input) {
      const repo = repositoryOf(owner, name);
      if (!repo.pulls.some((pull) => pull.number === number)) {
        throw new Error(`no pull request #${number} in ${owner}/${name}`);
      }
      const comment: DoubleReviewComment = {
        id: nextComment++,
        pullNumber: number,
        path: input.path,
        line: input.line,
        body: input.body,
        user: { login: input.login, type: "User" },
      };
      repo.reviewComments.push(comment);
      return comment;
    },
    issueComments(owner, name, number) {
      return repositoryOf(owner, name).comments.filter((c) => c.issueNumber === number);
    },
    reactions(owner, name) {
      return repositoryOf(owner, name).reactions;
    },
    addUser(user) {
      users.set(user.login.toLowerCase(), user);
    },
    changes(owner, name, base, head) {
      return changesBetween(repositoryOf(owner, name), base, head);
    },
    pullFor(owner, name, branch) {
      return repositories.get(`${owner}/${name}`)?.pulls.find((pull) => pull.head === branch);
    },
    takeRequests() {
      const taken = requests;
      requests = [];
      return taken;
    },
    failNext(method, path, failure, times = 1) {
      failures.set(`${method.toUpperCase()} ${path}`, { failure, left: times });
    },
    log(owner, name, refOrSha) {
      const repo = repositoryOf(owner, name);
      const history: DoubleCommit[] = [];
      let sha = repo.refs.get(refOrSha) ?? refOrSha;
      for (let commit = repo.commits.get(sha); commit; commit = repo.commits.get(sha)) {
        history.push({ sha, message: commit.message, parents: commit.parents });
        sha = commit.parents[0] ?? "";
      }
      return history;
    },
    repositoryId: (owner, name) => repositories.get(`${owner}/${name}`)?.id,
    signInOnGitHub(user) {
      webUser = user;
      users.set(user.login.toLowerCase(), user);
      usersById.set(user.id, user);
    },
    setUser(user) {
      users.set(user.login.toLowerCase(), user);
      usersById.set(user.id, user);
      if (webUser?.id === user.id) webUser = user;
    },
    revokeTokens(login) {
      for (const { login: owner, tokens } of issued) {
        if (owner !== login) continue;
        userTokens.delete(tokens.accessToken);
        refreshTokens.delete(tokens.refreshToken);
      }
    },
    tokensOf: (login) => issued.filter((i) => i.login === login).map((i) => i.tokens),
    setUserTokenLifetime(seconds) {
      userTokenLifetime = seconds;
    },
    apps: () => registered,
    registerApp(app) {
      registered.push({
        ...app,
        slug: app.slug ?? `app-${app.id}`,
        webhookSecret: "",
        webhookUrl: "",
      });
    },
    addInstallation(account, names, installationOptions = {}) {
      const id = installationOptions.id ?? 7_000 + installations.length + 1;
      const existing = installations.find((i) => i.id === id);
      if (existing) {
        existing.repositories = [...new Set([...existing.repositories, ...names])];
      } else {
        installations.push({ id, account, repositories: [...names] });
      }
      return id;
    },
    async installApp(account, names) {
      const app = registered.at(-1);
      if (!app) throw new Error("no app is registered on the GitHub double");
      const installation = { id: 7_000 + installations.length + 1, account, repositories: names };
      installations.push(installation);
      const payload = JSON.stringify({
        action: "created",
        installation: {
          id: installation.id,
          app_id: app.id,
          account: { login: account, id: 1, type: "Organization" },
        },
        repositories: names.map((fullName) => ({
          id: repositories.get(fullName)?.id,
          node_id: `R_${repositories.get(fullName)?.id}`,
          name: fullName.split("/")[1],
          full_name: fullName,
          private: true,
        })),
        sender: { login: webUser?.login ?? account, id: webUser?.id ?? 1, type: "User" },
      });
      const signature = createHmac("sha256", app.webhookSecret).update(payload).digest("hex");
      const delivered = await fetch(app.webhookUrl, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          "user-agent": "GitHub-Hookshot/double",
          "x-github-event": "installation",
          "x-github-delivery": randomUUID(),
          "x-github-hook-installation-target-id": String(app.id),
          "x-hub-signature-256": `sha256=${signature}`,
        },
        body: payload,
      });
      await delivered.arrayBuffer();
      return { installationId: installation.id, status: delivered.status };
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // Answers held back by a delayed failure are not waited for.
        server.closeAllConnections();
      }),
  };
}

/** Past this many lines on a side, a change gets no patch (GitHub leaves out large diffs too). */
const PATCH_MAX_LINES = 5_000;
/**
 * The hunks of a unified diff from one text to another, three lines of context, as GitHub gives a
 * pull request file's `patch` (without the `---`/`+++` header), over the line diff the agent's
 * review uses.
 */
function unifiedPatch(before: string, after: string): string | undefined {
  const lineCount = (text: string) => text.split("\n").length;
  if (lineCount(before) > PATCH_MAX_LINES || lineCount(after) > PATCH_MAX_LINES) return undefined;
  const mark = { same: " ", removed: "-", added: "+" } as const;
  const ops = diffLines(before, after).map((line) => ({ kind: mark[line.kind], text: line.text }));
  const changed = ops.flatMap((op, index) => (op.kind === " " ? [] : [index]));
  if (changed.length === 0) return undefined;
  const context = 3;
  const hunks: [number, number][] = [];
  for (const index of changed) {
    const last = hunks.at(-1);
    if (last && index - context <= last[1] + context) last[1] = index;
    else hunks.push([index, index]);
  }
  const out: string[] = [];
  for (const [first, last] of hunks) {
    const from = Math.max(0, first - context);
    const to = Math.min(ops.length - 1, last + context);
    const before = ops.slice(0, from);
    const oldStart = before.filter((op) => op.kind !== "+").length;
    const newStart = before.filter((op) => op.kind !== "-").length;
    const body = ops.slice(from, to + 1);
    const oldLength = body.filter((op) => op.kind !== "+").length;
    const newLength = body.filter((op) => op.kind !== "-").length;
    // git writes a one-line range as its line alone, and an empty one as the line before it.
    const range = (startAt: number, length: number) =>
      length === 1 ? `${startAt + 1}` : `${length === 0 ? startAt : startAt + 1},${length}`;
    out.push(`@@ -${range(oldStart, oldLength)} +${range(newStart, newLength)} @@`);
    for (const op of body) out.push(`${op.kind}${op.text}`);
  }
  return out.join("\n");
}

import nock from "nock";
import pino from "pino";
import { Probot } from "probot";
import { loadConfig } from "../../app/config.ts";
import { createGitHubApp, type GitHubApp, probotOptions } from "../../app/github/github-app.ts";
import {
  TEST_APP_ID,
  TEST_WEBHOOK_SECRET,
  testPrivateKey,
} from "../helpers/github-app-credentials.ts";

export const GITHUB_API = "https://api.github.com";

const installationToken = {
  token: "ghs_installation_token",
  expires_at: "2099-01-01T00:00:00Z",
  permissions: { contents: "write", pull_requests: "write" },
  repository_selection: "selected",
};

/** The token the app gets for one installation before its first request as that installation. */
export function nockInstallationToken(scope: nock.Scope, installationId: number): nock.Scope {
  return scope
    .post(`/app/installations/${installationId}/access_tokens`)
    .reply(201, installationToken);
}

/**
 * Installation tokens for any installation, any number of times, and optional: whether a test
 * needs one depends on the tokens its Probot already holds.
 */
export function nockInstallationTokens(baseUrl = GITHUB_API): nock.Scope {
  return nock(baseUrl)
    .persist()
    .post(/^\/app\/installations\/\d+\/access_tokens$/)
    .optionally()
    .reply(201, installationToken);
}

const testAppConfig = () => {
  const { github } = loadConfig({
    APP_ID: TEST_APP_ID,
    PRIVATE_KEY: testPrivateKey(),
    WEBHOOK_SECRET: TEST_WEBHOOK_SECRET,
  });
  if (!github) throw new Error("the test GitHub App config did not load");
  return github;
};

/** A Probot made exactly as the server makes it (Inkwell's options), for the test app on api.github.com. */
export function testProbot(): Probot {
  return new Probot(probotOptions(testAppConfig(), pino({ level: "silent" })));
}

/** The GitHub App as the server builds it from its Probot; installation tokens are answered. */
export function testGitHubApp(probot: Probot = testProbot()): GitHubApp {
  nockInstallationTokens();
  return createGitHubApp(probot, testAppConfig().baseUrl);
}

type Scope = nock.Scope;
const repoPath = (owner: string, repo: string) => `/repos/${owner}/${repo}`;
const encodeRef = (ref: string) => encodeURIComponent(ref);

export interface Repo {
  owner: string;
  repo: string;
}

export function nockGetRef(scope: Scope, r: Repo, branch: string, sha: string | null): Scope {
  const interceptor = scope.get(
    `${repoPath(r.owner, r.repo)}/git/ref/${encodeRef(`heads/${branch}`)}`,
  );
  return sha
    ? interceptor.reply(200, { ref: `refs/heads/${branch}`, object: { type: "commit", sha } })
    : interceptor.reply(404, { message: "Not Found" });
}

export function nockGetCommit(scope: Scope, r: Repo, sha: string, treeSha: string): Scope {
  return scope
    .get(`${repoPath(r.owner, r.repo)}/git/commits/${sha}`)
    .reply(200, { sha, tree: { sha: treeSha } });
}

export interface FixtureFile {
  path: string;
  content?: string;
  mode?: string;
  sha: string;
}

export function nockGetTree(scope: Scope, r: Repo, treeSha: string, files: FixtureFile[]): Scope {
  const folders = new Set<string>();
  for (const file of files) {
    const parts = file.path.split("/");
    for (let i = 1; i < parts.length; i++) folders.add(parts.slice(0, i).join("/"));
  }
  return scope
    .get(`${repoPath(r.owner, r.repo)}/git/trees/${treeSha}`)
    .query({ recursive: "1" })
    .reply(200, {
      sha: treeSha,
      truncated: false,
      tree: [
        ...[...folders].map((path) => ({
          path,
          mode: "040000",
          type: "tree",
          sha: `tree-${path}`,
        })),
        ...files.map((file) => ({
          path: file.path,
          mode: file.mode ?? "100644",
          type: "blob",
          sha: file.sha,
          size: Buffer.byteLength(file.content ?? ""),
        })),
      ],
    });
}

export function nockGetBlob(scope: Scope, r: Repo, file: FixtureFile): Scope {
  return scope.get(`${repoPath(r.owner, r.repo)}/git/blobs/${file.sha}`).reply(200, {
    sha: file.sha,
    encoding: "base64",
    content: Buffer.from(file.content ?? "").toString("base64"),
  });
}

export function nockCreateTree(
  scope: Scope,
  r: Repo,
  body: nock.RequestBodyMatcher,
  sha: string,
): Scope {
  return scope.post(`${repoPath(r.owner, r.repo)}/git/trees`, body).reply(201, { sha });
}

export function nockCreateCommit(
  scope: Scope,
  r: Repo,
  body: nock.RequestBodyMatcher,
  sha: string,
): Scope {
  return scope.post(`${repoPath(r.owner, r.repo)}/git/commits`, body).reply(201, { sha });
}

export function nockCreateRef(scope: Scope, r: Repo, branch: string, sha: string): Scope {
  return scope
    .post(`${repoPath(r.owner, r.repo)}/git/refs`, { ref: `refs/heads/${branch}`, sha })
    .reply(201, { ref: `refs/heads/${branch}`, object: { sha, type: "commit" } });
}

export function nockUpdateRef(scope: Scope, r: Repo, branch: string, sha: string): Scope {
  return scope
    .patch(`${repoPath(r.owner, r.repo)}/git/refs/${encodeRef(`heads/${branch}`)}`, {
      sha,
      force: false,
    })
    .reply(200, { ref: `refs/heads/${branch}`, object: { sha, type: "commit" } });
}

export interface FixturePull {
  number: number;
  state?: "open" | "closed";
}

const pullJson = (r: Repo, pull: FixturePull) => ({
  number: pull.number,
  state: pull.state ?? "open",
  html_url: `https://github.com/${r.owner}/${r.repo}/pull/${pull.number}`,
  merged_at: null,
});

export function nockListPulls(scope: Scope, r: Repo, branch: string, pulls: FixturePull[]): Scope {
  return scope
    .get(`${repoPath(r.owner, r.repo)}/pulls`)
    .query({ head: `${r.owner}:${branch}`, state: "all", per_page: "10" })
    .reply(
      200,
      pulls.map((pull) => pullJson(r, pull)),
    );
}

export function nockCreatePull(
  scope: Scope,
  r: Repo,
  body: (body: Record<string, unknown>) => boolean,
  pull: FixturePull,
): Scope {
  return scope.post(`${repoPath(r.owner, r.repo)}/pulls`, body).reply(201, pullJson(r, pull));
}

export function nockUpdatePull(
  scope: Scope,
  r: Repo,
  number: number,
  body: (body: Record<string, unknown>) => boolean,
): Scope {
  return scope
    .patch(`${repoPath(r.owner, r.repo)}/pulls/${number}`, body)
    .reply(200, pullJson(r, { number }));
}

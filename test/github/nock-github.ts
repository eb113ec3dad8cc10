import type nock from "nock";
import { ProbotOctokit } from "probot";
import type { GitHubApp } from "../../app/github/github-app.ts";

export const GITHUB_API = "https://api.github.com";

/** An installation client like Probot's, with its own retry and throttling off so Inkwell's policy is what runs. */
export function testOctokit(baseUrl = GITHUB_API): ProbotOctokit {
  return new ProbotOctokit({
    auth: { token: "ghs_installation_token" },
    baseUrl,
    retry: { enabled: false },
    throttle: { enabled: false },
  });
}

/** The GitHub App as a run sees it: every installation gets a fresh test client. */
export function testGitHubApp(baseUrl = GITHUB_API): GitHubApp {
  return {
    appOctokit: async () => testOctokit(baseUrl),
    installationOctokit: async (_installationId: number) => testOctokit(baseUrl),
    webUrl: "https://github.com",
  };
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

export function nockGetRepository(scope: Scope, r: Repo, defaultBranch: string): Scope {
  return scope.get(repoPath(r.owner, r.repo)).reply(200, { default_branch: defaultBranch });
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

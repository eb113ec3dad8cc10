import nock from "nock";
import type { FixtureFile } from "../docs-sites/docs-repository.ts";
import { buildTarball } from "./tarball.ts";

/**
 * GitHub one nock interceptor per API call, named after the call, for the tests whose subject is
 * the exact calls made (each checks its scope is done). Tests of what the app leaves on GitHub use
 * the GitHub double (`github-double.ts`), whose `failNext` also answers chosen requests with a
 * failure.
 */
export const GITHUB_API = "https://api.github.com";

/** Blocks every real network call; only the servers the tests start on 127.0.0.1 are reachable. */
export function isolateNetwork(): void {
  nock.disableNetConnect();
  nock.enableNetConnect(/^(127\.0\.0\.1|localhost)(:\d+)?$/);
}

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

export function nockGetTree(
  scope: Scope,
  r: Repo,
  treeSha: string,
  treeFiles: FixtureFile[],
): Scope {
  const folders = new Set<string>();
  for (const file of treeFiles) {
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
        ...treeFiles.map((file) => ({
          path: file.path,
          mode: file.mode ?? "100644",
          type: "blob",
          sha: file.sha,
          size: Buffer.byteLength(file.content ?? ""),
        })),
      ],
    });
}

/**
 * `POST /graphql` with blob ids: answers each id it knows with the blob's text, `null` for the
 * others (as GitHub does for an object it cannot find). `seen` collects the ids asked for.
 */
export function nockGraphQLBlobs(
  scope: Scope,
  blobs: readonly FixtureFile[],
  options: { times?: number; seen?: string[] } = {},
): Scope {
  const bySha = new Map(blobs.map((file) => [file.sha, file.content ?? ""]));
  return scope
    .post("/graphql")
    .times(options.times ?? 1)
    .reply(200, (_uri, body) => {
      const query = String((body as { query?: unknown }).query ?? "");
      const repository: Record<string, unknown> = {};
      for (const match of query.matchAll(/(b\d+): object\(oid: "([0-9a-f]+)"\)/g)) {
        const [, alias, sha] = match as unknown as [string, string, string];
        options.seen?.push(sha);
        const content = bySha.get(sha);
        repository[alias] =
          content === undefined
            ? null
            : {
                text: content,
                byteSize: Buffer.byteLength(content),
                isBinary: false,
                isTruncated: false,
              };
      }
      return { data: { repository } };
    });
}

const CODELOAD = "https://codeload.github.com";

/**
 * `GET /repos/{owner}/{repo}/tarball/{sha}`: the API's redirect, and the archive at the download
 * host it names (codeload, as github.com does). Returns the download host's scope.
 */
export async function nockArchive(
  scope: Scope,
  r: Repo,
  commitSha: string,
  treeFiles: readonly FixtureFile[],
  options: { override?: Record<string, string> } = {},
): Promise<Scope> {
  const top = `${r.owner}-${r.repo}-${commitSha.slice(0, 7)}`;
  const tarball = await buildTarball(top, treeFiles, options.override);
  const download = `/${r.owner}/${r.repo}/legacy.tar.gz/${commitSha}`;
  scope
    .get(`${repoPath(r.owner, r.repo)}/tarball/${commitSha}`)
    .reply(302, "", { location: `${CODELOAD}${download}?token=download-token` });
  return nock(CODELOAD)
    .get(download)
    .query({ token: "download-token" })
    .reply(200, tarball, { "content-type": "application/x-gzip" });
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

export interface FixturePull {
  number: number;
  state?: "open" | "closed";
  draft?: boolean;
  title?: string;
}

const pullJson = (r: Repo, pull: FixturePull) => ({
  number: pull.number,
  node_id: `PR_node_${pull.number}`,
  state: pull.state ?? "open",
  draft: pull.draft ?? false,
  html_url: `https://github.com/${r.owner}/${r.repo}/pull/${pull.number}`,
  merged_at: null,
  ...(pull.title === undefined ? {} : { title: pull.title }),
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

/**
 * `GET /repos/{owner}/{repo}/collaborators/{username}/permission`: the user's base permission
 * and role, or 404 when GitHub knows no such user.
 */
export function nockGetCollaboratorPermission(
  scope: Scope,
  r: Repo,
  username: string,
  role: "admin" | "maintain" | "write" | "triage" | "read" | "none" | null,
): Scope {
  const interceptor = scope.get(
    `${repoPath(r.owner, r.repo)}/collaborators/${username}/permission`,
  );
  if (role === null) return interceptor.reply(404, { message: "Not Found" });
  const permission = role === "maintain" ? "write" : role === "triage" ? "read" : role;
  return interceptor.reply(200, { permission, role_name: role, user: { login: username } });
}

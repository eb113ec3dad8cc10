import { createHash } from "node:crypto";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { gitBlobSha } from "../../app/github/git-blob-sha.ts";
import { buildTarball } from "./tarball.ts";

/** A file of a repository the double serves: path and text (mode 120000 makes it a symlink). */
export interface DoubleFile {
  path: string;
  content: string;
  mode?: string;
}

/** A file a branch changes against another, as a pull request's files list it. */
export interface DoubleFileChange {
  filename: string;
  status: "added" | "removed" | "modified";
  additions: number;
  deletions: number;
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

interface Repository {
  blobs: Map<string, string>;
  trees: Map<string, Map<string, TreeEntry>>;
  commits: Map<string, { tree: string; parents: string[]; message: string }>;
  refs: Map<string, string>;
  pulls: Pull[];
}

/** One request the double answered, as the run's count sees it. */
export interface DoubleRequest {
  method: string;
  /** The API path, without GitHub Enterprise Server's `/api/v3` prefix or the query. */
  path: string;
  status: number;
  /** The query string, `?` included, when there was one. */
  query?: string;
  /** The `authorization` header the request carried, when it carried one. */
  authorization?: string;
}

/** A pull request the test opens itself, as a user would. */
export interface DoublePullInput {
  head: string;
  base?: string;
  title: string;
  body?: string;
  draft?: boolean;
}

/** The GitHub double in process: its state, and `fetch`, which answers as GitHub would, no socket. */
export interface GitHubDouble {
  /**
   * Answers one request to any origin (`https://api.github.com`, a GitHub Enterprise Server's
   * `/api/v3`), following the archive's redirect unless told not to. Give it to Octokit as
   * `request: { fetch }`.
   */
  fetch: typeof fetch;
  /** Adds a repository whose `main` branch holds these files; returns the base commit. */
  addRepository(
    owner: string,
    repo: string,
    files: readonly (Omit<DoubleFile, "content"> & { content?: string })[],
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
  /** The files of a branch (or commit) now: path → text. Undefined when it does not exist. */
  filesAt(owner: string, repo: string, refOrSha: string): Map<string, string> | undefined;
  /** What `head` changes against `base` (branches or commits), file by file, in path order. */
  changes(owner: string, repo: string, base: string, head: string): DoubleFileChange[];
  /** The pull request whose head is this branch, if one was opened. */
  pullFor(owner: string, repo: string, branch: string): Readonly<Pull> | undefined;
  /** The requests answered since the last call, installation tokens left out (as the worker's count does). */
  takeRequests(): DoubleRequest[];
}

/** The GitHub double served over HTTP on 127.0.0.1, for other processes (eval, bench, system tests). */
export interface ServedGitHubDouble extends Omit<GitHubDouble, "fetch"> {
  /** `host:port`, for GHE_HOST with GHE_PROTOCOL=http. */
  host: string;
  /** `http://host:port`, for GITHUB_API_URL. */
  url: string;
  close(): Promise<void>;
}

const hash = (text: string) => createHash("sha1").update(text).digest("hex");

/** What the double answers to one request, before any transport. */
interface Answer {
  status: number;
  headers?: Record<string, string>;
  body: unknown;
}

/** One request as the double reads it, whatever carried it. */
interface Asked {
  method: string;
  url: URL;
  /** The path without a GitHub Enterprise Server's `/api/v3` (GraphQL's `/api/graphql` is `/graphql`). */
  route: string;
  authorization: string | undefined;
}

/**
 * GitHub's REST and GraphQL API as Inkwell uses it, backed by real git objects in memory: the
 * recursive tree, blobs by id (GraphQL and REST), the archive, trees with `base_tree`, commits,
 * refs (fast-forward only), pull requests, their files and draft flag, installation tokens.
 * Anything else is a 404 that names the route, so a new call shows up at once. It answers in
 * process (`fetch`, for integration tests) and over HTTP (`startGitHubDouble`).
 */
export function createGitHubDouble(): GitHubDouble {
  const repositories = new Map<string, Repository>();
  let requests: DoubleRequest[] = [];
  let nextPull = 1;
  let asked: Asked;

  function send(status: number, body: unknown, path = ""): Answer {
    if (path) {
      requests.push({
        method: asked.method,
        path,
        status,
        ...(asked.url.search ? { query: asked.url.search } : {}),
        ...(asked.authorization ? { authorization: asked.authorization } : {}),
      });
    }
    return { status, body };
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

  function pullJson(owner: string, name: string, pull: Pull) {
    return {
      number: pull.number,
      node_id: `PR_${owner}_${name}_${pull.number}`,
      state: pull.state,
      draft: pull.draft,
      title: pull.title,
      body: pull.body,
      html_url: `https://github.example/${owner}/${name}/pull/${pull.number}`,
      merged_at: null,
      head: { ref: pull.head },
      base: { ref: pull.base },
    };
  }

  async function answer(request: Request): Promise<Answer> {
    const url = new URL(request.url);
    const pathname = decodeURIComponent(url.pathname);
    const route =
      pathname === "/api/graphql" ? "/graphql" : pathname.replace(/^\/api\/v3(?=\/)/, "");
    const method = request.method;
    const authorization = request.headers.get("authorization") ?? undefined;
    const text = method === "GET" || method === "HEAD" ? "" : await request.text();
    // Set after the last await before the answer, so concurrent requests are recorded as their own.
    asked = { method, url, route, authorization };
    const body = (text ? JSON.parse(text) : {}) as Record<string, unknown>;
    if (method === "POST" && /^\/app\/installations\/\d+\/access_tokens$/.test(route)) {
      return {
        status: 201,
        body: { token: "ghs_double_installation", expires_at: "2099-01-01T00:00:00Z" },
      };
    }
    if (route === "/graphql") return graphql(body, route);
    if (route.startsWith("/_archive/")) return archive(route);
    const match = /^\/repos\/([^/]+)\/([^/]+)(\/.*)?$/.exec(route);
    const owner = match?.[1] ?? "";
    const name = match?.[2] ?? "";
    const repo = repositories.get(`${owner}/${name}`);
    if (!repo) return send(404, { message: `no repository at ${route}` }, route);
    const rest = match?.[3] ?? "";
    /** The route's one parameter when the method and the path match, else undefined. */
    const param = (verb: string, pattern: RegExp): string | undefined =>
      method === verb ? pattern.exec(rest)?.[1] : undefined;

    if (method === "GET" && rest === "") {
      return send(200, { name, full_name: `${owner}/${name}`, default_branch: "main" }, route);
    }
    const branchName = param("GET", /^\/git\/ref\/heads\/(.+)$/);
    if (branchName !== undefined) {
      const sha = repo.refs.get(branchName);
      return sha
        ? send(200, { ref: `refs/heads/${branchName}`, object: { type: "commit", sha } }, route)
        : send(404, { message: "Not Found" }, route);
    }
    const commitSha = param("GET", /^\/git\/commits\/([0-9a-f]+)$/);
    if (commitSha !== undefined) {
      const commit = repo.commits.get(commitSha);
      return commit
        ? send(200, { sha: commitSha, tree: { sha: commit.tree } }, route)
        : send(404, { message: "Not Found" }, route);
    }
    const treeSha = param("GET", /^\/git\/trees\/([0-9a-f]+)$/);
    if (treeSha !== undefined) {
      const tree = treeJson(repo, treeSha);
      return tree ? send(200, tree, route) : send(404, { message: "Not Found" }, route);
    }
    const blobSha = param("GET", /^\/git\/blobs\/([0-9a-f]+)$/);
    if (blobSha !== undefined) {
      const content = repo.blobs.get(blobSha);
      if (content === undefined) return send(404, { message: "Not Found" }, route);
      const encoded = Buffer.from(content).toString("base64");
      return send(200, { sha: blobSha, encoding: "base64", content: encoded }, route);
    }
    const archiveSha = param("GET", /^\/tarball\/([0-9a-f]+)$/);
    if (archiveSha !== undefined) {
      send(302, null, route);
      return {
        status: 302,
        headers: { location: `${url.origin}/_archive/${owner}/${name}/${archiveSha}` },
        body: null,
      };
    }
    if (method === "POST" && rest === "/git/trees") {
      const base = repo.trees.get(String(body.base_tree));
      if (!base) return send(422, { message: "base_tree is not a tree" }, route);
      const entries = new Map(base);
      for (const item of body.tree as Record<string, unknown>[]) {
        const path = String(item.path);
        if (typeof item.content === "string") {
          entries.set(path, { mode: String(item.mode), sha: storeBlob(repo, item.content) });
        } else if (item.sha === null) {
          if (!entries.delete(path)) {
            return send(422, { message: `tree.path ${path} does not exist` }, route);
          }
        } else {
          if (!repo.blobs.has(String(item.sha))) {
            return send(422, { message: `tree.sha ${item.sha} is not a blob` }, route);
          }
          entries.set(path, { mode: String(item.mode), sha: String(item.sha) });
        }
      }
      return send(201, { sha: storeTree(repo, entries) }, route);
    }
    if (method === "POST" && rest === "/git/commits") {
      const tree = String(body.tree);
      const parents = (body.parents as string[]) ?? [];
      if (!repo.trees.has(tree)) return send(422, { message: "tree is not a tree" }, route);
      const sha = hash(JSON.stringify({ tree, parents, message: body.message }));
      repo.commits.set(sha, { tree, parents, message: String(body.message) });
      return send(201, { sha, tree: { sha: tree } }, route);
    }
    if (method === "POST" && rest === "/git/refs") {
      const ref = String(body.ref).replace(/^refs\/heads\//, "");
      if (repo.refs.has(ref)) return send(422, { message: "Reference already exists" }, route);
      repo.refs.set(ref, String(body.sha));
      return send(201, { ref: body.ref, object: { type: "commit", sha: body.sha } }, route);
    }
    const patchedBranch = param("PATCH", /^\/git\/refs\/heads\/(.+)$/);
    if (patchedBranch !== undefined) {
      const branch = patchedBranch;
      const current = repo.refs.get(branch);
      const next = String(body.sha);
      if (!current) return send(422, { message: "Reference does not exist" }, route);
      if (!body.force && !repo.commits.get(next)?.parents.includes(current)) {
        return send(422, { message: "Update is not a fast forward" }, route);
      }
      repo.refs.set(branch, next);
      return send(200, { ref: `refs/heads/${branch}`, object: { sha: next } }, route);
    }
    if (method === "GET" && rest === "/pulls") {
      const head = url.searchParams.get("head") ?? "";
      const branch = head.slice(head.indexOf(":") + 1);
      const pulls = repo.pulls.filter((pull) => pull.head === branch);
      return send(
        200,
        pulls.map((pull) => pullJson(owner, name, pull)),
        route,
      );
    }
    if (method === "POST" && rest === "/pulls") {
      const head = String(body.head);
      if (!repo.refs.has(head)) return send(422, { message: "head does not exist" }, route);
      if (repo.pulls.some((pull) => pull.head === head && pull.state === "open")) {
        return send(422, { message: "A pull request already exists" }, route);
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
      return send(201, pullJson(owner, name, pull), route);
    }
    const pullNumber = param("PATCH", /^\/pulls\/(\d+)$/);
    if (pullNumber !== undefined) {
      const pull = repo.pulls.find((candidate) => candidate.number === Number(pullNumber));
      if (!pull) return send(404, { message: "Not Found" }, route);
      if (typeof body.body === "string") pull.body = body.body;
      if (typeof body.title === "string") pull.title = body.title;
      return send(200, pullJson(owner, name, pull), route);
    }
    const filesOf = param("GET", /^\/pulls\/(\d+)\/files$/);
    if (filesOf !== undefined) {
      const pull = repo.pulls.find((candidate) => candidate.number === Number(filesOf));
      if (!pull) return send(404, { message: "Not Found" }, route);
      return send(200, changesBetween(repo, pull.base, pull.head), route);
    }
    const commentsOf = param("GET", /^\/pulls\/(\d+)\/comments$/);
    if (commentsOf !== undefined) {
      const pull = repo.pulls.find((candidate) => candidate.number === Number(commentsOf));
      // The double holds no review comments: reviewers leave none in the task suite.
      return pull ? send(200, [], route) : send(404, { message: "Not Found" }, route);
    }
    return send(404, { message: `not in the GitHub double: ${method} ${route}` }, route);
  }

  /**
   * A pull request's net change against its base branch, file by file with added and removed line
   * counts (as multisets of lines); no patch, as GitHub gives none for large files.
   */
  function changesBetween(repo: Repository, from: string, to: string): DoubleFileChange[] {
    const treeOf = (ref: string) => {
      const sha = repo.refs.get(ref) ?? ref;
      const commit = repo.commits.get(sha);
      return (commit && repo.trees.get(commit.tree)) ?? new Map<string, TreeEntry>();
    };
    const base = treeOf(from);
    const head = treeOf(to);
    const paths = [...new Set([...base.keys(), ...head.keys()])].sort();
    const lines = (entry: TreeEntry | undefined) =>
      entry ? (repo.blobs.get(entry.sha) ?? "").split("\n") : [];
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
      return [{ filename: path, status, additions, deletions }];
    });
  }

  function graphql(body: Record<string, unknown>, route: string): Answer {
    const query = String(body.query ?? "");
    const variables = (body.variables ?? {}) as Record<string, unknown>;
    const draft = /convertPullRequestToDraft|markPullRequestReadyForReview/.exec(query);
    if (draft) {
      const id = String(variables.id);
      const pull = [...repositories]
        .flatMap(([key, repo]) => repo.pulls.map((p) => ({ key, p })))
        .find(({ key, p }) => `PR_${key.replace("/", "_")}_${p.number}` === id)?.p;
      if (!pull) return send(200, { errors: [{ message: `no pull request ${id}` }] }, route);
      pull.draft = draft[0] === "convertPullRequestToDraft";
      return send(200, { data: { [draft[0]]: { clientMutationId: null } } }, route);
    }
    const repo = repositories.get(`${variables.owner}/${variables.name}`);
    if (!repo) return send(200, { data: { repository: null } }, route);
    const repository: Record<string, unknown> = {};
    for (const match of query.matchAll(/(b\d+): object\(oid: "([0-9a-f]+)"\)/g)) {
      const text = repo.blobs.get(match[2] as string);
      repository[match[1] as string] =
        text === undefined
          ? null
          : { text, byteSize: Buffer.byteLength(text), isBinary: false, isTruncated: false };
    }
    return send(200, { data: { repository } }, route);
  }

  async function archive(route: string): Promise<Answer> {
    const [, , owner, name, sha] = route.split("/");
    const repo = repositories.get(`${owner}/${name}`);
    const commit = repo?.commits.get(sha ?? "");
    const entries = commit && repo?.trees.get(commit.tree);
    if (!repo || !entries) return send(404, { message: "Not Found" }, route);
    const files = [...entries].map(([path, entry]) => ({
      path,
      mode: entry.mode,
      sha: entry.sha,
      content: repo.blobs.get(entry.sha) ?? "",
    }));
    send(200, null, route);
    const tarball = await buildTarball(`${owner}-${name}-${(sha ?? "").slice(0, 7)}`, files);
    return { status: 200, headers: { "content-type": "application/x-gzip" }, body: tarball };
  }

  function repositoryOf(owner: string, name: string): Repository {
    const repo = repositories.get(`${owner}/${name}`);
    if (!repo) throw new Error(`the GitHub double holds no ${owner}/${name}`);
    return repo;
  }

  async function respond(request: Request): Promise<Response> {
    let answered: Answer;
    try {
      answered = await answer(request);
    } catch (error) {
      answered = { status: 500, body: { message: String(error) } };
    }
    const { status, headers = {}, body } = answered;
    if (body instanceof Uint8Array) return new Response(body, { status, headers });
    if (body === null) return new Response(null, { status, headers });
    return new Response(JSON.stringify(body), {
      status,
      headers: { "content-type": "application/json; charset=utf-8", ...headers },
    });
  }

  return {
    async fetch(input, init) {
      let request = new Request(input, init);
      let response = await respond(request);
      for (let hops = 0; hops < 3 && response.status === 302; hops++) {
        const location = response.headers.get("location");
        if (!location || request.redirect !== "follow") break;
        request = new Request(new URL(location, request.url), { headers: request.headers });
        response = await respond(request);
      }
      return response;
    },
    addRepository(owner, name, files) {
      const repo: Repository = {
        blobs: new Map(),
        trees: new Map(),
        commits: new Map(),
        refs: new Map(),
        pulls: [],
      };
      const entries = new Map<string, TreeEntry>();
      for (const file of files) {
        entries.set(file.path, {
          mode: file.mode ?? "100644",
          sha: storeBlob(repo, file.content ?? ""),
        });
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
    changes(owner, name, base, head) {
      return changesBetween(repositoryOf(owner, name), base, head);
    },
    pullFor(owner, name, branch) {
      return repositories.get(`${owner}/${name}`)?.pulls.find((pull) => pull.head === branch);
    },
    addBranch(owner, name, branch, changes) {
      const repo = repositoryOf(owner, name);
      const parent = repo.refs.get("main");
      const base = parent && repo.commits.get(parent);
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
    takeRequests() {
      const taken = requests;
      requests = [];
      return taken;
    },
  };
}

/** The GitHub double served over HTTP on 127.0.0.1, with or without GitHub Enterprise Server's `/api/v3`. */
export async function startGitHubDouble(): Promise<ServedGitHubDouble> {
  const double = createGitHubDouble();
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", async () => {
      const method = req.method ?? "GET";
      const headers = new Headers();
      for (const [name, value] of Object.entries(req.headers)) {
        if (typeof value === "string") headers.set(name, value);
      }
      const response = await double.fetch(`http://${req.headers.host}${req.url ?? "/"}`, {
        method,
        headers,
        redirect: "manual",
        ...(method === "GET" || method === "HEAD" ? {} : { body: Buffer.concat(chunks) }),
      });
      res.writeHead(response.status, Object.fromEntries(response.headers));
      res.end(Buffer.from(await response.arrayBuffer()));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const { fetch: _inProcess, ...state } = double;
  return {
    ...state,
    host: `127.0.0.1:${port}`,
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

import { createHash } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
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
  path: string;
  status: number;
}

export interface GitHubDouble {
  /** `host:port`, for GHE_HOST with GHE_PROTOCOL=http. */
  host: string;
  /** Adds a repository whose `main` branch holds these files; returns the base commit. */
  addRepository(owner: string, repo: string, files: readonly DoubleFile[]): string;
  /** The files of a branch (or commit) now: path → text. Undefined when it does not exist. */
  filesAt(owner: string, repo: string, refOrSha: string): Map<string, string> | undefined;
  /** The pull request whose head is this branch, if one was opened. */
  pullFor(owner: string, repo: string, branch: string): Readonly<Pull> | undefined;
  /** The requests answered since the last call, installation tokens left out (as the worker's count does). */
  takeRequests(): DoubleRequest[];
  close(): Promise<void>;
}

const hash = (text: string) => createHash("sha1").update(text).digest("hex");

/**
 * GitHub's REST and GraphQL API as the agent uses it, served over HTTP on 127.0.0.1 with the
 * paths of a GitHub Enterprise Server (`/api/v3`, `/api/graphql`), backed by real git objects in
 * memory: the recursive tree, blobs by id (GraphQL and REST), the archive, trees with `base_tree`,
 * commits, refs (fast-forward only), pull requests and their draft flag. Anything else is a 404
 * that names the route, so a new call the agent makes shows up at once.
 */
export async function startGitHubDouble(): Promise<GitHubDouble> {
  const repositories = new Map<string, Repository>();
  let requests: DoubleRequest[] = [];
  let nextPull = 1;

  const server = createServer((req, res) => {
    answer(req, res).catch((error: unknown) => {
      send(res, 500, { message: String(error) });
    });
  });

  function send(res: ServerResponse, status: number, body: unknown, path = "") {
    if (path) requests.push({ method: res.req.method ?? "GET", path, status });
    res.writeHead(status, { "content-type": "application/json" });
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

  async function readBody(req: IncomingMessage): Promise<Record<string, unknown>> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    if (chunks.length === 0) return {};
    return JSON.parse(Buffer.concat(chunks).toString("utf8")) as Record<string, unknown>;
  }

  async function answer(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? "/", "http://double");
    const route = decodeURIComponent(url.pathname);
    const method = req.method ?? "GET";
    const body = await readBody(req);
    if (method === "POST" && /^\/api\/v3\/app\/installations\/\d+\/access_tokens$/.test(route)) {
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
      return send(res, 200, { name, full_name: `${owner}/${name}`, default_branch: "main" }, route);
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
      const tree = treeJson(repo, treeSha);
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
      return send(res, 200, pullJson(owner, name, pull), route);
    }
    const filesOf = param("GET", /^\/pulls\/(\d+)\/files$/);
    if (filesOf !== undefined) {
      const pull = repo.pulls.find((candidate) => candidate.number === Number(filesOf));
      if (!pull) return send(res, 404, { message: "Not Found" }, route);
      return send(res, 200, pullFiles(repo, pull), route);
    }
    const commentsOf = param("GET", /^\/pulls\/(\d+)\/comments$/);
    if (commentsOf !== undefined) {
      const pull = repo.pulls.find((candidate) => candidate.number === Number(commentsOf));
      // The double holds no review comments: reviewers leave none in the task suite.
      return pull ? send(res, 200, [], route) : send(res, 404, { message: "Not Found" }, route);
    }
    return send(res, 404, { message: `not in the GitHub double: ${method} ${route}` }, route);
  }

  /**
   * A pull request's net change against its base branch, file by file with added and removed line
   * counts (as multisets of lines); no patch, as GitHub gives none for large files.
   */
  function pullFiles(repo: Repository, pull: Pull) {
    const treeOf = (ref: string) => {
      const sha = repo.refs.get(ref);
      const commit = sha ? repo.commits.get(sha) : undefined;
      return (commit && repo.trees.get(commit.tree)) ?? new Map<string, TreeEntry>();
    };
    const base = treeOf(pull.base);
    const head = treeOf(pull.head);
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
      const status = !before ? "added" : !after ? "removed" : "modified";
      return [{ filename: path, status, additions, deletions }];
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

  return {
    host: `127.0.0.1:${port}`,
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
        entries.set(file.path, { mode: file.mode ?? "100644", sha: storeBlob(repo, file.content) });
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
    pullFor(owner, name, branch) {
      return repositories.get(`${owner}/${name}`)?.pulls.find((pull) => pull.head === branch);
    },
    takeRequests() {
      const taken = requests;
      requests = [];
      return taken;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

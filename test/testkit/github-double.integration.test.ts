import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type GitHubDouble, startGitHubDouble } from "#testkit/github/github-double.ts";

const OWNER = "acme";
const REPO = "docs";

describe("the GitHub double", () => {
  let github: GitHubDouble;

  beforeEach(async () => {
    github = await startGitHubDouble({ patches: true });
    github.addRepository(OWNER, REPO, [
      { path: "docs/install.md", content: "# Install\n\nRun `acme install`.\nThen deploy.\n" },
      { path: "docs/old.md", content: "one\ntwo\n" },
    ]);
  });

  afterEach(async () => {
    await github.close();
  });

  async function get(path: string): Promise<{ status: number; body: unknown }> {
    const response = await fetch(`${github.apiUrl}/repos/${OWNER}/${REPO}${path}`);
    return { status: response.status, body: await response.json() };
  }

  it("lists a pull request's files with their blobs and unified-diff patches of three lines of context", async () => {
    const head = github.addBranch(OWNER, REPO, "edit", {
      "docs/install.md": "# Install\n\nRun `acme install`.\nThen deploy it.\n",
      "docs/old.md": null,
      "docs/new.md": "fresh\n",
    });
    const number = github.openPull(OWNER, REPO, { head: "edit", title: "Edit" });

    const { status, body } = await get(`/pulls/${number}/files?per_page=100`);
    // The head commit's id names its tree, whose blobs the files carry.
    const tree = await get(`/git/trees/${head}?recursive=1`);
    const blobOf = (path: string) =>
      (tree.body as { tree: { path: string; sha: string }[] }).tree.find(
        (entry) => entry.path === path,
      )?.sha;

    expect(status).toBe(200);
    expect(body).toEqual([
      {
        filename: "docs/install.md",
        status: "modified",
        additions: 1,
        deletions: 1,
        sha: blobOf("docs/install.md"),
        patch:
          "@@ -1,4 +1,4 @@\n # Install\n \n Run `acme install`.\n-Then deploy.\n+Then deploy it.",
      },
      {
        filename: "docs/new.md",
        status: "added",
        additions: 1,
        deletions: 0,
        sha: blobOf("docs/new.md"),
        patch: "@@ -0,0 +1 @@\n+fresh",
      },
      {
        filename: "docs/old.md",
        status: "removed",
        additions: 0,
        deletions: 2,
        sha: null,
        patch: "@@ -1,2 +0,0 @@\n-one\n-two",
      },
    ]);
  });

  it("gives no patch unless started with patches", async () => {
    const plain = await startGitHubDouble();
    plain.addRepository(OWNER, REPO, [{ path: "a.md", content: "one\n" }]);
    plain.addBranch(OWNER, REPO, "edit", { "a.md": "two\n" });

    const changes = plain.changes(OWNER, REPO, "main", "edit");
    await plain.close();

    expect(changes).toEqual([{ filename: "a.md", status: "modified", additions: 1, deletions: 1 }]);
  });

  it("splits a change far apart into hunks, each with its own line numbers", () => {
    const before = Array.from({ length: 20 }, (_, n) => `line ${n + 1}`);
    const after = before.map((line, n) => (n === 1 ? "second" : n === 17 ? "eighteenth" : line));
    github.addRepository(OWNER, "long", [{ path: "a.md", content: `${before.join("\n")}\n` }]);
    github.addBranch(OWNER, "long", "edit", { "a.md": `${after.join("\n")}\n` });

    const [change] = github.changes(OWNER, "long", "main", "edit");

    expect(change?.patch).toBe(
      [
        "@@ -1,5 +1,5 @@",
        " line 1",
        "-line 2",
        "+second",
        " line 3",
        " line 4",
        " line 5",
        "@@ -15,6 +15,6 @@",
        " line 15",
        " line 16",
        " line 17",
        "-line 18",
        "+eighteenth",
        " line 19",
        " line 20",
      ].join("\n"),
    );
  });

  it("serves the review comments left on a pull request, newest first when asked", async () => {
    github.addBranch(OWNER, REPO, "edit", { "docs/install.md": "changed\n" });
    const number = github.openPull(OWNER, REPO, { head: "edit", title: "Edit" });
    const first = github.reviewOn(OWNER, REPO, number, {
      path: "docs/install.md",
      line: 1,
      login: "jane",
      body: "Say more.",
    });
    const second = github.reviewOn(OWNER, REPO, number, {
      path: "docs/install.md",
      line: null,
      login: "joe",
      body: "Outdated.",
    });

    const { body } = await get(`/pulls/${number}/comments?sort=created&direction=desc`);

    expect(body).toMatchObject([
      {
        id: second.id,
        path: "docs/install.md",
        line: null,
        body: "Outdated.",
        user: { login: "joe" },
      },
      {
        id: first.id,
        path: "docs/install.md",
        line: 1,
        body: "Say more.",
        user: { login: "jane" },
      },
    ]);
  });

  it("answers the next requests of a method and path with an injected failure, then as before", async () => {
    github.failNext(
      "GET",
      "/repos/acme/docs/git/ref/heads/main",
      { status: 403, body: { message: "rate limited" }, headers: { "retry-after": "7" } },
      2,
    );
    const ref = () => fetch(`${github.apiUrl}/repos/${OWNER}/${REPO}/git/ref/heads/main`);

    const first = await ref();
    const second = await ref();
    const third = await ref();
    // Another path is not touched.
    const other = await get("");

    expect([first.status, second.status, third.status, other.status]).toEqual([403, 403, 200, 200]);
    expect(first.headers.get("retry-after")).toBe("7");
    expect(await first.json()).toEqual({ message: "rate limited" });
    expect(github.takeRequests().map((request) => request.status)).toEqual([403, 403, 200, 200]);
  });

  it("fails GraphQL requests by the path a client addresses, /graphql", async () => {
    github.failNext("POST", "/graphql", { status: 502, body: "Bad Gateway" });
    const query = () =>
      github.fetch("https://api.github.com/graphql", {
        method: "POST",
        body: JSON.stringify({ query: "{ x }", variables: { owner: OWNER, name: REPO } }),
      });

    const failed = await query();
    const answered = await query();

    expect(failed.status).toBe(502);
    expect(await failed.text()).toBe("Bad Gateway");
    expect(answered.status).toBe(200);
  });

  it("gives a branch's commits newest first, with their messages and parents", () => {
    const base = github.log(OWNER, REPO, "main");
    const head = github.addBranch(OWNER, REPO, "edit", { "docs/new.md": "fresh\n" });

    expect(base).toHaveLength(1);
    expect(github.log(OWNER, REPO, "edit")).toEqual([
      { sha: head, message: "edit", parents: [base[0]?.sha] },
      ...base,
    ]);
    expect(github.log(OWNER, REPO, "no-such-branch")).toEqual([]);
  });

  it("answers in-process requests as api.github.com, so a client sees no redirect", async () => {
    const response = await github.fetch(`https://api.github.com/repos/${OWNER}/${REPO}?page=1`);

    expect(response.status).toBe(200);
    expect(response.url).toBe(`https://api.github.com/repos/${OWNER}/${REPO}?page=1`);
  });

  it("holds back an answer a test delays, and still closes at once", async () => {
    github.failNext("GET", "/repos/acme/docs", { status: 200, delayMs: 600_000 });

    const request = fetch(`${github.apiUrl}/repos/${OWNER}/${REPO}`, {
      signal: AbortSignal.timeout(100),
    });

    await expect(request).rejects.toThrow();
    await github.close();
    github = await startGitHubDouble();
  });

  it("takes a login ending in [bot] for an app's bot, as GitHub does", () => {
    github.addBranch(OWNER, REPO, "edit", { "docs/new.md": "fresh\n" });
    const number = github.openPull(OWNER, REPO, { head: "edit", title: "Edit" });

    const bot = github.commentOn(OWNER, REPO, number, "other-app[bot]", "Hello.");
    const person = github.commentOn(OWNER, REPO, number, "jane", "Hi.");

    expect([bot.user.type, person.user.type]).toEqual(["Bot", "User"]);
  });

  it("keeps the reactions left on issue comments and on review comments apart", async () => {
    const react = (path: string) =>
      fetch(`${github.apiUrl}/repos/${OWNER}/${REPO}${path}`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ content: "eyes" }),
      });

    expect((await react("/issues/comments/11/reactions")).status).toBe(201);
    expect((await react("/pulls/comments/11/reactions")).status).toBe(201);

    expect(github.reactions(OWNER, REPO)).toEqual([
      { on: { comment: 11 }, content: "eyes" },
      { on: { reviewComment: 11 }, content: "eyes" },
    ]);
  });
});

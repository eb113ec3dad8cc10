import type { ProbotOctokit } from "probot";

export interface RepositoryCoordinates {
  owner: string;
  repo: string;
}

/** One entry of a recursive git tree. */
export interface GitTreeEntry {
  path: string;
  mode: string;
  type: "blob" | "tree" | "commit";
  sha: string;
  size: number | undefined;
}

/** An entry of a tree being written: `sha: null` deletes the path, `content` writes a new blob inline. */
export type NewTreeEntry =
  | { path: string; mode: string; type: "blob"; sha: string | null }
  | { path: string; mode: string; type: "blob"; content: string };

/** A blob's content as GraphQL gives it: null text for a binary or truncated blob. */
export interface BlobText {
  text: string | null;
  byteSize: number;
  isBinary: boolean;
  isTruncated: boolean;
}

export interface PullRequestSummary {
  number: number;
  htmlUrl: string;
  state: "open" | "closed";
  merged: boolean;
  draft: boolean;
  /** The GraphQL id, for what only GraphQL can change (draft or ready). */
  nodeId: string;
  /** The title as GitHub has it now (someone may have edited it). */
  title?: string;
}

/** A file of a pull request's net change, as GitHub lists it (its patch absent when too large). */
export interface PullRequestFile {
  path: string;
  status: string;
  additions: number;
  deletions: number;
  /** The unified diff's hunks; GitHub leaves it out of large and binary files. */
  patch: string | undefined;
  /** The earlier path of a renamed file. */
  previousPath: string | undefined;
}

/** A review comment: one left on a line of the pull request's diff. */
export interface ReviewComment {
  id: number;
  path: string;
  /** The line on the diff's side it was left on; null when the line is no longer in the diff. */
  line: number | null;
  author: string;
  authorIsBot: boolean;
  body: string;
  createdAt: string;
  /** The comment it replies to, in a thread. */
  inReplyTo: number | undefined;
}

/**
 * The Git Data and pull request calls the agent makes, and nothing else: reads at a pinned commit,
 * one tree + one commit + one ref write to publish, and the pull request. Every call goes through
 * the installation's octokit, so GitHub Enterprise Server works through its base URL.
 */
export function createRepositoryClient(octokit: ProbotOctokit, where: RepositoryCoordinates) {
  const { owner, repo } = where;
  return {
    async getDefaultBranch(): Promise<string> {
      const { data } = await octokit.request("GET /repos/{owner}/{repo}", { owner, repo });
      return data.default_branch;
    },

    /** The commit a branch points at, or null when the branch does not exist. */
    async getBranchHead(branch: string): Promise<string | null> {
      try {
        const { data } = await octokit.request("GET /repos/{owner}/{repo}/git/ref/{ref}", {
          owner,
          repo,
          ref: `heads/${branch}`,
        });
        return data.object.type === "commit" ? data.object.sha : null;
      } catch (error) {
        if ((error as { status?: number }).status === 404) return null;
        throw error;
      }
    },

    async getCommitTreeSha(commitSha: string): Promise<string> {
      const { data } = await octokit.request("GET /repos/{owner}/{repo}/git/commits/{commit_sha}", {
        owner,
        repo,
        commit_sha: commitSha,
      });
      return data.tree.sha;
    },

    async getRecursiveTree(
      treeSha: string,
    ): Promise<{ entries: GitTreeEntry[]; truncated: boolean }> {
      const { data } = await octokit.request("GET /repos/{owner}/{repo}/git/trees/{tree_sha}", {
        owner,
        repo,
        tree_sha: treeSha,
        recursive: "1",
      });
      const entries = data.tree.flatMap((entry): GitTreeEntry[] =>
        entry.path && entry.sha && entry.mode && entry.type
          ? [
              {
                path: entry.path,
                mode: entry.mode,
                type: entry.type as GitTreeEntry["type"],
                sha: entry.sha,
                size: entry.size,
              },
            ]
          : [],
      );
      return { entries, truncated: data.truncated };
    },

    async getBlob(sha: string): Promise<Buffer> {
      const { data } = await octokit.request("GET /repos/{owner}/{repo}/git/blobs/{file_sha}", {
        owner,
        repo,
        file_sha: sha,
      });
      return Buffer.from(data.content, data.encoding === "base64" ? "base64" : "utf8");
    },

    /**
     * The repository's files at a commit as one gzipped tar, streamed. The API answers with a
     * redirect to the archive host (codeload, or the Enterprise Server itself), which fetch
     * follows; the request policy counts both requests.
     */
    async openArchive(commitSha: string): Promise<ReadableStream<Uint8Array>> {
      const response = await octokit.request("GET /repos/{owner}/{repo}/tarball/{ref}", {
        owner,
        repo,
        ref: commitSha,
        request: { parseSuccessResponseBody: false },
      });
      return response.data as unknown as ReadableStream<Uint8Array>;
    },

    /**
     * Many blobs' contents in one GraphQL query, by id. Blobs the answer lacks (an error on part
     * of the query) are left out of the map; the caller fetches those another way.
     */
    async getBlobTexts(shas: readonly string[]): Promise<Map<string, BlobText>> {
      const ids = shas.filter((sha) => /^[0-9a-f]{40}(?:[0-9a-f]{24})?$/.test(sha));
      const fields = ids
        .map(
          (sha, index) =>
            `b${index}: object(oid: "${sha}") { ... on Blob { text byteSize isBinary isTruncated } }`,
        )
        .join("\n");
      const query = `query($owner: String!, $name: String!) { repository(owner: $owner, name: $name) {\n${fields}\n} }`;
      type Answer = { repository: Record<string, BlobText | null> | null };
      let answer: Answer | undefined;
      try {
        answer = await octokit.graphql<Answer>(query, { owner, name: repo });
      } catch (error) {
        // A GraphQL error may still carry the blobs that could be read.
        const partial = (error as { data?: Answer }).data;
        if (!partial?.repository) throw error;
        answer = partial;
      }
      const blobs = new Map<string, BlobText>();
      ids.forEach((sha, index) => {
        const blob = answer?.repository?.[`b${index}`];
        if (blob && typeof blob.byteSize === "number") blobs.set(sha, blob);
      });
      return blobs;
    },

    async createTree(baseTreeSha: string, entries: NewTreeEntry[]): Promise<string> {
      const { data } = await octokit.request("POST /repos/{owner}/{repo}/git/trees", {
        owner,
        repo,
        base_tree: baseTreeSha,
        // The API's types do not admit `sha: null`, which is how a path is deleted.
        tree: entries as never,
      });
      return data.sha;
    },

    async createCommit(input: {
      message: string;
      treeSha: string;
      parentSha: string;
    }): Promise<string> {
      const { data } = await octokit.request("POST /repos/{owner}/{repo}/git/commits", {
        owner,
        repo,
        message: input.message,
        tree: input.treeSha,
        parents: [input.parentSha],
      });
      return data.sha;
    },

    async createBranch(branch: string, sha: string): Promise<void> {
      await octokit.request("POST /repos/{owner}/{repo}/git/refs", {
        owner,
        repo,
        ref: `refs/heads/${branch}`,
        sha,
      });
    },

    /** Fast-forward only: GitHub answers 422 if someone else moved the branch. */
    async fastForwardBranch(branch: string, sha: string): Promise<void> {
      await octokit.request("PATCH /repos/{owner}/{repo}/git/refs/{ref}", {
        owner,
        repo,
        ref: `heads/${branch}`,
        sha,
        force: false,
      });
    },

    /** The pull request (open or closed) whose head is this branch of this repository, if any. */
    async findPullRequest(branch: string): Promise<PullRequestSummary | null> {
      const { data } = await octokit.request("GET /repos/{owner}/{repo}/pulls", {
        owner,
        repo,
        head: `${owner}:${branch}`,
        state: "all",
        per_page: 10,
      });
      const pull = data[0];
      return pull ? toSummary(pull) : null;
    },

    async createPullRequest(input: {
      title: string;
      body: string;
      head: string;
      base: string;
      /** Opened as a draft: not ready to merge until someone looks. */
      draft?: boolean;
    }): Promise<PullRequestSummary> {
      const { data } = await octokit.request("POST /repos/{owner}/{repo}/pulls", {
        owner,
        repo,
        ...input,
      });
      return toSummary(data);
    },

    /** Makes the pull request a draft, or ready for review: only GraphQL can change that. */
    async setPullRequestDraft(nodeId: string, draft: boolean): Promise<void> {
      const mutation = draft
        ? "mutation($id: ID!) { convertPullRequestToDraft(input: { pullRequestId: $id }) { clientMutationId } }"
        : "mutation($id: ID!) { markPullRequestReadyForReview(input: { pullRequestId: $id }) { clientMutationId } }";
      await octokit.graphql(mutation, { id: nodeId });
    },

    /**
     * The files of the pull request's net change against its base, with their patches: the first
     * `limit` (at most 100, one request); `more` when the pull request changes more.
     */
    async listPullRequestFiles(
      pullNumber: number,
      limit = 100,
    ): Promise<{ files: PullRequestFile[]; more: boolean }> {
      const perPage = Math.min(limit, 100);
      const { data } = await octokit.request(
        "GET /repos/{owner}/{repo}/pulls/{pull_number}/files",
        {
          owner,
          repo,
          pull_number: pullNumber,
          per_page: perPage,
        },
      );
      return {
        files: data.map((file) => ({
          path: file.filename,
          status: file.status,
          additions: file.additions,
          deletions: file.deletions,
          patch: file.patch ?? undefined,
          previousPath: file.previous_filename ?? undefined,
        })),
        more: data.length >= perPage,
      };
    },

    /** The pull request's review comments, the newest `limit` (at most 100, one request). */
    async listReviewComments(pullNumber: number, limit = 100): Promise<ReviewComment[]> {
      const { data } = await octokit.request(
        "GET /repos/{owner}/{repo}/pulls/{pull_number}/comments",
        {
          owner,
          repo,
          pull_number: pullNumber,
          sort: "created",
          direction: "desc",
          per_page: Math.min(limit, 100),
        },
      );
      return data
        .map((comment) => ({
          id: Number(comment.id),
          path: comment.path,
          line: comment.line ?? comment.original_line ?? null,
          author: comment.user?.login ?? "ghost",
          authorIsBot: comment.user?.type === "Bot",
          body: comment.body,
          createdAt: comment.created_at,
          inReplyTo: comment.in_reply_to_id ?? undefined,
        }))
        .reverse();
    },

    /** Replaces the pull request's body, and its title when one is given (one request). */
    async updatePullRequestBody(pullNumber: number, body: string, title?: string): Promise<void> {
      await octokit.request("PATCH /repos/{owner}/{repo}/pulls/{pull_number}", {
        owner,
        repo,
        pull_number: pullNumber,
        body,
        ...(title === undefined ? {} : { title }),
      });
    },
  };
}

export type RepositoryClient = ReturnType<typeof createRepositoryClient>;

function toSummary(pull: {
  number: number;
  html_url: string;
  state: string;
  merged_at?: string | null;
  draft?: boolean;
  node_id: string;
  title?: string;
}): PullRequestSummary {
  return {
    number: pull.number,
    htmlUrl: pull.html_url,
    state: pull.state === "closed" ? "closed" : "open",
    merged: Boolean(pull.merged_at),
    draft: pull.draft === true,
    nodeId: pull.node_id,
    ...(typeof pull.title === "string" ? { title: pull.title } : {}),
  };
}

import { describe, expect, it } from "vitest";
import { ensurePullRequest } from "../../../app/agent/run/publish-changes.ts";
import type {
  PullRequestSummary,
  RepositoryClient,
} from "../../../app/github/repository-client.ts";

const pull = (draft: boolean): PullRequestSummary => ({
  number: 5,
  htmlUrl: "https://github.com/acme/docs/pull/5",
  state: "open",
  merged: false,
  draft,
  nodeId: "PR_node_5",
});

/** The pull request calls of a repository client, recorded; `existing` is what the lookup finds. */
function fakeClient(
  existing: PullRequestSummary | null,
  create?: (draft: boolean) => PullRequestSummary,
) {
  const calls: string[] = [];
  const client = {
    findPullRequest: async () => existing,
    updatePullRequestBody: async () => {
      calls.push("update body");
    },
    setPullRequestDraft: async (_id: string, draft: boolean) => {
      calls.push(draft ? "make draft" : "make ready");
    },
    createPullRequest: async (input: { draft?: boolean }) => {
      calls.push(`create${input.draft ? " draft" : ""}`);
      return (create ?? ((draft) => pull(draft)))(input.draft === true);
    },
  } as unknown as RepositoryClient;
  return { client, calls };
}

const input = { branch: "inkwell/job_1", baseRef: "main", title: "t", body: "b" };

describe("opening or updating the job's pull request", () => {
  it("turns a ready pull request into a draft when the run leaves one", async () => {
    const { client, calls } = fakeClient(pull(false));
    await ensurePullRequest(client, { ...input, draft: true, mayMarkReady: false });
    expect(calls).toEqual(["update body", "make draft"]);
  });

  it("makes a draft ready again only when Inkwell made it a draft", async () => {
    const ours = fakeClient(pull(true));
    await ensurePullRequest(ours.client, { ...input, draft: false, mayMarkReady: true });
    expect(ours.calls).toEqual(["update body", "make ready"]);
    const theirs = fakeClient(pull(true));
    await ensurePullRequest(theirs.client, { ...input, draft: false, mayMarkReady: false });
    expect(theirs.calls).toEqual(["update body"]);
  });

  it("opens a ready pull request where the repository takes no drafts", async () => {
    const { client, calls } = fakeClient(null, (draft) => {
      if (draft)
        throw Object.assign(new Error("Draft pull requests are not supported"), { status: 422 });
      return pull(false);
    });
    const opened = await ensurePullRequest(client, { ...input, draft: true, mayMarkReady: false });
    expect(opened.draft).toBe(false);
    expect(calls).toEqual(["create draft", "create"]);
  });
});

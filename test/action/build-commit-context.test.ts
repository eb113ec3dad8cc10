import { describe, expect, it } from "vitest";
import { buildCommitContext, type RunEvent } from "../../action/build-commit-context.ts";

const pullRequestEvent: RunEvent = {
  eventName: "pull_request",
  repository: "acme/app",
  sha: "abc",
  payload: {
    pull_request: {
      number: 12,
      title: "Add retries to the uploader",
      body: "Retries 3 times.\nSee #10.",
      changed_files: 2,
      base: { ref: "main" },
      head: { ref: "retries" },
    },
  },
};

describe("buildCommitContext", () => {
  it("describes a pull request with the files the API lists", async () => {
    const context = await buildCommitContext(pullRequestEvent, {
      listPullRequestFiles: async (number) => [
        { path: `src/upload-${number}.ts`, status: "modified" },
        { path: "docs/upload.md", status: "added" },
      ],
    });

    expect(context.notes).toEqual([]);
    expect(context.text).toBe(
      [
        "Context: this job was started by pull request #12 in acme/app (retries into main).",
        "Title: Add retries to the uploader",
        "",
        "Description:",
        "Retries 3 times.",
        "See #10.",
        "",
        "Changed files:",
        "- modified: src/upload-12.ts",
        "- added: docs/upload.md",
      ].join("\n"),
    );
  });

  it("says how many files changed and how to list them when there is no token", async () => {
    const context = await buildCommitContext(pullRequestEvent, {});

    expect(context.text.split("\n").at(-1)).toBe("- 2 file(s) changed (list not available)");
    expect(context.notes[0]).toContain("needs a token: the github-token input is empty");
  });

  it("nets out a file added and removed within the same push", async () => {
    const push: RunEvent = {
      eventName: "push",
      repository: "acme/app",
      sha: "abc",
      payload: {
        ref: "refs/heads/main",
        commits: [
          {
            id: "1111111aaa",
            message: "one",
            added: ["tmp.txt", "a.md"],
            modified: [],
            removed: [],
          },
          {
            id: "2222222bbb",
            message: "two",
            added: [],
            modified: ["a.md"],
            removed: ["tmp.txt", "old.md"],
          },
        ],
      },
    };

    const { text } = await buildCommitContext(push, {});

    expect(text.split("Changed files:\n")[1]).toBe("- added: a.md\n- removed: old.md");
  });

  it("never exceeds its bound and says how much it left out", async () => {
    const many = Array.from({ length: 500 }, (_, i) => ({
      id: `${i}`.padStart(7, "0"),
      message: `Commit number ${i} with a long enough message`,
      added: [`docs/page-${i}.md`],
    }));
    const push: RunEvent = {
      eventName: "push",
      repository: "acme/app",
      sha: "abc",
      payload: { ref: "refs/heads/main", commits: many },
    };

    const { text } = await buildCommitContext(push, {}, 2_000);

    expect(text.length).toBeLessThanOrEqual(2_000);
    expect(text.length).toBeGreaterThan(1_800);
    expect(text).toMatch(/… \d+ more line\(s\) left out to stay within 2000 characters$/);
  });

  it("adds nothing for events without commits, and says so", async () => {
    const context = await buildCommitContext(
      { eventName: "workflow_dispatch", repository: "acme/app", sha: "abc", payload: {} },
      {},
    );

    expect(context).toEqual({
      text: "",
      notes: [
        "context: commits has nothing to add for a workflow_dispatch event (it reads push and pull_request events)",
      ],
    });
  });
});

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

  it("sends each file's added and removed lines and its diff, cutting a long one at its bound", async () => {
    const longPatch = `@@ -1,3 +1,300 @@\n${"+a new line of the uploader\n".repeat(300)}`;
    const context = await buildCommitContext(pullRequestEvent, {
      listPullRequestFiles: async () => [
        {
          path: "src/upload.ts",
          status: "modified",
          additions: 2,
          deletions: 1,
          patch:
            "@@ -10,3 +10,4 @@ export function upload() {\n-  send(file);\n+  retry(3, () => send(file));\n+  log(file);",
        },
        { path: "src/big.ts", status: "added", additions: 300, deletions: 0, patch: longPatch },
        { path: "logo.png", status: "added", additions: 0, deletions: 0 },
      ],
    });

    const [, files = "", diff = ""] = context.text.split(/Changed files:\n|\n\nDiff /);
    expect(files).toBe(
      "- modified: src/upload.ts (+2 -1)\n- added: src/big.ts (+300 -0)\n- added: logo.png (+0 -0)",
    );
    expect(diff).toContain(
      "(each file's cut at 1500 characters):\n--- src/upload.ts\n@@ -10,3 +10,4 @@ export function upload() {\n-  send(file);\n+  retry(3, () => send(file));\n+  log(file);\n--- src/big.ts\n@@ -1,3 +1,300 @@\n+a new line",
    );
    expect(diff).toContain(
      "+a new line of the uploader\n… (the rest of this file's diff left out)",
    );
    expect(diff.split("--- src/big.ts")[1]?.length).toBeLessThan(1_600);
  });

  it("sends a push's diff from the API's comparison of its commits", async () => {
    const compared: string[] = [];
    const context = await buildCommitContext(
      {
        eventName: "push",
        repository: "acme/app",
        sha: "bbb",
        payload: {
          ref: "refs/heads/main",
          before: "a".repeat(40),
          after: "b".repeat(40),
          commits: [{ id: "b".repeat(40), message: "Retry uploads", modified: ["src/upload.ts"] }],
        },
      },
      {
        compareCommits: async (base, head) => {
          compared.push(`${base.slice(0, 3)}...${head.slice(0, 3)}`);
          return [
            {
              path: "src/upload.ts",
              status: "modified",
              additions: 1,
              deletions: 1,
              patch: "@@ -10 +10 @@\n-  send(file);\n+  retry(3, () => send(file));",
            },
          ];
        },
      },
    );
    expect(compared).toEqual(["aaa...bbb"]);
    expect(context.notes).toEqual([]);
    expect(context.text).toContain("Changed files:\n- modified: src/upload.ts (+1 -1)\n");
    expect(context.text).toContain("--- src/upload.ts\n@@ -10 +10 @@\n-  send(file);");
  });

  it("sends only a push's file names, and says why, when its diff cannot be read", async () => {
    const context = await buildCommitContext(
      {
        eventName: "push",
        repository: "acme/app",
        sha: "bbb",
        payload: {
          ref: "refs/heads/main",
          before: "a".repeat(40),
          after: "b".repeat(40),
          commits: [{ id: "b".repeat(40), message: "Retry uploads", modified: ["src/upload.ts"] }],
        },
      },
      {},
    );
    expect(context.text.split("\n").at(-1)).toBe("- modified: src/upload.ts");
    expect(context.notes[0]).toContain("The push's diff needs a token");
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

import { describe, expect, it } from "vitest";
import { allFiles, type FixtureFile, fixtureFile } from "#testkit/docs-sites/docs-repository.ts";
import { fixtureWorkingTree, runScriptedLoop } from "#testkit/model/fixture-working-tree.ts";
import { type ScriptedStep, toolResultsSeen } from "#testkit/model/scripted-model.ts";
import { RepositorySnapshot } from "../../../app/agent/workspace/repository-snapshot.ts";
import { WorkingTree } from "../../../app/agent/workspace/working-tree.ts";
import type { BlobText } from "../../../app/github/repository-client.ts";

const flags = fixtureFile(
  "packages/cli/src/flags.ts",
  'export const buildFlags = {\n  parallel: { type: "number", default: 4, description: "Packages built at once." },\n};\n',
);
const secrets = [
  fixtureFile(".env", "DATABASE_URL=postgres://admin:hunter2@db/prod\n"),
  fixtureFile("packages/cli/.env.production", "TOKEN=parallel-secret\n"),
  fixtureFile("deploy/server.pem", "-----BEGIN PRIVATE KEY----- parallel\n"),
  fixtureFile("config/credentials.json", '{"parallel": "secret"}\n'),
  fixtureFile("ops/.ssh/config", "Host parallel\n"),
];
const sourceFiles: FixtureFile[] = [...allFiles, flags, ...secrets];

const finish: ScriptedStep = { calls: [["finish", { summary: "s", prTitle: "t" }]] };

describe("reading the source outside the docs root", () => {
  it("reads a repository file by a path with a leading slash", async () => {
    const { tree } = fixtureWorkingTree(sourceFiles);
    const { model } = await runScriptedLoop(tree, [
      { calls: [["read_file", { path: "/packages/cli/src/flags.ts" }]] },
      finish,
    ]);
    expect(toolResultsSeen(model, 1)[0]?.output).toBe(`text: ${flags.content}`);
  });

  it("searches the whole repository with a glob that starts with a slash, showing repository paths", async () => {
    const { tree } = fixtureWorkingTree(sourceFiles);
    const { model } = await runScriptedLoop(tree, [
      {
        calls: [
          ["search_text", { pattern: "parallel", glob: "/**" }],
          ["search_text", { pattern: "parallel" }],
          ["list_files", { folder: "/packages" }],
        ],
      },
      finish,
    ]);
    const [everywhere, docsOnly, listed] = toolResultsSeen(model, 1).map((r) => r.output);
    expect(everywhere).toBe(
      'text: /packages/cli/src/flags.ts:2:   parallel: { type: "number", default: 4, description: "Packages built at once." },',
    );
    expect(docsOnly).toBe("text: No matches.");
    expect(listed).toBe("text: /packages/cli/src/flags.ts");
  });

  it("refuses to change a file outside the docs root, whatever the tool", async () => {
    const { tree } = fixtureWorkingTree(sourceFiles);
    const { model } = await runScriptedLoop(tree, [
      { calls: [["read_file", { path: "/packages/cli/src/flags.ts" }]] },
      {
        calls: [
          ["write_file", { path: "/packages/cli/src/flags.ts", content: "export {};\n" }],
          [
            "replace_in_file",
            { path: "/packages/cli/src/flags.ts", oldText: "default: 4", newText: "default: 8" },
          ],
          ["delete_file", { path: "/README.md" }],
          ["write_file", { path: "../packages/cli/README.md", content: "# CLI\n" }],
        ],
      },
      finish,
    ]);
    const outputs = toolResultsSeen(model, 2).map((r) => r.output);
    expect(outputs).toHaveLength(4);
    for (const output of outputs.slice(0, 3)) {
      expect(output).toMatch(/^error-text: .*can be read, never changed/);
    }
    expect(outputs[3]).toContain('".." is not allowed');
    expect(tree.changedPaths()).toEqual([]);
  });

  it("never reads, lists or searches environment files, keys or credentials", async () => {
    const { tree, reads } = fixtureWorkingTree(sourceFiles);
    const { model } = await runScriptedLoop(tree, [
      {
        calls: [
          ["read_file", { path: "/.env" }],
          ["read_file", { path: "/packages/cli/.env.production" }],
          ["read_file", { path: "/deploy/server.pem", startLine: 1 }],
          ["read_file", { path: "/config/credentials.json" }],
          ["read_file", { path: "/ops/.ssh/config" }],
          ["search_text", { pattern: "parallel|hunter2", glob: "/**" }],
          ["list_files", { folder: "/" }],
        ],
      },
      finish,
    ]);
    const outputs = toolResultsSeen(model, 1).map((r) => r.output);
    for (const output of outputs.slice(0, 5)) {
      expect(output).toMatch(/^error-text: .*looks like a secret/);
    }
    expect(outputs[5]).not.toMatch(/hunter2|secret|BEGIN|Host/);
    expect(outputs[5]).toContain("/packages/cli/src/flags.ts:2:");
    for (const secret of secrets) expect(outputs[6]).not.toContain(secret.path);
    const secretShas = new Set(secrets.map((secret) => secret.sha));
    expect(reads.filter((sha) => secretShas.has(sha))).toEqual([]);
  });

  it("fetches the source a search needs in bulk, within what the snapshot's budget leaves", async () => {
    const big = fixtureFile("packages/api/src/server.ts", `// parallel\n${"x".repeat(2_000)}\n`);
    const repositoryFiles = [...allFiles, flags, big];
    const bySha = new Map(repositoryFiles.map((file) => [file.sha, file.content ?? ""]));
    const batches: string[][] = [];
    const snapshot = new RepositorySnapshot(
      {
        strategy: "graphql",
        blobs: new Map(),
        paths: new Map(),
        bytes: 0,
        archiveBytes: 0,
        requests: 0,
        skipped: 0,
      },
      {
        openArchive: () => Promise.reject(new Error("no archive in this test")),
        getBlobTexts: async (shas) => {
          batches.push([...shas]);
          return new Map(
            shas.map((sha): [string, BlobText] => {
              const text = bySha.get(sha) ?? "";
              return [sha, { text, byteSize: text.length, isBinary: false, isTruncated: false }];
            }),
          );
        },
      },
    );
    const singles: string[] = [];
    const tree = new WorkingTree(
      repositoryFiles.map((file) => ({
        path: file.path,
        mode: "100644",
        type: "blob" as const,
        sha: file.sha,
        size: Buffer.byteLength(file.content ?? ""),
      })),
      {
        docsRoot: "docs",
        maxFileBytes: 100_000,
        maxFilesChanged: 10,
        loadBlob: async (sha) => {
          singles.push(sha);
          return Buffer.from(bySha.get(sha) ?? "");
        },
        snapshot,
        // Room for the small source file, not for the large one.
        sourceSearchBytes: 1_000,
      },
    );
    await tree.holdTexts([flags.path, big.path]);
    expect(batches).toEqual([[flags.sha]]);
    expect(tree.peekText(flags.path)).toBe(flags.content);
    // What the budget left out is fetched alone, as any file the snapshot lacks.
    expect(singles).toEqual([big.sha]);
  });
});

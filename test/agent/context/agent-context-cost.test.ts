import { describe, expect, it } from "vitest";
import { createTestClock } from "#testkit/app/test-clock.ts";
import { type FixtureFile, fixtureFile } from "#testkit/docs-sites/docs-repository.ts";
import {
  type ScriptedStep,
  scriptedModel,
  toolResultsSeen,
} from "#testkit/model/scripted-model.ts";
import { runAgentLoop } from "../../../app/agent/model/run-agent.ts";
import { WorkingTree } from "../../../app/agent/workspace/working-tree.ts";

/** A reference page of 600 lines (about 40,000 characters) with a heading every 30 lines. */
function longPage(): string {
  const lines: string[] = ["# API reference", ""];
  for (let index = 1; lines.length < 600; index++) {
    if (index % 30 === 0) lines.push(`## Endpoint ${index / 30}`, "");
    else lines.push(`Line ${index}: the endpoint accepts a JSON body with the widget's settings.`);
  }
  return `${lines.join("\n")}\n`;
}

const files = {
  long: fixtureFile("docs/reference.md", longPage()),
  big: fixtureFile("docs/big.md", `# Big\n\n${"A line of a generated page.\n".repeat(400)}`),
  page: fixtureFile(
    "docs/guide.md",
    `# Guide\n\n${"Some guidance for readers. ".repeat(40)}\n\nThe end.\n`,
  ),
};

function treeOf(list: FixtureFile[], maxFileBytes = 100_000) {
  const bySha = new Map(list.map((file) => [file.sha, file.content ?? ""]));
  return new WorkingTree(
    list.map((file) => ({
      path: file.path,
      mode: "100644",
      type: "blob" as const,
      sha: file.sha,
      size: Buffer.byteLength(file.content ?? ""),
    })),
    {
      docsRoot: "docs",
      maxFileBytes,
      maxFilesChanged: 10,
      loadBlob: async (sha) => Buffer.from(bySha.get(sha) ?? ""),
    },
  );
}

async function run(
  tree: WorkingTree,
  steps: ScriptedStep[],
  options: { provider?: string; cachedInputTokens?: number } = {},
) {
  const clock = createTestClock("2026-11-22T10:00:00Z");
  const model = scriptedModel(steps, options);
  const usage = { inputTokens: 0, outputTokens: 0, cachedInputTokens: 0 };
  const result = await runAgentLoop({
    model,
    tree,
    system: "You are a test.",
    prompt: "test",
    maxSteps: 20,
    deadline: new Date(clock.now().getTime() + 60_000),
    timeoutSeconds: 60,
    clock,
    checkContinue: async () => {},
    modelStepTimeoutMs: 5_000,
    usage,
  });
  return { model, result, usage };
}

const finish: ScriptedStep = { calls: [["finish", { summary: "s", prTitle: "t" }]] };

describe("reads that do not flood the context", () => {
  it("answers a long file with its headings and line numbers, then reads ranges of it", async () => {
    const { model } = await run(treeOf([files.long]), [
      { calls: [["read_file", { path: "reference.md" }]] },
      { calls: [["read_file", { path: "reference.md", startLine: 58, endLine: 62 }]] },
      { calls: [["read_file", { path: "reference.md", startLine: 1, endLine: 600 }]] },
      finish,
    ]);
    const outline = toolResultsSeen(model, 1)[0]?.output ?? "";
    expect(outline.length).toBeLessThan(2_000);
    expect(outline).toMatch(
      /reference\.md has 39\d{3} characters, more than one read shows \(16000\)/,
    );
    const lines = (files.long.content ?? "").split("\n");
    const endpoint2 = lines.indexOf("## Endpoint 2") + 1;
    expect(outline).toContain(`It has ${lines.length} lines`);
    expect(outline).toContain("     1: # API reference");
    expect(outline).toContain(`${String(endpoint2).padStart(6)}: ## Endpoint 2`);
    expect(toolResultsSeen(model, 2)[0]?.output).toBe(
      `text: Lines 58-62 of ${lines.length}:\n${lines.slice(57, 62).join("\n")}`,
    );
    const range = toolResultsSeen(model, 3)[0]?.output ?? "";
    expect(range.length).toBeLessThanOrEqual(16_200);
    expect(range).toMatch(
      /stopped at line \d+ \(16000 characters per read\); continue with startLine \d+/,
    );
  });

  it("reads ranges of a file over the size limit, edits it by passage, and answers a whole read of it with its outline", async () => {
    const { model } = await run(treeOf([files.big], 2_000), [
      {
        calls: [
          ["read_file", { path: "big.md" }],
          ["read_file", { path: "big.md", startLine: 300, endLine: 301 }],
          ["replace_in_file", { path: "big.md", oldText: "# Big", newText: "# Large" }],
        ],
      },
      finish,
    ]);
    const [whole, range, replace] = toolResultsSeen(model, 1).map((result) => result.output);
    expect(whole).toMatch(/big\.md is \d+ bytes, over the limit of 2000 bytes for a whole read/);
    expect(whole).toContain("     1: # Big");
    expect(range).toBe(
      "text: Lines 300-301 of 403:\nA line of a generated page.\nA line of a generated page.",
    );
    expect(replace).toMatch(/^text: Replaced one passage in big\.md/);
  });

  it("judges the size limit by the blob, wherever it was moved", async () => {
    const tree = treeOf([files.big], 2_000);
    tree.move("docs/big.md", "docs/small.md");
    expect(tree.sizeOf("docs/small.md")).toBe(Buffer.byteLength(files.big.content ?? ""));
    await expect(tree.read("docs/small.md")).rejects.toThrow(/over the limit of 2000 bytes/);
    await expect(tree.readForRange("docs/small.md")).resolves.toContain("# Big");
  });
});

describe("results made stale by later steps", () => {
  it("shortens an earlier read of a file the run then changed, and the content of a superseded write", async () => {
    const newPage = `# New\n\n${"Fresh words for readers. ".repeat(40)}\n`;
    const { model } = await run(treeOf([files.page]), [
      { calls: [["read_file", { path: "guide.md" }]] },
      { calls: [["replace_in_file", { path: "guide.md", oldText: "The end.", newText: "Fin." }]] },
      { calls: [["write_file", { path: "new.md", content: newPage }]] },
      { calls: [["read_file", { path: "new.md" }]] },
      { calls: [["list_files", {}]] },
      finish,
    ]);
    const before = JSON.stringify(model.doGenerateCalls[1]?.prompt);
    expect(before).toContain("Some guidance for readers.");
    const after = JSON.stringify(model.doGenerateCalls[5]?.prompt);
    // What is left of guide.md is the replacement's snippet, its long line cut short.
    expect(after.split("Some guidance for readers.").length - 1).toBeLessThan(10);
    expect(after).toContain("An earlier read of guide.md");
    expect(after).toContain("characters written here earlier, left out");
    // The latest read of new.md is still whole.
    expect(after.split("Fresh words for readers.").length - 1).toBe(40);
    expect(after.length).toBeLessThan(before.length + 3_000);
  });

  it("keeps a read whose later change was refused", async () => {
    const { model } = await run(treeOf([files.page]), [
      { calls: [["read_file", { path: "guide.md" }]] },
      { calls: [["replace_in_file", { path: "guide.md", oldText: "absent", newText: "x" }]] },
      finish,
    ]);
    expect(JSON.stringify(model.doGenerateCalls[2]?.prompt)).toContain(
      "Some guidance for readers.",
    );
  });
});

describe("prompt caching and token use", () => {
  it("marks the system prompt for Anthropic's cache, and only for Anthropic", async () => {
    const anthropic = await run(treeOf([files.page]), [finish], { provider: "anthropic.messages" });
    expect(anthropic.model.doGenerateCalls[0]?.prompt[0]).toMatchObject({
      role: "system",
      content: "You are a test.",
      providerOptions: { anthropic: { cacheControl: { type: "ephemeral" } } },
    });
    const other = await run(treeOf([files.page]), [finish], { provider: "openai.chat" });
    expect(other.model.doGenerateCalls[0]?.prompt[0]).not.toHaveProperty("providerOptions");
  });

  it("adds up input, output and cached tokens over the steps", async () => {
    const { usage, result } = await run(
      treeOf([files.page]),
      [{ calls: [["list_files", {}]] }, { calls: [["list_files", {}]] }, finish],
      { provider: "anthropic.messages", cachedInputTokens: 60 },
    );
    expect(usage).toEqual({ inputTokens: 300, outputTokens: 60, cachedInputTokens: 180 });
    expect(result.usage).toMatchObject({ inputTokens: 300, totalTokens: 360 });
  });
});

import { describe, expect, it } from "vitest";
import { fixtureFile } from "#testkit/docs-sites/docs-repository.ts";
import { fixtureWorkingTree, runScriptedLoop } from "#testkit/model/fixture-working-tree.ts";
import type { ScriptedStep } from "#testkit/model/scripted-model.ts";
import { buildSystemPrompt } from "../../../app/agent/context/agent-system-prompt.ts";

const pages = Array.from({ length: 4 }, (_, index) =>
  fixtureFile(`docs/page-${index}.md`, `# Page ${index}\n\n${"Text. ".repeat(200)}\n`),
);

async function run(steps: ScriptedStep[], options: { provider?: string; maxRunTokens?: number }) {
  const { tree } = fixtureWorkingTree(pages, { maxFileBytes: 262_144 });
  const usage = { inputTokens: 0, outputTokens: 0, cachedInputTokens: 0 };
  const { model, result } = await runScriptedLoop(tree, steps, {
    provider: options.provider ?? "anthropic.messages",
    prompt: "Read the pages.",
    maxSteps: 20,
    maxRunTokens: options.maxRunTokens,
    usage,
  });
  return { model, result, usage };
}

const read = (n: number): ScriptedStep => ({
  calls: [["read_file", { path: `page-${n}.md` }]],
});
const finish: ScriptedStep = { calls: [["finish", { summary: "s", prTitle: "t" }]] };
const EPHEMERAL = { anthropic: { cacheControl: { type: "ephemeral" } } };

describe("what a run costs", () => {
  it("moves one Anthropic cache breakpoint to the conversation's end at every step", async () => {
    const { model } = await run([read(0), read(1), read(2), finish], {});
    for (const call of model.doGenerateCalls) {
      const marked = call.prompt.filter((message) => message.providerOptions?.anthropic);
      // The system prompt and the last message of the conversation, nothing in between.
      expect(marked).toEqual([call.prompt[0], call.prompt.at(-1)]);
      expect(call.prompt.at(-1)?.providerOptions).toEqual(EPHEMERAL);
    }
    const last = model.doGenerateCalls.at(-1)?.prompt ?? [];
    expect(last.at(-1)?.role).toBe("tool");
  });

  it("marks nothing for providers that cache by themselves", async () => {
    const { model } = await run([read(0), finish], { provider: "openai.chat" });
    for (const call of model.doGenerateCalls) {
      expect(call.prompt.some((message) => message.providerOptions?.anthropic)).toBe(false);
    }
  });

  it("stops the run honestly at INKWELL_MAX_RUN_TOKENS, keeping its edits", async () => {
    // Each scripted step spends 100 input and 20 output tokens.
    const { result, model } = await run([read(0), read(1), read(2), read(3), finish], {
      maxRunTokens: 300,
    });
    expect(model.doGenerateCalls).toHaveLength(3);
    expect(result.ending).toEqual({
      kind: "stopped",
      reason: "token-limit",
      message:
        "The agent spent 360 tokens, over the limit of 300 per run (INKWELL_MAX_RUN_TOKENS), without finishing; give a narrower instruction or raise the limit.",
    });
  });

  it("shows the model its step budget and asks it to batch independent reads", () => {
    const prompt = buildSystemPrompt({
      repository: "acme/docs",
      baseRef: "main",
      docsRoot: "docs",
      files: "",
      navigation: "",
      guidance: "",
      writeGlobs: { allow: [], deny: [] },
      maxSteps: 60,
    });
    expect(prompt).toContain("You have 60 steps (model calls) for this run.");
    expect(prompt).toContain("make independent calls together");
  });
});

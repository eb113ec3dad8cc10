import { describe, expect, it } from "vitest";
import { createAgentModel } from "../../../app/agent/model/create-agent-model.ts";
import { loadConfig } from "../../../app/config.ts";

function modelOf(env: Record<string, string>) {
  const config = loadConfig(env).model;
  if (!config) throw new Error("no model configured");
  return createAgentModel(config);
}

describe("createAgentModel", () => {
  it("builds an Anthropic model and reports it as provider:model", () => {
    const model = modelOf({ INKWELL_MODEL: "anthropic:claude-sonnet-4-5", ANTHROPIC_API_KEY: "k" });
    expect(model.id).toBe("anthropic:claude-sonnet-4-5");
    expect(model.languageModel).toMatchObject({
      modelId: "claude-sonnet-4-5",
      provider: "anthropic.messages",
    });
  });

  it("builds an OpenAI model", () => {
    const model = modelOf({ INKWELL_MODEL: "openai:gpt-5", OPENAI_API_KEY: "k" });
    expect(model.languageModel).toMatchObject({ modelId: "gpt-5" });
    expect(String((model.languageModel as { provider: string }).provider)).toMatch(/^openai/);
  });

  it("builds an OpenAI-compatible model on INKWELL_MODEL_BASE_URL", () => {
    const model = modelOf({
      INKWELL_MODEL: "openai-compatible:llama3.1",
      INKWELL_MODEL_BASE_URL: "http://localhost:11434/v1",
    });
    expect(model.id).toBe("openai-compatible:llama3.1");
    expect(model.languageModel).toMatchObject({ modelId: "llama3.1" });
  });

  it("reads the agent limits from the environment, with defaults", () => {
    expect(loadConfig({}).agent).toEqual({
      maxSteps: 60,
      timeoutSeconds: 900,
      maxFileBytes: 262_144,
      maxFilesChanged: 200,
      maxRunTokens: 2_000_000,
    });
    expect(loadConfig({ INKWELL_AGENT_MAX_STEPS: "12" }).agent.maxSteps).toBe(12);
    expect(loadConfig({ INKWELL_MAX_RUN_TOKENS: "500000" }).agent.maxRunTokens).toBe(500_000);
    expect(() => loadConfig({ INKWELL_MAX_RUN_TOKENS: "100" })).toThrow(/INKWELL_MAX_RUN_TOKENS/);
    expect(() => loadConfig({ INKWELL_AGENT_MAX_FILES_CHANGED: "0" })).toThrow(
      /INKWELL_AGENT_MAX_FILES_CHANGED/,
    );
  });
});

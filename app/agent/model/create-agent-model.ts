import { createAnthropic } from "@ai-sdk/anthropic";
import { createOpenAI } from "@ai-sdk/openai";
import { createOpenAICompatible } from "@ai-sdk/openai-compatible";
import type { LanguageModel } from "ai";
import type { AgentModel } from "../../app-context.ts";
import type { ModelConfig } from "../../config.ts";

/**
 * The language model named by `INKWELL_MODEL`, through the `ai` SDK's provider packages. Keys and
 * the base URL come from the checked config, never from the process environment directly.
 */
export function createAgentModel(config: ModelConfig): AgentModel {
  return { id: config.id, languageModel: createLanguageModel(config) };
}

function createLanguageModel(config: ModelConfig): LanguageModel {
  const baseURL = config.baseUrl;
  switch (config.provider) {
    case "anthropic":
      return createAnthropic({
        ...(config.apiKey ? { apiKey: config.apiKey } : {}),
        ...(baseURL ? { baseURL } : {}),
      })(config.name);
    case "openai":
      return createOpenAI({
        ...(config.apiKey ? { apiKey: config.apiKey } : {}),
        ...(baseURL ? { baseURL } : {}),
      })(config.name);
    case "openai-compatible":
      if (!baseURL) {
        throw new Error("INKWELL_MODEL_BASE_URL is required for an openai-compatible model");
      }
      return createOpenAICompatible({
        name: "openai-compatible",
        baseURL,
        ...(config.apiKey ? { apiKey: config.apiKey } : {}),
      }).chatModel(config.name);
  }
}

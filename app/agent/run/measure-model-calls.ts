import type { LanguageModelV3 } from "@ai-sdk/provider";
import { wrapLanguageModel } from "ai";
import type { AgentModel } from "../../app-context.ts";
import type { AppMetrics } from "../../app-metrics.ts";

/**
 * The run's model, timing each call to the provider and counting its tokens in the process's
 * metrics under the model's id (`provider:model`): one observation per call, failed calls
 * included (their time, with no tokens).
 */
export function measureModelCalls(model: AgentModel, metrics: AppMetrics): AgentModel {
  const languageModel = wrapLanguageModel({
    model: model.languageModel as LanguageModelV3,
    middleware: {
      specificationVersion: "v3",
      wrapGenerate: async ({ doGenerate }) => {
        const started = performance.now();
        try {
          const result = await doGenerate();
          metrics.recordModelCall(model.id, {
            seconds: (performance.now() - started) / 1000,
            outcome: "ok",
            inputTokens: result.usage.inputTokens.total ?? 0,
            outputTokens: result.usage.outputTokens.total ?? 0,
          });
          return result;
        } catch (error) {
          metrics.recordModelCall(model.id, {
            seconds: (performance.now() - started) / 1000,
            outcome: "error",
            inputTokens: 0,
            outputTokens: 0,
          });
          throw error;
        }
      },
    },
  });
  return { id: model.id, languageModel };
}

import type { LanguageModelV3Prompt } from "@ai-sdk/provider";
import type { LanguageModel } from "ai";
import { MockLanguageModelV3 } from "ai/test";
import { SELF_REVIEW_INTRO } from "../../app/agent/review/self-review.ts";
import type { AgentModel } from "../../app/app-context.ts";

/** One model turn: tool calls (name and input), or a plain text answer; `before` runs first. */
export interface ScriptedStep {
  calls?: [toolName: string, input: Record<string, unknown>][];
  text?: string;
  before?: () => void | Promise<void>;
}

const usage = {
  inputTokens: { total: 100, noCache: 100, cacheRead: 0, cacheWrite: 0 },
  outputTokens: { total: 20, text: 20, reasoning: 0 },
};

/**
 * A mock model that plays the steps in order, one per call, as the `ai` SDK's tool loop asks.
 * Calling it more often than scripted fails the test. When `finish` answers with the self-review
 * (the run changed files), the model confirms by calling finish again with the same input, a turn
 * that takes no step of the script, unless `selfReview: "scripted"` leaves that turn to the script.
 */
export function scriptedModel(
  steps: ScriptedStep[],
  options: {
    provider?: string;
    cachedInputTokens?: number;
    selfReview?: "confirm" | "scripted";
  } = {},
): MockLanguageModelV3 {
  let index = 0;
  const cached = options.cachedInputTokens ?? 0;
  const stepUsage = {
    ...usage,
    inputTokens: { total: 100, noCache: 100 - cached, cacheRead: cached, cacheWrite: 0 },
  };
  return new MockLanguageModelV3({
    provider: options.provider ?? "scripted",
    modelId: "scripted-model",
    doGenerate: async ({ prompt }) => {
      const confirm = options.selfReview !== "scripted" ? finishToConfirm(prompt) : undefined;
      if (confirm) {
        return {
          content: [
            {
              type: "tool-call" as const,
              toolCallId: `confirm_${index}`,
              toolName: "finish",
              input: JSON.stringify(confirm),
            },
          ],
          finishReason: { unified: "tool-calls" as const, raw: undefined },
          usage: stepUsage,
          warnings: [],
        };
      }
      const step = steps[index];
      if (!step)
        throw new Error(
          `the model was called ${index + 1} times; the script has ${steps.length} steps`,
        );
      await step.before?.();
      const callIndex = index++;
      const content = [
        ...(step.text ? [{ type: "text" as const, text: step.text }] : []),
        ...(step.calls ?? []).map(([toolName, input], i) => ({
          type: "tool-call" as const,
          toolCallId: `call_${callIndex}_${i}`,
          toolName,
          input: JSON.stringify(input),
        })),
      ];
      return {
        content,
        finishReason: { unified: step.calls?.length ? "tool-calls" : "stop", raw: undefined },
        usage: stepUsage,
        warnings: [],
      };
    },
  });
}

/** The input of the `finish` whose answer, the last thing in the prompt, is the self-review. */
export function finishToConfirm(prompt: LanguageModelV3Prompt): unknown {
  const last = prompt.at(-1);
  if (last?.role !== "tool") return undefined;
  const review = last.content.find(
    (part) =>
      part.type === "tool-result" &&
      part.toolName === "finish" &&
      part.output.type === "text" &&
      part.output.value.startsWith(SELF_REVIEW_INTRO),
  );
  if (review?.type !== "tool-result") return undefined;
  const asked = prompt.at(-2);
  if (asked?.role !== "assistant") return undefined;
  const call = asked.content.find(
    (part) => part.type === "tool-call" && part.toolCallId === review.toolCallId,
  );
  return call?.type === "tool-call" ? call.input : undefined;
}

/** The tool results the model was shown in call `n` (what the tools answered to step n-1). */
export function toolResultsSeen(
  model: MockLanguageModelV3,
  n: number,
): { tool: string; output: string }[] {
  const call = model.doGenerateCalls[n];
  if (!call) throw new Error(`the model was not called ${n + 1} times`);
  const last = call.prompt.at(-1);
  if (last?.role !== "tool") return [];
  return last.content.flatMap((part) =>
    part.type === "tool-result"
      ? [{ tool: part.toolName, output: stringifyOutput(part.output) }]
      : [],
  );
}

function stringifyOutput(output: { type: string; value?: unknown }): string {
  return `${output.type}: ${typeof output.value === "string" ? output.value : JSON.stringify(output.value)}`;
}

/** A model as the server holds it (`provider:model` id and the language model); jobs report the id. */
export function testAgentModel(
  languageModel: LanguageModel = new MockLanguageModelV3(),
  id = "test:scripted-model",
): AgentModel {
  return { id, languageModel };
}

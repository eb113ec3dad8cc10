import type {
  LanguageModelV3,
  LanguageModelV3CallOptions,
  LanguageModelV3Content,
  LanguageModelV3Usage,
} from "@ai-sdk/provider";
import { MockLanguageModelV3 } from "ai/test";
import { finishToConfirm } from "./scripted-model.ts";

/** One model turn of a script: tool calls (name and input), or a plain text answer. */
export interface ScriptStep {
  calls?: [tool: string, input: Record<string, unknown>][];
  text?: string;
}

/** One model call as recorded: everything the model was shown, and everything it answered. */
export interface RecordedCall {
  prompt: unknown;
  tools: string[];
  content: LanguageModelV3Content[];
  usage: { inputTokens: number; cachedInputTokens: number; outputTokens: number };
}

/** What a scripted model says once its script is spent: a plain answer, which ends the run. */
const SPENT = "I have nothing more to do.";

/** About four characters per token: the estimate the scripted runs report (no tokenizer is involved). */
export function estimateTokens(text: string): number {
  return Math.ceil(text.length / 4);
}

function commonPrefixLength(a: string, b: string): number {
  const limit = Math.min(a.length, b.length);
  let index = 0;
  while (index < limit && a.charCodeAt(index) === b.charCodeAt(index)) index++;
  return index;
}

/**
 * Token use as a provider with prompt caching would bill a call: the prompt (system, messages and
 * tool definitions) estimated from its length, and the part it shares with the previous call's
 * prompt counted as cached input.
 */
export function estimateUsage(
  options: LanguageModelV3CallOptions,
  content: readonly LanguageModelV3Content[],
  previousPrompt: string,
): { serialized: string; usage: RecordedCall["usage"] } {
  const serialized = JSON.stringify({ tools: options.tools ?? [], prompt: options.prompt });
  const inputTokens = estimateTokens(serialized);
  const cachedInputTokens = estimateTokens(
    serialized.slice(0, commonPrefixLength(serialized, previousPrompt)),
  );
  const outputTokens = estimateTokens(JSON.stringify(content));
  return {
    serialized,
    usage: {
      inputTokens,
      cachedInputTokens: Math.min(cachedInputTokens, inputTokens),
      outputTokens,
    },
  };
}

function sdkUsage(usage: RecordedCall["usage"]): LanguageModelV3Usage {
  return {
    inputTokens: {
      total: usage.inputTokens,
      noCache: usage.inputTokens - usage.cachedInputTokens,
      cacheRead: usage.cachedInputTokens,
      cacheWrite: 0,
    },
    outputTokens: { total: usage.outputTokens, text: usage.outputTokens, reasoning: 0 },
  };
}

function stepContent(step: ScriptStep, callIndex: number): LanguageModelV3Content[] {
  return [
    ...(step.text ? [{ type: "text" as const, text: step.text }] : []),
    ...(step.calls ?? []).map(([toolName, input], i) => ({
      type: "tool-call" as const,
      toolCallId: `call_${callIndex}_${i}`,
      toolName,
      input: JSON.stringify(input),
    })),
  ];
}

/**
 * A model that answers from a list of turns, one per call, and records every call in full. Past
 * the end of its answers it replies in plain text, which the agent's loop ends the run on.
 */
export function answeringModel(
  answer: (callIndex: number, options: LanguageModelV3CallOptions) => LanguageModelV3Content[],
  calls: RecordedCall[],
): LanguageModelV3 {
  let previous = "";
  return new MockLanguageModelV3({
    provider: "scripted",
    modelId: "scripted",
    doGenerate: async (options) => {
      const content = answer(calls.length, options);
      const { serialized, usage } = estimateUsage(options, content, previous);
      previous = serialized;
      calls.push({
        prompt: options.prompt,
        tools: (options.tools ?? []).map((tool) => tool.name),
        content,
        usage,
      });
      const toolCalls = content.some((part) => part.type === "tool-call");
      return {
        content,
        finishReason: { unified: toolCalls ? "tool-calls" : "stop", raw: undefined },
        usage: sdkUsage(usage),
        warnings: [],
      };
    },
  });
}

/**
 * The turn that answers the self-review `finish` gives a run that changed files: the same finish
 * again, claiming no more and no less than the script's finish did (a wrong run keeps its
 * wrong claims, and its empty notDone).
 */
function confirmation(
  options: LanguageModelV3CallOptions,
  index: number,
): LanguageModelV3Content[] | undefined {
  const input = finishToConfirm(options.prompt);
  if (input === undefined) return undefined;
  return [
    {
      type: "tool-call",
      toolCallId: `call_${index}_confirm`,
      toolName: "finish",
      input: JSON.stringify(input),
    },
  ];
}

/**
 * The model of a scripted run: the script's turns in order, recorded into `calls`. Scripts are
 * written up to their finish; the self-review after it is met by repeating that finish (a turn
 * of its own, not one of the script's).
 */
export function scriptedModel(steps: readonly ScriptStep[], calls: RecordedCall[]) {
  let next = 0;
  return answeringModel((index, options) => {
    const confirm = confirmation(options, index);
    if (confirm) return confirm;
    const step = steps[next++];
    return step ? stepContent(step, index) : [{ type: "text", text: SPENT }];
  }, calls);
}

/**
 * The model of a replayed run: the recorded answers in order, whatever it is shown; what it is
 * shown is recorded too, so the caller can compare it with the recording. A recording made
 * before the self-review ends at its finish: past its end, a self-review is met by repeating it.
 */
export function replayModel(recorded: readonly RecordedCall[], calls: RecordedCall[]) {
  return answeringModel(
    (index, options) =>
      recorded[index]?.content ?? confirmation(options, index) ?? [{ type: "text", text: SPENT }],
    calls,
  );
}

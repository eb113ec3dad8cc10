import type {
  LanguageModelV3CallOptions,
  LanguageModelV3Content,
  LanguageModelV3Prompt,
  LanguageModelV3Usage,
} from "@ai-sdk/provider";
import type { LanguageModel } from "ai";
import { MockLanguageModelV3 } from "ai/test";
import { SELF_REVIEW_INTRO } from "../../app/agent/review/self-review.ts";
import type { AgentModel } from "../../app/app-context.ts";

/**
 * One model turn: tool calls (name and input), or a plain text answer. `before` runs first, with
 * the call's abort signal; what it throws is the call's error.
 */
export interface ScriptedStep {
  calls?: [toolName: string, input: Record<string, unknown>][];
  text?: string;
  before?: (call: { abortSignal: AbortSignal | undefined }) => void | Promise<void>;
}

/** One model call as recorded: everything the model was shown, and everything it answered. */
export interface RecordedCall {
  prompt: unknown;
  tools: string[];
  content: LanguageModelV3Content[];
  usage: { inputTokens: number; cachedInputTokens: number; outputTokens: number };
}

/** How a scripted or answering model reports itself, its token use, and where it records its calls. */
export interface ModelSettings {
  provider?: string;
  modelId?: string;
  /** Receives every call in full, in order: the run's recording. */
  record?: RecordedCall[];
  /**
   * The token use each call reports: `fixed` (100 input, 20 output; the default, for tests that
   * count) or `estimated` from the prompt's length, with the prefix shared with the previous call
   * as cached input (as the eval's and the benchmarks' reports want).
   */
  tokens?: "fixed" | "estimated";
  /** Of the fixed 100 input tokens, how many are reported as read from the cache. */
  cachedInputTokens?: number;
}

export interface ScriptedModelOptions extends ModelSettings {
  /**
   * `confirm` (the default): when `finish` answers with the self-review (the run changed files),
   * the model calls finish again with the same input, a turn that takes no step of the script.
   * `scripted`: that turn is the script's.
   */
  selfReview?: "confirm" | "scripted";
  /**
   * Past the end of the script: `fail` (the default) throws, failing the test; `answer` replies in
   * plain text, which the agent's loop ends the run on.
   */
  whenSpent?: "fail" | "answer";
}

/** What a scripted model says once its script is spent, given `whenSpent: "answer"`. */
export const SPENT = "I have nothing more to do.";

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

/** A step's answer as the model gives it; tool call ids name the call's place in the run. */
export function stepContent(step: ScriptedStep, callIndex: number): LanguageModelV3Content[] {
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
 * A mock model that answers each call with what `answer` gives for it (called with the number of
 * calls before it), reports the token use `settings.tokens` asks for and records every call in
 * full into `settings.record`. The kit's one model: the scripted and replaying models are this one.
 */
export function answeringModel(
  answer: (
    callIndex: number,
    options: LanguageModelV3CallOptions,
  ) => LanguageModelV3Content[] | Promise<LanguageModelV3Content[]>,
  settings: ModelSettings = {},
): MockLanguageModelV3 {
  let previous = "";
  let calls = 0;
  const cached = settings.cachedInputTokens ?? 0;
  return new MockLanguageModelV3({
    provider: settings.provider ?? "scripted",
    modelId: settings.modelId ?? "scripted-model",
    doGenerate: async (options) => {
      const content = await answer(calls++, options);
      const estimated = estimateUsage(options, content, previous);
      previous = estimated.serialized;
      const usage =
        settings.tokens === "estimated"
          ? estimated.usage
          : { inputTokens: 100, cachedInputTokens: cached, outputTokens: 20 };
      settings.record?.push({
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
 * again, claiming no more and no less than the script's finish did (a wrong run keeps its wrong
 * claims, and its empty notDone).
 */
export function confirmation(
  prompt: LanguageModelV3Prompt,
  callIndex: number,
): LanguageModelV3Content[] | undefined {
  const input = finishToConfirm(prompt);
  if (input === undefined) return undefined;
  return [
    {
      type: "tool-call",
      toolCallId: `call_${callIndex}_confirm`,
      toolName: "finish",
      input: JSON.stringify(input),
    },
  ];
}

/**
 * A model that plays the steps in order, one per call, as the `ai` SDK's tool loop asks: the
 * scripted model of the unit and integration tests, the eval's scripted runs and the benchmarks.
 * Scripts are written up to their finish; the self-review after it is met by repeating that
 * finish (see `selfReview`). Past the end of the script it fails or answers (see `whenSpent`).
 */
export function scriptedModel(
  steps: readonly ScriptedStep[],
  options: ScriptedModelOptions = {},
): MockLanguageModelV3 {
  let next = 0;
  return answeringModel(async (callIndex, call) => {
    const confirm =
      options.selfReview !== "scripted" ? confirmation(call.prompt, callIndex) : undefined;
    if (confirm) return confirm;
    const step = steps[next];
    if (!step) {
      if (options.whenSpent === "answer") return [{ type: "text", text: SPENT }];
      throw new Error(
        `the model was called ${next + 1} times; the script has ${steps.length} steps`,
      );
    }
    await step.before?.({ abortSignal: call.abortSignal });
    next++;
    return stepContent(step, callIndex);
  }, options);
}

/**
 * A model whose first call is held: it waits until its abort signal fires (unless `ignoreAbort`:
 * a run deaf to aborts) or until the test calls `release`, then fails. `called` resolves once the
 * call is under way; `sawAbort` tells whether the abort reached it.
 */
export function heldModel(options: { ignoreAbort?: boolean } = {}) {
  let markCalled: () => void = () => {};
  const called = new Promise<void>((resolve) => {
    markCalled = resolve;
  });
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let sawAbort = false;
  const model = scriptedModel([
    {
      before: ({ abortSignal }) => {
        markCalled();
        return new Promise<void>((_resolve, reject) => {
          void released.then(() => reject(new Error("released by the test")));
          if (options.ignoreAbort) return;
          abortSignal?.addEventListener("abort", () => {
            sawAbort = true;
            reject(abortSignal.reason);
          });
        });
      },
    },
  ]);
  return { model, called, release, sawAbort: () => sawAbort };
}

/**
 * The model of a replayed run: the recorded answers in order, whatever it is shown; what it is
 * shown is recorded too (with estimated tokens), so the caller can compare it with the recording.
 * A recording made before the self-review ends at its finish: past its end, a self-review is met
 * by repeating it.
 */
export function replayModel(
  recorded: readonly RecordedCall[],
  calls: RecordedCall[],
): MockLanguageModelV3 {
  return answeringModel(
    (index, options) =>
      recorded[index]?.content ??
      confirmation(options.prompt, index) ?? [{ type: "text", text: SPENT }],
    { record: calls, tokens: "estimated" },
  );
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

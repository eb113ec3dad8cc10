import {
  generateText,
  hasToolCall,
  type LanguageModel,
  type LanguageModelUsage,
  type StepResult,
  type SystemModelMessage,
  stepCountIs,
  type ToolSet,
} from "ai";
import type { Clock } from "../app-context.ts";
import { RunFailure, RunStopped } from "./agent-errors.ts";
import { createAgentTools, type FinishReport } from "./agent-tools.ts";
import { shortenSupersededResults } from "./shorten-superseded.ts";
import type { WorkingTree } from "./working-tree.ts";

export interface AgentRunInput {
  model: LanguageModel;
  tree: WorkingTree;
  system: string;
  prompt: string;
  maxSteps: number;
  /** The wall-clock limit of the run, measured on `clock` at every step and enforced in real time. */
  deadline: Date;
  timeoutSeconds: number;
  clock: Clock;
  /** Throws (RunStopped) when the run must stop: called before every step. */
  checkContinue: () => Promise<void>;
  /** Aborted when the worker stops: the model call under way is abandoned and the run stops. */
  stopSignal?: AbortSignal | undefined;
  /** How long one model call may take before it counts as a (transient) model timeout. */
  modelStepTimeoutMs: number;
  /** The navigation outline for `view_navigation`, one line per entry. */
  outlineLines?: readonly string[];
  /** Token use, added to after every step, so a run that fails still reports what it spent. */
  usage?: RunUsage;
  /** Told about every finished step (the run's transcript). */
  onStep?: (step: StepRecord) => void | Promise<void>;
}

export interface RunUsage {
  inputTokens: number;
  outputTokens: number;
  /** Input tokens the provider read from its prompt cache (included in inputTokens). */
  cachedInputTokens: number;
}

/** One model step and the tool calls it made, as the transcript keeps them. */
export interface StepRecord {
  step: number;
  startedAt: Date;
  durationMs: number;
  finishReason: string;
  text: string;
  usage: RunUsage;
  tools: {
    id: string;
    name: string;
    input: unknown;
    output: string;
    error: boolean;
    durationMs: number | undefined;
  }[];
}

export interface AgentRunResult {
  finish: FinishReport | undefined;
  finalText: string;
  steps: number;
  usage: RunUsage & { totalTokens: number };
}

/**
 * The tool-calling loop: the model works on the working tree until it calls `finish`, answers
 * without a tool call, or a limit stops it. Limits end the run with a `RunFailure` the user reads.
 * Before each step, results that later steps made stale are shortened; with Anthropic, the
 * system prompt (instructions and repository context, the same at every step) is cached.
 */
export async function runAgentLoop(input: AgentRunInput): Promise<AgentRunResult> {
  let finish: FinishReport | undefined;
  let failure: RunFailure | undefined;
  const usage = input.usage ?? { inputTokens: 0, outputTokens: 0, cachedInputTokens: 0 };
  const toolTimes = new Map<string, number>();
  const tools = instrumentTools(
    createAgentTools(
      input.tree,
      (report) => {
        finish = report;
      },
      { outlineLines: input.outlineLines ?? [] },
    ),
    (error) => {
      failure ??= error;
    },
    (id, ms) => toolTimes.set(id, ms),
  );
  const timeLimit = () =>
    new RunFailure(
      `The run took longer than ${input.timeoutSeconds} seconds, the limit per run (INKWELL_AGENT_TIMEOUT_SECONDS).`,
    );
  const deadlineTimer = new AbortController();
  const realMs = Math.max(0, input.deadline.getTime() - input.clock.now().getTime());
  const timer = setTimeout(() => deadlineTimer.abort(timeLimit()), realMs);
  let stepStarted = Date.now();
  let stepStartedAt = input.clock.now();
  try {
    const result = await generateText({
      model: input.model,
      system: systemMessage(input.model, input.system),
      prompt: input.prompt,
      tools,
      stopWhen: [stepCountIs(input.maxSteps), hasToolCall("finish"), () => failure !== undefined],
      prepareStep: async ({ messages }) => {
        if (input.clock.now() >= input.deadline) throw timeLimit();
        await input.checkContinue();
        stepStarted = Date.now();
        stepStartedAt = input.clock.now();
        return { messages: shortenSupersededResults(messages) };
      },
      onStepFinish: async (step) => {
        const spent = stepUsage(step.usage);
        usage.inputTokens += spent.inputTokens;
        usage.outputTokens += spent.outputTokens;
        usage.cachedInputTokens += spent.cachedInputTokens;
        await input.onStep?.(
          describeStep(step, stepStartedAt, Date.now() - stepStarted, spent, toolTimes),
        );
      },
      abortSignal: input.stopSignal
        ? AbortSignal.any([deadlineTimer.signal, input.stopSignal])
        : deadlineTimer.signal,
      timeout: { stepMs: input.modelStepTimeoutMs },
      maxRetries: 2,
    });
    if (failure) throw failure;
    const steps = result.steps.length;
    const last = result.steps.at(-1);
    if (!finish && last?.finishReason === "tool-calls" && steps >= input.maxSteps) {
      throw new RunFailure(
        `The agent used all ${input.maxSteps} steps, the limit per run (INKWELL_AGENT_MAX_STEPS), without finishing; give a narrower instruction or raise the limit.`,
      );
    }
    return {
      finish,
      finalText: result.text.trim(),
      steps,
      usage: { ...usage, totalTokens: usage.inputTokens + usage.outputTokens },
    };
  } catch (error) {
    if (deadlineTimer.signal.aborted) throw deadlineTimer.signal.reason;
    if (input.stopSignal?.aborted) throw new RunStopped("shutdown");
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The system prompt, marked for Anthropic's prompt cache: it is the same at every step of the
 * run (and the tools before it), so every step after the first reads it from the cache.
 */
function systemMessage(model: LanguageModel, system: string): string | SystemModelMessage {
  const provider = typeof model === "string" ? model.split(":")[0] : model.provider;
  if (!provider?.startsWith("anthropic")) return system;
  return {
    role: "system",
    content: system,
    providerOptions: { anthropic: { cacheControl: { type: "ephemeral" } } },
  };
}

function stepUsage(usage: LanguageModelUsage): RunUsage {
  return {
    inputTokens: usage.inputTokens ?? 0,
    outputTokens: usage.outputTokens ?? 0,
    cachedInputTokens: usage.inputTokenDetails?.cacheReadTokens ?? usage.cachedInputTokens ?? 0,
  };
}

function describeStep<T extends ToolSet>(
  step: StepResult<T>,
  startedAt: Date,
  durationMs: number,
  usage: RunUsage,
  toolTimes: ReadonlyMap<string, number>,
): StepRecord {
  const tools: StepRecord["tools"] = [];
  for (const part of step.content) {
    if (part.type === "tool-result") {
      tools.push({
        id: part.toolCallId,
        name: part.toolName,
        input: part.input,
        output: typeof part.output === "string" ? part.output : JSON.stringify(part.output),
        error: false,
        durationMs: toolTimes.get(part.toolCallId),
      });
    } else if (part.type === "tool-error") {
      tools.push({
        id: part.toolCallId,
        name: part.toolName,
        input: part.input,
        output: part.error instanceof Error ? part.error.message : String(part.error),
        error: true,
        durationMs: toolTimes.get(part.toolCallId),
      });
    }
  }
  return {
    step: step.stepNumber + 1,
    startedAt,
    durationMs,
    finishReason: step.finishReason,
    text: step.text,
    usage,
    tools,
  };
}

/**
 * Lets a tool's `RunFailure` (a limit) end the run, though the SDK turns tool errors into model
 * input, and times each call for the transcript.
 */
function instrumentTools<T extends ToolSet>(
  tools: T,
  onFailure: (error: RunFailure) => void,
  onTimed: (toolCallId: string, ms: number) => void,
): T {
  const wrapped: ToolSet = {};
  for (const [name, definition] of Object.entries(tools)) {
    const execute = definition.execute;
    wrapped[name] = execute
      ? {
          ...definition,
          execute: async (args: unknown, options: Parameters<typeof execute>[1]) => {
            const started = Date.now();
            try {
              return await execute(args, options);
            } catch (error) {
              if (error instanceof RunFailure) onFailure(error);
              throw error;
            } finally {
              onTimed(options.toolCallId, Date.now() - started);
            }
          },
        }
      : definition;
  }
  return wrapped as T;
}

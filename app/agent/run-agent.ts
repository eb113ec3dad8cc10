import { generateText, hasToolCall, type LanguageModel, stepCountIs, type ToolSet } from "ai";
import type { Clock } from "../app-context.ts";
import { RunFailure } from "./agent-errors.ts";
import { createAgentTools, type FinishReport } from "./agent-tools.ts";
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
  /** How long one model call may take before it counts as a (transient) model timeout. */
  modelStepTimeoutMs: number;
}

export interface AgentRunResult {
  finish: FinishReport | undefined;
  finalText: string;
  steps: number;
  usage: { inputTokens: number; outputTokens: number; totalTokens: number };
}

/**
 * The tool-calling loop: the model works on the working tree until it calls `finish`, answers
 * without a tool call, or a limit stops it. Limits end the run with a `RunFailure` the user reads.
 */
export async function runAgentLoop(input: AgentRunInput): Promise<AgentRunResult> {
  let finish: FinishReport | undefined;
  let failure: RunFailure | undefined;
  const tools = captureFailures(
    createAgentTools(input.tree, (report) => {
      finish = report;
    }),
    (error) => {
      failure ??= error;
    },
  );
  const timeLimit = () =>
    new RunFailure(
      `The run took longer than ${input.timeoutSeconds} seconds, the limit per run (INKWELL_AGENT_TIMEOUT_SECONDS).`,
    );
  const deadlineTimer = new AbortController();
  const realMs = Math.max(0, input.deadline.getTime() - input.clock.now().getTime());
  const timer = setTimeout(() => deadlineTimer.abort(timeLimit()), realMs);
  try {
    const result = await generateText({
      model: input.model,
      system: input.system,
      prompt: input.prompt,
      tools,
      stopWhen: [stepCountIs(input.maxSteps), hasToolCall("finish"), () => failure !== undefined],
      prepareStep: async () => {
        if (input.clock.now() >= input.deadline) throw timeLimit();
        await input.checkContinue();
        return undefined;
      },
      abortSignal: deadlineTimer.signal,
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
    const usage = result.totalUsage;
    return {
      finish,
      finalText: result.text.trim(),
      steps,
      usage: {
        inputTokens: usage.inputTokens ?? 0,
        outputTokens: usage.outputTokens ?? 0,
        totalTokens: usage.totalTokens ?? (usage.inputTokens ?? 0) + (usage.outputTokens ?? 0),
      },
    };
  } catch (error) {
    if (deadlineTimer.signal.aborted) throw deadlineTimer.signal.reason;
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

/** Lets a tool's `RunFailure` (a limit) end the run, though the SDK turns tool errors into model input. */
function captureFailures<T extends ToolSet>(tools: T, onFailure: (error: RunFailure) => void): T {
  const wrapped: ToolSet = {};
  for (const [name, definition] of Object.entries(tools)) {
    const execute = definition.execute;
    wrapped[name] = execute
      ? {
          ...definition,
          execute: async (args: unknown, options: Parameters<typeof execute>[1]) => {
            try {
              return await execute(args, options);
            } catch (error) {
              if (error instanceof RunFailure) onFailure(error);
              throw error;
            }
          },
        }
      : definition;
  }
  return wrapped as T;
}

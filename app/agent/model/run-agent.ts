import {
  generateText,
  type LanguageModel,
  type LanguageModelUsage,
  type ModelMessage,
  NoSuchToolError,
  type StepResult,
  type SystemModelMessage,
  stepCountIs,
  type ToolSet,
} from "ai";
import type { Clock } from "../../app-context.ts";
import type { StyleFinding } from "../../docs-check/style/check-page-style.ts";
import type { DocsFinding } from "../../docs-site/docs-finding.ts";
import { activeSpan } from "../../tracing.ts";
import { PolicyRefusal, RunFailure, RunStopped, ToolRefusal } from "../agent-errors.ts";
import type { RefusedAction } from "../review/reviewer-notes.ts";
import type { WorkingTree } from "../workspace/working-tree.ts";
import { createAgentTools } from "./agent-tools.ts";
import { GO_ON_OR_FINISH, LoopEnding, type RunEnding } from "./loop-ending.ts";
import { countOf, type RunChecks } from "./run-checks.ts";
import { shortenSupersededResults } from "./shorten-superseded.ts";
import type { FinishReport } from "./tools/finishing-tools.ts";

export interface AgentRunInput {
  model: LanguageModel;
  tree: WorkingTree;
  system: string;
  prompt: string;
  maxSteps: number;
  /** Input and output tokens the run may spend; past it the run stops early, edits kept. */
  maxRunTokens?: number | undefined;
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
  /** The docs check of the run's changes; absent, nothing is checked. */
  checks?: RunChecks;
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
  ending: RunEnding;
  /**
   * What the docs check reports on the whole change at the end (at the accepted `finish`, or
   * when the run stopped); undefined when the check did not run or could not.
   */
  findings: DocsFinding[] | undefined;
  /** The style warnings (warning and suggestion levels) on the lines the change wrote; they never block. */
  warnings: StyleFinding[] | undefined;
  /** The last `finish` the model called, accepted or refused: what it said of its work. */
  lastReport: FinishReport | undefined;
  /** Calls the tools refused by rule, and calls to tools that do not exist, for the reviewer. */
  refusedActions: RefusedAction[];
  finalText: string;
  steps: number;
  usage: RunUsage & { totalTokens: number };
}

/** From this many steps before the limit, each step tells the model to wrap up. */
export const WRAP_UP_STEPS = 3;

/**
 * The tool-calling loop: the model works on the working tree until the run ends, as `LoopEnding`
 * rules (a `finish` it accepts, or a stop with the edits kept, which run-job publishes as a
 * draft). A turn without a tool call is met once with a request to continue or finish; near
 * the step limit the model is told to wrap up. The time limit and other limits end the run with
 * a `RunFailure` the user reads. Before each step, results that later steps made stale are
 * shortened; with Anthropic, the system prompt is cached.
 */
export async function runAgentLoop(input: AgentRunInput): Promise<AgentRunResult> {
  const checks = input.checks;
  const ending = new LoopEnding({ maxSteps: input.maxSteps, checks, tree: input.tree });
  const usage = input.usage ?? { inputTokens: 0, outputTokens: 0, cachedInputTokens: 0 };
  const toolTimes = new Map<string, number>();
  /** Notes for the model's next step (calls the SDK refused before any tool ran). */
  const notes: string[] = [];
  const tools = instrumentTools(
    createAgentTools(input.tree, (report) => ending.acceptFinish(report), {
      outlineLines: input.outlineLines ?? [],
      onAsk: (question) => ending.acceptQuestion(question),
      ...(checks
        ? {
            afterChange: (paths: readonly string[]) => checks.afterChange(paths),
            checkDocs: () => describeWholeCheck(checks),
          }
        : {}),
    }),
    ending,
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
  let stepsDone = 0;
  const messages: ModelMessage[] = [{ role: "user", content: input.prompt }];
  let finalText = "";
  try {
    for (;;) {
      const stepsBefore = stepsDone;
      const result = await generateText({
        model: input.model,
        system: systemMessage(input.model, input.system),
        messages,
        tools,
        stopWhen: [stepCountIs(input.maxSteps - stepsBefore), () => ending.isOver()],
        prepareStep: async ({ messages: stepMessages, stepNumber }) => {
          if (input.clock.now() >= input.deadline) throw timeLimit();
          await input.checkContinue();
          stepStarted = Date.now();
          stepStartedAt = input.clock.now();
          const shortened = markCacheBreakpoint(
            input.model,
            shortenSupersededResults(stepMessages),
          );
          const left = input.maxSteps - (stepsBefore + stepNumber);
          ending.noteStepsLeft(left);
          if (notes.length > 0)
            shortened.push({ role: "user", content: notes.splice(0).join("\n") });
          if (left <= WRAP_UP_STEPS) shortened.push(wrapUpMessage(left, input.maxSteps));
          return { messages: shortened };
        },
        onStepFinish: async (step) => {
          stepsDone++;
          countInvalidCalls(step.content, toolTimes, ending, notes);
          const spent = stepUsage(step.usage);
          usage.inputTokens += spent.inputTokens;
          usage.outputTokens += spent.outputTokens;
          usage.cachedInputTokens += spent.cachedInputTokens;
          ending.noteTokens(usage.inputTokens + usage.outputTokens, input.maxRunTokens);
          await input.onStep?.(
            describeStep(
              step,
              stepsDone,
              stepStartedAt,
              Date.now() - stepStarted,
              spent,
              toolTimes,
            ),
          );
        },
        abortSignal: input.stopSignal
          ? AbortSignal.any([deadlineTimer.signal, input.stopSignal])
          : deadlineTimer.signal,
        timeout: { stepMs: input.modelStepTimeoutMs },
        maxRetries: 2,
        // The SDK's spans of each model call and tool call, inside the run's span while tracing
        // is on; never the prompts or answers, which hold the customer's documents.
        experimental_telemetry: {
          isEnabled: activeSpan() !== undefined,
          recordInputs: false,
          recordOutputs: false,
          functionId: "inkwell.agent",
        },
      });
      messages.push(...result.response.messages);
      if (result.text.trim()) finalText = result.text.trim();
      const next = ending.afterModelCall(stepsDone, Boolean(result.steps.at(-1)?.toolCalls.length));
      if (next === "end") break;
      if (next === "nudge") messages.push({ role: "user", content: GO_ON_OR_FINISH });
    }
    const outcome = await ending.outcome();
    return {
      ending: ending.ending(),
      findings: outcome?.findings,
      warnings: outcome?.warnings,
      lastReport: ending.lastReport,
      refusedActions: ending.refusedActions,
      finalText,
      steps: stepsDone,
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

/** What the model reads at each of the last steps: how many are left, and what to do with them. */
function wrapUpMessage(left: number, maxSteps: number): ModelMessage {
  const count =
    left <= 1 ? "This is your last step" : `You have ${left} steps left, this one included`;
  return {
    role: "user",
    content: `${count} (the limit is ${maxSteps}). Wrap up: make only the edits needed to leave the pages consistent, then call finish, listing in notDone what you could not do. At the limit the run stops, and your edits are published as a draft pull request marked as stopped early.`,
  };
}

/** The `check_docs` answer: the whole change's problems, or that there are none. */
async function describeWholeCheck(checks: RunChecks): Promise<string> {
  const findings = await checks.openFindings();
  if (findings === undefined) return "The docs check could not run; go on without it.";
  if (findings.length === 0) return "The docs check found no problem your changes introduced.";
  return `The docs check found ${countOf(findings)} your changes introduced:\n${checks.list(findings)}`;
}

function isAnthropic(model: LanguageModel): boolean {
  const provider = typeof model === "string" ? model.split(":")[0] : model.provider;
  return provider?.startsWith("anthropic") ?? false;
}

const EPHEMERAL = { anthropic: { cacheControl: { type: "ephemeral" } } } as const;

/**
 * The system prompt, marked for Anthropic's prompt cache: it is the same at every step of the
 * run (and the tools before it), so every step after the first reads it from the cache.
 */
function systemMessage(model: LanguageModel, system: string): string | SystemModelMessage {
  if (!isAnthropic(model)) return system;
  return { role: "system", content: system, providerOptions: EPHEMERAL };
}

/**
 * A rolling prompt-cache breakpoint on the conversation's last message (Anthropic): each step
 * writes the conversation so far to the cache, and the next step reads all of it back, paying
 * full price only for what the step added. Without it only the system prompt is cached, and a
 * run that reads 30 pages sends every page again at every later step. Other providers cache
 * long prefixes by themselves. Notes added for one step go after the breakpoint.
 */
function markCacheBreakpoint(model: LanguageModel, messages: ModelMessage[]): ModelMessage[] {
  if (!isAnthropic(model) || messages.length === 0) return messages;
  const last = messages.at(-1) as ModelMessage;
  return [
    ...messages.slice(0, -1),
    {
      ...last,
      providerOptions: { ...last.providerOptions, ...EPHEMERAL },
    } as ModelMessage,
  ];
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
  number: number,
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
    step: number,
    startedAt,
    durationMs,
    finishReason: step.finishReason,
    text: step.text,
    usage,
    tools,
  };
}

/**
 * Counts the calls the SDK refused before any tool ran (input that does not fit the tool's
 * schema, an unknown tool) like the refusals of the tools themselves: the second identical one
 * gets a note at the next step, the third stops the run.
 */
function countInvalidCalls(
  content: readonly { type: string }[],
  executed: ReadonlyMap<string, number>,
  ending: LoopEnding,
  notes: string[],
): void {
  for (const part of content) {
    if (part.type !== "tool-error") continue;
    const { toolCallId, toolName, input, error } = part as unknown as {
      toolCallId: string;
      toolName: string;
      input: unknown;
      error: unknown;
    };
    if (executed.has(toolCallId)) continue;
    const message = error instanceof Error ? error.message : String(error);
    if (NoSuchToolError.isInstance(error)) {
      ending.noteRefusedAction({
        tool: toolName,
        target: targetOf(input),
        reason: "no such tool: the agent has no tool of that name",
      });
    }
    const advice = ending.noteRefusal(
      toolName,
      input,
      `invalid input: ${message.split("\n")[0]?.slice(0, 200)}`,
    );
    if (advice) notes.push(`Your ${toolName} call was invalid again. ${advice}`);
  }
}

/**
 * Lets a tool's `RunFailure` (a limit) end the run, though the SDK turns tool errors into model
 * input; meets a refused call the model repeats identically with guidance the second time and
 * stops the run the third time; and times each call for the transcript.
 */
function instrumentTools<T extends ToolSet>(
  tools: T,
  ending: LoopEnding,
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
              if (error instanceof RunFailure) ending.fail(error);
              if (!(error instanceof ToolRefusal)) throw error;
              if (error instanceof PolicyRefusal) {
                ending.noteRefusedAction({
                  tool: name,
                  target: targetOf(args),
                  reason: error.message.split("\n")[0]?.slice(0, 300) ?? "",
                });
              }
              const advice = ending.noteRefusal(name, args, error.message.split("\n")[0] ?? "");
              if (advice) throw new ToolRefusal(`${error.message}\n${advice}`);
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

/** What a refused call aimed at, for the reviewer: its path, or its move, or its glob. */
function targetOf(input: unknown): string {
  if (typeof input !== "object" || input === null) return "";
  const fields = input as Record<string, unknown>;
  const text = (value: unknown) => (typeof value === "string" ? value.slice(0, 200) : undefined);
  const from = text(fields.from);
  const to = text(fields.to);
  if (from !== undefined || to !== undefined) return `${from ?? "?"} → ${to ?? "?"}`;
  return text(fields.path) ?? text(fields.glob) ?? text(fields.folder) ?? "";
}

import type {
  LanguageModelV3CallOptions,
  LanguageModelV3Content,
  LanguageModelV3Prompt,
} from "@ai-sdk/provider";
import type { LanguageModel } from "ai";
import {
  answeringModel,
  finishToConfirm,
  type RecordedCall,
  SPENT,
  scriptedModel,
  stepContent,
} from "#testkit/model/scripted-model.ts";
import type { Task, TaskRun } from "./task.ts";

/** Every run of a task the scripted suite makes: the reference runs first, then the wrong runs. */
export function runsOf(task: Task): TaskRun[] {
  return [
    task.reference,
    ...(task.variants ?? []),
    ...task.wrong.map((run) => ({ persistence: DEFAULT_PERSISTENCE, ...run })),
  ];
}

/** What a refused `finish` said, if the model's last call was one. */
export function refusedFinish(
  prompt: LanguageModelV3Prompt,
): { message: string; input: Record<string, unknown> } | undefined {
  const last = prompt.at(-1);
  if (last?.role !== "tool") return undefined;
  for (const part of last.content) {
    if (part.type !== "tool-result" || part.toolName !== "finish") continue;
    const output = part.output;
    const message =
      output.type === "error-text"
        ? output.value
        : output.type === "error-json"
          ? JSON.stringify(output.value)
          : undefined;
    if (message === undefined) continue;
    const asked = prompt.at(-2);
    if (asked?.role !== "assistant") return undefined;
    const call = asked.content.find(
      (c) => c.type === "tool-call" && c.toolCallId === part.toolCallId,
    );
    if (call?.type !== "tool-call") return undefined;
    const input = (typeof call.input === "string" ? JSON.parse(call.input) : call.input) as Record<
      string,
      unknown
    >;
    return { message, input };
  }
  return undefined;
}

/** The finding a run excuses, as models word it when they would rather not fix it. */
export const EXCUSE =
  "The flagged lines are intended as written: they follow the instruction, and the page reads correctly.";

/**
 * What a persistent model answers a refused `finish` with when its script has nothing more to
 * say: the same finish, with the docs check's findings excused in `checksNote`, and a title and
 * summary reworded so they claim nothing the refusal named. Undefined when there is nothing left
 * to try (the refusal is of another kind, or the run already tried this).
 */
export function persistAfterRefusal(
  refusal: { message: string; input: Record<string, unknown> },
  how: Persistence,
): Record<string, unknown> | undefined {
  const next = { ...refusal.input };
  let changed = false;
  if (/docs check/.test(refusal.message) && how.excuse && next.checksNote === undefined) {
    next.checksNote = how.excuse;
    changed = true;
  }
  if (/title or summary says/.test(refusal.message) && how.reword) {
    const [title, summary] = how.reword;
    if (next.prTitle !== title || next.summary !== summary) {
      next.prTitle = title;
      next.summary = summary;
      changed = true;
    }
  }
  return changed ? next : undefined;
}

/** How a wrong run goes on after a refused finish, as real models do rather than stop. */
export interface Persistence {
  /** The `checksNote` it excuses the docs check's findings with; none to stop there. */
  excuse?: string;
  /** The title and summary it rewords its claims to. */
  reword?: [title: string, summary: string];
}

/** What every wrong run does after a refused finish unless it says otherwise. */
export const DEFAULT_PERSISTENCE: Persistence = {
  excuse: EXCUSE,
  reword: ["Update the documentation", "Edited the documentation as the instruction asks."],
};

function finishCall(input: unknown, index: number, tag: string): LanguageModelV3Content[] {
  return [
    {
      type: "tool-call",
      toolCallId: `call_${index}_${tag}`,
      toolName: "finish",
      input: JSON.stringify(input),
    },
  ];
}

/**
 * The model of one instruction of a scripted run. A reference run follows its script (the
 * self-review met by repeating its finish). A wrong run does too, and when its finish is refused
 * it goes on: first with its own continuation (`afterRefusal`: a bad fix, a reworded claim), then
 * by persisting (excusing the findings in `checksNote`, rewording the title), as models do.
 */
export function scriptedRunModel(
  taskRun: TaskRun,
  instruction: number,
  calls: RecordedCall[],
): LanguageModel {
  const steps = taskRun.scripts[instruction] ?? [];
  const persistence = taskRun.persistence;
  if (!persistence) {
    return scriptedModel(steps, { record: calls, tokens: "estimated", whenSpent: "answer" });
  }
  const continuation = [...(taskRun.afterRefusal?.[instruction] ?? [])];
  let next = 0;
  let continuing = false;
  return answeringModel(
    (index: number, options: LanguageModelV3CallOptions) => {
      const confirm = finishToConfirm(options.prompt);
      if (confirm !== undefined) return finishCall(confirm, index, "confirm");
      const refusal = refusedFinish(options.prompt);
      if (refusal && (continuing || next >= steps.length)) {
        continuing = true;
        const step = continuation.shift();
        if (step) return stepContent(step, index);
        const input = persistAfterRefusal(refusal, persistence);
        if (input) return finishCall(input, index, "persist");
      }
      if (continuing) {
        const step = continuation.shift();
        if (step) return stepContent(step, index);
        return [{ type: "text", text: SPENT }];
      }
      const step = steps[next++];
      return step ? stepContent(step, index) : [{ type: "text", text: SPENT }];
    },
    { record: calls, tokens: "estimated" },
  );
}

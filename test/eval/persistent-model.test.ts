import type { LanguageModelV3Prompt } from "@ai-sdk/provider";
import { describe, expect, it } from "vitest";
import {
  DEFAULT_PERSISTENCE,
  EXCUSE,
  persistAfterRefusal,
  refusedFinish,
  runsOf,
} from "../../eval/persistent-model.ts";
import { allTasks } from "../../eval/tasks/all-tasks.ts";

const refused = (message: string, input: Record<string, unknown>): LanguageModelV3Prompt => [
  {
    role: "assistant",
    content: [
      { type: "tool-call", toolCallId: "c1", toolName: "finish", input: JSON.stringify(input) },
    ],
  },
  {
    role: "tool",
    content: [
      {
        type: "tool-result",
        toolCallId: "c1",
        toolName: "finish",
        output: { type: "error-text", value: message },
      },
    ],
  },
];

describe("wrong runs that go on after a refused finish", () => {
  const input = { summary: "Added the redirect.", prTitle: "Add a redirect" };

  it("read the refused finish and what it said", () => {
    expect(refusedFinish(refused("not finished: the docs check found 1 problem", input))).toEqual({
      message: "not finished: the docs check found 1 problem",
      input,
    });
  });

  it("excuse the docs check's findings in checksNote, once", () => {
    const refusal = { message: "not finished: the docs check found 1 problem", input };
    const next = persistAfterRefusal(refusal, DEFAULT_PERSISTENCE);
    expect(next).toEqual({ ...input, checksNote: EXCUSE });
    expect(persistAfterRefusal({ ...refusal, input: next ?? {} }, DEFAULT_PERSISTENCE)).toBe(
      undefined,
    );
  });

  it("reword a title that claims what the change does not hold", () => {
    const refusal = {
      message:
        "not finished: the pull request's title or summary says what the change does not hold",
      input,
    };
    expect(persistAfterRefusal(refusal, DEFAULT_PERSISTENCE)).toEqual({
      prTitle: "Update the documentation",
      summary: "Edited the documentation as the instruction asks.",
    });
  });

  it("is what every wrong run of the suite does, and no reference run", () => {
    for (const task of allTasks) {
      const [reference, ...rest] = runsOf(task);
      expect(reference?.persistence).toBeUndefined();
      const wrong = rest.filter((r) => !r.name.startsWith("reference"));
      expect(wrong.every((r) => r.persistence !== undefined)).toBe(true);
    }
  });
});

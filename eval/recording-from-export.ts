import type { RecordedCall } from "#testkit/model/scripted-model.ts";

/** What `inkwell job export` writes, as far as a replay needs it. */
export interface JobExport {
  messages: { prompt: string }[];
  events: { run: number; type: string; data: Record<string, unknown> }[];
}

/**
 * A job recorded by a server with INKWELL_RECORD_RUNS, as the suite's recordings hold runs: the
 * instructions, and per run that called the model, its calls in order.
 */
export function recordingFromExport(exported: JobExport): {
  prompts: string[];
  calls: RecordedCall[][];
} {
  const runs = new Map<number, RecordedCall[]>();
  for (const event of exported.events) {
    if (event.type !== "model.call") continue;
    const { prompt, tools, content, usage } = event.data as {
      prompt: unknown;
      tools?: string[];
      content: RecordedCall["content"];
      usage?: {
        inputTokens?: number | null;
        cachedInputTokens?: number | null;
        outputTokens?: number | null;
      };
    };
    const calls = runs.get(event.run) ?? [];
    calls.push({
      prompt,
      tools: tools ?? [],
      content,
      usage: {
        inputTokens: usage?.inputTokens ?? 0,
        cachedInputTokens: usage?.cachedInputTokens ?? 0,
        outputTokens: usage?.outputTokens ?? 0,
      },
    });
    runs.set(event.run, calls);
  }
  return {
    prompts: exported.messages.map((message) => message.prompt),
    calls: [...runs.keys()].sort((a, b) => a - b).map((run) => runs.get(run) ?? []),
  };
}

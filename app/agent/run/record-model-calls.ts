import type { LanguageModelV3 } from "@ai-sdk/provider";
import { wrapLanguageModel } from "ai";
import type { AgentModel } from "../../app-context.ts";
import type { RunTranscript } from "./run-transcript.ts";

/**
 * The run's model, recording each call in the transcript in full: the prompt (system, messages and
 * every tool answer, untruncated), the tools offered, the answer and its token use. `scrub`
 * replaces anything shaped like a credential and the server's own secrets before it is stored.
 */
export function recordModelCalls(
  model: AgentModel,
  transcript: Pick<RunTranscript, "recordModelCall">,
  scrub: (text: string) => string,
): AgentModel {
  let call = 0;
  const languageModel = wrapLanguageModel({
    model: model.languageModel as LanguageModelV3,
    middleware: {
      specificationVersion: "v3",
      wrapGenerate: async ({ doGenerate, params }) => {
        const result = await doGenerate();
        const record = {
          call: ++call,
          model: model.id,
          prompt: params.prompt,
          tools: (params.tools ?? []).map((tool) => tool.name),
          content: result.content,
          usage: {
            inputTokens: result.usage.inputTokens.total ?? null,
            cachedInputTokens: result.usage.inputTokens.cacheRead ?? null,
            outputTokens: result.usage.outputTokens.total ?? null,
          },
        };
        const scrubbed = scrub(JSON.stringify(record));
        let data: Record<string, unknown>;
        try {
          data = JSON.parse(scrubbed) as Record<string, unknown>;
        } catch {
          // A redaction that cut through an escape: the call is kept as scrubbed text.
          data = { call: record.call, model: model.id, scrubbedJson: scrubbed };
        }
        await transcript.recordModelCall(data);
        return result;
      },
    },
  });
  return { id: model.id, languageModel };
}

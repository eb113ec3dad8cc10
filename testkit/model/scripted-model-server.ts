import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { SELF_REVIEW_INTRO } from "../../app/agent/review/self-review.ts";
import type { ScriptedStep } from "./scripted-model.ts";

/** One message of an OpenAI chat completion request, as far as the script reads it. */
interface ChatMessage {
  role: string;
  content?: unknown;
  tool_call_id?: string;
  tool_calls?: { id: string; function: { name: string; arguments: string } }[];
}

export interface ScriptedModelServer {
  /** For INKWELL_MODEL_BASE_URL: `http://127.0.0.1:PORT/v1`. */
  baseUrl: string;
  /** The messages of each chat completion asked for, in order. */
  requests(): readonly ChatMessage[][];
  close(): Promise<void>;
}

/**
 * An OpenAI-compatible model server (`POST /v1/chat/completions`, not streamed, as the agent asks)
 * that plays the scripted steps in order, one per completion, for a server process started with
 * `INKWELL_MODEL=openai-compatible:…`. As `scriptedModel` does, it confirms the self-review that
 * answers the first `finish` of a run that changed files by calling `finish` again with the same
 * arguments, a turn that takes no step of the script. A request without the expected key, or past
 * the end of the script, is refused (401, 500), so the job fails and the test shows why.
 */
export async function startScriptedModelServer(
  steps: ScriptedStep[],
  options: { apiKey?: string } = {},
): Promise<ScriptedModelServer> {
  const seen: ChatMessage[][] = [];
  let index = 0;
  let calls = 0;

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      answer(req.method ?? "GET", req.url ?? "/", req.headers.authorization, chunks).then(
        ([status, body]) => {
          res.writeHead(status, { "content-type": "application/json" });
          res.end(JSON.stringify(body));
        },
        (error: unknown) => {
          res.writeHead(500, { "content-type": "application/json" });
          res.end(JSON.stringify({ error: { message: String(error) } }));
        },
      );
    });
  });

  async function answer(
    method: string,
    url: string,
    authorization: string | undefined,
    chunks: Buffer[],
  ): Promise<[number, unknown]> {
    if (method !== "POST" || url !== "/v1/chat/completions") {
      return [404, { error: { message: `not in the scripted model: ${method} ${url}` } }];
    }
    if (options.apiKey && authorization !== `Bearer ${options.apiKey}`) {
      return [401, { error: { message: "Incorrect API key provided", type: "invalid_api_key" } }];
    }
    const request = JSON.parse(Buffer.concat(chunks).toString("utf8")) as {
      model: string;
      messages: ChatMessage[];
    };
    seen.push(request.messages);
    const confirm = finishToConfirm(request.messages);
    let text: string | undefined;
    let toolCalls: [string, string][];
    if (confirm !== undefined) {
      toolCalls = [["finish", confirm]];
    } else {
      const step = steps[index];
      if (!step) {
        return [
          500,
          {
            error: {
              message: `the model was called ${index + 1} times; the script has ${steps.length} steps`,
            },
          },
        ];
      }
      index++;
      await step.before?.({ abortSignal: undefined });
      text = step.text;
      toolCalls = (step.calls ?? []).map(([name, input]) => [name, JSON.stringify(input)]);
    }
    const call = calls++;
    return [
      200,
      {
        id: `chatcmpl-scripted-${call}`,
        object: "chat.completion",
        created: Math.floor(Date.now() / 1000),
        model: request.model,
        choices: [
          {
            index: 0,
            message: {
              role: "assistant",
              content: text ?? null,
              ...(toolCalls.length > 0
                ? {
                    tool_calls: toolCalls.map(([name, args], i) => ({
                      id: `call_${call}_${i}`,
                      type: "function",
                      function: { name, arguments: args },
                    })),
                  }
                : {}),
            },
            finish_reason: toolCalls.length > 0 ? "tool_calls" : "stop",
          },
        ],
        usage: { prompt_tokens: 100, completion_tokens: 20, total_tokens: 120 },
      },
    ];
  }

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests: () => seen,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The arguments of the `finish` whose answer, the last message, is the self-review. */
function finishToConfirm(messages: ChatMessage[]): string | undefined {
  const last = messages.at(-1);
  if (last?.role !== "tool" || typeof last.content !== "string") return undefined;
  if (!last.content.startsWith(SELF_REVIEW_INTRO)) return undefined;
  const asked = messages.findLast((message) => message.role === "assistant");
  const call = asked?.tool_calls?.find(
    (candidate) => candidate.id === last.tool_call_id && candidate.function.name === "finish",
  );
  return call?.function.arguments;
}

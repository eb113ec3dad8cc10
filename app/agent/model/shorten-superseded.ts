import type { ModelMessage } from "ai";

/** Results and inputs shorter than this are left as they are: shortening them saves nothing. */
const MIN_SHORTENED_CHARS = 400;

interface CallFacts {
  tool: string;
  /** Paths (relative to the docs root, normalised) the call read or changed. */
  reads: string[];
  changes: string[];
  /** For reads: path and range, so a repeated identical read supersedes the earlier one. */
  signature: string | undefined;
  failed: boolean;
}

/**
 * The conversation as the model sees it at the next step, with stale material shortened: the
 * result of an earlier `read_file` of a file that was changed (or read again the same way)
 * later in the run, and the content of an earlier `write_file` to a file changed or read since.
 * Those would otherwise travel with every later step while saying something no longer true.
 * Each is replaced by a line that says what was there and how to see it now. The messages given
 * are not modified.
 */
export function shortenSupersededResults(messages: readonly ModelMessage[]): ModelMessage[] {
  const order: string[] = [];
  const facts = new Map<string, CallFacts>();
  for (const message of messages) {
    if (message.role === "assistant" && Array.isArray(message.content)) {
      for (const part of message.content) {
        if (part.type !== "tool-call") continue;
        order.push(part.toolCallId);
        facts.set(part.toolCallId, describeCall(part.toolName, part.input));
      }
    }
    if (message.role === "tool") {
      for (const part of message.content) {
        if (part.type !== "tool-result") continue;
        const call = facts.get(part.toolCallId);
        if (call && (part.output.type === "error-text" || part.output.type === "error-json")) {
          call.failed = true;
        }
      }
    }
  }

  // Walking backwards, remember what later calls changed or read.
  const changedLater = new Set<string>();
  const readLater = new Set<string>();
  const signaturesLater = new Set<string>();
  const staleReads = new Set<string>();
  const staleWrites = new Map<string, string>();
  for (let index = order.length - 1; index >= 0; index--) {
    const id = order[index] as string;
    const call = facts.get(id) as CallFacts;
    if (call.failed) continue;
    if (call.tool === "read_file") {
      const path = call.reads[0] as string;
      if (changedLater.has(path) || (call.signature && signaturesLater.has(call.signature))) {
        staleReads.add(id);
      }
    }
    if (call.tool === "write_file") {
      const path = call.changes[0] as string;
      if (changedLater.has(path) || readLater.has(path)) staleWrites.set(id, path);
    }
    for (const path of call.changes) changedLater.add(path);
    for (const path of call.reads) readLater.add(path);
    if (call.signature) signaturesLater.add(call.signature);
  }
  if (staleReads.size === 0 && staleWrites.size === 0) return [...messages];

  return messages.map((message): ModelMessage => {
    if (message.role === "assistant" && Array.isArray(message.content)) {
      if (
        !message.content.some(
          (part) => part.type === "tool-call" && staleWrites.has(part.toolCallId),
        )
      ) {
        return message;
      }
      return {
        ...message,
        content: message.content.map((part) => {
          if (part.type !== "tool-call" || !staleWrites.has(part.toolCallId)) return part;
          const input = part.input as { path?: unknown; content?: unknown };
          if (typeof input.content !== "string" || input.content.length < MIN_SHORTENED_CHARS) {
            return part;
          }
          return {
            ...part,
            input: {
              ...input,
              content: `[${input.content.length} characters written here earlier, left out: the file was changed or read again since. Read it for its current text.]`,
            },
          };
        }),
      };
    }
    if (message.role === "tool") {
      if (
        !message.content.some(
          (part) => part.type === "tool-result" && staleReads.has(part.toolCallId),
        )
      ) {
        return message;
      }
      return {
        ...message,
        content: message.content.map((part) => {
          if (part.type !== "tool-result" || !staleReads.has(part.toolCallId)) return part;
          if (part.output.type !== "text" || part.output.value.length < MIN_SHORTENED_CHARS)
            return part;
          const path = facts.get(part.toolCallId)?.reads[0] ?? "the file";
          return {
            ...part,
            output: {
              type: "text" as const,
              value: `[An earlier read of ${path} (${part.output.value.length} characters), left out: the file changed later in this run or was read again. Read it again for its current text.]`,
            },
          };
        }),
      };
    }
    return message;
  });
}

function describeCall(tool: string, input: unknown): CallFacts {
  const args = (typeof input === "object" && input !== null ? input : {}) as Record<
    string,
    unknown
  >;
  const path = (key: string) =>
    typeof args[key] === "string" ? normalisePath(args[key]) : undefined;
  const facts: CallFacts = { tool, reads: [], changes: [], signature: undefined, failed: false };
  const target = path("path");
  if (tool === "read_file" && target) {
    facts.reads.push(target);
    facts.signature = `${target}:${String(args.startLine ?? "")}:${String(args.endLine ?? "")}`;
  } else if (
    (tool === "write_file" ||
      tool === "replace_in_file" ||
      tool === "insert_text" ||
      tool === "delete_file") &&
    target
  ) {
    facts.changes.push(target);
  } else if (tool === "move_file") {
    for (const key of ["from", "to"]) {
      const moved = path(key);
      if (moved) facts.changes.push(moved);
    }
  }
  return facts;
}

function normalisePath(path: string): string {
  return path
    .trim()
    .split("/")
    .filter((segment) => segment !== "" && segment !== ".")
    .join("/");
}

/** One server-sent event as the wire carries it, or a comment line (`comment` set). */
export interface SseMessage {
  event: string;
  id: string | undefined;
  data: string;
  retry: number | undefined;
  comment: string | undefined;
}

export interface SseReader {
  /** The next event or comment; `undefined` once the server has closed the stream. */
  next(timeoutMs?: number): Promise<SseMessage | undefined>;
  /**
   * Reads until a message with data arrives (what a browser dispatches: not a comment, not a
   * bare `retry:`); `undefined` if the stream closes first.
   */
  nextEvent(timeoutMs?: number): Promise<SseMessage | undefined>;
  /** Stops reading and drops the connection, as a browser leaving the page does. */
  cancel(): Promise<void>;
}

/**
 * Reads a `text/event-stream` body as it arrives, parsed by the rules browsers follow (fields
 * per line, a blank line ends a message), so tests see what an EventSource would.
 */
export function readServerSentEvents(res: Response): SseReader {
  if (!res.body) throw new Error("the response has no body");
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  let closed = false;
  const queue: SseMessage[] = [];

  const parseBuffer = () => {
    for (;;) {
      const end = buffer.indexOf("\n\n");
      if (end < 0) return;
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const message: SseMessage = {
        event: "message",
        id: undefined,
        data: "",
        retry: undefined,
        comment: undefined,
      };
      const data: string[] = [];
      for (const line of block.split("\n")) {
        if (line.startsWith(":")) {
          message.comment = line.slice(1).trim();
          continue;
        }
        const colon = line.indexOf(":");
        const field = colon < 0 ? line : line.slice(0, colon);
        const value = colon < 0 ? "" : line.slice(colon + 1).replace(/^ /, "");
        if (field === "event") message.event = value;
        else if (field === "data") data.push(value);
        else if (field === "id") message.id = value;
        else if (field === "retry") message.retry = Number(value);
      }
      message.data = data.join("\n");
      queue.push(message);
    }
  };

  const next = async (timeoutMs = 10_000): Promise<SseMessage | undefined> => {
    const deadline = Date.now() + timeoutMs;
    while (queue.length === 0) {
      if (closed) return undefined;
      const remaining = deadline - Date.now();
      if (remaining <= 0) throw new Error(`no server-sent event within ${timeoutMs} ms`);
      let timer: NodeJS.Timeout | undefined;
      const chunk = await Promise.race([
        reader.read(),
        new Promise<"timeout">((resolve) => {
          timer = setTimeout(() => resolve("timeout"), remaining);
        }),
      ]).finally(() => clearTimeout(timer));
      if (chunk === "timeout") throw new Error(`no server-sent event within ${timeoutMs} ms`);
      if (chunk.done) {
        closed = true;
        buffer += decoder.decode();
      } else {
        buffer += decoder.decode(chunk.value, { stream: true });
      }
      parseBuffer();
    }
    return queue.shift();
  };

  return {
    next,
    async nextEvent(timeoutMs = 10_000) {
      for (;;) {
        const message = await next(timeoutMs);
        if (message?.data !== "") return message;
      }
    },
    async cancel() {
      closed = true;
      await reader.cancel().catch(() => undefined);
    },
  };
}

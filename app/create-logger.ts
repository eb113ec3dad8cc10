import pino, { type DestinationStream, type Logger, type LoggerOptions } from "pino";
import pretty from "pino-pretty";
import type { LogFormat } from "./config.ts";
import { createLineScrubber, logRedaction, serializeError } from "./log-redaction.ts";
import { currentRequestId } from "./request-scope.ts";
import { currentTraceId } from "./tracing.ts";

export interface LoggerSettings {
  level: NonNullable<LoggerOptions["level"]>;
  /** Values that must never be written, e.g. from `configuredSecrets(config)`. */
  secrets: readonly string[];
  /**
   * `json`: one JSON object a line, for log collectors (the default); `pretty`: readable lines for
   * a person at a terminal, made from the same (already redacted) JSON.
   */
  format?: LogFormat;
}

/**
 * JSON lines are gathered in memory and written in one call once this many bytes wait, rather than
 * one write a line: a busy server's access lines cost a system call each otherwise. pino writes
 * what waits when the process exits, also on an uncaught error; only a process killed outright
 * (SIGKILL, a crash of Node itself) loses what had not been written.
 */
const LOG_BUFFER_BYTES = 16 * 1024;
/** A quiet server's lines wait at most this long before they are written. */
const LOG_FLUSH_MS = 200;

/**
 * The root logger of a server or test server. Probot, its access log and Octokit log through it
 * (they derive children from it), so its rules hold for every line the process writes: secrets
 * redacted (log-redaction.ts), errors without the requests they carry, and the id of the request
 * being served on each line written on its behalf. No key is written twice: the root has no `name`,
 * and a child named inside a named child (Probot's `octokit` inside `probot`) joins the two names.
 */
export function createLogger(settings: LoggerSettings, to?: DestinationStream): Logger {
  const destination =
    to ??
    (settings.format === "pretty"
      ? pretty({
          destination: 1,
          sync: true,
          colorize: process.stdout.isTTY === true,
          translateTime: "SYS:HH:MM:ss.l",
          ignore: "pid,hostname",
        })
      : undefined);
  const scrub = createLineScrubber(settings.secrets);
  const root = pino(
    {
      level: settings.level,
      redact: logRedaction,
      serializers: { err: serializeError },
      // The request id and, while tracing is on, the trace id tie a line to its request and spans.
      mixin: () => {
        const requestId = currentRequestId();
        const traceId = currentTraceId();
        if (traceId === undefined) return requestId ? { requestId } : {};
        return requestId ? { requestId, trace_id: traceId } : { trace_id: traceId };
      },
    },
    {
      write: destination
        ? (line: string) => destination.write(scrub(line))
        : bufferedStandardOutput(scrub),
    },
  );
  joinNestedNames(root);
  return root;
}

/**
 * Writes lines to standard output in batches (LOG_BUFFER_BYTES). As bytes: a buffer of text would
 * have its length in bytes measured again at every line, a cost that grows while lines wait.
 */
function bufferedStandardOutput(scrub: (line: string) => string): (line: string) => void {
  const stream = pino.destination({
    dest: 1,
    minLength: LOG_BUFFER_BYTES,
    // Each write hands its bytes to a thread of libuv's pool: fewer, larger ones cost less.
    maxWrite: 4 * LOG_BUFFER_BYTES,
    periodicFlush: LOG_FLUSH_MS,
    contentMode: "buffer",
  });
  // In buffer mode it takes bytes, which its types do not say.
  return (line) => stream.write(Buffer.from(scrub(line)) as unknown as string);
}

type ChildMethod = Logger["child"];
const { chindingsSym } = pino.symbols;

/**
 * pino appends each child's bindings to its parent's, so a `name` under a `name` would be written
 * twice. Children inherit the root's `child`, so this one override covers every descendant.
 */
function joinNestedNames(root: Logger): void {
  const makeChild = Object.getPrototypeOf(root).child as ChildMethod;
  root.child = function child(this: Logger, bindings, options) {
    const name = bindings.name;
    if (typeof name !== "string") return makeChild.call(this, bindings, options);
    const inherited = (this.bindings() as { name?: unknown }).name;
    if (typeof inherited !== "string") return makeChild.call(this, bindings, options);
    const { name: _, ...rest } = bindings;
    const instance = makeChild.call(this, rest, options);
    const chindings = instance as unknown as Record<symbol, string>;
    chindings[chindingsSym] = (chindings[chindingsSym] ?? "").replace(
      `,"name":${JSON.stringify(inherited)}`,
      `,"name":${JSON.stringify(`${inherited}/${name}`)}`,
    );
    return instance;
  } as ChildMethod;
}

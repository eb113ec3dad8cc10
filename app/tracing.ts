import {
  type Attributes,
  type Context,
  context,
  propagation,
  ROOT_CONTEXT,
  type Span,
  SpanKind,
  SpanStatusCode,
  trace,
} from "@opentelemetry/api";

export type { Span };
export { SpanKind };

// Spans go to whatever tracer provider `startTracing` registered. With none (the default), the
// API hands out non-recording spans and no context manager: each call below costs a few property
// reads, and nothing is kept or sent.
const tracer = trace.getTracer("inkwell");

export interface SpanOptions {
  kind?: SpanKind;
  /** The span's parent when it is not the active span (a job's run continues its request's trace). */
  parent?: Context | undefined;
}

/**
 * Runs `work` inside a new span named `name`, active for everything `work` starts: the span ends
 * when `work` settles, marked as an error (with the exception) when it throws.
 */
export function inSpan<T>(
  name: string,
  attributes: Attributes,
  work: (span: Span) => Promise<T>,
  options: SpanOptions = {},
): Promise<T> {
  return tracer.startActiveSpan(
    name,
    { attributes, kind: options.kind ?? SpanKind.INTERNAL },
    options.parent ?? context.active(),
    async (span) => {
      try {
        return await work(span);
      } catch (error) {
        markFailed(span, error);
        throw error;
      } finally {
        span.end();
      }
    },
  );
}

/**
 * Starts a span that the caller ends (an HTTP request ends when its response closes, not when a
 * function returns), and the context in which it is the active span.
 */
export function startSpan(
  name: string,
  attributes: Attributes,
  options: SpanOptions = {},
): { span: Span; context: Context } {
  const parent = options.parent ?? context.active();
  const span = tracer.startSpan(
    name,
    { attributes, kind: options.kind ?? SpanKind.INTERNAL },
    parent,
  );
  return { span, context: trace.setSpan(parent, span) };
}

/**
 * Records a span for work that is already done, from `startedAt` until now: for periodic work
 * worth a span only when it found something to do (a fold that folded).
 */
export function recordFinishedSpan(name: string, attributes: Attributes, startedAt: Date): void {
  tracer.startSpan(name, { attributes, startTime: startedAt }).end();
}

/** Runs `work` with `active` as the current context. */
export function withContext<T>(active: Context, work: () => T): T {
  return context.with(active, work);
}

export function markFailed(span: Span, error: unknown): void {
  if (error instanceof Error) span.recordException(error);
  span.setStatus({
    code: SpanStatusCode.ERROR,
    message: error instanceof Error ? error.message : String(error),
  });
}

/** The span active now, if a tracer provider records it. */
export function activeSpan(): Span | undefined {
  const span = trace.getActiveSpan();
  return span?.isRecording() ? span : undefined;
}

/** The trace id of the work running now, for log lines; undefined while tracing is off. */
export function currentTraceId(): string | undefined {
  const span = trace.getActiveSpan();
  if (!span) return undefined;
  const { traceId } = span.spanContext();
  return trace.isSpanContextValid(span.spanContext()) ? traceId : undefined;
}

/**
 * The W3C `traceparent` of the active span, to be stored with work another process picks up
 * later (a job); undefined while tracing is off.
 */
export function currentTraceParent(): string | undefined {
  if (currentTraceId() === undefined) return undefined;
  const carrier: Record<string, string> = {};
  propagation.inject(context.active(), carrier);
  return carrier.traceparent;
}

/** The context a stored or received `traceparent` names (the root context without one). */
export function contextOfTraceParent(traceparent: string | null | undefined): Context {
  if (!traceparent) return ROOT_CONTEXT;
  return propagation.extract(ROOT_CONTEXT, { traceparent });
}

/** The context an incoming request's trace headers name, under the active one. */
export function contextOfHeaders(headers: Record<string, string | string[] | undefined>): Context {
  return propagation.extract(context.active(), headers);
}

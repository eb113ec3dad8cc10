import { context, propagation, trace } from "@opentelemetry/api";
import { AsyncLocalStorageContextManager } from "@opentelemetry/context-async-hooks";
import { W3CTraceContextPropagator } from "@opentelemetry/core";
import { OTLPTraceExporter } from "@opentelemetry/exporter-trace-otlp-http";
import { resourceFromAttributes } from "@opentelemetry/resources";
import {
  BatchSpanProcessor,
  SimpleSpanProcessor,
  type SpanExporter,
  TracerProvider,
} from "@opentelemetry/sdk-trace";
import type { TracingConfig } from "./config.ts";

export interface RunningTracing {
  /** Sends the spans still buffered and stops tracing for the process. */
  stop(): Promise<void>;
}

/**
 * Turns tracing on for the process: a tracer provider whose spans `app/tracing.ts` starts, the
 * async-local context that makes them nest across awaits, and the W3C trace headers read from
 * requests. Spans are batched to OTLP/HTTP at `config.tracesUrl` (the exporter reads the rest of
 * the standard OTEL_EXPORTER_OTLP_* variables itself: headers, timeout, compression); a test
 * passes its own exporter, whose spans are handed over as each ends. Without a call to this,
 * nothing is traced and spans cost next to nothing.
 */
export function startTracing(
  config: TracingConfig,
  version: string,
  exporter?: SpanExporter,
): RunningTracing {
  const processor = exporter
    ? new SimpleSpanProcessor({ exporter })
    : new BatchSpanProcessor({ exporter: new OTLPTraceExporter({ url: config.tracesUrl }) });
  const provider = new TracerProvider({
    resource: resourceFromAttributes({
      "service.name": config.serviceName,
      "service.version": version,
    }),
    spanProcessors: [processor],
  });
  const contextManager = new AsyncLocalStorageContextManager().enable();
  context.setGlobalContextManager(contextManager);
  propagation.setGlobalPropagator(new W3CTraceContextPropagator());
  trace.setGlobalTracerProvider(provider);
  return {
    async stop() {
      try {
        await provider.shutdown();
      } finally {
        trace.disable();
        propagation.disable();
        context.disable();
      }
    },
  };
}

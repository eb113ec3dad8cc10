import {
  MAX_EVENT_BATCH_BYTES,
  MAX_EVENTS_PER_BATCH,
} from "../../../shared/api/analytics-schemas.ts";
import type { BackoffPolicy } from "../../../shared/client/retry-delay.ts";
import type { Sleep } from "../../../shared/client/sleep.ts";

export interface ViewCollectorOptions {
  /** Base URL of the Inkwell server, e.g. `https://inkwell.example.com` (a path prefix is kept). */
  apiUrl: string;
  projectId: string;
  /** An `ink_…` key of the project with the `write` scope. */
  apiKey: string;
  fetch?: typeof fetch;
  /** Events per request, 1 to 1,000 (default 500). */
  maxBatchSize?: number;
  /** Bytes per request body, 64 KiB to 5 MiB (default 5 MiB, the API's limit); lower it for a proxy with a smaller limit. */
  maxBatchBytes?: number;
  /** How long an event may wait for others to share its request, in ms (default 5,000, at most an hour; 0: only full batches and `flush()` send). */
  flushIntervalMs?: number;
  /** Events held at most, waiting or being sent (default 10,000); past it new events are dropped and counted. */
  maxQueue?: number;
  /** Attempts per batch before it is dropped, the first one included (default 8). */
  maxAttempts?: number;
  /** Wait before the first retry, before jitter (default 1,000 ms); it doubles up to `maxRetryDelayMs`. */
  baseRetryDelayMs?: number;
  /** No backoff wait grows beyond this (default 60,000 ms, at most 10 minutes); a server's `Retry-After` is honoured up to 10 minutes. */
  maxRetryDelayMs?: number;
  /** A request that takes longer is abandoned and retried (default 10,000 ms). */
  requestTimeoutMs?: number;
  /** Send the key over plain HTTP to a host other than this machine. Off by default. */
  allowInsecureHttp?: boolean;
  /** Told of every batch (or part of one) that is given up on. Called synchronously: keep it cheap. */
  onDrop?: (drop: ViewCollectorDrop) => void;
  /** Milliseconds since the epoch (default `Date.now`). */
  now?: () => number;
  /** Waits between retries and for the batch window (default: timers that do not keep Node alive). */
  sleep?: Sleep;
  /** In [0, 1), for backoff jitter (default `Math.random`). */
  random?: () => number;
}

export interface ViewCollectorDrop {
  reason: "invalid" | "rejected" | "retriesExhausted" | "misconfigured";
  events: number;
  /** The HTTP status of the answer that decided it, if any. */
  status: number | undefined;
  message: string;
}

/** The options checked, with their defaults filled in. */
export interface CollectorSettings {
  /** The events route of the project. */
  endpoint: URL;
  apiKey: string;
  maxBatchSize: number;
  maxBatchBytes: number;
  flushIntervalMs: number;
  maxQueue: number;
  maxAttempts: number;
  backoff: BackoffPolicy;
  requestTimeoutMs: number;
  fetch: typeof fetch;
  now: () => number;
  random: () => number;
}

const DEFAULTS = {
  maxBatchSize: 500,
  maxBatchBytes: MAX_EVENT_BATCH_BYTES,
  flushIntervalMs: 5_000,
  maxQueue: 10_000,
  maxAttempts: 8,
  baseRetryDelayMs: 1_000,
  maxRetryDelayMs: 60_000,
  requestTimeoutMs: 10_000,
};

/** A `Retry-After` beyond this is read as this: a broken or hostile header cannot park the queue for days. */
export const MAX_RETRY_AFTER_MS = 10 * 60_000;
const MIN_BATCH_BYTES = 64 * 1024;

/**
 * The options checked, or what makes them unusable (a sentence naming the option). Never throws,
 * whatever it is given: a collector created at a module's top level must not break the module.
 */
export function checkCollectorOptions(
  options: ViewCollectorOptions,
): { settings: CollectorSettings } | { problem: string } {
  if (typeof options !== "object" || options === null) {
    return { problem: "no options given: pass { apiUrl, projectId, apiKey }" };
  }
  try {
    return { settings: resolveCollectorOptions(options) };
  } catch (error) {
    return { problem: error instanceof Error ? error.message : String(error) };
  }
}

function resolveCollectorOptions(options: ViewCollectorOptions): CollectorSettings {
  const endpoint = eventsEndpoint(options);
  const maxBatchSize = checkInteger("maxBatchSize", options.maxBatchSize, DEFAULTS.maxBatchSize, {
    min: 1,
    max: MAX_EVENTS_PER_BATCH,
  });
  return {
    endpoint,
    apiKey: options.apiKey,
    maxBatchSize,
    maxBatchBytes: checkInteger("maxBatchBytes", options.maxBatchBytes, DEFAULTS.maxBatchBytes, {
      min: MIN_BATCH_BYTES,
      max: MAX_EVENT_BATCH_BYTES,
    }),
    flushIntervalMs: checkInteger(
      "flushIntervalMs",
      options.flushIntervalMs,
      DEFAULTS.flushIntervalMs,
      { min: 0, max: 3_600_000 },
    ),
    maxQueue: checkInteger("maxQueue", options.maxQueue, DEFAULTS.maxQueue, { min: maxBatchSize }),
    maxAttempts: checkInteger("maxAttempts", options.maxAttempts, DEFAULTS.maxAttempts, {
      min: 1,
    }),
    backoff: {
      baseDelayMs: checkInteger(
        "baseRetryDelayMs",
        options.baseRetryDelayMs,
        DEFAULTS.baseRetryDelayMs,
        { min: 1, max: MAX_RETRY_AFTER_MS },
      ),
      maxDelayMs: checkInteger(
        "maxRetryDelayMs",
        options.maxRetryDelayMs,
        DEFAULTS.maxRetryDelayMs,
        { min: 1, max: MAX_RETRY_AFTER_MS },
      ),
    },
    requestTimeoutMs: checkInteger(
      "requestTimeoutMs",
      options.requestTimeoutMs,
      DEFAULTS.requestTimeoutMs,
      { min: 1, max: 600_000 },
    ),
    fetch: options.fetch ?? globalThis.fetch,
    now: options.now ?? Date.now,
    random: options.random ?? Math.random,
  };
}

const requiredOptionHint = {
  apiUrl: "the Inkwell server's base URL, e.g. https://inkwell.example.com",
  projectId: "the id of the project the views belong to (prj_…)",
  apiKey: "an API key of the project with the write scope (ink_…)",
} as const;

function eventsEndpoint(options: ViewCollectorOptions): URL {
  for (const name of ["apiUrl", "projectId", "apiKey"] as const) {
    if (typeof options[name] !== "string" || options[name].trim() === "") {
      throw new TypeError(`${name} is required: ${requiredOptionHint[name]}`);
    }
  }
  if (!URL.canParse(options.apiUrl)) {
    throw new TypeError(
      "apiUrl is not a URL; give the server's base URL, e.g. https://inkwell.example.com",
    );
  }
  const base = new URL(options.apiUrl);
  if (base.protocol !== "https:" && base.protocol !== "http:") {
    throw new TypeError("apiUrl must start with https://");
  }
  if (base.username || base.password) {
    throw new TypeError(
      "apiUrl must not contain a user name or password; the API key is the only credential",
    );
  }
  if (base.protocol === "http:" && !options.allowInsecureHttp && !isLoopbackHost(base.hostname)) {
    throw new TypeError(
      "apiUrl is plain HTTP to another machine, which would send the API key readable: use an https:// apiUrl (or allowInsecureHttp inside a private network)",
    );
  }
  if (!base.pathname.endsWith("/")) base.pathname += "/";
  return new URL(`v1/analytics/${encodeURIComponent(options.projectId)}/events`, base);
}

/** `localhost`, 127.0.0.0/8 and ::1, as WHATWG URL writes them (so without `node:net`). */
function isLoopbackHost(hostname: string): boolean {
  return (
    hostname === "localhost" ||
    hostname === "[::1]" ||
    /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(hostname)
  );
}

function checkInteger(
  name: string,
  value: number | undefined,
  fallback: number,
  range: { min: number; max?: number },
): number {
  if (value === undefined) return fallback;
  const max = range.max ?? Number.MAX_SAFE_INTEGER;
  if (!Number.isSafeInteger(value) || value < range.min || value > max) {
    throw new RangeError(
      `${name} must be an integer from ${range.min}${range.max === undefined ? " up" : ` to ${max}`}`,
    );
  }
  return value;
}

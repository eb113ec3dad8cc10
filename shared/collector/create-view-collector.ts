import {
  MAX_EVENT_BATCH_BYTES,
  MAX_EVENT_FUTURE_MINUTES,
  MAX_EVENTS_PER_BATCH,
  ViewEventSchema,
} from "../api/analytics-schemas.ts";
import { backoffDelayMs, parseRetryAfterMs } from "../client/retry-delay.ts";
import type { Sleep } from "../client/sleep.ts";
import { toSingleLine } from "../client/to-single-line.ts";

/**
 * Reports page views to Inkwell from a site's server, middleware or edge function. Uses nothing
 * but `fetch`, timers and `crypto.randomUUID`, so it runs on Node.js 20+, Cloudflare Workers,
 * Vercel and Next.js, Deno and Bun. Never use it in a browser: the API key would be public.
 */

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

/** One page view, as a request handler sees it. */
export interface PageView {
  /** The request's path, or its full URL: only the path is sent (query and fragment are removed). */
  path: string;
  /** The request's User-Agent header (null or absent: the request had none). */
  userAgent: string | null | undefined;
  /** The request's Accept header, if known: a preference for Markdown marks an AI fetch. */
  accept?: string | null | undefined;
  /** When the page was served (default: when `record` is called). A string needs an offset or `Z`. */
  timestamp?: Date | string | number | undefined;
}

export interface ViewCollectorDroppedCounts {
  /** Refused by `record` (no usable path, a bad timestamp, a field past the API's limits), or named invalid by the server. */
  invalid: number;
  /** Arrived while `maxQueue` events were already held. */
  queueFull: number;
  /** In batches the server refused for good (400, 401, 403, 404, 413, 422, a redirect…). */
  rejected: number;
  /** In batches still failing after `maxAttempts` attempts (network errors, 5xx, 429). */
  retriesExhausted: number;
  /** Recorded after `close()`. */
  closed: number;
}

export interface ViewCollectorStats {
  /** Events held now: waiting for a batch, or in the batch being sent. */
  queued: number;
  /** Events in batches the server committed. */
  sent: number;
  /** Batches the server committed. */
  batches: number;
  /** Requests repeated after a network error, a timeout, a 5xx or a 429. */
  retries: number;
  dropped: ViewCollectorDroppedCounts;
  /** The last failure, on one line (never the API key), or undefined if none yet. */
  lastError: string | undefined;
}

export interface ViewCollectorDrop {
  reason: "invalid" | "rejected" | "retriesExhausted";
  events: number;
  /** The HTTP status of the answer that decided it, if any. */
  status: number | undefined;
  message: string;
}

export interface FlushOptions {
  /** Resolve after this long even if some events are still waiting (they stay queued). */
  timeoutMs?: number;
}

export interface ViewCollector {
  /** Queues a view. Synchronous; never throws, never waits for the network. */
  record(view: PageView): void;
  /**
   * Sends every view recorded so far and resolves once each is sent or dropped, or when
   * `timeoutMs` passes. Never rejects. Hand it to `waitUntil` where the platform offers one.
   */
  flush(options?: FlushOptions): Promise<ViewCollectorStats>;
  /** Flushes, then drops (and counts) whatever is recorded afterwards. */
  close(options?: FlushOptions): Promise<ViewCollectorStats>;
  stats(): ViewCollectorStats;
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
const MAX_RETRY_AFTER_MS = 10 * 60_000;
/** Times one batch may lose the events a 400 names and be sent again without them. */
const MAX_INVALID_EVENT_ROUNDS = 3;
const MIN_BATCH_BYTES = 64 * 1024;
const MAX_TIMER_MS = 2_147_483_647;
const ENVELOPE_BYTES = '{"events":[]}'.length;
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is the point
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/;
/** An ISO 8601 date, or date-time with an offset or `Z`: the forms every runtime's Date.parse reads alike. */
const ISO_INSTANT =
  /^\d{4}-\d{2}-\d{2}(?:[Tt]\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:[Zz]|[+-]\d{2}:\d{2}))?$/;

interface ViewEvent {
  path: string;
  userAgent: string;
  timestamp: string;
  accept?: string;
}

interface QueuedEvent {
  json: string;
  bytes: number;
  seq: number;
}

interface Batch {
  events: QueuedEvent[];
  key: string;
  body: string;
}

type Attempt =
  | { kind: "sent" }
  | { kind: "retry"; status: number | undefined; message: string; retryAfterMs: number | undefined }
  | { kind: "invalid_events"; status: number; message: string; indices: Set<number> }
  | { kind: "refused"; status: number | undefined; message: string };

/**
 * A collector that batches page views by size and time and sends them to the events route:
 * one `Idempotency-Key` per batch, the same on every retry, so a batch whose answer was lost is
 * never counted twice. Throws a TypeError or RangeError at once for unusable options; after that,
 * nothing it does throws into the caller.
 */
export function createViewCollector(options: ViewCollectorOptions): ViewCollector {
  const endpoint = eventsEndpoint(options);
  const maxBatchSize = checkInteger("maxBatchSize", options.maxBatchSize, DEFAULTS.maxBatchSize, {
    min: 1,
    max: MAX_EVENTS_PER_BATCH,
  });
  const maxBatchBytes = checkInteger(
    "maxBatchBytes",
    options.maxBatchBytes,
    DEFAULTS.maxBatchBytes,
    { min: MIN_BATCH_BYTES, max: MAX_EVENT_BATCH_BYTES },
  );
  const flushIntervalMs = checkInteger(
    "flushIntervalMs",
    options.flushIntervalMs,
    DEFAULTS.flushIntervalMs,
    { min: 0, max: 3_600_000 },
  );
  const maxQueue = checkInteger("maxQueue", options.maxQueue, DEFAULTS.maxQueue, {
    min: maxBatchSize,
  });
  const maxAttempts = checkInteger("maxAttempts", options.maxAttempts, DEFAULTS.maxAttempts, {
    min: 1,
  });
  const backoff = {
    baseDelayMs: checkInteger(
      "baseRetryDelayMs",
      options.baseRetryDelayMs,
      DEFAULTS.baseRetryDelayMs,
      { min: 1, max: MAX_RETRY_AFTER_MS },
    ),
    maxDelayMs: checkInteger("maxRetryDelayMs", options.maxRetryDelayMs, DEFAULTS.maxRetryDelayMs, {
      min: 1,
      max: MAX_RETRY_AFTER_MS,
    }),
  };
  const requestTimeoutMs = checkInteger(
    "requestTimeoutMs",
    options.requestTimeoutMs,
    DEFAULTS.requestTimeoutMs,
    { min: 1, max: 600_000 },
  );
  const fetchImpl = options.fetch ?? globalThis.fetch;
  const now = options.now ?? Date.now;
  const random = options.random ?? Math.random;
  const headers = {
    authorization: `Bearer ${options.apiKey}`,
    "content-type": "application/json",
    accept: "application/json",
    "user-agent": "inkwell-collector",
  };

  const queue: QueuedEvent[] = [];
  let queuedBytes = 0;
  let inFlight = 0;
  /** Sequence numbers of queued events: everything up to `settledSeq` is sent or dropped. */
  let lastSeq = 0;
  let settledSeq = 0;
  /** Events up to this one are due now (the batch window passed, or a flush asked for them). */
  let dueSeq = 0;
  let pumping = false;
  let pumpScheduled = false;
  let windowOpen = false;
  let closed = false;
  const waiters = new Set<{ seq: number; resolve: () => void }>();
  const counts = { sent: 0, batches: 0, retries: 0 };
  const dropped: ViewCollectorDroppedCounts = {
    invalid: 0,
    queueFull: 0,
    rejected: 0,
    retriesExhausted: 0,
    closed: 0,
  };
  let lastError: string | undefined;
  const timers = createTimers(() => waiters.size > 0);
  const sleep = options.sleep ?? timers.sleep;

  function record(view: PageView): void {
    try {
      if (closed) {
        dropped.closed += 1;
        return;
      }
      const event = toViewEvent(view, now());
      if (!event) {
        dropped.invalid += 1;
        return;
      }
      const json = JSON.stringify(event);
      const bytes = utf8Length(json);
      if (bytes + ENVELOPE_BYTES > maxBatchBytes) {
        dropped.invalid += 1;
        return;
      }
      if (queue.length + inFlight >= maxQueue) {
        dropped.queueFull += 1;
        return;
      }
      lastSeq += 1;
      queue.push({ json, bytes, seq: lastSeq });
      queuedBytes += bytes + 1;
      // Sending starts once the caller's code has run: `record` never builds a body or calls fetch.
      if (isBatchFull()) schedulePump();
      else openBatchWindow();
    } catch {
      // A getter that throws, a hostile toString: the page being served must not notice.
      dropped.invalid += 1;
    }
  }

  function isBatchFull(): boolean {
    return queue.length >= maxBatchSize || queuedBytes + ENVELOPE_BYTES > maxBatchBytes;
  }

  function hasDueBatch(): boolean {
    const first = queue[0];
    return first !== undefined && (first.seq <= dueSeq || isBatchFull());
  }

  /** The window starts with the first waiting event, so an idle collector holds no timer. */
  function openBatchWindow(): void {
    if (windowOpen || flushIntervalMs === 0 || queue.length === 0) return;
    windowOpen = true;
    sleep(flushIntervalMs).then(
      () => {
        windowOpen = false;
        dueSeq = Math.max(dueSeq, lastSeq);
        startPump();
      },
      () => {
        windowOpen = false;
      },
    );
  }

  function schedulePump(): void {
    if (pumpScheduled || pumping) return;
    pumpScheduled = true;
    queueMicrotask(() => {
      pumpScheduled = false;
      startPump();
    });
  }

  /** One sender at a time: batches leave in order, and a server asking to slow down pauses them all. */
  function startPump(): void {
    if (pumping) return;
    pumping = true;
    void pump()
      .catch(() => {})
      .finally(() => {
        pumping = false;
        if (hasDueBatch()) startPump();
        else openBatchWindow();
      });
  }

  async function pump(): Promise<void> {
    while (hasDueBatch()) {
      await deliver(takeBatch());
    }
  }

  function takeBatch(): QueuedEvent[] {
    let count = 0;
    let bytes = ENVELOPE_BYTES;
    for (const event of queue) {
      if (count === maxBatchSize) break;
      const added = event.bytes + (count > 0 ? 1 : 0);
      if (count > 0 && bytes + added > maxBatchBytes) break;
      bytes += added;
      count += 1;
    }
    const events = queue.splice(0, count);
    for (const event of events) queuedBytes -= event.bytes + 1;
    inFlight = events.length;
    return events;
  }

  function toBatch(events: QueuedEvent[]): Batch {
    return {
      events,
      // A new key only for a new body: the server answers a reused key with another body with 422.
      key: globalThis.crypto.randomUUID(),
      body: `{"events":[${events.map((e) => e.json).join(",")}]}`,
    };
  }

  async function deliver(events: QueuedEvent[]): Promise<void> {
    const lastOfBatch = events[events.length - 1]?.seq ?? settledSeq;
    let batch = toBatch(events);
    let failures = 0;
    let invalidRounds = 0;
    try {
      for (;;) {
        const attempt = await send(batch);
        if (attempt.kind === "sent") {
          counts.sent += batch.events.length;
          counts.batches += 1;
          return;
        }
        lastError = attempt.message;
        if (attempt.kind === "invalid_events" && invalidRounds < MAX_INVALID_EVENT_ROUNDS) {
          // The batch was refused whole and nothing was stored: send the rest under a new key.
          invalidRounds += 1;
          const kept = batch.events.filter((_, index) => !attempt.indices.has(index));
          const removed = batch.events.length - kept.length;
          dropped.invalid += removed;
          inFlight = kept.length;
          notifyDrop("invalid", removed, attempt.status, attempt.message);
          if (kept.length === 0) return;
          batch = toBatch(kept);
          continue;
        }
        if (attempt.kind !== "retry") {
          dropped.rejected += batch.events.length;
          notifyDrop("rejected", batch.events.length, attempt.status, attempt.message);
          return;
        }
        failures += 1;
        if (failures >= maxAttempts) {
          dropped.retriesExhausted += batch.events.length;
          notifyDrop("retriesExhausted", batch.events.length, attempt.status, attempt.message);
          return;
        }
        counts.retries += 1;
        const delayMs =
          attempt.retryAfterMs !== undefined
            ? Math.min(attempt.retryAfterMs, MAX_RETRY_AFTER_MS)
            : backoffDelayMs(failures, backoff, random);
        await sleep(delayMs);
      }
    } finally {
      inFlight = 0;
      settledSeq = Math.max(settledSeq, lastOfBatch);
      for (const waiter of waiters) {
        if (waiter.seq <= settledSeq) waiter.resolve();
      }
    }
  }

  async function send(batch: Batch): Promise<Attempt> {
    let response: Response;
    let text: string;
    try {
      response = await fetchImpl(endpoint, {
        method: "POST",
        headers: { ...headers, "idempotency-key": batch.key },
        body: batch.body,
        // The API never redirects; following one would carry the key wherever it points.
        redirect: "manual",
        signal: AbortSignal.timeout(requestTimeoutMs),
      });
      text = await response.text();
    } catch (error) {
      return {
        kind: "retry",
        status: undefined,
        message: `Could not reach Inkwell at ${endpoint.origin}: ${describeCause(error)}`,
        retryAfterMs: undefined,
      };
    }
    const { status } = response;
    if (status >= 200 && status < 300) return { kind: "sent" };
    if (status === 0 || (status >= 300 && status < 400)) {
      return {
        kind: "refused",
        status: status || undefined,
        message: `Inkwell answered with a redirect (${status || "opaque"}); set apiUrl to the server's own address (redirects are not followed, so the API key only goes where you point it)`,
      };
    }
    const answer = readErrorBody(text);
    const message = toSingleLine(
      `Inkwell answered ${status}${answer ? ` ${answer.code}: ${answer.error}` : ""}`,
      500,
    );
    if (status === 408 || status === 429 || status >= 500) {
      return {
        kind: "retry",
        status,
        message,
        retryAfterMs: parseRetryAfterMs(response.headers.get("retry-after"), now()),
      };
    }
    if (status === 400 && answer?.code === "invalid_request") {
      const indices = invalidEventIndices(answer.details, batch.events.length);
      if (indices) return { kind: "invalid_events", status, message, indices };
    }
    return { kind: "refused", status, message };
  }

  function notifyDrop(
    reason: ViewCollectorDrop["reason"],
    events: number,
    status: number | undefined,
    message: string,
  ): void {
    try {
      options.onDrop?.({ reason, events, status, message });
    } catch {
      // A failing logger must not stop the batches behind this one.
    }
  }

  function stats(): ViewCollectorStats {
    return {
      queued: queue.length + inFlight,
      sent: counts.sent,
      batches: counts.batches,
      retries: counts.retries,
      dropped: { ...dropped },
      lastError,
    };
  }

  async function flush(flushOptions: FlushOptions = {}): Promise<ViewCollectorStats> {
    const target = lastSeq;
    if (target > settledSeq) {
      dueSeq = Math.max(dueSeq, target);
      await new Promise<void>((resolve) => {
        const abort = new AbortController();
        const waiter = {
          seq: target,
          resolve: () => {
            waiters.delete(waiter);
            abort.abort();
            timers.keepAlive();
            resolve();
          },
        };
        waiters.add(waiter);
        // Waiting on someone's behalf: the retry timers now hold the process until this ends.
        timers.keepAlive();
        if (flushOptions.timeoutMs !== undefined) {
          sleep(flushOptions.timeoutMs, abort.signal).then(waiter.resolve, () => {});
        }
        startPump();
      });
    }
    return stats();
  }

  return {
    record,
    flush,
    async close(closeOptions) {
      closed = true;
      return flush(closeOptions);
    },
    stats,
  };
}

function eventsEndpoint(options: ViewCollectorOptions): URL {
  for (const name of ["apiUrl", "projectId", "apiKey"] as const) {
    if (typeof options[name] !== "string" || options[name].trim() === "") {
      throw new TypeError(`createViewCollector: ${name} is required`);
    }
  }
  if (!URL.canParse(options.apiUrl)) {
    throw new TypeError(
      "createViewCollector: apiUrl is not a URL; give the server's base URL, e.g. https://inkwell.example.com",
    );
  }
  const base = new URL(options.apiUrl);
  if (base.protocol !== "https:" && base.protocol !== "http:") {
    throw new TypeError("createViewCollector: apiUrl must start with https://");
  }
  if (base.username || base.password) {
    throw new TypeError(
      "createViewCollector: apiUrl must not contain a user name or password; the API key is the only credential",
    );
  }
  if (base.protocol === "http:" && !options.allowInsecureHttp && !isLoopbackHost(base.hostname)) {
    throw new TypeError(
      "createViewCollector: refusing to send the API key over plain HTTP to another machine; use an https:// apiUrl (or allowInsecureHttp inside a private network)",
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
      `createViewCollector: ${name} must be an integer from ${range.min}${range.max === undefined ? " up" : ` to ${max}`}`,
    );
  }
  return value;
}

/**
 * The event as the API takes it, or undefined if the API would refuse it: checked here, event by
 * event, because the server refuses a whole batch for one bad event.
 */
function toViewEvent(view: PageView, nowMs: number): ViewEvent | undefined {
  const path = pagePath(view.path);
  if (path === undefined) return undefined;
  const timestamp = instantOf(view.timestamp, nowMs);
  if (timestamp === undefined) return undefined;
  const event: ViewEvent = { path, userAgent: view.userAgent ?? "", timestamp };
  // Accept only refines the verdict: an unusable one is left out rather than losing the view.
  if (view.accept && ViewEventSchema.shape.accept.safeParse(view.accept).success) {
    event.accept = view.accept;
  }
  return ViewEventSchema.safeParse(event).success ? event : undefined;
}

/**
 * Only the path leaves the site. The server drops query and fragment anyway, but they can carry
 * what must not travel: search terms, e-mail addresses, tokens in password-reset links.
 */
function pagePath(raw: unknown): string | undefined {
  if (typeof raw !== "string") return undefined;
  let path = raw.trim();
  if (path === "") return undefined;
  if (/^https?:\/\//i.test(path)) {
    if (!URL.canParse(path)) return undefined;
    path = new URL(path).pathname;
  }
  path = path.replace(/[?#].*$/s, "");
  if (path === "") return "/";
  // The server refuses a path with whitespace or a control character, and the batch with it.
  if (/\s/.test(path) || CONTROL_CHARACTER.test(path)) return undefined;
  return path;
}

function instantOf(value: PageView["timestamp"], nowMs: number): string | undefined {
  let ms: number;
  if (value === undefined || value === null) ms = nowMs;
  else if (value instanceof Date) ms = value.getTime();
  else if (typeof value === "number") ms = value;
  else if (typeof value === "string" && ISO_INSTANT.test(value.trim())) {
    // Milliseconds are as fine as Date goes; some runtimes refuse more digits.
    ms = Date.parse(value.trim().replace(/(\.\d{3})\d+/, "$1"));
  } else return undefined;
  if (!Number.isFinite(ms) || ms < 0 || ms > nowMs + MAX_EVENT_FUTURE_MINUTES * 60_000) {
    return undefined;
  }
  return new Date(ms).toISOString();
}

function utf8Length(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x80) bytes += 1;
    else if (code < 0x800) bytes += 2;
    else if (code >= 0xd800 && code <= 0xdbff && i + 1 < text.length) {
      // A surrogate pair is one four-byte character.
      bytes += 4;
      i += 1;
    } else bytes += 3;
  }
  return bytes;
}

function readErrorBody(
  text: string,
): { error: string; code: string; details: unknown } | undefined {
  try {
    const body = JSON.parse(text) as unknown;
    if (typeof body !== "object" || body === null) return undefined;
    const { error, code, details } = body as Record<string, unknown>;
    if (typeof error !== "string" || typeof code !== "string") return undefined;
    return { error, code, details };
  } catch {
    return undefined;
  }
}

/**
 * The events a 400 names (`events.<index>.<field>`), when it names only events of this batch;
 * undefined when anything else is at fault, so the batch is refused whole.
 */
function invalidEventIndices(details: unknown, batchSize: number): Set<number> | undefined {
  if (!Array.isArray(details) || details.length === 0) return undefined;
  const indices = new Set<number>();
  for (const detail of details) {
    const field = (detail as { field?: unknown } | null)?.field;
    const match = typeof field === "string" ? /^events\.(\d+)(?:\.|$)/.exec(field) : null;
    const index = match ? Number(match[1]) : Number.NaN;
    if (!(index < batchSize)) return undefined;
    indices.add(index);
  }
  return indices;
}

function describeCause(error: unknown): string {
  if (!(error instanceof Error)) return toSingleLine(String(error), 200);
  if (error.name === "TimeoutError") return "the request timed out";
  // fetch reports "fetch failed" and keeps the reason (ECONNREFUSED, ENOTFOUND…) in `cause`.
  const cause = error.cause;
  if (cause instanceof Error) {
    const code = (cause as { code?: unknown }).code;
    return toSingleLine(
      typeof code === "string" ? `${code} (${cause.message})` : cause.message,
      200,
    );
  }
  return toSingleLine(error.message, 200);
}

/**
 * Timers that never keep a Node.js (or Deno, or Bun) process alive on their own, except while
 * someone awaits a flush: then the retry waits it depends on hold the process until it ends.
 */
function createTimers(someoneWaits: () => boolean): { sleep: Sleep; keepAlive(): void } {
  const active = new Set<unknown>();
  const hold = (handle: unknown, keep: boolean) => {
    if (typeof handle === "object" && handle !== null) {
      const timer = handle as { ref?: () => void; unref?: () => void };
      if (keep) timer.ref?.();
      else timer.unref?.();
      return;
    }
    const deno = (
      globalThis as { Deno?: { refTimer?(id: number): void; unrefTimer?(id: number): void } }
    ).Deno;
    if (typeof handle === "number" && deno) {
      if (keep) deno.refTimer?.(handle);
      else deno.unrefTimer?.(handle);
    }
  };
  return {
    sleep: (ms, signal) =>
      new Promise<void>((resolve, reject) => {
        if (signal?.aborted) {
          reject(signal.reason);
          return;
        }
        const done = () => {
          active.delete(handle);
          signal?.removeEventListener("abort", onAbort);
        };
        const onAbort = () => {
          clearTimeout(handle as Parameters<typeof clearTimeout>[0]);
          done();
          reject(signal?.reason);
        };
        // Longer than setTimeout can count (about 24.8 days) would fire at once instead.
        const handle: unknown = setTimeout(
          () => {
            done();
            resolve();
          },
          Math.min(ms, MAX_TIMER_MS),
        );
        active.add(handle);
        hold(handle, someoneWaits());
        signal?.addEventListener("abort", onAbort, { once: true });
      }),
    keepAlive() {
      const keep = someoneWaits();
      for (const handle of active) hold(handle, keep);
    },
  };
}

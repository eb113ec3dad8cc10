import { backoffDelayMs, parseRetryAfterMs } from "../../../shared/client/retry-delay.ts";
import type { Sleep } from "../../../shared/client/sleep.ts";
import { toSingleLine } from "../../../shared/client/to-single-line.ts";
import {
  type CollectorSettings,
  MAX_RETRY_AFTER_MS,
  type ViewCollectorDrop,
} from "./collector-options.ts";
import { batchBody, type QueuedEvent } from "./view-queue.ts";

/** Times one batch may lose the events a 400 names and be sent again without them. */
const MAX_INVALID_EVENT_ROUNDS = 3;

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

/** What became of a batch, told as it happens. */
export interface DeliveryHooks {
  sent(events: number): void;
  /** An attempt failed, with the reason on one line (never the API key). */
  failed(message: string): void;
  /** The batch waits, then goes again. */
  retrying(): void;
  dropped(
    reason: ViewCollectorDrop["reason"],
    events: number,
    status: number | undefined,
    message: string,
  ): void;
}

/**
 * Sends batches to the events route: one `Idempotency-Key` per batch body, the same on every
 * retry, so a batch whose answer was lost is never counted twice. Network errors, timeouts, 408,
 * 429 and 5xx are retried with backoff (or after `Retry-After`) up to the attempts allowed; a 400
 * that names events drops those and sends the rest under a new key; any other refusal drops the
 * batch.
 */
export function createBatchSender(settings: CollectorSettings, sleep: Sleep) {
  const { endpoint, requestTimeoutMs, now } = settings;
  const fetchImpl = settings.fetch;
  const headers = {
    authorization: `Bearer ${settings.apiKey}`,
    "content-type": "application/json",
    accept: "application/json",
    "user-agent": "inkwell-collector",
  };

  /** Sends one batch until it is sent or dropped; throws only if a given `sleep` does. */
  async function deliver(events: QueuedEvent[], hooks: DeliveryHooks): Promise<void> {
    let batch = toBatch(events);
    let failures = 0;
    let invalidRounds = 0;
    for (;;) {
      const attempt = await send(batch);
      if (attempt.kind === "sent") {
        hooks.sent(batch.events.length);
        return;
      }
      hooks.failed(attempt.message);
      if (attempt.kind === "invalid_events" && invalidRounds < MAX_INVALID_EVENT_ROUNDS) {
        // The batch was refused whole and nothing was stored: send the rest under a new key.
        invalidRounds += 1;
        const kept = batch.events.filter((_, index) => !attempt.indices.has(index));
        hooks.dropped(
          "invalid",
          batch.events.length - kept.length,
          attempt.status,
          attempt.message,
        );
        if (kept.length === 0) return;
        batch = toBatch(kept);
        continue;
      }
      if (attempt.kind !== "retry") {
        hooks.dropped("rejected", batch.events.length, attempt.status, attempt.message);
        return;
      }
      failures += 1;
      if (failures >= settings.maxAttempts) {
        hooks.dropped("retriesExhausted", batch.events.length, attempt.status, attempt.message);
        return;
      }
      hooks.retrying();
      const delayMs =
        attempt.retryAfterMs !== undefined
          ? Math.min(attempt.retryAfterMs, MAX_RETRY_AFTER_MS)
          : backoffDelayMs(failures, settings.backoff, settings.random);
      await sleep(delayMs);
    }
  }

  function toBatch(events: QueuedEvent[]): Batch {
    // A new key only for a new body: the server answers a reused key with another body with 422.
    return { events, key: globalThis.crypto.randomUUID(), body: batchBody(events) };
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

  return { deliver };
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

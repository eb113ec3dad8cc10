import { MAX_EVENTS_PER_BATCH } from "../../../shared/api/analytics-schemas.ts";
import type { ViewEventInput } from "./view-ingestion.service.ts";

/**
 * The longest value of each field, in UTF-16 units, as `ViewEventSchema` states them (a test holds
 * the two to the same limits).
 */
export const PLAIN_EVENT_LIMITS = {
  path: 4096,
  userAgent: 2048,
  timestamp: 64,
  accept: 1024,
  referrer: 2048,
  clientAddress: 64,
} as const;

/**
 * The events of a batch whose every event is plainly of the schema's shape (what senders send
 * almost always), checked in one pass without the schema; undefined otherwise, and
 * `ViewEventBatchSchema` then checks the batch and names its problems. Accepts only what the
 * schema accepts, and gives what it would: each event with its known fields, the rest dropped.
 */
export function plainEventBatch(body: unknown): ViewEventInput[] | undefined {
  if (!isRecord(body)) return undefined;
  const events = body.events;
  if (!Array.isArray(events) || events.length > MAX_EVENTS_PER_BATCH) return undefined;
  const checked = new Array<ViewEventInput>(events.length);
  for (let i = 0; i < events.length; i++) {
    const event = plainEvent(events[i]);
    if (!event) return undefined;
    checked[i] = event;
  }
  return checked;
}

function plainEvent(value: unknown): ViewEventInput | undefined {
  if (!isRecord(value)) return undefined;
  const { path, userAgent, timestamp, accept, referrer, clientAddress } = value;
  if (typeof path !== "string" || path.length === 0 || path.length > PLAIN_EVENT_LIMITS.path) {
    return undefined;
  }
  if (typeof userAgent !== "string" || userAgent.length > PLAIN_EVENT_LIMITS.userAgent) {
    return undefined;
  }
  const event: ViewEventInput = { path, userAgent };
  if (timestamp !== undefined) {
    if (typeof timestamp !== "string" || timestamp.length > PLAIN_EVENT_LIMITS.timestamp) {
      return undefined;
    }
    event.timestamp = timestamp;
  }
  if (accept !== undefined) {
    if (typeof accept !== "string" || accept.length > PLAIN_EVENT_LIMITS.accept) return undefined;
    event.accept = accept;
  }
  if (referrer !== undefined) {
    if (
      referrer !== null &&
      (typeof referrer !== "string" || referrer.length > PLAIN_EVENT_LIMITS.referrer)
    ) {
      return undefined;
    }
    event.referrer = referrer;
  }
  if (clientAddress !== undefined) {
    if (
      typeof clientAddress !== "string" ||
      clientAddress.length > PLAIN_EVENT_LIMITS.clientAddress
    ) {
      return undefined;
    }
    event.clientAddress = clientAddress;
  }
  return event;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

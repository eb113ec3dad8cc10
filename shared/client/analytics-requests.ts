import type { z } from "zod";
import {
  MAX_EVENT_BATCH_BYTES,
  MAX_EVENTS_PER_BATCH,
  type REFERRER_SOURCES,
  type TimeseriesInterval,
  type ViewEventSchema,
} from "../api/analytics-schemas.ts";

/** One page view, as the events route takes it: at least `path` and `userAgent`. */
export type ViewEvent = z.input<typeof ViewEventSchema>;

/** A bound of a range: a `Date`, or the API's `YYYY-MM-DD` (midnight UTC) or ISO 8601 date-time. */
export type DateBound = Date | string;

export interface DateRange {
  /** Inclusive start; absent: no bound. Counts are exact on quarter hours. */
  dateFrom?: DateBound | undefined;
  /** Exclusive end; absent: no bound. */
  dateTo?: DateBound | undefined;
}

export interface PageQuery {
  /** Rows per page, 1 to 250 (the server's default is 50). */
  limit?: number | undefined;
  /** Rows to skip: walk `offset += limit` while `hasMore`. */
  offset?: number | undefined;
}

export interface ViewsQuery extends DateRange, PageQuery {}

export interface AgentViewsQuery extends DateRange, PageQuery {
  /** Only this page's views; absent: the whole site. */
  path?: string | undefined;
}

export interface TimeseriesQuery extends DateRange {
  /** Default: day. */
  interval?: TimeseriesInterval | undefined;
  path?: string | undefined;
  /** An IANA time zone; default: the project's, else UTC. The answer states the zone used. */
  timeZone?: string | undefined;
}

export interface ReferrersQuery extends DateRange, PageQuery {
  path?: string | undefined;
  /** `ai`: only AI assistants and AI search products. Default: all. */
  source?: (typeof REFERRER_SOURCES)[number] | undefined;
}

export interface ReferredPagesQuery extends DateRange, PageQuery {
  /** `ai` for every AI assistant and AI search product together, or one referring host. */
  referrer: string;
}

/** The query string of an analytics read: `?name=value…`, or "" when nothing is set. */
export function analyticsSearch(
  query: Record<string, DateBound | number | undefined | null>,
): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    params.set(name, value instanceof Date ? value.toISOString() : String(value));
  }
  return params.size > 0 ? `?${params}` : "";
}

const encoder = new TextEncoder();
// The batch's own `{"events":[]}` and a little room for the commas between events.
const BATCH_OVERHEAD_BYTES = 64;

/**
 * The events split, in order, into batches the events route takes: at most 1,000 events and at most
 * 5 MiB of JSON each. The split depends only on the events, so sending the same events again under
 * the same idempotency key sends the same batches.
 */
export function splitEventBatches(events: readonly ViewEvent[]): ViewEvent[][] {
  const batches: ViewEvent[][] = [];
  let current: ViewEvent[] = [];
  let bytes = BATCH_OVERHEAD_BYTES;
  for (const event of events) {
    const size = encoder.encode(JSON.stringify(event)).length + 1;
    const full = current.length >= MAX_EVENTS_PER_BATCH || bytes + size > MAX_EVENT_BATCH_BYTES;
    if (current.length > 0 && full) {
      batches.push(current);
      current = [];
      bytes = BATCH_OVERHEAD_BYTES;
    }
    current.push(event);
    bytes += size;
  }
  if (current.length > 0) batches.push(current);
  return batches;
}

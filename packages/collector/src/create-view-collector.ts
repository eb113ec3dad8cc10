import { createBatchSender } from "./batch-sender.ts";
import {
  type CollectorSettings,
  checkCollectorOptions,
  type ViewCollectorDrop,
  type ViewCollectorOptions,
} from "./collector-options.ts";
import { createCollectorTimers } from "./collector-timers.ts";
import { type PageView, toViewEvent } from "./to-view-event.ts";
import { ViewQueue } from "./view-queue.ts";

/**
 * Reports page views to Inkwell from a site's server, middleware or edge function. Uses nothing
 * but `fetch`, timers and `crypto.randomUUID`, so it runs on Node.js 22+, Cloudflare Workers,
 * Vercel and Next.js, Deno and Bun. Never use it in a browser: the API key would be public.
 */

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
  /** Recorded by a collector whose options are unusable (see `lastError`). */
  misconfigured: number;
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
  /** The last failure, on one line (never the API key), or undefined if none yet; for a collector whose options are unusable, what is wrong with them. */
  lastError: string | undefined;
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

/**
 * A collector that batches page views by size and time and sends them to the events route, one
 * batch at a time (see `createBatchSender`). It never throws, not even at creation: a collector
 * whose options are unusable (a missing `apiUrl`, say, when the environment variable is not set)
 * logs what is wrong once, with `console.warn`, and drops and counts every view recorded, so the
 * page that imports it keeps working.
 */
export function createViewCollector(options: ViewCollectorOptions): ViewCollector {
  const checked = checkCollectorOptions(options);
  if ("problem" in checked) return createUnusableCollector(checked.problem, options?.onDrop);
  return createWorkingCollector(options, checked.settings);
}

function createWorkingCollector(
  options: ViewCollectorOptions,
  settings: CollectorSettings,
): ViewCollector {
  const { flushIntervalMs, now } = settings;
  const queue = new ViewQueue(settings);
  let pumping = false;
  let pumpScheduled = false;
  let windowOpen = false;
  let closed = false;
  const waiters = new Set<{ seq: number; resolve: () => void }>();
  const counts = { sent: 0, batches: 0, retries: 0 };
  const dropped = noneDropped();
  let lastError: string | undefined;
  const timers = createCollectorTimers(() => waiters.size > 0);
  const sleep = options.sleep ?? timers.sleep;
  const sender = createBatchSender(settings, sleep);

  function record(view: PageView): void {
    try {
      if (closed) {
        dropped.closed += 1;
        return;
      }
      const event = toViewEvent(view, now());
      const added = event ? queue.add(JSON.stringify(event)) : "too_large";
      if (added === "too_large") {
        dropped.invalid += 1;
        return;
      }
      if (added === "full") {
        dropped.queueFull += 1;
        return;
      }
      // Sending starts once the caller's code has run: `record` never builds a body or calls fetch.
      if (queue.isBatchFull()) schedulePump();
      else openBatchWindow();
    } catch {
      // A getter that throws, a hostile toString: the page being served must not notice.
      dropped.invalid += 1;
    }
  }

  /** The window starts with the first waiting event, so an idle collector holds no timer. */
  function openBatchWindow(): void {
    if (windowOpen || flushIntervalMs === 0 || queue.waiting === 0) return;
    windowOpen = true;
    sleep(flushIntervalMs).then(
      () => {
        windowOpen = false;
        queue.markDue(queue.lastSeq);
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
        if (queue.hasDueBatch()) startPump();
        else openBatchWindow();
      });
  }

  async function pump(): Promise<void> {
    while (queue.hasDueBatch()) {
      const events = queue.takeBatch();
      try {
        await sender.deliver(events, {
          sent(count) {
            counts.sent += count;
            counts.batches += 1;
          },
          failed(message) {
            lastError = message;
          },
          retrying() {
            counts.retries += 1;
          },
          dropped(reason, count, status, message) {
            dropped[reason] += count;
            // The rest of the batch is sent again; what was dropped is no longer held.
            if (reason === "invalid") queue.inFlight -= count;
            notifyDrop({ reason, events: count, status, message });
          },
        });
      } finally {
        queue.settle(events[events.length - 1]?.seq ?? queue.settledSeq);
        for (const waiter of waiters) {
          if (waiter.seq <= queue.settledSeq) waiter.resolve();
        }
      }
    }
  }

  const notifyDrop = (drop: ViewCollectorDrop) => tell(options.onDrop, drop);

  function stats(): ViewCollectorStats {
    return {
      queued: queue.held,
      sent: counts.sent,
      batches: counts.batches,
      retries: counts.retries,
      dropped: { ...dropped },
      lastError,
    };
  }

  async function flush(flushOptions: FlushOptions = {}): Promise<ViewCollectorStats> {
    const target = queue.lastSeq;
    if (target > queue.settledSeq) {
      queue.markDue(target);
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

/** Problems already logged: a collector made per request (a Worker) must not log on every one. */
const warned = new Set<string>();

/**
 * The collector for unusable options: says what is wrong once, then drops every view, counted as
 * `misconfigured` and told to `onDrop`; `flush` and `close` resolve at once.
 */
function createUnusableCollector(
  problem: string,
  onDrop: ViewCollectorOptions["onDrop"],
): ViewCollector {
  const message = `Inkwell view collector: ${problem}. Page views are not reported until this is fixed.`;
  if (!warned.has(message)) {
    warned.add(message);
    try {
      globalThis.console?.warn?.(message);
    } catch {
      // Nowhere to say it: the counters still do.
    }
  }
  const dropped = noneDropped();
  let closed = false;
  const stats = (): ViewCollectorStats => ({
    queued: 0,
    sent: 0,
    batches: 0,
    retries: 0,
    dropped: { ...dropped },
    lastError: message,
  });
  return {
    record() {
      if (closed) {
        dropped.closed += 1;
        return;
      }
      dropped.misconfigured += 1;
      tell(onDrop, { reason: "misconfigured", events: 1, status: undefined, message });
    },
    flush: async () => stats(),
    async close() {
      closed = true;
      return stats();
    },
    stats,
  };
}

function noneDropped(): ViewCollectorDroppedCounts {
  return {
    invalid: 0,
    queueFull: 0,
    rejected: 0,
    retriesExhausted: 0,
    closed: 0,
    misconfigured: 0,
  };
}

function tell(onDrop: ViewCollectorOptions["onDrop"], drop: ViewCollectorDrop): void {
  try {
    onDrop?.(drop);
  } catch {
    // A failing logger must not stop the batches behind this one, nor reach the page.
  }
}

import { performance } from "node:perf_hooks";
import { setTimeout as wait } from "node:timers/promises";
import type { HttpBindings } from "@hono/node-server";
import type { Context } from "hono";
import { streamSSE } from "hono/streaming";
import { isTerminalStatus, type JobStatus } from "../../shared/api/job-schemas.ts";
import type { AppContext } from "../app-context.ts";
import { AppError } from "../app-error.ts";
import type { EventStreamConfig } from "../config.ts";
import type { JobEventRow, JobRow } from "../db/schema.ts";
import { findJob } from "./job.repository.ts";
import { jobNotFound } from "./job.service.ts";
import { listJobEventRows } from "./job-event.repository.ts";

/** How often an open stream looks for new events: the worker may run in another process. */
const POLL_MS = 1000;
/** Events read per query; a longer backlog is sent in several reads without waiting. */
const BATCH = 100;
/** What a browser waits before it reconnects on its own after the stream closes. */
const RETRY_MS = 2000;
/** A refused stream is worth retrying after this long: another may have closed by then. */
const REFUSED_RETRY_SECONDS = 10;

/** Who holds a stream, for the limits: an API key, or a dashboard user. */
export interface StreamOwner {
  /** A key unique to the holder, e.g. `key:<id>` or `user:<GitHub id>`. */
  id: string;
  /** How the refusal names the holder: "This API key", "You". */
  name: string;
}

export interface StreamLease {
  /** Aborted when the client goes away or the server stops. */
  signal: AbortSignal;
  abort(): void;
  release(): void;
}

/**
 * The event streams open in this process, counted per holder and per project so that no key,
 * user or project holds the server's connections. The server ends them all when it stops, since
 * an open stream would otherwise keep it waiting.
 */
export class OpenEventStreams {
  private readonly counts = new Map<string, number>();
  private readonly open = new Set<AbortController>();

  constructor(readonly config: EventStreamConfig) {}

  /** Takes a place for one stream, or throws `rate_limited` when the holder or project is full. */
  take(owner: StreamOwner, projectId: string): StreamLease {
    const ownerBucket = `owner:${owner.id}`;
    const projectBucket = `project:${projectId}`;
    if (this.count(ownerBucket) >= this.config.perKey) {
      throw new AppError(
        "rate_limited",
        `${owner.name} already ${owner.name === "You" ? "have" : "has"} ${this.config.perKey} event streams open, the most at once: close one first, or read the events page by page without Accept: text/event-stream`,
        { retryAfter: REFUSED_RETRY_SECONDS },
      );
    }
    if (this.count(projectBucket) >= this.config.perProject) {
      throw new AppError(
        "rate_limited",
        `This project already has ${this.config.perProject} event streams open, the most at once: retry later, or read the events page by page without Accept: text/event-stream`,
        { retryAfter: REFUSED_RETRY_SECONDS },
      );
    }
    const controller = new AbortController();
    this.open.add(controller);
    this.add(ownerBucket, 1);
    this.add(projectBucket, 1);
    let released = false;
    return {
      signal: controller.signal,
      abort: () => controller.abort(),
      release: () => {
        if (released) return;
        released = true;
        this.open.delete(controller);
        this.add(ownerBucket, -1);
        this.add(projectBucket, -1);
      },
    };
  }

  /** Streams open now, for one holder or project (`owner:<id>`, `project:<id>`), or in all. */
  count(bucket?: string): number {
    return bucket === undefined ? this.open.size : (this.counts.get(bucket) ?? 0);
  }

  /** Ends every open stream; clients that reconnect find the next server. */
  closeAll(): void {
    for (const controller of this.open) controller.abort();
  }

  private add(bucket: string, delta: number): void {
    const next = (this.counts.get(bucket) ?? 0) + delta;
    if (next <= 0) this.counts.delete(bucket);
    else this.counts.set(bucket, next);
  }
}

/** True when the client asked for server-sent events rather than a JSON page. */
export function wantsEventStream(accept: string | undefined): boolean {
  return /(^|,)\s*text\/event-stream\s*(;|,|$)/i.test(accept ?? "");
}

export interface JobEventStreamInput {
  projectId: string;
  jobId: string;
  /** The last event id the client has (0 for all). */
  after: number;
  owner: StreamOwner;
  /** What each event's `data` carries. */
  toData(row: JobEventRow): unknown;
  /** What the `end` event carries besides the status: how the job stands once it ended. */
  toEnd?: (job: JobRow) => Record<string, unknown>;
}

/**
 * Answers with the job's run transcript as server-sent events: every event after `after`, then
 * each new one as the run records it, each with its id so a client resumes with Last-Event-ID.
 * A comment line keeps a quiet stream open; the stream ends with an `end` event once the job is
 * completed, failed or archived, and closes without one after the longest connection time, for
 * the client to reconnect. A missing job is a 404 and a full limit a 429, before any byte is sent.
 */
export async function streamJobEvents(
  deps: Pick<AppContext, "db" | "log">,
  streams: OpenEventStreams,
  c: Context,
  input: JobEventStreamInput,
): Promise<Response> {
  if (!(await findJob(deps.db, input.projectId, input.jobId))) throw jobNotFound(input.jobId);
  const lease = streams.take(input.owner, input.projectId);
  const maxMs = streams.config.maxSeconds * 1000;
  const heartbeatMs = streams.config.heartbeatSeconds * 1000;
  // Proxies such as nginx would otherwise hold the events back in their buffers.
  c.header("X-Accel-Buffering", "no");
  const abort = () => lease.abort();
  // A client that left before the response started is seen only on the socket: Hono's stream
  // would then never be read nor cancelled, and its writes would wait for ever.
  const outgoing = (c.env as Partial<HttpBindings> | undefined)?.outgoing;
  if (outgoing?.destroyed) abort();
  else outgoing?.once("close", abort);
  // Whatever else happens (a client that stops reading), the place is given back in time.
  const deadline = setTimeout(abort, maxMs + heartbeatMs);
  deadline.unref();
  return streamSSE(c, async (stream) => {
    stream.onAbort(abort);
    const started = performance.now();
    let lastWrite = started;
    let after = input.after;
    // A write waits while the client is not reading; the lease's end stops the wait.
    const ended = new Promise<void>((resolve) => {
      if (lease.signal.aborted) resolve();
      else lease.signal.addEventListener("abort", () => resolve(), { once: true });
    });
    const send = (text: string) => Promise.race([stream.write(text), ended]);
    try {
      await send(`retry: ${RETRY_MS}\n\n`);
      while (!lease.signal.aborted) {
        // The status first: the transcript's last events are written before the job settles,
        // so a final status read here means the events read next include them all.
        const job = await findJob(deps.db, input.projectId, input.jobId);
        const rows = await listJobEventRows(deps.db, { jobId: input.jobId, after, limit: BATCH });
        for (const row of rows) {
          await send(`id: ${row.id}\ndata: ${JSON.stringify(input.toData(row))}\n\n`);
          if (lease.signal.aborted) return;
          after = row.id;
        }
        if (rows.length > 0) lastWrite = performance.now();
        if (rows.length === BATCH) continue;
        if (!job || isTerminalStatus(job.status as JobStatus)) {
          const status = job?.status ?? null;
          const end = job && input.toEnd ? { status, ...input.toEnd(job) } : { status };
          await send(`event: end\ndata: ${JSON.stringify(end)}\n\n`);
          return;
        }
        const now = performance.now();
        if (now - started >= maxMs) return;
        if (now - lastWrite >= heartbeatMs) {
          await send(": heartbeat\n\n");
          lastWrite = now;
        }
        const pause = Math.min(POLL_MS, heartbeatMs, maxMs - (now - started));
        await wait(pause, undefined, { signal: lease.signal }).catch(() => undefined);
      }
    } catch (error) {
      // The client reconnects with the last id it has; nothing is lost by closing.
      deps.log.warn(
        { err: error, jobId: input.jobId },
        "job event stream stopped: the transcript could not be read",
      );
    } finally {
      clearTimeout(deadline);
      outgoing?.off("close", abort);
      lease.release();
    }
  });
}

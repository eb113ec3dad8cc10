import { z } from "zod";
import {
  type AgentViews,
  AgentViewsSchema,
  type IngestResult,
  IngestResultSchema,
  type PageViews,
  PageViewsSchema,
  type ReferredPages,
  ReferredPagesSchema,
  type ReferrerViews,
  ReferrerViewsSchema,
  type ViewTimeseries,
  ViewTimeseriesSchema,
} from "../api/analytics-schemas.ts";
import type { Job, JobStatus } from "../api/job-schemas.ts";
import {
  type AgentViewsQuery,
  analyticsSearch,
  type ReferredPagesQuery,
  type ReferrersQuery,
  splitEventBatches,
  type TimeseriesQuery,
  type ViewEvent,
  type ViewsQuery,
} from "./analytics-requests.ts";
import { createApiCall } from "./api-transport.ts";
import { type ApiUrlProblem, findApiUrlProblem } from "./find-api-url-problem.ts";
import {
  InkwellApiError,
  InkwellConfigurationError,
  type InkwellConnectionError,
} from "./inkwell-api-error.ts";
import { receivedJobSchema } from "./received-job-schema.ts";
import type { BackoffPolicy } from "./retry-delay.ts";
import { sleep as realSleep, type Sleep } from "./sleep.ts";
import { toSingleLine } from "./to-single-line.ts";
import { type WaitForJobOptions, waitForJob } from "./wait-for-job.ts";

export interface RetryPolicy extends BackoffPolicy {
  /** Attempts per call, the first one included. */
  maxAttempts: number;
  /** A call that has no deadline of its own gives up once its next wait would end later than this. */
  maxElapsedMs: number;
}

export interface RetryEvent {
  /** Failed attempts so far. */
  attempt: number;
  delayMs: number;
  error: InkwellApiError | InkwellConnectionError;
}

export interface InkwellClientOptions {
  /** Base URL of the Inkwell server, e.g. `https://inkwell.example.com` (a path prefix is kept). */
  apiUrl: string;
  /** An `ink_…` API key of the project. */
  apiKey: string;
  /**
   * Send the key over plain HTTP to a host other than this machine, and accept `http:` pull request
   * links. Off by default: `http:` is then refused except for loopback hosts.
   */
  allowInsecureHttp?: boolean;
  /**
   * How the person running the tool turns `allowInsecureHttp` on, named in the messages that
   * refuse plain http (e.g. "the allow-insecure-http input"); default "allowInsecureHttp".
   */
  insecureHttpSetting?: string;
  fetch?: typeof fetch;
  sleep?: Sleep;
  /** Milliseconds since the epoch; tests move it forward with their `sleep`. */
  now?: () => number;
  /** In [0, 1), for backoff jitter. */
  random?: () => number;
  retry?: Partial<RetryPolicy>;
  /** A single HTTP request that takes longer is abandoned and retried like a network error. */
  requestTimeoutMs?: number;
  userAgent?: string;
  /** Told before every wait between two attempts. */
  onRetry?: (event: RetryEvent) => void;
}

export interface CallOptions {
  signal?: AbortSignal | undefined;
  /** Epoch milliseconds: no retry wait ends after it. */
  deadline?: number | undefined;
  /** Overrides the policy's attempts (the poller passes Infinity and relies on `deadline`). */
  maxAttempts?: number | undefined;
}

export interface ListJobsQuery {
  status?: JobStatus | undefined;
  /** Jobs per page, 1 to 100. */
  limit?: number | undefined;
  cursor?: string | undefined;
}

export interface ReceivedJobList {
  jobs: Job[];
  nextCursor: string | null;
}

export interface CreateJobOptions extends CallOptions {
  /** Same key and same prompt within 24 h answer the first job: retries can never make a second one. */
  idempotencyKey?: string | undefined;
  /** The branch the job starts from and its pull request targets (default: the project's). */
  baseBranch?: string | undefined;
}

export interface CreatedJob {
  job: Job;
  /**
   * The server answered the first request with a job an earlier request with the same idempotency
   * key had created (`Idempotent-Replayed`): this call made no new job.
   */
  reused: boolean;
  /** The key the creation was sent with (the given one, or the one the client made). */
  idempotencyKey: string;
}

export interface SendEventsOptions extends CallOptions {
  /**
   * Each batch is sent under `<key>:<n>` (n from 1), so the same events sent again with the same key
   * within 24 h are not counted twice, whichever batches were committed before a failure. At most
   * 240 visible ASCII characters. Default: a new key per call.
   */
  idempotencyKey?: string | undefined;
}

export interface SentEvents {
  /**
   * Over all batches: events sent, counted as human views, as AI views, as crawler views, and
   * other bots (not views).
   */
  received: number;
  human: number;
  ai: number;
  crawler: number;
  ignored: number;
  /** The server's answer to each batch, in order (`duplicate`: committed by an earlier call). */
  batches: IngestResult[];
  /** The key the batches were sent under (the given one, or the one the client made). */
  idempotencyKey: string;
}

export interface InkwellClient {
  createJob(projectId: string, prompt: string, options?: CreateJobOptions): Promise<CreatedJob>;
  getJob(projectId: string, jobId: string, options?: CallOptions): Promise<Job>;
  /** One page of the project's jobs, newest first; pass `nextCursor` back for the next page. */
  listJobs(
    projectId: string,
    query?: ListJobsQuery,
    options?: CallOptions,
  ): Promise<ReceivedJobList>;
  /** A follow-up instruction: the job becomes active again on the same branch and pull request. */
  sendMessage(
    projectId: string,
    jobId: string,
    prompt: string,
    options?: CallOptions,
  ): Promise<Job>;
  /** Archives the job (final); an active job stops at its next step. */
  archiveJob(projectId: string, jobId: string, options?: CallOptions): Promise<Job>;
  /** Polls until the job reaches a terminal status; see `waitForJob`. */
  waitForJob(
    projectId: string,
    jobId: string,
    options: Omit<WaitForJobOptions, "sleep" | "now">,
  ): Promise<Job>;
  /** Site-wide totals and one page of per-page views, human and AI, over a range. */
  getViews(projectId: string, query?: ViewsQuery, options?: CallOptions): Promise<PageViews>;
  /** AI views per agent (`ChatGPT-User`, `ClaudeBot`, …), for the site or one page. */
  getAgentViews(
    projectId: string,
    query?: AgentViewsQuery,
    options?: CallOptions,
  ): Promise<AgentViews>;
  /** Views per hour, day or week of a time zone, zeros included, oldest first. */
  getTimeseries(
    projectId: string,
    query?: TimeseriesQuery,
    options?: CallOptions,
  ): Promise<ViewTimeseries>;
  /** Human views per referring host, each marked with the AI product it belongs to. */
  getReferrers(
    projectId: string,
    query?: ReferrersQuery,
    options?: CallOptions,
  ): Promise<ReferrerViews>;
  /** Human views per page that one referring host, or every AI product (`referrer: "ai"`), sent. */
  getReferredPages(
    projectId: string,
    query: ReferredPagesQuery,
    options?: CallOptions,
  ): Promise<ReferredPages>;
  /**
   * Reports page views, in batches of at most 1,000 events and 5 MiB, one after the other; each batch
   * is all or nothing. A batch the server refuses stops the call with its error (a 400 names every
   * problem of every event in `details`); batches before it stay committed.
   */
  sendEvents(
    projectId: string,
    events: readonly ViewEvent[],
    options?: SendEventsOptions,
  ): Promise<SentEvents>;
}

const apiUrlProblemText: Record<ApiUrlProblem, (setting: string) => string> = {
  not_a_url: () =>
    "The API URL is not a URL; give the server's base URL, e.g. https://inkwell.example.com",
  not_http: () => "The API URL must start with https://, e.g. https://inkwell.example.com",
  credentials: () =>
    "The API URL must not contain a user name or password; the API key is the only credential",
  plain_http: (setting) =>
    `Refusing to send the API key over plain HTTP to another machine: use an https:// URL (plain http is for a server on this machine: localhost, 127.0.0.0/8, ::1), or turn on ${setting} on a network you trust end to end`,
};

/**
 * Throws InkwellConfigurationError, before any request, when the API URL is unusable or would send
 * the key over plain HTTP to another machine.
 */
export function createInkwellClient(options: InkwellClientOptions): InkwellClient {
  const allowInsecureHttp = options.allowInsecureHttp ?? false;
  const insecureHttpSetting = options.insecureHttpSetting ?? "allowInsecureHttp";
  const urlProblem = findApiUrlProblem(options.apiUrl, { allowInsecureHttp });
  if (urlProblem) {
    throw new InkwellConfigurationError(apiUrlProblemText[urlProblem](insecureHttpSetting));
  }
  const jobSchema = receivedJobSchema({ allowInsecureHttp });
  const jobListSchema = z.object({ jobs: z.array(jobSchema), nextCursor: z.string().nullable() });

  const call = createApiCall(options);

  const jobPath = (projectId: string) => `v2/agent/${encodeURIComponent(projectId)}/job`;

  const analyticsPath = (projectId: string, route: string) =>
    `v1/analytics/${encodeURIComponent(projectId)}/${route}`;

  const client: InkwellClient = {
    async createJob(projectId, prompt, createOptions = {}) {
      // Without a key a retried POST could create a second job; one key per call keeps retries safe.
      const idempotencyKey = createOptions.idempotencyKey ?? globalThis.crypto.randomUUID();
      let reused = false;
      const job = await call(
        "POST",
        jobPath(projectId),
        jobSchema,
        {
          body:
            createOptions.baseBranch === undefined
              ? { prompt }
              : { prompt, baseBranch: createOptions.baseBranch },
          headers: { "idempotency-key": idempotencyKey },
          carriedOut: "created the job",
          // A replay answering a retry is this call's own job, whose first answer was lost.
          onAnswer: (response, attempt) => {
            reused = attempt === 1 && response.headers.get("idempotent-replayed") === "true";
          },
        },
        createOptions,
      );
      return { job, reused, idempotencyKey };
    },
    async getJob(projectId, jobId, callOptions = {}) {
      const path = `${jobPath(projectId)}/${encodeURIComponent(jobId)}`;
      const job = await call("GET", path, jobSchema, {}, callOptions);
      if (job.id !== jobId) {
        throw new InkwellApiError(
          200,
          "unexpected_response",
          `Asked for job ${toSingleLine(jobId, 100)}, the server answered job ${job.id}; check that the API URL points at the Inkwell server`,
          undefined,
          undefined,
        );
      }
      return job;
    },
    listJobs(projectId, query = {}, callOptions = {}) {
      const params = new URLSearchParams();
      if (query.status) params.set("status", query.status);
      if (query.limit !== undefined) params.set("limit", String(query.limit));
      if (query.cursor) params.set("cursor", query.cursor);
      const search = params.size > 0 ? `?${params}` : "";
      return call("GET", `${jobPath(projectId)}s${search}`, jobListSchema, {}, callOptions);
    },
    sendMessage(projectId, jobId, prompt, callOptions = {}) {
      const path = `${jobPath(projectId)}/${encodeURIComponent(jobId)}/message`;
      // A retried follow-up would queue the instruction twice: it is sent once.
      return call(
        "POST",
        path,
        jobSchema,
        { body: { prompt }, carriedOut: "queued the follow-up" },
        { maxAttempts: 1, ...callOptions },
      );
    },
    archiveJob(projectId, jobId, callOptions = {}) {
      const path = `${jobPath(projectId)}/${encodeURIComponent(jobId)}/archive`;
      // Archiving is final and archiving again answers the same job: a retry is safe.
      return call("POST", path, jobSchema, { carriedOut: "archived the job" }, callOptions);
    },
    waitForJob(projectId, jobId, waitOptions) {
      return waitForJob(client, projectId, jobId, {
        ...waitOptions,
        sleep: options.sleep ?? realSleep,
        now: options.now ?? Date.now,
      });
    },
    getViews(projectId, query = {}, callOptions = {}) {
      const { dateFrom, dateTo, limit, offset } = query;
      const path = `${analyticsPath(projectId, "views")}${analyticsSearch({ dateFrom, dateTo, limit, offset })}`;
      return call("GET", path, PageViewsSchema, {}, callOptions);
    },
    getAgentViews(projectId, query = {}, callOptions = {}) {
      const { dateFrom, dateTo, path, limit, offset } = query;
      const search = analyticsSearch({ dateFrom, dateTo, path, limit, offset });
      return call(
        "GET",
        `${analyticsPath(projectId, "agents")}${search}`,
        AgentViewsSchema,
        {},
        callOptions,
      );
    },
    getTimeseries(projectId, query = {}, callOptions = {}) {
      const { dateFrom, dateTo, interval, path, timeZone } = query;
      const search = analyticsSearch({ dateFrom, dateTo, interval, path, timeZone });
      return call(
        "GET",
        `${analyticsPath(projectId, "timeseries")}${search}`,
        ViewTimeseriesSchema,
        {},
        callOptions,
      );
    },
    getReferrers(projectId, query = {}, callOptions = {}) {
      const { dateFrom, dateTo, path, source, limit, offset } = query;
      const search = analyticsSearch({ dateFrom, dateTo, path, source, limit, offset });
      return call(
        "GET",
        `${analyticsPath(projectId, "referrers")}${search}`,
        ReferrerViewsSchema,
        {},
        callOptions,
      );
    },
    getReferredPages(projectId, query, callOptions = {}) {
      const { dateFrom, dateTo, referrer, limit, offset } = query;
      const search = analyticsSearch({ dateFrom, dateTo, referrer, limit, offset });
      return call(
        "GET",
        `${analyticsPath(projectId, "referrers/pages")}${search}`,
        ReferredPagesSchema,
        {},
        callOptions,
      );
    },
    async sendEvents(projectId, events, sendOptions = {}) {
      const { idempotencyKey = globalThis.crypto.randomUUID(), ...callOptions } = sendOptions;
      const sent: SentEvents = {
        received: 0,
        human: 0,
        ai: 0,
        crawler: 0,
        ignored: 0,
        batches: [],
        idempotencyKey,
      };
      const batches = splitEventBatches(events);
      for (const [index, batch] of batches.entries()) {
        // Each batch under its own key: a retry after a lost answer is never counted twice.
        const result = await call(
          "POST",
          analyticsPath(projectId, "events"),
          IngestResultSchema,
          {
            body: { events: batch },
            headers: { "idempotency-key": `${idempotencyKey}:${index + 1}` },
            carriedOut: "committed the events",
          },
          callOptions,
        ).catch((error: unknown) => {
          throw index === 0 ? error : inWholeCall(error, sent.received, events.length);
        });
        sent.received += result.received;
        sent.human += result.human;
        sent.ai += result.ai;
        sent.crawler += result.crawler;
        sent.ignored += result.ignored;
        sent.batches.push(result);
      }
      return sent;
    },
  };
  return client;
}

/**
 * A later batch's error as the caller of sendEvents needs it: the problems name events by their
 * index in the events passed (the server counts within the batch), and the message says which
 * events were committed before it.
 */
function inWholeCall(error: unknown, committed: number, total: number): unknown {
  if (!(error instanceof InkwellApiError)) return error;
  const details = error.details?.map((detail) => ({
    ...detail,
    field: detail.field.replace(
      /^events\.(\d+)/,
      (_, i: string) => `events.${Number(i) + committed}`,
    ),
  }));
  return new InkwellApiError(
    error.status,
    error.code,
    `${error.message} (the first ${committed} of ${total} events were committed before this batch; send the same events again with the same idempotencyKey to go on without counting them twice)`,
    details,
    error.requestId,
    error.retryAfterMs,
  );
}

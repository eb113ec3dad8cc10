import type { z } from "zod";
import { ErrorBodySchema } from "../api/error-schema.ts";
import { type Job, JobSchema } from "../api/job-schemas.ts";
import { InkwellApiError, InkwellConnectionError, isRetryableError } from "./inkwell-api-error.ts";
import { type BackoffPolicy, backoffDelayMs, parseRetryAfterMs } from "./retry-delay.ts";
import { sleep as realSleep, type Sleep } from "./sleep.ts";
import { type WaitForJobOptions, waitForJob } from "./wait-for-job.ts";

export interface RetryPolicy extends BackoffPolicy {
  /** Attempts per call, the first one included. */
  maxAttempts: number;
  /** A call that has no deadline of its own gives up once its next wait would end later than this. */
  maxElapsedMs: number;
}

export const defaultRetryPolicy: RetryPolicy = {
  maxAttempts: 5,
  baseDelayMs: 1_000,
  maxDelayMs: 30_000,
  maxElapsedMs: 120_000,
};

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

export interface CreateJobOptions extends CallOptions {
  /** Same key and same prompt within 24 h answer the first job: retries can never make a second one. */
  idempotencyKey?: string | undefined;
}

export interface InkwellClient {
  createJob(projectId: string, prompt: string, options?: CreateJobOptions): Promise<Job>;
  getJob(projectId: string, jobId: string, options?: CallOptions): Promise<Job>;
  /** Polls until the job reaches a terminal status; see `waitForJob`. */
  waitForJob(
    projectId: string,
    jobId: string,
    options: Omit<WaitForJobOptions, "sleep" | "now">,
  ): Promise<Job>;
}

export function createInkwellClient(options: InkwellClientOptions): InkwellClient {
  const fetchImpl = options.fetch ?? globalThis.fetch;
  const sleep = options.sleep ?? realSleep;
  const now = options.now ?? Date.now;
  const random = options.random ?? Math.random;
  const policy: RetryPolicy = { ...defaultRetryPolicy, ...options.retry };
  const requestTimeoutMs = options.requestTimeoutMs ?? 30_000;
  const baseUrl = options.apiUrl.endsWith("/") ? options.apiUrl : `${options.apiUrl}/`;

  async function call<T>(
    method: "GET" | "POST",
    path: string,
    schema: z.ZodType<T>,
    init: { body?: unknown; headers?: Record<string, string> },
    callOptions: CallOptions,
  ): Promise<T> {
    const { signal } = callOptions;
    const maxAttempts = callOptions.maxAttempts ?? policy.maxAttempts;
    const deadline = callOptions.deadline ?? now() + policy.maxElapsedMs;
    const url = new URL(path, baseUrl);
    for (let attempt = 1; ; attempt++) {
      signal?.throwIfAborted();
      let error: InkwellApiError | InkwellConnectionError;
      try {
        const response = await send(method, url, init, signal);
        if (response.ok) return await readBody(response, schema);
        error = await readError(response);
      } catch (caught) {
        if (signal?.aborted) throw signal.reason;
        if (caught instanceof InkwellApiError) throw caught;
        error = new InkwellConnectionError(
          `Could not reach Inkwell at ${url.origin}: ${describeCause(caught)}`,
          { cause: caught },
        );
      }
      if (!isRetryableError(error) || attempt >= maxAttempts) throw error;
      const delayMs =
        error instanceof InkwellApiError && error.retryAfterMs !== undefined
          ? error.retryAfterMs
          : backoffDelayMs(attempt, policy, random);
      if (now() + delayMs > deadline) throw error;
      options.onRetry?.({ attempt, delayMs, error });
      await sleep(delayMs, signal);
    }
  }

  async function send(
    method: string,
    url: URL,
    init: { body?: unknown; headers?: Record<string, string> },
    signal: AbortSignal | undefined,
  ): Promise<Response> {
    const timeout = AbortSignal.timeout(requestTimeoutMs);
    const headers: Record<string, string> = {
      accept: "application/json",
      authorization: `Bearer ${options.apiKey}`,
      "user-agent": options.userAgent ?? "inkwell-client",
      ...init.headers,
    };
    if (init.body !== undefined) headers["content-type"] = "application/json";
    return fetchImpl(url, {
      method,
      headers,
      body: init.body === undefined ? null : JSON.stringify(init.body),
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    });
  }

  async function readBody<T>(response: Response, schema: z.ZodType<T>): Promise<T> {
    const requestId = response.headers.get("x-request-id") ?? undefined;
    const text = await response.text();
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
    const parsed = schema.safeParse(json);
    if (parsed.success) return parsed.data;
    throw new InkwellApiError(
      response.status,
      "unexpected_response",
      `${response.url} answered ${response.status} with a body that is not an Inkwell API answer; check that the API URL points at the Inkwell server`,
      undefined,
      requestId,
    );
  }

  async function readError(response: Response): Promise<InkwellApiError> {
    const requestId = response.headers.get("x-request-id") ?? undefined;
    const retryAfterMs = parseRetryAfterMs(response.headers.get("retry-after"), now());
    const text = await response.text().catch(() => "");
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
    const parsed = ErrorBodySchema.safeParse(json);
    if (parsed.success) {
      const { error, code, details } = parsed.data;
      return new InkwellApiError(response.status, code, error, details, requestId, retryAfterMs);
    }
    const statusText = response.statusText ? ` ${response.statusText}` : "";
    return new InkwellApiError(
      response.status,
      "unexpected_response",
      `${response.url} answered HTTP ${response.status}${statusText} without an Inkwell error body; check that the API URL points at the Inkwell server`,
      undefined,
      requestId,
      retryAfterMs,
    );
  }

  const jobPath = (projectId: string) => `v2/agent/${encodeURIComponent(projectId)}/job`;

  const client: InkwellClient = {
    createJob(projectId, prompt, createOptions = {}) {
      const headers: Record<string, string> = {};
      // Without a key a retried POST could create a second job; one key per call keeps retries safe.
      headers["idempotency-key"] = createOptions.idempotencyKey ?? globalThis.crypto.randomUUID();
      return call(
        "POST",
        jobPath(projectId),
        JobSchema,
        { body: { prompt }, headers },
        createOptions,
      );
    },
    getJob(projectId, jobId, callOptions = {}) {
      const path = `${jobPath(projectId)}/${encodeURIComponent(jobId)}`;
      return call("GET", path, JobSchema, {}, callOptions);
    },
    waitForJob(projectId, jobId, waitOptions) {
      return waitForJob(client, projectId, jobId, { ...waitOptions, sleep, now });
    },
  };
  return client;
}

function describeCause(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  // fetch reports "fetch failed" and keeps the real reason (ECONNREFUSED, ENOTFOUND, …) in `cause`.
  const cause = error.cause;
  if (cause instanceof Error) {
    const code = (cause as { code?: unknown }).code;
    return typeof code === "string" ? `${code} (${cause.message})` : cause.message;
  }
  if (error.name === "TimeoutError") return "the request timed out";
  return error.message;
}

import type { z } from "zod";
import { ErrorBodySchema } from "../api/error-schema.ts";
import type { CallOptions, InkwellClientOptions, RetryPolicy } from "./create-inkwell-client.ts";
import { InkwellApiError, InkwellConnectionError, isRetryableError } from "./inkwell-api-error.ts";
import { INSECURE_LINK_MESSAGE, JOB_ID_PATTERN } from "./received-job-schema.ts";
import { backoffDelayMs, parseRetryAfterMs } from "./retry-delay.ts";
import { sleep as realSleep } from "./sleep.ts";
import { toSingleLine } from "./to-single-line.ts";

const defaultRetryPolicy: RetryPolicy = {
  maxAttempts: 5,
  baseDelayMs: 1_000,
  maxDelayMs: 30_000,
  maxElapsedMs: 120_000,
};

/** What a request that succeeded did on the server, for a message about an answer that fails the checks. */
export type CarriedOut =
  | "created the job"
  | "queued the follow-up"
  | "archived the job"
  | "committed the events";

export interface CallInit {
  body?: unknown;
  headers?: Record<string, string>;
  /** What a 2xx answer means the server did. */
  carriedOut?: CarriedOut;
  /** Told of each answer that is not an error, with the attempt's number. */
  onAnswer?: (response: Response, attempt: number) => void;
}

/** One API call: sent with the key, retried by the policy, its answer checked by a schema. */
export type CallApi = <T>(
  method: "GET" | "POST",
  path: string,
  schema: z.ZodType<T>,
  init: CallInit,
  callOptions: CallOptions,
) => Promise<T>;

/**
 * How the client talks to the server: the key on every request, no redirect followed, a
 * deadline per request, retries with backoff (or the server's Retry-After) for what may pass,
 * and every answer that is not what was asked for turned into an error that says what to fix.
 */
export function createApiCall(options: InkwellClientOptions): CallApi {
  const insecureHttpSetting = options.insecureHttpSetting ?? "allowInsecureHttp";
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
    init: CallInit,
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
        if (response.ok) {
          init.onAnswer?.(response, attempt);
          return await readBody(response, url, schema, init.carriedOut);
        }
        error = await readError(response, url);
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
      // The API never redirects; following one would carry the key (and a POST) wherever it points.
      redirect: "manual",
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    });
  }

  async function readBody<T>(
    response: Response,
    url: URL,
    schema: z.ZodType<T>,
    carriedOut: CarriedOut | undefined,
  ): Promise<T> {
    const requestId = readRequestId(response);
    const json = parseJson(await response.text());
    const parsed = schema.safeParse(json);
    if (parsed.success) return parsed.data;
    // An object is an answer that was meant as one, so say which fields fail; anything else
    // (an HTML page, plain text) is not an Inkwell answer at all.
    const isObject = typeof json === "object" && json !== null && !Array.isArray(json);
    const issues = parsed.error.issues;
    const onlyInsecureLink =
      isObject && issues.every((issue) => issue.message === INSECURE_LINK_MESSAGE);
    // The server did what was asked: say so, so that nobody retries a creation as if it had failed.
    const id = isObject ? (json as { id?: unknown }).id : undefined;
    const jobId = typeof id === "string" && JOB_ID_PATTERN.test(id) ? ` ${id}` : "";
    const done = carriedOut
      ? `Inkwell ${carriedOut.replace(" the job", ` the job${jobId}`)} (HTTP ${response.status}), but `
      : `${url.href} answered ${response.status}, but `;
    const message = onlyInsecureLink
      ? `${done}the job's pull request link is plain http (a GitHub Enterprise Server without TLS); turn on ${insecureHttpSetting} to accept it`
      : isObject
        ? `${done}its answer fails the client's checks (${describeIssues(issues)}); check that the API URL points at the Inkwell server`
        : `${done}with a body that is not an Inkwell API answer; check that the API URL points at the Inkwell server`;
    throw new InkwellApiError(
      response.status,
      "unexpected_response",
      message,
      undefined,
      requestId,
    );
  }

  async function readError(response: Response, url: URL): Promise<InkwellApiError> {
    const requestId = readRequestId(response);
    const retryAfterMs = parseRetryAfterMs(response.headers.get("retry-after"), now());
    if (response.status >= 300 && response.status < 400) {
      await response.body?.cancel().catch(() => {});
      const location = response.headers.get("location");
      const target =
        location && URL.canParse(location, url.href) ? ` to ${new URL(location, url).origin}` : "";
      return new InkwellApiError(
        response.status,
        "unexpected_response",
        `${url.href} answered HTTP ${response.status}, a redirect${target}; set the API URL to the server's own address (redirects are not followed, so the API key only goes where you point it)`,
        undefined,
        requestId,
      );
    }
    const parsed = ErrorBodySchema.safeParse(parseJson(await response.text().catch(() => "")));
    if (parsed.success) {
      const { error, code, details } = parsed.data;
      // The server's words reach logs and summaries: one line each, bounded.
      return new InkwellApiError(
        response.status,
        toSingleLine(code, 100),
        toSingleLine(error, 1_000),
        details?.slice(0, 20).map((detail) => ({
          field: toSingleLine(detail.field, 200),
          message: toSingleLine(detail.message, 500),
        })),
        requestId,
        retryAfterMs,
      );
    }
    const statusText = response.statusText ? ` ${toSingleLine(response.statusText, 100)}` : "";
    return new InkwellApiError(
      response.status,
      "unexpected_response",
      `${url.href} answered HTTP ${response.status}${statusText} without an Inkwell error body; check that the API URL points at the Inkwell server`,
      undefined,
      requestId,
      retryAfterMs,
    );
  }

  return call;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function readRequestId(response: Response): string | undefined {
  const value = response.headers.get("x-request-id");
  return value ? toSingleLine(value, 100) : undefined;
}

/** The first few problems, as `field: message`; the messages are ours or zod's, never the server's text. */
function describeIssues(issues: z.core.$ZodIssue[]): string {
  const shown = issues.slice(0, 3).map((issue) => {
    const field = issue.path.map(String).join(".") || "body";
    return `${field}: ${issue.message}`;
  });
  const more = issues.length > shown.length ? `; ${issues.length - shown.length} more` : "";
  return `${shown.join("; ")}${more}`;
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

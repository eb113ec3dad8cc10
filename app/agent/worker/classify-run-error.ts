import { APICallError, RetryError } from "ai";
import { AppError } from "../../app-error.ts";
import { GitHubRateLimitError } from "../../github/github-request-policy.ts";
import { RunFailure, RunStopped, TransientFailure } from "../agent-errors.ts";

export type RunErrorVerdict =
  | { kind: "stopped"; reason: RunStopped["reason"] }
  | { kind: "failure"; message: string }
  | {
      kind: "transient";
      message: string;
      retryAt: Date | undefined;
      expected: boolean;
      /** GitHub rate-limited the installation until `retryAt`. */
      rateLimited?: boolean;
    };

/** Codes of failures that pass on their own: the run is tried again, when the error says. */
const TRANSIENT_CODES = new Set<AppError["code"]>([
  "github_unavailable",
  "database_unavailable",
  "rate_limited",
]);

/**
 * Sorts what ended a run: stop quietly, fail with a message the user can act on, or try again
 * later. Anything unforeseen is retried too (bounded), and its message never reaches the user.
 */
export function classifyRunError(error: unknown, now: Date): RunErrorVerdict {
  if (error instanceof RunStopped) return { kind: "stopped", reason: error.reason };
  if (error instanceof RunFailure) return { kind: "failure", message: error.message };
  if (error instanceof TransientFailure) {
    return { kind: "transient", message: error.message, retryAt: error.retryAt, expected: true };
  }
  if (error instanceof AppError) {
    // Its message is written for a person, so it can become the job's error as it is.
    if (!TRANSIENT_CODES.has(error.code)) return { kind: "failure", message: error.message };
    const retryAt =
      error.retryAfter === undefined
        ? undefined
        : new Date(now.getTime() + error.retryAfter * 1000);
    const rateLimited = error instanceof GitHubRateLimitError;
    return { kind: "transient", message: error.message, retryAt, expected: true, rateLimited };
  }
  // A provider's own words can quote the prompt and the repository text sent with it: the job
  // gets a message of Inkwell's with the provider's status and code, the log keeps the rest.
  if (RetryError.isInstance(error)) {
    if (error.reason === "maxRetriesExceeded") {
      return transient(`The model provider kept failing${providerAnswer(error.lastError)}`);
    }
    return classifyRunError(error.lastError, now);
  }
  if (APICallError.isInstance(error)) {
    const answer = providerAnswer(error);
    if (error.isRetryable) return transient(`The model provider failed${answer}`);
    if (error.statusCode === 401 || error.statusCode === 403) {
      return {
        kind: "failure",
        message: `The model provider refused Inkwell's credentials${answer}; check the API key variable for INKWELL_MODEL (ANTHROPIC_API_KEY, OPENAI_API_KEY or INKWELL_MODEL_API_KEY).`,
      };
    }
    if (error.statusCode === 404) {
      return {
        kind: "failure",
        message: `The model provider does not know the model${answer}; check that INKWELL_MODEL names a model the provider serves.`,
      };
    }
    return {
      kind: "failure",
      message: `The model provider rejected the request${answer}; the server's log has its explanation. A shorter instruction, or a follow-up, may go through.`,
    };
  }
  const name = (error as { name?: unknown }).name;
  if (name === "TimeoutError" || name === "AbortError") {
    return transient("The model did not answer in time");
  }
  const status = (error as { status?: unknown }).status;
  const request = (error as { request?: { method?: string; url?: string } }).request;
  if (typeof status === "number" && request) {
    if (status >= 500 || status === 429) return transient(`GitHub answered ${status}`);
    const url = String(request.url ?? "").replace(/^https?:\/\/[^/]+/, "");
    const hint =
      status === 403
        ? " (the app may lack a permission; see app.yml)"
        : status === 404
          ? " (the repository, branch or file is missing, or the app cannot see it)"
          : "";
    return {
      kind: "failure",
      message: `GitHub refused ${request.method ?? ""} ${url} with ${status}${hint}: ${messageOf(error)}`,
    };
  }
  if (error instanceof TypeError && /fetch failed|network|socket/i.test(error.message)) {
    return transient(`Network error: ${error.message}`);
  }
  return {
    kind: "transient",
    message: "The run failed unexpectedly",
    retryAt: undefined,
    expected: false,
  };
}

function transient(message: string): RunErrorVerdict {
  return { kind: "transient", message, retryAt: undefined, expected: true };
}

/** ` (HTTP 400, invalid_request_error)`: the status and the provider's error code, never its text. */
function providerAnswer(error: unknown): string {
  if (!APICallError.isInstance(error)) return "";
  const parts: string[] = [];
  if (error.statusCode !== undefined) parts.push(`HTTP ${error.statusCode}`);
  const code = providerErrorCode(error);
  if (code) parts.push(code);
  return parts.length > 0 ? ` (${parts.join(", ")})` : "";
}

/** An identifier the provider gives its error (`error.code` or `error.type`), if it looks like one. */
function providerErrorCode(error: APICallError): string | undefined {
  let body: unknown = error.data;
  if (body === undefined && error.responseBody) {
    try {
      body = JSON.parse(error.responseBody);
    } catch {
      return undefined;
    }
  }
  const inner = (body as { error?: unknown } | undefined)?.error;
  const candidates =
    typeof inner === "object" && inner !== null
      ? [(inner as { code?: unknown }).code, (inner as { type?: unknown }).type]
      : [(body as { code?: unknown } | undefined)?.code];
  return candidates.find(
    (value): value is string => typeof value === "string" && /^[A-Za-z0-9_.-]{1,64}$/.test(value),
  );
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

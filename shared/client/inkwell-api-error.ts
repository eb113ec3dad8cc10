import type { ErrorCode, ErrorDetail } from "../api/error-schema.ts";

/** `unexpected_response`: the server's answer was not what the Inkwell API sends (wrong api-url, a proxy page). */
export type ClientErrorCode = ErrorCode | "unexpected_response";

/** An answer from the Inkwell API that is not a success: what the server said, as a value. */
export class InkwellApiError extends Error {
  override name = "InkwellApiError";

  constructor(
    readonly status: number,
    /** The API's stable code; unknown future codes come through as they are. */
    readonly code: ClientErrorCode | (string & {}),
    message: string,
    readonly details: ErrorDetail[] | undefined,
    /** The server's `X-Request-Id`, to quote when asking an operator. */
    readonly requestId: string | undefined,
    /** From `Retry-After`, when the server sent one. */
    readonly retryAfterMs?: number,
  ) {
    super(message);
  }
}

/**
 * The client will not send a request with these options: the API URL is not usable, or would send the
 * API key over plain HTTP to another machine. Fix the configuration; retrying cannot help.
 */
export class InkwellConfigurationError extends Error {
  override name = "InkwellConfigurationError";
}

/** The server could not be reached (DNS, refused connection, reset, per-request timeout). */
export class InkwellConnectionError extends Error {
  override name = "InkwellConnectionError";
}

// These 503s describe the server's configuration: waiting does not fix them.
const permanentServerCodes = new Set(["model_not_configured", "github_app_not_configured"]);

/** True for failures that may pass on their own: 408, 429, most 5xx, and connection errors. */
export function isRetryableError(
  error: unknown,
): error is InkwellApiError | InkwellConnectionError {
  if (error instanceof InkwellConnectionError) return true;
  if (!(error instanceof InkwellApiError)) return false;
  if (error.status === 408 || error.status === 429) return true;
  return error.status >= 500 && !permanentServerCodes.has(error.code);
}

/** One line a person can read: the API's message, its status, code and request id. */
export function describeClientError(error: unknown): string {
  if (error instanceof InkwellApiError) {
    const where = [`HTTP ${error.status}`, `code ${error.code}`];
    if (error.requestId) where.push(`request id ${error.requestId}`);
    const details = (error.details ?? []).map((d) => `${d.field}: ${d.message}`);
    const detailText = details.length > 0 ? ` [${details.join("; ")}]` : "";
    return `${error.message}${detailText} (${where.join(", ")})`;
  }
  if (error instanceof Error) return error.message;
  return String(error);
}

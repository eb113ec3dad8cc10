import type { ErrorCode, ErrorDetail } from "../../shared/api/error-schema.ts";

export type ApiErrorStatus = 400 | 401 | 403 | 404 | 405 | 409 | 413 | 415 | 422 | 429 | 500 | 503;

/**
 * The one error type the HTTP layer turns into `{error, code, details?}`. Throw it anywhere;
 * anything else that reaches the error handler becomes a logged 500 with no detail.
 */
export class ApiError extends Error {
  override name = "ApiError";

  constructor(
    readonly status: ApiErrorStatus,
    readonly code: ErrorCode,
    message: string,
    readonly details?: ErrorDetail[],
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

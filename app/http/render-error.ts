import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { ErrorBody, ErrorCode } from "../../shared/api/error-schema.ts";
import type { AppContext } from "../app-context.ts";
import { AppError } from "../app-error.ts";
import type { HttpEnv } from "./http-env.ts";
import { setQuotaHeaders } from "./quota-headers.ts";

/** The HTTP status of each error code: the one place where an error becomes a status. */
const STATUS_OF_CODE = {
  invalid_json: 400,
  invalid_request: 400,
  unauthorized: 401,
  forbidden: 403,
  insufficient_scope: 403,
  not_found: 404,
  method_not_allowed: 405,
  job_archived: 409,
  app_not_installed: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  idempotency_key_reused: 422,
  unknown_branch: 422,
  rate_limited: 429,
  internal_error: 500,
  github_app_not_configured: 503,
  model_not_configured: 503,
  github_unavailable: 503,
  database_unavailable: 503,
} as const satisfies Record<ErrorCode, ContentfulStatusCode>;

export function httpStatusOf(code: ErrorCode): ContentfulStatusCode {
  return STATUS_OF_CODE[code];
}

/** Hono's own refusals (a body it could not read), in Inkwell's words. */
const HTTP_EXCEPTIONS: Partial<Record<number, AppError>> = {
  400: new AppError("invalid_json", "The request body is not valid JSON"),
  413: new AppError("payload_too_large", "The request body is too large"),
  415: new AppError(
    "unsupported_media_type",
    "Send the request body as JSON with the header Content-Type: application/json",
  ),
};

const INTERNAL_ERROR = new AppError(
  "internal_error",
  "Something went wrong on our side; it has been logged. Retry later or quote the X-Request-Id to support.",
);

/**
 * Every error answer of the API: `{error, code, details?}` with the status of the code. Anything
 * that is not an AppError is a fault of ours: logged with the request id, answered as a bare 500.
 */
export function renderError(ctx: AppContext, c: Context<HttpEnv>, error: unknown): Response {
  const appError =
    error instanceof AppError
      ? error
      : ((error instanceof HTTPException ? HTTP_EXCEPTIONS[error.status] : undefined) ??
        INTERNAL_ERROR);
  const requestId = c.get("requestId");
  if (appError === INTERNAL_ERROR) {
    ctx.log.error(
      { err: error, requestId, method: c.req.method, path: c.req.path },
      "request failed",
    );
  }
  const body: ErrorBody = { error: appError.message, code: appError.code };
  if (appError.details) body.details = appError.details;
  if (appError.detailsOmitted > 0) body.detailsOmitted = appError.detailsOmitted;
  if (appError.code === "unauthorized") c.header("WWW-Authenticate", 'Bearer realm="inkwell"');
  // The rest of the body was left unread, so the connection cannot carry another request.
  if (appError.code === "payload_too_large") c.header("Connection", "close");
  if (appError.quota) setQuotaHeaders(c, appError.quota);
  if (appError.retryAfter !== undefined) {
    c.header("Retry-After", String(Math.max(0, Math.ceil(appError.retryAfter))));
  }
  if (requestId) c.header("X-Request-Id", requestId);
  return c.json(body, httpStatusOf(appError.code));
}

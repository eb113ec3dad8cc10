import { type ErrorCode, type ErrorDetail, MAX_ERROR_DETAILS } from "../shared/api/error-schema.ts";

/** What is left of a limit that counts requests, for callers that show it to the client. */
export interface Quota {
  limit: number;
  remaining: number;
  /** Seconds until the window resets. */
  resetAfter: number;
}

export interface AppErrorOptions {
  /** Each field at fault, for errors about what the caller sent. */
  details?: ErrorDetail[] | undefined;
  /** Seconds after which the same request may succeed. */
  retryAfter?: number | undefined;
  /** The limit that refused the request. */
  quota?: Quota | undefined;
  cause?: unknown;
}

/**
 * The one error Inkwell throws on purpose, from any layer: a stable `code` that callers switch on,
 * a message written for the person who has to act on it, and the data they need as values.
 * Services are called by routes, webhooks, the agent worker and the CLI, so this says nothing
 * about HTTP: each caller decides what a code means to it (the HTTP layer maps it to a status).
 */
export class AppError extends Error {
  override name = "AppError";
  readonly code: ErrorCode;
  /** At most MAX_ERROR_DETAILS: an answer about a thousand bad events stays readable and small. */
  readonly details: ErrorDetail[] | undefined;
  /** How many problems were found beyond `details`. */
  readonly detailsOmitted: number;
  readonly retryAfter: number | undefined;
  readonly quota: Quota | undefined;

  constructor(code: ErrorCode, message: string, options: AppErrorOptions = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.code = code;
    this.details = options.details?.slice(0, MAX_ERROR_DETAILS);
    this.detailsOmitted = Math.max(0, (options.details?.length ?? 0) - MAX_ERROR_DETAILS);
    this.retryAfter = options.retryAfter;
    this.quota = options.quota;
  }
}

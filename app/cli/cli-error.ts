import type { ErrorCode } from "../../shared/api/error-schema.ts";

/**
 * What a failed command reports as `code`: the API's codes where the failure is the same, and a few
 * of the CLI's own (`usage` for refused arguments, commander's or the CLI's, `no_data` for a folder without a
 * database, `database_busy`, `invalid_configuration`, `job_failed`, `job_needs_input` when a waited-for
 * job asks a question, `docs_problems` when a
 * docs check found problems, `git_failed`).
 */
export type CliErrorCode =
  | ErrorCode
  | "usage"
  | "no_data"
  | "database_busy"
  | "invalid_configuration"
  | "job_failed"
  | "job_needs_input"
  | "unexpected_response"
  | "timeout"
  | "unreachable"
  | "docs_problems"
  | "git_failed";

/** A failure to show the operator as it is, without a stack trace. */
export class CliError extends Error {
  override name = "CliError";
  readonly code: CliErrorCode;

  constructor(message: string, options: { code?: CliErrorCode; cause?: unknown } = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.code = options.code ?? "invalid_request";
  }
}

/** Arguments refused before any work: the command ends with exit code 2 and code `usage`. */
export function usageError(message: string): CliError {
  return new CliError(message, { code: "usage" });
}

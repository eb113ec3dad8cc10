import { AppError } from "./app-error.ts";

/** Longer than any id Inkwell makes (`job_` and 22 characters, `prj_` and 22), with room to spare. */
const MAX_IDENTIFIER_LENGTH = 128;

/** Why `value` cannot be an id of ours, or undefined when it could be one. */
export function identifierProblem(value: string): string | undefined {
  if (value.length > MAX_IDENTIFIER_LENGTH) {
    return `must be at most ${MAX_IDENTIFIER_LENGTH} characters`;
  }
  // PostgreSQL text cannot hold NUL, and no id of ours holds any control character.
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return "must not contain control characters";
  }
  return undefined;
}

/**
 * Refuses, as the caller's mistake, an id no row can have, before it reaches a query (where a NUL
 * would be a database error, not a missing row).
 */
export function checkIdentifier(field: string, value: string): void {
  const problem = identifierProblem(value);
  if (problem) {
    throw new AppError("invalid_request", `${field} is not a valid id: it ${problem}`, {
      details: [{ field, message: problem }],
    });
  }
}

import type { ZodError } from "zod";
import type { ErrorDetail } from "../../shared/api/error-schema.ts";
import { AppError } from "../app-error.ts";

const TARGET_NAMES: Record<string, string> = {
  json: "body",
  query: "query parameter",
  param: "path parameter",
  header: "header",
};

/** The details of a zod failure: each field at fault, with the schema's sentence for it. */
export function validationDetails(error: ZodError, target: string): ErrorDetail[] {
  return error.issues.map((issue) => ({
    field:
      issue.path.length > 0 ? issue.path.map(String).join(".") : (TARGET_NAMES[target] ?? target),
    message: issue.message,
  }));
}

/**
 * One 400 for every zod failure, naming each field at fault in `details`. The message is one short
 * sentence: the problem itself when there is one, else how many there are.
 */
export function validationError(error: ZodError, target: string): AppError {
  const details = validationDetails(error, target);
  const name = TARGET_NAMES[target] ?? target;
  const [only] = details;
  const many = target === "json" ? name : `${name}s`;
  let message = `Invalid ${many}: ${details.length} problems, each named in details`;
  if (details.length === 1 && only) {
    if (only.field === name) message = only.message;
    else if (only.message.startsWith(only.field)) message = `Invalid ${name}: ${only.message}`;
    else message = `Invalid ${name}: ${only.field}: ${only.message}`;
  }
  return new AppError("invalid_request", message, { details });
}

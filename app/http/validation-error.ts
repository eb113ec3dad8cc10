import type { ZodError } from "zod";
import type { ErrorDetail } from "../../shared/api/error-schema.ts";
import { AppError } from "../app-error.ts";

const TARGET_NAMES: Record<string, string> = {
  json: "body",
  query: "query parameter",
  param: "path parameter",
  header: "header",
};

/** One 400 for every zod failure, naming each field at fault. */
export function validationError(error: ZodError, target: string): AppError {
  const details: ErrorDetail[] = error.issues.map((issue) => ({
    field:
      issue.path.length > 0 ? issue.path.map(String).join(".") : (TARGET_NAMES[target] ?? target),
    message: issue.message,
  }));
  const summary = details.map((d) =>
    d.message.startsWith(d.field) ? d.message : `${d.field}: ${d.message}`,
  );
  return new AppError(
    "invalid_request",
    `Invalid ${TARGET_NAMES[target] ?? target}: ${summary.join("; ")}`,
    { details },
  );
}

import { z } from "zod";

/** Every `code` the API answers with. Clients switch on these, never on messages. */
export const errorCodes = [
  "invalid_json",
  "invalid_request",
  "unauthorized",
  "forbidden",
  "insufficient_scope",
  "not_found",
  "method_not_allowed",
  "job_archived",
  "app_not_installed",
  "idempotency_key_reused",
  "unknown_branch",
  "payload_too_large",
  "unsupported_media_type",
  "rate_limited",
  "internal_error",
  "github_app_not_configured",
  "model_not_configured",
  "github_unavailable",
  "database_unavailable",
] as const;
export type ErrorCode = (typeof errorCodes)[number];

export const ErrorDetailSchema = z.object({
  field: z.string().meta({ description: "The field or parameter at fault, as a dotted path." }),
  message: z.string(),
});
export type ErrorDetail = z.infer<typeof ErrorDetailSchema>;

/** The most problems one error answer lists; `detailsOmitted` counts the rest. */
export const MAX_ERROR_DETAILS = 100;

export const ErrorBodySchema = z
  .object({
    error: z.string().meta({ description: "What went wrong and how to fix it." }),
    code: z.string().meta({ description: "Stable snake_case code.", example: "invalid_request" }),
    details: z
      .array(ErrorDetailSchema)
      .optional()
      .meta({
        description: `Each problem found, at most ${MAX_ERROR_DETAILS}.`,
      }),
    detailsOmitted: z.number().int().positive().optional().meta({
      description: `How many more problems were found than \`details\` lists (present only then).`,
    }),
  })
  .meta({ id: "Error" });
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

import { z } from "@hono/zod-openapi";
import { ErrorBodySchema } from "../../shared/api/error-schema.ts";

/** The `{projectId}` of every project route. */
export const ProjectParams = z.object({
  projectId: z
    .string()
    .meta({ description: "The project id, as `inkwell projects list` shows it." }),
});

/**
 * OpenAPI error responses for the given statuses, described per route. Typed as adding no keys,
 * so the handlers' return types stay checked against the success schemas only.
 */
export function errorResponses(
  descriptions: Record<number, string>,
  ...statuses: number[]
): Record<never, never> {
  return Object.fromEntries(
    statuses.map((status) => [
      status,
      {
        description: descriptions[status] ?? "Error",
        content: { "application/json": { schema: ErrorBodySchema } },
      },
    ]),
  );
}

/** The optional `Idempotency-Key` header, with what a repeat means on this route. */
export function idempotencyHeaders(description: string) {
  return z.object({
    "idempotency-key": z
      .string()
      .regex(/^[\x21-\x7E]{1,255}$/, {
        error: "Idempotency-Key must be 1 to 255 visible ASCII characters",
      })
      .optional()
      .meta({ description }),
  });
}

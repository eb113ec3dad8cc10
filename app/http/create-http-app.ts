import { OpenAPIHono } from "@hono/zod-openapi";
import { Scalar } from "@scalar/hono-api-reference";
import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import { sql } from "kysely";
import type { ErrorBody, ErrorCode } from "../../shared/api/error-schema.ts";
import type { AppContext } from "../app-context.ts";
import { ApiError } from "./api-error.ts";
import type { HttpEnv } from "./http-env.ts";
import { requestId } from "./request-id.ts";
import { requireApiKey } from "./require-api-key.ts";
import { validationError } from "./validation-error.ts";

export type HttpApp = OpenAPIHono<HttpEnv>;
export type RegisterRoutes = (app: HttpApp) => void;

const API_DESCRIPTION = `Agent jobs and page view analytics for documentation projects.

Every route takes \`Authorization: Bearer ink_…\` (an API key of the project in the path). Errors
are \`{"error", "code", "details"?}\` with the status telling the class of problem; every response
carries \`X-Request-Id\`.`;

/**
 * The HTTP API as one Hono app: request ids, API-key auth for project routes, JSON errors
 * rendered in one place, 404/405 for unknown routes and methods, and the OpenAPI document
 * generated from the same zod schemas that validate requests.
 */
export function createHttpApp(ctx: AppContext, registerRoutes: RegisterRoutes[]): HttpApp {
  const app = new OpenAPIHono<HttpEnv>({
    defaultHook: (result) => {
      if (!result.success) throw validationError(result.error, result.target);
    },
  });

  app.use("*", requestId);
  app.use("/v2/agent/:projectId/*", requireApiKey(ctx));
  app.use("/v1/analytics/:projectId/*", requireApiKey(ctx));

  app.onError((error, c) => renderError(ctx, c, error));
  app.notFound((c) => renderError(ctx, c, unknownRoute(app, c.req.method, c.req.path)));

  for (const register of registerRoutes) register(app);

  app.openAPIRegistry.registerComponent("securitySchemes", "apiKey", {
    type: "http",
    scheme: "bearer",
    description: "An Inkwell API key of the project in the path (ink_…).",
  });
  app.get("/openapi.json", (c) =>
    c.json(
      app.getOpenAPI31Document({
        openapi: "3.1.0",
        info: { title: "Inkwell API", version: "1.0.0", description: API_DESCRIPTION },
        servers: [{ url: ctx.config.publicUrl ?? new URL(c.req.url).origin }],
        security: [{ apiKey: [] }],
      }),
    ),
  );
  app.get("/docs", Scalar({ url: "/openapi.json", pageTitle: "Inkwell API reference" }));
  app.get("/healthz", async (c) => {
    try {
      await sql`select 1`.execute(ctx.db);
      return c.json({ status: "ok", database: "ok" });
    } catch (error) {
      ctx.log.error(
        { err: error, requestId: c.get("requestId") },
        "health check: database unreachable",
      );
      return c.json(
        { error: "The database is unreachable", code: "database_unavailable" satisfies ErrorCode },
        503,
      );
    }
  });
  return app;
}

function renderError(ctx: AppContext, c: Context<HttpEnv>, error: unknown): Response {
  const apiError = toApiError(error);
  const requestIdValue = c.get("requestId");
  if (apiError.status >= 500 && !(error instanceof ApiError)) {
    ctx.log.error(
      { err: error, requestId: requestIdValue, method: c.req.method, path: c.req.path },
      "request failed",
    );
  }
  const body: ErrorBody = { error: apiError.message, code: apiError.code };
  if (apiError.details) body.details = apiError.details;
  for (const [name, value] of Object.entries(apiError.headers ?? {})) c.header(name, value);
  if (requestIdValue) c.header("X-Request-Id", requestIdValue);
  return c.json(body, apiError.status);
}

const HTTP_EXCEPTION_CODES: Partial<Record<number, ErrorCode>> = {
  400: "invalid_json",
  413: "payload_too_large",
  415: "unsupported_media_type",
};

function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof HTTPException && HTTP_EXCEPTION_CODES[error.status]) {
    const code = HTTP_EXCEPTION_CODES[error.status] as ErrorCode;
    const messages: Partial<Record<ErrorCode, string>> = {
      invalid_json: "The request body is not valid JSON",
      payload_too_large: "The request body is too large",
      unsupported_media_type:
        "Send the request body as JSON with the header Content-Type: application/json",
    };
    return new ApiError(error.status as 400 | 413 | 415, code, messages[code] ?? error.message);
  }
  return new ApiError(
    500,
    "internal_error",
    "Something went wrong on our side; it has been logged. Retry later or quote the X-Request-Id to support.",
  );
}

interface RouteTemplate {
  method: string;
  pattern: RegExp;
}

const routeTables = new WeakMap<HttpApp, RouteTemplate[]>();

function routeTemplates(app: HttpApp): RouteTemplate[] {
  let table = routeTables.get(app);
  if (!table) {
    table = app.routes
      .filter((route) => route.method !== "ALL")
      .map((route) => ({
        method: route.method,
        pattern: new RegExp(
          `^${route.path
            .split("/")
            .map((part) =>
              part.startsWith(":") ? "[^/]+" : part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"),
            )
            .join("/")}/?$`,
        ),
      }));
    routeTables.set(app, table);
  }
  return table;
}

/** 405 with `Allow` when the path exists under other methods, else 404. */
function unknownRoute(app: HttpApp, method: string, path: string): ApiError {
  const allowed = [
    ...new Set(
      routeTemplates(app)
        .filter((r) => r.pattern.test(path))
        .map((r) => r.method),
    ),
  ];
  if (allowed.length > 0 && !allowed.includes(method)) {
    if (allowed.includes("GET")) allowed.push("HEAD");
    return new ApiError(
      405,
      "method_not_allowed",
      `${method} is not allowed on ${path}; use ${allowed.join(" or ")}`,
      undefined,
      { Allow: allowed.join(", ") },
    );
  }
  return new ApiError(
    404,
    "not_found",
    `No route ${method} ${path}: see /docs for the API reference`,
  );
}

import type { IncomingMessage } from "node:http";
import { OpenAPIHono } from "@hono/zod-openapi";
import { matchedRoutes } from "hono/route";
import { sql } from "kysely";
import type { AppContext } from "../app-context.ts";
import { AppError } from "../app-error.ts";
import type { ApiKeyRow } from "../db/schema.ts";
import { ApiKeyCache } from "../projects/api-key-cache.ts";
import { activeSpan } from "../tracing.ts";
import { inkwellVersion } from "../version.ts";
import { registerApiReference } from "./api-reference.ts";
import { countRefusedBodies, type RefusedBodyLimit } from "./count-refused-bodies.ts";
import type { HttpEnv } from "./http-env.ts";
import { renderError } from "./render-error.ts";
import { requestId } from "./request-id.ts";
import { requireApiKey } from "./require-api-key.ts";
import { securityHeaders } from "./security-headers.ts";
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
export function createHttpApp(
  ctx: AppContext,
  registerRoutes: RegisterRoutes[],
  options: {
    /** Why a valid key may not be used any more (its maker lost their access), if it may not. */
    checkKeyHolder?: ((key: ApiKeyRow) => Promise<string | undefined>) | undefined;
    /** How bodies refused as too large, too deep or not JSON are counted per key. */
    refusedBodies?: RefusedBodyLimit | undefined;
  } = {},
): HttpApp {
  const app = new OpenAPIHono<HttpEnv>({
    defaultHook: (result) => {
      if (!result.success) throw validationError(result.error, result.target);
    },
  });

  app.use("*", requestId);
  const metrics = ctx.metrics;
  // Middleware that has nothing to do once the handler answered returns `next()` rather than
  // awaiting it: each await is a promise more on every request.
  app.use("*", (c, next) => {
    const span = activeSpan();
    if (!metrics && !span) return next();
    // The route that handles this method and path, matched before any handler runs: named even
    // when a middleware answers first (401).
    const route = matchedRoutes(c).findLast((r) => r.method !== "ALL");
    if (!route) return next();
    const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
    if (metrics && incoming) metrics.nameRoute(incoming, route.path);
    span?.updateName(`HTTP ${c.req.method} ${route.path}`);
    span?.setAttribute("http.route", route.path);
    return next();
  });
  app.use("*", securityHeaders);
  // One cache for every route, so a key is looked up once a second whatever it calls.
  const apiKeys = new ApiKeyCache();
  app.use("/v2/agent/:projectId/*", requireApiKey(ctx, apiKeys, options.checkKeyHolder));
  app.use("/v1/analytics/:projectId/*", requireApiKey(ctx, apiKeys, options.checkKeyHolder));
  if (options.refusedBodies) {
    // Bodies refused as too large, too deep or not JSON count against the key's own limit.
    app.use("/v2/agent/:projectId/*", countRefusedBodies(options.refusedBodies));
    app.use("/v1/analytics/:projectId/*", countRefusedBodies(options.refusedBodies));
  }

  app.onError((error, c) => renderError(ctx, c, error));
  app.notFound((c) => {
    const { method, path } = c.req;
    const allowed = allowedMethods(app, path);
    if (allowed.length > 0 && !allowed.includes(method)) {
      if (allowed.includes("GET")) allowed.push("HEAD");
      c.header("Allow", allowed.join(", "));
      const error = new AppError(
        "method_not_allowed",
        `${method} is not allowed on ${path}; use ${allowed.join(" or ")}`,
      );
      return renderError(ctx, c, error);
    }
    const error = new AppError(
      "not_found",
      `No route ${method} ${path}: see /docs for the API reference`,
    );
    return renderError(ctx, c, error);
  });

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
        info: { title: "Inkwell API", version: inkwellVersion(), description: API_DESCRIPTION },
        // Never the Host header: a forged one would point readers (and "try it out") elsewhere.
        // Without INKWELL_PUBLIC_URL the server is relative: wherever the document was read.
        servers: [{ url: ctx.config.publicUrl ?? "/" }],
        security: [{ apiKey: [] }],
      }),
    ),
  );
  registerApiReference(app, ctx.config.publicUrl);
  // Checks that arrive while one is on its way to the database share its answer: it left at most
  // one round trip ago, and a flood of checks then costs the database one query at a time.
  let ping: Promise<unknown> | undefined;
  const pingDatabase = () => {
    ping ??= sql`select 1`.execute(ctx.db).finally(() => {
      ping = undefined;
    });
    return ping;
  };
  app.get("/healthz", async (c) => {
    // A stopping server still answers the requests it gets, but a load balancer should send no more.
    if (ctx.draining?.aborted) return c.json({ status: "draining" }, 503);
    try {
      await pingDatabase();
      return c.json({ status: "ok", database: "ok" });
    } catch (error) {
      ctx.log.error(
        { err: error, requestId: c.get("requestId") },
        "health check: database unreachable",
      );
      throw new AppError("database_unavailable", "The database is unreachable");
    }
  });
  return app;
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

/** The methods of the routes whose pattern matches the path, if any. */
function allowedMethods(app: HttpApp, path: string): string[] {
  return [
    ...new Set(
      routeTemplates(app)
        .filter((r) => r.pattern.test(path))
        .map((r) => r.method),
    ),
  ];
}

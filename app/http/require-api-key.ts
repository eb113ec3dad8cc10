import { createMiddleware } from "hono/factory";
import type { AppContext } from "../app-context.ts";
import { AppError } from "../app-error.ts";
import type { ApiKeyRow } from "../db/schema.ts";
import { checkApiKey } from "../projects/api-key.service.ts";
import type { ApiKeyCache } from "../projects/api-key-cache.ts";
import type { ApiScope } from "../projects/api-scope.ts";
import type { HttpEnv } from "./http-env.ts";
import { requestHeader } from "./request-header.ts";

function unauthorized(message: string): AppError {
  return new AppError("unauthorized", message);
}

/**
 * Authenticates `Authorization: Bearer ink_…` for routes under `…/{projectId}/…`: 401 for a
 * missing, malformed, unknown, expired or revoked key; 403 for a key of another project (the same
 * answer whether or not that project exists) or a key without the scope the method needs.
 */
export function requireApiKey(
  ctx: Pick<AppContext, "db" | "clock">,
  cache?: ApiKeyCache,
  /** Why a valid key may not be used any more (its maker lost their access), if it may not. */
  checkKeyHolder?: (key: ApiKeyRow) => Promise<string | undefined>,
) {
  return createMiddleware<HttpEnv>(async (c, next) => {
    const header = requestHeader(c, "authorization");
    if (!header) {
      throw unauthorized("Send your API key in the header Authorization: Bearer ink_…");
    }
    const match = /^Bearer[ ]+(\S+)\s*$/i.exec(header);
    if (!match?.[1]) {
      throw unauthorized(
        "The Authorization header must be Bearer followed by an Inkwell API key (ink_…)",
      );
    }
    const check = await checkApiKey(ctx.db, match[1], ctx.clock.now(), cache);
    if (!check.ok) {
      const messages = {
        malformed:
          "That is not an Inkwell API key: keys start with ink_ (create one with `inkwell keys create`)",
        unknown:
          "The API key is not valid: check it, or create a new one with `inkwell keys create`",
        revoked: "The API key was revoked: create a new one with `inkwell keys create`",
        expired: "The API key has expired: create a new one with `inkwell keys create`",
      } as const;
      throw unauthorized(messages[check.reason]);
    }
    const key = check.key;
    const refusal = await checkKeyHolder?.(key);
    if (refusal) throw unauthorized(refusal);
    const projectId = c.req.param("projectId");
    if (projectId !== key.project_id) {
      throw new AppError("forbidden", "This API key does not give access to that project");
    }
    const needed: ApiScope = c.req.method === "GET" || c.req.method === "HEAD" ? "read" : "write";
    if (!key.scopes.includes(needed)) {
      throw new AppError(
        "insufficient_scope",
        `This API key lacks the ${needed} scope that ${c.req.method} requests need, and a key's scopes cannot be changed: create a key with the ${needed} scope (inkwell keys create --project ${key.project_id} --scope ${needed}, or on the project's API keys page)`,
      );
    }
    c.set("auth", { projectId: key.project_id, keyId: key.id, scopes: key.scopes as ApiScope[] });
    await next();
  });
}

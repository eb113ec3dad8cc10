import { createMiddleware } from "hono/factory";
import { randomBase62 } from "../random-base62.ts";
import { currentRequestId } from "../request-scope.ts";
import type { HttpEnv } from "./http-env.ts";

const ACCEPTABLE = /^[\w.:-]{8,128}$/u;

/** A caller's own X-Request-Id when it is sane, else a new one. */
export function pickRequestId(presented: string | string[] | undefined): string {
  const value = Array.isArray(presented) ? presented[0] : presented;
  return value && ACCEPTABLE.test(value) ? value : `req_${randomBase62(20)}`;
}

/** The id the server's front door gave this request, or (without one) a sane caller's or a new one. */
export const requestId = createMiddleware<HttpEnv>((c, next) => {
  const given = currentRequestId();
  const id = given ?? pickRequestId(c.req.header("x-request-id"));
  c.set("requestId", id);
  // The front door has put its id on the Node response already; setting it here too would make
  // every response build a Headers object.
  if (given === undefined) c.header("X-Request-Id", id);
  return next();
});

import type { IncomingMessage } from "node:http";
import type { Context } from "hono";

/**
 * A request header as `c.req.header(name)` reads it (repeats joined with ", "), taken from the
 * Node request's raw headers when Node serves the app: Hono's own reading first builds a Fetch
 * `Headers` of every header the request carries, which cost more than a poll's route. `name` is
 * lower case.
 */
export function requestHeader(c: Context, name: string): string | undefined {
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  if (!incoming) return c.req.header(name);
  const raw = incoming.rawHeaders;
  let value: string | undefined;
  for (let i = 0; i < raw.length; i += 2) {
    const key = raw[i] as string;
    if (key.length !== name.length || key.toLowerCase() !== name) continue;
    const next = raw[i + 1] as string;
    value = value === undefined ? next : `${value}, ${next}`;
  }
  return value;
}

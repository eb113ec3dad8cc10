import { isLoopbackHost } from "./is-loopback-host.ts";

/**
 * Why an API URL must not be used, or undefined when it is fine:
 * - `not_a_url`, `not_http`: it cannot be the base URL of an Inkwell server;
 * - `credentials`: a user name or password in it would travel with every request and show in logs;
 * - `plain_http`: the API key would cross the network readable by anyone on the way. Plain HTTP is
 *   accepted for a loopback host (a server on the same machine) or when the caller explicitly allows it.
 */
export type ApiUrlProblem = "not_a_url" | "not_http" | "credentials" | "plain_http";

export function findApiUrlProblem(
  apiUrl: string,
  options: { allowInsecureHttp: boolean },
): ApiUrlProblem | undefined {
  if (!URL.canParse(apiUrl)) return "not_a_url";
  const url = new URL(apiUrl);
  if (url.protocol !== "https:" && url.protocol !== "http:") return "not_http";
  if (url.username || url.password) return "credentials";
  if (url.protocol === "http:" && !options.allowInsecureHttp && !isLoopbackHost(url.hostname)) {
    return "plain_http";
  }
  return undefined;
}

import type { LoggerOptions } from "pino";

/** Query parameters that carry a one-time credential (the OAuth callback's code). */
const SECRET_QUERY = /([?&](?:code|state)=)[^&#]*/g;

/**
 * What the logger never writes, wherever it appears: API keys in Authorization headers, cookies
 * (the dashboard's session), the cookies the server sets, and the OAuth code in a callback's URL. Probot's access log records
 * each request's headers and URL, so the rules sit on the root logger that it derives from.
 */
export const logRedaction: NonNullable<LoggerOptions["redact"]> = {
  paths: [
    "req.headers.authorization",
    "req.headers.cookie",
    'res.headers["set-cookie"]',
    "req.url",
  ],
  censor: (value: unknown, path: string[]) =>
    path.at(-1) === "url" && typeof value === "string"
      ? value.replace(SECRET_QUERY, "$1[redacted]")
      : "[redacted]",
};

import type { LoggerOptions } from "pino";
import type { Config } from "./config.ts";

/**
 * Everything Inkwell knows about keeping secrets out of its logs, in one place. Three layers,
 * because log lines come from code Inkwell does not own (Probot's access log, its webhook errors,
 * Octokit) as well as its own:
 *
 * 1. `logRedaction.paths`: the request and response headers that carry credentials, wherever a
 *    logger records headers (Probot's access log records all of them).
 * 2. `serializeError`: an error keeps its name, message, stack, codes and causes, never the request
 *    or response it carries (a model provider's error holds the whole prompt and the repository
 *    text sent with it; an Octokit error holds the request body, which may be file contents).
 * 3. `createLineScrubber`: the finished line is searched for anything shaped like a credential
 *    (API keys, share links' tokens, GitHub tokens, PEM keys, bearer tokens, one-time codes in
 *    URLs, including inside messages such as the access log's `GET /path?code=…` or
 *    `GET /share/shr_…`) and for the configured secrets themselves, so a secret that reaches a
 *    message or an unexpected field is still replaced.
 */

const REDACTED = "[redacted]";

export const logRedaction: NonNullable<LoggerOptions["redact"]> = {
  paths: [
    "req.headers.authorization",
    'req.headers["proxy-authorization"]',
    "req.headers.cookie",
    'req.headers["x-hub-signature"]',
    'req.headers["x-hub-signature-256"]',
    'req.headers["x-inkwell-setup-token"]',
    'res.headers["set-cookie"]',
  ],
  censor: REDACTED,
};

/** Properties of an error worth logging; anything else (requests, responses, payloads) is dropped. */
const ERROR_FIELDS = ["code", "status", "statusCode", "isRetryable", "reason", "url"] as const;
/** Errors nest: a cause, the attempts of a retry, the members of an AggregateError. */
const NESTED_ERRORS = ["cause", "lastError"] as const;
const NESTED_ERROR_LISTS = ["errors", "aggregateErrors"] as const;
/** Messages may quote what they failed on (a model's tool input, a response body): kept short. */
const MAX_MESSAGE_CHARS = 500;
const MAX_DEPTH = 4;

export interface SerializedError {
  type: string;
  message: string;
  stack?: string;
  [field: string]: unknown;
}

/** The `err` serializer of every Inkwell logger: an allow-list, so new error shapes leak nothing. */
export function serializeError(error: unknown, depth = 0): SerializedError | unknown {
  if (!(error instanceof Error)) {
    return typeof error === "string" ? shorten(error) : error;
  }
  const source = error as Error & Record<string, unknown>;
  const serialized: SerializedError = {
    type: error.name || error.constructor?.name || "Error",
    message: shorten(error.message),
  };
  if (error.stack) serialized.stack = error.stack;
  for (const field of ERROR_FIELDS) {
    const value = source[field];
    if (typeof value === "string" || typeof value === "number" || typeof value === "boolean") {
      serialized[field] = typeof value === "string" ? shorten(value) : value;
    }
  }
  if (depth < MAX_DEPTH) {
    for (const field of NESTED_ERRORS) {
      if (source[field] !== undefined) serialized[field] = serializeError(source[field], depth + 1);
    }
    for (const field of NESTED_ERROR_LISTS) {
      const list = source[field];
      if (Array.isArray(list)) {
        serialized[field] = list.slice(0, 5).map((item) => serializeError(item, depth + 1));
      }
    }
  }
  return serialized;
}

function shorten(text: string): string {
  return text.length > MAX_MESSAGE_CHARS ? `${text.slice(0, MAX_MESSAGE_CHARS)}…` : text;
}

/** The configured values that must never appear in a log line. */
export function configuredSecrets(config: Readonly<Config>): string[] {
  return [
    config.github?.webhookSecret,
    config.github?.privateKey,
    config.model?.apiKey,
    config.dashboard?.clientSecret,
    config.dashboard?.secret,
  ].filter((secret): secret is string => typeof secret === "string" && secret.length >= 6);
}

/** Shapes of credentials, matched inside a serialized JSON line (newlines appear as `\n`). */
const CREDENTIAL_SHAPES: [RegExp, string][] = [
  // PEM blocks, whole or cut off before their end line.
  [/-----BEGIN [A-Z0-9 ]*-----(?:[^"\\]|\\.)*?(?:-----END [A-Z0-9 ]*-----|(?="))/g, REDACTED],
  // Inkwell API keys, and the tokens of share links (in the path of every shared page's request).
  [/\bink_[0-9A-Za-z]{8,}/g, REDACTED],
  [/\bshr_[0-9A-Za-z]{8,}/g, REDACTED],
  // GitHub tokens: installation, user, OAuth, refresh and personal access tokens.
  [/\bgh[posur]_[0-9A-Za-z]{8,}/g, REDACTED],
  [/\bgithub_pat_[0-9A-Za-z_]{8,}/g, REDACTED],
  // Credentials after an HTTP authentication scheme, wherever they are quoted.
  [/\b(Bearer|Basic)(\s+)[\w.~+/=-]{8,}/g, `$1$2${REDACTED}`],
  // One-time values in query strings: OAuth codes and states, tokens, keys.
  [
    /([?&](?:code|state|token|access_token|refresh_token|client_secret|key|api_key|setup_token)=)[^&#"\s\\]*/gi,
    `$1${REDACTED}`,
  ],
];

/**
 * True of every line in which some shape above could match (and of some others): the words they
 * start with, in any case. Most lines (a request's access line) contain none, and one search is
 * cheaper than a replace per shape.
 */
const MAY_HOLD_CREDENTIAL =
  /-----BEGIN|ink_|shr_|gh[posur]_|github_pat_|bearer|basic|[?&](?:code|state|token|access_token|refresh_token|client_secret|key|api_key|setup_token)=/i;

/**
 * A function that takes one serialized log line and returns it with every credential replaced.
 * `secrets` are matched literally, as they appear once JSON-encoded.
 */
export function createLineScrubber(secrets: readonly string[]): (line: string) => string {
  const literals = [
    ...new Set(secrets.flatMap((secret) => [secret, JSON.stringify(secret).slice(1, -1)])),
  ]
    .filter((secret) => secret.length >= 6)
    .sort((a, b) => b.length - a.length);
  return (line) => {
    let scrubbed = line;
    for (const literal of literals) {
      if (scrubbed.includes(literal)) scrubbed = scrubbed.replaceAll(literal, REDACTED);
    }
    if (!MAY_HOLD_CREDENTIAL.test(scrubbed)) return scrubbed;
    for (const [shape, replacement] of CREDENTIAL_SHAPES) {
      scrubbed = scrubbed.replace(shape, replacement);
    }
    return scrubbed;
  };
}

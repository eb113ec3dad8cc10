import { createHmac, timingSafeEqual } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Logger } from "pino";
import type { ErrorBody, ErrorCode } from "../../shared/api/error-schema.ts";
import { WEBHOOK_PATH } from "../config.ts";
import { formatBytes } from "../format-bytes.ts";
import { inRequestScope } from "../request-scope.ts";
import { contextOfHeaders, SpanKind, startSpan, withContext } from "../tracing.ts";
import { logWhenAnswered } from "./access-log.ts";
import { httpStatusOf } from "./render-error.ts";
import { pickRequestId } from "./request-id.ts";
import { BASE_SECURITY_HEADERS } from "./security-headers.ts";

const SECURITY_HEADER_ENTRIES = Object.entries(BASE_SECURITY_HEADERS);

/** GitHub caps a webhook payload at 25 MiB; nothing larger is a delivery from GitHub. */
export const WEBHOOK_MAX_BYTES = 25 * 1024 * 1024;

type NodeHandler = (req: IncomingMessage, res: ServerResponse) => void;

export interface FrontDoorOptions {
  /** Webhooks are refused, unread, while no webhook secret is configured. */
  webhooksEnabled: boolean;
  /** A delivery not signed with it is refused here, in one warning line, before Probot sees it. */
  webhookSecret?: string | undefined;
  log: Logger;
}

export interface FrontDoorHandlers {
  /** Webhook deliveries, once admitted: Probot checks the signature and runs the handlers. */
  webhooks: NodeHandler;
  /** Every other request, with its pathname (undefined for a URL that does not parse). */
  inkwell: (req: IncomingMessage, res: ServerResponse, pathname: string | undefined) => void;
}

/**
 * What every request goes through first: one request id, set on the request, the response and the
 * log scope of everything the request causes; the security headers every response carries; the
 * access line, written when the answer is out (no headers: serialising them cost more than a
 * poll's route); and the webhook route's own limits, checked before a byte of the body is parsed,
 * so the signature check only ever reads a bounded, fully received body.
 */
export function frontDoor(options: FrontDoorOptions, handlers: FrontDoorHandlers): NodeHandler {
  // The access line carries no headers, so no redaction path can match it: its logger skips
  // them (they cost more than the line). Whatever is written still passes the line scrubber.
  const accessLog = options.log.child({ name: "http" }, { redact: [] });
  return (req, res) => {
    const requestId = pickRequestId(req.headers["x-request-id"]);
    req.headers["x-request-id"] = requestId;
    res.setHeader("X-Request-Id", requestId);
    for (const [name, value] of SECURITY_HEADER_ENTRIES) res.setHeader(name, value);
    // The request's span: a child of the caller's trace when it sent `traceparent`. It is named
    // by its route pattern once a route answers (create-http-app.ts), never by the raw path.
    const method = req.method ?? "GET";
    const { span, context } = startSpan(
      `HTTP ${method}`,
      { "http.request.method": method, "inkwell.request_id": requestId },
      { kind: SpanKind.SERVER, parent: contextOfHeaders(req.headers) },
    );
    if (span.isRecording()) {
      res.once("close", () => {
        span.setAttribute("http.response.status_code", res.statusCode);
        if (res.statusCode >= 500) span.setStatus({ code: 2 });
        span.end();
      });
    }
    withContext(context, () =>
      inRequestScope(requestId, () => {
        logWhenAnswered(accessLog, requestId, req, res);
        const path = pathnameOf(req.url);
        if (path !== WEBHOOK_PATH) {
          handlers.inkwell(req, res, path);
          return;
        }
        if (req.method !== "POST") {
          refuse(options.log, req, res, "method_not_allowed", "Webhooks are delivered with POST");
          return;
        }
        if (span.isRecording()) {
          span.updateName(`HTTP ${method} ${WEBHOOK_PATH}`);
          span.setAttribute("http.route", WEBHOOK_PATH);
        }
        admitWebhook(options, req, res).then(
          (admitted) => {
            if (admitted) handlers.webhooks(req, res);
          },
          (error: unknown) => {
            options.log.error({ err: error }, "webhook could not be read");
            if (!res.headersSent) res.writeHead(500).end();
          },
        );
      }),
    );
  };
}

/**
 * The pathname as @octokit/webhooks reads it (a trailing slash dropped), so both agree on which
 * requests are deliveries; undefined for a URL that does not parse.
 */
export function pathnameOf(url: string | undefined): string | undefined {
  // Most requests: plain segments, no dot segments, escapes or empty segments, which the URL
  // parser would leave as they are.
  const simple = url === undefined ? null : SIMPLE_PATH.exec(url);
  if (simple) return trimTrailingSlashes(simple[0]);
  try {
    return trimTrailingSlashes(new URL(url ?? "/", "http://localhost").pathname);
  } catch {
    return undefined;
  }
}

const SIMPLE_PATH = /^\/(?:[\w~-][\w.~-]*\/)*(?:[\w~-][\w.~-]*)?(?=\?|$)/;

function trimTrailingSlashes(pathname: string): string {
  // A loop, not /\/+$/: that pattern retries at every slash of a long run (quadratic).
  let end = pathname.length;
  while (end > 1 && pathname.charCodeAt(end - 1) === 47) end--;
  return pathname.slice(0, end);
}

/**
 * Reads a webhook body of at most WEBHOOK_MAX_BYTES and leaves it where @octokit/webhooks looks
 * first (`rawBody`), or answers the request itself and returns false.
 */
async function admitWebhook(
  options: FrontDoorOptions,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<boolean> {
  if (!options.webhooksEnabled) {
    refuse(
      options.log,
      req,
      res,
      "github_app_not_configured",
      "Webhooks are refused until the GitHub App is configured (APP_ID, PRIVATE_KEY, WEBHOOK_SECRET)",
    );
    return false;
  }
  const declared = Number(req.headers["content-length"]);
  if (Number.isFinite(declared) && declared > WEBHOOK_MAX_BYTES) {
    refuseTooLarge(options.log, req, res);
    return false;
  }
  const body = await readBounded(req, WEBHOOK_MAX_BYTES);
  if (body === "too large") {
    refuseTooLarge(options.log, req, res);
    return false;
  }
  if (body === "aborted") return false;
  const signature = req.headers["x-hub-signature-256"];
  if (options.webhookSecret && !signedWith(options.webhookSecret, body, signature)) {
    // Probot would log it as two errors with their stacks; a forged delivery is worth one line.
    refuse(
      options.log,
      req,
      res,
      "unauthorized",
      "The webhook's X-Hub-Signature-256 does not match its payload signed with the app's webhook secret",
      "webhook refused: its signature does not match the payload and WEBHOOK_SECRET (if GitHub sent it, set the same secret on the app's settings page)",
    );
    return false;
  }
  Object.assign(req, { body: {}, rawBody: body });
  return true;
}

/** True when `signature` is `sha256=` and the HMAC of the body with the secret, compared in constant time. */
function signedWith(
  secret: string,
  body: Buffer,
  signature: string | string[] | undefined,
): boolean {
  if (typeof signature !== "string" || !signature.startsWith("sha256=")) return false;
  const given = Buffer.from(signature.slice("sha256=".length), "hex");
  const expected = createHmac("sha256", secret).update(body).digest();
  return given.length === expected.length && timingSafeEqual(given, expected);
}

function readBounded(
  req: IncomingMessage,
  maxBytes: number,
): Promise<Buffer | "too large" | "aborted"> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let total = 0;
    const onData = (chunk: Buffer) => {
      total += chunk.length;
      if (total > maxBytes) {
        cleanup();
        req.pause();
        resolve("too large");
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = () => {
      cleanup();
      resolve(Buffer.concat(chunks, total));
    };
    const onAbort = () => {
      cleanup();
      resolve("aborted");
    };
    const cleanup = () => {
      req.off("data", onData);
      req.off("end", onEnd);
      req.off("error", onAbort);
      req.off("close", onClose);
    };
    const onClose = () => {
      if (!req.complete) onAbort();
    };
    req.on("data", onData);
    req.on("end", onEnd);
    req.on("error", onAbort);
    req.on("close", onClose);
  });
}

function refuseTooLarge(log: Logger, req: IncomingMessage, res: ServerResponse): void {
  refuse(
    log,
    req,
    res,
    "payload_too_large",
    `A webhook body must be at most ${formatBytes(WEBHOOK_MAX_BYTES)}`,
  );
}

/**
 * Answers with Inkwell's error shape. A body left unread cannot be skipped on the same
 * connection, so the connection is closed once the answer is out.
 */
function refuse(
  log: Logger,
  req: IncomingMessage,
  res: ServerResponse,
  code: ErrorCode,
  message: string,
  /** Set: the refusal is logged as this warning rather than as a routine line. */
  warning?: string,
): void {
  const body: ErrorBody = { error: message, code };
  const unread = !req.complete;
  const status = httpStatusOf(code);
  const fields = { method: req.method, path: WEBHOOK_PATH, status, code };
  if (warning) log.warn(fields, warning);
  else log.info(fields, "webhook refused");
  res.writeHead(status, {
    "Content-Type": "application/json",
    ...(code === "method_not_allowed" ? { Allow: "POST" } : {}),
    ...(unread ? { Connection: "close" } : {}),
  });
  res.end(JSON.stringify(body), () => {
    if (unread) req.destroy();
  });
}

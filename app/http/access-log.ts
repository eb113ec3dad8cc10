import type { IncomingMessage, ServerResponse } from "node:http";
import type { Logger } from "pino";

/**
 * Writes the access line of a request Inkwell answers itself, once its response has ended or its
 * connection closed. The line Probot's access log (pino-http) writes, under the same name and
 * message, without the headers: serialising and redacting every header of every request cost
 * more than the route that answers a poll.
 */
export function logWhenAnswered(
  log: Logger,
  requestId: string,
  req: IncomingMessage,
  res: ServerResponse,
): void {
  const started = Date.now();
  // Read now: a connection that closes before the answer no longer knows its peer.
  const { remoteAddress, remotePort } = req.socket;
  res.once("close", () => {
    const responseTime = Date.now() - started;
    log.info(
      {
        requestId,
        req: {
          id: requestId,
          method: req.method,
          url: req.url,
          remoteAddress,
          remotePort,
        },
        res: { statusCode: res.statusCode },
        responseTime,
        // The connection closed before the answer was complete.
        ...(res.writableEnded ? {} : { aborted: true }),
      },
      `${req.method} ${req.url} ${res.statusCode} - ${responseTime}ms`,
    );
  });
}

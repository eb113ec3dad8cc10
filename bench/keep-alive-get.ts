import http from "node:http";

export interface KeepAliveGet {
  /** GETs `path` on one kept-alive connection; the answer's status and body. */
  (path: string, headers?: Record<string, string>): Promise<{ status: number; body: string }>;
  close(): void;
}

/**
 * A client of one kept-alive connection for latency samples taken one GET at a time, as a
 * dashboard or script makes them: `node:http` itself, whose own cost per GET is about a third of
 * `fetch`'s on this kind of machine (undici's Request, Headers and Response objects), so that a
 * sample is mostly the server's time.
 */
export function keepAliveGet(baseUrl: string): KeepAliveGet {
  const target = new URL(baseUrl);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const get = ((path: string, headers: Record<string, string> = {}) =>
    new Promise((resolve, reject) => {
      const request = http.request(
        { host: target.hostname, port: target.port, path, headers, agent },
        (response) => {
          const chunks: Buffer[] = [];
          response.on("data", (chunk: Buffer) => chunks.push(chunk));
          response.on("end", () =>
            resolve({
              status: response.statusCode ?? 0,
              body: Buffer.concat(chunks).toString("utf8"),
            }),
          );
          response.on("error", reject);
        },
      );
      request.on("error", reject);
      request.end();
    })) as KeepAliveGet;
  get.close = () => agent.destroy();
  return get;
}

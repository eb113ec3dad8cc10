import { createHmac } from "node:crypto";
import http from "node:http";
import type { Socket } from "node:net";
import nock from "nock";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { useTestServer } from "#testkit/app/test-server.ts";
import { TEST_WEBHOOK_SECRET } from "#testkit/github/github-app-credentials.ts";
import { WEBHOOK_MAX_BYTES } from "../../app/http/front-door.ts";
import { SERVER_TIMEOUTS } from "../../app/start-server.ts";

interface RawAnswer {
  status: number;
  body: string;
  connection: string | undefined;
}

/**
 * A webhook request written by hand: `declaredLength` goes in Content-Length (or none is sent and
 * the body is chunked), then `chunks` of the body are written until the server answers.
 */
function sendWebhook(
  url: string,
  options: { declaredLength?: number; chunkBytes: number; chunks: number },
): Promise<RawAnswer & { written: number }> {
  return new Promise((resolve, reject) => {
    let written = 0;
    let answered = false;
    const req = http.request(`${url}/api/github/webhooks`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "x-github-event": "ping",
        "x-github-delivery": "big-1",
        "x-hub-signature-256": "sha256=00",
        ...(options.declaredLength === undefined
          ? {}
          : { "content-length": String(options.declaredLength) }),
      },
    });
    req.on("response", (res) => {
      answered = true;
      let body = "";
      res.on("data", (chunk: Buffer) => {
        body += chunk.toString();
      });
      res.on("end", () =>
        resolve({
          status: res.statusCode ?? 0,
          body,
          connection: res.headers.connection,
          written,
        }),
      );
    });
    req.on("error", (error) => {
      if (!answered) reject(error);
    });
    const chunk = Buffer.alloc(options.chunkBytes, 0x20);
    const writeMore = (left: number) => {
      if (answered || left === 0 || req.destroyed) return;
      written += chunk.length;
      if (req.write(chunk)) setImmediate(() => writeMore(left - 1));
      else req.once("drain", () => writeMore(left - 1));
    };
    writeMore(options.chunks);
  });
}

describe("webhook bodies and the server's timeouts", () => {
  const { server } = useTestServer("pglite", { env: { LOG_LEVEL: "debug" } });
  // What the server does to a client still writing is seen on a real socket, not through nock's
  // interceptor, which a file the worker ran before may have put in place of it (`http.request`
  // is read at each call, so the restored one is used).
  let nockWasActive = false;
  beforeAll(() => {
    nockWasActive = nock.isActive();
    if (nockWasActive) nock.restore();
  });
  afterAll(() => {
    if (nockWasActive) nock.activate();
  });
  const received = () => server.logs.filter((line) => /event received/.test(line.msg)).length;

  it("answers 413 to a declared length over 25 MiB without reading the body", async () => {
    const before = received();
    const answer = await sendWebhook(server.url, {
      declaredLength: WEBHOOK_MAX_BYTES + 1,
      chunkBytes: 64 * 1024,
      chunks: 16,
    });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toMatchObject({ code: "payload_too_large" });
    expect(JSON.parse(answer.body).error).toContain("25 MiB");
    expect(answer.connection).toBe("close");
    expect(received()).toBe(before);
  });

  it("stops reading a streamed body without Content-Length once it passes 25 MiB", async () => {
    const before = received();
    const sockets: Socket[] = [];
    const onConnection = (socket: Socket) => sockets.push(socket);
    server.httpServer.on("connection", onConnection);
    // The server closes the connection with the client still sending: the client may see the
    // 413, or only the reset, depending on which reaches it first.
    const answer = await sendWebhook(server.url, { chunkBytes: 1024 * 1024, chunks: 64 }).catch(
      (error: NodeJS.ErrnoException) => error.code,
    );
    server.httpServer.off("connection", onConnection);
    if (typeof answer === "object") expect(answer.status).toBe(413);
    else expect(answer).toMatch(/ECONNRESET|EPIPE/);
    // What the server read: the limit and what was in flight, not the 64 MiB the client sent.
    const read = sockets.reduce((sum, socket) => sum + socket.bytesRead, 0);
    expect(read).toBeGreaterThan(WEBHOOK_MAX_BYTES);
    expect(read).toBeLessThan(WEBHOOK_MAX_BYTES + 8 * 1024 * 1024);
    expect(received()).toBe(before);
  });

  it("still takes a signed delivery under the limit", async () => {
    const payload = JSON.stringify({ zen: "Keep it logically awesome.", hook_id: 1 });
    const res = await server.request("/api/github/webhooks", {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "x-github-event": "ping",
        "x-github-delivery": "small-1",
        "x-hub-signature-256": `sha256=${createHmac("sha256", TEST_WEBHOOK_SECRET).update(payload).digest("hex")}`,
      },
      body: payload,
    });
    expect(res.status).toBe(200);
  });

  it("sets its header, request and keep-alive timeouts on purpose", () => {
    const { httpServer } = server;
    expect(httpServer.headersTimeout).toBe(SERVER_TIMEOUTS.headersTimeout);
    expect(httpServer.requestTimeout).toBe(SERVER_TIMEOUTS.requestTimeout);
    expect(httpServer.keepAliveTimeout).toBe(SERVER_TIMEOUTS.keepAliveTimeout);
    // Longer than the 60 s idle timeout of common load balancers, so they close first.
    expect(httpServer.keepAliveTimeout).toBeGreaterThan(60_000);
    expect(httpServer.requestTimeout).toBeLessThan(300_000);
  });
});

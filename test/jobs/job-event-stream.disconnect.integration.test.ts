import http from "node:http";
import net from "node:net";
import { setTimeout as wait } from "node:timers/promises";
import { sql } from "kysely";
import { beforeAll, describe, expect, it } from "vitest";
import { useTestServer } from "#testkit/app/test-server.ts";
import { createProjectWithKey, type ProjectWithKey, seedJob } from "#testkit/database/seed.ts";
import { oneDatabaseKind } from "#testkit/database/test-database.ts";

// Long streams and a long heartbeat: only the client's going away can end them.
const streamEnv = {
  INKWELL_EVENT_STREAM_SECONDS: "600",
  INKWELL_EVENT_STREAM_HEARTBEAT_SECONDS: "300",
  INKWELL_EVENT_STREAMS_PER_KEY: "50",
  INKWELL_EVENT_STREAMS_PER_PROJECT: "3",
};

describe.each(oneDatabaseKind())("event stream places when clients go away, on %s", (kind) => {
  const { server, database } = useTestServer(kind, { env: streamEnv });
  let owner: ProjectWithKey;
  let jobId: string;

  beforeAll(async () => {
    owner = await createProjectWithKey(server.ctx);
    jobId = "job_0000000000000000000001";
    await seedJob(database.db, {
      id: jobId,
      projectId: owner.project.id,
      prompt: "Document the flag",
      repository: "https://github.com/acme/docs",
      at: server.clock.now(),
    });
  });

  /** Opens a stream on a raw socket; resolves with its status and the request, once bytes came. */
  function openRaw(): Promise<{ status: number; request: http.ClientRequest }> {
    return new Promise((resolve, reject) => {
      const request = http.get(
        `${server.url}/v2/agent/${owner.project.id}/job/${jobId}/events`,
        { headers: { authorization: `Bearer ${owner.key}`, accept: "text/event-stream" } },
        (res) => {
          if (res.statusCode !== 200) {
            res.resume();
            resolve({ status: res.statusCode ?? 0, request });
            return;
          }
          res.once("data", () => resolve({ status: 200, request }));
        },
      );
      request.on("error", (error) => {
        if (!request.destroyed) reject(error);
      });
    });
  }

  /**
   * Three streams at once (the project's limit), as soon as the server has seen the earlier
   * clients go (at most ~5 s): their statuses, with those that got a place kept open.
   */
  async function threeStreamsOnceFree(): Promise<Awaited<ReturnType<typeof openRaw>>[]> {
    let opened: Awaited<ReturnType<typeof openRaw>>[] = [];
    for (let attempt = 0; attempt < 50; attempt++) {
      opened = await Promise.all([openRaw(), openRaw(), openRaw()]);
      if (opened.every((o) => o.status === 200)) break;
      for (const o of opened) o.request.destroy();
      await wait(100);
    }
    return opened;
  }

  it("gives a stream's place back when its client drops the connection mid-stream", async () => {
    for (let round = 0; round < 4; round++) {
      const opened = await threeStreamsOnceFree();
      expect(opened.map((o) => o.status)).toEqual([200, 200, 200]);
      // The project is full while they are open.
      const refused = await openRaw();
      expect(refused.status).toBe(429);
      // Abruptly: the sockets are destroyed, with no end of the request.
      for (const o of opened) o.request.destroy();
    }
    const again = await threeStreamsOnceFree();
    for (const o of again) o.request.destroy();
    expect(again.map((o) => o.status)).toEqual([200, 200, 200]);
  });

  it("gives the place back when the client goes before the first byte is written", async () => {
    const { port } = new URL(server.url);
    for (let round = 0; round < 4; round++) {
      // The requests arrive while the jobs table is locked, so the server is still looking the
      // job up when their clients close the connection.
      const sockets = await database.db.transaction().execute(async (trx) => {
        await sql`lock table jobs in access exclusive mode`.execute(trx);
        const opened = Array.from({ length: 3 }, () => {
          const socket = net.connect(Number(port), "127.0.0.1");
          socket.on("error", () => undefined);
          socket.write(
            `GET /v2/agent/${owner.project.id}/job/${jobId}/events HTTP/1.1\r\nHost: localhost\r\nAuthorization: Bearer ${owner.key}\r\nAccept: text/event-stream\r\n\r\n`,
          );
          return socket;
        });
        await wait(300);
        for (const socket of opened) socket.destroy();
        await wait(100);
        return opened;
      });
      expect(sockets.every((socket) => socket.destroyed)).toBe(true);
      // Every place came back: the project's three streams open again.
      const again = await threeStreamsOnceFree();
      for (const o of again) o.request.destroy();
      expect(again.map((o) => o.status)).toEqual([200, 200, 200]);
    }
  });
});

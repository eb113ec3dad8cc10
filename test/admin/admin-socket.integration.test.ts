import { stat } from "node:fs/promises";
import { request } from "node:http";
import os from "node:os";
import path from "node:path";
import pino from "pino";
import { afterAll, describe, expect, it } from "vitest";
import { createTestClock } from "#testkit/app/test-clock.ts";
import { useTestDatabase } from "#testkit/database/test-database.ts";
import {
  adminSocketPath,
  listenForAdminCommands,
} from "../../app/admin/listen-for-admin-commands.ts";
import { sendAdminCommand } from "../../app/cli/send-admin-command.ts";
import { loadConfig } from "../../app/config.ts";

/** One raw request on the socket: the status, or the error if the server dropped it. */
function raw(socketPath: string, urlPath: string, body: string | Buffer): Promise<number | string> {
  return new Promise((resolve) => {
    const req = request({ socketPath, path: urlPath, method: "POST" }, (res) => {
      res.resume();
      res.on("end", () => resolve(res.statusCode ?? 0));
    });
    req.on("error", (error: NodeJS.ErrnoException) => resolve(error.code ?? "error"));
    req.end(body);
  });
}

describe("the admin socket", () => {
  const database = useTestDatabase("pglite");
  const servers: { close(): void }[] = [];
  afterAll(() => {
    for (const server of servers) server.close();
  });

  it("answers malformed commands with a 4xx and keeps serving", async () => {
    const socketPath = await adminSocketPath(
      path.join(os.tmpdir(), `inkwell-sock-${process.pid}`.repeat(6)),
    );
    const server = await listenForAdminCommands(
      { db: database.db, config: loadConfig({}), clock: createTestClock() },
      socketPath,
      pino({ level: "silent" }),
    );
    servers.push(server);
    const statuses = [
      await raw(socketPath, "/admin/%E0%A4%A", "{}"),
      await raw(socketPath, "/admin/projects.list", "{not json"),
      await raw(socketPath, "/admin/projects.list", "[1,2]"),
      await raw(socketPath, "/admin/projects.list", "null"),
      await raw(socketPath, "/admin/keys.list", '{"projectId":"\\u0000"}'),
      await raw(socketPath, "/admin/nope", "{}"),
      await raw(socketPath, "/admin/projects.list", Buffer.alloc(17 * 1024 * 1024, 0x20)),
    ];
    for (const status of statuses) {
      if (typeof status === "number") expect(status).toBeLessThan(500);
      else expect(status).toMatch(/EPIPE|ECONNRESET/);
    }
    expect(await sendAdminCommand(socketPath, "projects.list", {})).toEqual(expect.any(Array));
  });

  it("never puts the socket at a predictable name in the shared temp folder", async () => {
    const longDir = path.join(os.tmpdir(), "x".repeat(120));
    const first = await adminSocketPath(longDir);
    const second = await adminSocketPath(longDir);
    expect(first).not.toBe(second);
    expect(path.dirname(first).startsWith(os.tmpdir())).toBe(true);
    expect((await stat(path.dirname(first))).mode & 0o777).toBe(0o700);
  });
});

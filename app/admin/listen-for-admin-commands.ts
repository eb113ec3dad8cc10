import { rmSync } from "node:fs";
import { chmod, mkdtemp, rm } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import os from "node:os";
import path from "node:path";
import type { Logger } from "pino";
import { AppError } from "../app-error.ts";
import {
  ADMIN_PATH_PREFIX,
  type AdminCommandArgs,
  type AdminContext,
  type AdminReply,
  isAdminCommandName,
  runAdminCommandOn,
} from "./admin-commands.ts";

/** The largest body an admin command takes (an analytics import batch is at most 5 MiB). */
const MAX_COMMAND_BYTES = 16 * 1024 * 1024;

/**
 * Where a server listens for the CLI: beside the data, or, if that path is too long for a socket,
 * in a new folder of random name that only this user can open (a fixed name in the shared temp
 * folder could be taken first by another user). The lock file tells the CLI which it is.
 */
export async function adminSocketPath(dataDir: string): Promise<string> {
  const beside = path.join(dataDir, "admin.sock");
  if (Buffer.byteLength(beside) < 100) return beside;
  return path.join(await mkdtemp(path.join(os.tmpdir(), "inkwell-admin-")), "admin.sock");
}

/**
 * Removes the socket and, when it is in a folder made for it in the temp folder, that folder.
 * Synchronous, so that it runs on the process's `exit` whatever way the process ends.
 */
export function removeAdminSocket(socketPath: string): void {
  rmSync(socketPath, { force: true });
  const folder = path.dirname(socketPath);
  if (path.dirname(folder) === os.tmpdir() && path.basename(folder).startsWith("inkwell-admin-")) {
    rmSync(folder, { recursive: true, force: true });
  }
}

/**
 * A local-only channel (a Unix socket readable by this user alone) on which a server that owns the
 * embedded database runs the CLI's admin commands for it.
 */
export async function listenForAdminCommands(
  ctx: AdminContext,
  socketPath: string,
  log: Logger,
): Promise<Server> {
  await rm(socketPath, { force: true });
  const server = createServer(async (req, res) => {
    let name = "";
    const reply = (status: number, body: AdminReply) => {
      if (res.headersSent) return;
      res.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
    };
    try {
      try {
        name = decodeURIComponent((req.url ?? "").slice(ADMIN_PATH_PREFIX.length));
      } catch {
        return reply(404, { error: "Unknown admin command" });
      }
      const chunks: Buffer[] = [];
      let size = 0;
      for await (const chunk of req) {
        size += (chunk as Buffer).length;
        if (size > MAX_COMMAND_BYTES) {
          res.setHeader("connection", "close");
          return reply(413, { error: "The command is too large" });
        }
        chunks.push(chunk as Buffer);
      }
      if (req.method !== "POST" || !isAdminCommandName(name)) {
        return reply(404, { error: `Unknown admin command ${name.slice(0, 100)}` });
      }
      let args: unknown = {};
      try {
        if (chunks.length > 0) args = JSON.parse(Buffer.concat(chunks).toString("utf8"));
      } catch {
        return reply(400, { error: "The command's arguments are not valid JSON" });
      }
      if (typeof args !== "object" || args === null || Array.isArray(args)) {
        return reply(400, { error: "The command's arguments must be a JSON object" });
      }
      const result = await runAdminCommandOn(ctx, name, args as AdminCommandArgs<typeof name>);
      reply(200, { result });
    } catch (error) {
      // A coded error is an answer for the operator; anything else is a fault of the server.
      if (error instanceof AppError) {
        return reply(400, { error: error.message, code: error.code });
      }
      log.error({ err: error, command: name }, "admin command failed");
      reply(500, { error: "The server could not run the command; see its log" });
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(socketPath, () => resolve());
  });
  await chmod(socketPath, 0o600);
  return server;
}

import { createHash } from "node:crypto";
import { chmod, rm } from "node:fs/promises";
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

/** Where a server listens for the CLI: beside the data, or in the temp folder if that path is too long for a socket. */
export function adminSocketPath(dataDir: string): string {
  const beside = path.join(dataDir, "admin.sock");
  if (Buffer.byteLength(beside) < 100) return beside;
  const digest = createHash("sha256").update(dataDir).digest("hex").slice(0, 16);
  return path.join(os.tmpdir(), `inkwell-${digest}.sock`);
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
    const name = decodeURIComponent((req.url ?? "").slice(ADMIN_PATH_PREFIX.length));
    const reply = (status: number, body: AdminReply) => {
      res.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
    };
    try {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      if (req.method !== "POST" || !isAdminCommandName(name)) {
        return reply(404, { error: `Unknown admin command ${name}` });
      }
      const args = chunks.length > 0 ? JSON.parse(Buffer.concat(chunks).toString("utf8")) : {};
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

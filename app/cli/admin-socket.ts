import { createHash } from "node:crypto";
import { chmod, rm } from "node:fs/promises";
import { createServer, request, type Server } from "node:http";
import os from "node:os";
import path from "node:path";
import type { Logger } from "pino";
import type { ErrorCode } from "../../shared/api/error-schema.ts";
import { AppError } from "../app-error.ts";
import { type AdminContext, isAdminCommandName, runAdminCommandOn } from "./admin-commands.ts";

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
    const name = decodeURIComponent((req.url ?? "").replace(/^\/admin\//, ""));
    const reply = (status: number, body: unknown) => {
      res.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
    };
    try {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      if (req.method !== "POST" || !isAdminCommandName(name)) {
        return reply(404, { error: `Unknown admin command ${name}` });
      }
      const args = chunks.length > 0 ? JSON.parse(Buffer.concat(chunks).toString("utf8")) : {};
      reply(200, { result: await runAdminCommandOn(ctx, name, args as never) });
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

/** The server refused or failed an admin command; `code` is the AppError code when it had one. */
export class AdminCommandError extends Error {
  override name = "AdminCommandError";
  constructor(
    message: string,
    readonly code: ErrorCode | undefined,
  ) {
    super(message);
  }
}

export async function sendAdminCommand(
  socketPath: string,
  name: string,
  args: unknown,
): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        socketPath,
        path: `/admin/${encodeURIComponent(name)}`,
        method: "POST",
        headers: { "content-type": "application/json" },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => {
          try {
            const body = JSON.parse(Buffer.concat(chunks).toString("utf8")) as {
              result?: unknown;
              error?: string;
              code?: ErrorCode;
            };
            if (res.statusCode === 200) resolve(body.result);
            else reject(new AdminCommandError(body.error ?? `status ${res.statusCode}`, body.code));
          } catch (error) {
            reject(error);
          }
        });
      },
    );
    req.on("error", reject);
    req.end(JSON.stringify(args ?? {}));
  });
}

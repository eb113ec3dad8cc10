import { request } from "node:http";
import type { ErrorCode } from "../../shared/api/error-schema.ts";
import { ADMIN_PATH_PREFIX } from "../admin/admin-commands.ts";

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

/** Asks the server that owns the embedded database to run an admin command, over its socket. */
export async function sendAdminCommand(
  socketPath: string,
  name: string,
  args: unknown,
): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        socketPath,
        path: `${ADMIN_PATH_PREFIX}${encodeURIComponent(name)}`,
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
            else {
              reject(new AdminCommandError(body.error ?? `status ${res.statusCode}`, body.code));
            }
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

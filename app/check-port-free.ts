import { createServer } from "node:net";

/**
 * Why the server could not listen on host:port, or undefined when it can. Checked before the
 * database is opened and migrated, so a second server on a busy port stops at once and changes
 * nothing. Port 0 (any free port) is always free.
 */
export async function findPortProblem(
  host: string,
  port: number,
  variable = "PORT",
): Promise<string | undefined> {
  if (port === 0) return undefined;
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once("error", (error: NodeJS.ErrnoException) => {
      resolve(describeListenError(error, host, port, variable));
    });
    probe.listen(port, host, () => probe.close(() => resolve(undefined)));
  });
}

/** One line for the operator, for the errors a listening socket reports. */
export function describeListenError(
  error: NodeJS.ErrnoException,
  host: string,
  port: number,
  /** The variable that sets the port: PORT, or INKWELL_WORKER_HEALTH_PORT for a worker. */
  variable = "PORT",
): string {
  switch (error.code) {
    case "EADDRINUSE":
      return `Port ${port} on ${host} is already in use (another Inkwell server?): stop it, or set ${variable} to a free port`;
    case "EACCES":
      return `Not allowed to listen on port ${port} on ${host}: ports below 1024 need privileges; set ${variable} to a port above 1023`;
    case "EADDRNOTAVAIL":
    case "ENOTFOUND":
      return `Cannot listen on ${host}: it is not an address of this machine; set HOST (e.g. localhost or 0.0.0.0)`;
    default:
      return `Cannot listen on ${host}:${port}: ${error.message}`;
  }
}

import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { runInkwellInProcess as runInkwell } from "#testkit/cli/cli-in-process.ts";
import { freePort } from "#testkit/system/free-port.ts";
import { healthzUrl } from "../../app/cli/healthcheck-command.ts";

/** Each test starts the CLI in a Node.js process of its own, slow on a loaded machine. */
const PROCESS_TIMEOUT_MS = 120_000;

describe("inkwell healthcheck", () => {
  let server: Server | undefined;
  afterEach(() => server?.close());

  const serveHealthz = async (status: number, body: string) => {
    server = createServer((req, res) => {
      res.writeHead(req.url === "/healthz" ? status : 404).end(body);
    });
    await new Promise<void>((resolve) => server?.listen(0, "127.0.0.1", resolve));
    return String((server.address() as AddressInfo).port);
  };

  it(
    "exits 0 when the server on HOST:PORT answers /healthz with 200",
    async () => {
      const port = await serveHealthz(200, '{"status":"ok","database":"ok"}');
      const result = await runInkwell(["healthcheck"], { HOST: "127.0.0.1", PORT: port });
      expect(result.code).toBe(0);
      expect(result.stdout).toContain('"status":"ok"');
    },
    PROCESS_TIMEOUT_MS,
  );

  it(
    "exits 1 with the answer when the server is draining",
    async () => {
      const port = await serveHealthz(503, '{"status":"draining"}');
      const result = await runInkwell(["healthcheck"], { HOST: "127.0.0.1", PORT: port });
      expect(result.code).toBe(1);
      expect(result.stderr).toContain("answered 503");
    },
    PROCESS_TIMEOUT_MS,
  );

  it(
    "exits 1 naming the address when nothing listens",
    async () => {
      const port = String(await freePort());
      const result = await runInkwell(["healthcheck"], { HOST: "0.0.0.0", PORT: port });
      expect(result.code).toBe(1);
      expect(result.stderr).toContain(`http://127.0.0.1:${port}/healthz`);
    },
    PROCESS_TIMEOUT_MS,
  );

  it("reaches a server listening on every interface through loopback", () => {
    expect(healthzUrl({ host: "0.0.0.0", port: 3000 })).toBe("http://127.0.0.1:3000/healthz");
    expect(healthzUrl({ host: "::", port: 3000 })).toBe("http://[::1]:3000/healthz");
    expect(healthzUrl({ host: "10.0.0.5", port: 8080 })).toBe("http://10.0.0.5:8080/healthz");
  });
});

import { execFile } from "node:child_process";
import { createServer } from "node:net";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";

const run = promisify(execFile);
const SCRIPT = path.resolve(
  import.meta.dirname,
  "../../../testkit/fixtures/collector/collector-process.ts",
);

/** A local port with nothing listening on it: connections are refused at once. */
async function closedPortUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}

async function runCollectorProcess(mode: string) {
  return run(process.execPath, ["--import", "tsx", SCRIPT, mode, await closedPortUrl()], {
    // A timer that held the process would run into this and fail the test.
    timeout: 20_000,
  });
}

describe("the collector's timers in a Node.js process", { timeout: 30_000 }, () => {
  it("do not keep the process alive while a view waits in the batch window", async () => {
    const { stdout, stderr } = await runCollectorProcess("window");
    expect(stdout).toBe("");
    expect(stderr).toBe("");
  });

  it("do not keep the process alive while a batch waits for its next attempt", async () => {
    const { stderr } = await runCollectorProcess("retrying");
    expect(stderr).toBe("");
  });

  it("keep the process alive while a flush is awaited, until its batch is settled", async () => {
    const { stdout } = await runCollectorProcess("flush");
    const stats = JSON.parse(stdout);
    expect(stats).toMatchObject({ queued: 0, retries: 2, dropped: { retriesExhausted: 1 } });
    expect(stats.lastError).toContain("ECONNREFUSED");
  });
});

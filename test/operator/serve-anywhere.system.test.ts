import { copyFileSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { REPO_ROOT } from "#testkit/cli/inkwell-cli.ts";
import { type ServerProcess, startServerProcess } from "#testkit/system/server-process.ts";

describe("inkwell serve from the sources, started in a folder of the operator's", {
  timeout: 180_000,
}, () => {
  let server: ServerProcess | undefined;
  let folder: string | undefined;
  afterEach(async () => {
    await server?.stop();
    if (folder) rmSync(folder, { recursive: true, force: true });
  });

  it("starts with the shipped .env.example, renders its HTML pages, and says what jobs still need", async () => {
    folder = mkdtempSync(path.join(tmpdir(), "inkwell-anywhere-"));
    // As an operator starts: the example copied, no model key yet.
    copyFileSync(path.join(REPO_ROOT, ".env.example"), path.join(folder, ".env"));
    server = await startServerProcess({
      cwd: folder,
      env: { INKWELL_DATA_DIR: path.join(folder, "data"), INKWELL_AGENT_CONCURRENCY: "0" },
    });
    const setup = await fetch(`${server.url}/probot`);
    expect(setup.status).toBe(200);
    expect(await setup.text()).toContain("Register a GitHub App");
    const dashboard = await fetch(`${server.url}/app`);
    // Not configured yet: a page that says what to set, not an error of the server's own.
    expect(dashboard.headers.get("content-type")).toContain("text/html");
    expect(await dashboard.text()).toContain("GITHUB_CLIENT_ID");
    // The one-time setup address is the public one, not this machine's loopback address.
    await server.waitFor(
      /Setup from another machine: https:\/\/inkwell\.example\.com\/probot\?token=/,
    );
    expect(server.output()).toContain(
      "ANTHROPIC_API_KEY is not set: agent jobs cannot run until it is",
    );
  });
});

import { execFileSync } from "node:child_process";
import { tmpdir } from "node:os";
import { afterEach, describe, expect, it } from "vitest";
import { startFakeInkwell } from "#testkit/app/start-fake-inkwell.ts";
import { createRunnerFiles, runActionBundle, runnerEnv } from "#testkit/system/runner-files.ts";

const prLink = "https://github.com/acme/docs/pull/42";

/**
 * A Node 24 binary from the `node` package of the npm registry, if npx already has it cached
 * (`npm run check:action` fetches it; tests never touch the network).
 */
function findNode24(): string | undefined {
  if (process.versions.node.startsWith("24.")) return process.execPath;
  try {
    const found = execFileSync("npx", ["--offline", "-y", "node@24", "-p", "process.execPath"], {
      cwd: tmpdir(),
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
      timeout: 20_000,
    }).trim();
    return found || undefined;
  } catch {
    return undefined;
  }
}

let server: Awaited<ReturnType<typeof startFakeInkwell>> | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

/** Runs dist/index.js as a runner does: a child process, inputs and context in its environment. */
async function runBundle(nodeBinary: string) {
  server = await startFakeInkwell({ polls: [{ status: "completed", prLink }] });
  const runner = createRunnerFiles({ ref: "refs/heads/main", commits: [] });
  const env = runnerEnv(runner, {
    prompt: "Update the docs for this change",
    "project-id": server.projectId,
    "api-key": server.apiKey,
    "api-url": server.url,
    "poll-interval-seconds": "1",
  });
  const { code: exitCode } = await runActionBundle(env, nodeBinary);
  return { exitCode, outputs: runner.readOutputs(), summary: runner.readSummary() };
}

describe("the bundled action (dist/index.js)", () => {
  it(`runs on this machine's Node ${process.versions.node} with no node_modules and sets the outputs`, async () => {
    const result = await runBundle(process.execPath);

    expect(result.exitCode).toBe(0);
    expect(result.outputs).toEqual({
      "job-id": expect.stringMatching(/^job_/),
      status: "completed",
      "pr-link": prLink,
      "pr-number": expect.stringMatching(/^\d+$/),
      branch: expect.stringMatching(/^inkwell\/job_/),
      summary: expect.any(String),
      draft: "false",
      ending: "",
      question: "",
      "not-done": "",
    });
    expect(result.summary).toContain(prLink);
  });

  const node24 = findNode24();
  it.skipIf(!node24)("runs on Node 24, the runtime action.yml asks for", async () => {
    const result = await runBundle(node24 as string);

    expect(result.exitCode).toBe(0);
    expect(result.outputs["pr-link"]).toBe(prLink);
  });
});

import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { deriveIdempotencyKey } from "../../action/idempotency-key.ts";
import { createRunnerFiles, runnerEnv } from "../helpers/runner-files.ts";
import { type FakeInkwellOptions, startFakeInkwell } from "../helpers/start-fake-inkwell.ts";
import { createTestClock } from "../helpers/test-clock.ts";

const pushEvent = {
  ref: "refs/heads/main",
  commits: [
    {
      id: "a1b2c3d4e5f6",
      message: "Add --dry-run",
      added: [],
      modified: ["src/deploy.ts"],
      removed: [],
    },
  ],
};
const prLink = "https://github.com/acme/docs/pull/42";

let server: Awaited<ReturnType<typeof startFakeInkwell>> | undefined;
let stdout: string[] = [];
const runner = createRunnerFiles(pushEvent);
let run: typeof import("../../action/run.ts").run;

// One process serves one step on a runner: @actions/github reads the event when first imported and
// core.summary keeps its file, so the run's environment is set once, before the import.
beforeAll(async () => {
  for (const [name, value] of Object.entries(runnerEnv(runner, {}))) process.env[name] = value;
  delete process.env.GITHUB_TOKEN;
  ({ run } = await import("../../action/run.ts"));
});

beforeEach(() => {
  runner.clear();
  stdout = [];
  vi.spyOn(process.stdout, "write").mockImplementation((chunk) => {
    stdout.push(String(chunk));
    return true;
  });
});

afterEach(async () => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
  process.exitCode = undefined;
  await server?.close();
  server = undefined;
});

/** Runs the action's `run` as the runner would: inputs and context from the environment only. */
async function runAction(
  serverOptions: FakeInkwellOptions,
  inputs: Record<string, string> = {},
  options: { signal?: AbortSignal; onSleep?: () => void } = {},
) {
  server = await startFakeInkwell(serverOptions);
  const env = runnerEnv(runner, {
    prompt: "Update the docs for this change",
    "project-id": server.projectId,
    "api-key": server.apiKey,
    "api-url": server.url,
    ...inputs,
  });
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  const time = createTestClock("2026-11-22T10:00:00Z");
  await run({
    sleep: (ms, signal) => {
      options.onSleep?.();
      return time.sleep(ms, signal);
    },
    now: time.nowMs,
    random: () => 0.5,
    ...(options.signal && { signal: options.signal }),
  });
  return { ...runner, exitCode: process.exitCode, log: stdout.join(""), server };
}

describe("the action's run", () => {
  it("sets the outputs and writes a summary when the job opens a pull request", async () => {
    const result = await runAction({
      polls: [{ status: "active" }, { status: "completed", prLink }],
    });

    expect(result.exitCode).toBeUndefined();
    const outputs = result.readOutputs();
    expect(outputs).toEqual({
      "job-id": expect.stringMatching(/^job_/),
      status: "completed",
      "pr-link": prLink,
    });
    const summary = result.readSummary();
    expect(summary).toContain("<h2>Inkwell job</h2>");
    expect(summary).toContain("Completed with a pull request (completed)");
    expect(summary).toContain(`<a href="${prLink}">${prLink}</a>`);
    expect(summary).toContain(`<code>${outputs["job-id"]}</code>`);
    expect(summary).toContain("<td>10s</td>");
  });

  it("masks the API key before anything else", async () => {
    const result = await runAction({});

    expect(result.log.startsWith(`::add-mask::${result.server.apiKey}`)).toBe(true);
  });

  it("derives the Idempotency-Key from the run's environment", async () => {
    const result = await runAction({});

    expect(result.server.requests[0]?.headers["idempotency-key"]).toBe(
      deriveIdempotencyKey({
        repository: "acme/app",
        runId: 9001,
        runAttempt: 1,
        job: "docs",
        step: "inkwell",
      }),
    );
  });

  it("fails the step with the job's error when the job fails", async () => {
    const result = await runAction({
      polls: [{ status: "failed", error: "No docs folder found" }],
    });

    expect(result.exitCode).toBe(1);
    expect(result.log).toMatch(/::error::Job job_\w+ failed: No docs folder found/);
    expect(result.readOutputs()).toMatchObject({ status: "failed", "pr-link": "" });
    expect(result.readSummary()).toContain("<strong>Step failed:</strong>");
  });

  it("fails the step with the API's message, code and a hint when the key is refused", async () => {
    const result = await runAction({}, { "api-key": "ink_revoked" });

    expect(result.exitCode).toBe(1);
    expect(result.log).toContain(
      "::error::Inkwell refused the request: The API key is unknown, expired or revoked (HTTP 401, code unauthorized, request id req_1). Check the api-key input",
    );
    expect(result.readOutputs()).toEqual({});
  });

  it("keeps the job id in the outputs when waiting times out", async () => {
    const result = await runAction(
      { polls: [{ status: "active" }] },
      { "timeout-minutes": "0.5", "poll-interval-seconds": "10" },
    );

    expect(result.exitCode).toBe(1);
    expect(result.readOutputs()).toMatchObject({
      "job-id": expect.stringMatching(/^job_/),
      status: "active",
    });
    expect(result.log).toMatch(/::error::Job job_\w+ did not finish within 0\.5 minute/);
    expect(result.readSummary()).toContain("Timed out (active)");
  });

  it("fails the step on a completion without changes only when asked to", async () => {
    const lenient = await runAction({ polls: [{ status: "completed" }] });
    expect(lenient.exitCode).toBeUndefined();
    await server?.close();

    const strict = await runAction(
      { polls: [{ status: "completed" }] },
      { "fail-on-no-changes": "true" },
    );
    expect(strict.exitCode).toBe(1);
    expect(strict.readSummary()).toContain("Completed without changes (completed)");
  });

  it("reports invalid inputs by name without calling the API", async () => {
    const result = await runAction({}, { "timeout-minutes": "soon" });

    expect(result.exitCode).toBe(1);
    expect(result.log).toContain(
      '::error::Invalid inputs: input "timeout-minutes" must be a number',
    );
    expect(result.server.requests).toHaveLength(0);
  });

  it("reports a cancellation with the job id and keeps the outputs it had", async () => {
    const cancellation = new AbortController();
    const result = await runAction(
      { polls: [{ status: "active" }] },
      {},
      {
        signal: cancellation.signal,
        onSleep: () => cancellation.abort(new DOMException("Received SIGINT", "AbortError")),
      },
    );

    expect(result.exitCode).toBe(1);
    expect(result.log).toMatch(
      /::error::Cancelled \(job job_\w+\); the job goes on on the server\./,
    );
    expect(result.readOutputs()).toMatchObject({ status: "active" });
  });
});

import { afterEach, describe, expect, it } from "vitest";
import { type FakeInkwellOptions, startFakeInkwell } from "#testkit/app/start-fake-inkwell.ts";
import { createTestClock } from "#testkit/app/test-clock.ts";
import { type ActionInputs, parseActionInputs } from "../../action/action-inputs.ts";
import { deriveIdempotencyKey } from "../../action/idempotency-key.ts";
import { main, type WorkflowRun } from "../../action/main.ts";
import { InkwellApiError } from "../../shared/client/inkwell-api-error.ts";

const prLink = "https://github.com/acme/docs/pull/42";

const identity = {
  repository: "acme/app",
  runId: 9001,
  runAttempt: 1,
  job: "docs",
  step: "inkwell",
};

const workflowRun: WorkflowRun = {
  eventName: "push",
  repository: "acme/app",
  sha: "a1b2c3d4e5f6",
  payload: {
    ref: "refs/heads/main",
    commits: [
      {
        id: "a1b2c3d4e5f6",
        message: "Add --dry-run to deploy\n\nPrints the plan without applying it.",
        added: ["src/dry-run.ts"],
        modified: ["src/deploy.ts"],
        removed: [],
      },
    ],
  },
  identity,
};

let server: Awaited<ReturnType<typeof startFakeInkwell>> | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function runMain(
  serverOptions: FakeInkwellOptions,
  inputOverrides: Record<string, string> = {},
  run: WorkflowRun = workflowRun,
  time = createTestClock("2026-11-22T10:00:00Z"),
) {
  server = await startFakeInkwell(serverOptions);
  const inputs: ActionInputs = parseActionInputs({
    prompt: "Update the docs for this change",
    "project-id": server.projectId,
    "api-key": server.apiKey,
    "api-url": server.url,
    ...inputOverrides,
  });
  const log: string[] = [];
  const created: string[] = [];
  const outcome = main(inputs, run, {
    sleep: time.sleep,
    now: time.nowMs,
    random: () => 0.5,
    log: (line) => log.push(line),
    onJobCreated: (job) => created.push(job.id),
  });
  return { outcome, time, log, created, server };
}

/** The lines that say how the wait goes (status, time so far, job id), without the retry notes. */
const progressLines = (log: string[]) => log.filter((line) => /^Job job_\w+: /.test(line));

const creations = (requests: { method: string }[]) =>
  requests.filter((r) => r.method === "POST").length;

describe("the action's main", () => {
  it("creates a job, polls it to completion and returns the pull request", async () => {
    const { outcome, time, created, server } = await runMain({
      polls: [{ status: "active" }, { status: "active" }, { status: "completed", prLink }],
    });

    const result = await outcome;

    expect(result.outcome).toBe("completed");
    expect(result.failure).toBeUndefined();
    expect(result.job).toMatchObject({ status: "completed", prLink });
    expect(created).toEqual([result.job.id]);
    // At once, then after 1 and 2 seconds: quicker checks first, then every interval.
    expect(time.sleeps).toEqual([1_000, 2_000]);
    expect(result.durationMs).toBe(3_000);
    const [create] = server.requests;
    expect(create?.headers["idempotency-key"]).toBe(deriveIdempotencyKey(identity));
    expect(create?.headers.authorization).toBe(`Bearer ${server.apiKey}`);
    expect(JSON.parse(create?.body ?? "")).toEqual({ prompt: "Update the docs for this change" });
  });

  it("reports a completion without changes as a success by default", async () => {
    const { outcome } = await runMain({ polls: [{ status: "completed", prLink: null }] });

    const result = await outcome;

    expect(result.outcome).toBe("completed_without_changes");
    expect(result.failure).toBeUndefined();
  });

  it("fails a completion without changes when fail-on-no-changes is true", async () => {
    const { outcome } = await runMain(
      { polls: [{ status: "completed", prLink: null }] },
      { "fail-on-no-changes": "true" },
    );

    const result = await outcome;

    expect(result.outcome).toBe("completed_without_changes");
    expect(result.failure).toMatch(/completed without changing any file.*fail-on-no-changes/);
  });

  const draftJob = {
    status: "completed",
    prLink: "https://github.com/acme/docs/pull/7",
    prState: "draft",
    ending: "stopped_early",
  } as const;

  it("succeeds with a draft pull request when fail-on-draft is false", async () => {
    const result = await (await runMain({ polls: [draftJob] })).outcome;

    expect(result.outcome).toBe("completed");
    expect(result.failure).toBeUndefined();
    expect(result.job.prState).toBe("draft");
  });

  it("fails a completion with a draft pull request when fail-on-draft is true", async () => {
    const result = await (await runMain({ polls: [draftJob] }, { "fail-on-draft": "true" }))
      .outcome;

    expect(result.failure).toBe(
      `Job ${result.job.id}: Stopped early: the changes so far are in a draft pull request, and fail-on-draft is true`,
    );
  });

  it("fails with the job's error when the job fails", async () => {
    const { outcome } = await runMain({
      polls: [{ status: "failed", error: "The model refused to edit generated files" }],
    });

    const result = await outcome;

    expect(result.outcome).toBe("failed");
    expect(result.failure).toContain("failed: The model refused to edit generated files");
  });

  it("fails when the job is archived before it finishes", async () => {
    const { outcome } = await runMain({
      polls: [{ status: "archived", archivedAt: "2026-11-22T10:01:00.000Z" }],
    });

    expect((await outcome).outcome).toBe("archived");
  });

  it("stops at the timeout with the last status and a clear failure", async () => {
    const { outcome, time } = await runMain(
      { polls: [{ status: "active" }] },
      { "wait-timeout-minutes": "1", "poll-interval-seconds": "20" },
    );

    const result = await outcome;

    expect(result.outcome).toBe("timed_out");
    expect(result.job.status).toBe("active");
    expect(result.failure).toMatch(
      /did not finish within 1 minute.*raise wait-timeout-minutes \(now 1\)/,
    );
    expect(time.nowMs() - Date.parse("2026-11-22T10:00:00Z")).toBe(60_000);
  });

  it("waits as long as Retry-After says on 429, then goes on", async () => {
    const limited = {
      status: 429,
      body: { error: "Rate limit exceeded", code: "rate_limited" },
      headers: { "retry-after": "17" },
    };
    const { outcome, time } = await runMain({
      polls: [{ status: "completed", prLink }],
      faults: { create: [limited], get: [limited] },
    });

    const result = await outcome;

    expect(result.outcome).toBe("completed");
    expect(time.sleeps).toEqual([17_000, 17_000]);
    expect(server?.jobs.size).toBe(1);
  });

  it("backs off on 500s, then goes on", async () => {
    const broken = { status: 500, body: { error: "Internal error", code: "internal_error" } };
    const { outcome, time, log } = await runMain({
      polls: [{ status: "completed", prLink }],
      faults: { get: [broken, broken, broken] },
    });

    const result = await outcome;

    expect(result.outcome).toBe("completed");
    expect(time.sleeps).toEqual([750, 1_500, 3_000]);
    expect(log).toContain(
      "Attempt 1 failed (Internal error (HTTP 500, code internal_error, request id req_2)); retrying in 1s",
    );
  });

  it("rejects with the API's message and code when the key is refused", async () => {
    server = await startFakeInkwell({ apiKey: "ink_right" });
    const inputs = parseActionInputs({
      prompt: "Go",
      "project-id": server.projectId,
      "api-key": "ink_wrong",
      "api-url": server.url,
    });

    const error = await main(inputs, workflowRun).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(InkwellApiError);
    expect(error).toMatchObject({
      status: 401,
      code: "unauthorized",
      message: "The API key is unknown, expired or revoked",
      requestId: "req_1",
    });
    expect(server.requests).toHaveLength(1);
  });

  it("retries after network errors", async () => {
    const { outcome, time } = await runMain({
      polls: [{ status: "completed", prLink }],
      faults: { create: ["reset"], get: ["reset", "reset"] },
    });

    const result = await outcome;

    expect(result.outcome).toBe("completed");
    expect(time.sleeps).toEqual([750, 750, 1_500]);
  });

  it("makes one job when the creation is retried after its response was lost", async () => {
    const { outcome, server } = await runMain({
      polls: [{ status: "completed", prLink }],
      faults: { create: ["drop-response"] },
    });

    const result = await outcome;

    expect(creations(server.requests)).toBe(2);
    expect(server.jobs.size).toBe(1);
    expect(result.job.id).toBe([...server.jobs.keys()][0]);
    const keys = server.requests
      .filter((r) => r.method === "POST")
      .map((r) => r.headers["idempotency-key"]);
    expect(keys[0]).toBe(keys[1]);
  });

  it("returns right after creation when wait is false", async () => {
    const { outcome, server } = await runMain({}, { wait: "false" });

    const result = await outcome;

    expect(result.outcome).toBe("created");
    expect(result.job.status).toBe("active");
    expect(server.requests).toHaveLength(1);
  });

  it("appends the push's commits and changed files when context is commits", async () => {
    const { outcome, server } = await runMain({}, { context: "commits" });

    await outcome;

    const prompt = (JSON.parse(server.requests[0]?.body ?? "") as { prompt: string }).prompt;
    expect(prompt).toBe(
      [
        "Update the docs for this change",
        "",
        "Context: this job was started by a push of 1 commit(s) to main in acme/app.",
        "",
        "Commits:",
        "- a1b2c3d Add --dry-run to deploy",
        "",
        "  Prints the plan without applying it.",
        "",
        "Changed files:",
        "- added: src/dry-run.ts",
        "- modified: src/deploy.ts",
      ].join("\n"),
    );
  });

  it("prints a progress line every minute when the poll interval is longer", async () => {
    // Checks at 0, 1, 3, 7, 15, 31, 63, 127, 255 and 511 seconds; the tenth sees it completed.
    const { outcome, time, log } = await runMain(
      {
        polls: [
          ...Array.from({ length: 9 }, () => ({ status: "active" as const })),
          { status: "completed", prLink },
        ],
      },
      { "poll-interval-seconds": "300" },
    );

    const result = await outcome;

    const id = result.job.id;
    expect(log[0]).toBe(`Created Inkwell job ${id} (active)`);
    expect(progressLines(log)).toEqual([
      ...[1, 2, 3, 4, 5, 6, 7, 8].map((m) => `Job ${id}: active after ${m}m 0s`),
      `Job ${id}: completed after 8m 31s`,
    ]);
    expect(Math.max(...time.sleeps)).toBeLessThanOrEqual(60_000);
  });

  it("prints a progress line every minute while the server keeps failing", async () => {
    const limited = {
      status: 429,
      body: { error: "Rate limit exceeded", code: "rate_limited" },
      headers: { "retry-after": "150" },
    };
    const { outcome, log } = await runMain({
      polls: [{ status: "completed", prLink }],
      faults: { get: [limited, limited, limited] },
    });

    const result = await outcome;

    const id = result.job.id;
    const retrying = (m: number) =>
      `Job ${id}: active after ${m}m 0s (the last request failed; retrying)`;
    expect(progressLines(log)).toEqual([
      ...[1, 2, 3, 4, 5, 6, 7].map(retrying),
      `Job ${id}: completed after 7m 30s`,
    ]);
    expect(log.filter((line) => line.startsWith("Attempt "))).toHaveLength(3);
  });

  it("prints a progress line while a request hangs", async () => {
    const time = createTestClock("2026-11-22T10:00:00Z");
    let gets = 0;
    // The second check takes 90 seconds on the test's clock and a few real ones, long enough for
    // the step's once-a-second look at the clock.
    const holdSecondCheck = async (route: "create" | "get") => {
      if (route !== "get" || ++gets !== 2) return;
      time.advance(90_000);
      await new Promise((resolve) => setTimeout(resolve, 2_500));
    };
    const { outcome, log } = await runMain(
      {
        polls: [{ status: "active" }, { status: "completed", prLink }],
        beforeAnswer: holdSecondCheck,
      },
      {},
      workflowRun,
      time,
    );

    const result = await outcome;

    const id = result.job.id;
    expect(progressLines(log)).toEqual([
      `Job ${id}: active after 1m 31s`,
      `Job ${id}: completed after 1m 31s`,
    ]);
  });

  it("keeps every log line one line, whatever the server's error says", async () => {
    const hostile = {
      status: 500,
      body: {
        error: "Internal error\n::set-output name=pr-link::https://evil.example\n\u001b[2K",
        code: "internal_error",
      },
    };
    const { outcome, log } = await runMain({
      polls: [{ status: "failed", error: "Gave up\r\n::error::forged\u202e" }],
      faults: { get: [hostile] },
    });

    const result = await outcome;

    for (const line of log) {
      for (const character of ["\r", "\n", "\u001b", "\u202e"])
        expect(line).not.toContain(character);
    }
    expect(log).toContain(
      "Attempt 1 failed (Internal error ::set-output name=pr-link::https://evil.example \uFFFD[2K (HTTP 500, code internal_error, request id req_2)); retrying in 1s",
    );
    expect(result.failure).toBe(`Job ${result.job.id} failed: Gave up ::error::forged\uFFFD`);
  });
});

import { describe, expect, it } from "vitest";
import { buildJob } from "#testkit/app/build-job.ts";
import { createTestClock } from "#testkit/app/test-clock.ts";
import type { Job } from "../../../shared/api/job-schemas.ts";
import type { CallOptions } from "../../../shared/client/create-inkwell-client.ts";
import {
  InkwellApiError,
  InkwellConnectionError,
} from "../../../shared/client/inkwell-api-error.ts";
import {
  type JobProgress,
  JobWaitTimeoutError,
  waitForJob,
} from "../../../shared/client/wait-for-job.ts";

/** A reader that answers polls from a script; the last answer repeats. */
function scriptedReader(answers: (Job | Error)[]) {
  const calls: CallOptions[] = [];
  return {
    calls,
    async getJob(_projectId: string, _jobId: string, options: CallOptions = {}) {
      calls.push(options);
      const answer = answers.length > 1 ? answers.shift() : answers[0];
      if (answer === undefined) throw new Error("empty script");
      if (answer instanceof Error) throw answer;
      return answer;
    },
  };
}

const minute = 60_000;

describe("waitForJob", () => {
  it("polls at once, then after 1, 2, 4 and 8 seconds, then at the interval, reporting each poll", async () => {
    const time = createTestClock("2026-11-22T10:00:00Z");
    const done = buildJob({ status: "completed", prLink: "https://github.com/acme/docs/pull/7" });
    const reader = scriptedReader([...Array.from({ length: 6 }, () => buildJob()), done]);
    const progress: JobProgress[] = [];

    const job = await waitForJob(reader, "prj_1", "job_1", {
      intervalMs: 10_000,
      timeoutMs: 30 * minute,
      onProgress: (p) => progress.push(p),
      sleep: time.sleep,
      now: time.nowMs,
    });

    expect(job).toEqual(done);
    expect(time.sleeps).toEqual([1_000, 2_000, 4_000, 8_000, 10_000, 10_000]);
    expect(progress.map((p) => [p.polls, p.job.status, p.elapsedMs])).toEqual([
      [1, "active", 0],
      [2, "active", 1_000],
      [3, "active", 3_000],
      [4, "active", 7_000],
      [5, "active", 15_000],
      [6, "active", 25_000],
      [7, "completed", 35_000],
    ]);
  });

  it("sees a job that ends within a second at the second poll, a second after the first", async () => {
    const time = createTestClock("2026-11-22T10:00:00Z");
    const reader = scriptedReader([buildJob(), buildJob({ status: "completed" })]);

    await waitForJob(reader, "prj_1", "job_1", {
      intervalMs: 300_000,
      timeoutMs: 30 * minute,
      sleep: time.sleep,
      now: time.nowMs,
    });

    expect(time.sleeps).toEqual([1_000]);
  });

  it("never waits longer than an interval shorter than the first quick waits", async () => {
    const time = createTestClock("2026-11-22T10:00:00Z");
    const reader = scriptedReader([buildJob(), buildJob(), buildJob({ status: "completed" })]);

    await waitForJob(reader, "prj_1", "job_1", {
      intervalMs: 500,
      timeoutMs: minute,
      sleep: time.sleep,
      now: time.nowMs,
    });

    expect(time.sleeps).toEqual([500, 500]);
  });

  it("gives every poll the deadline and unlimited retries within it", async () => {
    const time = createTestClock("2026-11-22T10:00:00Z");
    const reader = scriptedReader([buildJob({ status: "failed", error: "boom" })]);

    await waitForJob(reader, "prj_1", "job_1", {
      intervalMs: 1_000,
      timeoutMs: minute,
      sleep: time.sleep,
      now: time.nowMs,
    });

    expect(reader.calls[0]).toMatchObject({
      deadline: time.nowMs() + minute,
      maxAttempts: Infinity,
    });
  });

  it("ends with a timeout carrying the last job seen when the job stays active", async () => {
    const time = createTestClock("2026-11-22T10:00:00Z");
    const reader = scriptedReader([buildJob()]);

    const error = await waitForJob(reader, "prj_1", "job_1", {
      intervalMs: 4_000,
      timeoutMs: 20_000,
      sleep: time.sleep,
      now: time.nowMs,
    }).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(JobWaitTimeoutError);
    expect(error).toMatchObject({ jobId: "job_1", elapsedMs: 20_000, lastJob: buildJob() });
    expect((error as Error).message).toBe(
      "Job job_1 did not finish within 0.3 minute(s); it was still active",
    );
    // The last wait is shortened so that one final poll happens exactly at the deadline.
    expect(time.sleeps).toEqual([1_000, 2_000, 4_000, 4_000, 4_000, 4_000, 1_000]);
  });

  it("ends with a timeout when transient errors outlast the deadline", async () => {
    const time = createTestClock("2026-11-22T10:00:00Z");
    const unreachable = new InkwellConnectionError("Could not reach Inkwell");
    const reader = scriptedReader([buildJob(), unreachable]);

    const error = await waitForJob(reader, "prj_1", "job_1", {
      intervalMs: 5_000,
      timeoutMs: minute,
      sleep: time.sleep,
      now: time.nowMs,
    }).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(JobWaitTimeoutError);
    expect((error as JobWaitTimeoutError).cause).toBe(unreachable);
    expect((error as JobWaitTimeoutError).lastJob?.status).toBe("active");
  });

  it("throws a refusal from the API as it is", async () => {
    const time = createTestClock("2026-11-22T10:00:00Z");
    const gone = new InkwellApiError(404, "not_found", "No job job_1", undefined, "req_1");
    const reader = scriptedReader([gone]);

    await expect(
      waitForJob(reader, "prj_1", "job_1", {
        intervalMs: 1_000,
        timeoutMs: minute,
        sleep: time.sleep,
        now: time.nowMs,
      }),
    ).rejects.toBe(gone);
  });

  it("stops when its signal is aborted between polls", async () => {
    const time = createTestClock("2026-11-22T10:00:00Z");
    const controller = new AbortController();
    const reader = scriptedReader([buildJob()]);

    const waiting = waitForJob(reader, "prj_1", "job_1", {
      intervalMs: 1_000,
      timeoutMs: minute,
      signal: controller.signal,
      onProgress: ({ polls }) => {
        if (polls === 2) controller.abort(new Error("step cancelled"));
      },
      sleep: time.sleep,
      now: time.nowMs,
    });

    await expect(waiting).rejects.toThrow("step cancelled");
    expect(reader.calls).toHaveLength(2);
  });
});

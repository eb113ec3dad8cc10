import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isolateNetwork } from "#testkit/github/nock-github.ts";
import { replayModel, scriptedModel } from "#testkit/model/scripted-model.ts";
import { exportJob } from "../../app/jobs/job-export.service.ts";
import { compareCalls } from "../../eval/compare-calls.ts";
import { recordingFromExport } from "../../eval/recording-from-export.ts";
import { type EvalEnvironment, startEvalEnvironment } from "../../eval/run-task.ts";
import { allTasks } from "../../eval/tasks/all-tasks.ts";

const changelogTask = allTasks.find((task) => task.id === "docusaurus/changelog");
if (!changelogTask) throw new Error("the suite lost docusaurus/changelog");
const task = changelogTask;
const TOKEN = `ghp_${"a1B2c3D4e5".repeat(3)}123456`;

describe("recorded runs (INKWELL_RECORD_RUNS)", () => {
  let recording: EvalEnvironment;
  let plain: EvalEnvironment;

  beforeAll(async () => {
    // nock only refuses connections off this machine: GitHub is the double, and a
    // request that misses it must fail here rather than reach the internet.
    isolateNetwork();
    recording = await startEvalEnvironment({ INKWELL_RECORD_RUNS: "true" });
    plain = await startEvalEnvironment();
  }, 60_000);

  afterAll(async () => {
    await recording.close();
    await plain.close();
  });

  const reference = (environment: EvalEnvironment, prompts = task.prompts) =>
    environment.runTask({ ...task, prompts }, "reference", (_t, _r, index, calls) =>
      scriptedModel(task.reference.scripts[index] ?? [], {
        record: calls,
        tokens: "estimated",
        whenSpent: "answer",
      }),
    );

  it("keeps every model call with the job, tool answers whole, secrets scrubbed, and exports it", async () => {
    const run = await reference(recording, [`${task.prompts[0]} (the token is ${TOKEN})`]);
    expect(run.passed).toBe(true);
    const exported = await exportJob(recording.db, run.jobId);
    const modelCalls = exported.events.filter((event) => event.type === "model.call");
    expect(modelCalls).toHaveLength(run.calls[0]?.length ?? -1);
    const recorded = JSON.stringify(modelCalls);
    expect(recorded).not.toContain(TOKEN);
    expect(recorded).toContain("(the token is [redacted])");
    // The changelog's read: the transcript's tool event is shortened, the recorded call is not.
    const toolEvent = exported.events.find((e) => e.type === "tool" && e.data.tool === "read_file");
    const secondCall = JSON.stringify(modelCalls[1]?.data.prompt);
    expect(String(toolEvent?.data.output).length).toBeLessThan(2_100);
    expect(secondCall).toContain("## 1.1.0");
    expect(String(toolEvent?.data.output)).not.toContain("## 1.1.0");
  }, 120_000);

  it("records nothing of the model calls on a server that does not record runs", async () => {
    const run = await reference(plain);
    const exported = await exportJob(plain.db, run.jobId);
    expect(exported.events.some((event) => event.type === "model.call")).toBe(false);
    expect(exported.events.some((event) => event.type === "run.ended")).toBe(true);
  }, 120_000);

  it("replays an exported recording against the same fixture, showing the model the same prompts", async () => {
    const run = await reference(recording);
    const recorded = recordingFromExport(await exportJob(recording.db, run.jobId));
    expect(recorded.prompts).toEqual(task.prompts);
    const replayed = await plain.runTask(
      { ...task, prompts: recorded.prompts },
      "reference",
      (_t, _r, index, calls) => replayModel(recorded.calls[index] ?? [], calls),
    );
    expect(replayed.passed).toBe(true);
    expect(compareCalls(recorded.calls, replayed.calls)).toEqual([]);
  }, 120_000);

  it("refuses to export a job id no job can have, and says when there is no such job", async () => {
    await expect(exportJob(plain.db, "job_\u0000")).rejects.toMatchObject({
      code: "invalid_request",
    });
    await expect(exportJob(plain.db, "job_0000000000000000009999")).rejects.toThrow(
      "No job job_0000000000000000009999 on this server",
    );
  });
});

import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { useAgentTestContext, waitForJob } from "#testkit/app/agent-test-context.ts";
import { oneDatabaseKind } from "#testkit/database/test-database.ts";
import { allFiles, testRepo } from "#testkit/docs-sites/docs-repository.ts";
import { type GitHubDouble, startGitHubDouble } from "#testkit/github/github-double.ts";
import { doubleGitHubApp } from "#testkit/github/test-github-app.ts";
import { heldModel } from "#testkit/model/scripted-model.ts";
import { type AgentWorker, startAgentWorker } from "../../../app/agent/worker/agent-worker.ts";
import { AppMetrics } from "../../../app/app-metrics.ts";
import { claimNextJob } from "../../../app/jobs/job-queue.repository.ts";

const JOB = "job_0000000000000000000051";

describe.each(oneDatabaseKind())("stopping the agent worker (%s)", (kind) => {
  const t = useAgentTestContext(kind);
  let workers: AgentWorker[];
  let releases: (() => void)[];

  let github: GitHubDouble;

  beforeEach(async () => {
    await t.resetJobs();
    github = await startGitHubDouble();
    github.addRepository(testRepo.owner, testRepo.repo, allFiles);
    workers = [];
    releases = [];
  });

  afterEach(async () => {
    for (const release of releases) release();
    for (const worker of workers) await worker.stop();
    await github.close();
  });

  function start(model: ReturnType<typeof heldModel>["model"], metrics?: AppMetrics) {
    const worker = startAgentWorker({
      ctx: { ...t.ctx({ id: "scripted:model", languageModel: model }), metrics },
      github: doubleGitHubApp(github),
      concurrency: 1,
      pollIntervalMs: 5,
      leaseMs: 60_000,
      workerId: "worker-a",
      sleep: async () => {},
    });
    workers.push(worker);
    return worker;
  }

  async function jobRow() {
    return t.database.db
      .selectFrom("jobs")
      .selectAll()
      .where("id", "=", JOB)
      .executeTakeFirstOrThrow();
  }

  it("aborts the model call under way and gives the job back for another process to run", async () => {
    await t.insertJob({ id: JOB, prompt: "Rewrite the guides." });
    const held = heldModel();
    releases.push(held.release);
    const metrics = new AppMetrics({ processMetrics: false });
    const worker = start(held.model, metrics);
    await held.called;
    expect((await jobRow()).lease_owner).toBe("worker-a");

    await worker.stop();

    expect(held.sawAbort()).toBe(true);
    expect(await metrics.render().then((m) => m.body)).toMatch(
      /^inkwell_agent_runs_total\{result="stopped"\} 1$/m,
    );
    const row = await jobRow();
    expect(row).toMatchObject({
      status: "active",
      lease_owner: null,
      lease_expires_at: null,
      error: null,
    });
    // Another process takes it over at once, without waiting for a lease to lapse, and it does not
    // count as a lost attempt.
    const taken = await claimNextJob(t.database.db, {
      owner: "worker-b",
      now: t.clock.now(),
      leaseMs: 60_000,
      projectConcurrency: 2,
    });
    expect(taken).toMatchObject({ id: JOB, lease_owner: "worker-b", attempts: 0 });
  });

  it("gives back the lease of a run that does not end, when the process must exit", async () => {
    await t.insertJob({ id: JOB, prompt: "Rewrite the guides." });
    const held = heldModel({ ignoreAbort: true });
    releases.push(held.release);
    const worker = start(held.model);
    await held.called;

    const stopping = worker.stop();
    await worker.releaseLeases();

    const row = await jobRow();
    expect(row).toMatchObject({ status: "active", lease_owner: null, lease_expires_at: null });
    held.release();
    await stopping;
    // The abandoned run writes nothing once its lease is gone.
    const after = await waitForJob(t, JOB, (r) => r.lease_owner === null);
    expect(after.status).toBe("active");
    expect(after.error).toBeNull();
  });
});

import { spawn } from "node:child_process";
import pino from "pino";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { useAgentTestContext, waitForJob } from "#testkit/app/agent-test-context.ts";
import { everyDatabaseKind } from "#testkit/database/test-database.ts";
import { allFiles, testRepo } from "#testkit/docs-sites/docs-repository.ts";
import { type GitHubDouble, startGitHubDouble } from "#testkit/github/github-double.ts";
import { isolateNetwork } from "#testkit/github/nock-github.ts";
import { doubleGitHubApp } from "#testkit/github/test-github-app.ts";
import { scriptedModel } from "#testkit/model/scripted-model.ts";
import { RunStopped } from "../../app/agent/agent-errors.ts";
import { type AgentWorker, startAgentWorker } from "../../app/agent/worker/agent-worker.ts";
import { keepLease } from "../../app/agent/worker/keep-lease.ts";
import { loadConfig } from "../../app/config.ts";
import { claimNextJob } from "../../app/jobs/job-queue.repository.ts";

const JOB = `job_${"1".padStart(22, "0")}`;

describe("job lease settings", () => {
  it("lease a claimed job 30 seconds and run 2 jobs of a project at once unless told", () => {
    const config = loadConfig({});
    expect(config.jobLeaseSeconds).toBe(30);
    expect(config.projectConcurrency).toBe(2);
  });

  it("refuse a lease too short to renew and a project limit of 0, naming the variable", () => {
    expect(() => loadConfig({ INKWELL_JOB_LEASE_SECONDS: "2" })).toThrow(
      /INKWELL_JOB_LEASE_SECONDS/,
    );
    expect(() => loadConfig({ INKWELL_PROJECT_CONCURRENCY: "0" })).toThrow(
      /INKWELL_PROJECT_CONCURRENCY/,
    );
  });
});

describe.each(everyDatabaseKind())("job lease (%s)", (kind) => {
  const t = useAgentTestContext(kind);
  let workers: AgentWorker[];
  let github: GitHubDouble;

  beforeEach(async () => {
    await t.resetJobs();
    // nock only refuses connections off this machine: GitHub is the double, and a
    // request that misses it must fail here rather than reach the internet.
    isolateNetwork();
    github = await startGitHubDouble();
    github.addRepository(testRepo.owner, testRepo.repo, allFiles);
    workers = [];
  });

  afterEach(async () => {
    for (const worker of workers) await worker.stop();
    await github.close();
  });

  it("a run whose job another process took over stops before its next write and publishes nothing", async () => {
    await t.insertJob({ id: JOB, prompt: "do it" });
    const model = scriptedModel([
      {
        calls: [["write_file", { path: "new.md", content: "new" }]],
        before: async () => {
          // What a claim after the lease lapsed does: the job is another worker's now.
          await t.database.db
            .updateTable("jobs")
            .set({ lease_owner: "worker-b", attempts: 1 })
            .where("id", "=", JOB)
            .execute();
        },
      },
      { calls: [["finish", { summary: "Added a page.", prTitle: "Add a page" }]] },
    ]);
    workers.push(
      startAgentWorker({
        ctx: t.ctx({ id: "scripted:model", languageModel: model }),
        github: doubleGitHubApp(github),
        findInstallationId: async (project) => project.installation_id,
        concurrency: 1,
        pollIntervalMs: 5,
        leaseMs: 60_000,
        workerId: "worker-a",
        sleep: async () => {},
      }),
    );

    const ended = await waitForEvent(JOB, "run.ended");
    expect(ended.data).toMatchObject({ outcome: "stopped", reason: "lease_lost" });
    const job = await waitForJob(t, JOB, () => true);
    expect(job).toMatchObject({
      status: "active",
      lease_owner: "worker-b",
      attempts: 1,
      publication: null,
      pr_number: null,
    });
    expect(model.doGenerateCalls).toHaveLength(1);
    // The tree was read; no commit, branch or pull request was asked for.
    const asked = github.takeRequests();
    expect(asked.some((request) => /\/git\/trees\//.test(request.path))).toBe(true);
    // The only POST is GraphQL's read of the pages' text.
    expect(asked.filter((request) => request.method !== "GET")).toEqual([
      expect.objectContaining({ path: expect.stringMatching(/\/graphql$/) }),
    ]);
    expect(github.filesAt(testRepo.owner, testRepo.repo, `inkwell/${JOB}`)).toBeUndefined();
    expect(github.pullFor(testRepo.owner, testRepo.repo, `inkwell/${JOB}`)).toBeUndefined();
  });

  it("counts the lease lost once renewals have failed for most of it", async () => {
    await t.insertJob({ id: JOB, prompt: "do it" });
    const leaseMs = 60;
    await claimNextJob(t.database.db, {
      owner: "worker-a",
      now: t.clock.now(),
      leaseMs,
      projectConcurrency: 2,
    });
    // The database answers reads but every renewal fails, as when it is unreachable.
    const unreachable = new Proxy(t.database.db, {
      get(target, property) {
        if (property === "updateTable") {
          return () => {
            throw new Error("connection refused");
          };
        }
        const value = Reflect.get(target, property, target);
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
    const lease = keepLease(
      { db: unreachable, clock: t.clock, log: pino({ level: "silent" }) },
      { jobId: JOB, owner: "worker-a", leaseMs },
      () => false,
    );
    try {
      await lease.checkContinue();
      let stopped: unknown;
      while (stopped === undefined) {
        await new Promise((resolve) => setTimeout(resolve, 10));
        stopped = await lease.checkContinue().then(
          () => undefined,
          (error: unknown) => error,
        );
      }
      expect(stopped).toBeInstanceOf(RunStopped);
      expect((stopped as RunStopped).reason).toBe("lease_lost");
    } finally {
      lease.end();
    }
  });

  it.runIf(kind === "postgres")(
    "takes over the job of a process killed with SIGKILL once its lease lapses",
    async () => {
      await t.insertJob({ id: JOB, prompt: "do it" });
      const holder = spawn(
        process.execPath,
        ["--import", "tsx", "testkit/app/lease-holder.ts", t.database.url ?? "", "killed", "1500"],
        { env: process.env, stdio: ["ignore", "pipe", "inherit"] },
      );
      try {
        const said = await firstLine(holder.stdout);
        expect(said).toBe(`claimed ${JOB}`);
        const held = await waitForJob(t, JOB, () => true);
        expect(held.lease_owner).toBe("killed");
        holder.kill("SIGKILL");

        let taken: Awaited<ReturnType<typeof claimNextJob>>;
        do {
          await new Promise((resolve) => setTimeout(resolve, 50));
          taken = await claimNextJob(t.database.db, {
            owner: "survivor",
            now: new Date(),
            leaseMs: 1500,
            projectConcurrency: 2,
          });
        } while (!taken);
        // The lapsed run counts as one attempt.
        expect(taken).toMatchObject({ id: JOB, lease_owner: "survivor", attempts: 1 });
      } finally {
        holder.kill("SIGKILL");
      }
    },
  );

  async function waitForEvent(jobId: string, type: string) {
    for (;;) {
      const row = await t.database.db
        .selectFrom("job_events")
        .selectAll()
        .where("job_id", "=", jobId)
        .where("type", "=", type)
        .executeTakeFirst();
      if (row) return row;
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  }
});

function firstLine(stream: NodeJS.ReadableStream): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = "";
    stream.on("data", (chunk: Buffer) => {
      text += chunk.toString();
      const end = text.indexOf("\n");
      if (end >= 0) resolve(text.slice(0, end));
    });
    stream.on("end", () => reject(new Error(`the lease holder ended saying ${text}`)));
  });
}

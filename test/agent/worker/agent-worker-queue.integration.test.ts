import { afterAll, afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  testAgentLimits as limits,
  startDoubleWorker,
  useAgentTestContext,
  waitForJob,
} from "#testkit/app/agent-test-context.ts";
import { oneDatabaseKind } from "#testkit/database/test-database.ts";
import { allFiles, testRepo } from "#testkit/docs-sites/docs-repository.ts";
import { type GitHubDouble, startGitHubDouble } from "#testkit/github/github-double.ts";
import { type ScriptedStep, scriptedModel } from "#testkit/model/scripted-model.ts";
import type { AgentWorker } from "../../../app/agent/worker/agent-worker.ts";
import type { DatabaseHandle } from "../../../app/db/open-database.ts";
import { markJobArchived } from "../../../app/jobs/job.repository.ts";
import { claimNextJob } from "../../../app/jobs/job-queue.repository.ts";

const jobId = (n: number) => `job_${String(n).padStart(22, "0")}`;
const finish: ScriptedStep = {
  calls: [["finish", { summary: "Nothing to change.", prTitle: "n/a" }]],
};

describe.each(oneDatabaseKind())("agent worker queue (%s)", (kind) => {
  const t = useAgentTestContext(kind);
  let github: GitHubDouble;
  /** The commit the repository's `main` starts at. */
  let baseSha: string;
  let workers: AgentWorker[];
  let other: DatabaseHandle | undefined;

  afterAll(async () => {
    await other?.close();
  });

  beforeEach(async () => {
    await t.resetJobs();
    github = await startGitHubDouble();
    baseSha = github.addRepository(testRepo.owner, testRepo.repo, allFiles);
    workers = [];
  });

  afterEach(async () => {
    for (const worker of workers) await worker.stop();
    await github.close();
  });

  /** How often each job's branch was looked up on the GitHub double, by job id. */
  function branchLookups(): Record<string, number> {
    const counts: Record<string, number> = {};
    for (const request of github.takeRequests()) {
      const job = /\/git\/ref\/heads\/inkwell\/(job_\w+)$/.exec(request.path)?.[1];
      if (job) counts[job] = (counts[job] ?? 0) + 1;
    }
    return counts;
  }

  function startWorker(
    model: ReturnType<typeof scriptedModel>,
    options: {
      workerId: string;
      concurrency?: number;
      db?: DatabaseHandle["db"];
    },
  ) {
    const ctx = t.ctx({ id: "scripted:model", languageModel: model });
    const worker = startDoubleWorker(t, github, model, {
      ctx: options.db ? { ...ctx, db: options.db } : ctx,
      findInstallationId: async (project) => project.installation_id,
      concurrency: options.concurrency ?? 1,
      limits,
      workerId: options.workerId,
    });
    workers.push(worker);
    return worker;
  }

  it("never lets two claims take the same job", async () => {
    for (let n = 1; n <= 5; n++) await t.insertJob({ id: jobId(n), prompt: `job ${n}` });
    const claims = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        claimNextJob(t.database.db, {
          owner: `w${i}`,
          now: t.clock.now(),
          leaseMs: 60_000,
          projectConcurrency: 20,
        }),
      ),
    );
    const claimed = claims.flatMap((job) => (job ? [job.id] : []));
    expect(claimed.sort()).toEqual([1, 2, 3, 4, 5].map(jobId));
  });

  it("runs each job exactly once when two workers share the queue", async () => {
    const count = 6;
    for (let n = 1; n <= count; n++) {
      await t.insertJob({ id: jobId(n), prompt: `instruction for job ${n}` });
    }
    const seen: string[] = [];
    const countingModel = () =>
      scriptedModel(
        Array.from({ length: count }, () => ({
          ...finish,
          before: () => {},
        })),
      );
    const modelA = countingModel();
    const modelB = countingModel();
    if (kind === "postgres") other = await t.database.openAnother();
    startWorker(modelA, { workerId: "worker-a", concurrency: 3 });
    startWorker(modelB, {
      workerId: "worker-b",
      concurrency: 3,
      ...(other ? { db: other.db } : {}),
    });

    for (let n = 1; n <= count; n++) {
      expect((await waitForJob(t, jobId(n))).status).toBe("completed");
    }
    for (const call of [...modelA.doGenerateCalls, ...modelB.doGenerateCalls]) {
      const match = JSON.stringify(call.prompt).match(/instruction for job (\d+)/);
      if (match?.[1]) seen.push(match[1]);
    }
    expect(seen.sort()).toEqual(["1", "2", "3", "4", "5", "6"]);
    // Each job's branch was looked up once: one run per job, by one of the workers.
    expect(branchLookups()).toEqual(
      Object.fromEntries(Array.from({ length: count }, (_, i) => [jobId(i + 1), 1])),
    );
  });

  it("takes over a job whose worker died once its lease lapses", async () => {
    await t.insertJob({ id: jobId(1), prompt: "do it" });
    const dead = await claimNextJob(t.database.db, {
      owner: "dead-worker",
      now: t.clock.now(),
      leaseMs: 60_000,
      projectConcurrency: 2,
    });
    expect(dead?.id).toBe(jobId(1));
    startWorker(scriptedModel([finish]), { workerId: "worker-b" });

    await new Promise((resolve) => setTimeout(resolve, 50));
    const held = await waitForJob(t, jobId(1), () => true);
    expect(held).toMatchObject({ status: "active", lease_owner: "dead-worker" });

    t.clock.advance(61_000);
    const job = await waitForJob(t, jobId(1));
    expect(job).toMatchObject({ status: "completed", attempts: 0, lease_owner: null });
    expect(branchLookups()).toEqual({ [jobId(1)]: 1 });
  });

  it("stops a running job at its next step when it is archived", async () => {
    await t.insertJob({ id: jobId(1), prompt: "do it" });
    const model = scriptedModel([
      {
        calls: [["write_file", { path: "new.md", content: "new" }]],
        before: async () => {
          await markJobArchived(t.database.db, t.projectId, jobId(1), t.clock.now());
        },
      },
      finish,
    ]);
    startWorker(model, { workerId: "worker-a" });

    await waitForJob(t, jobId(1), (row) => row.status === "archived" && row.lease_owner === null);
    expect(model.doGenerateCalls).toHaveLength(1);
    expect(branchLookups()).toEqual({ [jobId(1)]: 1 });
    expect(github.pullFor(testRepo.owner, testRepo.repo, `inkwell/${jobId(1)}`)).toBeUndefined();
  });

  it("on stop, gives the lease back at the next step so another worker resumes the job", async () => {
    await t.insertJob({ id: jobId(1), prompt: "do it" });
    let stopping: Promise<void> | undefined;
    const first = scriptedModel([
      {
        calls: [["list_files", {}]],
        before: () => {
          stopping = workers[0]?.stop();
        },
      },
    ]);
    startWorker(first, { workerId: "worker-a" });
    await waitForJob(t, jobId(1), () => stopping !== undefined);
    await stopping;
    const released = await waitForJob(t, jobId(1), () => true);
    expect(released).toMatchObject({ status: "active", lease_owner: null, attempts: 0 });

    startWorker(scriptedModel([finish]), { workerId: "worker-b" });
    expect((await waitForJob(t, jobId(1))).status).toBe("completed");
    // Read once by each worker: the second started the job again from its pinned base.
    expect(branchLookups()).toEqual({ [jobId(1)]: 2 });
  });

  it("after a failure between the commit and the pull request, publishes that commit without running the agent again", async () => {
    const id = jobId(1);
    const branch = `inkwell/${id}`;
    await t.insertJob({ id, prompt: "Add a page." });
    github.failNext("GET", "/repos/acme/docs/pulls", { status: 502, body: "Bad Gateway" }, 4);
    const model = scriptedModel([
      { calls: [["write_file", { path: "page.md", content: "# Page\n" }]] },
      // Refused once: the new page is in no navigation.
      { calls: [["finish", { summary: "Added.", prTitle: "Add a page" }]] },
      {
        calls: [
          [
            "finish",
            { summary: "Added.", prTitle: "Add a page", checksNote: "Listed in a later change." },
          ],
        ],
      },
    ]);
    startWorker(model, { workerId: "worker-a" });

    const retrying = await waitForJob(
      t,
      id,
      (row) => row.attempts === 1 && row.lease_owner === null,
    );
    expect(retrying.status).toBe("active");
    const [commit] = github.log(testRepo.owner, testRepo.repo, branch);
    expect(commit).toEqual({
      sha: expect.any(String),
      message: `Add a page\n\nAdded.\n\nInkwell job ${id}`,
      parents: [baseSha],
    });
    expect(retrying.publication).toMatchObject({ pending: true, commitSha: commit?.sha });
    expect(github.pullFor(testRepo.owner, testRepo.repo, branch)).toBeUndefined();

    // The retry: the branch already points at the commit, no pull request exists yet.
    t.clock.advance(10 * 60_000);

    const job = await waitForJob(t, id);
    const pull = github.pullFor(testRepo.owner, testRepo.repo, branch);
    expect(pull).toMatchObject({ title: "Add a page", draft: true });
    expect(job).toMatchObject({ status: "completed", pr_number: pull?.number, summary: "Added." });
    expect(job.publication).toMatchObject({ pending: false });
    expect(model.doGenerateCalls).toHaveLength(3);
    const pullLookups = github
      .takeRequests()
      .filter(
        (request) => request.method === "GET" && request.path === "/api/v3/repos/acme/docs/pulls",
      );
    expect(pullLookups.map((request) => request.status)).toEqual([502, 502, 502, 502, 200]);
    // The retry published that commit, and made no other.
    expect(github.log(testRepo.owner, testRepo.repo, branch)[0]).toEqual(commit);
    expect(github.filesAt(testRepo.owner, testRepo.repo, branch)?.get("docs/page.md")).toBe(
      "# Page\n",
    );
  });

  it("after a crash once the pull request exists, reuses it instead of opening a second one", async () => {
    const id = jobId(1);
    const branch = `inkwell/${id}`;
    await t.insertJob({ id, prompt: "Add a page." });
    const message = await t.database.db
      .selectFrom("job_messages")
      .select("id")
      .where("job_id", "=", id)
      .executeTakeFirstOrThrow();
    // The crashed worker had pushed its commit and opened the pull request.
    const commitSha = github.addBranch(testRepo.owner, testRepo.repo, branch, {
      "docs/page.md": "# Page\n",
    });
    const number = github.openPull(testRepo.owner, testRepo.repo, {
      head: branch,
      title: "Add a page",
      body: "Being written.",
    });
    await t.database.db
      .updateTable("jobs")
      .set({
        lease_owner: "crashed-worker",
        lease_expires_at: new Date(t.clock.now().getTime() - 1000),
        publication: JSON.stringify({
          pending: true,
          commitSha,
          parentSha: baseSha,
          baseRef: "main",
          prTitle: "Add a page",
          summary: "Added.",
          changedFiles: [{ path: "docs/page.md", change: "added" }],
          messageIds: [message.id],
        }),
      })
      .execute();
    startWorker(scriptedModel([]), { workerId: "worker-b" });

    const job = await waitForJob(t, id);
    expect(job).toMatchObject({
      status: "completed",
      pr_number: number,
      pr_link: `http://${github.host}/acme/docs/pull/${number}`,
    });
    expect(github.pullFor(testRepo.owner, testRepo.repo, branch)?.body).toContain("docs/page.md");
    const writes = github.takeRequests().filter((request) => request.method !== "GET");
    expect(writes.map((request) => `${request.method} ${request.path}`)).toEqual([
      `PATCH /api/v3/repos/acme/docs/pulls/${number}`,
    ]);
  });
});

import pino from "pino";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestClock } from "#testkit/app/test-clock.ts";
import { seedJob, seedProject } from "#testkit/database/seed.ts";
import {
  createTestDatabase,
  everyDatabaseKind,
  type TestDatabase,
} from "#testkit/database/test-database.ts";
import { settleFailure } from "../../app/agent/worker/settle-run.ts";
import type { DatabaseHandle } from "../../app/db/open-database.ts";
import type { JobRow } from "../../app/db/schema.ts";
import { GitHubRateLimitError } from "../../app/github/github-request-policy.ts";
import {
  claimNextJob,
  type JobClaim,
  releaseLease,
  throttleInstallation,
} from "../../app/jobs/job-queue.repository.ts";
import { scheduleRetry } from "../../app/jobs/job-run.repository.ts";

describe.each(everyDatabaseKind())("fair job claims (%s)", (kind) => {
  let database: TestDatabase;
  let other: DatabaseHandle | undefined;
  const clock = createTestClock("2026-11-27T10:00:00Z");
  let serial = 0;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await other?.close();
    await database.close();
  });
  beforeEach(async () => {
    await database.db.deleteFrom("jobs").execute();
    await database.db.deleteFrom("installation_throttles").execute();
    await database.db.deleteFrom("projects").execute();
  });

  async function project(name: string, installationId: number | null = null): Promise<string> {
    return seedProject(database.db, { id: `prj_${name}`, name, installation_id: installationId });
  }

  /** Queues `count` jobs of the project, a second apart, and returns their ids oldest first. */
  async function queue(projectId: string, count: number): Promise<string[]> {
    const ids: string[] = [];
    for (let n = 0; n < count; n++) {
      serial++;
      const id = `job_${String(serial).padStart(22, "0")}`;
      await seedJob(database.db, {
        id,
        projectId,
        prompt: `job ${serial}`,
        repository: "https://github.com/acme/docs",
        at: new Date(clock.nowMs() + serial * 1000),
      });
      ids.push(id);
    }
    return ids;
  }

  const later = () => new Date(clock.nowMs() + 3_600_000);
  const claim = (owner: string, projectConcurrency = 2): JobClaim => ({
    owner,
    now: later(),
    leaseMs: 30_000,
    projectConcurrency,
  });

  async function claimAll(projectConcurrency: number): Promise<JobRow[]> {
    const taken: JobRow[] = [];
    for (;;) {
      const job = await claimNextJob(database.db, claim(`w${taken.length}`, projectConcurrency));
      if (!job) return taken;
      taken.push(job);
    }
  }

  it("serves a project that queued later before the rest of an earlier project's backlog", async () => {
    const big = await queue(await project("big"), 10);
    const [small1] = await queue(await project("small1"), 1);
    const [small2] = await queue(await project("small2"), 1);

    const order = (await claimAll(10)).map((job) => job.id);

    expect(order.slice(0, 3)).toEqual([big[0], small1, small2]);
    expect(order.slice(3)).toEqual(big.slice(1));
  });

  it("rotates between projects with backlogs, each in the order its jobs were queued", async () => {
    const a = await queue(await project("a"), 3);
    const b = await queue(await project("b"), 3);

    const order = (await claimAll(10)).map((job) => job.id);

    expect(order).toEqual([a[0], b[0], a[1], b[1], a[2], b[2]]);
  });

  it("runs at most the project's limit of jobs at once, and the next one when one ends", async () => {
    const jobs = await queue(await project("big"), 5);

    const running = await claimAll(2);
    expect(running.map((job) => job.id)).toEqual(jobs.slice(0, 2));

    await releaseLease(database.db, { jobId: jobs[0] ?? "", owner: "w0" });
    await database.db
      .updateTable("jobs")
      .set({ status: "completed" })
      .where("id", "=", jobs[0] ?? "")
      .execute();
    const next = await claimNextJob(database.db, claim("w-next"));
    expect(next?.id).toBe(jobs[2]);
    expect(await claimNextJob(database.db, claim("w-more"))).toBeUndefined();
  });

  it("counts a lapsed lease as no longer running, and takes that job over", async () => {
    const jobs = await queue(await project("big"), 3);
    await claimAll(2);

    const afterLapse = { ...claim("w-takeover"), now: new Date(later().getTime() + 31_000) };
    const taken = await claimNextJob(database.db, afterLapse);

    expect(taken).toMatchObject({ id: jobs[0], lease_owner: "w-takeover", attempts: 1 });
  });

  it("holds the limit when workers of several processes claim at the same moment", async () => {
    const jobs = await queue(await project("big"), 8);
    if (kind === "postgres") other = await database.openAnother();
    const pools = [database.db, other?.db ?? database.db];

    const claims = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        claimNextJob(pools[i % 2] ?? database.db, claim(`w${i}`, 3)),
      ),
    );

    // Oldest first holds for claims in turn; at the same moment SKIP LOCKED may pass over one.
    const taken = claims.flatMap((job) => (job ? [job.id] : []));
    expect(taken).toHaveLength(3);
    expect(new Set(taken).size).toBe(3);
    expect(taken.every((id) => jobs.includes(id))).toBe(true);
    const leased = await database.db
      .selectFrom("jobs")
      .select("id")
      .where("lease_owner", "is not", null)
      .execute();
    expect(leased).toHaveLength(3);
  });

  it("skips every project of an installation GitHub rate-limited, until the limit resets", async () => {
    const [first] = await queue(await project("first", 7), 2);
    const [sibling] = await queue(await project("sibling", 7), 1);
    const [elsewhere] = await queue(await project("elsewhere", 8), 1);
    const until = new Date(later().getTime() + 600_000);
    await throttleInstallation(database.db, { jobId: first ?? "", until });

    expect((await claimAll(2)).map((job) => job.id)).toEqual([elsewhere]);

    const afterReset = { ...claim("w-reset"), now: new Date(until.getTime() + 1) };
    const resumed = [
      await claimNextJob(database.db, afterReset),
      await claimNextJob(database.db, { ...afterReset, owner: "w-reset-2" }),
    ];
    expect(resumed.map((job) => job?.id).sort()).toEqual([first, sibling].sort());
  });

  it("a run GitHub rate-limits holds back its installation's other projects", async () => {
    const [limited] = await queue(await project("limited", 7), 1);
    const [sibling] = await queue(await project("sibling", 7), 1);
    const [elsewhere] = await queue(await project("elsewhere", 8), 1);
    const now = later();
    const job = await claimNextJob(database.db, { ...claim("w-limited"), now });
    expect(job?.id).toBe(limited);
    const error = new GitHubRateLimitError("github_unavailable", "GitHub kept failing", {
      retryAfter: 1800,
    });

    const result = await settleFailure(
      { db: database.db, clock: { now: () => now }, owner: "w-limited", maxAttempts: 5 },
      job as JobRow,
      error,
      pino({ level: "silent" }),
    );

    expect(result).toMatch(/^retry at/);
    const next = await claimAll(2);
    expect(next.map((row) => row.id)).toEqual([elsewhere]);
    expect(next.map((row) => row.id)).not.toContain(sibling);
    const throttle = await database.db
      .selectFrom("installation_throttles")
      .selectAll()
      .executeTakeFirstOrThrow();
    expect(throttle).toMatchObject({ installation_id: 7 });
    expect(new Date(throttle.until).getTime()).toBe(now.getTime() + 1_800_000);
  });

  describe("by a clock ahead of the database's, so only the claim can see what came due", () => {
    // The line marks a project ready by the database's clock when its jobs change; what comes due
    // later (a retry, a lapsed lease, a throttle's end) is marked by the claim that sees it.
    const start = Date.parse("2100-01-01T00:00:00Z");
    const at = (ms: number): JobClaim => ({
      owner: `w-${ms}`,
      now: new Date(start + ms),
      leaseMs: 30_000,
      projectConcurrency: 2,
    });

    async function queueAhead(projectId: string): Promise<string> {
      const id = `job_${String(++serial).padStart(22, "0")}`;
      await seedJob(database.db, {
        id,
        projectId,
        prompt: "later",
        repository: "https://github.com/acme/docs",
        at: new Date(start),
      });
      return id;
    }

    it("takes a retried job once its retry is due, and not before", async () => {
      const job = await queueAhead(await project("retried"));
      const first = await claimNextJob(database.db, at(1_000));
      expect(first?.id).toBe(job);
      await scheduleRetry(database.db, {
        jobId: job,
        owner: first?.lease_owner ?? "",
        now: new Date(start + 2_000),
        runAfter: new Date(start + 3_600_000),
      });

      expect(await claimNextJob(database.db, at(1_800_000))).toBeUndefined();
      expect(await claimNextJob(database.db, at(3_600_001))).toMatchObject({
        id: job,
        attempts: 1,
      });
    });

    it("takes over a job once its lease lapses, and not before", async () => {
      const job = await queueAhead(await project("crashed"));
      expect((await claimNextJob(database.db, at(0)))?.id).toBe(job);

      expect(await claimNextJob(database.db, at(10_000))).toBeUndefined();
      expect(await claimNextJob(database.db, at(30_001))).toMatchObject({ id: job, attempts: 1 });
    });

    it("takes an installation's jobs once its throttle ends, and not before", async () => {
      const job = await queueAhead(await project("throttled", 9));
      await database.db
        .insertInto("installation_throttles")
        .values({ installation_id: 9, until: new Date(start + 600_000) })
        .execute();

      expect(await claimNextJob(database.db, at(1_000))).toBeUndefined();
      expect((await claimNextJob(database.db, at(600_001)))?.id).toBe(job);
    });
  });

  it("leaves other installations alone when GitHub fails without a rate limit", async () => {
    const [failing] = await queue(await project("failing", 7), 1);
    const [sibling] = await queue(await project("sibling", 7), 1);
    const now = later();
    const job = await claimNextJob(database.db, { ...claim("w-failing"), now });
    expect(job?.id).toBe(failing);

    await settleFailure(
      { db: database.db, clock: { now: () => now }, owner: "w-failing", maxAttempts: 5 },
      job as JobRow,
      Object.assign(new Error("GitHub answered 502"), { name: "TimeoutError" }),
      pino({ level: "silent" }),
    );

    expect((await claimAll(2)).map((row) => row.id)).toEqual([sibling]);
  });
});

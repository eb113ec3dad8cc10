import { describe, expect, it } from "vitest";
import { createTestClock } from "#testkit/app/test-clock.ts";
import { everyDatabaseKind, useTestDatabase } from "#testkit/database/test-database.ts";
import { EXPIRED_ROW_SWEEPS } from "../app/background-work.ts";
import { releaseProcessLease, takeProcessLease } from "../app/db/process-lease.repository.ts";
import { claimIdempotencyKey, insertJobWithMessage } from "../app/jobs/job.repository.ts";
import { createProject } from "../app/projects/project.service.ts";
import { consumeRateLimit } from "../app/rate-limits/rate-limit.repository.ts";
import { sweepExpiredRows } from "../app/start-housekeeping.ts";

describe.each(everyDatabaseKind())("housekeeping on %s", (kind) => {
  const database = useTestDatabase(kind);

  it("forgets webhook deliveries older than GitHub can redeliver, and keeps recent ones", async () => {
    const clock = createTestClock("2026-11-20T10:00:00Z");
    await database.db
      .insertInto("webhook_deliveries")
      .values([
        { id: "d-old", event: "ping", received_at: new Date("2026-11-12T09:00:00Z") },
        { id: "d-recent", event: "ping", received_at: new Date("2026-11-18T09:00:00Z") },
      ])
      .execute();
    await sweepExpiredRows({ db: database.db, clock }, EXPIRED_ROW_SWEEPS);
    const left = await database.db.selectFrom("webhook_deliveries").select("id").execute();
    expect(left.map((row) => row.id)).toEqual(["d-recent"]);
  });

  it("deletes rate-limit windows and idempotency keys of jobs and event batches that no longer count, and keeps the rest", async () => {
    const clock = createTestClock("2026-11-02T10:00:00Z");
    const project = await createProject(database.db, { repo: "acme/sweep" });
    const addKey = async (key: string, at: Date) => {
      const jobId = `job_${key}`;
      await insertJobWithMessage(
        database.db,
        {
          id: jobId,
          project_id: project.id,
          model: "m",
          source_repository: "https://github.com/acme/sweep",
          source_ref: `inkwell/${jobId}`,
          base_ref: null,
          branch: `inkwell/${jobId}`,
          created_at: at,
        },
        "p",
      );
      await claimIdempotencyKey(
        database.db,
        { project_id: project.id, key, request_hash: "h", job_id: jobId, created_at: at },
        new Date(0),
      );
    };
    await addKey("old", new Date("2026-11-01T09:00:00Z"));
    await addKey("fresh", new Date("2026-11-02T09:00:00Z"));
    await consumeRateLimit(database.db, {
      bucket: "b",
      limit: 5,
      windowMs: 3600_000,
      now: new Date("2026-10-31T08:00:00Z"),
    });
    await consumeRateLimit(database.db, {
      bucket: "b",
      limit: 5,
      windowMs: 3600_000,
      now: clock.now(),
    });

    const insertBatchKey = (key: string, at: string) =>
      database.db
        .insertInto("analytics_sites")
        .values({ project_id: project.id })
        .onConflict((oc) => oc.column("project_id").doNothing())
        .execute()
        .then(() =>
          database.db
            .selectFrom("analytics_sites")
            .select("id")
            .where("project_id", "=", project.id)
            .executeTakeFirstOrThrow(),
        )
        .then(({ id }) =>
          database.db
            .insertInto("analytics_batches")
            .values({
              site_id: id,
              key_digest: Buffer.from(key),
              request_digest: Buffer.from("h"),
              event_count: 1,
              created_at: new Date(at),
            })
            .execute(),
        );
    await insertBatchKey("old-batch", "2026-11-01T09:00:00Z");
    await insertBatchKey("fresh-batch", "2026-11-02T09:00:00Z");

    await sweepExpiredRows({ db: database.db, clock }, EXPIRED_ROW_SWEEPS);

    const batches = await database.db
      .selectFrom("analytics_batches")
      .select("key_digest")
      .execute();
    expect(batches.map((b) => Buffer.from(b.key_digest).toString())).toEqual(["fresh-batch"]);

    const keys = await database.db.selectFrom("idempotency_keys").select("key").execute();
    expect(keys.map((k) => k.key)).toEqual(["fresh"]);
    const windows = await database.db
      .selectFrom("rate_limit_counters")
      .select("window_start")
      .execute();
    expect(windows.map((w) => w.window_start.toISOString())).toEqual(["2026-11-02T10:00:00.000Z"]);
  });
});

describe.each(everyDatabaseKind())("the housekeeping lease on %s", (kind) => {
  const database = useTestDatabase(kind);
  const at = (seconds: number) => new Date(Date.UTC(2026, 10, 27, 9, 0, seconds));
  const take = (owner: string, seconds: number, name = "housekeeping") =>
    takeProcessLease(database.db, {
      name,
      owner,
      now: at(seconds),
      leaseMs: 30_000,
    });

  it("is one process's until it lapses: renewed by its holder, refused to others, then taken over", async () => {
    expect(await take("a", 0)).toBe(true);
    expect(await take("b", 10)).toBe(false);
    expect(await take("a", 20)).toBe(true);
    // a renewed at 20 s, so its lease runs to 50 s.
    expect(await take("b", 45)).toBe(false);
    // a died: its lease lapses and b takes it; a, back, does not.
    expect(await take("b", 51)).toBe(true);
    expect(await take("a", 52)).toBe(false);
  });

  it("is free at once when its holder lets it go", async () => {
    expect(await take("a", 0, "sweeping")).toBe(true);
    await releaseProcessLease(database.db, { name: "sweeping", owner: "b" });
    expect(await take("b", 1, "sweeping")).toBe(false);
    await releaseProcessLease(database.db, { name: "sweeping", owner: "a" });
    expect(await take("b", 2, "sweeping")).toBe(true);
  });
});

import { Migrator, sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createTestDatabase,
  everyDatabaseKind,
  type TestDatabase,
} from "#testkit/database/test-database.ts";
import { migrateToLatest } from "../../app/db/migrate-to-latest.ts";
import { migrations } from "../../app/db/migrations/index.ts";
import { claimNextJob } from "../../app/jobs/job-queue.repository.ts";

const BEFORE = "2026-11-27-80-share-links";
const AT = "2026-11-27T10:00:00Z";
const NOW = new Date("2026-11-27T12:00:00Z");

describe.each(everyDatabaseKind())("moving the queue to its line on %s", (kind) => {
  // One database, moved once. It starts from the migrated template taken back down to the
  // earlier layout, which runs only the migrations after it (from empty would run them all).
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    const upTo = await migrator(database).migrateTo(BEFORE);
    expect(upTo.error).toBeUndefined();
    await seedEarlierQueue(database);
    await migrateToLatest(database.db, database.schema);
  });

  afterAll(async () => {
    await database?.close();
  });

  function migrator(on: TestDatabase): Migrator {
    return new Migrator({
      db: on.db,
      provider: { getMigrations: async () => migrations },
      migrationTableSchema: on.schema,
    });
  }

  /** Projects and jobs as the earlier layout held them, with the turn on the project. */
  async function seedEarlierQueue(database: TestDatabase): Promise<void> {
    const { db } = database;
    await sql`
      insert into projects (id, name, repo_owner, repo_name, installation_id, claim_turn)
      values ('prj_served', 'Served', 'acme', 'a', 7, 5),
        ('prj_new', 'New', 'acme', 'b', 8, null),
        ('prj_done', 'Done', 'acme', 'c', 8, 3),
        ('prj_idle', 'Idle', 'acme', 'd', null, null)
    `.execute(db);
    const job = (
      id: string,
      project: string,
      minute: number,
      lease: [string, Date] | null = null,
    ) => {
      const at = new Date(Date.parse(AT) + minute * 60_000);
      return sql`
        insert into jobs (id, project_id, status, source_repository, source_ref, branch,
          run_after, created_at, updated_at, lease_owner, lease_expires_at)
        values (${id}, ${project}, 'active', 'https://github.com/acme/docs', ${`inkwell/${id}`},
          ${`inkwell/${id}`}, ${at}, ${at}, ${at}, ${lease?.[0] ?? null}, ${lease?.[1] ?? null})
      `.execute(db);
    };
    await job("job_running", "prj_served", 0, ["worker-a", new Date("2026-11-27T12:00:30Z")]);
    await job("job_served_next", "prj_served", 1);
    await job("job_served_last", "prj_served", 2);
    await job("job_new", "prj_new", 3);
    await job("job_done", "prj_done", 0);
    await sql`update jobs set status = 'completed' where id = 'job_done'`.execute(db);
  }

  it("gives every project with queued jobs its place, keeping the turns projects had", async () => {
    const heads = await database.db
      .selectFrom("job_queue_heads")
      .select(["project_id", "claim_turn", "next_job_id", "leased", "lease_lapses_at", "ready_at"])
      .orderBy("project_id")
      .execute();
    expect(heads).toEqual([
      {
        project_id: "prj_done",
        claim_turn: 3,
        next_job_id: null,
        leased: 0,
        lease_lapses_at: null,
        ready_at: null,
      },
      {
        project_id: "prj_new",
        claim_turn: null,
        next_job_id: "job_new",
        leased: 0,
        lease_lapses_at: null,
        ready_at: new Date("2026-11-27T10:03:00Z"),
      },
      {
        project_id: "prj_served",
        claim_turn: 5,
        next_job_id: "job_served_next",
        leased: 1,
        lease_lapses_at: new Date("2026-11-27T12:00:30Z"),
        ready_at: new Date("2026-11-27T10:01:00Z"),
      },
    ]);
  });

  it("claims after the move in the order the earlier claim would have", async () => {
    const claim = (owner: string) =>
      claimNextJob(database.db, { owner, now: NOW, leaseMs: 30_000, projectConcurrency: 2 });

    // Never served first; then the served project, up to its limit of two running jobs.
    expect((await claim("w1"))?.id).toBe("job_new");
    expect((await claim("w2"))?.id).toBe("job_served_next");
    expect(await claim("w3")).toBeUndefined();
  });

  it("puts the turns back on the projects when migrated down", async () => {
    const turns = await database.db
      .selectFrom("job_queue_heads")
      .select(["project_id", "claim_turn"])
      .execute();

    const down = await migrator(database).migrateTo(BEFORE);

    expect(down.error).toBeUndefined();
    const { rows } = await sql<{ id: string; claim_turn: number | null }>`
      select id, claim_turn from projects order by id
    `.execute(database.db);
    const turnOf = new Map(turns.map((row) => [row.project_id, row.claim_turn]));
    expect(rows).toEqual(
      ["prj_done", "prj_idle", "prj_new", "prj_served"].map((id) => ({
        id,
        claim_turn: turnOf.get(id) ?? null,
      })),
    );
    expect(rows.find((row) => row.id === "prj_done")?.claim_turn).toBe(3);
  });
});

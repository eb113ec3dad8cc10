import { type Kysely, type KyselyPlugin, sql } from "kysely";
import { describe, expect, it } from "vitest";
import { seedProject } from "#testkit/database/seed.ts";
import { everyDatabaseKind, useTestDatabase } from "#testkit/database/test-database.ts";
import {
  ingestViewEvents,
  type ViewEventInput,
} from "../../../app/analytics/ingest/view-ingestion.service.ts";
import { countViews } from "../../../app/analytics/read/view-count.service.ts";
import { AppError } from "../../../app/app-error.ts";
import type { Database } from "../../../app/db/schema.ts";
import { prepareRateLimit } from "../../../app/rate-limits/rate-limit.service.ts";

const CHROME =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const NOW = new Date("2025-06-15T12:00:30Z");
const ALL = { limit: 250, offset: 0 };
const EVENTS_PER_MINUTE = 10;

/** The database, and how many statements went through it since the last `take()`. */
function counting(db: Kysely<Database>) {
  let statements = 0;
  const plugin: KyselyPlugin = {
    transformQuery: (args) => {
      statements++;
      return args.node;
    },
    transformResult: async (args) => args.result,
  };
  return {
    db: db.withPlugin(plugin),
    take: () => {
      const n = statements;
      statements = 0;
      return n;
    },
  };
}

async function failure(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => {
      throw new Error("expected a failure");
    },
    (error: unknown) => error,
  );
}

describe.each(everyDatabaseKind())("a batch and its rate limit in one statement on %s", (kind) => {
  const database = useTestDatabase(kind);
  const deps = {
    clock: { now: () => NOW },
    config: {
      jobRateLimitPerHour: 10,
      analyticsLimits: { eventsPerMinute: EVENTS_PER_MINUTE },
    } as never,
  };
  const views = (n: number, path = "/docs"): ViewEventInput[] =>
    Array.from({ length: n }, (_, i) => ({
      path,
      userAgent: CHROME,
      timestamp: `2025-06-15T11:${String(i % 60).padStart(2, "0")}:00Z`,
    }));
  const ingest = (
    db: Kysely<Database>,
    projectId: string,
    events: ViewEventInput[],
    idempotencyKey?: string,
  ) => {
    const rateLimit = prepareRateLimit(deps, "pageViewEvents", {
      per: projectId,
      cost: events.length,
    });
    return {
      rateLimit,
      result: ingestViewEvents(db, projectId, events, { now: NOW, idempotencyKey, rateLimit }),
    };
  };
  const counted = async (projectId: string) => {
    const row = await sql<{ count: number }>`
      select count from rate_limit_counters where bucket = ${`events:${projectId}`}
    `.execute(database.db);
    return row.rows[0]?.count ?? 0;
  };

  it("takes the limit's units, records the key and stores the views of known paths in one statement", async () => {
    const projectId = await seedProject(database.db);
    const { db, take } = counting(database.db);
    // The first batch makes the site and its path: several statements; the next reads their ids.
    await ingest(db, projectId, views(1), "first").result;
    await ingest(db, projectId, views(1), "then").result;
    take();

    const second = ingest(db, projectId, views(3), "second");
    expect((await second.result).duplicate).toBe(false);
    expect(take()).toBe(1);
    expect(second.rateLimit.quota).toEqual({ limit: 10, remaining: 5, resetAfter: 30 });
    expect(await counted(projectId)).toBe(5);
    expect((await countViews(database.db, projectId, ALL)).totals.total).toBe(5);
  });

  it("stores nothing of a batch the limit refuses, takes nothing, and leaves its key free", async () => {
    const projectId = await seedProject(database.db);
    await ingest(database.db, projectId, views(8), "first").result;
    const refused = await failure(ingest(database.db, projectId, views(3), "refused").result);
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).code).toBe("rate_limited");
    expect((refused as AppError).quota).toEqual({
      limit: 10,
      remaining: 0,
      resetAfter: 30,
    });
    expect(await counted(projectId)).toBe(8);
    // The key was not recorded: the same batch under it counts once there is room.
    expect((await ingest(database.db, projectId, views(2), "refused").result).duplicate).toBe(
      false,
    );
    expect((await countViews(database.db, projectId, ALL)).totals.total).toBe(10);
  });

  it("counts once a batch sent six times at once under one key, each taking its units", async () => {
    const projectId = await seedProject(database.db);
    await ingest(database.db, projectId, views(1)).result;
    await ingest(database.db, projectId, views(1)).result;
    const results = await Promise.all(
      Array.from({ length: 6 }, () => ingest(database.db, projectId, views(1), "at-once").result),
    );
    expect(results.filter((r) => !r.duplicate)).toHaveLength(1);
    expect(await counted(projectId)).toBe(8);
    expect((await countViews(database.db, projectId, ALL)).totals.total).toBe(3);
  });

  it("takes a retried batch's units again but counts its views once, as before", async () => {
    const projectId = await seedProject(database.db);
    await ingest(database.db, projectId, views(3), "same").result;
    const retry = ingest(database.db, projectId, views(3), "same");
    expect((await retry.result).duplicate).toBe(true);
    expect(retry.rateLimit.quota?.remaining).toBe(4);
    expect((await countViews(database.db, projectId, ALL)).totals.total).toBe(3);
  });

  it("takes the units of a batch with faulty events, and answers a spent limit before the faults", async () => {
    const projectId = await seedProject(database.db);
    const faulty = [
      ...views(2),
      { path: "/later", userAgent: CHROME, timestamp: "2025-06-16T00:00:00Z" },
    ];
    const first = await failure(ingest(database.db, projectId, faulty).result);
    expect((first as AppError).code).toBe("invalid_request");
    expect(await counted(projectId)).toBe(3);
    await ingest(database.db, projectId, views(7)).result;
    const spent = await failure(ingest(database.db, projectId, faulty).result);
    expect((spent as AppError).code).toBe("rate_limited");
  });

  it("refuses a batch larger than a minute's allowance without a statement", async () => {
    const projectId = await seedProject(database.db);
    const { db, take } = counting(database.db);
    const error = await failure(ingest(db, projectId, views(11)).result);
    expect((error as AppError).code).toBe("rate_limited");
    expect(take()).toBe(0);
  });

  it("leaves the limit and the key untouched when storing the batch fails", async () => {
    const projectId = await seedProject(database.db);
    await ingest(database.db, projectId, views(2), "first").result;
    // Storing pending views fails, as a crash between the statement's parts would: nothing of
    // the batch commits, neither its units nor its key.
    await sql`
      create function refuse_pending() returns trigger language plpgsql as $$
      begin raise exception 'refused for the test'; end $$
    `.execute(database.db);
    await sql`
      create trigger refuse_pending before insert on analytics_pending_views
      for each row execute function refuse_pending()
    `.execute(database.db);
    try {
      const error = await failure(ingest(database.db, projectId, views(3), "second").result);
      expect(String(error)).toContain("refused for the test");
      expect(await counted(projectId)).toBe(2);
    } finally {
      await sql`drop trigger refuse_pending on analytics_pending_views`.execute(database.db);
      await sql`drop function refuse_pending()`.execute(database.db);
    }
    expect((await ingest(database.db, projectId, views(3), "second").result).duplicate).toBe(false);
    expect(await counted(projectId)).toBe(5);
    expect((await countViews(database.db, projectId, ALL)).totals.total).toBe(5);
  });
});

describe.each(everyDatabaseKind())("the ids of a batch's names on %s", (kind) => {
  const database = useTestDatabase(kind);

  /** The database, and the path names each lookup of a batch's ids asked for. */
  function watchingLookups(db: Kysely<Database>) {
    const asked: string[][] = [];
    const plugin: KyselyPlugin = {
      transformQuery: (args) => {
        const node = args.node as unknown as {
          kind: string;
          sqlFragments?: readonly string[];
          parameters?: readonly { kind: string; value?: unknown }[];
        };
        if (
          node.kind === "RawNode" &&
          node.sqlFragments?.join("").includes("select 'path', path")
        ) {
          const arrays = (node.parameters ?? []).filter((p) => Array.isArray(p.value));
          asked.push((arrays[0]?.value as string[]) ?? []);
        }
        return args.node;
      },
      transformResult: async (args) => args.result,
    };
    return { db: db.withPlugin(plugin), asked };
  }

  it("reads only the names this process has not seen, and answers with every name's id", async () => {
    const projectId = await seedProject(database.db);
    const { db, asked } = watchingLookups(database.db);
    const at = (path: string) => ({ path, userAgent: CHROME, timestamp: "2025-06-15T11:00:00Z" });
    await ingestViewEvents(db, projectId, [at("/a"), at("/b")], { now: NOW });
    // Read once more, now that they are stored: from then on they are known here.
    await ingestViewEvents(db, projectId, [at("/a"), at("/b")], { now: NOW });
    asked.length = 0;
    await ingestViewEvents(db, projectId, [at("/a"), at("/b"), at("/c")], { now: NOW });
    expect(asked[0]).toEqual(["/c"]);
    await ingestViewEvents(db, projectId, [at("/c"), at("/a")], { now: NOW });
    expect(asked).toHaveLength(2);
    expect(asked[1]).toEqual(["/c"]);
    await ingestViewEvents(db, projectId, [at("/c"), at("/b")], { now: NOW });
    expect(asked).toHaveLength(2);
    const page = await countViews(database.db, projectId, ALL);
    expect(page.views.map((v) => [v.path, v.total])).toEqual([
      ["/a", 4],
      ["/b", 4],
      ["/c", 3],
    ]);
  });
});

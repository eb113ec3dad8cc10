import { describe, expect, it } from "vitest";
import { seedProject } from "#testkit/database/seed.ts";
import { everyDatabaseKind, useTestDatabase } from "#testkit/database/test-database.ts";
import { ingestViewEvents } from "../../../app/analytics/ingest/view-ingestion.service.ts";
import { countAgentViews } from "../../../app/analytics/read/agent-views.service.ts";
import { countViews } from "../../../app/analytics/read/view-count.service.ts";
import { foldPendingViews } from "../../../app/analytics/store/fold-pending-views.ts";
import { AppError } from "../../../app/app-error.ts";
import { httpStatusOf } from "../../../app/http/render-error.ts";

const CHROME =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const GPTBOT =
  "Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; GPTBot/1.2; +https://openai.com/gptbot)";
const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
const NOW = new Date("2025-06-15T12:00:00Z");
const ALL = { limit: 250, offset: 0 };

async function rejection(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(error instanceof AppError)) throw new Error(`expected an AppError, got ${String(error)}`);
  return error;
}

describe.each(everyDatabaseKind())("ingestViewEvents on %s", (kind) => {
  const database = useTestDatabase(kind);

  it("counts humans and AI per normalised path, crawlers apart, and ignores HTTP libraries", async () => {
    const projectId = await seedProject(database.db);
    const result = await ingestViewEvents(
      database.db,
      projectId,
      [
        { path: "/docs/install/?ref=nav", userAgent: CHROME, timestamp: "2025-06-15T10:00:00Z" },
        { path: "/docs/install", userAgent: GPTBOT, timestamp: "2025-06-15T10:01:00Z" },
        { path: "/docs/install.md", userAgent: "curl/8.5.0", timestamp: "2025-06-15T10:02:00Z" },
        { path: "/docs/install", userAgent: GOOGLEBOT, timestamp: "2025-06-15T10:03:00Z" },
        { path: "/", userAgent: CHROME },
        { path: "/", userAgent: "python-requests/2.32.3" },
      ],
      { now: NOW },
    );
    expect(result).toEqual({
      received: 6,
      human: 2,
      ai: 2,
      crawler: 1,
      ignored: 1,
      duplicate: false,
    });
    expect(await countViews(database.db, projectId, ALL)).toEqual({
      totals: { human: 2, ai: 2, total: 4, crawler: 1 },
      views: [
        { path: "/docs/install", human: 1, ai: 2, total: 3, crawler: 1 },
        { path: "/", human: 1, ai: 0, total: 1, crawler: 0 },
      ],
      hasMore: false,
      dateFrom: null,
      dateTo: null,
    });
  });

  it("exports zeros for a project that has no views yet", async () => {
    const projectId = await seedProject(database.db);
    expect(await countViews(database.db, projectId, ALL)).toEqual({
      totals: { human: 0, ai: 0, total: 0, crawler: 0 },
      views: [],
      hasMore: false,
      dateFrom: null,
      dateTo: null,
    });
  });

  it("counts AI reads of the Markdown surface: .md sources, Accept: text/markdown and llms.txt", async () => {
    const projectId = await seedProject(database.db);
    const result = await ingestViewEvents(
      database.db,
      projectId,
      [
        { path: "/llms.txt", userAgent: "curl/8.7.1" },
        { path: "/docs/llms-full.txt", userAgent: GPTBOT },
        { path: "/docs/a.md", userAgent: "Mozilla/5.0 (compatible; ChatGPT-User/1.0)" },
        { path: "/docs/a", userAgent: "python-httpx/0.27.2", accept: "text/markdown" },
        { path: "/docs/a", userAgent: GPTBOT },
        { path: "/llms.txt", userAgent: CHROME },
      ],
      { now: NOW },
    );
    // curl reading llms.txt is an AI tool's fetch; a browser reading it is a person.
    expect(result).toMatchObject({ human: 1, ai: 5 });
    const page = await countAgentViews(database.db, projectId, { limit: 10, offset: 0 });
    expect(page.totals).toMatchObject({ ai: 5, markdown: 4 });
    const views = await countViews(database.db, projectId, ALL);
    expect(views.views.map((v) => v.path).sort()).toEqual([
      "/docs/a",
      "/docs/llms-full.txt",
      "/llms.txt",
    ]);
  });

  it("keeps the finer AI category of each count", async () => {
    const projectId = await seedProject(database.db);
    await ingestViewEvents(
      database.db,
      projectId,
      [
        { path: "/a", userAgent: GPTBOT },
        { path: "/a", userAgent: "Mozilla/5.0 (compatible; ChatGPT-User/1.0)" },
        { path: "/a", userAgent: "python-httpx/0.27.2", accept: "text/markdown" },
        { path: "/a", userAgent: "Mozilla/5.0 (compatible; OAI-SearchBot/1.0)" },
      ],
      { now: NOW },
    );
    const expected = {
      human: 0,
      ai: 4,
      total: 4,
      assistant: 2,
      search: 1,
      training: 1,
      crawler: 0,
      // python-httpx asking for text/markdown.
      markdown: 1,
    };
    const totals = async () =>
      (await countAgentViews(database.db, projectId, { limit: 1, offset: 0 })).totals;
    expect(await totals()).toEqual(expected);
    await foldPendingViews(database.db);
    expect(await totals()).toEqual(expected);
    const rows = await database.db
      .selectFrom("analytics_site_quarter_hours")
      .innerJoin("analytics_sites", "analytics_sites.id", "analytics_site_quarter_hours.site_id")
      .select(["human", "ai_assistant", "ai_search", "ai_training"])
      .where("analytics_sites.project_id", "=", projectId)
      .execute();
    expect(rows).toEqual([{ human: 0, ai_assistant: 2, ai_search: 1, ai_training: 1 }]);
  });

  it("rejects the whole batch and names every index at fault", async () => {
    const projectId = await seedProject(database.db);
    const error = await rejection(
      ingestViewEvents(
        database.db,
        projectId,
        [
          { path: "/ok", userAgent: CHROME },
          { path: "/ok", userAgent: CHROME, timestamp: "last tuesday" },
          { path: "/bad path", userAgent: CHROME },
        ],
        { now: NOW },
      ),
    );
    expect(httpStatusOf(error.code)).toBe(400);
    expect(error.code).toBe("invalid_request");
    expect(error.details?.map((d) => d.field)).toEqual(["events.1.timestamp", "events.2.path"]);
    expect((await countViews(database.db, projectId, ALL)).totals.total).toBe(0);
  });

  it("refuses timestamps more than five minutes ahead, and takes those within", async () => {
    const projectId = await seedProject(database.db);
    const error = await rejection(
      ingestViewEvents(
        database.db,
        projectId,
        [{ path: "/a", userAgent: CHROME, timestamp: "2025-06-15T12:05:01Z" }],
        { now: NOW },
      ),
    );
    expect(error.details).toEqual([
      {
        field: "events.0.timestamp",
        message: "timestamp must be at most 5 minutes ahead of the server's clock",
      },
    ]);
    const accepted = await ingestViewEvents(
      database.db,
      projectId,
      [{ path: "/a", userAgent: CHROME, timestamp: "2025-06-15T12:05:00Z" }],
      { now: NOW },
    );
    expect(accepted.human).toBe(1);
  });

  it("counts a retried batch once when it carries the same idempotency key", async () => {
    const projectId = await seedProject(database.db);
    const batch = [{ path: "/a", userAgent: CHROME, timestamp: "2025-06-15T11:00:00Z" }];
    const first = await ingestViewEvents(database.db, projectId, batch, {
      now: NOW,
      idempotencyKey: "batch-1",
    });
    const retry = await ingestViewEvents(database.db, projectId, batch, {
      now: NOW,
      idempotencyKey: "batch-1",
    });
    expect(first.duplicate).toBe(false);
    expect(retry.duplicate).toBe(true);
    expect((await countViews(database.db, projectId, ALL)).totals.total).toBe(1);
  });

  it("counts once a batch sent many times at once under one key, for known and new paths", async () => {
    const projectId = await seedProject(database.db);
    await ingestViewEvents(database.db, projectId, [{ path: "/known", userAgent: CHROME }], {
      now: NOW,
    });
    // Known paths take the one-statement path; a new one, the transaction.
    for (const [key, path] of [
      ["same-known", "/known"],
      ["same-new", "/new"],
    ] as const) {
      const batch = [{ path, userAgent: CHROME, timestamp: "2025-06-15T11:00:00Z" }];
      const results = await Promise.all(
        Array.from({ length: 6 }, () =>
          ingestViewEvents(database.db, projectId, batch, { now: NOW, idempotencyKey: key }),
        ),
      );
      expect(results.filter((r) => !r.duplicate)).toHaveLength(1);
    }
    const page = await countViews(database.db, projectId, ALL);
    expect(page.views.map((v) => [v.path, v.total])).toEqual([
      ["/known", 2],
      ["/new", 1],
    ]);
  });

  it("counts a batch again once its idempotency key is over 24 hours old", async () => {
    const projectId = await seedProject(database.db);
    const batch = [{ path: "/a", userAgent: CHROME, timestamp: "2025-06-15T11:00:00Z" }];
    await ingestViewEvents(database.db, projectId, batch, { now: NOW, idempotencyKey: "daily" });
    const later = new Date(NOW.getTime() + 24 * 3_600_000 + 1000);
    const again = await ingestViewEvents(database.db, projectId, batch, {
      now: later,
      idempotencyKey: "daily",
    });
    expect(again.duplicate).toBe(false);
    expect((await countViews(database.db, projectId, ALL)).totals.total).toBe(2);
  });

  it("refuses an idempotency key reused for a different batch", async () => {
    const projectId = await seedProject(database.db);
    await ingestViewEvents(database.db, projectId, [{ path: "/a", userAgent: CHROME }], {
      now: NOW,
      idempotencyKey: "k",
    });
    const error = await rejection(
      ingestViewEvents(database.db, projectId, [{ path: "/b", userAgent: CHROME }], {
        now: NOW,
        idempotencyKey: "k",
      }),
    );
    expect([httpStatusOf(error.code), error.code]).toEqual([422, "idempotency_key_reused"]);
  });

  it("stays exact when old events arrive after newer ones, before a path's first day", async () => {
    const projectId = await seedProject(database.db);
    const at = (iso: string) => ({ path: "/late", userAgent: CHROME, timestamp: iso });
    await ingestViewEvents(database.db, projectId, [at("2025-06-10T08:00:00Z")], { now: NOW });
    await ingestViewEvents(database.db, projectId, [at("2025-06-14T08:00:00Z")], { now: NOW });
    await ingestViewEvents(
      database.db,
      projectId,
      [at("2025-06-01T08:00:00Z"), at("2025-06-12T08:00:00Z")],
      { now: NOW },
    );
    const count = async (from: string, to: string) =>
      (
        await countViews(database.db, projectId, {
          ...ALL,
          from: new Date(from),
          to: new Date(to),
        })
      ).totals.total;
    expect(await count("2025-05-01", "2025-06-02")).toBe(1);
    expect(await count("2025-06-02", "2025-06-11")).toBe(1);
    expect(await count("2025-06-11", "2025-06-13")).toBe(1);
    expect(await count("2025-06-13", "2025-07-01")).toBe(1);
    expect(await count("2025-06-01", "2025-06-15")).toBe(4);
    // Single days read each day's own counts, kept right by the late events too.
    expect(await count("2025-06-01", "2025-06-02")).toBe(1);
    expect(await count("2025-06-11", "2025-06-12")).toBe(0);
    expect(await count("2025-06-12", "2025-06-13")).toBe(1);
    expect(await count("2025-06-14", "2025-06-15")).toBe(1);
  });

  it("stores paths with quotes, commas and braces intact", async () => {
    const projectId = await seedProject(database.db);
    const path = '/a,"b"{c}\\d/é';
    await ingestViewEvents(database.db, projectId, [{ path, userAgent: CHROME }], { now: NOW });
    const page = await countViews(database.db, projectId, ALL);
    expect(page.views.map((v) => v.path)).toEqual([path]);
  });

  it.runIf(kind === "postgres")(
    "loses nothing when concurrent batches hit the same pages",
    async () => {
      const projectId = await seedProject(database.db);
      const pools = await Promise.all([1, 2, 3].map(() => database.openAnother()));
      try {
        const batch = (i: number) =>
          Array.from({ length: 200 }, (_, j) => ({
            path: `/p${(i * 7 + j) % 13}`,
            userAgent: j % 3 === 0 ? GPTBOT : CHROME,
            timestamp: new Date(NOW.getTime() - ((i * 31 + j) % 5) * 86_400_000).toISOString(),
          }));
        await Promise.all(
          [database.db, ...pools.map((p) => p.db)].flatMap((db, client) =>
            [0, 1, 2].map((n) =>
              ingestViewEvents(db, projectId, batch(client * 3 + n), { now: NOW }),
            ),
          ),
        );
        const page = await countViews(database.db, projectId, ALL);
        expect(page.totals.total).toBe(12 * 200);
      } finally {
        await Promise.all(pools.map((p) => p.close()));
      }
    },
  );
});

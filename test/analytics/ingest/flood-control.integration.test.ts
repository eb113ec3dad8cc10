import { sql } from "kysely";
import { beforeEach, describe, expect, it } from "vitest";
import { createTestClock } from "#testkit/app/test-clock.ts";
import { useTestServer } from "#testkit/app/test-server.ts";
import { createProjectWithKey, type ProjectWithKey } from "#testkit/database/seed.ts";
import { everyDatabaseKind } from "#testkit/database/test-database.ts";
import { OVERFLOW_PATH } from "../../../app/analytics/ingest/admit-view-paths.ts";
import { ingestViewEvents } from "../../../app/analytics/ingest/view-ingestion.service.ts";
import { countViews } from "../../../app/analytics/read/view-count.service.ts";
import { foldPendingViews } from "../../../app/analytics/store/fold-pending-views.ts";
import { IngestResultSchema } from "../../../shared/api/analytics-schemas.ts";
import { ErrorBodySchema } from "../../../shared/api/error-schema.ts";

const CHROME =
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15";
const GPTBOT =
  "Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; GPTBot/1.2; +https://openai.com/gptbot)";
const EVENTS_PER_MINUTE = 200;
const NEW_PATHS_PER_DAY = 20;
const MAX_AGE_DAYS = 30;
/** A user agent day row: the string (at most 512 characters) and its key and count. */
const USER_AGENT_DAY_BYTES = 600;
const ALL = { limit: 250, offset: 0 };

describe.each(everyDatabaseKind())("flood control of the events route on %s", (kind) => {
  const clock = createTestClock("2026-11-20T12:00:30Z");
  const { server } = useTestServer(kind, {
    withoutGitHubApp: true,
    clock,
    env: {
      INKWELL_EVENT_RATE_LIMIT: String(EVENTS_PER_MINUTE),
      INKWELL_NEW_PATHS_PER_DAY: String(NEW_PATHS_PER_DAY),
      INKWELL_ANALYTICS_MAX_EVENT_AGE_DAYS: String(MAX_AGE_DAYS),
    },
  });
  let owner: ProjectWithKey;

  beforeEach(async () => {
    clock.set("2026-11-20T12:00:30Z");
    owner = await createProjectWithKey(server.ctx);
  });

  function postEvents(events: unknown[], who: ProjectWithKey = owner) {
    return server.request(`/v1/analytics/${who.project.id}/events`, {
      method: "POST",
      headers: { authorization: `Bearer ${who.key}`, "content-type": "application/json" },
      body: JSON.stringify({ events }),
    });
  }
  const views = (n: number, path = "/docs") =>
    Array.from({ length: n }, () => ({ path, userAgent: CHROME }));

  it("rate limits events per project per minute, counting each event, with RateLimit-* and Retry-After", async () => {
    const first = await postEvents(views(150));
    expect(first.status).toBe(202);
    expect(first.headers.get("ratelimit-limit")).toBe("200");
    expect(first.headers.get("ratelimit-remaining")).toBe("50");
    expect(first.headers.get("ratelimit-reset")).toBe("30");

    const refused = await postEvents(views(51));
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toBe("30");
    expect(refused.headers.get("ratelimit-remaining")).toBe("0");
    const body = ErrorBodySchema.parse(await refused.json());
    expect(body.code).toBe("rate_limited");
    expect(body.error).toBe(
      "This project may report 200 page view events per minute; retry after 30 seconds",
    );
    // A refused batch took nothing: the 50 left still fit.
    expect((await postEvents(views(50))).status).toBe(202);
    const other = await createProjectWithKey(server.ctx);
    expect((await postEvents(views(10), other)).status).toBe(202);

    clock.advance(30_000);
    expect((await postEvents(views(200))).status).toBe(202);
    const counted = await countViews(server.ctx.db, owner.project.id, ALL);
    expect(counted.totals.total).toBe(400);
  });

  it("refuses a batch larger than a minute's allowance, saying to send smaller ones", async () => {
    const res = await postEvents(views(201));
    expect(res.status).toBe(429);
    expect(ErrorBodySchema.parse(await res.json()).error).toBe(
      "This project may report 200 page view events per minute and this batch holds 201: send smaller batches; retry after 30 seconds",
    );
  });

  it("counts the views of new paths past the day's allowance under one overflow path", async () => {
    const known = views(3, "/known");
    expect((await postEvents(known)).status).toBe(202);
    // 19 places are left today: the most viewed new paths take them, then path order.
    const fresh = [
      ...views(3, "/popular"),
      ...Array.from({ length: 25 }, (_, i) => ({
        path: `/new/${String(i).padStart(2, "0")}`,
        userAgent: i % 2 === 0 ? CHROME : GPTBOT,
      })),
      ...views(2, "/known"),
    ];
    const res = await postEvents(fresh);
    expect(res.status).toBe(202);
    expect(IngestResultSchema.parse(await res.json()).received).toBe(30);
    const page = await countViews(server.ctx.db, owner.project.id, ALL);
    const paths = page.views.map((v) => v.path);
    expect(paths).toHaveLength(21);
    expect(paths).toContain("/popular");
    expect(paths).toContain("/new/17");
    expect(paths).not.toContain("/new/18");
    expect(page.views.find((v) => v.path === OVERFLOW_PATH)).toEqual({
      path: OVERFLOW_PATH,
      human: 4,
      ai: 3,
      total: 7,
      crawler: 0,
    });
    expect(page.views.find((v) => v.path === "/known")?.total).toBe(5);
    expect(page.totals.total).toBe(33);

    // A path admitted once counts as itself for good; a new day brings new places.
    await postEvents(views(1, "/new/17"));
    await postEvents(views(1, "/new/18"));
    clock.advance(86_400_000);
    await postEvents(views(1, "/new/19"));
    const later = await countViews(server.ctx.db, owner.project.id, ALL);
    expect(later.views.find((v) => v.path === "/new/17")?.total).toBe(2);
    expect(later.views.find((v) => v.path === "/new/18")).toBeUndefined();
    expect(later.views.find((v) => v.path === OVERFLOW_PATH)?.total).toBe(8);
    expect(later.views.find((v) => v.path === "/new/19")?.total).toBe(1);
  });

  it("never admits more new paths than the allowance when batches arrive at once", async () => {
    // 8 batches of 6 new paths each at the same time: 48 new paths for 20 places.
    const batches = Array.from({ length: 8 }, (_, b) =>
      Array.from({ length: 6 }, (_, i) => ({ path: `/burst/${b}/${i}`, userAgent: CHROME })),
    );
    const statuses = await Promise.all(
      batches.map(async (batch) => (await postEvents(batch)).status),
    );
    expect(statuses).toEqual(batches.map(() => 202));
    const page = await countViews(server.ctx.db, owner.project.id, ALL);
    expect(page.totals.total).toBe(48);
    const own = page.views.filter((v) => v.path !== OVERFLOW_PATH);
    expect(own.length).toBe(NEW_PATHS_PER_DAY);
    expect(own.length + (page.views.find((v) => v.path === OVERFLOW_PATH)?.total ?? 0)).toBe(48);
  });

  it("lets an operator's import add paths without the allowance, and knows them afterwards", async () => {
    const imported = Array.from({ length: 40 }, (_, i) => ({
      path: `/imported/${i}`,
      userAgent: CHROME,
      timestamp: "2025-01-01T00:00:00Z",
    }));
    await ingestViewEvents(server.ctx.db, owner.project.id, imported, { now: clock.now() });
    expect(
      (await postEvents(imported.map(({ path }) => ({ path, userAgent: CHROME })))).status,
    ).toBe(202);
    const page = await countViews(server.ctx.db, owner.project.id, ALL);
    expect(page.views.map((v) => v.path)).not.toContain(OVERFLOW_PATH);
    expect(page.totals.total).toBe(80);
  });

  it("refuses timestamps older than the configured age, naming the field", async () => {
    const res = await postEvents([
      { path: "/a", userAgent: CHROME, timestamp: "2026-10-21T12:01:00Z" },
      { path: "/a", userAgent: CHROME, timestamp: "2026-10-21T12:00:00Z" },
    ]);
    expect(res.status).toBe(400);
    // The refused batch's events were counted against the limit, and the answer says what is left.
    expect(res.headers.get("ratelimit-remaining")).toBe("198");
    expect(ErrorBodySchema.parse(await res.json()).details).toEqual([
      {
        field: "events.1.timestamp",
        message:
          "timestamp must be at most 30 days old (import older access logs with inkwell analytics import)",
      },
    ]);
  });

  /**
   * Sends the worst a write key can in a minute, `batchSize` events a batch, each batch under a
   * new idempotency key made by `keyOf`, and returns the bytes it added (pending, then folded).
   */
  async function flood(
    batchSize: number,
    keyOf: (batch: number) => string,
    pathOf: (event: number) => string,
    referrerOf?: (event: number) => string,
  ) {
    const tables = [
      "analytics_sites",
      "analytics_paths",
      "analytics_pending_views",
      "analytics_day_cells",
      "analytics_day_totals",
      "analytics_batches",
      "analytics_agents",
      "analytics_site_quarter_hours",
      "analytics_site_days",
      "analytics_site_agent_quarter_hours",
      "analytics_site_agent_days",
      "analytics_admitted_paths",
      "analytics_new_path_days",
      "analytics_referrers",
      "analytics_new_referrer_days",
      "analytics_site_referrer_days",
      "analytics_user_agent_days",
      "rate_limit_counters",
    ];
    // Row bytes as stored (tuple headers and values), before and after the fold.
    const rows = async () => {
      let total = 0;
      for (const table of tables) {
        const result = await sql<{ n: string | null }>`
          select sum(pg_column_size(t.*)) as n from ${sql.table(table)} t
        `.execute(server.ctx.db);
        total += Number(result.rows[0]?.n ?? 0);
      }
      return total;
    };
    const before = await rows();
    // Every event in a quarter hour and on a day of its own (spread over the whole accepted
    // range, AI and human in turn, so every per-agent and per-day table gets a row).
    const oldest = clock.now().getTime() - MAX_AGE_DAYS * 86_400_000 + 60_000;
    const spacing = Math.floor((MAX_AGE_DAYS * 86_400_000 - 120_000) / (3 * EVENTS_PER_MINUTE));
    const batches = EVENTS_PER_MINUTE / batchSize;
    let accepted = 0;
    let refusedAt = -1;
    for (let batch = 0; batch < batches * 3 && refusedAt < 0; batch++) {
      const events = Array.from({ length: batchSize }, (_, i) => ({
        path: pathOf(batch * batchSize + i),
        userAgent: (batch * batchSize + i) % 2 === 0 ? GPTBOT : CHROME,
        timestamp: new Date(oldest + (batch * batchSize + i) * spacing).toISOString(),
        ...(referrerOf ? { referrer: referrerOf(batch * batchSize + i) } : {}),
      }));
      const res = await server.request(`/v1/analytics/${owner.project.id}/events`, {
        method: "POST",
        headers: {
          authorization: `Bearer ${owner.key}`,
          "content-type": "application/json",
          "idempotency-key": keyOf(batch),
        },
        body: JSON.stringify({ events }),
      });
      if (res.status === 202) accepted += events.length;
      else if (res.status === 429) refusedAt = batch;
      else throw new Error(`unexpected ${res.status}: ${await res.text()}`);
    }
    expect(refusedAt).toBe(batches);
    expect(accepted).toBe(EVENTS_PER_MINUTE);
    const pending = (await rows()) - before;
    await foldPendingViews(server.ctx.db);
    const folded = (await rows()) - before;
    return { pending, folded };
  }

  /**
   * The bound README states: 400 bytes per event, 8 bytes per day in the age bound and path the
   * project may add that day (running totals), 4,400 bytes per admitted path, and 300 bytes per
   * referring host (a human view's host in the dictionary; its cell and rollup rows are within
   * the event's share), and 600 bytes per event for its user agent on its day (at most 512
   * characters; every event here is on a day of its own, so each adds a row).
   */
  const boundFor = (paths: number, hosts = 0) =>
    400 * EVENTS_PER_MINUTE +
    8 * (MAX_AGE_DAYS + 1) * paths +
    4_400 * paths +
    300 * hosts +
    USER_AGENT_DAY_BYTES * EVENTS_PER_MINUTE;

  it("keeps the bytes one write key can add in a minute under the documented bound", async () => {
    // Every event a new path, in batches of ten, each human view from a new referring host of
    // the longest name.
    const { pending, folded } = await flood(
      10,
      (batch) => `flood-${batch}`,
      (event) => `/flood/${event}`,
      (event) => `https://${`${"x".repeat(62)}.`.repeat(3)}r${event}.${"y".repeat(50)}.example/`,
    );
    expect(pending).toBeLessThanOrEqual(boundFor(NEW_PATHS_PER_DAY + 1, EVENTS_PER_MINUTE));
    expect(folded).toBeLessThanOrEqual(boundFor(NEW_PATHS_PER_DAY + 1, EVENTS_PER_MINUTE));
    const page = await countViews(server.ctx.db, owner.project.id, ALL);
    expect(page.views).toHaveLength(NEW_PATHS_PER_DAY + 1);
  });

  it("keeps the bound per event with one-event batches under the longest idempotency keys", async () => {
    // One page, so that the bytes allowed for paths leave no slack: each event on a day of its
    // own, in a batch of its own, under a key of 255 characters (the most a key may have).
    const { pending, folded } = await flood(
      1,
      (batch) => `${batch}-`.padEnd(255, "k"),
      () => "/docs/one-page",
    );
    expect(pending).toBeLessThanOrEqual(boundFor(1));
    expect(folded).toBeLessThanOrEqual(boundFor(1));
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestClock } from "#testkit/app/test-clock.ts";
import { CHDB_MISSING, chdbUrl, hasChdb } from "#testkit/clickhouse/chdb.ts";
import { createProjectWithKey, type ProjectWithKey } from "#testkit/database/seed.ts";
import { oneDatabaseKind, useTestDatabase } from "#testkit/database/test-database.ts";
import {
  CLICKHOUSE_MIGRATIONS,
  migrateClickHouse,
} from "../../../app/analytics/clickhouse/clickhouse-migrations.ts";
import {
  type ClickHouseAnalyticsStore,
  ClickHouseAnalyticsStore as Store,
} from "../../../app/analytics/clickhouse/clickhouse-store.ts";

const SAFARI =
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15";
const GPTBOT =
  "Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko); compatible; GPTBot/1.1; +https://openai.com/gptbot";

describe.skipIf(!hasChdb)(
  `the ClickHouse store on chDB${hasChdb ? "" : ` (skipped: ${CHDB_MISSING})`}`,
  () => {
    describe.each(oneDatabaseKind())("with dictionaries on %s", (kind) => {
      const database = useTestDatabase(kind);
      const clock = createTestClock("2026-11-20T12:00:00Z");
      let store: ClickHouseAnalyticsStore;
      let owner: ProjectWithKey;
      const url = chdbUrl();

      beforeAll(async () => {
        const opened = await Store.open(database.db, { url, rawRetentionDays: 30 });
        store = opened.store;
        expect(opened.applied).toEqual(CLICKHOUSE_MIGRATIONS.map((m) => `${m.version} ${m.name}`));
        owner = await createProjectWithKey({ db: database.db, clock });
      });
      afterAll(async () => {
        await store?.close();
      });

      it("applies its migrations once, and the retention as configured", async () => {
        expect(await migrateClickHouse(store.target, { rawRetentionDays: 30 })).toEqual([]);
        expect(await migrateClickHouse(store.target, { rawRetentionDays: 45 })).toEqual([]);
        const result = await store.target.client.query({
          query: `SELECT engine_full FROM system.tables WHERE database = {d: String} AND name = 'view_events'`,
          query_params: { d: store.target.database },
          format: "JSONEachRow",
        });
        const [row] = await result.json<{ engine_full: string }>();
        expect(row?.engine_full).toContain("toIntervalDay(45)");
      });

      it("counts a batch once through the client, however often it is sent with its key", async () => {
        const events = [
          {
            path: "/a",
            userAgent: SAFARI,
            timestamp: "2026-11-19T08:00:00Z",
            referrer: "https://chatgpt.com/",
          },
          { path: "/a.md", userAgent: GPTBOT, timestamp: "2026-11-19T08:20:00Z" },
          { path: "/b", userAgent: "curl/8.0", timestamp: "2026-11-19T09:00:00Z" },
        ];
        const options = { now: clock.now(), idempotencyKey: "batch-1" };
        const first = await store.ingest(owner.project.id, events, options);
        expect(first).toEqual({
          received: 3,
          human: 1,
          ai: 1,
          crawler: 0,
          ignored: 1,
          duplicate: false,
        });
        const again = await store.ingest(owner.project.id, events, options);
        expect(again.duplicate).toBe(true);
        await expect(
          store.ingest(owner.project.id, events.slice(1), options),
        ).rejects.toMatchObject({ code: "idempotency_key_reused" });
        const views = await store.countViews(owner.project.id, { limit: 10, offset: 0 });
        expect(views.totals).toEqual({ human: 1, ai: 1, total: 2, crawler: 0 });
        expect(views.views.map((v) => [v.path, v.human, v.ai])).toEqual([["/a", 1, 1]]);
        const raw = await store.target.client.query({
          query: `SELECT count() AS n FROM ${store.target.database}.view_events`,
          format: "JSONEachRow",
        });
        // The bot's event is kept too, for a later reclassification.
        const [counted] = await raw.json<{ n: number | string }>();
        expect(Number(counted?.n)).toBe(3);
      });

      it("inserts a block again with the same token only once, in every rollup", async () => {
        const { insertViewEvents } = await import(
          "../../../app/analytics/clickhouse/clickhouse-ingest.ts"
        );
        const row = {
          site_id: 999,
          at: Date.parse("2026-11-18T00:00:00Z"),
          bucket: Date.parse("2026-11-18T00:00:00Z") / 900_000,
          path: "/retry",
          class: "human" as const,
          agent: "",
          operator: "",
          referrer: "",
          markdown: 0 as const,
          user_agent: SAFARI,
          visitor: "0",
        };
        await insertViewEvents(store.target, [row], "999:token");
        await insertViewEvents(store.target, [row], "999:token");
        const result = await store.target.client.query({
          query: `SELECT (SELECT sum(human) FROM ${store.target.database}.page_views_qh WHERE site_id = 999) AS qh,
          (SELECT sum(human) FROM ${store.target.database}.page_views_day WHERE site_id = 999) AS day,
          (SELECT count() FROM ${store.target.database}.view_events WHERE site_id = 999) AS raw`,
          format: "JSONEachRow",
        });
        const [sums] = await result.json<Record<string, number | string>>();
        expect([sums?.qh, sums?.day, sums?.raw].map(Number)).toEqual([1, 1, 1]);
      });
    });
  },
);

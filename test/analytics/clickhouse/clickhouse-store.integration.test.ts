import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestClock } from "#testkit/app/test-clock.ts";
import { CHDB_MISSING, chdbUrl, hasChdb } from "#testkit/clickhouse/chdb.ts";
import { createProjectWithKey, type ProjectWithKey } from "#testkit/database/seed.ts";
import { oneDatabaseKind, useTestDatabase } from "#testkit/database/test-database.ts";
import { runAdminCommandOn } from "../../../app/admin/admin-commands.ts";
import {
  CLICKHOUSE_MIGRATIONS,
  migrateClickHouse,
} from "../../../app/analytics/clickhouse/clickhouse-migrations.ts";
import { clickhouseReclassifier } from "../../../app/analytics/clickhouse/clickhouse-reclassify.ts";
import {
  type ClickHouseAnalyticsStore,
  ClickHouseAnalyticsStore as Store,
} from "../../../app/analytics/clickhouse/clickhouse-store.ts";
import {
  type ClassifiedAs,
  classifyRecorded,
} from "../../../app/analytics/ingest/reclassify-views.service.ts";
import { loadConfig } from "../../../app/config.ts";

const SAFARI =
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15";
const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
const HOUSE_AGENT = "AcmeDocsReader/2.0";
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
        expect(row?.engine_full).toContain("toDate32(at) + 45,");
      });

      it("keeps raw events under a retention that reaches past 2106, where DateTime ends", async () => {
        const { insertViewEvents } = await import(
          "../../../app/analytics/clickhouse/clickhouse-ingest.ts"
        );
        const { openClickHouse } = await import(
          "../../../app/analytics/clickhouse/clickhouse-connection.ts"
        );
        const target = await openClickHouse(chdbUrl());
        try {
          await migrateClickHouse(target, { rawRetentionDays: 36_500 });
          const at = Date.parse("2026-11-18T00:00:00Z");
          const row = {
            site_id: 1,
            at,
            bucket: at / 900_000,
            path: "/kept",
            class: "human" as const,
            agent: "",
            operator: "",
            referrer: "",
            markdown: 0 as const,
            user_agent: SAFARI,
            visitor: "0",
          };
          await insertViewEvents(target, [row], undefined);
          await target.client.command({
            query: `OPTIMIZE TABLE ${target.database}.view_events FINAL`,
          });
          const result = await target.client.query({
            query: `SELECT count() AS n FROM ${target.database}.view_events`,
            format: "JSONEachRow",
          });
          const [kept] = await result.json<{ n: number | string }>();
          expect(Number(kept?.n)).toBe(1);
        } finally {
          await target.client.close();
        }
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
        // Without the visitor secret no visitor is counted.
        expect(views.totals).toEqual({ human: 1, ai: 1, total: 2, crawler: 0, visitors: 0 });
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

      it("keeps an event's text as it came, tabs, line breaks, backslashes and accents included, inserted as written", async () => {
        const { insertViewEvents } = await import(
          "../../../app/analytics/clickhouse/clickhouse-ingest.ts"
        );
        const at = Date.parse("2026-11-19T23:59:58.007Z");
        const row = {
          site_id: 998,
          at,
          bucket: Math.floor(at / 900_000),
          path: "/caf\u00e9/\u6587\u66f8/a\\b",
          class: "training" as const,
          agent: "Tab\tBot",
          operator: "Line\nBreak",
          referrer: "",
          markdown: 1 as const,
          user_agent: "odd\tagent\r\n\\ \u0000 \ud83d\ude00 end",
          visitor: "18446744073709551615",
        };
        // On chDB the bytes go in as written, not through the client's SQL string.
        const raw = store.target.rawInsert;
        if (!raw) throw new Error("a chdb: store has no passthrough insert");
        const passed: string[] = [];
        store.target.rawInsert = (insert) => {
          passed.push(insert.table);
          return raw(insert);
        };
        try {
          await insertViewEvents(store.target, [row], undefined);
        } finally {
          store.target.rawInsert = raw;
        }
        expect(passed).toEqual([`${store.target.database}.view_events`]);
        const result = await store.target.client.query({
          query: `SELECT path, agent, operator, markdown, user_agent, toString(visitor) AS visitor,
            toUnixTimestamp64Milli(at) AS at FROM ${store.target.database}.view_events WHERE site_id = 998`,
          format: "JSONEachRow",
        });
        const [kept] = await result.json<Record<string, string | number>>();
        expect({ ...kept, at: Number(kept?.at), markdown: Number(kept?.markdown) }).toEqual({
          path: row.path,
          agent: row.agent,
          operator: row.operator,
          markdown: 1,
          user_agent: row.user_agent,
          visitor: row.visitor,
          at,
        });
      });

      it("re-counts past days exactly from the raw events when the lists change, and back", async () => {
        const project = await createProjectWithKey(
          { db: database.db, clock },
          { repo: "acme/again" },
        );
        const id = project.project.id;
        const events: Array<{
          path: string;
          userAgent: string;
          timestamp: string;
          referrer?: string | undefined;
        }> = [];
        for (let i = 0; i < 64; i++) {
          const day = 10 + (i % 8);
          events.push({
            path: `/p${i % 5}${i % 3 === 0 ? ".md" : ""}`,
            userAgent: [SAFARI, GPTBOT, GOOGLEBOT, HOUSE_AGENT][i % 4] as string,
            timestamp: `2026-11-${day}T${String(i % 24).padStart(2, "0")}:${String(i % 60).padStart(2, "0")}:00Z`,
            referrer: i % 4 === 0 ? "https://chatgpt.com/" : undefined,
          });
        }
        await store.ingest(id, events, { now: clock.now() });
        const read = async () => ({
          views: await store.countViews(id, { limit: 50, offset: 0 }),
          dayViews: await store.countViews(id, {
            from: new Date("2026-11-12T05:45:00Z"),
            to: new Date("2026-11-16T00:00:00Z"),
            limit: 50,
            offset: 0,
          }),
          agents: await store.countAgentViews(id, { limit: 50, offset: 0 }),
          crawlers: await store.countAgentViews(id, {
            limit: 50,
            offset: 0,
            agentClass: "crawler",
          }),
          series: await store.countViewTimeseries(id, { interval: "day" }),
          referrers: await store.countReferrerViews(id, { limit: 50, offset: 0 }),
        });
        const before = await read();
        const reclassifier = clickhouseReclassifier(database.db, store.target, {
          now: clock.now(),
          rawRetentionDays: 30,
        });
        // Lists as an older release had them: Googlebot unknown (a human), the house agent an AI.
        const older = (userAgent: string, markdown: boolean): ClassifiedAs => {
          if (userAgent === GOOGLEBOT) return { countedAs: "human" };
          if (userAgent === HOUSE_AGENT) {
            return {
              countedAs: "ai:AcmeDocsReader",
              agent: { name: "AcmeDocsReader", operator: "Acme", category: "assistant" },
            };
          }
          return classifyRecorded(userAgent, markdown);
        };
        const since = (day: number) => Date.UTC(2026, 10, day) / 86_400_000;
        const moved = await reclassifier.reclassify(id, since(13), older);
        // Googlebot's and the house agent's events of Nov 13-17 move; those before stay.
        const since13 = (agent: string) =>
          events.filter((e) => e.userAgent === agent && e.timestamp >= "2026-11-13").length;
        const [google, house] = [since13(GOOGLEBOT), since13(HOUSE_AGENT)];
        expect(google).toBeGreaterThan(0);
        expect(house).toBeGreaterThan(0);
        expect(moved).toMatchObject({
          viewsMoved: google + house,
          pageViewsMoved: google + house,
          viewsKept: 0,
        });
        const during = await read();
        expect(during.views.totals.human).toBe(before.views.totals.human + google);
        expect(during.views.totals.crawler).toBe(before.views.totals.crawler - google);
        // The house agent's Markdown fetches were AI views already (markdown-fetch); the others bots.
        const houseMarkdown = events.filter(
          (e) =>
            e.userAgent === HOUSE_AGENT && e.timestamp >= "2026-11-13" && e.path.endsWith(".md"),
        ).length;
        expect(during.views.totals.ai).toBe(before.views.totals.ai + house - houseMarkdown);
        expect(during.agents.agents.find((a) => a.agent === "AcmeDocsReader")?.views).toBe(house);
        // Back to the lists of today: every answer is again what it was.
        const back = await reclassifier.reclassify(id, since(10), classifyRecorded);
        expect(back.viewsMoved).toBe(google + house);
        expect(await read()).toEqual(before);
        // Nothing left to move: a second run changes nothing.
        expect((await reclassifier.reclassify(id, since(10), classifyRecorded)).viewsMoved).toBe(0);
      });

      it("refuses days before the raw events' retention, saying from when it can", async () => {
        await expect(
          store.reclassify(owner.project.id, "2026-10-01", clock.now()),
        ).rejects.toMatchObject({
          code: "invalid_request",
          message: expect.stringContaining("since must be 2026-10-22 or later"),
        });
      });

      it("counts unique visitors per day from a salted hash, never keeping the address", async () => {
        const opened = await Store.open(database.db, {
          url,
          rawRetentionDays: 30,
          visitorSecret: "visitor-test-secret-0123456789abcdefgh",
        });
        try {
          const project = await createProjectWithKey(
            { db: database.db, clock },
            { repo: "acme/visitors" },
          );
          const id = project.project.id;
          const view = (at: string, address: string, userAgent = SAFARI, path = "/v") => ({
            path,
            userAgent,
            timestamp: at,
            clientAddress: address,
          });
          await opened.store.ingest(
            id,
            [
              view("2026-11-18T08:00:00Z", "203.0.113.7"),
              view("2026-11-18T09:00:00Z", "203.0.113.7", SAFARI, "/w"),
              view("2026-11-18T10:00:00Z", "203.0.113.7", GPTBOT),
              view("2026-11-18T11:00:00Z", "203.0.113.8"),
              view("2026-11-18T12:00:00Z", "203.0.113.8", `${SAFARI} Edge`),
              view("2026-11-19T08:00:00Z", "203.0.113.7"),
            ],
            { now: clock.now() },
          );
          const visitors = async (from: string, to: string, pathPrefix?: string) =>
            (
              await opened.store.countViews(id, {
                from: new Date(from),
                to: new Date(to),
                pathPrefix,
                limit: 1,
                offset: 0,
              })
            ).totals.visitors;
          // One address and browser on two pages is one visitor; an AI agent is none; another
          // browser at the same address is another; the next day, the first counts again.
          expect(await visitors("2026-11-18T00:00:00Z", "2026-11-19T00:00:00Z")).toBe(3);
          expect(await visitors("2026-11-18T00:00:00Z", "2026-11-20T00:00:00Z")).toBe(4);
          expect(await visitors("2026-11-18T08:45:00Z", "2026-11-19T08:15:00Z")).toBe(4);
          expect(await visitors("2026-11-18T08:45:00Z", "2026-11-18T11:15:00Z")).toBe(2);
          expect(await visitors("2026-11-18T00:00:00Z", "2026-11-20T00:00:00Z", "/w")).toBe(1);
          // The address is nowhere in the store: only its salted hash is.
          const { client, database: chDatabase } = opened.store.target;
          const rows = await client.query({
            query: `SELECT * FROM ${chDatabase}.view_events WHERE path IN ('/v', '/w')`,
            format: "JSONEachRow",
          });
          const text = JSON.stringify(await rows.json());
          expect(text).not.toContain("203.0.113");
          expect(text).toContain("visitor");
          // Counted once on arrival: a server without the secret reads the same.
          expect((await store.countViews(id, { limit: 1, offset: 0 })).totals.visitors).toBe(4);
          // A day read (and its count kept) then sent more views is counted again: a new visitor
          // counts, one seen that day already does not.
          await opened.store.ingest(
            id,
            [
              view("2026-11-18T13:00:00Z", "203.0.113.9"),
              view("2026-11-18T14:00:00Z", "203.0.113.7"),
            ],
            { now: clock.now() },
          );
          expect(await visitors("2026-11-18T00:00:00Z", "2026-11-19T00:00:00Z")).toBe(4);
          expect(await visitors("2026-11-18T00:00:00Z", "2026-11-20T00:00:00Z")).toBe(5);
          // Reclassified, the second browser is an AI agent, no visitor; back, it is one again.
          const reclassifier = clickhouseReclassifier(database.db, opened.store.target, {
            now: clock.now(),
            rawRetentionDays: 30,
          });
          const since = Date.UTC(2026, 10, 18) / 86_400_000;
          await reclassifier.reclassify(id, since, (userAgent, markdown) =>
            userAgent === `${SAFARI} Edge`
              ? {
                  countedAs: "ai:EdgeReader",
                  agent: { name: "EdgeReader", operator: "Acme", category: "assistant" },
                }
              : classifyRecorded(userAgent, markdown),
          );
          expect(await visitors("2026-11-18T00:00:00Z", "2026-11-19T00:00:00Z")).toBe(3);
          expect(await visitors("2026-11-18T00:00:00Z", "2026-11-20T00:00:00Z")).toBe(4);
          await reclassifier.reclassify(id, since, classifyRecorded);
          expect(await visitors("2026-11-18T00:00:00Z", "2026-11-19T00:00:00Z")).toBe(4);
          expect(await visitors("2026-11-18T00:00:00Z", "2026-11-20T00:00:00Z")).toBe(5);
        } finally {
          await opened.store.close();
        }
      });

      it("fills the rollups of ten days, months and site visitors from the tables before them, once", async () => {
        const opened = await Store.open(database.db, {
          url: chdbUrl(),
          rawRetentionDays: 400,
          visitorSecret: "visitor-test-secret-0123456789abcdefgh",
        });
        try {
          const target = opened.store.target;
          const project = await createProjectWithKey(
            { db: database.db, clock },
            { repo: "acme/backfill" },
          );
          const id = project.project.id;
          const events = [];
          for (let i = 0; i < 600; i++) {
            const at = Date.UTC(2026, 7, 30) + i * 3 * 3_600_000 + (i % 7) * 60_000;
            events.push({
              path: `/p${i % 7}`,
              userAgent: [SAFARI, GPTBOT, GOOGLEBOT][i % 3] as string,
              timestamp: new Date(at).toISOString(),
              clientAddress: `198.51.100.${i % 11}`,
            });
          }
          await opened.store.ingest(id, events, { now: clock.now() });
          const ranges = [
            [undefined, undefined],
            ["2026-09-01T00:00:00Z", "2026-11-01T00:00:00Z"],
            ["2026-09-05T06:15:00Z", "2026-10-27T00:00:00Z"],
            ["2026-10-11T00:00:00Z", "2026-10-21T00:00:00Z"],
          ] as const;
          const read = () =>
            Promise.all(
              ranges.map(([from, to]) =>
                opened.store.countViews(id, {
                  from: from ? new Date(from) : undefined,
                  to: to ? new Date(to) : undefined,
                  limit: 5,
                  offset: 0,
                }),
              ),
            );
          const before = await read();
          expect(before[0]?.totals.human).toBe(200);
          expect(before[1]?.totals.visitors).toBeGreaterThan(0);
          // As a store migrated before version 3 holds them: the rollups and their record absent.
          const forget = async () => {
            for (const table of [
              "page_views_dekad",
              "page_views_month",
              "site_visitors_day",
              "visitor_counts",
            ]) {
              await target.client.command({ query: `TRUNCATE TABLE ${target.database}.${table}` });
            }
            await target.client.command({
              query: `ALTER TABLE ${target.database}.schema_migrations DELETE WHERE version = 3`,
              clickhouse_settings: { mutations_sync: "2" },
            });
          };
          await forget();
          expect((await read())[1]?.totals).not.toEqual(before[1]?.totals);
          const third = CLICKHOUSE_MIGRATIONS.find((m) => m.version === 3);
          const applied = [`3 ${third?.name}`];
          expect(await migrateClickHouse(target, { rawRetentionDays: 400 })).toEqual(applied);
          expect(await read()).toEqual(before);
          // Applied again over filled tables (a second server at start), it adds nothing.
          await target.client.command({
            query: `ALTER TABLE ${target.database}.schema_migrations DELETE WHERE version = 3`,
            clickhouse_settings: { mutations_sync: "2" },
          });
          expect(await migrateClickHouse(target, { rawRetentionDays: 400 })).toEqual(applied);
          expect(await read()).toEqual(before);
        } finally {
          await opened.store.close();
        }
      });

      it("deletes a project's views, raw events included, when the project is deleted", async () => {
        const gone = await createProjectWithKey({ db: database.db, clock }, { repo: "acme/gone" });
        await store.ingest(
          gone.project.id,
          [{ path: "/bye", userAgent: SAFARI, timestamp: "2026-11-19T10:00:00Z" }],
          { now: clock.now() },
        );
        const count = async () => {
          const result = await store.target.client.query({
            query: `SELECT count() AS n FROM ${store.target.database}.view_events WHERE path = '/bye'`,
            format: "JSONEachRow",
          });
          return Number((await result.json<{ n: number | string }>())[0]?.n);
        };
        expect(await count()).toBe(1);
        await runAdminCommandOn(
          { db: database.db, config: loadConfig({}), clock, openAnalytics: async () => store },
          "projects.delete",
          { projectId: gone.project.id },
        );
        expect(await count()).toBe(0);
        expect(
          (await store.countViews(owner.project.id, { limit: 5, offset: 0 })).totals.total,
        ).toBeGreaterThan(0);
      });
    });
  },
);

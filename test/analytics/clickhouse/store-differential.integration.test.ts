import { beforeAll, describe, expect, it } from "vitest";
import { createTestClock } from "#testkit/app/test-clock.ts";
import { type TestServer, useTestServer } from "#testkit/app/test-server.ts";
import { CHDB_MISSING, chdbUrl, hasChdb } from "#testkit/clickhouse/chdb.ts";
import {
  analyticsRouteComparer,
  COMPARED_RANGES,
  type ProjectReader,
  sharePages,
  withoutVisitors,
} from "#testkit/clickhouse/compare-analytics-routes.ts";
import { BROWSERS, type EventBatch, eventStream } from "#testkit/clickhouse/view-event-stream.ts";
import { createProjectWithKey, type ProjectWithKey } from "#testkit/database/seed.ts";
import { oneDatabaseKind } from "#testkit/database/test-database.ts";
import {
  type AdminCommandArgs,
  type AdminCommandName,
  type AdminContext,
  runAdminCommandOn,
} from "../../../app/admin/admin-commands.ts";
import { ClickHouseAnalyticsStore } from "../../../app/analytics/clickhouse/clickhouse-store.ts";
import { foldPendingViews } from "../../../app/analytics/store/fold-pending-views.ts";
import { updateProject } from "../../../app/projects/project.service.ts";

/**
 * One event stream sent over HTTP to a server on the PostgreSQL store and to one on the ClickHouse
 * store (chDB, through @clickhouse/client): every analytics route must answer the same, byte for
 * byte, for many ranges, filters and pages.
 */
const NOW = "2026-11-20T12:00:00Z";
const BATCHES = 16;

describe.skipIf(!hasChdb)(
  `the ClickHouse store answers as the PostgreSQL store${hasChdb ? "" : ` (skipped: ${CHDB_MISSING})`}`,
  () => {
    describe.each(oneDatabaseKind())("with PostgreSQL on %s", (kind) => {
      const clickhouseUrl = chdbUrl();
      // Fewer new paths a day than the stream has: the overflow path is compared too.
      const env = {
        INKWELL_NEW_PATHS_PER_DAY: "4000",
        INKWELL_SECRET: "differential-test-secret-0123456789abcdef",
      };
      const postgres = useTestServer(kind, {
        withoutGitHubApp: true,
        clock: createTestClock(NOW),
        env,
      });
      const clickhouse = useTestServer(kind, {
        withoutGitHubApp: true,
        clock: createTestClock(NOW),
        env: { ...env, INKWELL_ANALYTICS_STORE: "clickhouse", CLICKHOUSE_URL: clickhouseUrl },
      });
      const owners = new Map<TestServer, ProjectWithKey>();

      const send = (server: TestServer, batch: EventBatch) =>
        server.request(`/v1/analytics/${owners.get(server)?.project.id}/events`, {
          method: "POST",
          headers: {
            authorization: `Bearer ${owners.get(server)?.key}`,
            "content-type": "application/json",
            "idempotency-key": batch.key,
          },
          body: JSON.stringify({ events: batch.events }),
        });
      const both = () => [postgres.server, clickhouse.server];

      beforeAll(async () => {
        for (const server of both()) {
          const owner = await createProjectWithKey(server.ctx);
          owners.set(server, owner);
          await updateProject(
            server.ctx.db,
            owner.project.id,
            { timeZone: "Asia/Kathmandu" },
            new Date(),
          );
        }
        const stream = eventStream({ now: NOW, paths: 5_000, batches: BATCHES, batchSize: 1_000 });
        for (const [index, batch] of stream.entries()) {
          const answers = [];
          for (const server of both()) {
            const res = await send(server, batch);
            answers.push({ status: res.status, body: await res.json() });
          }
          expect(answers[1]).toEqual(answers[0]);
          expect(answers[0]?.status).toBe(202);
          // Retries of earlier batches, with their keys: counted once on both.
          if (index % 5 === 4) {
            const again = stream[index - 2] as EventBatch;
            const retried = [];
            for (const server of both()) {
              const res = await send(server, again);
              retried.push({ status: res.status, body: await res.json() });
            }
            expect(retried[1]).toEqual(retried[0]);
            expect(retried[0]?.body).toMatchObject({ duplicate: true });
          }
          // Half of the PostgreSQL store's batches are folded: reads combine both forms.
          if (index === BATCHES / 2) await foldPendingViews(postgres.server.ctx.db);
        }
        // A key reused for another batch is refused by both.
        const reused = [];
        for (const server of both()) {
          const res = await send(server, {
            key: "batch-0",
            events: [{ path: "/x", userAgent: BROWSERS[0] as string }],
          });
          reused.push({ status: res.status, body: await res.json() });
        }
        expect(reused[0]?.status).toBe(422);
        expect(reused[1]).toEqual(reused[0]);
      }, 300_000);

      const compare = analyticsRouteComparer({
        reference: () => postgres.server,
        candidate: () => clickhouse.server,
        readerOf: (server) => owners.get(server) as ProjectReader,
      });

      const ranges = COMPARED_RANGES;

      it("answers views the same for every range, prefix and page", async () => {
        let listed = 0;
        for (const range of ranges) {
          for (const extra of [
            "",
            "&pathPrefix=/docs/api/",
            "&limit=250&offset=250",
            "&limit=10&offset=100000",
            "&pathPrefix=/_inkwell/",
          ]) {
            const body = (await compare(`views?${range}${extra}`)) as { views: unknown[] };
            listed += body.views.length;
          }
        }
        expect(listed).toBeGreaterThan(500);
      }, 60_000);

      it("answers agents, crawlers and Markdown fetches the same", async () => {
        for (const range of ranges) {
          const body = (await compare(`agents?${range}`)) as {
            agents: unknown[];
            totals: { markdown: number };
          };
          if (range === "") {
            expect(body.agents.length).toBeGreaterThan(4);
            expect(body.totals.markdown).toBeGreaterThan(0);
          }
          await compare(`agents?${range}&class=crawler`);
          await compare(`agents?${range}&limit=2&offset=1`);
          await compare(`agents?${range}&path=/docs/guide/page-1`);
        }
      }, 60_000);

      it("answers referrers and referred pages the same", async () => {
        for (const range of ranges) {
          const body = (await compare(`referrers?${range}`)) as { referrers: unknown[] };
          if (range === "") expect(body.referrers.length).toBeGreaterThan(5);
          await compare(`referrers?${range}&source=ai`);
          await compare(`referrers?${range}&path=/docs/guide/page-2`);
          await compare(`referrers?${range}&limit=3&offset=2`);
          for (const referrer of ["ai", "chatgpt.com", "(other)", "https://www.google.com/x"]) {
            await compare(`referrers/pages?${range}&referrer=${encodeURIComponent(referrer)}`);
          }
        }
        await compare("referrers/pages?referrer=ai&limit=5&offset=5");
      }, 60_000);

      it("answers timeseries the same in zones at :30 and :45 offsets", async () => {
        for (const range of ranges) {
          for (const interval of ["hour", "day", "week"]) {
            if (interval === "hour" && range === "dateFrom=2026-09-01&dateTo=2026-12-01") continue;
            for (const zone of [
              "",
              "&timeZone=Asia/Kolkata",
              "&timeZone=America/St_Johns",
              "&timeZone=Australia/Eucla",
              "&timeZone=UTC",
            ]) {
              // Every zone for the day interval; hours and weeks in the project's zone and one more.
              if (interval !== "day" && zone !== "" && zone !== "&timeZone=America/St_Johns")
                continue;
              await compare(`timeseries?${range}&interval=${interval}${zone}`);
            }
          }
          await compare(`timeseries?${range}&path=/docs/guide/page-3`);
        }
      }, 120_000);

      it("exports the same daily counts, as CSV and NDJSON", async () => {
        for (const range of ranges.slice(0, 4)) {
          const csv = (await compare(`export?${range}`)) as string;
          if (range === "") expect(csv.split("\r\n").length).toBeGreaterThan(5_000);
        }
        await compare(`export?${ranges[4]}&format=ndjson`);
      }, 120_000);

      it("exports the same daily counts for a project at UTC, whose days are whole UTC days", async () => {
        const setZone = async (timeZone: string) => {
          for (const server of both()) {
            const projectId = owners.get(server)?.project.id as string;
            await updateProject(server.ctx.db, projectId, { timeZone }, new Date());
          }
        };
        await setZone("UTC");
        try {
          for (const range of ranges.slice(0, 4)) await compare(`export?${range}`);
        } finally {
          await setZone("Asia/Kathmandu");
        }
      }, 120_000);

      it("answers the CLI's analytics commands the same", async () => {
        const opened = await ClickHouseAnalyticsStore.open(clickhouse.server.ctx.db, {
          url: clickhouseUrl,
          rawRetentionDays: 400,
        });
        try {
          const contexts = both().map((server) => ({
            db: server.ctx.db,
            config: server.ctx.config,
            clock: server.ctx.clock,
            ...(server === clickhouse.server ? { openAnalytics: async () => opened.store } : {}),
          }));
          const run = async <N extends AdminCommandName>(
            name: N,
            args: (projectId: string) => AdminCommandArgs<N>,
          ) => {
            const answers = [];
            for (const [index, server] of both().entries()) {
              const projectId = owners.get(server)?.project.id as string;
              const answer = await runAdminCommandOn(
                contexts[index] as AdminContext,
                name,
                args(projectId),
              );
              if (server === clickhouse.server) withoutVisitors(answer);
              answers.push(answer);
            }
            expect(answers[1], name).toEqual(answers[0]);
            return answers[0];
          };
          const range = { from: "2026-11-10T05:15:00Z", to: "2026-11-18T19:30:00Z" };
          await run("analytics.views", (projectId) => ({ projectId, ...range, limit: 100 }));
          await run("analytics.views", (projectId) => ({ projectId, pathPrefix: "/docs/api/" }));
          await run("analytics.agents", (projectId) => ({ projectId, ...range }));
          await run("analytics.agents", (projectId) => ({ projectId, agentClass: "crawler" }));
          await run("analytics.timeseries", (projectId) => ({ projectId, interval: "week" }));
          const page = (await run("analytics.export", (projectId) => ({
            projectId,
            minRows: 2_000,
          }))) as {
            next: number | null;
          };
          expect(page.next).not.toBeNull();
          await run("analytics.export", (projectId) => ({
            projectId,
            minRows: 2_000,
            startAt: page.next as number,
          }));
          // An import through the CLI's command counts the same on both, once per log line.
          const events = [
            {
              path: "/imported",
              userAgent: BROWSERS[1] as string,
              timestamp: "2026-11-19T03:00:00Z",
            },
            { path: "/imported.md", userAgent: "curl/8.5.0", timestamp: "2026-11-19T03:01:00Z" },
          ];
          for (let i = 0; i < 2; i++) {
            await run("analytics.ingest", (projectId) => ({
              projectId,
              events,
              importedLines: { fileKey: "access.log", lines: [0, 1] },
            }));
          }
          await compare("views?pathPrefix=/imported");
          await compare("agents?dateFrom=2026-11-19");
        } finally {
          await opened.store.close();
        }
      }, 60_000);

      it("shows the same dashboard page through a share link", async () => {
        const pages = [];
        for (const server of both()) {
          pages.push(await sharePages(server, (owners.get(server) as ProjectWithKey).project.id));
        }
        expect(pages[0]?.join("").length).toBeGreaterThan(10_000);
        expect(pages[1]).toEqual(pages[0]);
      }, 60_000);
    });
  },
);

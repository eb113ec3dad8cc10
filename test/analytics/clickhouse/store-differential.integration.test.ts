import { beforeAll, describe, expect, it } from "vitest";
import { createTestClock } from "#testkit/app/test-clock.ts";
import { type TestServer, useTestServer } from "#testkit/app/test-server.ts";
import { CHDB_MISSING, chdbUrl, hasChdb } from "#testkit/clickhouse/chdb.ts";
import { createProjectWithKey, type ProjectWithKey } from "#testkit/database/seed.ts";
import { oneDatabaseKind } from "#testkit/database/test-database.ts";
import { seededRandom } from "#testkit/seeded-random.ts";
import {
  type AdminCommandArgs,
  type AdminCommandName,
  type AdminContext,
  runAdminCommandOn,
} from "../../../app/admin/admin-commands.ts";
import { ClickHouseAnalyticsStore } from "../../../app/analytics/clickhouse/clickhouse-store.ts";
import { foldPendingViews } from "../../../app/analytics/store/fold-pending-views.ts";
import { updateProject } from "../../../app/projects/project.service.ts";
import { createShareLink } from "../../../app/projects/share-link.service.ts";

/**
 * One event stream sent over HTTP to a server on the PostgreSQL store and to one on the ClickHouse
 * store (chDB, through @clickhouse/client): every analytics route must answer the same, byte for
 * byte, for many ranges, filters and pages.
 */
const NOW = "2026-11-20T12:00:00Z";
const PATHS = 5_000;
const BATCHES = 16;
const BATCH_SIZE = 1_000;

const BROWSERS = [
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15",
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1",
];
const AGENTS = [
  "Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko); compatible; ChatGPT-User/1.0; +https://openai.com/bot",
  "Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko); compatible; GPTBot/1.1; +https://openai.com/gptbot",
  "Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; PerplexityBot/1.0; +https://perplexity.ai/perplexitybot)",
  "Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; ClaudeBot/1.0; +claudebot@anthropic.com)",
  "Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; Claude-User/1.0; +Claude-User@anthropic.com)",
];
const CRAWLERS = [
  "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
  "Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)",
  "Mozilla/5.0 (compatible; SomeNewCrawler/1.0; +https://example.net/crawler)",
];
const TOOLS = ["curl/8.5.0", "python-requests/2.32.3", "node-fetch/1.0", "axios/1.7.7"];
const REFERRERS = [
  "https://chatgpt.com/",
  "https://www.perplexity.ai/search/abc",
  "https://www.google.com/",
  "https://news.ycombinator.com/item?id=1",
  "https://claude.ai/chat/1",
  "https://gemini.google.com/app",
  "https://duckduckgo.com/",
];

interface Event {
  path: string;
  userAgent: string;
  timestamp?: string;
  accept?: string;
  referrer?: string;
  clientAddress?: string;
}

/** The batches, each with its idempotency key: dates over 60 days, late ones among them. */
function eventStream(): Array<{ key: string; events: Event[] }> {
  const random = seededRandom(36);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const now = Date.parse(NOW);
  const batches: Array<{ key: string; events: Event[] }> = [];
  for (let b = 0; b < BATCHES; b++) {
    const events: Event[] = [];
    for (let i = 0; i < BATCH_SIZE; i++) {
      // Skewed toward a few pages, as docs traffic is; every path of 5,000 gets some.
      const n = random() < 0.5 ? Math.floor(random() ** 3 * 200) : Math.floor(random() * PATHS);
      let path = `/docs/${n % 7 === 0 ? "api" : "guide"}/page-${n}`;
      const roll = random();
      let userAgent: string;
      let accept: string | undefined;
      let referrer: string | undefined;
      let clientAddress: string | undefined;
      if (roll < 0.55) {
        userAgent = pick(BROWSERS);
        if (random() < 0.8) clientAddress = `198.51.100.${Math.floor(random() * 40)}`;
        if (random() < 0.35) referrer = pick(REFERRERS);
        else if (random() < 0.05) path += "?utm_source=chatgpt.com";
        else if (random() < 0.03)
          referrer = `https://site-${Math.floor(random() * 60)}.example.org/`;
      } else if (roll < 0.8) {
        userAgent = pick(AGENTS);
        if (random() < 0.3) path += ".md";
      } else if (roll < 0.92) {
        userAgent = pick(CRAWLERS);
      } else {
        userAgent = pick(TOOLS);
        if (random() < 0.5) accept = "text/markdown, text/html;q=0.5";
      }
      // Later batches carry late arrivals: most events from the last days, some from weeks back.
      const daysBack = random() < 0.2 ? 20 + random() * 40 : (b / BATCHES) * 10 + random() * 3;
      const at = new Date(now - Math.floor(daysBack * 86_400_000) - 60_000);
      const offsets = ["Z", "+05:30", "+05:45", "-03:30", "+08:45"];
      const offset = pick(offsets);
      const event: Event = { path, userAgent, timestamp: isoWithOffset(at, offset) };
      if (accept) event.accept = accept;
      if (referrer) event.referrer = referrer;
      if (clientAddress) event.clientAddress = clientAddress;
      events.push(event);
    }
    batches.push({ key: `batch-${b}`, events });
  }
  return batches;
}

/** An instant written in a given offset (the same instant, as clients in those zones send it). */
function isoWithOffset(at: Date, offset: string): string {
  if (offset === "Z") return at.toISOString();
  const sign = offset.startsWith("-") ? -1 : 1;
  const [h, m] = offset.slice(1).split(":").map(Number);
  const local = new Date(at.getTime() + sign * ((h as number) * 60 + (m as number)) * 60_000);
  return `${local.toISOString().slice(0, 19)}${offset}`;
}

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

      const send = (server: TestServer, batch: { key: string; events: Event[] }) =>
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
        const stream = eventStream();
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
            const again = stream[index - 2] as { key: string; events: Event[] };
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

      async function compare(route: string): Promise<unknown> {
        const answers = [];
        for (const server of both()) {
          const owner = owners.get(server) as ProjectWithKey;
          const res = await server.request(`/v1/analytics/${owner.project.id}/${route}`, {
            headers: { authorization: `Bearer ${owner.key}` },
          });
          const type = res.headers.get("content-type") ?? "";
          const body =
            type.includes("json") && !type.includes("ndjson") ? await res.json() : await res.text();
          if (server === clickhouse.server) withoutVisitors(body);
          answers.push({
            status: res.status,
            type,
            zone: res.headers.get("inkwell-time-zone"),
            body,
          });
        }
        expect(answers[1], route).toEqual(answers[0]);
        return answers[0]?.body;
      }

      const ranges = [
        "",
        "dateFrom=2026-11-01",
        "dateTo=2026-11-15T06:45:00Z",
        "dateFrom=2026-11-10T05:15:00Z&dateTo=2026-11-18T19:30:00Z",
        "dateFrom=2026-10-01T00:00:00%2B05:45&dateTo=2026-11-20T00:00:00%2B05:45",
        "dateFrom=2026-11-19T10:07:00Z&dateTo=2026-11-19T11:52:00Z",
        "dateFrom=2026-09-01&dateTo=2026-12-01",
      ];

      it("answers views the same for every range, prefix and page", async () => {
        let listed = 0;
        for (const range of ranges) {
          for (const extra of [
            "",
            "&pathPrefix=/docs/api/",
            "&limit=250&offset=250",
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
          const owner = owners.get(server) as ProjectWithKey;
          const link = await createShareLink(server.ctx.db, {
            projectId: owner.project.id,
            name: "compare",
            expiresAt: null,
            now: server.ctx.clock.now(),
          });
          const shown = [];
          for (const query of [
            "range=30d",
            "range=7d&path=/docs/guide/page-1",
            "range=90d&prefix=/docs/api/&page=2",
          ]) {
            const res = await server.request(`/share/${link.token}?${query}`);
            expect(res.status, query).toBe(200);
            shown.push(
              (await res.text())
                .replaceAll(link.token, "TOKEN")
                .replaceAll(owner.project.id, "PROJECT"),
            );
          }
          pages.push(shown);
        }
        expect(pages[0]?.join("").length).toBeGreaterThan(10_000);
        expect(pages[1]).toEqual(pages[0]);
      }, 60_000);
    });
  },
);

/**
 * The ClickHouse store's answer without what only it gives (unique visitors in the views' totals,
 * a number, checked here): the rest must equal the PostgreSQL store's.
 */
function withoutVisitors(body: unknown): void {
  const totals = (body as { totals?: Record<string, unknown> } | undefined)?.totals;
  if (!totals || !("visitors" in totals)) return;
  expect(typeof totals.visitors).toBe("number");
  delete totals.visitors;
}

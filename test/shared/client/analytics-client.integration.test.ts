import { beforeAll, describe, expect, it } from "vitest";
import { createTestClock } from "#testkit/app/test-clock.ts";
import { useTestServer } from "#testkit/app/test-server.ts";
import { createProjectWithKey, type ProjectWithKey } from "#testkit/database/seed.ts";
import { oneDatabaseKind } from "#testkit/database/test-database.ts";
import { foldPendingViews } from "../../../app/analytics/store/fold-pending-views.ts";
import type { ViewEvent } from "../../../shared/client/analytics-requests.ts";
import {
  createInkwellClient,
  type InkwellClient,
} from "../../../shared/client/create-inkwell-client.ts";
import { InkwellApiError } from "../../../shared/client/inkwell-api-error.ts";

const SAFARI =
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15";
const CHATGPT_USER =
  "Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko); compatible; ChatGPT-User/1.0; +https://openai.com/bot";
const GPTBOT =
  "Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; GPTBot/1.2; +https://openai.com/gptbot)";
const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

/** Two days of one small site: people from ChatGPT, Google and nowhere; an assistant, a crawler, a search bot. */
const FIRST_DAY: ViewEvent[] = [
  {
    path: "/docs/install",
    userAgent: SAFARI,
    timestamp: "2026-11-18T09:00:00Z",
    referrer: "https://chatgpt.com/c/6740?q=secret",
  },
  {
    path: "/docs/install?utm=x",
    userAgent: SAFARI,
    timestamp: "2026-11-18T10:00:00Z",
    referrer: "https://www.google.com/search?q=inkwell",
  },
  { path: "/docs/install", userAgent: CHATGPT_USER, timestamp: "2026-11-18T11:00:00Z" },
  { path: "/docs/install", userAgent: GOOGLEBOT, timestamp: "2026-11-18T11:30:00Z" },
];
const SECOND_DAY: ViewEvent[] = [
  { path: "/docs/api", userAgent: SAFARI, timestamp: "2026-11-19T09:30:00Z", referrer: null },
  {
    path: "/docs/api",
    userAgent: SAFARI,
    timestamp: "2026-11-19T09:45:00Z",
    referrer: "https://chatgpt.com/",
  },
  { path: "/docs/api", userAgent: GPTBOT, timestamp: "2026-11-19T10:00:00Z" },
];

const range = { dateFrom: "2026-11-18", dateTo: new Date("2026-11-20T00:00:00Z") };

describe.each(oneDatabaseKind())(
  "the client's analytics methods against the server on %s",
  (kind) => {
    const { server } = useTestServer(kind, {
      withoutGitHubApp: true,
      clock: createTestClock("2026-11-20T12:00:00Z"),
    });
    let owner: ProjectWithKey;
    let client: InkwellClient;

    beforeAll(async () => {
      owner = await createProjectWithKey(server.ctx);
      client = createInkwellClient({ apiUrl: server.url, apiKey: owner.key });
      const first = await client.sendEvents(owner.project.id, FIRST_DAY);
      // The search engine counts as a crawler, no longer ignored.
      expect(first).toMatchObject({ received: 4, human: 2, ai: 1, crawler: 1, ignored: 0 });
      // The first day folded, the second pending: the reads add both.
      await foldPendingViews(server.ctx.db);
      await client.sendEvents(owner.project.id, SECOND_DAY);
    });

    it("sends events and reads the views per page and site-wide", async () => {
      expect(await client.getViews(owner.project.id, range)).toEqual({
        // Googlebot's view of /docs/install: a class of its own, outside the total.
        totals: { human: 4, ai: 2, total: 6, crawler: 1 },
        views: [
          { path: "/docs/api", human: 2, ai: 1, total: 3, crawler: 0 },
          { path: "/docs/install", human: 2, ai: 1, total: 3, crawler: 1 },
        ],
        hasMore: false,
        dateFrom: "2026-11-18T00:00:00.000Z",
        dateTo: "2026-11-20T00:00:00.000Z",
      });
      const page = await client.getViews(owner.project.id, { ...range, limit: 1, offset: 1 });
      expect(page.views).toEqual([
        { path: "/docs/install", human: 2, ai: 1, total: 3, crawler: 1 },
      ]);
      expect(page.hasMore).toBe(false);
    });

    it("reads the AI views per agent, for the site and for one page", async () => {
      const site = await client.getAgentViews(owner.project.id, range);
      expect(site.totals).toEqual({
        human: 4,
        ai: 2,
        total: 6,
        assistant: 1,
        search: 0,
        training: 1,
        // Googlebot, a class of its own outside the total; no Markdown fetched.
        crawler: 1,
        markdown: 0,
      });
      expect(site.agents).toEqual([
        { agent: "ChatGPT-User", operator: "OpenAI", category: "assistant", views: 1 },
        { agent: "GPTBot", operator: "OpenAI", category: "training", views: 1 },
      ]);
      const page = await client.getAgentViews(owner.project.id, { path: "/docs/api.md" });
      expect(page.agents).toEqual([
        { agent: "GPTBot", operator: "OpenAI", category: "training", views: 1 },
      ]);
    });

    it("reads the views per day in the time zone asked for, which the answer states", async () => {
      const series = await client.getTimeseries(owner.project.id, {
        ...range,
        interval: "day",
        timeZone: "Asia/Kolkata",
      });
      expect(series.timeZone).toBe("Asia/Kolkata");
      expect(series.interval).toBe("day");
      // Kolkata's days start at 18:30 UTC the day before: the range's first and last days are partial.
      const zero = { human: 0, ai: 0, total: 0, assistant: 0, search: 0, training: 0, crawler: 0 };
      expect(series.points).toEqual([
        {
          ...zero,
          start: "2026-11-17T18:30:00.000Z",
          human: 2,
          ai: 1,
          total: 3,
          assistant: 1,
          crawler: 1,
        },
        { ...zero, start: "2026-11-18T18:30:00.000Z", human: 2, ai: 1, total: 3, training: 1 },
        { ...zero, start: "2026-11-19T18:30:00.000Z" },
      ]);
    });

    it("reads the referrers, and the pages AI assistants sent people to", async () => {
      const all = await client.getReferrers(owner.project.id, range);
      expect(all.totals).toEqual({ human: 4, referred: 3, direct: 1, fromAi: 2 });
      expect(all.referrers).toEqual([
        {
          referrer: "chatgpt.com",
          ai: { name: "ChatGPT", operator: "OpenAI", category: "assistant" },
          views: 2,
        },
        { referrer: "google.com", ai: null, views: 1 },
      ]);
      const ai = await client.getReferrers(owner.project.id, { source: "ai" });
      expect(ai.referrers.map((r) => r.referrer)).toEqual(["chatgpt.com"]);
      expect(await client.getReferredPages(owner.project.id, { ...range, referrer: "ai" })).toEqual(
        {
          referrer: "ai",
          totals: { views: 2 },
          pages: [
            { path: "/docs/api", views: 1 },
            { path: "/docs/install", views: 1 },
          ],
          hasMore: false,
          dateFrom: "2026-11-18T00:00:00.000Z",
          dateTo: "2026-11-20T00:00:00.000Z",
        },
      );
    });

    it("sends more than 1,000 events in batches, and a repeat under the same key counts nothing twice", async () => {
      const other = await createProjectWithKey(server.ctx);
      const events: ViewEvent[] = Array.from({ length: 1_001 }, (_, i) => ({
        path: `/p/${i % 3}`,
        userAgent: SAFARI,
        timestamp: "2026-11-19T08:00:00Z",
      }));
      const importer = createInkwellClient({ apiUrl: server.url, apiKey: other.key });
      const sent = await importer.sendEvents(other.project.id, events, {
        idempotencyKey: "import-2026-11-19",
      });
      expect(sent).toMatchObject({ received: 1_001, human: 1_001, ai: 0, ignored: 0 });
      expect(sent.batches.map((b) => [b.received, b.duplicate])).toEqual([
        [1_000, false],
        [1, false],
      ]);
      const again = await importer.sendEvents(other.project.id, events, {
        idempotencyKey: "import-2026-11-19",
      });
      expect(again.batches.map((b) => b.duplicate)).toEqual([true, true]);
      const views = await importer.getViews(other.project.id);
      expect(views.totals).toEqual({ human: 1_001, ai: 0, total: 1_001, crawler: 0 });
    });

    it("sends no request for no events", async () => {
      const sent = await client.sendEvents(owner.project.id, [], { idempotencyKey: "nothing" });
      expect(sent).toEqual({
        received: 0,
        human: 0,
        ai: 0,
        crawler: 0,
        ignored: 0,
        batches: [],
        idempotencyKey: "nothing",
      });
    });

    it("surfaces a refused batch as an InkwellApiError with the API's code and every problem", async () => {
      const error = await client
        .sendEvents(owner.project.id, [
          { path: "/ok", userAgent: SAFARI },
          { path: "", userAgent: SAFARI, timestamp: "2026-11-19" },
        ])
        .catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(InkwellApiError);
      expect(error).toMatchObject({ status: 400, code: "invalid_request" });
      const fields = (error as InkwellApiError).details?.map((d) => d.field);
      expect(fields).toEqual(expect.arrayContaining(["events.1.path", "events.1.timestamp"]));
      expect((error as InkwellApiError).requestId).toEqual(expect.any(String));
      // All or nothing: the valid event of the refused batch was not counted.
      const views = await client.getViews(owner.project.id, { dateFrom: "2026-11-20" });
      expect(views.totals.total).toBe(0);
    });

    it("names a later batch's bad event by its index in the whole call, and says what was committed", async () => {
      const other = await createProjectWithKey(server.ctx);
      const importer = createInkwellClient({ apiUrl: server.url, apiKey: other.key });
      const events: ViewEvent[] = Array.from({ length: 1_005 }, () => ({
        path: "/docs",
        userAgent: SAFARI,
        timestamp: "2026-11-19T08:00:00Z",
      }));
      events[1_003] = { path: "/docs", userAgent: SAFARI, timestamp: "2026-11-19T08:00:00" };
      const error = await importer
        .sendEvents(other.project.id, events, { idempotencyKey: "resumable" })
        .catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(InkwellApiError);
      expect(error).toMatchObject({ status: 400, code: "invalid_request" });
      expect((error as InkwellApiError).details?.map((d) => d.field)).toEqual([
        "events.1003.timestamp",
      ]);
      expect((error as InkwellApiError).message).toContain(
        "the first 1000 of 1005 events were committed before this batch",
      );
      // Fixed and sent again under the same key: the first batch is not counted twice.
      events[1_003] = { path: "/docs", userAgent: SAFARI, timestamp: "2026-11-19T08:00:00Z" };
      const resumed = await importer.sendEvents(other.project.id, events, {
        idempotencyKey: "resumable",
      });
      expect(resumed.batches.map((b) => b.duplicate)).toEqual([true, false]);
      expect((await importer.getViews(other.project.id)).totals.human).toBe(1_005);
    });

    it("surfaces a query the server refuses as an InkwellApiError naming the parameter", async () => {
      const zone = await client
        .getTimeseries(owner.project.id, { timeZone: "Mars/Olympus_Mons" })
        .catch((caught: unknown) => caught);
      expect(zone).toBeInstanceOf(InkwellApiError);
      expect(zone).toMatchObject({ status: 400, code: "invalid_request" });
      expect((zone as InkwellApiError).details?.map((d) => d.field)).toEqual(["timeZone"]);
      const backwards = await client
        .getReferrers(owner.project.id, { dateFrom: "2026-11-19", dateTo: "2026-11-18" })
        .catch((caught: unknown) => caught);
      expect(backwards).toMatchObject({ status: 400, code: "invalid_request" });
      expect((backwards as InkwellApiError).message).toContain(
        "dateTo must be later than dateFrom",
      );
    });

    it("surfaces another project's key as a 403 InkwellApiError, not retried", async () => {
      const stranger = await createProjectWithKey(server.ctx);
      const error = await client.getViews(stranger.project.id).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(InkwellApiError);
      expect(error).toMatchObject({ status: 403, code: "forbidden" });
    });
  },
);

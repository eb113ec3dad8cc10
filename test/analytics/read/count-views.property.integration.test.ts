import { sql } from "kysely";
import { beforeAll, describe, expect, it } from "vitest";
import { seedProject } from "#testkit/database/seed.ts";
import { everyDatabaseKind, useTestDatabase } from "#testkit/database/test-database.ts";
// The benchmark's deterministic generator, so a failing case can be replayed from its seed.
import { seededRandom } from "#testkit/seeded-random.ts";
import { classifyUserAgent } from "../../../app/analytics/classify/classify-user-agent.ts";
import {
  ingestViewEvents,
  type ViewEventInput,
} from "../../../app/analytics/ingest/view-ingestion.service.ts";
import { normalizeViewPath } from "../../../app/analytics/normalize-view-path.ts";
import { parseInstant } from "../../../app/analytics/parse-instant.ts";
import { countAgentViews } from "../../../app/analytics/read/agent-views.service.ts";
import { countViews } from "../../../app/analytics/read/view-count.service.ts";
import { countViewTimeseries } from "../../../app/analytics/read/view-timeseries.service.ts";
import { foldPendingViews } from "../../../app/analytics/store/fold-pending-views.ts";
import { QUARTER_HOUR_MS } from "../../../app/analytics/time-buckets.ts";
import type { TimeseriesInterval } from "../../../shared/api/analytics-schemas.ts";

const USER_AGENTS = [
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1",
  "Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; GPTBot/1.2; +https://openai.com/gptbot)",
  "Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko); compatible; ChatGPT-User/1.0; +https://openai.com/bot",
  "Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; PerplexityBot/1.0; +https://perplexity.ai/perplexitybot)",
  "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
  "curl/8.5.0",
];
const PATHS = ["/", "/a", "/b", "/guide/install", "/guide/api", "/c", "/d", "/e/f", "/z"];
const START = Date.parse("2025-03-28T00:00:00Z");
const SPAN_MS = 6 * 86_400_000;
const OFFSETS = ["Z", "+05:30", "+05:45", "-03:30", "+00:00"];

function parseOptional(text: string | undefined): Date | undefined {
  return text === undefined ? undefined : parseInstant(text);
}

function iso(ms: number, offset: string): string {
  const sign = offset.startsWith("-") ? -1 : 1;
  const [h, m] = offset === "Z" ? [0, 0] : offset.slice(1).split(":").map(Number);
  const local = new Date(ms + sign * ((h ?? 0) * 60 + (m ?? 0)) * 60_000);
  return `${local.toISOString().slice(0, 19)}${offset}`;
}

describe.each(everyDatabaseKind())("countViews matches a brute-force count on %s", (kind) => {
  const database = useTestDatabase(kind);
  let projectId: string;
  const events: ViewEventInput[] = [];
  const random = seededRandom(20261122);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;

  beforeAll(async () => {
    projectId = await seedProject(database.db);
    for (let i = 0; i < 600; i++) {
      // Long-tailed: low path indexes are far more frequent.
      const path = PATHS[Math.floor(random() ** 2 * PATHS.length)] as string;
      const at = START + Math.floor(random() * SPAN_MS);
      events.push({
        path: random() < 0.15 ? `${path === "/" ? "/index" : path}.md` : path,
        userAgent: pick(USER_AGENTS),
        timestamp: iso(at, pick(OFFSETS)),
      });
    }
    // Batches arrive out of order, so late events update days that already have rows.
    const batches: ViewEventInput[][] = [];
    for (let i = 0; i < events.length; i += 40) batches.push(events.slice(i, i + 40));
    batches.sort(() => random() - 0.5);
    // Housekeeping folds the pending batches at random points, sometimes only part of them, and
    // leaves the last batches unfolded: answers must be exact in every state.
    for (const [index, batch] of batches.entries()) {
      await ingestViewEvents(database.db, projectId, batch, { now: new Date(START + SPAN_MS) });
      if (index < batches.length - 2 && random() < 0.35) {
        await foldPendingViews(database.db, {
          batchesPerChunk: 1 + Math.floor(random() * 4),
          maxChunks: random() < 0.5 ? 1 : undefined,
        });
      }
    }
  });

  function bruteForce(from: Date | undefined, to: Date | undefined) {
    const lo = from ? Math.floor(from.getTime() / QUARTER_HOUR_MS) * QUARTER_HOUR_MS : -Infinity;
    const hi = to ? Math.floor(to.getTime() / QUARTER_HOUR_MS) * QUARTER_HOUR_MS : Infinity;
    const perPath = new Map<string, { human: number; ai: number; crawler: number }>();
    for (const event of events) {
      const at = parseInstant(event.timestamp as string)?.getTime() as number;
      if (at < lo || at >= hi) continue;
      const normalized = normalizeViewPath(event.path);
      if (!normalized) continue;
      const verdict = classifyUserAgent({
        userAgent: event.userAgent,
        markdownPath: normalized.markdown,
      });
      if (verdict.kind === "bot") continue;
      const counts = perPath.get(normalized.path) ?? { human: 0, ai: 0, crawler: 0 };
      counts[verdict.kind] += 1;
      perPath.set(normalized.path, counts);
    }
    return perPath;
  }

  /** Every counted view in [from, to) (quarter-hour rounded), optionally of one page. */
  function bruteForceViews(from: Date | undefined, to: Date | undefined, path?: string) {
    const lo = from ? Math.floor(from.getTime() / QUARTER_HOUR_MS) * QUARTER_HOUR_MS : -Infinity;
    const hi = to ? Math.floor(to.getTime() / QUARTER_HOUR_MS) * QUARTER_HOUR_MS : Infinity;
    const views: Array<{ at: number; category: string; agent?: string; operator?: string }> = [];
    for (const event of events) {
      const at = parseInstant(event.timestamp as string)?.getTime() as number;
      if (at < lo || at >= hi) continue;
      const normalized = normalizeViewPath(event.path);
      if (!normalized || (path !== undefined && normalized.path !== path)) continue;
      const verdict = classifyUserAgent({
        userAgent: event.userAgent,
        markdownPath: normalized.markdown,
      });
      if (verdict.kind === "bot") continue;
      views.push(
        verdict.kind === "human" || verdict.kind === "crawler"
          ? { at, category: verdict.kind }
          : { at, category: verdict.category, agent: verdict.agent, operator: verdict.operator },
      );
    }
    return views;
  }

  function countsOf(views: Array<{ category: string }>) {
    const of = (category: string) => views.filter((v) => v.category === category).length;
    const human = of("human");
    const crawler = of("crawler");
    const ai = views.length - human - crawler;
    return {
      human,
      ai,
      total: human + ai,
      assistant: of("assistant"),
      search: of("search"),
      training: of("training"),
      crawler,
    };
  }

  function randomBound(): string | undefined {
    const choice = random();
    if (choice < 0.15) return undefined;
    const at = START - 86_400_000 + Math.floor(random() * (SPAN_MS + 2 * 86_400_000));
    if (choice < 0.4) return new Date(at).toISOString().slice(0, 10);
    if (choice < 0.65) return iso(Math.floor(at / QUARTER_HOUR_MS) * QUARTER_HOUR_MS, "Z");
    // Any minute, any offset: rounded down to the quarter hour by the service.
    return iso(Math.floor(at / 60_000) * 60_000, pick(OFFSETS));
  }

  it("for random bounds, walking every page gives the brute-force counts and sums to totals", async () => {
    expect(await countRows("analytics_pending_views")).toBeGreaterThan(0);
    await checkViewRanges(40);
  });

  it("gives the same counts once every pending batch is folded", async () => {
    await foldPendingViews(database.db);
    expect(await countRows("analytics_pending_views")).toBe(0);
    await checkViewRanges(20);
  });

  async function countRows(table: string): Promise<number> {
    const result = await sql<{ n: string }>`select count(*) as n from ${sql.table(table)}`.execute(
      database.db,
    );
    return Number(result.rows[0]?.n);
  }

  async function checkViewRanges(rounds: number): Promise<void> {
    for (let round = 0; round < rounds; round++) {
      let fromText = randomBound();
      let toText = randomBound();
      if (round % 5 === 0) {
        // Exactly one day, the most common export (read from the days' own counts).
        const day = START - 86_400_000 + Math.floor(random() * 8) * 86_400_000;
        fromText = new Date(day).toISOString().slice(0, 10);
        toText = iso(day + 86_400_000, "Z");
      }
      let from = fromText ? parseInstant(fromText) : undefined;
      let to = toText ? parseInstant(toText) : undefined;
      if (from && to && from >= to) {
        [from, to, fromText, toText] = [to, from, toText, fromText];
      }
      const counted = bruteForce(from, to);
      // Pages are listed for their human and AI views; crawlers' views are counted beside them.
      const expected = new Map([...counted].filter(([, c]) => c.human + c.ai > 0));
      const crawlerTotal = [...counted.values()].reduce((sum, c) => sum + c.crawler, 0);
      const limit = 1 + Math.floor(random() * 4);
      const walked = new Map<string, { human: number; ai: number; crawler: number }>();
      const order: Array<{ path: string; total: number }> = [];
      let totals = { human: 0, ai: 0, total: 0, crawler: 0 };
      let sums = { human: 0, ai: 0 };
      for (let offset = 0; ; offset += limit) {
        const page = await countViews(database.db, projectId, { from, to, limit, offset });
        if (offset === 0) totals = page.totals;
        else expect(page.totals, `${fromText}..${toText}`).toEqual(totals);
        for (const row of page.views) {
          expect(walked.has(row.path), `${row.path} appears twice`).toBe(false);
          expect(row.total).toBe(row.human + row.ai);
          walked.set(row.path, { human: row.human, ai: row.ai, crawler: row.crawler });
          order.push(row);
          sums = { human: sums.human + row.human, ai: sums.ai + row.ai };
        }
        if (!page.hasMore) break;
        expect(page.views).toHaveLength(limit);
      }
      expect(walked, `${fromText}..${toText}`).toEqual(expected);
      expect(sums).toEqual({ human: totals.human, ai: totals.ai });
      expect(totals.crawler, `${fromText}..${toText}`).toBe(crawlerTotal);
      expect(totals.total).toBe(totals.human + totals.ai);
      const sorted = [...order].sort((a, b) =>
        b.total !== a.total ? b.total - a.total : a.path < b.path ? -1 : 1,
      );
      expect(order).toEqual(sorted);
    }
  }

  it("for random bounds and pages, agents and timeseries match a brute-force count", async () => {
    const intervals: TimeseriesInterval[] = ["hour", "day", "week"];
    for (let round = 0; round < 30; round++) {
      let from = parseOptional(randomBound());
      let to = parseOptional(randomBound());
      if (from && to && from >= to) [from, to] = [to, from];
      if (from && to && from.getTime() === to.getTime()) continue;
      const path = random() < 0.3 ? pick(PATHS) : undefined;
      const views = bruteForceViews(from, to, path);

      const agents = await countAgentViews(database.db, projectId, {
        from,
        to,
        path,
        limit: 250,
        offset: 0,
      });
      // The Markdown surface is counted by whole days (and tested elsewhere).
      const { markdown: _markdown, ...aiAndHuman } = agents.totals;
      expect(aiAndHuman, `${from?.toISOString()}..${to?.toISOString()} ${path}`).toEqual(
        countsOf(views),
      );
      const perAgent = new Map<string, { agent: string; operator: string; views: number }>();
      for (const view of views) {
        if (!view.agent || view.category === "crawler") continue;
        const entry = perAgent.get(view.agent) ?? {
          agent: view.agent,
          operator: view.operator as string,
          views: 0,
        };
        entry.views += 1;
        perAgent.set(view.agent, entry);
      }
      const expectedAgents = [...perAgent.values()].sort((a, b) =>
        b.views !== a.views ? b.views - a.views : a.agent < b.agent ? -1 : 1,
      );
      expect(
        agents.agents.map(({ agent, operator, views: n }) => ({ agent, operator, views: n })),
      ).toEqual(expectedAgents);

      const interval = pick(intervals);
      const series = await countViewTimeseries(database.db, projectId, {
        from,
        to,
        interval,
        path,
      });
      const startOf = (at: number) => {
        const hourMs = 3_600_000;
        const dayMs = 86_400_000;
        if (interval === "hour") return Math.floor(at / hourMs) * hourMs;
        if (interval === "day") return Math.floor(at / dayMs) * dayMs;
        // Weeks start on Monday; 1970-01-05 was one.
        return Math.floor((at - 4 * dayMs) / (7 * dayMs)) * 7 * dayMs + 4 * dayMs;
      };
      const perPoint = new Map<number, typeof views>();
      for (const view of views) {
        const start = startOf(view.at);
        perPoint.set(start, [...(perPoint.get(start) ?? []), view]);
      }
      for (const point of series.points) {
        expect(point, `${interval} ${point.start}`).toEqual({
          start: point.start,
          ...countsOf(perPoint.get(Date.parse(point.start)) ?? []),
        });
        perPoint.delete(Date.parse(point.start));
      }
      // Every view is in some point, and points are consecutive intervals.
      expect([...perPoint.keys()]).toEqual([]);
      const starts = series.points.map((p) => Date.parse(p.start));
      starts.forEach((start, i) => {
        if (i > 0) expect(startOf(start - 1)).toBe(starts[i - 1]);
      });
    }
  });
});

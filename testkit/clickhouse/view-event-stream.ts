import { seededRandom } from "../seeded-random.ts";

/**
 * A realistic stream of page view batches for the analytics stores' tests, the same for a given
 * seed: the user agents and referrers below are real ones of each kind.
 */

export const BROWSERS = [
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15",
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1",
];
export const AGENTS = [
  "Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko); compatible; ChatGPT-User/1.0; +https://openai.com/bot",
  "Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko); compatible; GPTBot/1.1; +https://openai.com/gptbot",
  "Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; PerplexityBot/1.0; +https://perplexity.ai/perplexitybot)",
  "Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; ClaudeBot/1.0; +claudebot@anthropic.com)",
  "Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; Claude-User/1.0; +Claude-User@anthropic.com)",
];
export const CRAWLERS = [
  "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
  "Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)",
  "Mozilla/5.0 (compatible; SomeNewCrawler/1.0; +https://example.net/crawler)",
];
export const TOOLS = ["curl/8.5.0", "python-requests/2.32.3", "node-fetch/1.0", "axios/1.7.7"];
export const REFERRERS = [
  "https://chatgpt.com/",
  "https://www.perplexity.ai/search/abc",
  "https://www.google.com/",
  "https://news.ycombinator.com/item?id=1",
  "https://claude.ai/chat/1",
  "https://gemini.google.com/app",
  "https://duckduckgo.com/",
];

export interface ViewEvent {
  path: string;
  userAgent: string;
  timestamp?: string;
  accept?: string;
  referrer?: string;
  clientAddress?: string;
}

export interface EventBatch {
  key: string;
  events: ViewEvent[];
}

export interface EventStreamOptions {
  /** The instant the stream ends at: events fall in the 60 days before it. */
  now: string;
  paths: number;
  batches: number;
  batchSize: number;
  seed?: number;
  /** Each batch's idempotency key: `${keyPrefix}${index}`. */
  keyPrefix?: string;
}

/**
 * The batches, each with its idempotency key: dates over 60 days, late ones among them (later
 * batches reach weeks back), written in several offsets; people (with addresses and referrers,
 * some from AI sites or a `utm_source`), AI agents (some fetching Markdown), crawlers and other
 * tools, over pages skewed toward a few as docs traffic is.
 */
export function eventStream(options: EventStreamOptions): EventBatch[] {
  const { paths: PATHS, batches: BATCHES, batchSize: BATCH_SIZE } = options;
  const random = seededRandom(options.seed ?? 36);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const now = Date.parse(options.now);
  const batches: EventBatch[] = [];
  for (let b = 0; b < BATCHES; b++) {
    const events: ViewEvent[] = [];
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
      const event: ViewEvent = { path, userAgent, timestamp: isoWithOffset(at, offset) };
      if (accept) event.accept = accept;
      if (referrer) event.referrer = referrer;
      if (clientAddress) event.clientAddress = clientAddress;
      events.push(event);
    }
    batches.push({ key: `${options.keyPrefix ?? "batch-"}${b}`, events });
  }
  return batches;
}

/** An instant written in a given offset (the same instant, as clients in those zones send it). */
export function isoWithOffset(at: Date, offset: string): string {
  if (offset === "Z") return at.toISOString();
  const sign = offset.startsWith("-") ? -1 : 1;
  const [h, m] = offset.slice(1).split(":").map(Number);
  const local = new Date(at.getTime() + sign * ((h as number) * 60 + (m as number)) * 60_000);
  return `${local.toISOString().slice(0, 19)}${offset}`;
}

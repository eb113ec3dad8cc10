import { seededRandom } from "#testkit/seeded-random.ts";
import type { ClassifiedView } from "../../app/analytics/ingest/view-ingestion.service.ts";
import { QUARTER_HOUR_MS } from "../../app/analytics/time-buckets.ts";

export interface DataSetShape {
  views: number;
  paths: number;
  days: number;
  /** The first day (UTC midnight) of the data set. */
  start: Date;
  seed: number;
}

export interface GeneratedView extends ClassifiedView {
  at: number;
}

function pathName(rank: number): string {
  return `/docs/section-${String(rank % 37).padStart(2, "0")}/page-${rank}`;
}

/**
 * The data set, one day at a time in time order: long-tailed paths (Zipf, s = 1: the top page
 * gets about 11% of views, the top 50 about half), a weekly rhythm, and 70% human / 30% AI
 * traffic (assistant 10%, search 8%, training 12%).
 */
export function* generateViewsByDay(shape: DataSetShape): Generator<GeneratedView[]> {
  const random = seededRandom(shape.seed);
  const cdf = new Float64Array(shape.paths);
  let sum = 0;
  for (let rank = 1; rank <= shape.paths; rank++) {
    sum += 1 / rank;
    cdf[rank - 1] = sum;
  }
  for (let i = 0; i < shape.paths; i++) cdf[i] = (cdf[i] as number) / sum;
  const names = Array.from({ length: shape.paths }, (_, i) => pathName(i + 1));

  const weights = Array.from({ length: shape.days }, (_, d) => (d % 7 >= 5 ? 0.6 : 1.16));
  const totalWeight = weights.reduce((a, b) => a + b, 0);
  let emitted = 0;
  for (let day = 0; day < shape.days; day++) {
    const target =
      day === shape.days - 1
        ? shape.views - emitted
        : Math.round((shape.views * (weights[day] as number)) / totalWeight);
    const dayStart = shape.start.getTime() + day * 86_400_000;
    const views: GeneratedView[] = new Array(target);
    for (let i = 0; i < target; i++) {
      const at = dayStart + Math.floor(random() * 86_400_000);
      const u = random();
      let lo = 0;
      let hi = shape.paths - 1;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if ((cdf[mid] as number) < u) lo = mid + 1;
        else hi = mid;
      }
      const c = random();
      const category = c < 0.7 ? 0 : c < 0.8 ? 1 : c < 0.88 ? 2 : 3;
      views[i] = {
        path: names[lo] as string,
        at,
        bucket: Math.floor(at / QUARTER_HOUR_MS),
        category,
      };
    }
    views.sort((a, b) => a.at - b.at);
    emitted += target;
    yield views;
  }
}

/** What a stream of HTTP event batches holds. */
export interface EventStreamSpec {
  /**
   * live: stamped by the server (no timestamp); history: in time order over the span, each batch
   * the next minutes of traffic over many paths; backfill: uniformly random dates over the span.
   */
  mode: "live" | "history" | "backfill";
  events: number;
  batchSize: number;
  paths: number;
  startMs: number;
  spanMs: number;
  seed: number;
}

export interface WireEvent {
  path: string;
  userAgent: string;
  timestamp?: string;
  referrer?: string;
}

/**
 * Referrers of browser requests: 45% of them carry one. AI assistants and AI search 12 points
 * (ChatGPT 7, Perplexity 3, Claude 1, Gemini 1), search engines 18, GitHub 5, and 10 points over
 * 500 other sites (each its own host).
 */
const BENCH_REFERRERS: ReadonlyArray<readonly [number, string]> = [
  [0.07, "https://chatgpt.com/"],
  [0.03, "https://www.perplexity.ai/"],
  [0.01, "https://claude.ai/"],
  [0.01, "https://gemini.google.com/"],
  [0.15, "https://www.google.com/"],
  [0.03, "https://www.bing.com/"],
  [0.05, "https://github.com/acme/widget"],
];
/** `BENCH_REFERRERS=off` sends no referrer, to measure what storing them costs. */
export function referrersOn(): boolean {
  return process.env.BENCH_REFERRERS !== "off";
}
const OTHER_REFERRER_SITES = 500;
const OTHER_REFERRER_SHARE = 0.1;

/** Browsers 70%, AI agents 25% (four of them), a search engine 5% (not a view). */
const BENCH_USER_AGENTS: ReadonlyArray<readonly [number, string]> = [
  [
    0.2,
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
  ],
  [
    0.2,
    "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1",
  ],
  [0.15, "Mozilla/5.0 (Macintosh; Intel Mac OS X 10.15; rv:144.0) Gecko/20100101 Firefox/144.0"],
  [
    0.15,
    "Mozilla/5.0 (Linux; Android 14; Pixel 8 Pro) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.6723.107 Mobile Safari/537.36",
  ],
  [
    0.08,
    "Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; GPTBot/1.2; +https://openai.com/gptbot)",
  ],
  [
    0.07,
    "Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko); compatible; ChatGPT-User/1.0; +https://openai.com/bot",
  ],
  [
    0.05,
    "Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; PerplexityBot/1.0; +https://perplexity.ai/perplexitybot)",
  ],
  [
    0.05,
    "Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; ClaudeBot/1.0; +claudebot@anthropic.com)",
  ],
  [0.05, "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)"],
];

/**
 * Event batches for the HTTP benchmark, deterministic for a spec: the benchmark's clients post
 * them, and the baseline table is filled from the same stream. Paths are long-tailed (Zipf,
 * s = 1, over `paths` pages).
 */
export function* generateEventBatches(spec: EventStreamSpec): Generator<WireEvent[]> {
  const random = seededRandom(spec.seed);
  const cdf = new Float64Array(spec.paths);
  let sum = 0;
  for (let rank = 1; rank <= spec.paths; rank++) {
    sum += 1 / rank;
    cdf[rank - 1] = sum;
  }
  for (let i = 0; i < spec.paths; i++) cdf[i] = (cdf[i] as number) / sum;
  const names = Array.from({ length: spec.paths }, (_, i) => pathName(i + 1));
  const pickPath = () => {
    const u = random();
    let lo = 0;
    let hi = spec.paths - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((cdf[mid] as number) < u) lo = mid + 1;
      else hi = mid;
    }
    return names[lo] as string;
  };
  const pickAgent = () => {
    let u = random();
    for (const [weight, agent] of BENCH_USER_AGENTS) {
      u -= weight;
      if (u < 0) return agent;
    }
    return BENCH_USER_AGENTS[0]?.[1] as string;
  };
  const browsers = new Set(BENCH_USER_AGENTS.slice(0, 4).map(([, agent]) => agent));
  const pickReferrer = (): string | undefined => {
    let u = random();
    for (const [weight, referrer] of BENCH_REFERRERS) {
      u -= weight;
      if (u < 0) return referrer;
    }
    if (u < OTHER_REFERRER_SHARE) {
      return `https://blog-${Math.floor((u / OTHER_REFERRER_SHARE) * OTHER_REFERRER_SITES)}.example/post`;
    }
    return undefined;
  };
  const batches = Math.ceil(spec.events / spec.batchSize);
  const batchSpan = spec.spanMs / batches;
  for (let b = 0; b < batches; b++) {
    const size = Math.min(spec.batchSize, spec.events - b * spec.batchSize);
    const batch: WireEvent[] = new Array(size);
    for (let i = 0; i < size; i++) {
      const event: WireEvent = { path: pickPath(), userAgent: pickAgent() };
      if (browsers.has(event.userAgent)) {
        // Drawn either way, so that a run with referrers off sends the same views.
        const referrer = pickReferrer();
        if (referrer !== undefined && referrersOn()) event.referrer = referrer;
      }
      if (spec.mode === "history") {
        event.timestamp = new Date(
          spec.startMs + Math.floor((b + random()) * batchSpan),
        ).toISOString();
      } else if (spec.mode === "backfill") {
        event.timestamp = new Date(spec.startMs + Math.floor(random() * spec.spanMs)).toISOString();
      }
      batch[i] = event;
    }
    yield batch;
  }
}

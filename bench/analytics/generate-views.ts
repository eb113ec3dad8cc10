import { QUARTER_HOUR_MS } from "../../app/analytics/time-buckets.ts";
import type { ClassifiedView } from "../../app/analytics/view-ingestion.service.ts";

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

/** mulberry32: small, fast and deterministic. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export function pathName(rank: number): string {
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

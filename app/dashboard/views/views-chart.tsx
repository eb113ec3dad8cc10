import { localTimeOf } from "../../analytics/time-zones.ts";
import type { RangeInterval } from "../analytics-range.ts";
import { formatCount } from "./format-time.ts";

export interface SeriesPoint {
  /** ISO instant: the interval's start (a local hour, day or week from Monday). */
  start: string;
  human: number;
  ai: number;
  total: number;
  /** Crawler views: in the numbers table beside the chart, not drawn and not in `total`. */
  crawler: number;
}

/**
 * "2026-11-02 10:00", "2026-11-02", "Week of 2026-11-02": how a point's interval is named, on the
 * clock of the time zone the series follows.
 */
export function periodLabel(start: string, interval: RangeInterval, timeZone = "UTC"): string {
  const t = localTimeOf(Date.parse(start), timeZone);
  const two = (n: number) => String(n).padStart(2, "0");
  const day = `${String(t.year).padStart(4, "0")}-${two(t.month)}-${two(t.day)}`;
  if (interval === "hour") return `${day} ${two(t.hour)}:${two(t.minute)}`;
  if (interval === "week") return `Week of ${day}`;
  return day;
}

const PERIOD_NAMES: Record<RangeInterval, string> = { hour: "hour", day: "day", week: "week" };

/** The smallest 1, 2 or 5 times a power of ten at or above the value (at least 1). */
export function niceCeiling(value: number): number {
  if (value <= 1) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  const step = [1, 2, 5, 10].find((candidate) => candidate * power >= value) ?? 10;
  return step * power;
}

/** Height units of the drawing; bars are drawn in a box of `points × SLOT` by HEIGHT. */
const SLOT = 10;
const HEIGHT = 100;

/** At most this many labels under the bars, evenly spaced. */
const MAX_X_LABELS = 7;

/**
 * Whether the bar at `index` of `count` gets a label: every 7th day of a month, every 2nd of two
 * weeks, all of a week. Each bar has its slot under it, so a label sits under its own bar.
 */
export function labelled(index: number, count: number): boolean {
  const step =
    count <= MAX_X_LABELS ? 1 : count <= 14 ? 2 : 7 * Math.ceil(count / (7 * MAX_X_LABELS));
  return index % step === 0;
}

/**
 * Human and AI views per interval as stacked bars: humans solid at the bottom, AI striped on
 * top, so the two differ by more than colour. The drawing stretches to the page's width while
 * its labels stay HTML text at the reader's size; the table beside it has every number.
 */
export function ViewsChart({
  points,
  interval,
  timeZone,
}: {
  points: SeriesPoint[];
  interval: RangeInterval;
  timeZone: string;
}) {
  const top = niceCeiling(Math.max(0, ...points.map((point) => point.total)));
  const width = Math.max(1, points.length) * SLOT;
  const scale = (value: number) => (value / top) * HEIGHT;
  const human = points.reduce((sum, point) => sum + point.human, 0);
  const ai = points.reduce((sum, point) => sum + point.ai, 0);
  const busiest = points.reduce<SeriesPoint | undefined>(
    (best, point) => (!best || point.total > best.total ? point : best),
    undefined,
  );
  const period = PERIOD_NAMES[interval];
  const summary =
    points.length === 0
      ? "No views in this range."
      : `${points.length} ${period}s from ${periodLabel(points[0]?.start ?? "", interval, timeZone)}: ${formatCount(human)} human views and ${formatCount(ai)} AI views${busiest && busiest.total > 0 ? `; the busiest ${period} was ${periodLabel(busiest.start, interval, timeZone)} with ${formatCount(busiest.total)}` : ""}. The table below has each ${period}'s numbers.`;
  return (
    <figure class="chart" aria-labelledby="chart-caption">
      <div class="chart-area">
        <div class="chart-y" aria-hidden="true">
          <span>{formatCount(top)}</span>
          <span>{formatCount(top / 2)}</span>
          <span>0</span>
        </div>
        <svg
          class="chart-svg"
          role="img"
          aria-labelledby="chart-title chart-desc"
          viewBox={`0 0 ${width} ${HEIGHT}`}
          preserveAspectRatio="none"
          data-max={String(top)}
        >
          <title id="chart-title">{`Human and AI views per ${period}`}</title>
          <desc id="chart-desc">{summary}</desc>
          <defs>
            <pattern
              id="ai-stripes"
              patternUnits="userSpaceOnUse"
              width="4"
              height="4"
              patternTransform="rotate(45)"
            >
              <rect class="stripe-ground" width="4" height="4" />
              <rect class="stripe-line" width="2" height="4" />
            </pattern>
          </defs>
          <line class="grid" x1="0" x2={String(width)} y1="0.5" y2="0.5" />
          <line class="grid" x1="0" x2={String(width)} y1={HEIGHT / 2} y2={HEIGHT / 2} />
          <line class="axis" x1="0" x2={String(width)} y1={HEIGHT} y2={HEIGHT} />
          {points.map((point, index) => {
            const humanHeight = scale(point.human);
            const aiHeight = scale(point.ai);
            const x = index * SLOT + SLOT * 0.1;
            return (
              <g
                class="bar"
                data-start={point.start}
                data-human={String(point.human)}
                data-ai={String(point.ai)}
              >
                <title>{`${periodLabel(point.start, interval, timeZone)}: ${formatCount(point.human)} human, ${formatCount(point.ai)} AI`}</title>
                <rect
                  class="bar-human"
                  x={x.toFixed(2)}
                  width={(SLOT * 0.8).toFixed(2)}
                  y={(HEIGHT - humanHeight).toFixed(3)}
                  height={humanHeight.toFixed(3)}
                />
                <rect
                  class="bar-ai"
                  x={x.toFixed(2)}
                  width={(SLOT * 0.8).toFixed(2)}
                  y={(HEIGHT - humanHeight - aiHeight).toFixed(3)}
                  height={aiHeight.toFixed(3)}
                />
              </g>
            );
          })}
        </svg>
      </div>
      {points.length > 0 && (
        <div class="chart-x" aria-hidden="true">
          {points.map((point, index) => (
            <span>
              {labelled(index, points.length) ? periodLabel(point.start, interval, timeZone) : ""}
            </span>
          ))}
        </div>
      )}
      <figcaption id="chart-caption">
        <span class="legend">
          <svg class="swatch" viewBox="0 0 12 12" aria-hidden="true">
            <rect class="bar-human" width="12" height="12" />
          </svg>
          Humans (solid)
        </span>
        <span class="legend">
          <svg class="swatch" viewBox="0 0 12 12" aria-hidden="true">
            <rect class="bar-ai" width="12" height="12" />
          </svg>
          AI (striped)
        </span>
      </figcaption>
    </figure>
  );
}

import { AppError } from "../app-error.ts";

const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;

/** The longest custom range the page draws: a little over a year of weekly bars. */
const MAX_RANGE_DAYS = 800;

export const RANGE_PRESETS = [
  { id: "24h", label: "Last 24 hours" },
  { id: "7d", label: "Last 7 days" },
  { id: "30d", label: "Last 30 days" },
  { id: "90d", label: "Last 90 days" },
  { id: "365d", label: "Last 12 months" },
] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number]["id"];
const DEFAULT_PRESET: RangePreset = "30d";

export type RangeInterval = "hour" | "day" | "week";

/** A range of the analytics page, as the URL states it and as the services take it. */
export interface AnalyticsRange {
  /** A preset's id, or "custom" for two dates. */
  preset: RangePreset | "custom";
  /** Inclusive. */
  from: Date;
  /** Exclusive. */
  to: Date;
  /** For the custom form: the first and last day shown (both inclusive), YYYY-MM-DD. */
  firstDay: string;
  lastDay: string;
  interval: RangeInterval;
  /** "Last 30 days (2026-10-04 to 2026-11-02, UTC)". */
  label: string;
  /** The query string that shows this range again (what links and exports carry). */
  query: URLSearchParams;
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A YYYY-MM-DD day as midnight UTC, or undefined when it is not a real date. */
function parseDay(value: string): Date | undefined {
  const match = DATE.exec(value);
  if (!match) return undefined;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === value ? date : undefined;
}

function day(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** Bars of an hour up to two days, of a day up to about three months, else of a week. */
function intervalFor(from: Date, to: Date): RangeInterval {
  const span = to.getTime() - from.getTime();
  if (span <= 2 * DAY_MS) return "hour";
  if (span <= 92 * DAY_MS) return "day";
  return "week";
}

function invalid(message: string): AppError {
  return new AppError("invalid_request", message);
}

/**
 * Reads the range from the page's query: `range` (a preset, default the last 30 days) or `from`
 * and `to` (days, both inclusive, UTC). Presets end with the current hour or day, so the newest
 * views are in; a custom range ends at midnight after its last day.
 */
export function parseAnalyticsRange(
  params: { range?: string | undefined; from?: string | undefined; to?: string | undefined },
  now: Date,
): AnalyticsRange {
  const custom = params.from !== undefined || params.to !== undefined || params.range === "custom";
  if (custom) {
    if (!params.from || !params.to) {
      throw invalid("A custom range needs both dates: from and to, as YYYY-MM-DD.");
    }
    const first = parseDay(params.from);
    const last = parseDay(params.to);
    if (!first) throw invalid(`from must be a date as YYYY-MM-DD, such as ${day(now)}.`);
    if (!last) throw invalid(`to must be a date as YYYY-MM-DD, such as ${day(now)}.`);
    if (last < first) throw invalid("to must be the same day as from or later.");
    const to = new Date(last.getTime() + DAY_MS);
    if (to.getTime() - first.getTime() > MAX_RANGE_DAYS * DAY_MS) {
      throw invalid(`A range may cover at most ${MAX_RANGE_DAYS} days; choose a shorter one.`);
    }
    const query = new URLSearchParams({ from: params.from, to: params.to });
    return {
      preset: "custom",
      from: first,
      to,
      firstDay: params.from,
      lastDay: params.to,
      interval: intervalFor(first, to),
      label: `${params.from} to ${params.to} (UTC)`,
      query,
    };
  }
  const id = params.range ?? DEFAULT_PRESET;
  const preset = RANGE_PRESETS.find((candidate) => candidate.id === id);
  if (!preset) {
    throw invalid(
      `range must be one of ${RANGE_PRESETS.map((p) => p.id).join(", ")}, or give from and to dates.`,
    );
  }
  let from: Date;
  let to: Date;
  if (preset.id === "24h") {
    to = new Date(Math.ceil(now.getTime() / HOUR_MS) * HOUR_MS);
    from = new Date(to.getTime() - 24 * HOUR_MS);
  } else {
    const days = Number(preset.id.slice(0, -1));
    to = new Date((Math.floor(now.getTime() / DAY_MS) + 1) * DAY_MS);
    from = new Date(to.getTime() - days * DAY_MS);
  }
  const lastDay = day(new Date(to.getTime() - 1));
  return {
    preset: preset.id,
    from,
    to,
    firstDay: day(from),
    lastDay,
    interval: intervalFor(from, to),
    label: `${preset.label} (${day(from)} to ${lastDay}, UTC)`,
    query: new URLSearchParams({ range: preset.id }),
  };
}

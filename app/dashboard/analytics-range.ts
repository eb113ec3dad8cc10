import { localTimeOf, startOfInterval, startOfLocalDate } from "../analytics/time-zones.ts";
import { AppError } from "../app-error.ts";

const HOUR_MS = 3_600_000;

/** The longest custom range the page draws: a little over a year of weekly bars. */
const MAX_RANGE_DAYS = 800;

export const RANGE_PRESETS = [
  { id: "24h", label: "Last 24 hours", previous: "previous 24 hours" },
  { id: "7d", label: "Last 7 days", previous: "previous 7 days" },
  { id: "30d", label: "Last 30 days", previous: "previous 30 days" },
  { id: "90d", label: "Last 90 days", previous: "previous 90 days" },
  { id: "365d", label: "Last 12 months", previous: "previous 12 months" },
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
  /** For the custom form: the first and last day shown (both inclusive), YYYY-MM-DD, local. */
  firstDay: string;
  lastDay: string;
  interval: RangeInterval;
  /** The IANA time zone whose days the range is cut on. */
  timeZone: string;
  /** "Last 30 days (2026-10-04 to 2026-11-02, Europe/Paris)". */
  label: string;
  /** The range of the same length just before this one, that the page compares with. */
  previous: { from: Date; to: Date; label: string };
  /** The query string that shows this range again (what links and exports carry). */
  query: URLSearchParams;
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

interface LocalDate {
  year: number;
  month: number;
  day: number;
}

/** A YYYY-MM-DD day, or undefined when it is not a real date. */
function parseDay(value: string): LocalDate | undefined {
  const match = DATE.exec(value);
  if (!match) return undefined;
  const date = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  return formatDay(date) === value ? date : undefined;
}

/** The date `days` after (or before) a date, rolled over as the calendar does. */
function addDays(date: LocalDate, days: number): LocalDate {
  const moved = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return { year: moved.getUTCFullYear(), month: moved.getUTCMonth() + 1, day: moved.getUTCDate() };
}

function formatDay(date: LocalDate): string {
  const moved = new Date(Date.UTC(date.year, date.month - 1, date.day));
  return moved.toISOString().slice(0, 10);
}

function daysBetween(first: LocalDate, last: LocalDate): number {
  const ms =
    Date.UTC(last.year, last.month - 1, last.day) -
    Date.UTC(first.year, first.month - 1, first.day);
  return Math.round(ms / 86_400_000) + 1;
}

/** The first instant of a local date (its midnight, or the moment clocks jump over it). */
function startOf(date: LocalDate, zone: string): Date {
  return new Date(startOfLocalDate(date.year, date.month, date.day, zone));
}

/** Bars of an hour up to two days, of a day up to about three months, else of a week. */
function intervalFor(days: number): RangeInterval {
  if (days <= 2) return "hour";
  if (days <= 92) return "day";
  return "week";
}

function invalid(message: string): AppError {
  return new AppError("invalid_request", message);
}

/**
 * Reads the range from the page's query: `range` (a preset, default the last 30 days) or `from`
 * and `to` (days, both inclusive), cut on the local days of `timeZone` (the project's), so a day
 * lasts 23 or 25 hours when clocks change. Presets end with the current hour or day, so the
 * newest views are in; a custom range ends at the local midnight after its last day.
 */
export function parseAnalyticsRange(
  params: { range?: string | undefined; from?: string | undefined; to?: string | undefined },
  now: Date,
  timeZone = "UTC",
): AnalyticsRange {
  const t = localTimeOf(now.getTime(), timeZone);
  const today: LocalDate = { year: t.year, month: t.month, day: t.day };
  const custom = params.from !== undefined || params.to !== undefined || params.range === "custom";
  if (custom) {
    if (!params.from || !params.to) {
      throw invalid("A custom range needs both dates: from and to, as YYYY-MM-DD.");
    }
    const first = parseDay(params.from);
    const last = parseDay(params.to);
    const example = formatDay(today);
    if (!first) throw invalid(`from must be a date as YYYY-MM-DD, such as ${example}.`);
    if (!last) throw invalid(`to must be a date as YYYY-MM-DD, such as ${example}.`);
    const days = daysBetween(first, last);
    if (days < 1) throw invalid("to must be the same day as from or later.");
    if (days > MAX_RANGE_DAYS) {
      throw invalid(`A range may cover at most ${MAX_RANGE_DAYS} days; choose a shorter one.`);
    }
    const before = addDays(first, -days);
    return {
      preset: "custom",
      from: startOf(first, timeZone),
      to: startOf(addDays(last, 1), timeZone),
      firstDay: params.from,
      lastDay: params.to,
      interval: intervalFor(days),
      timeZone,
      label: `${params.from} to ${params.to} (${timeZone})`,
      previous: {
        from: startOf(before, timeZone),
        to: startOf(first, timeZone),
        label: days === 1 ? "previous day" : `previous ${days} days`,
      },
      query: new URLSearchParams({ from: params.from, to: params.to }),
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
  let previousFrom: Date;
  let firstDay: string;
  let lastDay: string;
  if (preset.id === "24h") {
    // Through the end of the current local hour (:30 or :45 past the UTC hour in some zones).
    const hour = startOfInterval(now.getTime(), "hour", timeZone);
    to = new Date(hour === now.getTime() ? hour : hour + HOUR_MS);
    from = new Date(to.getTime() - 24 * HOUR_MS);
    previousFrom = new Date(from.getTime() - 24 * HOUR_MS);
    const day = (ms: number) => {
      const local = localTimeOf(ms, timeZone);
      return formatDay({ year: local.year, month: local.month, day: local.day });
    };
    firstDay = day(from.getTime());
    lastDay = day(to.getTime() - 1);
  } else {
    const days = Number(preset.id.slice(0, -1));
    const first = addDays(today, 1 - days);
    to = startOf(addDays(today, 1), timeZone);
    from = startOf(first, timeZone);
    previousFrom = startOf(addDays(first, -days), timeZone);
    firstDay = formatDay(first);
    lastDay = formatDay(today);
  }
  return {
    preset: preset.id,
    from,
    to,
    firstDay,
    lastDay,
    interval: preset.id === "24h" ? "hour" : preset.id === "365d" ? "week" : "day",
    timeZone,
    label: `${preset.label} (${firstDay} to ${lastDay}, ${timeZone})`,
    previous: { from: previousFrom, to: from, label: preset.previous },
    query: new URLSearchParams({ range: preset.id }),
  };
}

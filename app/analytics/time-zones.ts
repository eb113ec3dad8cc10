/**
 * Local days, weeks and hours of an IANA time zone, as instants: what a project's series and
 * presets are cut on. Built on the runtime's time zone data (`Intl`), so daylight saving time is
 * included: a local day lasts 23 or 25 hours on the days clocks change.
 */

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(zone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", {
      timeZone: zone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
      weekday: "short",
    });
    formatters.set(zone, formatter);
  }
  return formatter;
}

/** True for a time zone name the runtime knows (`Europe/Paris`, `Asia/Kolkata`, `UTC`). */
export function isTimeZone(name: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+\-/]{0,63}$/.test(name)) return false;
  try {
    formatterOf(name);
    return true;
  } catch {
    return false;
  }
}

/** The zone's spelling as the runtime lists it (`europe/paris` → `Europe/Paris`). */
export function canonicalTimeZone(name: string): string {
  const lower = name.toLowerCase();
  return Intl.supportedValuesOf("timeZone").find((zone) => zone.toLowerCase() === lower) ?? name;
}

const WEEKDAYS = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"];

export interface LocalTime {
  year: number;
  /** 1-12 */
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  /** 0 Monday … 6 Sunday */
  weekday: number;
}

/** The wall-clock time of an instant in a zone. */
export function localTimeOf(ms: number, zone: string): LocalTime {
  const parts: Record<string, string> = {};
  for (const part of formatterOf(zone).formatToParts(new Date(ms))) parts[part.type] = part.value;
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
    weekday: WEEKDAYS.indexOf(parts.weekday ?? ""),
  };
}

/** The zone's offset from UTC at an instant, in milliseconds (whole seconds). */
export function offsetAt(ms: number, zone: string): number {
  const t = localTimeOf(ms, zone);
  const wall = Date.UTC(t.year, t.month - 1, t.day, t.hour, t.minute, t.second);
  return wall - Math.floor(ms / 1000) * 1000;
}

/**
 * The first instant of a local date (`month` 1-12; out-of-range days roll over as Date.UTC does):
 * its midnight, or, where clocks skip midnight, the moment they jump.
 */
export function startOfLocalDate(year: number, month: number, day: number, zone: string): number {
  const wall = Date.UTC(year, month - 1, day);
  const date = new Date(wall);
  const want = [date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate()].join("-");
  const candidates = new Set<number>();
  for (const probe of [wall - 86_400_000, wall, wall + 86_400_000]) {
    candidates.add(wall - offsetAt(probe, zone));
  }
  let first: number | undefined;
  for (const candidate of candidates) {
    const t = localTimeOf(candidate, zone);
    if ([t.year, t.month, t.day].join("-") !== want) continue;
    // On the date: its midnight, or where clocks jump over midnight, the jump (the earliest wins
    // when midnight comes twice).
    if (first === undefined || candidate < first) first = candidate;
  }
  if (first === undefined) throw new Error(`no start of ${want} in ${zone}`);
  return first;
}

export type ZoneInterval = "hour" | "day" | "week";

/** The start of the local hour, day or week (weeks start on Monday) an instant falls in. */
export function startOfInterval(ms: number, interval: ZoneInterval, zone: string): number {
  const t = localTimeOf(ms, zone);
  if (interval === "hour") {
    return ms - ((t.minute * 60 + t.second) * 1000 + (ms % 1000));
  }
  const back = interval === "week" ? t.weekday : 0;
  return startOfLocalDate(t.year, t.month, t.day - back, zone);
}

/** The start of the interval after the one that starts at `start`. */
export function nextInterval(start: number, interval: ZoneInterval, zone: string): number {
  if (interval === "hour") return start + 3_600_000;
  const t = localTimeOf(start, zone);
  return startOfLocalDate(t.year, t.month, t.day + (interval === "week" ? 7 : 1), zone);
}

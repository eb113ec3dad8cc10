import { usageError } from "./cli-error.ts";

const UNIT_MS = { d: 86_400_000, h: 3_600_000, m: 60_000 } as const;
const EXPIRY_FORMS =
  "a duration in days, hours or minutes (90d, 12h, 30m) or an ISO 8601 date (2027-01-31, 2027-01-31T18:00Z)";

/**
 * `--expires`: `90d`, `12h`, `30m` (m is minutes) from now, or an ISO 8601 date or date-time (a
 * date alone is midnight UTC; a time without an offset is UTC). A bare number is refused: days
 * or minutes would both be a plausible guess.
 */
export function parseExpiry(value: string, now = new Date()): Date {
  const text = value.trim();
  const duration = /^(\d+)\s*([dhm])$/i.exec(text);
  if (duration) {
    const amount = Number(duration[1]);
    if (amount === 0) throw usageError(`--expires must be in the future, got "${value}"`);
    const unit = (duration[2] as string).toLowerCase() as keyof typeof UNIT_MS;
    return new Date(now.getTime() + amount * UNIT_MS[unit]);
  }
  if (/^\d+$/.test(text)) {
    throw usageError(
      `--expires needs a unit: "${value}" could be days or minutes. Give ${EXPIRY_FORMS}`,
    );
  }
  const iso =
    /^(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?)(Z|[+-]\d{2}:?\d{2})?)?$/i.exec(
      text,
    );
  const date = iso
    ? new Date(iso[2] ? `${iso[1]}T${iso[2]}${iso[3] ?? "Z"}` : `${iso[1]}T00:00:00Z`)
    : undefined;
  if (
    !date ||
    Number.isNaN(date.getTime()) ||
    date.toISOString().slice(0, 10) !== shiftedDay(iso, date)
  ) {
    throw usageError(`--expires must be ${EXPIRY_FORMS}, got "${value}"`);
  }
  return date;
}

/** The calendar day the text named, to catch dates such as 2027-02-30 that Date rolls over. */
function shiftedDay(iso: RegExpExecArray | null, date: Date): string {
  if (!iso) return "";
  // With an offset the UTC day may differ from the written one; only a plain or Z date is checked.
  if (iso[3] && iso[3].toUpperCase() !== "Z") return date.toISOString().slice(0, 10);
  return iso[1] as string;
}

/** `2027-02-21 14:05 UTC` */
export function describeInstant(date: Date): string {
  return `${date.toISOString().slice(0, 16).replace("T", " ")} UTC`;
}

/** `in 90 days`, `in 12 hours`, `in 30 minutes` */
export function describeFromNow(date: Date, now: Date): string {
  const ms = date.getTime() - now.getTime();
  if (ms <= 0) return "in the past";
  const [unit, size] =
    ms >= 2 * UNIT_MS.d
      ? (["day", UNIT_MS.d] as const)
      : ms >= 2 * UNIT_MS.h
        ? (["hour", UNIT_MS.h] as const)
        : (["minute", UNIT_MS.m] as const);
  const n = Math.round(ms / size);
  return `in ${n} ${unit}${n === 1 ? "" : "s"}`;
}

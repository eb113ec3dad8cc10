const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})[Tt ](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d{1,9}))?)?(?:([Zz])|([+ -])(\d{2}):?(\d{2}))?$/;

/**
 * An instant from `YYYY-MM-DD` (midnight UTC) or an ISO 8601 date-time, with an offset or `Z`
 * (honoured) or without one (UTC). Undefined when the text is not one of those or names a day or
 * time that does not exist. Parsed by hand: `new Date()` reads offset-less times as local time.
 * A space before the offset is read as `+`: it is what an unencoded `+` in a query string becomes.
 */
export function parseInstant(text: string): Date | undefined {
  return readInstant(text).at;
}

/**
 * Whether the text is a date-time that states its offset (or `Z`). An event's time must: without
 * one, the same text names a different instant in every time zone.
 */
export function statesOffset(text: string): boolean {
  return readInstant(text).statesOffset;
}

/** `parseInstant` and `statesOffset` of a text at once, reading it once. */
export function readInstant(text: string): { at: Date | undefined; statesOffset: boolean } {
  const trimmed = text.trim();
  const dateOnly = DATE.exec(trimmed);
  if (dateOnly) {
    const [, y, mo, d] = dateOnly;
    return { at: utcInstant(Number(y), Number(mo), Number(d), 0, 0, 0, 0, 0), statesOffset: false };
  }
  const match = DATE_TIME.exec(trimmed);
  if (!match) return { at: undefined, statesOffset: false };
  const [, y, mo, d, h, mi, s, fraction, zulu, sign, offH, offM] = match;
  const stated = zulu !== undefined || sign !== undefined;
  const millis = fraction ? Math.floor(Number(`0.${fraction}`) * 1000) : 0;
  let offsetMinutes = 0;
  if (sign) {
    if (Number(offH) > 23 || Number(offM) > 59) return { at: undefined, statesOffset: stated };
    offsetMinutes = (sign === "-" ? -1 : 1) * (Number(offH) * 60 + Number(offM));
  }
  const at = utcInstant(
    Number(y),
    Number(mo),
    Number(d),
    Number(h),
    Number(mi),
    Number(s ?? 0),
    millis,
    offsetMinutes,
  );
  return { at, statesOffset: stated };
}

function utcInstant(
  year: number,
  month: number,
  day: number,
  hour: number,
  minute: number,
  second: number,
  millis: number,
  offsetMinutes: number,
): Date | undefined {
  if (month < 1 || month > 12 || day < 1 || hour > 23 || minute > 59 || second > 59) {
    return undefined;
  }
  const local = Date.UTC(year, month - 1, day, hour, minute, second, millis);
  // Date.UTC rolls 2025-02-30 over to March: a day that does not exist is refused instead.
  if (new Date(local).getUTCDate() !== day) return undefined;
  return new Date(local - offsetMinutes * 60_000);
}

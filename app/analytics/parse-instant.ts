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
  const utc = readUtcTimestamp(text);
  if (utc) return utc;
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

/**
 * `YYYY-MM-DDTHH:MM:SSZ` or `YYYY-MM-DDTHH:MM:SS.sssZ`, what `toISOString` writes and most
 * clients send, read by its character codes as the pattern above would; undefined for any other
 * text (and for years before 100, which `Date.UTC` reads as 19xx), left to the pattern.
 */
function readUtcTimestamp(text: string): { at: Date | undefined; statesOffset: true } | undefined {
  const length = text.length;
  if (length !== 20 && length !== 24) return undefined;
  if (
    text.charCodeAt(4) !== 45 || // -
    text.charCodeAt(7) !== 45 ||
    text.charCodeAt(10) !== 84 || // T
    text.charCodeAt(13) !== 58 || // :
    text.charCodeAt(16) !== 58 ||
    text.charCodeAt(length - 1) !== 90 || // Z
    (length === 24 && text.charCodeAt(19) !== 46) // .
  ) {
    return undefined;
  }
  const year = digitsAt(text, 0, 4);
  const month = digitsAt(text, 5, 2);
  const day = digitsAt(text, 8, 2);
  const hour = digitsAt(text, 11, 2);
  const minute = digitsAt(text, 14, 2);
  const second = digitsAt(text, 17, 2);
  const millis = length === 24 ? digitsAt(text, 20, 3) : 0;
  if (year < 100 || month < 0 || day < 0 || hour < 0 || minute < 0 || second < 0 || millis < 0) {
    return undefined;
  }
  return { at: utcInstant(year, month, day, hour, minute, second, millis, 0), statesOffset: true };
}

/** The number written by `count` decimal digits from `at`; -1 when one is not a digit. */
function digitsAt(text: string, at: number, count: number): number {
  let value = 0;
  for (let i = at; i < at + count; i++) {
    const digit = text.charCodeAt(i) - 48;
    if (digit < 0 || digit > 9) return -1;
    value = value * 10 + digit;
  }
  return value;
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
  // Date.UTC rolls 2025-02-30 over to March: a day that does not exist is refused instead.
  if (day > daysInMonth(year, month)) return undefined;
  const local = Date.UTC(year, month - 1, day, hour, minute, second, millis);
  return new Date(local - offsetMinutes * 60_000);
}

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** Days in a month (1-12) of a year as `Date.UTC` reads it: years 0 to 99 are 1900 to 1999. */
function daysInMonth(year: number, month: number): number {
  if (month !== 2) return DAYS_IN_MONTH[month - 1] as number;
  const full = year >= 0 && year <= 99 ? 1900 + year : year;
  return full % 4 === 0 && (full % 100 !== 0 || full % 400 === 0) ? 29 : 28;
}

/** Quarter hours and UTC days since 1970-01-01T00:00Z: the units analytics storage counts in. */
export const QUARTER_HOUR_MS = 15 * 60_000;
export const DAY_MS = 86_400_000;
export const QUARTER_HOURS_PER_DAY = DAY_MS / QUARTER_HOUR_MS;

/** The quarter hour an instant falls in (a finer bound is rounded down to it). */
export function quarterHourOf(instant: Date | number): number {
  return Math.floor(Number(instant) / QUARTER_HOUR_MS);
}

export function dayOfQuarterHour(bucket: number): number {
  return Math.floor(bucket / QUARTER_HOURS_PER_DAY);
}

/** A bound as it is counted: the start of its quarter hour, in UTC; null for no bound. */
export function effectiveBound(instant: Date | undefined): string | null {
  return instant === undefined
    ? null
    : new Date(quarterHourOf(instant) * QUARTER_HOUR_MS).toISOString();
}

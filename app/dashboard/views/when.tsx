import { formatInstant, formatRelative } from "./format-time.ts";

/** An instant as "3 minutes ago" with the exact UTC time beside it, in a machine-readable <time>. */
export function When({ date, now }: { date: Date; now: Date }) {
  return (
    <time datetime={date.toISOString()}>
      {formatRelative(date, now)} <span class="muted">({formatInstant(date)})</span>
    </time>
  );
}
